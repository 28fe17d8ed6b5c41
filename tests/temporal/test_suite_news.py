"""Suite: news-style sentences (written for this suite) resolved against the article date and
named as TIMEX3 values — the form an external check compares with gold DATE values."""

from __future__ import annotations

from datetime import datetime

import pytest

from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import anchor_for, local

THU = local(1989, 10, 26, 9, offset=-4)  # Thursday 26 October 1989, an article date
MON = local(1989, 10, 30, 9, offset=-5)  # Monday 30 October 1989
FEB = local(1990, 2, 12, 9, offset=-5)  # Monday 12 February 1990


def value(text: str, surface: str, ref: datetime = THU) -> str:
    a = anchor_for(text, ref, surface)
    return timex_value(a.start, a.end, a.grain, a.duration_days, surface=a.surface)


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("The company said Thursday that profit rose.", "Thursday", "1989-10-26"),
        ("The company reported Tuesday a loss of $5 million.", "Tuesday", "1989-10-24"),
        ("Trading was halted Wednesday.", "Wednesday", "1989-10-25"),
        ("The board will meet Monday.", "Monday", "1989-10-30"),
        ("The company said it would report earnings Wednesday.", "Wednesday", "1989-11-01"),
        ("The offer ends Friday, the company said.", "Friday", "1989-10-27"),
        ("The stock rose 3% Monday, traders said.", "Monday", "1989-10-23"),
        ("Yesterday, the Treasury sold $9 billion of bills.", "Yesterday", "1989-10-25"),
        ("Today the central bank held its rate.", "Today", "1989-10-26"),
        ("Tomorrow the jobs report is released.", "Tomorrow", "1989-10-27"),
        ("The dividend is payable Nov. 15.", "Nov. 15", "1989-11-15"),
        ("Holders of record Oct. 31 will receive it.", "Oct. 31", "1989-10-31"),
        ("The offer expires Feb. 1.", "Feb. 1", "1990-02-01"),
        ("The payment will be made Feb. 1.", "Feb. 1", "1990-02-01"),
        ("Shares closed at $45 on Sept. 29.", "Sept. 29", "1989-09-29"),
        ("The stock fell sharply on Oct. 13, 1989.", "Oct. 13, 1989", "1989-10-13"),
        ("The law takes effect Jan. 1.", "Jan. 1", "1990-01-01"),
        ("Orders rose in September.", "in September", "1989-09"),
        ("Sales for the year are expected to reach $2 billion.", "for the year", "1989"),
        ("It was the worst day of the year for stocks.", "of the year", "1989"),
        ("Throughout the year, rates climbed.", "Throughout the year", "1989"),
        ("Imports are expected to rise in November.", "in November", "1989-11"),
        ("The plan was announced last month.", "last month", "1989-09"),
        ("The company will report results next month.", "next month", "1989-11"),
        ("The strike began in mid-August.", "mid-August", "1989-08"),
        ("Prices fell in October of last year.", "in October of last year", "1988-10"),
        ("Last week the index fell 190 points.", "Last week", "1989-W42"),
        ("This week the market steadied.", "This week", "1989-W43"),
        ("Net income rose 12% in the third quarter.", "the third quarter", "1989-Q3"),
        ("Third-quarter profit fell 5%.", "Third-quarter", "1989-Q3"),
        ("The company expects a loss in the fourth quarter.", "the fourth quarter", "1989-Q4"),
        ("Earnings in the current quarter will fall.", "the current quarter", "1989-Q4"),
        ("Rates rose during the past quarter.", "the past quarter", "1989-Q3"),
        ("Q3 1989 revenue beat forecasts.", "Q3 1989", "1989-Q3"),
        ("In 1989's first quarter, sales jumped.", "1989's first quarter", "1989-Q1"),
        (
            "Profit rose in the third quarter from the year-earlier quarter.",
            "the year-earlier quarter",
            "1988-Q3",
        ),
        ("Results for the first half of 1990 will improve.", "the first half of 1990", "1990-H1"),
        ("In the second half, sales slowed.", "the second half", "1989-H2"),
        ("Sales rose 8% last year.", "last year", "1988"),
        ("The plant will open next year.", "next year", "1990"),
        ("Earlier this year, the firm cut 300 jobs.", "Earlier this year", "1989"),
        ("Late last year the bank raised rates.", "Late last year", "1988"),
        ("The deal should close early next year.", "early next year", "1990"),
        ("Net fell from a year earlier.", "a year earlier", "1988"),
        ("Sales rose two years ago.", "two years ago", "1987"),
        ("The merger was completed in 1987.", "1987", "1987"),
        ("The 1990 budget is due next week.", "1990", "1990"),
        ("Output returned to 1987 levels.", "1987", "1987"),
        ("Profit for fiscal 1989 rose.", "fiscal 1989", "FY1989"),
        ("The notes mature in 2005.", "2005", "2005"),
        ("The contract runs through 1992.", "1992", "1992"),
        ("The unit was sold in April 1949.", "April 1949", "1949-04"),
        ("He joined the firm on April 4, 1949.", "April 4, 1949", "1949-04-04"),
        ("The company was founded in the 1950s.", "the 1950s", "195"),
        ("Inflation peaked in the 1970s.", "the 1970s", "197"),
        ("Spending rose this spring.", "this spring", "1989-SP"),
        ("Sales in the summer of 1988 were weak.", "the summer of 1988", "1988-SU"),
        ("The firm has grown for five years.", "for five years", "P5Y"),
        ("The stock has tripled in the past year.", "in the past year", "P1Y"),
        ("Orders doubled over the past month.", "over the past month", "P1M"),
        ("The talks lasted for two weeks.", "for two weeks", "P2W"),
        ("Analysts expect rates to fall by December.", "by December", "1989-12"),
        ("The sale should close by year-end.", "year-end", "1989"),
        (
            "Exports fell in the fourth quarter of last year.",
            "the fourth quarter of last year",
            "1988-Q4",
        ),
        (
            "Sales will recover in the first half of next year.",
            "the first half of next year",
            "1990-H1",
        ),
        ("Profit fell from last year's fourth quarter.", "last year's fourth quarter", "1988-Q4"),
        (
            "Last year's third-quarter results included a gain.",
            "Last year's third-quarter",
            "1988-Q3",
        ),
        ("Next year's first half will be weak.", "Next year's first half", "1990-H1"),
        ("This year's second quarter was the best.", "This year's second quarter", "1989-Q2"),
        ("Unemployment rose last quarter.", "last quarter", "1989-Q3"),
        ("Inflation will ease next quarter.", "next quarter", "1990-Q1"),
        ("The fiscal year ends Sept. 30.", "Sept. 30", "1990-09-30"),
        ("The current fiscal year closes in September.", "in September", "1990-09"),
        ("The bonds mature Aug. 1.", "Aug. 1", "1990-08-01"),
        ("The company will redeem the notes on Dec. 1.", "Dec. 1", "1989-12-01"),
        ("The ministry says exports fell in March.", "in March", "1989-03"),
        ("Profit fell from the year-earlier quarter.", "the year-earlier quarter", "1988-Q3"),
        ("Earlier in the year, sales slumped.", "Earlier in the year", "1989"),
        ("The stock split 2-for-1 in May.", "in May", "1989-05"),
        ("Earnings will rise in 1990 and 1991.", "1991", "1991"),
        ("The court adjourned until Monday.", "until Monday", "1989-10-30"),
        ("The launch slipped to mid-November.", "mid-November", "1989-11"),
        ("The temperature hit 40 degrees on Tuesday.", "on Tuesday", "1989-10-24"),
        ("The satellite was launched at 3 a.m. Wednesday.", "Wednesday", "1989-10-25"),
    ],
)
def test_news_values(text: str, surface: str, expected: str) -> None:
    assert value(text, surface) == expected


@pytest.mark.parametrize(
    ("ref", "text", "surface", "expected"),
    [
        (MON, "Shares rose Friday.", "Friday", "1989-10-27"),
        (MON, "The stock fell last week.", "last week", "1989-W43"),
        (MON, "The bill is expected to pass Wednesday.", "Wednesday", "1989-11-01"),
        (FEB, "Sales rose 5% in the fourth quarter.", "the fourth quarter", "1989-Q4"),
        (FEB, "Profit will recover in the first quarter.", "the first quarter", "1990-Q1"),
        (FEB, "The company cut 500 jobs in December.", "in December", "1989-12"),
        (FEB, "The vote is set for March 3.", "March 3", "1990-03-03"),
        (FEB, "Last year's profit fell.", "Last year", "1989"),
    ],
)
def test_news_values_on_other_article_dates(
    ref: datetime, text: str, surface: str, expected: str
) -> None:
    assert value(text, surface, ref) == expected


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("The company was founded in 1985. In March, it hired its first employee.", "In March",
         "1985-03"),
        ("In 1961 the border closed. On Aug. 13, the wall went up.", "Aug. 13", "1961-08-13"),
        ("The strike began in August 1987. In January, it ended.", "In January", "1988-01"),
        ("He was born in 1950. That year, his father died.", "That year", "1950"),
        ("The deal was signed in 1984. The following year, it collapsed.", "The following year",
         "1985"),
        ("The plant opened in 1985. In March it will close.", "In March", "1990-03"),
        ("The plant opened in 1985. Last March it closed.", "Last March", "1989-03"),
    ],
)  # fmt: skip
def test_a_bare_date_in_a_story_of_a_named_year(text: str, surface: str, expected: str) -> None:
    """A bare month or day told after a date naming its past year is in that year's story
    (the first on or after a month or day); one pointing ahead, or with its own "last", is
    read against the article date (Thursday 26 October 1989)."""
    assert value(text, surface) == expected


def test_a_year_owning_something_else_is_not_the_quarters() -> None:
    """ "the fourth quarter of last year's final" is a quarter of a game: only the year is
    dated, and a sports quarter alone is not ("in the last quarter of the game")."""
    found = extract_anchors("She scored in the fourth quarter of last year's final.", THU)
    assert [(a.surface, a.start and a.start.year) for a in found] == [("last year", 1988)]
    assert not extract_anchors("We were down 10 points in the last quarter of the game.", THU)


def test_a_year_that_ends_is_no_year_end() -> None:
    """ "the fiscal year ends June 30" tells when a fiscal year ends, not "year-end"."""
    found = extract_anchors("The company's fiscal year ends June 30.", THU)
    assert [a.surface for a in found] == ["June 30"]
    found = extract_anchors("The fiscal year ended June 30 was its best.", THU)
    assert [(a.surface, str(a.start), str(a.end)) for a in found] == [
        ("The fiscal year", "1988-07-01", "1989-06-30"),
        ("June 30", "1989-06-30", "1989-06-30"),
    ]


def test_the_quarter_is_the_one_named_before() -> None:
    text = "Third-quarter profit fell. Revenue in the quarter rose 4% to $2 billion."
    assert value(text, "the quarter") == "1989-Q3"
    assert value("Revenue in the quarter rose 4% to $2 billion.", "the quarter", FEB) == "1989-Q4"


def test_a_quarter_of_something_is_not_a_date() -> None:
    found = [a for a in extract_anchors("A quarter of the shares changed hands.", THU) if a.start]
    assert found == []


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("It was launched at 3 a.m. Wednesday.", 1),
        ("I met Dr. Lee on Friday. It was fun.", 2),
        ("It fell on Jan. 5 and rose on Feb. 2.", 1),
        ("He came home. Then he slept.", 2),
        ("I said no. Then we left on Friday.", 2),
    ],
)
def test_no_sentence_ends_at_an_abbreviation(text: str, sentences: int) -> None:
    """The period of "a.m.", "Dr.", "Jan." ends no sentence: the rules read "Wednesday" with the
    verb before it."""
    assert len(sentence_spans(text)) == sentences


@pytest.mark.parametrize(
    "text",
    [
        "I love this time of the year.",  # a kind of time, every year
        "In the year before the merger, sales fell.",  # the clause names another year
        "During the year I was born, my father was abroad.",
    ],
)
def test_the_year_that_is_not_this_one(text: str) -> None:
    found = [a for a in extract_anchors(text, THU) if "year" in a.surface and a.start]
    assert [(a.surface, a.start) for a in found if a.start and a.start.year == 1989] == []
