"""TIMEX3 values of intervals and durations as whole units."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.model import Grain
from swcmem.temporal.render import interval_words
from swcmem.temporal.timex import duration_parts, duration_words, timex_value

D = date


@pytest.mark.parametrize(
    ("start", "end", "grain", "expected"),
    [
        (D(1989, 10, 27), D(1989, 10, 27), "day", "1989-10-27"),
        (D(1989, 10, 1), D(1989, 10, 31), "month", "1989-10"),
        (D(1989, 1, 1), D(1989, 12, 31), "year", "1989"),
        (D(1989, 10, 23), D(1989, 10, 29), "week", "1989-W43"),
        (D(1989, 10, 28), D(1989, 10, 29), "week", "1989-W43-WE"),
        (D(2021, 1, 4), D(2021, 1, 10), "week", "2021-W01"),
        (D(2020, 12, 28), D(2021, 1, 3), "week", "2020-W53"),
        (D(1989, 7, 1), D(1989, 9, 30), "month", "1989-Q3"),
        (D(1990, 1, 1), D(1990, 3, 31), "month", "1990-Q1"),
        (D(1990, 1, 1), D(1990, 6, 30), "month", "1990-H1"),
        (D(1989, 7, 1), D(1989, 12, 31), "month", "1989-H2"),
        (D(1989, 6, 1), D(1989, 8, 31), "season", "1989-SU"),
        (D(1989, 12, 1), D(1990, 2, 28), "season", "1989-WI"),
        (D(1989, 3, 1), D(1989, 5, 31), "season", "1989-SP"),
        (D(1989, 9, 1), D(1989, 11, 30), "season", "1989-FA"),
        (D(1980, 1, 1), D(1989, 12, 31), "year", "198"),
        (D(1800, 1, 1), D(1899, 12, 31), "year", "18"),
        (D(1989, 10, 1), D(1989, 10, 10), "day", "1989-10"),
        (D(1990, 1, 1), D(1990, 4, 30), "month", "1990"),
        (D(1976, 1, 1), D(1979, 12, 31), "year", "197"),
        (D(1989, 12, 28), D(1990, 1, 3), "day", "19"),
        (D(1999, 12, 1), D(2000, 1, 31), "day", ""),
        (None, None, "unresolved", ""),
        (None, None, "year", ""),
    ],
)
def test_timex_values(start: date | None, end: date | None, grain: Grain, expected: str) -> None:
    assert timex_value(start, end, grain) == expected


@pytest.mark.parametrize(
    ("days", "expected", "words"),
    [
        (3652.5, "P10Y", "10 years"),
        (365.25, "P1Y", "1 year"),
        (3 * 30.44, "P3M", "3 months"),
        (14, "P2W", "2 weeks"),
        (3, "P3D", "3 days"),
        (540, "P18M", "18 months"),
        (1, "P1D", "1 day"),
    ],
)
def test_durations(days: float, expected: str, words: str) -> None:
    assert timex_value(None, None, "duration", days) == expected
    assert duration_words(days) == words
    assert duration_parts(days)[0] >= 1


def test_duration_without_length_has_no_value() -> None:
    assert timex_value(None, None, "duration") == ""


@pytest.mark.parametrize(
    ("start", "end", "words"),
    [
        (D(1989, 7, 1), D(1989, 9, 30), "Q3 1989"),
        (D(1990, 7, 1), D(1990, 12, 31), "the second half of 1990"),
        (D(1980, 1, 1), D(1989, 12, 31), "the 1980s"),
        (D(2023, 6, 1), D(2023, 8, 31), "summer 2023"),
        (D(2023, 5, 15), D(2023, 5, 21), "15–21 May 2023"),
    ],
)
def test_interval_words(start: date, end: date, words: str) -> None:
    assert interval_words(start, end) == words


def test_days_inside_one_week_are_named_by_the_week() -> None:
    assert timex_value(date(1989, 10, 23), date(1989, 10, 25), "day") == "1989-W43"
    assert timex_value(date(1989, 10, 1), date(1989, 10, 10), "day") == "1989-10"


def test_the_start_of_a_month_is_named_by_the_month() -> None:
    """ "earlier this month" said on Monday 6 November 1989 is 1–5 November: one week holds
    it, but it is a part of the month (a part of a week starts on a Monday)."""
    assert timex_value(date(1989, 11, 1), date(1989, 11, 5), "day") == "1989-11"
    assert timex_value(date(1989, 10, 30), date(1989, 11, 1), "day") == "1989-W44"
    assert timex_value(date(1990, 10, 1), date(1990, 10, 3), "day") == "1990-W40"  # a Monday
