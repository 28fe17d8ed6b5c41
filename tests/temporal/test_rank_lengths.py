"""A start question ("Which year did Joost get his parrot?") is answered by the start of a
length ("I've had him for eleven years now") even when the length's turn names nothing of
the event: its question ("How long have you had him?") and what was said before it (a photo
of the parrot) do. Every length of the conversation is a candidate of a start question (there
are few), found or not by the question's words. Our own conversations (one written apart,
``asked_lengths_conversation.json``, not in the scorer's fitting data: it holds far more
lengths than a chat does, and would tilt the weights towards them)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from swcmem.bench.gold import intervals_match
from swcmem.bench.when import Checkable, check, checkable_questions
from swcmem.ingest.files import load_dataset
from swcmem.model import Conversation, Dataset
from swcmem.store import Store
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation, ingest_dataset
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import FEATURES, Candidate, candidates
from swcmem.temporal.weights import LEXICAL

from .conftest import at, conversation_of

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SPEAKERS = ("Hedda", "Joost")
PHOTO = "Meet Kiwi! [shares a photo: a green parrot on a wooden perch by the window]"


def _conversation(asked: str = "He's gorgeous! How long have you had him?") -> Conversation:
    s1, s2, s3 = at(2023, 4, 12), at(2023, 5, 3), at(2023, 5, 24)  # Wednesdays
    lines = [
        (1, s1, "Joost", "I fixed the bike's brakes yesterday, finally."),
        (1, s1, "Hedda", "Good! We went to the market on Saturday, lovely cheese."),
        (1, s1, "Joost", PHOTO),
        (1, s1, "Hedda", asked),
        (1, s1, "Joost", "I've had him for eleven years now and he still steals my pencils."),
        (2, s2, "Hedda", "I have been learning Italian for two years now."),
        (2, s2, "Joost", "Kiwi the parrot learned a new word last week."),
        (3, s3, "Joost", "The parrot screamed at the neighbour's cat on Monday."),
        (3, s3, "Hedda", "Ha! My cat ignored your parrot yesterday."),
    ]
    return conversation_of("kiwi", SPEAKERS, lines)


def _lengths(found: list[Candidate]) -> dict[str, Candidate]:
    return {c.anchor.turn_id: c for c in found if c.anchor.duration_days is not None}


def test_a_start_question_reads_every_length_and_the_question_it_answers() -> None:
    """With one BM25 hit and no other source, the lengths are still candidates; the parrot's
    length is matched by "parrot" (said two turns before it), Hedda's by nothing."""
    s = Store(":memory:")
    ingest_conversation(s, _conversation())
    narrow = replace(LEXICAL, turns=1, events=0)
    q = parse_question("Which year did Joost get his parrot?", SPEAKERS)
    found = _lengths(candidates(s, "kiwi", q, narrow, SPEAKERS))
    assert set(found) == {"D1:5", "D2:1"}
    turn = FEATURES.index("cov_turn")
    assert found["D1:5"].features[turn] > 0.5  # "parrot" (and the speaker's "get"?) found
    assert found["D2:1"].features[turn] == 0.0
    assert (found["D1:5"].anchor.start, found["D1:5"].anchor.end) == (
        date(2012, 1, 1),
        date(2012, 12, 31),
    )


def test_only_a_start_question_reads_the_lengths_it_did_not_find() -> None:
    s = Store(":memory:")
    ingest_conversation(s, _conversation())
    narrow = replace(LEXICAL, turns=1, events=0)
    q = parse_question("When did Joost's parrot steal the pencils?", SPEAKERS)
    assert not q.start
    found = candidates(s, "kiwi", q, narrow, SPEAKERS)
    assert "D2:1" not in _lengths(found)  # never found by its words, not a start question


def test_a_turn_that_answers_no_question_is_matched_by_its_own_words() -> None:
    """Hedda's "Lovely bird." asks nothing: the length's turn keeps only its own words."""
    s = Store(":memory:")
    ingest_conversation(s, _conversation(asked="Lovely bird."))
    q = parse_question("Which year did Joost get his parrot?", SPEAKERS)
    found = _lengths(candidates(s, "kiwi", q, replace(LEXICAL, turns=1, events=0), SPEAKERS))
    assert found["D1:5"].features[FEATURES.index("cov_turn")] == 0.0


@pytest.mark.parametrize("dense", [True, False])
def test_the_start_of_the_length_is_an_answer(dense: bool) -> None:
    """Among the parrot's later days (all in 2023, all with every word of the question) the
    year it came is offered."""
    s = Store(":memory:")
    ingest_conversation(s, _conversation())
    result = TemporalIndex(s, dense=dense).ask("kiwi", "Which year did Joost get his parrot?")
    assert not result.abstained
    assert ("D1:5", date(2012, 1, 1), date(2012, 12, 31)) in [
        (a.turn_id, a.start, a.end) for a in result.evidence[:3]
    ]


@pytest.fixture(scope="module")
def asked() -> tuple[Store, list[Checkable], Dataset]:
    """Our conversation of lengths told as answers ("How long have you had the plot?" —
    "We've had it for five years now."), with the events around them told alike."""
    dataset = load_dataset(FIXTURES / "asked_lengths_conversation.json")
    store = Store(":memory:")
    ingest_dataset(store, dataset)
    items, unread = checkable_questions(dataset)
    assert not unread and len(items) == 18
    return store, items, dataset


@pytest.mark.parametrize("dense", [True, False])
def test_every_answer_of_our_asked_conversation_is_offered(
    asked: tuple[Store, list[Checkable], Dataset], dense: bool
) -> None:
    store, items, _ = asked
    index = TemporalIndex(store, dense=dense)
    missed = [i.question for i in items if not check(index, i).top3]
    assert missed == []


def test_every_date_of_our_asked_conversation_is_extracted(
    asked: tuple[Store, list[Checkable], Dataset],
) -> None:
    store, items, dataset = asked
    index = TemporalIndex(store, dense=False)
    for item in items:
        qa = dataset.questions(item.conversation)[item.index]
        found = [(a.start, a.end) for a in index.anchors(item.conversation, qa.evidence)]
        assert item.gold is not None
        assert any(s and e and intervals_match(item.gold, (s, e)) for s, e in found), item.question
