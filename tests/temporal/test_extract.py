"""Extraction and resolution against the turn's own time, with our corrections to Duckling."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from swcmem.model import Anchor, Turn
from swcmem.temporal import duck
from swcmem.temporal.cues import has_cue
from swcmem.temporal.direction import tense_of
from swcmem.temporal.extract import extract_anchors, implicit_anchor, turn_anchors
from swcmem.temporal.patterns import compile_rx

from .conftest import at

THU = at(2023, 5, 25)  # Thursday 25 May 2023


def one(text: str, ref: datetime | None = THU) -> Anchor:
    found = extract_anchors(text, ref)
    assert len(found) == 1, [a.surface for a in found]
    return found[0]


def interval(text: str, ref: datetime | None = THU) -> tuple[date | None, date | None]:
    a = one(text, ref)
    return (a.start, a.end)


@pytest.mark.parametrize(
    ("text", "start", "end", "grain"),
    [
        ("I ran a trail race last Saturday.", date(2023, 5, 20), date(2023, 5, 20), "day"),
        ("I went to the support group yesterday.", date(2023, 5, 24), date(2023, 5, 24), "day"),
        ("We are going camping next month.", date(2023, 6, 1), date(2023, 6, 30), "month"),
        ("Last year was rough for us.", date(2022, 1, 1), date(2022, 12, 31), "year"),
        ("Two weekends ago I fixed the roof.", date(2023, 5, 13), date(2023, 5, 14), "week"),
        ("We met the week before last.", date(2023, 5, 8), date(2023, 5, 14), "week"),
        ("I saw her a few days ago.", date(2023, 5, 21), date(2023, 5, 23), "day"),
        ("This past weekend we hiked.", date(2023, 5, 20), date(2023, 5, 21), "week"),
        ("We stayed at the lake last summer.", date(2022, 6, 1), date(2022, 8, 31), "season"),
        ("The trip ran from May to July.", date(2023, 5, 1), date(2023, 7, 31), "month"),
        ("I finished it last week.", date(2023, 5, 15), date(2023, 5, 21), "week"),
        ("Three weeks ago I started.", date(2023, 5, 4), date(2023, 5, 4), "day"),
    ],
)
def test_relative_expressions(text: str, start: date, end: date, grain: str) -> None:
    a = one(text)
    assert (a.start, a.end, a.grain) == (start, end, grain)
    assert a.reference_at == THU


def test_past_tense_bare_weekday_resolves_backwards() -> None:
    # Duckling alone says the coming Friday (26 May); the clause is past tense
    assert interval("We went camping on Friday.") == (date(2023, 5, 19), date(2023, 5, 19))


def test_future_tense_bare_weekday_resolves_forwards() -> None:
    assert interval("I will see you on Friday.") == (date(2023, 5, 26), date(2023, 5, 26))
    # no past-tense verb: a schedule looks forward
    assert interval("The party is on Saturday.") == (date(2023, 5, 27), date(2023, 5, 27))


def test_weekday_with_a_date_takes_the_date() -> None:
    a = one("The first work day is on Saturday 9 March at 9am.", at(2024, 3, 2))
    assert (a.surface, a.start) == ("Saturday 9 March", date(2024, 3, 9))


def test_past_tense_day_of_month_and_weekend_resolve_backwards() -> None:
    assert interval("We adopted him on the 15th.") == (date(2023, 5, 15), date(2023, 5, 15))
    assert interval("We went to the coast over the weekend.") == (
        date(2023, 5, 20),
        date(2023, 5, 21),
    )
    assert interval("I'll be at the coast over the weekend.") == (
        date(2023, 5, 27),
        date(2023, 5, 28),
    )


def test_month_without_year_follows_tense() -> None:
    assert interval("In July I moved house.", at(2023, 5, 25)) == (
        date(2022, 7, 1),
        date(2022, 7, 31),
    )
    assert interval("In July I will move house.", at(2023, 5, 25)) == (
        date(2023, 7, 1),
        date(2023, 7, 31),
    )


def test_durations_keep_length_and_are_dated_only_when_anchored_to_now() -> None:
    a = one("I have been baking for 3 years now.")
    assert a.grain == "duration"
    assert (a.start, a.end) == (date(2020, 1, 1), date(2020, 12, 31))
    assert a.duration_days == pytest.approx(3 * 365.25)
    age = one("My son is 5 years old.")
    assert age.grain == "duration" and age.start == date(2018, 1, 1)
    left = one("I left my job after 3 years.")
    assert (left.grain, left.start, left.end) == ("duration", None, None)
    assert left.duration_days == pytest.approx(3 * 365.25)


def test_absolute_dates() -> None:
    assert interval("It was on 7 May 2023.") == (date(2023, 5, 7), date(2023, 5, 7))
    assert interval("It was on May 7th, 2023.") == (date(2023, 5, 7), date(2023, 5, 7))
    assert interval("Logged [2023-05-20] at home.") == (date(2023, 5, 20), date(2023, 5, 20))
    assert interval("Back in 2019 we lived there.") == (date(2019, 1, 1), date(2019, 12, 31))
    assert interval("The summer of 2022 was hot.") == (date(2022, 6, 1), date(2022, 8, 31))


@pytest.mark.parametrize(
    "text",
    [
        "We may go out later, may I join?",
        "That was one of the best.",
        "The day was long.",
        "I sat down in the sun.",
        "Soldiers march every morning.",
        "Sundays are for resting.",
        "I work every weekend.",
        "I bought 2 apples and played Cyberpunk 2077",
        "I still won some money for the 2nd place.",
        "In the morning, I meditate.",
        "It varies depending on the day.",
        "We scored in the 4th quarter.",
    ],
)
def test_junk_spans_are_dropped(text: str) -> None:
    found = extract_anchors(text, THU)
    assert [a.surface for a in found if a.grain != "time" and not a.generic] == []
    assert all(a.start is None for a in found if a.generic)  # "every weekend": kept, undated


def test_no_timestamp_leaves_relative_expressions_unresolved() -> None:
    found = extract_anchors("I went there yesterday, and on 7 May 2023 again.", None)
    by_surface = {a.surface: a for a in found}
    assert by_surface["yesterday"].grain == "unresolved"
    assert by_surface["yesterday"].start is None and by_surface["yesterday"].end is None
    # a fully written date needs no reference and never depends on today's clock
    assert by_surface["7 May 2023"].start == date(2023, 5, 7)
    assert all(a.reference_at is None for a in found)


def test_unresolved_never_uses_todays_clock() -> None:
    for a in extract_anchors("Last Saturday and next month and two weeks ago.", None):
        assert a.start is None and a.grain == "unresolved"


def test_impossible_dates_do_not_crash_or_resolve() -> None:
    found = extract_anchors("We met on 31 February 2023 and 30/02/2023.", THU)
    assert all(a.start != date(2023, 3, 3) for a in found)
    assert not any(a.surface.startswith("31 February") for a in found)


def test_leap_day_range_moved_to_a_common_year_does_not_crash() -> None:
    # said 10 Jan 2024 in the past tense: the range is last year's, and 2023 has no 29 Feb
    found = extract_anchors("We went skiing from February 27 to 29.", at(2024, 1, 10))
    assert [(a.start, a.end) for a in found] == [(date(2023, 2, 27), date(2023, 2, 28))]


def test_very_long_turns_and_odd_text_do_not_crash() -> None:
    long_text = (
        "We talked about nothing in particular for a while. " * 4000
    ) + "I ran last Saturday."
    found = extract_anchors(long_text, THU)
    assert [a.start for a in found] == [date(2023, 5, 20)]
    assert found[0].char_start > 100_000
    assert long_text[found[0].char_start : found[0].char_end] == found[0].surface
    for odd in [
        "昨天我去了商店。",
        "Ich war gestern im Kino.",
        "🎉🎉🎉",
        "\x00\x01",
        "",
        "   ",
        "9" * 5000,
    ]:
        extract_anchors(odd, THU)  # no exception


def test_event_text_is_the_sentence_that_holds_the_expression() -> None:
    text = "Hey! I ran a trail race last Saturday. It was hard."
    a = one(text)
    assert a.event_text == "I ran a trail race last Saturday."
    assert text[a.char_start : a.char_end] == "last Saturday"


def test_turn_without_expression_gets_an_implicit_anchor(conversation) -> None:  # type: ignore[no-untyped-def]
    turn = conversation.turns[2]  # "The conductor is strict but kind."
    anchors = turn_anchors(turn)
    assert len(anchors) == 1 and anchors[0].implicit
    assert anchors[0].start == anchors[0].end == date(2023, 5, 8)
    assert anchors[0].speaker == "Rosa"
    assert implicit_anchor(turn).event_text == turn.text


def test_prefilter_and_tense() -> None:
    assert not has_cue("Hello, how are you doing?")
    assert has_cue("see you tomorrow")
    assert tense_of("We went camping") == "past"
    assert tense_of("We are going camping") == "future"
    assert tense_of("I like camping") == "none"


@pytest.mark.skipif(not duck.AVAILABLE, reason="Duckling wheel not installed")
def test_duckling_holiday_in_past_clause_moves_back_a_year() -> None:
    assert interval("We went skiing at Christmas.", THU) == (date(2022, 12, 25), date(2022, 12, 25))


def test_rules_only_path_without_duckling(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(duck, "AVAILABLE", False)
    assert interval("I ran a trail race last Saturday.") == (date(2023, 5, 20), date(2023, 5, 20))
    assert interval("We went on holiday at Christmas.") == (date(2022, 12, 25), date(2022, 12, 25))


def test_reference_timezone_is_normalised_to_utc() -> None:
    naive = datetime(2023, 5, 25, 14, 0)
    aware = datetime(2023, 5, 25, 14, 0, tzinfo=UTC)
    assert one("yesterday", naive).start == one("yesterday", aware).start == date(2023, 5, 24)


def test_missing_tz_database_falls_back_to_an_empty_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(duck, "ZONEINFO", "/nonexistent/zoneinfo")
    folder = duck._zoneinfo()
    assert folder != "/nonexistent/zoneinfo"
    import os

    assert os.path.isdir(folder) and not os.listdir(folder)


def test_sentences_no_anchor_dates_keep_a_mentioned_on_anchor() -> None:
    turn = Turn(
        "D1:1",
        1,
        1,
        "Lior",
        "I'm expanding the bakery's lunch menu. We host a tasting next month.",
        at=THU,
    )
    anchors = turn_anchors(turn)
    assert [a.surface for a in anchors] == ["next month", ""]
    assert anchors[1].implicit and anchors[1].start == date(2023, 5, 25)
    assert anchors[1].event_text == "I'm expanding the bakery's lunch menu."
    short = Turn("D1:2", 1, 2, "Lior", "Ok. We host a tasting next month.", at=THU)
    assert [a.implicit for a in turn_anchors(short)] == [False]


def test_date_range_with_the_year_on_its_first_end() -> None:
    found = extract_anchors("We toured from 28 December 2022 to 3 January.", THU)
    assert [(a.start, a.end) for a in found] == [(date(2022, 12, 28), date(2023, 1, 3))]


def test_an_offset_from_an_event_dated_in_the_turn_before() -> None:
    """ "two days after the wedding" takes the wedding's date from the turn before, in its
    session; without a date there (or another event) it stays unresolved."""
    told = Turn("D2:1", 2, 1, "Ines", "My cousin's wedding is on June 10th, finally!", at=THU)
    after = Turn("D2:2", 2, 2, "Tomas", "Nice! We fly out two days after the wedding.", at=THU)
    dated = [a for a in turn_anchors(after, told) if a.surface.startswith("two days")]
    assert [(a.start, a.end, a.grain) for a in dated] == [
        (date(2023, 6, 12), date(2023, 6, 12), "day")
    ]
    other = Turn("D2:1", 2, 1, "Ines", "The concert is on June 10th, finally!", at=THU)
    assert [a.start for a in turn_anchors(after, other) if a.surface.startswith("two")] == [None]
    assert [a.start for a in turn_anchors(after) if a.surface.startswith("two")] == [None]


def test_an_offset_from_an_event_dated_in_its_own_text() -> None:
    text = "Movers are booked for the 24th. The weekend before the move my sister comes to pack."
    moved = [a for a in extract_anchors(text, THU) if a.surface.startswith("The weekend")]
    assert [(a.start, a.end) for a in moved] == [(date(2023, 6, 17), date(2023, 6, 18))]


@pytest.mark.parametrize(
    "text",
    [
        "My follow-up got bumped from the 20th to July 2nd.",
        "They bumped the appointment from the 20th to July 2nd.",
    ],
)
def test_a_day_moved_to_a_date_is_no_range(text: str) -> None:
    """ "bumped from the 20th to July 2nd": July 2nd is the new date, not the range's end."""
    found = [(a.surface, a.start) for a in extract_anchors(text, THU) if "July" in a.surface]
    assert found == [("July 2nd", date(2023, 7, 2))]


def test_a_run_of_weekdays_after_the_verb_coming() -> None:
    """ "is coming Mon-Wed": the verb, then a run from the coming Monday (not from today)."""
    found = [(a.start, a.end) for a in extract_anchors("The plumber is coming Mon-Wed.", THU)]
    assert found == [(date(2023, 5, 29), date(2023, 5, 31))]


def test_every_alternative_of_a_rule_is_word_bounded() -> None:
    """A rule's pattern with alternatives is bounded as a whole: "year end" is not read inside
    "year ends", nor either word inside a longer one."""
    rx = compile_rx(r"year\s+end|mid\s?year")
    assert rx.search("the year ends") is None
    assert rx.search("midyears") is None
    assert rx.search("by year end.") is not None
