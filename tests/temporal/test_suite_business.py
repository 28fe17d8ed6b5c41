"""Suite: business news (written for this suite): periods told by their last day, fiscal
years a story defines, weekdays that own an event, limits an act sets, and numbers that are
no dates. Resolved against the article's date; TIMEX3 values where news annotation has one."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import dates_of, local

TUE = local(1996, 10, 22, 16, offset=-4)  # Tuesday 22 October 1996
MON_TOKYO = local(1997, 2, 3, 7, 30, offset=9)  # Monday 3 February 1997, early morning


def intervals(text: str, surface: str, ref: datetime = TUE) -> list[tuple[str, str]]:
    """(start, end) of each anchor of ``text`` whose surface holds ``surface``."""
    return [(str(a.start), str(a.end)) for a in extract_anchors(text, ref) if surface in a.surface]


def value(text: str, surface: str, ref: datetime = TUE) -> str:
    a = next(a for a in extract_anchors(text, ref) if a.surface == surface)
    return timex_value(a.start, a.end, a.grain, a.duration_days, surface=a.surface)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("Sales rose 6% in the nine months to Sept. 30.", "the nine months", "1996-01-01", "1996-09-30"),
        ("Profit in the quarter ended Sept. 30 doubled.", "the quarter", "1996-07-01", "1996-09-30"),
        ("Pretax profit for the six months to June 30 fell.", "the six months", "1996-01-01", "1996-06-30"),
        ("It earned $8 million in the year ended March 31.", "the year", "1995-04-01", "1996-03-31"),
        ("Inflows in the week ended Wednesday reached $2 billion.", "the week", "1996-10-10", "1996-10-16"),
        ("Its fiscal second quarter, which ended Aug. 31, was weak.", "Its fiscal second quarter", "1996-06-01", "1996-08-31"),
        ("Turnover in the 16 weeks to July 13 climbed.", "the 16 weeks", "1996-03-24", "1996-07-13"),
        ("The economy grew 0.6 per cent in the June quarter.", "the June quarter", "1996-04-01", "1996-06-30"),
        ("Analysts expect the December quarter accounts to show a slowdown.", "the December quarter", "1996-10-01", "1996-12-31"),
        ("Dealers await Friday's report on September consumer prices.", "September", "1996-09-01", "1996-09-30"),
        ("Bonds slipped before the October jobs report.", "October", "1996-10-01", "1996-10-31"),
        ("Crude for December delivery rose 40 cents.", "December delivery", "1996-12-01", "1996-12-31"),
        ("The March contract fell sharply.", "March contract", "1997-03-01", "1997-03-31"),
        ("Profit for the first nine months rose 12%.", "the first nine months", "1996-01-01", "1996-09-30"),
    ],
)  # fmt: skip
def test_a_period_told_by_its_last_day_and_months_of_business(
    text: str, surface: str, start: str, end: str
) -> None:
    """ "the nine months to Sept. 30", "the June quarter", "September consumer prices",
    "December delivery": the period, resolved against Tuesday 22 October 1996."""
    assert intervals(text, surface) == [(start, end)]


def test_the_last_day_keeps_its_anchor_and_a_calendar_quarter_its_value() -> None:
    text = "Profit in the quarter ended Sept. 30 doubled."
    assert value(text, "Sept. 30") == "1996-09-30"
    assert value(text, "the quarter") == "1996-Q3"
    assert value("Sales rose 6% in the nine months to Sept. 30.", "the nine months") == "P9M"


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        (
            "The agency's budget for fiscal 1997, which begins Oct. 1, is $3 billion.",
            "fiscal 1997", "1996-10-01", "1997-09-30",
        ),
        (
            "The group, whose fiscal year ends June 30, expects fiscal 1997 sales to grow.",
            "fiscal 1997", "1996-07-01", "1997-06-30",
        ),
        (
            "Results for the year ended March 31 were flat; fiscal 1996 profit is seen higher.",
            "fiscal 1996", "1996-04-01", "1997-03-31",
        ),
        (
            "The firm, which uses an April-March financial year, sees growth in 1996-97.",
            "1996-97", "1996-04-01", "1997-03-31",
        ),
        (
            "The retailer's fiscal year ends Jan. 31. Profit in the current fiscal year will fall.",
            "the current fiscal year", "1996-02-01", "1997-01-31",
        ),
        (
            "The chip maker, whose fiscal year ends Sept. 30, said its fiscal fourth quarter was"
            " its best.",
            "fourth quarter", "1996-07-01", "1996-09-30",
        ),
    ],
)  # fmt: skip
def test_a_fiscal_year_the_story_defines(text: str, surface: str, start: str, end: str) -> None:
    assert intervals(text, surface) == [(start, end)]


def test_a_fiscal_year_without_a_definition_is_the_calendar_year_named() -> None:
    found = dates_of("Revenue for fiscal 1997 is forecast at $2 billion.", TUE, "fiscal 1997")
    assert found[:2] == (date(1997, 1, 1), date(1997, 12, 31))
    assert value("Revenue for fiscal 1997 is forecast at $2 billion.", "fiscal 1997") == "FY1997"
    text = "The budget for fiscal 1997, which begins Oct. 1, is $3 billion."
    assert value(text, "fiscal 1997") == "FY1997"


@pytest.mark.parametrize(
    ("text", "surface", "expected", "ref"),
    [
        ("Tokyo stocks should open higher after Friday's 2.1 percent rally.", "Friday", "1997-01-31", MON_TOKYO),
        ("Brokers expect a quiet session after Friday's 190-point drop.", "Friday", "1997-01-31", MON_TOKYO),
        ("Counting continued after Sunday's elections, with several seats undecided.", "Sunday", "1997-02-02", MON_TOKYO),
        ("With three days to go before Thursday's rate decision, the yen firmed.", "Thursday", "1997-02-06", MON_TOKYO),
        ("I'm already nervous about Wednesday's board meeting.", "Wednesday", "1997-02-05", MON_TOKYO),
    ],
)  # fmt: skip
def test_a_weekday_owning_an_event(text: str, surface: str, expected: str, ref: datetime) -> None:
    """A measured result is past; without a tense of its own, the nearest such day."""
    found = [str(a.start) for a in extract_anchors(text, ref) if a.surface == surface]
    assert found == [expected]


def test_monday_s_a_holiday_is_no_possessive() -> None:
    """ "Monday's a holiday" is "Monday is": read by the tense, not as the nearest."""
    found = [str(a.start) for a in extract_anchors("Monday's a holiday here, so rest up.", TUE)]
    assert found == ["1996-10-28"]


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("The company said it had extended its offer until midnight Nov. 8.", "Nov. 8", "1996-11-08"),
        ("The city ordered schools closed through Nov. 1 after the storm.", "Nov. 1", "1996-11-01"),
        ("The judge adjourned the hearing until Oct. 30.", "Oct. 30", "1996-10-30"),
    ],
)  # fmt: skip
def test_a_limit_an_act_set_lies_ahead(text: str, surface: str, expected: str) -> None:
    found = [str(a.start) for a in extract_anchors(text, TUE) if surface in a.surface]
    assert found == [expected]


def test_a_state_that_lasted_until_a_day_stays_past() -> None:
    found = [str(a.start) for a in extract_anchors("The office was closed until Friday.", TUE)]
    assert found == ["1996-10-18"]


@pytest.mark.parametrize(
    "text",
    [
        "Its shares fell 4 percent, to $20.08.",
        "The incumbent leads by 930 votes with two precincts left.",
        "The index is down more than 9 per cent in a month.",
        "A car struck a minivan in the 1900 block of West Grand Avenue.",
    ],
)
def test_numbers_that_are_no_dates(text: str) -> None:
    assert [a for a in extract_anchors(text, TUE) if a.start is not None] == []


def test_a_start_year_is_no_story_frame() -> None:
    """ "has paid a dividend since 1935" does not put "payable March 2" in 1935."""
    text = "The bank, which has paid a dividend since 1935, said it is payable March 2."
    found = [str(a.start) for a in extract_anchors(text, TUE) if a.surface == "March 2"]
    assert found == ["1997-03-02"]


def test_a_year_ago_in_a_results_comparison_is_the_period_a_year_back() -> None:
    text = (
        "It posted a third-quarter loss of $4 million, against a profit of $1.2 million a year ago."
    )
    found = [(str(a.start), str(a.end)) for a in extract_anchors(text, TUE) if "year" in a.surface]
    assert found == [("1995-07-01", "1995-09-30")]
    text = "The bank earned $80 million in the second quarter. A year earlier it lost $20 million."
    found = [(str(a.start), str(a.end)) for a in extract_anchors(text, TUE) if "year" in a.surface]
    assert found == [("1995-04-01", "1995-06-30")]
    assert [str(a.start) for a in extract_anchors("I saw her a year ago.", TUE)] == ["1995-10-01"]


def test_a_period_to_a_day_without_its_year() -> None:
    """ "ended": the last such day on or before the article; "to": the nearest; "ends": the
    next on or after it."""
    feb = local(1997, 2, 10, 9, offset=-5)
    text = "Earnings for the nine months to Dec. 31 will be released this week."
    found = [(a.surface, str(a.start)) for a in extract_anchors(text, feb)]
    assert found[:2] == [("the nine months", "1996-04-01"), ("Dec. 31", "1996-12-31")]
    text = "Profit in the quarter ended Nov. 30 rose."
    assert [str(a.end) for a in extract_anchors(text, feb)][:1] == ["1996-11-30"]


def test_a_habit_in_a_relative_clause_stays_there() -> None:
    text = (
        "The broker, which closes its books on the last Friday of every month, said Tuesday it"
        " would switch to calendar months in January."
    )
    found = {a.surface: (str(a.start), a.generic) for a in extract_anchors(text, TUE)}
    assert found["Tuesday"] == ("1996-10-22", False)
    assert found["in January"] == ("1997-01-01", False)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        # market reports
        ("Stocks rose 2 percent for the week.", "the week", "1996-10-21", "1996-10-27", TUE),
        ("The index finished the month up 1.7 percent.", "the month", "1996-10-01", "1996-10-31", TUE),
        ("Dealers expect a busy session in the week ahead.", "the week ahead", "1997-02-03", "1997-02-09", local(1997, 2, 2, 18, offset=-5)),
        ("Sales fell in the December-quarter, figures showed.", "December-quarter", "1996-10-01", "1996-12-31", local(1997, 1, 27, 10, offset=11)),
        ("Brokers sold ahead of Tuesday's budget.", "Tuesday", "1996-10-29", "1996-10-29", local(1996, 10, 28, 23, offset=9)),
        ("Shares slid ahead of the March 31 close of the fiscal year.", "March 31", "1997-03-31", "1997-03-31", local(1997, 3, 20, 14, offset=5.5)),
        ("Economists expect another cut before the budget on March 19.", "March 19", "1997-03-19", "1997-03-19", local(1997, 3, 6, 16)),
        ("Regulators still cannot explain Thursday's plunge.", "Thursday", "1996-10-17", "1996-10-17", local(1996, 10, 20, 14, offset=-4)),
        ("Traders said Monday's open would hinge on the talks.", "Monday", "1996-10-28", "1996-10-28", local(1996, 10, 25, 22)),
        # wire stories
        ("With 10 days left before the handover at midnight on June 30, crowds gathered.", "June 30", "1997-06-30", "1997-06-30", local(1997, 6, 21, 9, offset=8)),
        ("The agency said the next attempt would come no earlier than Saturday.", "Saturday", "2028-03-04", "2028-03-04", local(2028, 2, 29, 4, offset=-5)),
        ("It said it would begin selling the long-delayed program on Aug. 24.", "Aug. 24", "1995-08-24", "1995-08-24", local(1995, 7, 11, 16, offset=-7)),
        ("Lawmakers had missed the Oct. 1 start of the fiscal year.", "Oct. 1", "1999-10-01", "1999-10-01", local(1999, 11, 19, 22, offset=-5)),
        ("NASA scrubbed the launch early Tuesday because of a faulty valve.", "Tuesday", "2028-02-29", "2028-02-29", local(2028, 2, 29, 4, offset=-5)),
        ("Analysts said sales in the holiday quarter could set a record.", "the holiday quarter", "1995-10-01", "1995-12-31", local(1995, 7, 11, 16, offset=-7)),
        ("The talks will take place on Oct. 11 and 12.", "Oct. 11 and 12", "1986-10-11", "1986-10-12", local(1986, 10, 3, 16, offset=-4)),
        ("The star was the brightest since one recorded by Kepler in 1604. It was first spotted on Feb. 24.", "Feb. 24", "1987-02-24", "1987-02-24", local(1987, 3, 4, 17, offset=-8)),
        # more business periods
        ("The council passed a budget for the fiscal year that begins July 1.", "the fiscal year", "1997-07-01", "1998-06-30", local(1997, 2, 17, 12, offset=-5)),
        ("For fiscal 2003, which ended in March, revenue rose.", "fiscal 2003", "2002-04-01", "2003-03-31", local(2003, 5, 21, 12, offset=5.5)),
        ("The fiscal year runs from April 1 to March 31, and the deficit for the current year is 6 percent.", "the current year", "1991-04-01", "1992-03-31", local(1992, 1, 30, 17, offset=5.5)),
        ("Prices rose 4 percent in the 12 months through January.", "the 12 months", "2028-02-01", "2029-01-31", local(2029, 3, 1, 8, offset=-3)),
        ("Output grew in the three months to June.", "the three months", "1997-04-01", "1997-06-30", local(1997, 9, 20, 8, offset=-7)),
        ("September crude settled at $23.31 a barrel.", "September crude", "1990-09-01", "1990-09-30", local(1990, 8, 3, 22, offset=-4)),
        ("Reagan put off the address he was to deliver last night until next week.", "next week", "1986-02-03", "1986-02-09", local(1986, 1, 29, 6, offset=-5)),
        ("The dividend is payable April 10.", "April 10", "1996-04-10", "1996-04-10", local(1996, 3, 12, 7, offset=-5)),
        ("Heavy rain fell last evening.", "last evening", "1968-04-04", "1968-04-04", local(1968, 4, 5, 6, offset=-6)),
        # local news
        ("A car struck a minivan in the 1900 block of Grand Avenue about 11:15 p.m. Friday.", "Friday", "1994-11-11", "1994-11-11", local(1994, 11, 13, 10, offset=-6)),
        ("Police reported one car fire by late Friday.", "Friday", "1986-10-31", "1986-10-31", local(1986, 10, 31, 23, 55, offset=-5)),
        ("The market opens for the season Saturday and will then run every Tuesday through October.", "Saturday", "1986-05-17", "1986-05-17", local(1986, 5, 16, 7, offset=-6)),
        ("The team last reached the final in 1979. It graduates four starters in May.", "May", "1993-05-01", "1993-05-31", local(1993, 3, 14, 10, offset=-6)),
        ("Retailers are cautious. Gadgetry Inc. reports Thursday.", "Thursday", "2001-01-18", "2001-01-18", local(2001, 1, 16, 5, 50, offset=-5)),
        ("Hinode Electric, which reports on May 14, has already warned.", "May 14", "1993-05-14", "1993-05-14", local(1993, 5, 2, 10, offset=9)),
        ("A federal judge set a Jan. 11 trial date in the case.", "Jan. 11", "1999-01-11", "1999-01-11", local(1998, 11, 20, 16, offset=-5)),
        ("Several chains warned that December results could be the weakest of the decade.", "December", "1990-12-01", "1990-12-31", local(1990, 11, 23, 6, 45, offset=-5)),
        ("Thanksgiving fell late this year, leaving only 26 shopping days until Christmas.", "Christmas", "2002-12-25", "2002-12-25", local(2002, 11, 29, 6, offset=-5)),
        ("Traders brace for tomorrow after Friday's tax-cutting budget sent the pound lower.", "Friday", "2022-09-23", "2022-09-23", local(2022, 9, 25, 19, offset=1)),
        ("The Treasury said it would sell two-year notes on Wednesday.", "Wednesday", "1990-04-18", "1990-04-18", local(1990, 4, 12, 15, 45, offset=-4)),
        ("Economists expect the next cut in February.", "February", "2025-02-01", "2025-02-28", local(2024, 11, 8, 10)),
        ("Taxpayers who filed for an extension have until Aug. 16.", "Aug. 16", "1993-08-16", "1993-08-16", local(1993, 4, 17, 12, offset=-4)),
        ("The Senate voted tonight to reopen the government and raise the debt limit through Feb. 7.", "Feb. 7", "2014-02-07", "2014-02-07", local(2013, 10, 16, 22, 45, offset=-4)),
    ],
)  # fmt: skip
def test_news_readings(text: str, surface: str, start: str, end: str, ref: datetime) -> None:
    """Market reports, wire stories, business periods and local news, each against its own
    writing time."""
    assert intervals(text, surface, ref) == [(start, end)]


def test_a_year_of_the_reference_is_no_past_story() -> None:
    """ "up 29 percent in 1996 ... Trading resumes on Jan. 3" said on 30 December 1996: the
    coming Jan. 3; and "since 1994, after May prices rose": May of the article's year."""
    ref = local(1996, 12, 30, 17, offset=-5)
    text = "The index closed up 29 percent in 1996. Trading resumes on Jan. 3."
    found = [str(a.start) for a in extract_anchors(text, ref) if a.surface == "Jan. 3"]
    assert found == ["1997-01-03"]
    text = "Rates rose the most since 1994, after May consumer prices jumped."
    found = [str(a.start) for a in extract_anchors(text, TUE) if "May" in a.surface]
    assert found == ["1996-05-01"]


def test_a_yearly_habit_in_a_relative_clause_dates_nothing_else() -> None:
    text = (
        "Lydon, which has raised its dividend every year since 1980, said the new shares would be"
        " distributed on March 16."
    )
    found = {a.surface: (str(a.start), a.generic) for a in extract_anchors(text, TUE)}
    assert found["March 16"] == ("1997-03-16", False)


def test_two_days_told_with_and_are_two_anchors() -> None:
    """ "on July 1 and July 3": two days apart, each its own anchor ("between ... and ..." and
    "Oct. 11 and 12", two days in a row, are one span)."""
    text = "The rupee was devalued in two steps on July 1 and July 3."
    found = [
        (a.surface, str(a.start)) for a in extract_anchors(text, local(1991, 7, 24, 21, offset=5.5))
    ]
    assert found == [("July 1", "1991-07-01"), ("July 3", "1991-07-03")]


def test_a_fiscal_year_named_in_the_text_keeps_its_name() -> None:
    assert value("For fiscal 2003, which ended in March, revenue rose.", "fiscal 2003", local(2003, 5, 21, 12, offset=5.5)) == "FY2003"  # fmt: skip


def test_a_stock_price_in_eighths_is_no_date() -> None:
    for text in ("Shares rose 1 3/8 to $19.87.", "The stock closed at 150 3/8, down 3/8."):
        assert [a.surface for a in extract_anchors(text, TUE) if a.start is not None] == []


def test_a_frame_in_a_relative_clause_is_no_story_year() -> None:
    text = "The leaders signed the accord, ending a war that began in April 1992. It was initialed on Nov. 21."
    ref = local(1995, 12, 16, 1, offset=1)
    assert [str(a.start) for a in extract_anchors(text, ref) if a.surface == "Nov. 21"] == ["1995-11-21"]  # fmt: skip


def test_a_fiscal_quarter_reported_is_the_last_one_and_its_year_earlier_period() -> None:
    """ "to report fiscal third-quarter earnings ... up from the year-earlier period", by a
    company whose fiscal year ends Sept. 30, said in mid-July: April to June, and a year
    before."""
    text = (
        "The company, whose fiscal year ends Sept. 30, is expected to report fiscal third-quarter"
        " earnings of 85 cents a share on Thursday, up from 71 cents in the year-earlier period."
    )
    ref = local(1992, 7, 14, 9, offset=-4)
    assert intervals(text, "third-quarter", ref) == [("1992-04-01", "1992-06-30")]
    assert intervals(text, "year-earlier", ref) == [("1991-04-01", "1991-06-30")]
