"""Suite: years of any century, bare years, two-digit years, decades, centuries, year ranges —
and numbers that are not years. A year the text names is never replaced by the reference year;
what cannot be placed keeps its grain and gets no date."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
Y1999 = local(1999, 6, 15)
Y2023 = local(2023, 5, 25)


def year(y: int) -> tuple[date, date, str]:
    return (D(y, 1, 1), D(y, 12, 31), "year")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "expected"),
    [
        (
            Y1999,
            "She was born on April 4, 1949.",
            "April 4, 1949",
            (D(1949, 4, 4), D(1949, 4, 4), "day"),
        ),
        (
            Y2023,
            "In April 1949 the bridge opened.",
            "April 1949",
            (D(1949, 4, 1), D(1949, 4, 30), "month"),
        ),
        (
            Y2023,
            "The mill burned on 3 March 1851.",
            "3 March 1851",
            (D(1851, 3, 3), D(1851, 3, 3), "day"),
        ),
        (
            Y2023,
            "It was signed on the 15th of June 1215.",
            "the 15th of June 1215",
            (D(1215, 6, 15), D(1215, 6, 15), "day"),
        ),
        (
            Y2023,
            "The fair of October 1066 is a legend.",
            "October 1066",
            (D(1066, 10, 1), D(1066, 10, 31), "month"),
        ),
        (
            Y2023,
            "My grandfather arrived in May, 1923.",
            "May, 1923",
            (D(1923, 5, 1), D(1923, 5, 31), "month"),
        ),
        (
            Y2023,
            "The probe lands on July 4, 2031.",
            "July 4, 2031",
            (D(2031, 7, 4), D(2031, 7, 4), "day"),
        ),
        (
            Y2023,
            "We hope to retire by March 2045.",
            "March 2045",
            (D(2045, 3, 1), D(2045, 3, 31), "month"),
        ),
        (
            Y2023,
            "The treaty ran from May 3 to 7, 1815.",
            "from May 3 to 7, 1815",
            (D(1815, 5, 3), D(1815, 5, 7), "day"),
        ),
        (
            Y2023,
            "The winter of 1947 was brutal.",
            "The winter of 1947",
            (D(1947, 12, 1), D(1948, 2, 29), "season"),
        ),
        (Y2023, "In early 1990 we moved.", "early 1990", (D(1990, 1, 1), D(1990, 4, 30), "month")),
        (
            Y2023,
            "By late 1875 the line was done.",
            "late 1875",
            (D(1875, 9, 1), D(1875, 12, 31), "month"),
        ),
        (Y2023, "It reopened in mid-1946.", "mid-1946", (D(1946, 5, 1), D(1946, 8, 31), "month")),
        # a holiday "of" a year: that year's (it was the reference year's, the year apart)
        (
            Y2023,
            "We married at Christmas of 1990.",
            "Christmas of 1990",
            (D(1990, 12, 25),) * 2 + ("day",),
        ),
        (
            Y2023,
            "The Easter of 1916 changed it all.",
            "Easter of 1916",
            (D(1916, 4, 23),) * 2 + ("day",),
        ),
        (
            Y1999,
            "We met on Labor Day of 1987.",
            "Labor Day of 1987",
            (D(1987, 9, 7),) * 2 + ("day",),
        ),
        (
            Y1999,
            "Thanksgiving of 1963 was sombre.",
            "Thanksgiving of 1963",
            (D(1963, 11, 28),) * 2 + ("day",),
        ),
    ],
)
def test_dates_of_any_century_keep_their_year(
    ref: datetime, text: str, surface: str, expected: tuple[date, date, str]
) -> None:
    assert dates_of(text, ref, surface) == expected


@pytest.mark.parametrize(
    ("text", "surface", "y"),
    [
        ("We met in 1987.", "1987", 1987),
        ("The castle was built in 1066.", "1066", 1066),
        ("I have lived here since 2014.", "2014", 2014),
        ("Back in 1999 we had a dial-up modem.", "1999", 1999),
        ("The 1990 budget was tight.", "1990", 1990),
        ("Profits fell in fiscal 1990.", "fiscal 1990", 1990),
        ("Its 1988 results were poor.", "1988", 1988),
        ("1987 was a dry year.", "1987", 1987),
        ("The crash of 1929 ruined him.", "1929", 1929),
        ("Plans for 2030 are ready.", "2030", 2030),
        ("The rules changed after 1945.", "1945", 1945),
        ("That car is a 1965 model.", "1965", 1965),
        ("Sales peaked around 1979.", "1979", 1979),
        ("Until 2001 the station was open.", "2001", 2001),
        ("During 1944 the town was occupied.", "1944", 1944),
        ("He graduated with the class of '87.", "'87", 1987),
        ("We married in '02.", "'02", 2002),
        ("The 1988's champions returned.", "1988", 1988),
    ],
)
def test_bare_and_prepositional_years(text: str, surface: str, y: int) -> None:
    assert dates_of(text, Y2023, surface) == year(y)


@pytest.mark.parametrize(
    "text",
    [
        "1987 people came to the rally.",
        "The bike cost $1,990 in the end.",
        "It cost $1990 after tax.",
        "We drove 1990 miles in a week.",
        "The meeting is at 1930 hours.",
        "Her room is 1204 on the top floor.",
        "Flight 2015 was delayed.",
        "He scored 1350 on the test.",
        "We sold 2000 tickets for the show.",
        "There were about 1500 runners.",
        "I played Cyberpunk 2077 all night.",
        "Windows 2000 still runs in that office.",
        "Our team won 2100 points.",
        "A 2000-word essay is due.",
        "The value is 1990.5 exactly.",
        "He bought 1200, 1500 and 1800 shares.",
        "The score was 1500 to 1200.",
        "I burned 2000 calories today.",
        "Sales rose to 1987 units.",
    ],
)
def test_numbers_that_are_not_years(text: str) -> None:
    found = extract_anchors(text, Y2023)
    assert [a.surface for a in found if a.grain == "year"] == []
    assert all(a.start is None or a.start.year >= 2023 for a in found)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("Music was wild in the 1990s.", "the 1990s", D(1990, 1, 1), D(1999, 12, 31)),
        ("Hair was big in the '80s.", "the '80s", D(1980, 1, 1), D(1989, 12, 31)),
        ("I grew up in the eighties.", "the eighties", D(1980, 1, 1), D(1989, 12, 31)),
        ("Prices rose in the late 1970s.", "the late 1970s", D(1977, 1, 1), D(1979, 12, 31)),
        ("Steam ruled in the 1800s.", "the 1800s", D(1800, 1, 1), D(1899, 12, 31)),
        ("Cars arrived in the early 1900s.", "the early 1900s", D(1900, 1, 1), D(1932, 12, 31)),
        ("Trains spread in the 19th century.", "the 19th century", D(1800, 1, 1), D(1899, 12, 31)),
        ("The war lasted from 1939 to 1945.", "1939 to 1945", D(1939, 1, 1), D(1945, 12, 31)),
        ("He served between 1990 and 1995.", "1990 and 1995", D(1990, 1, 1), D(1995, 12, 31)),
        ("The 1989-90 season was short.", "1989-90", D(1989, 1, 1), D(1990, 12, 31)),
        ("Records from 2001–2005 are lost.", "2001–2005", D(2001, 1, 1), D(2005, 12, 31)),
        # "this decade" is the calendar decade, not its first year; "a decade ago" a year
        ("Rents have doubled this decade.", "this decade", D(2020, 1, 1), D(2029, 12, 31)),
        ("Rents rose last decade.", "last decade", D(2010, 1, 1), D(2019, 12, 31)),
        ("The next decade will be hard.", "next decade", D(2030, 1, 1), D(2039, 12, 31)),
        ("We met a decade ago.", "a decade ago", D(2013, 1, 1), D(2013, 12, 31)),
        (
            "The mill closed at the turn of the century.",
            "the turn of the century",
            D(2000, 1, 1),
            D(2000, 12, 31),
        ),
        (
            "It was built at the turn of the 20th century.",
            "the turn of the 20th century",
            D(1900, 1, 1),
            D(1900, 12, 31),
        ),
        (
            "At the turn of the last century, towns grew.",
            "the turn of the last century",
            D(1900, 1, 1),
            D(1900, 12, 31),
        ),
    ],
)
def test_decades_centuries_and_year_ranges(text: str, surface: str, start: date, end: date) -> None:
    got = dates_of(text, Y2023, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    "text", ["She is in her 80s now.", "He is in his twenties.", "Temperatures hit the 90s."]
)
def test_ages_and_temperatures_are_not_decades(text: str) -> None:
    assert [a for a in extract_anchors(text, Y2023) if a.grain == "year"] == []


def test_named_year_is_never_replaced_by_the_reference_year() -> None:
    for ref in (Y1999, Y2023, local(1850, 1, 1)):
        assert dates_of("In April 1949 the bridge opened.", ref, "April 1949")[0] == D(1949, 4, 1)


@pytest.mark.parametrize(
    ("text", "surface", "grain"),
    [
        ("We married in '02.", "'02", "year"),
        ("Spring of '87 was wet.", "Spring of '87", "season"),
        ("It was May '87, I think.", "May '87", "month"),
    ],
)
def test_two_digit_year_without_reference_keeps_grain_and_no_date(
    text: str, surface: str, grain: str
) -> None:
    assert dates_of(text, None, surface) == (None, None, grain)


def test_four_digit_years_need_no_reference() -> None:
    assert dates_of("The 1990 budget was tight.", None, "1990") == year(1990)
    assert dates_of("It opened on 3 March 1851.", None, "3 March 1851")[0] == D(1851, 3, 3)


@pytest.mark.parametrize(
    ("ref", "surface_text", "y"),
    [
        (local(2023, 1, 1), "'25", 2025),
        (local(2023, 1, 1), "'34", 1934),
        (local(1999, 1, 1), "'05", 2005),
        (local(1999, 1, 1), "'15", 1915),
        (local(2001, 1, 1), "'05", 2005),
    ],
)
def test_two_digit_year_window(ref: datetime, surface_text: str, y: int) -> None:
    assert dates_of(f"It opened in {surface_text}.", ref, surface_text) == year(y)
