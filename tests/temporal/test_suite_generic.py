"""Suite: generic and habitual time is kept but never dated; durations stay lengths and are
dated only when the text ties them to the moment of speaking; how both are rendered."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.model import Anchor, Turn
from swcmem.temporal import duck
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.render import describe, render_line

from .conftest import anchor_for, local

D = date
THU = local(2023, 5, 25)  # Thursday 25 May 2023


@pytest.mark.parametrize(
    ("text", "surface", "grain"),
    [
        ("The garden is lovely in spring.", "in spring", "season"),
        ("The trails are best especially in spring.", "in spring", "season"),
        ("We usually go to the coast in the summer.", "in the summer", "season"),
        ("Winter activities are a blast.", "Winter activities", "season"),
        ("Winters here are long and grey.", "Winters", "season"),
        ("I love summer.", "summer", "season"),
        ("We hike every Monday.", "every Monday", "day"),
        ("Each summer we rent a cabin.", "Each summer", "season"),
        ("I call my mother every other week.", "every other week", "week"),
        ("We meet every two months.", "every two months", "month"),
        ("I swim once a week.", "once a week", "week"),
        ("She travels twice a year.", "twice a year", "year"),
        ("On weekends I sleep in.", "On weekends", "week"),
        ("Sundays are for resting.", "Sundays", "day"),
        ("I work on Mondays.", "on Mondays", "day"),
        ("My hands ache after a day at work.", "after a day at work", "day"),
        ("After a long day I just want tea.", "After a long day", "day"),
        ("We usually play chess on Saturday.", "on Saturday", "day"),
        ("I always rest at the weekend.", "weekend", "week"),
        ("We used to ski in the winter.", "in the winter", "season"),
        ("It could happen on a Tuesday.", "on a Tuesday", "day"),
        # "a Monday": some Monday, which one is not said (never last or next Monday)
        ("It was a Monday, so the office was closed.", "a Monday", "day"),
        ("We had a Friday off.", "a Friday", "day"),
        ("A Tuesday like any other, then the call came.", "A Tuesday", "day"),
        ("I hate a Monday morning.", "a Monday morning", "day"),
        ("I started a weekend pottery class.", "a weekend", "week"),
        ("Any weekend plans?", "Any weekend", "week"),
        # a season naming a kind of thing, not when something happened, whatever the tense
        ("We sat on the porch and enjoyed the summer breeze.", "summer breeze", "season"),
        ("I bought a new winter coat yesterday.", "winter coat", "season"),
        ("The autumn colors were gorgeous on our drive.", "autumn colors", "season"),
        ("We saw a band called Summer Sounds.", "Summer Sounds", "season"),
    ],
)
def test_generic_time_is_kept_without_dates(text: str, surface: str, grain: str) -> None:
    a = anchor_for(text, THU, surface)
    assert a.generic
    assert (a.start, a.end, a.grain) == (None, None, grain)


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("We planted the beans last spring.", "last spring", D(2022, 3, 1)),
        ("We'll plant the bulbs in the autumn.", "in the autumn", D(2023, 9, 1)),
        ("We planted the beans in the spring.", "in the spring", D(2023, 3, 1)),
        ("This winter was mild.", "This winter", D(2022, 12, 1)),
        ("I hiked on Monday.", "on Monday", D(2023, 5, 22)),
        ("Our summer vacation was great.", "summer vacation", D(2022, 6, 1)),
        ("The kids loved summer camp.", "summer camp", D(2022, 6, 1)),
        ("We went on a winter trip to Lapland.", "winter trip", D(2022, 12, 1)),
    ],
)
def test_specific_seasons_and_days_stay_dated(text: str, surface: str, start: date) -> None:
    a = anchor_for(text, THU, surface)
    assert not a.generic and a.start == start


@pytest.mark.parametrize(
    ("text", "generic", "dated", "start"),
    [
        (
            "We met on a Tuesday in early September.",
            "on a Tuesday",
            "early September",
            D(2022, 9, 1),
        ),
        ("It was on a Friday last month.", "on a Friday", "last month", D(2023, 4, 1)),
        ("It was a Friday night in March.", "a Friday night", "in March", D(2023, 3, 1)),
    ],
)
def test_some_weekday_of_a_named_month_dates_only_the_month(
    text: str, generic: str, dated: str, start: date
) -> None:
    """The weekday was resolved to the nearest one (a date outside the month it names)."""
    assert anchor_for(text, THU, generic).generic
    month = anchor_for(text, THU, dated)
    assert not month.generic and month.start == start
    assert all(a.generic or a.surface == dated for a in extract_anchors(text, THU))


def test_a_generic_turn_keeps_its_own_date() -> None:
    turn = Turn("D1:1", 1, 1, "Noor", "We hike every Monday.", at=THU)
    anchors = turn_anchors(turn)
    assert [a.generic for a in anchors] == [True, False]
    assert anchors[1].implicit and anchors[1].start == D(2023, 5, 25)


@pytest.mark.parametrize(
    ("text", "surface", "days"),
    [
        ("I used to work at the archive for ten years.", "for ten years", 3652.5),
        ("We lived in Oslo for three years.", "for three years", 3 * 365.25),
        ("I will be away for two weeks.", "for two weeks", 14),
        ("She left the band after 3 years.", "after 3 years", 3 * 365.25),
        ("He was 5 years old then.", "5 years old", 5 * 365.25),
        ("We stayed for a few days.", "for a few days", 2),
        ("They dated for about six months.", "for about six months", 6 * 30.44),
    ],
)
def test_unanchored_durations_have_no_dates(text: str, surface: str, days: float) -> None:
    a = anchor_for(text, THU, surface)
    assert (a.grain, a.start, a.end) == ("duration", None, None)
    assert a.duration_days == pytest.approx(days)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("I have worked here for ten years.", "for ten years", D(2013, 1, 1), D(2013, 12, 31)),
        ("I've been baking for 3 years now.", "for 3 years", D(2020, 1, 1), D(2020, 12, 31)),
        ("It's been two weeks since the move.", "two weeks", D(2023, 5, 8), D(2023, 5, 14)),
        (
            "For the past ten years I have run daily.",
            "For the past ten years",
            D(2013, 1, 1),
            D(2013, 12, 31),
        ),
        ("My daughter is 5 years old.", "5 years old", D(2018, 1, 1), D(2018, 12, 31)),
        ("I recently quit my job after 4 years.", "after 4 years", D(2019, 1, 1), D(2019, 12, 31)),
        ("We have known each other for 6 months.", "for 6 months", D(2022, 11, 1), D(2022, 11, 30)),
    ],
)
def test_durations_ending_now_are_dated_from_their_start(
    text: str, surface: str, start: date, end: date
) -> None:
    a = anchor_for(text, THU, surface)
    assert (a.grain, a.start, a.end) == ("duration", start, end)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "grain"),
    [
        ("I have lived here since 2014.", "2014", D(2014, 1, 1), D(2014, 12, 31), "year"),
        ("We met ten years ago.", "ten years ago", D(2013, 1, 1), D(2013, 12, 31), "year"),
    ],
)
def test_anchored_starts_are_dates(
    text: str, surface: str, start: date, end: date, grain: str
) -> None:
    a = anchor_for(text, THU, surface)
    assert (a.start, a.end, a.grain) == (start, end, grain)


def _only(text: str) -> Anchor:
    (a,) = extract_anchors(text, THU)
    return a


def test_durations_render_as_lengths_never_as_a_start() -> None:
    unanchored = _only("I used to work at the archive for ten years.")
    assert render_line(unanchored).startswith("[for 10 years] ")
    assert "since" not in render_line(unanchored)
    assert describe(unanchored).startswith("for 10 years")
    anchored = _only("I have been baking for 3 years now.")
    assert render_line(anchored).startswith("[for 3 years, since 2020] ")
    assert _only("We stayed for two weeks.").duration_days == 14
    assert render_line(_only("We stayed for two weeks.")).startswith("[for 2 weeks] ")


def test_generic_anchors_render_as_habitual() -> None:
    a = _only("We hike every Monday.")
    assert render_line(a).startswith("[habitual] ")
    assert "habitual" in describe(a)


@pytest.mark.skipif(not duck.AVAILABLE, reason="Duckling wheel not installed")
def test_holidays_in_a_habitual_clause_are_generic() -> None:
    found = extract_anchors("We always eat dumplings at Thanksgiving.", THU)
    assert found and all(a.start is None for a in found)
    dated = extract_anchors("We ate dumplings at Thanksgiving.", THU)
    assert [a.start for a in dated] == [D(2022, 11, 24)]


def test_every_holiday_is_generic() -> None:
    a = anchor_for("We bake cookies every Christmas.", THU, "every Christmas")
    assert a.generic and a.start is None


def test_now_makes_a_bare_season_the_current_one() -> None:
    a = anchor_for("But now it's summer and I want adventure!", local(2022, 7, 9), "summer")
    assert not a.generic and (a.start, a.end) == (D(2022, 6, 1), D(2022, 8, 31))


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("It has rained every day since Monday.", "since Monday", D(2023, 5, 22)),
        ("I usually swim, but since Monday I have rested.", "since Monday", D(2023, 5, 22)),
    ],
)
def test_a_starting_point_in_a_habitual_clause_stays_dated(
    text: str, surface: str, start: date
) -> None:
    a = anchor_for(text, THU, surface)
    assert not a.generic and a.start == start


@pytest.mark.skipif(not duck.AVAILABLE, reason="Duckling wheel not installed")
def test_since_a_holiday_in_a_habitual_clause_stays_dated() -> None:
    found = extract_anchors("It has rained every day since Christmas.", THU)
    dated = [(a.surface.removeprefix("since "), a.start) for a in found if not a.generic]
    assert dated == [("Christmas", D(2022, 12, 25))]


@pytest.mark.skipif(not duck.AVAILABLE, reason="Duckling wheel not installed")
def test_a_bare_two_digit_number_is_not_a_year() -> None:
    assert [a for a in extract_anchors("He retired in 87.", THU) if a.grain == "year"] == []
