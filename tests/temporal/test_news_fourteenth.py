"""Readings the fourteenth pass mended after blind news and broadcast sets (sentences written
for this test; each would fail on the thirteenth pass's code, but the guards that the
neighbouring readings stay as they were)."""

from __future__ import annotations

from datetime import datetime

import pytest

from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import local

MON = local(1998, 10, 19, 8, offset=8)  # Monday 19 October 1998, Hong Kong morning
TUE = local(1996, 11, 5, 19, offset=-5)  # Tuesday 5 November 1996, evening news
SUN_NIGHT = local(2011, 4, 3, 0, 40, offset=5.5)  # 00:40 on Sunday 3 April 2011


def readings(text: str, ref: datetime) -> dict[str, tuple[str, str]]:
    return {
        a.surface: (str(a.start), str(a.end))
        for a in extract_anchors(text, ref)
        if a.start is not None and not a.generic
    }


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        # a participle after "be" and an adverb is passive, no past: the "will" decides
        ("The new chairman will be formally appointed at the board meeting on Friday.", "on Friday", "1996-11-08", "1996-11-08", TUE),
        # a comma between digits closes no relative clause
        ("The index, which ended at 10,482 on Friday, will reopen on Wednesday.", "on Friday", "1998-10-16", "1998-10-16", MON),
        # a past verb in a clause of its own after the date ("to confirm it arrived")
        ("The lander is due to signal home in the early hours of Thursday to confirm it survived.", "Thursday", "1996-11-07", "1996-11-07", TUE),
        # a timetable verb in the present: "conclude"
        ("She pulled out of the trials, which conclude on Saturday.", "on Saturday", "1996-11-09", "1996-11-09", TUE),
        # "reports in <month>": a report ahead
        ("The minister said he would wait until the commission reports in March.", "in March", "1997-03-01", "1997-03-31", TUE),
        # "face to face" is no fixture
        ("The two leaders last met face to face on October 2nd in Geneva.", "October 2nd", "1996-10-02", "1996-10-02", TUE),
        # "a stock split": a noun, no past verb
        ("Holders will vote on a stock split at the meeting in December.", "in December", "1996-12-01", "1996-12-31", TUE),
        # a precaution: "in case of"
        ("The bank has stocked extra cash in case of a run in late December.", "late December", "1996-12-21", "1996-12-31", TUE),
        # a market's extreme is one already reached
        ("Traders doubt the index will regain its July highs before the election.", "July", "1996-07-01", "1996-07-31", TUE),
        # the main verb beyond the window tells a bare weekday with no nearer marker
        ("The home side won the final for the first time in twenty years at the old national stadium on Saturday night, beating the holders.", "on Saturday night", "2011-04-02", "2011-04-02", SUN_NIGHT),
        ("The peso suffered its steepest two-day fall against the dollar in a decade, sliding to 10.21 today from 9.64 on Friday.", "on Friday", "1998-10-16", "1998-10-16", MON),
        # an agreement to act from a date sets the date ahead
        ("Producers agreed on Monday to trim output by 2.1 million barrels a day from Dec. 1.", "Dec. 1", "1996-12-01", "1996-12-01", TUE),
        # a calamity named by its date is one already seen
        ("Futures volume has yet to recover from the Oct. 27 crash.", "Oct. 27", "1995-10-27", "1995-10-27", local(1996, 9, 20, 7, offset=-4)),
        # "after" a holiday just past, in a future clause: that one
        ("After the long Memorial Day weekend, investors will watch the jobs report.", "Memorial Day weekend", "1996-05-25", "1996-05-27", local(1996, 5, 28, 6, offset=-4)),
        ("After Easter the council will vote again.", "Easter", "1997-03-30", "1997-03-30", local(1996, 11, 5, 9, offset=1)),
        # "today" with a timetable verb is today's, no future
        ("Markets reopen today after the Veterans Day holiday.", "Veterans Day", "1996-11-11", "1996-11-11", local(1996, 11, 12, 7, offset=-5)),
    ],
)  # fmt: skip
def test_direction_in_news(text: str, surface: str, start: str, end: str, ref: datetime) -> None:
    assert readings(text, ref).get(surface) == (start, end)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        ("Ten years ago this morning, the bridge collapsed.", "Ten years ago this morning", "1986-11-05", "1986-11-05", TUE),
        ("Twenty years ago tonight, the wall came down.", "Twenty years ago tonight", "1976-11-05", "1976-11-05", TUE),
        ("A year ago last night the polls closed early.", "A year ago last night", "1995-11-04", "1995-11-04", TUE),
        ("The merger was approved on Sept. 12 last year.", "Sept. 12 last year", "1995-09-12", "1995-09-12", TUE),
        ("The plant reopens on March 3 next year.", "March 3 next year", "1997-03-03", "1997-03-03", TUE),
        ("The strikes came in July and August 1991.", "in July", "1991-07-01", "1991-07-31", TUE),
        ("Output fell in April, July and August of 1990.", "July", "1990-07-01", "1990-07-31", TUE),
        ("Output fell in April, July and August of 1990.", "in April", "1990-04-01", "1990-04-30", TUE),
    ],
)  # fmt: skip
def test_compounds_in_news(text: str, surface: str, start: str, end: str, ref: datetime) -> None:
    assert readings(text, ref).get(surface) == (start, end)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        # the fiscal year ends with its fourth quarter
        ("Orbis Corp. said profit for its fiscal fourth quarter, ended Sept. 30, rose 8%. For fiscal 1996, sales rose 11%.", "fiscal 1996", "1995-10-01", "1996-09-30", TUE),
        # ... and three months after its third
        ("Orbis Corp. said its fiscal third quarter, which ended June 30, was strong; fiscal 1996 looks better.", "fiscal 1996", "1995-10-01", "1996-09-30", TUE),
        # a named fiscal year told by its first day
        ("The cuts apply from the 1997 fiscal year, which begins April 1, 1997.", "1997 fiscal year", "1997-04-01", "1998-03-31", TUE),
        # a company whose year is not the calendar's tells its own quarters
        ("Orbis, whose fiscal year ends Sept. 30, said profit for the fourth quarter rose 8%.", "the fourth quarter", "1996-07-01", "1996-09-30", TUE),
    ],
)  # fmt: skip
def test_fiscal_years_the_text_defines(
    text: str, surface: str, start: str, end: str, ref: datetime
) -> None:
    assert readings(text, ref).get(surface) == (start, end)


def test_the_calendar_quarter_stays_where_the_text_says_so() -> None:
    text = "Orbis, whose fiscal year ends Sept. 30, expects a rebound in the first quarter of next year."
    assert readings(text, TUE).get("the first quarter of next year") == ("1997-01-01", "1997-03-31")


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("The chief executive will retire after 31 years with the bank.", "after 31 years"),
        ("The family shop, which closed after 100 years in business, was sold.", "after 100 years"),
        ("Talks resumed after two days of delay.", "after two days"),
    ],
)
def test_time_spent_is_a_length(text: str, surface: str) -> None:
    found = [a for a in extract_anchors(text, TUE) if a.surface == surface]
    assert found and all(a.start is None and a.duration_days for a in found)


def test_a_future_count_after_now_stays_a_date() -> None:
    assert readings("The bonds mature after 10 years.", TUE).get("after 10 years") == (
        "2006-01-01",
        "2006-12-31",
    )


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("She clocked 14:58.20 at the national trials.", "14:58.20"),
        ("Output will rise by 400,000 barrels a day from May 1.", "a day from May 1"),
    ],
)
def test_not_a_date(text: str, surface: str) -> None:
    assert all(a.surface != surface for a in extract_anchors(text, TUE))


def test_an_offset_from_a_date_still_joins() -> None:
    assert readings("The vote is a day before Dec. 1.", TUE).get("a day before Dec. 1") == (
        "1996-11-30",
        "1996-11-30",
    )


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        # a period told by its last day steps by its own unit
        ("Claims rose to 350,000 in the week ended Oct. 12 from 331,000 a week earlier.", "a week earlier", "1996-09-29", "1996-10-05"),
        ("Sales rose 2% in the month ended Oct. 31 after falling a month earlier.", "a month earlier", "1996-09-01", "1996-09-30"),
        ("Sales rose 2% in the month ended Oct. 22 after falling a month earlier.", "a month earlier", "1996-08-23", "1996-09-22"),
        # a period told by a month "through" it
        ("Consumer prices rose 2.9% in the 12 months through March.", "the 12 months", "1995-04-01", "1996-03-31"),
    ],
)  # fmt: skip
def test_periods_told_by_their_end(text: str, surface: str, start: str, end: str) -> None:
    found = [a for a in extract_anchors(text, TUE) if a.surface == surface]
    assert [(str(a.start), str(a.end)) for a in found] == [(start, end)]


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        # a verb before its object, not a noun ("the second hit the coast late Monday")
        ("The second hit the coast late Monday.", "Monday", "1996-11-04", "1996-11-04", TUE),
        ("The Colts upset the Jets 24-21 on Sunday in the rain.", "on Sunday", "1996-11-03", "1996-11-03", TUE),
        # a compound participle before its noun is no past verb
        ("The council does not sit again until January, since it meets only in even-numbered years.", "until January", "1997-01-01", "1997-01-31", TUE),
        # "the plan" is a noun
        ("Shareholders approved the plan on Oct. 28.", "Oct. 28", "1996-10-28", "1996-10-28", TUE),
        # the habit of a comparison after a past clause is not the date's
        ("The mayor laid a wreath on Veterans Day, as she has done every year since 1990.", "Veterans Day", "1995-11-11", "1995-11-11", TUE),
        # the figures a reported clause is about take its tense
        ("The chairman said second-half results should improve.", "second-half", "1996-07-01", "1996-12-31", local(1996, 6, 20, 9, offset=-4)),
        # a quarter in a market story
        ("The first quarter was the best for the stock market since 1991.", "The first quarter", "1996-01-01", "1996-03-31", local(1996, 4, 2, 9, offset=-5)),
        # a fiscal year told by when the books close, or named without a comma
        ("Brandt, which closes its books each June 30, expects fiscal 1997 earnings to rise.", "fiscal 1997", "1996-07-01", "1997-06-30", TUE),
        ("The government's fiscal 1998 begins Oct. 1, and a budget deal is near.", "fiscal 1998", "1997-10-01", "1998-09-30", local(1997, 9, 8, 6, offset=-4)),
        ("The chain will take a charge in its fiscal fourth quarter, the three months ending Jan. 31.", "fourth quarter", "1996-11-01", "1997-01-31", TUE),
        # a fiscal year told as "the year that began" in a budget story
        ("The fiscal 1997 deficit, for the year that began Oct. 1, will shrink.", "fiscal 1997", "1996-10-01", "1997-09-30", TUE),
        # "a century (decades) ago this summer (month)"
        ("A century ago this summer, the first cars reached the town.", "A century ago this summer", "1896-06-01", "1896-08-31", TUE),
        ("Two decades ago this month, the dam burst.", "Two decades ago this month", "1976-11-01", "1976-11-30", TUE),
    ],
)  # fmt: skip
def test_more_readings_of_news(
    text: str, surface: str, start: str, end: str, ref: datetime
) -> None:
    assert readings(text, ref).get(surface) == (start, end)


def test_the_same_habit_in_the_present_stays_generic() -> None:
    found = [
        a
        for a in extract_anchors("We go to the lake on Memorial Day, as we do every year.", TUE)
        if a.surface == "Memorial Day"
    ]
    assert found and all(a.generic for a in found)


def test_a_share_price_in_eighths_is_no_date_range() -> None:
    text = "Shares of the company rose 1 1/8 to 23 3/8 on heavy volume."
    assert not [a for a in extract_anchors(text, TUE) if a.start is not None]


def test_a_high_school_is_no_market_high() -> None:
    ref = local(1996, 4, 2, 9, offset=-4)
    text = "The June high school graduation will be held outdoors."
    assert readings(text, ref).get("June") == ("1996-06-01", "1996-06-30")


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        ("Corbin Corp., which ends its fiscal year Sept. 30, said net income in its fiscal first quarter rose 9%.", "first quarter", "1995-10-01", "1995-12-31", local(1996, 1, 22, 6, offset=-5)),
        ("Utilities have stockpiled coal in case this winter proves harsh.", "this winter", "1996-12-01", "1997-02-28", TUE),
        ("The company, spun off in 1984, said it would pay its first dividend since then in June.", "in June", "1997-06-01", "1997-06-30", TUE),
    ],
)  # fmt: skip
def test_readings_of_the_last_sets(
    text: str, surface: str, start: str, end: str, ref: datetime
) -> None:
    assert readings(text, ref).get(surface) == (start, end)


def test_in_case_you_missed_it_stays_past() -> None:
    text = "In case you missed it on Monday, the shop closed early."
    assert readings(text, TUE).get("on Monday") == ("1996-11-04", "1996-11-04")


@pytest.mark.parametrize(
    ("text", "surface", "start", "ref"),
    [
        # a past clock time earlier the same local morning, east of UTC (Duckling reads the
        # wall clock as UTC; the comparison must be of wall clocks too)
        ("The earthquake struck at 1:47 a.m., shaking residents out of their beds.", "1:47 a.m.", "1999-09-21", local(1999, 9, 21, 9, offset=8)),
        ("I woke up at 6am.", "6am", "2024-06-11", local(2024, 6, 11, 9, offset=5.5)),
        ("I woke up at 11pm.", "11pm", "2024-06-10", local(2024, 6, 11, 9, offset=5.5)),
    ],
)  # fmt: skip
def test_a_past_clock_time_in_the_local_calendar(
    text: str, surface: str, start: str, ref: datetime
) -> None:
    found = [a for a in extract_anchors(text, ref) if surface in a.surface]
    assert [str(a.start) for a in found] == [start]


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        # the relative clause's verb tells its date, not the main clause's modal after it
        ("Storms like the one that drenched the coast over the weekend could return in March.", "weekend", "1998-02-07", "1998-02-08", local(1998, 2, 10, 6, offset=-8)),
        # "is forecast to" looks ahead
        ("The heat wave is forecast to break on Wednesday.", "on Wednesday", "1998-02-11", "1998-02-11", local(1998, 2, 10, 6, offset=-8)),
    ],
)  # fmt: skip
def test_clauses_of_the_last_set(
    text: str, surface: str, start: str, end: str, ref: datetime
) -> None:
    assert readings(text, ref).get(surface) == (start, end)


def test_a_fiscal_quarter_across_new_year_is_named_by_its_calendar_quarter() -> None:
    """TIMEX3 has no value for November to January: the calendar quarter holding most of it
    (its middle month's), not the decade both years share."""
    text = "The chain will take a charge in its fiscal fourth quarter, the three months ending Jan. 31."
    found = [a for a in extract_anchors(text, TUE) if a.surface == "fourth quarter"]
    assert [
        timex_value(a.start, a.end, a.grain, a.duration_days, surface=a.surface) for a in found
    ] == ["1996-Q4"]
