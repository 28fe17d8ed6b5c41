"""Suite: resolution in the speaker's local calendar — zones either side of UTC, near midnight,
DST changeover days and leap days. Every reference here falls on a different UTC date than its
local one (or on a changeover), so a resolver working in UTC fails these rows."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from swcmem.temporal import duck
from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
# Thursday 14 March 2024, 22:00 in New York winter time: already Friday 15 March in UTC
NY_EVENING = local(2024, 3, 14, 22, offset=-5)
# Monday 1 January 2024, 00:30 at +13:00: still Sunday 31 December 2023 in UTC
TONGA_NEW_YEAR = local(2024, 1, 1, 0, 30, offset=13)
# Sunday 31 December 2023, 23:30 at -11:00: already Monday 1 January 2024 in UTC
SAMOA_EVE = local(2023, 12, 31, 23, 30, offset=-11)
NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "grain"),
    [
        ("I went to the dentist yesterday.", "yesterday", D(2024, 3, 13), D(2024, 3, 13), "day"),
        ("The plumber came today.", "today", D(2024, 3, 14), D(2024, 3, 14), "day"),
        ("I fly out tomorrow.", "tomorrow", D(2024, 3, 15), D(2024, 3, 15), "day"),
        ("We hiked last Friday.", "last Friday", D(2024, 3, 8), D(2024, 3, 8), "day"),
        ("We met on Monday.", "on Monday", D(2024, 3, 11), D(2024, 3, 11), "day"),
        ("I cooked on Thursday.", "on Thursday", D(2024, 3, 14), D(2024, 3, 14), "day"),
        ("I'll call you on Friday.", "on Friday", D(2024, 3, 15), D(2024, 3, 15), "day"),
        ("I was sick last week.", "last week", D(2024, 3, 4), D(2024, 3, 10), "week"),
        ("We start next week.", "next week", D(2024, 3, 18), D(2024, 3, 24), "week"),
        ("We'll go this weekend.", "this weekend", D(2024, 3, 16), D(2024, 3, 17), "week"),
        ("It broke two days ago.", "two days ago", D(2024, 3, 12), D(2024, 3, 12), "day"),
        ("I moved here last month.", "last month", D(2024, 2, 1), D(2024, 2, 29), "month"),
        ("We married in March.", "in March", D(2024, 3, 1), D(2024, 3, 31), "month"),
    ],
)
def test_new_york_evening_resolves_in_new_york(
    text: str, surface: str, start: date, end: date, grain: str
) -> None:
    assert dates_of(text, NY_EVENING, surface) == (start, end, grain)


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        (
            TONGA_NEW_YEAR,
            "The party ended yesterday.",
            "yesterday",
            D(2023, 12, 31),
            D(2023, 12, 31),
        ),
        (
            TONGA_NEW_YEAR,
            "Happy new year, today is the day!",
            "today",
            D(2024, 1, 1),
            D(2024, 1, 1),
        ),
        (TONGA_NEW_YEAR, "This year I will run more.", "This year", D(2024, 1, 1), D(2024, 12, 31)),
        (TONGA_NEW_YEAR, "Last year was long.", "Last year", D(2023, 1, 1), D(2023, 12, 31)),
        (TONGA_NEW_YEAR, "We moved last month.", "last month", D(2023, 12, 1), D(2023, 12, 31)),
        (TONGA_NEW_YEAR, "We arrived on Monday.", "on Monday", D(2024, 1, 1), D(2024, 1, 1)),
        (
            TONGA_NEW_YEAR,
            "I finished it last Sunday.",
            "last Sunday",
            D(2023, 12, 31),
            D(2023, 12, 31),
        ),
        (
            SAMOA_EVE,
            "Today was the last day of the year.",
            "Today",
            D(2023, 12, 31),
            D(2023, 12, 31),
        ),
        (SAMOA_EVE, "Next year I'll learn to sail.", "Next year", D(2024, 1, 1), D(2024, 12, 31)),
        (SAMOA_EVE, "This year flew by.", "This year", D(2023, 1, 1), D(2023, 12, 31)),
        (SAMOA_EVE, "See you tomorrow!", "tomorrow", D(2024, 1, 1), D(2024, 1, 1)),
        (
            SAMOA_EVE,
            "We went fishing on Saturday.",
            "on Saturday",
            D(2023, 12, 30),
            D(2023, 12, 30),
        ),
        (
            SAMOA_EVE,
            "We painted the fence last week.",
            "last week",
            D(2023, 12, 18),
            D(2023, 12, 24),
        ),
    ],
)
def test_either_side_of_utc_near_midnight(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    got = dates_of(text, ref, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start"),
    [
        # New York springs forward at 02:00 on Sunday 10 March 2024
        (
            datetime(2024, 3, 10, 1, 30, tzinfo=NEW_YORK),
            "I slept badly today.",
            "today",
            D(2024, 3, 10),
        ),
        (
            datetime(2024, 3, 10, 3, 30, tzinfo=NEW_YORK),
            "I slept badly today.",
            "today",
            D(2024, 3, 10),
        ),
        (
            datetime(2024, 3, 10, 23, 30, tzinfo=NEW_YORK),
            "We shop tomorrow.",
            "tomorrow",
            D(2024, 3, 11),
        ),
        (
            datetime(2024, 3, 10, 23, 30, tzinfo=NEW_YORK),
            "We shopped yesterday.",
            "yesterday",
            D(2024, 3, 9),
        ),
        (
            datetime(2024, 3, 10, 20, 0, tzinfo=NEW_YORK),
            "I ran last Sunday.",
            "last Sunday",
            D(2024, 3, 3),
        ),
        (
            datetime(2024, 3, 10, 20, 0, tzinfo=NEW_YORK),
            "We baked on Sunday.",
            "on Sunday",
            D(2024, 3, 10),
        ),
        # Berlin falls back at 03:00 on Sunday 27 October 2024: 02:30 happens twice
        (
            datetime(2024, 10, 27, 2, 30, tzinfo=BERLIN),
            "We danced today.",
            "today",
            D(2024, 10, 27),
        ),
        (
            datetime(2024, 10, 27, 2, 30, fold=1, tzinfo=BERLIN),
            "We danced today.",
            "today",
            D(2024, 10, 27),
        ),
        (
            datetime(2024, 10, 27, 0, 30, tzinfo=BERLIN),
            "The bus was late yesterday.",
            "yesterday",
            D(2024, 10, 26),
        ),
        (
            datetime(2024, 10, 27, 0, 30, tzinfo=BERLIN),
            "I met her on Saturday.",
            "on Saturday",
            D(2024, 10, 26),
        ),
        (
            datetime(2024, 10, 27, 23, 0, tzinfo=BERLIN),
            "I start work tomorrow.",
            "tomorrow",
            D(2024, 10, 28),
        ),
    ],
)
def test_dst_changeover_days(ref: datetime, text: str, surface: str, start: date) -> None:
    assert dates_of(text, ref, surface)[0] == start


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        (
            local(2024, 2, 29, 23, offset=-8),
            "I renewed my passport today.",
            "today",
            D(2024, 2, 29),
            D(2024, 2, 29),
        ),
        (
            local(2024, 2, 29, 23, offset=-8),
            "The lease starts tomorrow.",
            "tomorrow",
            D(2024, 3, 1),
            D(2024, 3, 1),
        ),
        (
            local(2024, 3, 1, 0, 30, offset=5.5),
            "I renewed it yesterday.",
            "yesterday",
            D(2024, 2, 29),
            D(2024, 2, 29),
        ),
        (
            local(2024, 2, 29, 9, offset=9),
            "We're moving next month.",
            "next month",
            D(2024, 3, 1),
            D(2024, 3, 31),
        ),
        (
            local(2025, 3, 1, offset=1),
            "Our twins were born on February 29.",
            "February 29",
            D(2024, 2, 29),
            D(2024, 2, 29),
        ),
        (
            local(2023, 6, 1, offset=-3),
            "The gala will be on Feb 29.",
            "Feb 29",
            D(2024, 2, 29),
            D(2024, 2, 29),
        ),
        (
            local(2023, 6, 1, offset=-3),
            "It happened on 29 February 2024.",
            "29 February 2024",
            D(2024, 2, 29),
            D(2024, 2, 29),
        ),
        (
            local(2024, 3, 4, offset=2),
            "We went skiing from February 27 to 29.",
            "from February 27 to 29",
            D(2024, 2, 27),
            D(2024, 2, 29),
        ),
        (
            local(2024, 2, 29, offset=0),
            "We met the day before yesterday.",
            "the day before yesterday",
            D(2024, 2, 27),
            D(2024, 2, 27),
        ),
    ],
)
def test_leap_days(ref: datetime, text: str, surface: str, start: date, end: date) -> None:
    got = dates_of(text, ref, surface)
    assert (got[0], got[1]) == (start, end)


def test_impossible_leap_day_is_not_a_date() -> None:
    found = extract_anchors("We met on 29 February 2023.", local(2023, 6, 1))
    assert all(a.start != D(2023, 3, 1) for a in found)
    assert not any(a.surface.startswith("29 February") for a in found)


def test_naive_reference_is_local_wall_time() -> None:
    assert dates_of("yesterday", datetime(2024, 3, 14, 22), "yesterday")[0] == D(2024, 3, 13)


def test_anchor_keeps_the_reference_as_given() -> None:
    (a,) = extract_anchors("I went to the dentist yesterday.", NY_EVENING)
    assert a.reference_at == NY_EVENING
    assert a.reference_at is not None and a.reference_at.utcoffset() == NY_EVENING.utcoffset()


def test_duckling_is_given_the_local_wall_time() -> None:
    assert duck.wall_timestamp(NY_EVENING) == int(
        datetime(2024, 3, 14, 22, tzinfo=ZoneInfo("UTC")).timestamp()
    )
    assert duck.wall_timestamp(datetime(2024, 3, 14, 22)) == duck.wall_timestamp(NY_EVENING)


@pytest.mark.skipif(not duck.AVAILABLE, reason="Duckling wheel not installed")
def test_duckling_holiday_resolves_on_the_local_day() -> None:
    # 21:00 on 24 December in California is already 25 December in UTC: the eve is today
    ref = local(2024, 12, 24, 21, offset=-8)
    spans = duck.duckling_spans("We are opening presents on Christmas Eve.", ref)
    eve = [s for s in spans if "Christmas Eve" in s.surface]
    assert eve and eve[0].interval == (D(2024, 12, 24), D(2024, 12, 24))


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [  # a batch late at night and just after midnight, either side of UTC
        (
            local(2024, 1, 1, 0, 30, offset=9),
            "Happy new year!! We watched fireworks last night.",
            "last night",
            D(2023, 12, 31),
            D(2023, 12, 31),
        ),
        (
            local(2024, 1, 1, 0, 30, offset=9),
            "Today I'm sleeping in.",
            "Today",
            D(2024, 1, 1),
            D(2024, 1, 1),
        ),
        (
            local(2023, 12, 31, 23, 50, offset=-10),
            "Tomorrow is a new year!",
            "Tomorrow",
            D(2024, 1, 1),
            D(2024, 1, 1),
        ),
        (
            local(2023, 12, 31, 23, 50, offset=-10),
            "This year flew by.",
            "This year",
            D(2023, 1, 1),
            D(2023, 12, 31),
        ),
        (
            local(2023, 12, 31, 23, 50, offset=-10),
            "Next year I'm running a marathon.",
            "Next year",
            D(2024, 1, 1),
            D(2024, 12, 31),
        ),
        (
            local(2024, 3, 31, 1, 15, offset=1),
            "Easter brunch is later today.",
            "today",
            D(2024, 3, 31),
            D(2024, 3, 31),
        ),
        (
            local(2024, 3, 31, 1, 15, offset=1),
            "Good Friday we went hiking.",
            "Good Friday",
            D(2024, 3, 29),
            D(2024, 3, 29),
        ),
        (
            local(2024, 2, 29, 23, 0, offset=-8),
            "Happy leap day! See you tomorrow.",
            "tomorrow",
            D(2024, 3, 1),
            D(2024, 3, 1),
        ),
        (
            local(2024, 2, 29, 23, 0, offset=-8),
            "A year from today doesn't exist lol.",
            "A year from today",
            D(2025, 2, 28),
            D(2025, 2, 28),
        ),
        (
            local(2024, 2, 29, 23, 0, offset=-8),
            "Four years ago today I proposed.",
            "Four years ago today",
            D(2020, 2, 29),
            D(2020, 2, 29),
        ),
        (
            local(2024, 11, 3, 1, 30, offset=-4),
            "We fall back tonight.",
            "tonight",
            D(2024, 11, 3),
            D(2024, 11, 3),
        ),
        (
            local(2024, 7, 5, 0, 10, offset=-7),
            "The fireworks last night were insane.",
            "last night",
            D(2024, 7, 4),
            D(2024, 7, 4),
        ),
        (
            local(2024, 7, 5, 0, 10, offset=-7),
            "Yesterday was the Fourth.",
            "Yesterday",
            D(2024, 7, 4),
            D(2024, 7, 4),
        ),
        (
            local(2024, 12, 24, 22, 0, offset=11),
            "Christmas is tomorrow!",
            "tomorrow",
            D(2024, 12, 25),
            D(2024, 12, 25),
        ),
        (
            local(2025, 1, 3, 3, 0, offset=5.5),
            "I landed in Delhi on Wednesday.",
            "on Wednesday",
            D(2025, 1, 1),
            D(2025, 1, 1),
        ),
        (
            local(2025, 1, 3, 3, 0, offset=5.5),
            "The wedding is this Sunday.",
            "this Sunday",
            D(2025, 1, 5),
            D(2025, 1, 5),
        ),
        (
            local(2025, 6, 30, 23, 59, offset=-5),
            "The quarter ends at midnight.",
            "at midnight",
            D(2025, 7, 1),
            D(2025, 7, 1),
        ),
        (
            local(2025, 6, 30, 23, 59, offset=-5),
            "Last month was our best month ever.",
            "Last month",
            D(2025, 5, 1),
            D(2025, 5, 31),
        ),
        (
            local(2025, 6, 30, 23, 59, offset=-5),
            "This month was slow.",
            "This month",
            D(2025, 6, 1),
            D(2025, 6, 30),
        ),
    ],
)
def test_late_night_batch(ref: datetime, text: str, surface: str, start: date, end: date) -> None:
    got = dates_of(text, ref, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    ("offset", "text", "surface", "start"),
    [
        (10, "rent is due 4/1", "4/1", D(2025, 1, 4)),  # Sydney: day first
        (5.5, "the vendor delivers on 05/08", "05/08", D(2024, 8, 5)),  # India
        (1, "my scan is on 04/06", "04/06", D(2024, 6, 4)),  # Central Europe, the UK in summer
        (12, "invoices are due 02/12", "02/12", D(2024, 12, 2)),  # New Zealand
        (-5, "rent is due 4/1", "4/1", D(2024, 4, 1)),  # New York: month first
        (0, "rent is due 4/1", "4/1", D(2024, 4, 1)),  # UTC, also the default zone: untold
        (8, "rent is due 4/1", "4/1", D(2024, 4, 1)),  # +08:00 (China, the Philippines): untold
        (9, "rent is due 4/1", "4/1", D(2024, 4, 1)),  # +09:00 (Japan, Korea): untold
        (10, "see you Friday 7/5", "7/5", D(2024, 7, 5)),  # a weekday that fits only month first
        (10, "see you Tuesday 7/5", "7/5", D(2024, 5, 7)),  # and one that fits only day first
        (-5, "the report is due 17/10", "17/10", D(2024, 10, 17)),  # only day first can be read
    ],
)
def test_the_writers_offset_tells_how_numeric_dates_are_written(
    offset: float, text: str, surface: str, start: date
) -> None:
    """A year-less numeric date with nothing in its text to tell the order is read day first
    when sent at an offset east of UTC where dates are written so."""
    ref = local(2024, 3, 20, 10, offset=offset)  # a Wednesday
    got = dates_of(text, ref, surface)
    assert got[0] == start


@pytest.mark.parametrize("rules_only", [False, True])
@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("we meet 3/15th", "3/15th", D(2024, 3, 15)),  # an ordinal suffix
        ("see you 4/5!", "4/5", D(2024, 4, 5)),  # not a rating: told to someone
        ("About 2/3rds of the class passed.", "2/3", None),  # a fraction
        ("Solid blender for the price, 4/5. Loses a star.", "4/5", None),  # a rating
        ("the mutton biryani was 10/10", "10/10", None),  # a rating
        ("we closed 11/12 tickets this sprint", "11/12", None),  # a count
    ],
)
def test_numbers_with_a_slash_on_both_paths(
    rules_only: bool, text: str, surface: str, start: date | None
) -> None:
    """With or without Duckling, a year-less "3/15" with no word before it is a date, and a
    fraction, a rating or a count is none."""
    ref = local(2024, 3, 20, 10, offset=-5)
    found = [
        a.start
        for a in extract_anchors(text, ref, use_duckling=not rules_only)
        if surface in a.surface or a.surface in surface
    ]
    assert found == ([start] if start else [])
