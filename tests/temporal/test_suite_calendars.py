"""Suite: holidays of other calendars (sentences written for this suite). "Orthodox Easter",
"Chinese New Year", "the Jewish New Year" are never read as the Western holiday their last
words name; those we can date are dated, the others kept undated."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.temporal.calendars import lunar_new_year, orthodox_easter
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import anchor_for, local

THU = local(2004, 10, 14, 9, offset=2)  # Thursday 14 October 2004, +02:00
SPRING = local(2019, 3, 4, 20, offset=-5)  # Monday 4 March 2019, -05:00


@pytest.mark.parametrize(
    ("year", "expected"),
    [
        (1995, date(1995, 4, 23)),
        (2004, date(2004, 4, 11)),  # the same Sunday as the Western Easter
        (2010, date(2010, 4, 4)),
        (2021, date(2021, 5, 2)),
        (2023, date(2023, 4, 16)),
        (2024, date(2024, 5, 5)),
    ],
)
def test_orthodox_easter(year: int, expected: date) -> None:
    assert orthodox_easter(year) == expected


@pytest.mark.parametrize(
    ("year", "expected"),
    [
        (1976, date(1976, 1, 31)),
        (1985, date(1985, 2, 20)),
        (1990, date(1990, 1, 27)),
        (2000, date(2000, 2, 5)),
        (2020, date(2020, 1, 25)),
        (2023, date(2023, 1, 22)),
        (2024, date(2024, 2, 10)),
        (2025, date(2025, 1, 29)),
    ],
)
def test_lunar_new_year(year: int, expected: date) -> None:
    assert lunar_new_year(year) == expected


@pytest.mark.parametrize("year", [1949, 2051])
def test_outside_the_tables_is_no_date(year: int) -> None:
    with pytest.raises(LookupError):
        lunar_new_year(year)
    text = f"The Lunar New Year of {year} fell on a weekday."
    a = anchor_for(text, THU, f"Lunar New Year of {year}")
    assert a.start is None and not a.generic


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("They met at Chinese New Year.", "Chinese New Year", "2004-01-22"),
        (
            "We watched the parade on Chinese New Year's Day.",
            "Chinese New Year's Day",
            "2004-01-22",
        ),
        ("Chinese New Year's Eve was loud.", "Chinese New Year's Eve", "2004-01-21"),
        ("Markets close for the Lunar New Year holiday.", "Lunar New Year", "2005-02-09"),
        ("Lunar New Year 2005 is a Wednesday.", "Lunar New Year 2005", "2005-02-09"),
        ("We spent last Orthodox Easter in Athens.", "last Orthodox Easter", "2004-04-11"),
        ("We'll be in Kyiv for Orthodox Christmas.", "Orthodox Christmas", "2005-01-07"),
        ("Orthodox Easter 1995 fell on April 23.", "Orthodox Easter 1995", "1995-04-23"),
        ("The monastery was full on Eastern Easter Monday.", "Eastern Easter Monday", "2004-04-12"),
    ],
)
def test_dated(text: str, surface: str, expected: str) -> None:
    a = anchor_for(text, THU, surface)
    assert timex_value(a.start, a.end, a.grain, a.duration_days) == expected


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("The Jewish New Year begins at sundown.", "Jewish New Year"),
        ("Coptic Christmas was quiet this time.", "Coptic Christmas"),
        ("Shops shut early for the Islamic New Year.", "Islamic New Year"),
        ("The Persian New Year falls near the equinox.", "Persian New Year"),
    ],
)
def test_named_but_not_dated(text: str, surface: str) -> None:
    """Never the Western date: the expression is kept, with no date."""
    a = anchor_for(text, SPRING, surface)
    assert a.start is None and a.end is None
    assert all(x.start != date(2019, 1, 1) for x in extract_anchors(text, SPRING))


def test_habitual_is_generic() -> None:
    a = anchor_for("Every Chinese New Year we eat dumplings.", THU, "Chinese New Year")
    assert a.generic and a.start is None


def test_the_rules_alone_read_them() -> None:
    found = extract_anchors("We're flying home for Orthodox Easter.", SPRING, use_duckling=False)
    assert [(a.surface, a.start) for a in found] == [("Orthodox Easter", date(2019, 4, 28))]
