"""Readings added in the twenty-second pass (extractor version 30), with the readings each must
leave alone. Our own sentences."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation

from .conftest import dates_of, local

THU = local(2024, 2, 8, 19, 0, offset=0)  # Thursday 8 February 2024, 19:00


def _reply(first: str, prompt: str, reply: str) -> list[tuple[date | None, str]]:
    """(start, surface) of the reply's implicit anchors after ``first`` and ``prompt``."""
    speakers = ("Ada", "Ben", "Ada")
    turns = [
        Turn(f"D1:{i + 1}", 1, i, s, t, THU)
        for i, (s, t) in enumerate(zip(speakers, (first, prompt, reply), strict=True))
    ]
    found = turn_anchors(turns[2], turns[1], None, turns[0])
    return [(a.start, a.surface) for a in found if a.implicit]


@pytest.mark.parametrize(
    ("first", "prompt", "reply", "day"),
    [
        # news teased with its day, asked for, then told: the teaser's day
        ("Guess what happened on Monday!!", "What?! Tell me", "They picked my design for the festival poster!", date(2024, 2, 5)),
        ("You'll never guess what I did yesterday", "Go on...", "I swam a whole mile without stopping.", date(2024, 2, 7)),
        ("Big news about last Saturday!", "Spill!!", "Priya got engaged at the bowling alley!", date(2024, 2, 3)),
        # ... even when the news names a day ahead
        ("Guess what happened on Tuesday", "Ooh what??", "The allotment rang, a plot came up! We get the keys in April", date(2024, 2, 6)),
    ],
)  # fmt: skip
def test_news_after_a_teaser_and_a_prompt_takes_the_teasers_day(
    first: str, prompt: str, reply: str, day: date
) -> None:
    assert [start for start, _ in _reply(first, prompt, reply)] == [day]


@pytest.mark.parametrize(
    ("first", "prompt", "reply"),
    [
        # no teaser, or no prompt, or a reply not told in the past: the reply's own day
        ("I went to the market on Monday.", "What?! Tell me", "They picked my design for the festival poster!"),
        ("Guess what happened on Monday!!", "I was at work all day on Monday and honestly the whole team was exhausted by the end", "They picked my design!"),
        ("Guess what happened on Monday!!", "What?!", "I'm moving to Leeds!"),
        ("Guess what!!", "What?!", "They picked my design for the poster!"),
    ],
)  # fmt: skip
def test_a_reply_without_a_teased_day_keeps_its_own(first: str, prompt: str, reply: str) -> None:
    assert [start for start, _ in _reply(first, prompt, reply)] == [THU.date()]


@pytest.mark.parametrize(
    ("text", "surface", "year"),
    [
        # a length held up to now by a perfect of keeping or doing, or by a couple's state
        ("Mad thing is, he's lived in that flat 30 years and still gets lost", "30 years", 1994),
        ("Twelve years I've had this van and it's never failed an MOT", "Twelve years", 2012),
        ("Twenty years I've been singing in that choir.", "Twenty years", 2004),
        ("Seven years together, and he still can't fold a towel", "Seven years together", 2017),
        ("I've known her 15 years.", "15 years", 2009),
    ],
)  # fmt: skip
def test_a_length_held_up_to_now_dates_its_start(text: str, surface: str, year: int) -> None:
    start, _, _ = dates_of(text, THU, surface)
    assert start is not None and start.year == year


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("We spent two weeks together in Spain.", "two weeks"),
        ("Two weeks together, then home.", "Two weeks"),
        ("I used to work at the archive for ten years", "for ten years"),
        ("Three years I worked there.", "Three years"),
        ("he was 3 weeks old when we got him", "3 weeks old"),
    ],
)  # fmt: skip
def test_a_length_not_held_up_to_now_stays_a_length(text: str, surface: str) -> None:
    assert dates_of(text, THU, surface) == (None, None, "duration")


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        # an age or a count told with its day, before or after it: the day it began
        ("Are you coming to Mum's 60th? It's on the 9th, at the golf club", "60th", date(1964, 2, 9), date(1964, 2, 9)),
        ("We've got our anniversary on Friday, ten years, so we're off to the coast", "ten years", date(2014, 2, 9), date(2014, 2, 9)),
        ("Yes! Sunday, he'll be nine. Dinosaur cake, obviously", "nine", date(2015, 2, 11), date(2015, 2, 11)),
        ("Five years at the pop-up this month and it's never been this quiet", "Five years", date(2019, 2, 1), date(2019, 2, 28)),
        ("It'll be 30 years this summer since Grandma opened the cafe.", "30 years", date(1994, 6, 1), date(1994, 8, 31)),
        ("Three weeks old today! Already bossy.", "Three weeks old today", date(2024, 1, 18), date(2024, 1, 18)),
    ],
)  # fmt: skip
def test_an_age_or_count_with_its_day_dates_the_start(
    text: str, surface: str, start: date, end: date
) -> None:
    assert dates_of(text, THU, surface)[:2] == (start, end)


@pytest.mark.parametrize(
    "text",
    [
        "Saturday, she'll be 3 hours late as usual",
        "On Monday, Tom's 3rd game of the season",
        "We meet on Friday, 5 people in all",
    ],
)
def test_a_number_after_a_day_that_is_no_age_dates_nothing_more(text: str) -> None:
    assert len(extract_anchors(text, THU)) == 1


@pytest.mark.parametrize(
    ("text", "asked", "surface", "day"),
    [
        # thanks for what was done; a plan told in the present; a fragment answering a question
        ("Thank you and Mum so much for helping at the weekend!", "", "weekend", date(2024, 2, 3)),
        ("He rang earlier. He's meant to be landing on Tuesday.", "", "on Tuesday", date(2024, 2, 13)),
        ("We're supposed to go on Friday.", "", "on Friday", date(2024, 2, 9)),
        ("FOURTH in my age group! On Sunday!", "So how did the race go?", "On Sunday", date(2024, 2, 4)),
        ("Sunday!", "When's the race?", "Sunday", date(2024, 2, 11)),
        # a day of the month after "the morning of", or confirmed ("The 12th it is.")
        ("The boiler died on the morning of the 3rd, so they moved it to the Sunday after at Jo's", "", "the Sunday after", date(2024, 2, 4)),
        ("The 12th it is. I'll bring the cake", "", "The 12th", date(2024, 2, 12)),
        # confirmed or sorted, or put on another: what was arranged, ahead (not a thing done)
        ("The reunion! It's confirmed: the 2nd to the 4th of January.", "", "the 2nd to the 4th of January", date(2025, 1, 2)),
        ("The hen do's sorted btw, the 3rd of January in York", "", "the 3rd of January", date(2025, 1, 3)),
        ("They've put me on one on the 5th instead, same time", "", "on the 5th", date(2024, 3, 5)),
        ("He's sorted the car out on Monday.", "", "on Monday", date(2024, 2, 5)),
    ],
)  # fmt: skip
def test_direction_and_days_of_the_month(text: str, asked: str, surface: str, day: date) -> None:
    found = [a for a in extract_anchors(text, THU, asked=asked) if a.surface == surface]
    assert [a.start for a in found] == [day]


def test_a_habit_in_a_clause_joined_on_leaves_a_past_event_dated() -> None:
    text = "Mum and I started on the shed in early January and we work on it every weekend"
    assert dates_of(text, THU, "early January")[:2] == (date(2024, 1, 1), date(2024, 1, 10))
    assert extract_anchors("In summer we go to the lake and we always swim.", THU)[0].generic


def test_news_after_a_teaser_has_no_tense_of_its_own() -> None:
    found = _reply(
        "Guess what I did on Tuesday.",
        "Tell me!!",
        "My first ever court appearance!! By phone, but still.",
    )
    assert [start for start, _ in found] == [date(2024, 2, 6)]


def test_an_age_cheered_after_a_birthday_dates_the_birth() -> None:
    text = "Anyway, the big question, Friday's your birthday!! 70!!"
    assert dates_of(text, THU, "70")[:2] == (date(1954, 2, 9), date(1954, 2, 9))
    assert [a.surface for a in extract_anchors("Friday's your birthday!! Party!!", THU)] == [
        "Friday"
    ]


def test_when_ranks_the_news_a_teaser_dated(store: Store) -> None:
    """The carried anchor of the news ranks with the news as its clause: it beats the date
    the same turn names ahead and an earlier date of the same job."""
    week_before = local(2024, 2, 1, 18, 0)
    first = (
        Turn(
            "D1:1",
            1,
            0,
            "Ada",
            "I sent in the application for the museum job last week.",
            week_before,
        ),
        Turn("D1:2", 1, 1, "Ben", "Fingers crossed for you!", week_before),
    )
    second = tuple(
        Turn(f"D2:{i + 1}", 2, i, s, t, THU)
        for i, (s, t) in enumerate(
            [
                ("Ada", "Guess what happened on Monday!!"),
                ("Ben", "What?! Tell me"),
                ("Ada", "The museum offered me the job!!! I start there in April."),
            ]
        )
    )
    sessions = (Session(1, week_before, first), Session(2, THU, second))
    ingest_conversation(store, Conversation("c", ("Ada", "Ben"), sessions))
    found = TemporalIndex(store, dense=False).ask("c", "When was Ada offered the museum job?")
    best = found.evidence[0]
    assert (best.turn_id, best.start) == ("D2:3", date(2024, 2, 5))


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # a weekday told beside a day of the month picks the month it falls on that weekday
        ("It was on the 3rd, a Wednesday.", "on the 3rd", date(2024, 1, 3)),
        ("The party's on the 20th, a Monday.", "on the 20th", date(2024, 5, 20)),
        ("They've put me on one on the 20th instead, the Tuesday night", "on the 20th", date(2024, 2, 20)),
        # a week counted to today by a state held up to now runs back ("a week today" ahead)
        ("Nearly. I've been home a week today and slept through most of it", "a week today", date(2024, 2, 1)),
        ("We fly a week today!", "a week today", date(2024, 2, 15)),
        # ... and leaves a day that already falls on it
        ("It's on the 15th, a Thursday.", "on the 15th", date(2024, 2, 15)),
    ],
)  # fmt: skip
def test_a_weekday_beside_a_day_or_a_state_held_to_today_picks_the_day(
    text: str, surface: str, day: date
) -> None:
    assert dates_of(text, THU, surface)[0] == day
