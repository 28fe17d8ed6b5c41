"""Readings added in the twenty-fourth pass (extractor version 32), with the readings each must
leave alone. Our own sentences."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.model import Anchor, Turn
from swcmem.temporal.cues import last_question
from swcmem.temporal.direction import tense_of
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.offsets import ToldDays

from .conftest import local

THU = local(2024, 2, 8, 19, 0, offset=0)  # Thursday 8 February 2024, 19:00


def _talk(turns: tuple[str, ...], at: datetime = THU) -> list[list[Anchor]]:
    """The anchors of each turn of one session, two speakers taking turns, read in order as
    the index reads them (with the days told so far)."""
    told = ToldDays()
    made = [Turn(f"D1:{i + 1}", 1, i, "AB"[i % 2], t, at) for i, t in enumerate(turns)]
    out = []
    for i, turn in enumerate(made):
        previous = made[i - 1] if i else None
        earlier = made[i - 2] if i > 1 else None
        found = turn_anchors(turn, previous, told, earlier)
        told.add(found)
        out.append(found)
    return out


def _days(found: list[Anchor], *, carried_only: bool = False) -> list[date | None]:
    return [a.start for a in found if a.implicit == carried_only and a.start is not None]


def _starts(text: str, surface: str, asked: str = "", at: datetime = THU) -> list[date | None]:
    return [a.start for a in extract_anchors(text, at, asked=asked) if a.surface == surface]


@pytest.mark.parametrize(
    ("turns", "day"),
    [
        # the day a bare "the Wednesday after" counts from is told a turn or two before
        (("We didn't move on the 1st after all", "What happened", "So we moved in the Wednesday after"), date(2024, 2, 7)),
        (("The race was called off on Saturday the 27th.", "Gutted! When's the rerun?", "the sunday after. same course"), date(2024, 1, 28)),
        (("It poured on the 3rd, total washout.", "Typical", "Cleared up the day after though"), date(2024, 2, 4)),
    ],
)  # fmt: skip
def test_a_bare_day_after_counts_from_the_day_told_just_before(
    turns: tuple[str, ...], day: date
) -> None:
    assert day in _days(_talk(turns)[-1])


@pytest.mark.parametrize(
    "turns",
    [
        # a day of its own: the turn's reading
        ("We didn't fly on the 1st.", "Oh no", "They moved us to the Sunday after, the 11th."),
        # an event offset, not a bare one
        ("The gig was on the 3rd.", "Nice", "The day after we finished recording I slept all day"),
        # nothing told before in the session
        ("Hiya", "Hey", "We went the Sunday after"),
    ],
)  # fmt: skip
def test_a_day_after_without_a_told_day_or_with_its_own_stays_as_read(
    turns: tuple[str, ...],
) -> None:
    last = _talk(turns)[-1]
    assert not [
        a for a in last if a.surface.lower().startswith(("the sunday after", "the day after"))
    ]


@pytest.mark.parametrize(
    ("turns", "day"),
    [
        # a teaser that says only that something happened, and a prompt for it
        (("Something happened on Saturday.", "Don't do this to me. WHAT.", "He proposed!!! On the beach at sunset."), date(2024, 2, 3)),
        (("well... something happened on Tuesday", "What happened??", "I quit. Walked straight out."), date(2024, 2, 6)),
        # "How?" after a dated mishap: the reply tells it
        (("I burned my hand on Monday", "Oh no! How?", "Grabbed a pan handle without the oven glove."), date(2024, 2, 5)),
    ],
)  # fmt: skip
def test_news_after_a_bare_teaser_or_a_how_takes_its_day(turns: tuple[str, ...], day: date) -> None:
    assert _days(_talk(turns)[-1], carried_only=True) == [day]


@pytest.mark.parametrize(
    "turns",
    [
        # a sentence with more than light words is no teaser ("we think" is not news told next)
        ("The summer after next we think. July.", "How was the party?", "Lovely and quiet at ours."),
        # the reply asks back instead of telling
        ("Something happened on Saturday.", "What?", "Did Mum not tell you?"),
    ],
)  # fmt: skip
def test_a_turn_that_is_no_teaser_carries_nothing(turns: tuple[str, ...]) -> None:
    assert _days(_talk(turns)[-1], carried_only=True) in ([], [THU.date()])


@pytest.mark.parametrize(
    ("turns", "day"),
    [
        # "When??" after news of a state come about or a headline: when it happened
        (("I'M A GRANNY!", "!!!!! When??", "Wednesday, four in the morning. A little girl."), date(2024, 2, 7)),
        (("FIRST LIGHT", "!!!! When??", "Tuesday night. Clear till two."), date(2024, 2, 6)),
    ],
)  # fmt: skip
def test_a_bare_weekday_answering_when_after_news_is_past(
    turns: tuple[str, ...], day: date
) -> None:
    assert day in _days(_talk(turns)[-1])


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # "its" typed for "it's"
        ("news!! got a cancellation for my driving test. its on tuesday", "on tuesday", date(2024, 2, 13)),
        ("thats been moved, the examiner is off so now its the 11th", "the 11th", date(2024, 2, 11)),
        # a date set, grabbed or fixed is ahead
        ("They've set a date. 2 February, at the lake.", "2 February", date(2025, 2, 2)),
        ("The venue had a cancellation so we grabbed the 3rd of January.", "the 3rd of January", date(2025, 1, 3)),
        ("Hearing's finally set, February 1. Nervous already", "February 1", date(2025, 2, 1)),
        # a condition ahead
        ("am I mad if I enter the marathon in January?", "in January", date(2025, 1, 1)),
        # a comparison names no time of its own
        ("All booked. End of June, same as last year.", "End of June", date(2024, 6, 21)),
        # "have got" with an adverb between, a future perfect, a present found out
        ("We've also got a stall at the market on the 10th and 11th, wish me luck", "the 10th and 11th", date(2024, 2, 10)),
        ("i'll have had her three years in june, she's allowed to be huge", "in june", date(2024, 6, 1)),
        ("Her brother just found out his graduation in Leeds is on the 14th of January.", "the 14th of January", date(2025, 1, 14)),
    ],
)  # fmt: skip
def test_dates_ahead_told_with_typos_settings_conditions_and_comparisons(
    text: str, surface: str, day: date
) -> None:
    assert _starts(text, surface) == [day]


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # a fragment among news told in a conditional perfect or an event's present perfect
        ("Wouldn't have missed it. Friday night in town! Dad loved it", "Friday night", date(2024, 2, 2)),
        ("i've started in the new ward! monday. no more nights", "monday", date(2024, 2, 5)),
        # "the night after" with something after it that ends no clause of its own
        ("It poured on the 3rd, total washout. Saw loads the night after though", "the night after", date(2024, 2, 4)),
    ],
)  # fmt: skip
def test_fragments_among_past_news_and_a_night_after(text: str, surface: str, day: date) -> None:
    assert _starts(text, surface) == [day]


def test_the_possessive_its_before_a_date_is_no_copula() -> None:
    text = "Shares closed 9 per cent below its Jan. 30 high on Monday."
    assert _starts(text, "Jan. 30") == [date(2024, 1, 30)]


@pytest.mark.parametrize(
    ("question", "tense"),
    [
        ("How'd it go?", "past"),
        ("where'd you go after?", "past"),
        ("how'd you like to come?", "future"),
    ],
)
def test_a_question_word_with_d_is_did_unless_it_asks_what_one_would_like(
    question: str, tense: str
) -> None:
    assert tense_of(question) == tense


def test_a_reply_to_hows_it_go_is_told_in_the_past() -> None:
    assert _starts("Sunday! 2:04. Wanted under two hours", "Sunday", "The half? How'd it go?") == [
        date(2024, 2, 4)
    ]


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("poor dog. how old is he now", "how old is he now"),
        ("isnt your birthday soon", "isnt your birthday soon"),
        ("Did the dishes", ""),  # a statement, its subject left out
        ("When I got there it was shut", ""),
        ("ok then.", ""),
    ],
)
def test_a_last_question_typed_without_its_mark(text: str, question: str) -> None:
    assert last_question(text) == question


@pytest.mark.parametrize(
    ("text", "asked", "surface", "day"),
    [
        # an age in the next sentence after its day
        ("The 3rd of March. I'll be 62. Don't tell anyone.", "isnt your birthday soon", "62", date(1962, 3, 3)),
        ("Saturday week, the 17th. Her actual birthday, she'll be ninety on the day.", "", "ninety", date(1934, 2, 17)),
        # an age this year: the year it began
        ("She turns 86 this year, older than my grandparents", "", "turns 86", date(1938, 1, 1)),
        # a bare age answering "how old is he now" (no question mark)
        ("Eleven in March. Had him since he was a pup.", "poor dog. how old is he now", "Eleven", date(2013, 3, 1)),
    ],
)  # fmt: skip
def test_ages_told_around_their_day_date_the_birth(
    text: str, asked: str, surface: str, day: date
) -> None:
    assert _starts(text, surface, asked) == [day]


def test_a_year_named_after_shes_a_is_no_age() -> None:
    assert _starts("She's a 2004! Be respectful.", "She's a") == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Rolled in on Hogmanay itself, just in time", date(2023, 12, 31)),
        ("Spent the whole of Waitangi Day under the boat", date(2024, 2, 6)),
        ("We went up to the cottage on Victoria Day", date(2023, 5, 22)),
        ("Closed for the Civic Holiday, back on Tuesday", date(2023, 8, 7)),
        ("Braai Day was a scorcher", date(2023, 9, 24)),
        ("The concert on St David's Day was lovely", date(2023, 3, 1)),
        ("went trick or treating on halloween", date(2023, 10, 31)),
    ],
)
def test_more_holidays_and_holiday_names_the_prefilter_missed(text: str, day: date) -> None:
    assert day in [a.start for a in extract_anchors(text, THU)]


@pytest.mark.parametrize(
    "text",
    [
        "A wedding at a barn near St Andrews in June.",
        "The craft fair at St David's Hall",
        "a Queen Victoria day trip",
    ],
)
def test_towns_halls_and_queens_are_no_saints_days(text: str) -> None:
    found = extract_anchors(text, THU)
    assert not [
        a for a in found if a.start is not None and a.start.day in (1, 30, 22) and a.grain == "day"
    ]


@pytest.mark.parametrize(
    ("text", "surface", "span"),
    [
        ("i'm coming up! the weekend of the 9th of march, if the sofa's free?", "the weekend of the 9th of march", (date(2024, 3, 9), date(2024, 3, 10))),
        ("We're going the weekend of 9 March.", "the weekend of 9 March", (date(2024, 3, 9), date(2024, 3, 10))),
        # two weekdays ahead in one sentence: the second after the first
        ("We're taking the train Monday morning and coming back Thursday night", "Thursday night", (date(2024, 2, 15), date(2024, 2, 15))),
        # a day and the weekday told beside it are one day
        ("They've put me on one on the 19th instead, the Monday night, landing Tuesday morning", "Tuesday morning", (date(2024, 2, 20), date(2024, 2, 20))),
        ("They've put me on one on the 19th instead, the Monday night, landing Tuesday morning", "Monday night", (date(2024, 2, 19), date(2024, 2, 19))),
    ],
)  # fmt: skip
def test_weekends_of_a_dated_day_and_weekdays_told_in_order(
    text: str, surface: str, span: tuple[date, date]
) -> None:
    assert [(a.start, a.end) for a in extract_anchors(text, THU) if a.surface == surface] == [span]


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # the second told as done, or as the one before: no order imposed
        ("I'm off Monday since Saturday I worked a double", "since Saturday", date(2024, 2, 3)),
        (
            "Tuesday's a holiday, so it's four days off if I take the Monday",
            "Monday",
            date(2024, 2, 12),
        ),
    ],
)
def test_weekdays_told_otherwise_keep_their_own_reading(text: str, surface: str, day: date) -> None:
    assert _starts(text, surface) == [day]
