"""Suite: the direction rule table of :mod:`swcmem.temporal.direction`, one block per row and a
case per column, plus the markers the direction is read from."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.direction import direction_at

from .conftest import dates_of, local

D = date
THU = local(2023, 5, 25)  # Thursday 25 May 2023
NEWS = local(1989, 10, 26)  # Thursday 26 October 1989


def direction(text: str, surface: str) -> str:
    start = text.index(surface)
    return direction_at(text, start, start + len(surface))


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("I will see him on Friday.", "on Friday", "future"),
        ("I'll call you on Friday.", "on Friday", "future"),
        ("We are going to paint it on Sunday.", "on Sunday", "future"),
        ("She plans to visit in July.", "in July", "future"),
        ("The vote is scheduled for Nov. 7.", "Nov. 7", "future"),
        ("The plant is expected to reopen Feb. 1.", "Feb. 1", "future"),
        ("Payment is due Feb. 1.", "Feb. 1", "future"),
        ("The deadline is Feb. 1.", "Feb. 1", "future"),
        ("We're meeting Friday.", "Friday", "future"),
        ("I can't wait for Saturday!", "Saturday", "future"),
        ("The meeting will be held Friday.", "Friday", "future"),
        ("We need to finish it by Friday.", "Friday", "future"),
        ("The store is open until Friday.", "Friday", "future"),
        ("The firm said it would report earnings Wednesday.", "Wednesday", "future"),
        ("We might drive up Saturday.", "Saturday", "future"),
        ("You should call the landlord on Monday.", "on Monday", "future"),
        ("I would have gone on Friday, but it rained.", "on Friday", "past"),
        ("She might've left on Tuesday.", "on Tuesday", "past"),
        ("On the first of October we start.", "the first of October", "future"),
        ("The pool opens in June.", "in June", "future"),
        ("My train leaves on Sunday.", "on Sunday", "future"),
        ("We went camping on Friday.", "on Friday", "past"),
        ("The company said Friday it would cut jobs.", "Friday", "past"),
        ("Shares fell sharply Oct. 13.", "Oct. 13", "past"),
        ("We finished the roof on Friday.", "on Friday", "past"),
        ("The office was closed until Friday.", "Friday", "past"),
        ("On Friday we hike to the lake.", "On Friday", "none"),
        ("On Friday we walked to the lake.", "On Friday", "past"),
        ("The party is on Saturday.", "on Saturday", "future"),  # what it *is*: weak future
        ("Party on Saturday, who's in?", "on Saturday", "none"),
        ("The report is from July.", "from July", "none"),
        ("I'm so excited about Friday.", "Friday", "none"),
        ("The shop is closed Thursday.", "Thursday", "none"),
        # a future "have/get something done": the participle is no past
        ("I'll have the draft done by Friday.", "Friday", "future"),
        ("I need to get the car fixed on Monday.", "on Monday", "future"),
        ("We had the roof fixed on Friday.", "on Friday", "past"),
        ("I'll tell you what happened on Friday.", "on Friday", "past"),
        ("Negotiations could last until Friday.", "Friday", "future"),  # "last": a verb
        # a present "we're", "I'm" right after the expression: a plan
        ("Christmas Eve we're at my nan's.", "Christmas Eve", "future"),
        ("Christmas Eve we were at my nan's.", "Christmas Eve", "past"),
        # a marker after a clause break tells another clause; one before, in the same, wins
        (
            "Sold 300 cakes on Christmas Eve, never want to see icing again.",
            "Christmas Eve",
            "past",
        ),
        ("On Friday, I'm going to the zoo.", "On Friday", "future"),
        ("We met on Friday and will meet again soon.", "on Friday", "past"),
    ],
)
def test_direction_markers(text: str, surface: str, expected: str) -> None:
    assert direction(text, surface) == expected


@pytest.mark.parametrize(
    ("ref", "text", "surface", "day"),
    [
        # future: the next one, never the reference day itself
        (THU, "I'll see him on Friday.", "on Friday", D(2023, 5, 26)),
        (THU, "The board will meet Thursday.", "Thursday", D(2023, 6, 1)),
        (THU, "We're going to the zoo on Monday.", "on Monday", D(2023, 5, 29)),
        # past: the reference day when it is that weekday, else the previous one
        (THU, "We went camping on Friday.", "on Friday", D(2023, 5, 19)),
        (THU, "The company said Thursday it would cut 300 jobs.", "Thursday", D(2023, 5, 25)),
        (NEWS, "The bank announced Thursday that rates rose.", "Thursday", D(1989, 10, 26)),
        (NEWS, "Prices fell Monday in heavy trading.", "Monday", D(1989, 10, 23)),
        # a report in the present tense is a report: the reference day itself
        (THU, "The company says Thursday it has no plans to sell.", "Thursday", D(2023, 5, 25)),
        # none: the next one, never the reference day ("Does Thursday suit you?" on a Thursday)
        (THU, "The party is on Saturday.", "on Saturday", D(2023, 5, 27)),
        (THU, "The shop is closed Thursday.", "Thursday", D(2023, 6, 1)),
        (THU, "Does Thursday suit you?", "Thursday", D(2023, 6, 1)),
    ],
)
def test_row_bare_weekday(ref: datetime, text: str, surface: str, day: date) -> None:
    assert dates_of(text, ref, surface) == (day, day, "day")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "day"),
    [
        # future: first on or after the reference
        (NEWS, "The payment will be made Feb. 1.", "Feb. 1", D(1990, 2, 1)),
        (NEWS, "The deadline is Feb. 1.", "Feb. 1", D(1990, 2, 1)),
        (NEWS, "The offer is expected to expire Oct. 26.", "Oct. 26", D(1989, 10, 26)),
        # past: last on or before the reference
        (NEWS, "Shares fell sharply Oct. 13.", "Oct. 13", D(1989, 10, 13)),
        (NEWS, "The plant closed on Nov. 3.", "Nov. 3", D(1988, 11, 3)),
        (THU, "We adopted him on May 25.", "May 25", D(2023, 5, 25)),
        # none: the nearest
        (NEWS, "The vote is on Nov. 7.", "Nov. 7", D(1989, 11, 7)),
        (local(1989, 12, 20), "The sale is on Jan. 5.", "Jan. 5", D(1990, 1, 5)),
        (local(2023, 8, 20), "Fair on March 3, who's in?", "March 3", D(2023, 3, 3)),
        # a present "is" is the next one: the fair has not been
        (local(2023, 8, 20), "The fair is on March 3.", "March 3", D(2024, 3, 3)),
    ],
)
def test_row_month_and_day(ref: datetime, text: str, surface: str, day: date) -> None:
    assert dates_of(text, ref, surface) == (day, day, "day")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "first"),
    [
        (THU, "In July I will move house.", "In July", D(2023, 7, 1)),
        (local(2023, 10, 5), "We're going to Spain in March.", "in March", D(2024, 3, 1)),
        (THU, "I will finish it in May.", "in May", D(2023, 5, 1)),
        (THU, "In July I moved house.", "In July", D(2022, 7, 1)),
        (NEWS, "Sales rose in September.", "in September", D(1989, 9, 1)),
        (THU, "I finished it in May.", "in May", D(2023, 5, 1)),
        (THU, "The harvest is in October.", "in October", D(2023, 10, 1)),
        (local(2023, 12, 10), "The rent rises in January.", "in January", D(2024, 1, 1)),
        (local(2023, 12, 10), "The concert is in June.", "in June", D(2024, 6, 1)),
    ],
)
def test_row_bare_month(ref: datetime, text: str, surface: str, first: date) -> None:
    start, _, grain = dates_of(text, ref, surface)
    assert (start, grain) == (first, "month")


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        ("I'll pay you back on the 3rd.", "on the 3rd", D(2023, 6, 3)),
        ("We adopted him on the 15th.", "on the 15th", D(2023, 5, 15)),
        ("The party is on the 28th.", "on the 28th", D(2023, 5, 28)),
        ("We moved in on the 25th.", "on the 25th", D(2023, 5, 25)),
        ("I will start on the 25th.", "on the 25th", D(2023, 5, 25)),
    ],
)
def test_row_ordinal_day(text: str, surface: str, day: date) -> None:
    assert dates_of(text, THU, surface) == (day, day, "day")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        (THU, "We'll go to Norway in the winter.", "in the winter", D(2023, 12, 1), D(2024, 2, 29)),
        (
            local(2024, 1, 20),
            "We'll go skiing in the winter.",
            "in the winter",
            D(2023, 12, 1),
            D(2024, 2, 29),
        ),
        (THU, "We went to Norway in the winter.", "in the winter", D(2022, 12, 1), D(2023, 2, 28)),
        (
            local(2023, 11, 5),
            "We went skiing in the winter.",
            "in the winter",
            D(2022, 12, 1),
            D(2023, 2, 28),
        ),
        (
            local(2023, 7, 5),
            "We swam a lot in the summer.",
            "in the summer",
            D(2023, 6, 1),
            D(2023, 8, 31),
        ),
        (THU, "The lake is busy in the summer.", "in the summer", D(2023, 6, 1), D(2023, 8, 31)),
        (THU, "We fixed the roof last summer.", "last summer", D(2022, 6, 1), D(2022, 8, 31)),
        (THU, "We fix the roof next winter.", "next winter", D(2023, 12, 1), D(2024, 2, 29)),
    ],
)
def test_row_season(ref: datetime, text: str, surface: str, start: date, end: date) -> None:
    assert dates_of(text, ref, surface) == (start, end, "season")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        (
            NEWS,
            "Earnings will improve in the fourth quarter.",
            "the fourth quarter",
            D(1989, 10, 1),
            D(1989, 12, 31),
        ),
        (
            local(1990, 2, 10),
            "The firm expects a profit in the first quarter.",
            "the first quarter",
            D(1990, 1, 1),
            D(1990, 3, 31),
        ),
        (
            local(1990, 11, 10),
            "Sales will rebound in the first quarter.",
            "the first quarter",
            D(1991, 1, 1),
            D(1991, 3, 31),
        ),
        (
            NEWS,
            "Profit fell 5% in the third quarter.",
            "the third quarter",
            D(1989, 7, 1),
            D(1989, 9, 30),
        ),
        (
            local(1990, 2, 10),
            "Sales rose 5% in the fourth quarter.",
            "the fourth quarter",
            D(1989, 10, 1),
            D(1989, 12, 31),
        ),
        (
            NEWS,
            "The third-quarter dividend is 5 cents a share.",
            "The third-quarter",
            D(1989, 7, 1),
            D(1989, 9, 30),
        ),
    ],
)
def test_row_quarter(ref: datetime, text: str, surface: str, start: date, end: date) -> None:
    got = dates_of(text, ref, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("I saw her last Thursday.", "last Thursday", D(2023, 5, 18), D(2023, 5, 18)),
        ("I'll see her next Thursday.", "next Thursday", D(2023, 6, 1), D(2023, 6, 1)),
        ("We moved last May.", "last May", D(2022, 5, 1), D(2022, 5, 31)),
        ("We move next May.", "next May", D(2024, 5, 1), D(2024, 5, 31)),
        ("We moved last April.", "last April", D(2023, 4, 1), D(2023, 4, 30)),
        ("We'll move this July.", "this July", D(2023, 7, 1), D(2023, 7, 31)),
        ("I am busy this week.", "this week", D(2023, 5, 22), D(2023, 5, 28)),
        ("I was busy this month.", "this month", D(2023, 5, 1), D(2023, 5, 31)),
    ],
)
def test_modifiers_override_the_direction(text: str, surface: str, start: date, end: date) -> None:
    got = dates_of(text, THU, surface)
    assert (got[0], got[1]) == (start, end)
