"""Readings and ranking added in the eighteenth pass (extractor version 25): each rule with
the readings it must leave alone. Our own sentences and conversations."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from swcmem import Memory
from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store
from swcmem.temporal.cues import asks_when, bare_when
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import FEATURES, Weights, _arranged

from .conftest import dates_of, local

D = date
SUN = local(2023, 1, 15, 11, 0, offset=0)  # Sunday 15 January 2023, London
SAT = local(2022, 2, 5, 9, 30, offset=0)  # Saturday 5 February 2022
TUE = local(2024, 1, 9, 20, 0, offset=0)  # Tuesday 9 January 2024


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start"),
    [
        # an appointment one has is ahead, whatever was done before it in the sentence
        (SUN, "The GP referred him and he's got a cardiology appointment on the 27th.", "on the 27th", D(2023, 1, 27)),
        (SUN, "She rang on Friday and she's got a date for her hip operation: the 6th of June.", "the 6th of June", D(2023, 6, 6)),
        (SUN, "I've got an interview with the council on the 3rd.", "on the 3rd", D(2023, 2, 3)),
        (SUN, "We finally picked a date for the party, the 19th of March.", "the 19th of March", D(2023, 3, 19)),
        (SUN, "Gran has chosen a date for the christening: the 2nd of April.", "the 2nd of April", D(2023, 4, 2)),
        # not one had, not one held: the past stays the past
        (SUN, "I had an appointment on the 10th.", "on the 10th", D(2023, 1, 10)),
        (SUN, "She's had her operation on the 10th and it went fine.", "on the 10th", D(2023, 1, 10)),
    ],
)  # fmt: skip
def test_an_appointment_held_or_a_date_picked_is_ahead(
    ref: datetime, text: str, surface: str, start: date
) -> None:
    assert dates_of(text, ref, surface)[:2] == (start, start)


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start"),
    [
        (SAT, "A baby boy, born on Wednesday night, seven pounds exactly.", "on Wednesday night", D(2022, 2, 2)),
        (SAT, "Our second was born on Tuesday!", "on Tuesday", D(2022, 2, 1)),
        (SAT, "The foal will be born on Thursday, the vet reckons.", "on Thursday", D(2022, 2, 10)),
        # a birthday's day of the year tells no year: the nearest, as before
        (SAT, "born on march 3, same as my gran", "march 3", D(2022, 3, 3)),
    ],
)  # fmt: skip
def test_born_is_told_as_past(ref: datetime, text: str, surface: str, start: date) -> None:
    assert dates_of(text, ref, surface)[:2] == (start, start)


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("I started my marathon training plan on New Year's Day.", "New Year's Day", D(2024, 1, 1)),
        ("We finished the revision plan on Friday.", "on Friday", D(2024, 1, 5)),
        ("Approved the plan on Friday.", "on Friday", D(2024, 1, 5)),
        # a plan still to come is ahead
        ("My training plan starts on Friday.", "on Friday", D(2024, 1, 12)),
        ("We plan to go on Friday.", "on Friday", D(2024, 1, 12)),
    ],
)
def test_a_plan_that_a_past_verb_acted_on_tells_no_future(
    text: str, surface: str, start: date
) -> None:
    assert dates_of(text, TUE, surface)[:2] == (start, start)


def test_the_start_of_a_habit_is_dated() -> None:
    ref = local(2022, 9, 24, 10, 0, offset=1)
    found = extract_anchors("I've been going in most mornings since May.", ref)
    assert [(a.surface, a.start, a.generic) for a in found if a.surface] == [
        ("since May", D(2022, 5, 1), False)
    ]
    habit = extract_anchors("I usually go in May.", ref)  # the habit itself stays generic
    assert [(a.start, a.generic) for a in habit if a.surface] == [(None, True)]


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("Two years in now, so I'm nearly done.", "Two years in", D(2020, 1, 1), D(2020, 12, 31)),
        ("I'm six months in and loving it.", "six months in", D(2022, 2, 1), D(2022, 2, 28)),
        (
            "We're three weeks in, and still no leaks.",
            "three weeks in",
            D(2022, 7, 25),
            D(2022, 7, 31),
        ),
    ],
)
def test_a_length_in_dates_its_start(text: str, surface: str, start: date, end: date) -> None:
    ref = local(2022, 8, 15, 9, 0, offset=1)  # Monday 15 August 2022
    assert dates_of(text, ref, surface)[:2] == (start, end)


@pytest.mark.parametrize(
    "text", ["We stayed two days in Rome.", "They won two years in a row.", "Back in two weeks."]
)
def test_a_length_in_a_place_or_a_row_is_no_start(text: str) -> None:
    ref = local(2022, 8, 15, 9, 0, offset=1)
    found = extract_anchors(text, ref)
    assert not [a for a in found if a.grain == "duration" and a.start is not None], found


@pytest.mark.parametrize(
    ("question", "bare"),
    [
        ("When?", True),
        ("When?!", True),
        ("When was that?", True),
        ("Oh, when did that happen?", True),
        ("When's that?", True),
        ("When did you hear back?", False),
        ("When is the party?", False),
    ],
)
def test_a_bare_when(question: str, bare: bool) -> None:
    assert bare_when(question) is bare
    assert asks_when(f"Wow. {question}")  # each asks "when"


@pytest.mark.parametrize("text", ["Great! Where was it?", "When I got home I slept.", "Nice."])
def test_not_a_when_question(text: str) -> None:
    assert not asks_when(text)


AT = datetime(2024, 10, 14, 10, 0, tzinfo=UTC)  # a Monday


def _turn(i: int, speaker: str, text: str, session: int = 1) -> Turn:
    return Turn(f"D{session}:{i}", session, i, speaker, text, at=AT)


def test_an_answer_to_a_bare_when_reads_the_statement_before_it() -> None:
    told = _turn(1, "Lena", "Guess what. Tom proposed!!!")
    asked = _turn(2, "Kai", "WHAT! Lena!! When?!")
    answer = _turn(3, "Lena", "Saturday night!")
    found = [a for a in turn_anchors(answer, asked, None, told) if a.surface]
    assert [(a.turn_id, a.start, a.event_text) for a in found] == [
        ("D1:3", D(2024, 10, 12), "Lena: Tom proposed!!! Kai: When?! Lena: Saturday night!"),
        ("D1:1", D(2024, 10, 12), "Guess what. Tom proposed!!!"),  # the news dated back (v33)
    ]
    # without the statement the weekday has no tense: the next one, as before
    alone = [a.start for a in turn_anchors(answer, asked, None, None) if a.surface]
    assert alone == [D(2024, 10, 19)]
    # a question that names something is read as before, whatever came earlier
    plain = _turn(2, "Kai", "When did you go to the fair?")
    found = [a for a in turn_anchors(answer, plain, None, told) if a.surface]
    assert found[0].event_text == "Kai: When did you go to the fair? Lena: Saturday night!"


def test_a_bare_when_after_its_own_statement_reads_that() -> None:
    asked = _turn(2, "Kai", "You got the keys?! When?")
    answer = _turn(3, "Lena", "Friday.")
    found = [a for a in turn_anchors(answer, asked, None, None) if a.surface]
    assert [(a.start, a.event_text) for a in found] == [
        (D(2024, 10, 11), "Kai: You got the keys?! When? Lena: Friday.")
    ]


def test_the_statement_gives_the_tense_not_a_joke_in_the_question() -> None:
    told = _turn(1, "Lena", "We won four hundred pounds on the lottery!")
    asked = _turn(2, "Kai", "WHAT. Are you moving to the Bahamas?? When??")
    answer = _turn(3, "Lena", "Saturday's draw.")
    found = [a for a in turn_anchors(answer, asked, None, told) if a.surface]
    assert [a.start for a in found] == [D(2024, 10, 12)]
    assert found[0].event_text == (
        "Lena: We won four hundred pounds on the lottery! Kai: WHAT. Are you moving to the"
        " Bahamas?? When?? Lena: Saturday's draw."
    )


def _proposal() -> Conversation:
    turns = (
        _turn(1, "Lena", "I have news: Tom proposed last night... no wait, I'm joking."),
        _turn(2, "Kai", "Ha! Anything real then?"),
        _turn(3, "Lena", "The real news: Tom and I got engaged!!!"),
        _turn(4, "Kai", "WHAT! Lena!! When?!"),
        _turn(5, "Lena", "Saturday night! On the roof, with the whole city lit up below us."),
        _turn(6, "Kai", "I'm so happy for you both."),
    )
    return Conversation("ring", ("Lena", "Kai"), (Session(1, AT, turns),))


def test_when_finds_the_answer_to_a_bare_when(store: Store) -> None:
    ingest_conversation(store, _proposal())
    best = TemporalIndex(store, dense=False).when("ring", "When did Lena get engaged?")[0]
    assert (best.turn_id, best.start) == ("D1:5", D(2024, 10, 12))


def test_every_path_reads_the_statement_before_a_bare_when(tmp_path: Path) -> None:
    """A whole ingest, ``Memory.add()`` one message at a time (the statement is two turns
    back, already stored) and a reindex date the answer the same way."""
    conv = _proposal()
    messages = [
        {"id": t.id, "speaker": t.speaker, "text": t.text, "timestamp": AT + timedelta(minutes=i)}
        for i, t in enumerate(conv.turns)
    ]
    with Memory("ring", tmp_path / "m.db", background=False) as mem:
        for m in messages:
            mem.add([m])
        one_by_one = [(a.surface, a.start) for a in mem.anchors() if a.surface == "Saturday night"]
        assert one_by_one == [("Saturday night", D(2024, 10, 12))]
        assert not mem.reindex(force=True).skipped
        again = [(a.surface, a.start) for a in mem.anchors() if a.surface == "Saturday night"]
        assert again == one_by_one


@pytest.mark.parametrize(
    ("clause", "question", "value"),
    [
        ("I signed up for the city marathon on New Year's Day.", "When did Ana run the city marathon?", -1.0),
        ("We booked the studio for the end of the month.", "When did the band start recording?", -1.0),
        ("I signed up for the city marathon on New Year's Day.", "When did Ana sign up for the marathon?", 0.0),
        ("We're planning to move in March.", "When is Ana planning to move?", 0.0),
        ("I ran the city marathon on Sunday.", "When did Ana run the city marathon?", 0.0),
    ],
)  # fmt: skip
def test_a_date_of_getting_ready_is_no_date_of_doing(
    clause: str, question: str, value: float
) -> None:
    assert _arranged(clause, parse_question(question)) == value


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("Thank you again for coming out on the night of the 23rd.", "the 23rd", D(2024, 4, 23)),
        ("Thanks for helping on the 12th, we'd never have managed.", "on the 12th", D(2024, 4, 12)),
        ("Thank you so much for coming on Saturday!", "on Saturday", D(2024, 4, 27)),
        # what one is thanked for asking is still ahead
        ("Thanks for inviting me to the party on Saturday, I'll bring a cake.", "on Saturday", D(2024, 5, 4)),
        ("I'm coming on Saturday.", "on Saturday", D(2024, 5, 4)),
    ],
)  # fmt: skip
def test_what_one_is_thanked_for_doing_is_done(text: str, surface: str, start: date) -> None:
    ref = local(2024, 5, 1, 18, 0, offset=1)  # Wednesday 1 May 2024
    assert dates_of(text, ref, surface)[:2] == (start, start)


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("Not bad for someone who's only been running for three months.", "for three months", D(2023, 7, 1)),
        ("Three years retired now and I've never been busier.", "Three years retired", D(2020, 1, 1)),
        ("I'm six months sober now.", "six months sober", D(2023, 4, 1)),
        # a perfect of another clause does not reach the length
        ("My manager's been lovely though, I'm doing three days to start.", "three days", None),
        ("I've been there five months, about four months longer than I expected.", "about four months", None),
    ],
)  # fmt: skip
def test_a_length_up_to_now_dates_its_start(text: str, surface: str, start: date | None) -> None:
    ref = local(2023, 10, 28, 10, 0, offset=1)  # Saturday 28 October 2023
    assert dates_of(text, ref, surface)[0] == start


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("When did her 2022 Bacchus win a bronze medal?", None),
        ("When did he give his talk on 'the library of 2030'?", None),
        ("When did he buy the 2019 car?", None),
        ("What did she do in 2022?", 2022),
        ("When did they go camping in the summer of 2021?", 2021),
        ("When did she start her job in mid-2020?", 2020),
        ("When did she visit Paris, 2019?", 2019),
    ],
)
def test_a_year_in_a_question_is_its_period_only_as_a_time(question: str, year: int | None) -> None:
    period = parse_question(question).period
    assert (period.year if period else None) == year


def test_a_bare_when_after_an_arrangement_asks_the_date_of_what_was_arranged() -> None:
    told = _turn(1, "Lena", "Big news: I signed up for the city half marathon!")
    asked = _turn(2, "Kai", "Amazing! When?")
    answer = _turn(3, "Lena", "June. Which gives me three months to panic.")
    march = datetime(2023, 3, 6, 18, 0, tzinfo=UTC)
    turns = [
        Turn(t.id, t.session_idx, t.position, t.speaker, t.text, at=march)
        for t in (told, asked, answer)
    ]
    found = [a for a in turn_anchors(turns[2], turns[1], None, turns[0]) if a.surface == "June"]
    assert [a.start for a in found] == [D(2023, 6, 1)]


def test_weights_carry_their_candidate_pools() -> None:
    named = Weights.named({"bm25": 1.0}, bias=-1.0, threshold=0.1, pool=15)
    assert (named.turns, named.events, named.dense) == (15, 15, 15)
    assert named.values[FEATURES.index("bm25")] == 1.0
    default = Weights.named({}, bias=0.0, threshold=0.0)
    assert (default.turns, default.events, default.dense) == (10, 10, 10)
