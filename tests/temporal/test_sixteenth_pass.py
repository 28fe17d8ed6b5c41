"""Readings added in the sixteenth pass: each row one rule, with the readings it must leave
alone. Our own sentences."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
TUE = local(2025, 3, 4, 10, 0, offset=0)  # Tuesday 4 March 2025, London
OCT = local(2024, 10, 20, 18, 30, offset=1)  # Sunday 20 October 2024, London (BST)


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end", "grain"),
    [
        # the UK's named days: Mothering Sunday is three weeks before Easter
        (TUE, "It was Mothering Sunday so we took mum out.", "Mothering Sunday", D(2024, 3, 10), D(2024, 3, 10), "day"),
        (OCT, "Mothering Sunday next year falls in March.", "Mothering Sunday next year", D(2025, 3, 30), D(2025, 3, 30), "day"),
        # Remembrance Sunday is the second Sunday of November; Remembrance Day stays 11 November
        (OCT, "The Remembrance Sunday parade is in three weeks.", "Remembrance Sunday", D(2024, 11, 10), D(2024, 11, 10), "day"),
        (OCT, "Remembrance Day falls on a Monday this year.", "Remembrance Day", D(2024, 11, 11), D(2024, 11, 11), "day"),
        # England's bank holidays: first and last Monday of May, last Monday of August
        (TUE, "The early May bank holiday was wet again.", "early May bank holiday", D(2024, 5, 6), D(2024, 5, 6), "day"),
        (TUE, "we're going away for the may bank holiday", "may bank holiday", D(2025, 5, 5), D(2025, 5, 5), "day"),
        (TUE, "We'll see you after the spring bank holiday weekend", "spring bank holiday weekend", D(2025, 5, 24), D(2025, 5, 26), "week"),
        (OCT, "We went camping over the August bank holiday.", "August bank holiday", D(2024, 8, 26), D(2024, 8, 26), "day"),
    ],
)  # fmt: skip
def test_named_day(
    ref: datetime, text: str, surface: str, start: date, end: date, grain: str
) -> None:
    assert dates_of(text, ref, surface) == (start, end, grain)


def test_a_yearly_bank_holiday_is_a_habit() -> None:
    found = extract_anchors("The summer bank holiday is always busy at the beach.", TUE)
    assert [(a.start, a.generic) for a in found if not a.implicit] == [(None, True)]


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        ("I saw her on wensday at the market.", "on wensday", D(2025, 2, 26)),
        ("Thrusday works for me, see you then", "Thrusday", D(2025, 3, 6)),
        ("Can we do firday instead?", "firday", D(2025, 3, 7)),
        ("We met up satuday morning for brunch", "satuday morning", D(2025, 3, 1)),
        ("what about wendsday?", "wendsday", D(2025, 3, 5)),
    ],
)
def test_a_misspelt_weekday_is_the_day(text: str, surface: str, day: date) -> None:
    assert dates_of(text, TUE, surface) == (day, day, "day")


def test_a_misspelt_weekday_of_a_habit_stays_a_habit() -> None:
    found = extract_anchors("every wensday we do yoga", TUE)
    assert [(a.start, a.generic) for a in found if not a.implicit] == [(None, True)]


AUG90 = local(1990, 8, 7, 8, 0, offset=5)  # Tuesday 7 August 1990, a news wire's morning


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # an election or a strike called for a date is ahead, whatever the verb's tense
        ("The president called new national elections for Oct. 24.", "Oct. 24", D(1990, 10, 24)),
        ("The union called a strike for Monday.", "Monday", D(1990, 8, 13)),
        # left alone: a call made on a day, a call for something told on a day
        ("She called me on Friday for my birthday.", "on Friday", D(1990, 8, 3)),
        ("He called for calm on Friday.", "on Friday", D(1990, 8, 3)),
    ],
)
def test_a_date_something_is_called_for_is_ahead(text: str, surface: str, day: date) -> None:
    assert dates_of(text, AUG90, surface) == (day, day, "day")


JAN94 = local(1994, 1, 18, 12, 0, offset=-8)  # Tuesday 18 January 1994


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # an event owned by a weekday after "from", "since", "after" has happened, whatever
        # the main verb says of the rest
        (
            "Insurers said losses from Monday's earthquake could reach $2.5 billion.",
            "from Monday",
            D(1994, 1, 17),
        ),
        ("Stocks have risen 3 percent since Friday's close.", "since Friday", D(1994, 1, 14)),
        # left alone: an owned event ahead
        ("Investors are waiting for Thursday's jobs report.", "Thursday", D(1994, 1, 20)),
        ("Ahead of Friday's meeting, traders will stay cautious.", "Friday", D(1994, 1, 21)),
    ],
)
def test_an_owned_event_after_from_or_since_has_happened(
    text: str, surface: str, day: date
) -> None:
    assert dates_of(text, JAN94, surface) == (day, day, "day")
