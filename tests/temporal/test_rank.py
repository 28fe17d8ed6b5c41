"""Scoring candidate anchors: what can be an answer, clauses, features, probabilities, and
abstaining when the event is not in the conversation."""

from __future__ import annotations

import math
from datetime import date

import numpy as np
import pytest

from swcmem.model import Anchor, Conversation, Session, Turn
from swcmem.search.embed import minilm_available
from swcmem.store import Store
from swcmem.store.anchors import load_anchors
from swcmem.temporal.clauses import clause
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import DENSE_FEATURES, FEATURES, answerable, candidates, score
from swcmem.temporal.weights import DENSE, LEXICAL

from .conftest import at

needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")


@pytest.mark.parametrize(
    ("sentence", "expression", "expected"),
    [
        (
            "I had a quiet weekend after we went camping two weekends ago.",
            "two weekends ago",
            "we went camping two weekends ago.",
        ),
        (
            "Last week, I went to a pottery class.",
            "Last week",
            "Last week, I went to a pottery class.",
        ),
        ("I painted all day and I went out yesterday", "yesterday", "I went out yesterday"),
        ("We moved in March, but the boxes are still here.", "in March", "We moved in March"),
    ],
)
def test_clause_holds_the_expression_and_its_event(
    sentence: str, expression: str, expected: str
) -> None:
    start = sentence.index(expression)
    assert clause(sentence, start, start + len(expression)).strip(" ,") == expected


def _anchor(**kw: object) -> Anchor:
    base: dict[str, object] = dict(
        turn_id="D1:1",
        surface="in spring",
        char_start=0,
        char_end=9,
        start=date(2023, 3, 1),
        end=date(2023, 5, 31),
        grain="season",
        reference_at=at(2023, 6, 1),
    )
    return Anchor(**(base | kw))  # type: ignore[arg-type]


def test_only_dated_specific_anchors_can_answer() -> None:
    assert answerable(_anchor())
    assert not answerable(_anchor(generic=True))  # "especially in spring"
    assert not answerable(_anchor(start=None, end=None, grain="duration", duration_days=3652.5))
    assert not answerable(_anchor(start=None, end=None, grain="unresolved"))


def test_a_generic_mention_is_never_an_answer(store: Store) -> None:
    """ "In spring" said of a habit is kept as an anchor but never offered as a date (the turn
    itself may still be evidence through the date it was said on)."""
    t = at(2023, 6, 1)
    turns = (
        Turn("D1:1", 1, 0, "Ana", "Winter swimming is a blast, especially in spring.", at=t),
        Turn("D1:2", 1, 1, "Bo", "I ran my first marathon in spring.", at=t),
    )
    ingest_conversation(store, Conversation("habits", ("Ana", "Bo"), (Session(1, t, turns),)))
    habit = [a for a in load_anchors(store, "habits", ["D1:1"]) if a.surface == "in spring"]
    assert habit and all(a.generic for a in habit)
    index = TemporalIndex(store)
    result = index.ask("habits", "When did Ana go winter swimming in spring?")
    offered = (*result.answers, *result.evidence)
    assert all(a.implicit for a in offered if a.turn_id == "D1:1")
    run = index.ask("habits", "When did Bo run his first marathon?")
    assert run.answers and (run.answers[0].turn_id, run.answers[0].surface) == ("D1:2", "in spring")


def test_features_are_one_row_per_candidate_and_dense_ones_need_vectors(own: Store) -> None:
    q = parse_question("When did Ines cycle along the coast?", ("Ines", "Karl"))
    found = candidates(own, "ines-karl", q, LEXICAL, ("Ines", "Karl"))
    assert found and all(c.features.shape == (len(FEATURES),) for c in found)
    dense = [FEATURES.index(f) for f in DENSE_FEATURES]
    assert all(not c.features[dense].any() for c in found)
    keys = [(c.anchor.turn_id, c.anchor.char_start, c.anchor.implicit) for c in found]
    assert len(keys) == len(set(keys))  # one candidate per anchor
    assert all(answerable(c.anchor) for c in found)


def test_probabilities_leave_room_for_none(own: Store) -> None:
    q = parse_question("When did Karl finish the table for his sister?", ("Ines", "Karl"))
    scored = score(candidates(own, "ines-karl", q, LEXICAL, ("Ines", "Karl")), LEXICAL)
    total = sum(s.probability for s in scored)
    assert 0 < total < 1
    assert scored == sorted(scored, key=lambda s: -s.score)
    best = scored[0]
    assert best.anchor.turn_id == "D3:2" and best.anchor.start == date(2024, 2, 21)
    # the softmax against the "none" option of score 0
    assert math.isclose(
        best.probability, math.exp(best.score) / (1 + sum(math.exp(s.score) for s in scored))
    )


@needs_minilm
def test_minilm_finds_an_event_told_in_other_words(own: Store) -> None:
    """ "rent a space" shares no word with "signed the lease"; MiniLM still links them."""
    index = TemporalIndex(own)
    result = index.ask("ines-karl", "When did Karl rent premises for his carpentry business?")
    top = (result.answers or result.evidence)[0]
    assert (top.turn_id, top.start) == ("D2:1", date(2024, 1, 29))
    lexical = TemporalIndex(own, dense=False).ask(
        "ines-karl", "When did Karl rent premises for his carpentry business?"
    )
    assert all(a.turn_id != "D2:1" for a in lexical.evidence[:1])


@pytest.mark.parametrize(
    "question",
    [
        "When did Karl go skiing in the Alps?",
        "When did Ines buy a motorbike?",
    ],
)
def test_abstains_when_the_event_is_not_in_the_conversation(own: Store, question: str) -> None:
    for index in (TemporalIndex(own), TemporalIndex(own, dense=False)):
        result = index.ask("ines-karl", question)
        assert result.abstained and result.answers == ()
        assert result.reason
        assert index.when("ines-karl", question) == []


def test_weights_have_one_value_per_feature() -> None:
    for weights in (DENSE, LEXICAL):
        assert len(weights.values) == len(FEATURES)
        assert 0 <= weights.threshold < 1
    # without MiniLM the dense features carry no weight
    dense = [FEATURES.index(f) for f in DENSE_FEATURES]
    assert not np.asarray(LEXICAL.values)[dense].any()


def test_anchors_are_read_back_as_written(own: Store) -> None:
    anchors = load_anchors(own, "femi-hana", ["D3:4"])
    assert [a.surface for a in anchors] == ["the 12th of June", "two weeks"][: len(anchors)]


@pytest.mark.parametrize("dense", [True, False])
def test_the_period_a_question_names_is_no_event_word(store: Store, dense: bool) -> None:
    """ "When did Ana go camping in June?" matches "camping", not "June": a turn that planned
    camping "in June" matched both words and outranked the one telling the trip itself."""
    plan, told = at(2023, 5, 20), at(2023, 6, 27)
    turns = (
        Turn(
            "D1:1",
            1,
            0,
            "Ana",
            "The kids are begging for camping in June, fingers crossed.",
            at=plan,
        ),
        Turn("D1:2", 1, 1, "Bo", "Nice! My new bike arrives in June too.", at=plan),
        Turn("D2:1", 2, 0, "Ana", "Back home! We took the kids camping last week.", at=told),
        Turn("D2:2", 2, 1, "Bo", "Sounds like the kids had fun.", at=told),
    )
    sessions = (Session(1, plan, turns[:2]), Session(2, told, turns[2:]))
    ingest_conversation(store, Conversation("trips", ("Ana", "Bo"), sessions))
    if dense and not minilm_available():
        pytest.skip("the onnx extra is missing")
    result = TemporalIndex(store, dense=dense).ask("trips", "When did Ana go camping in June?")
    assert result.evidence and result.evidence[0].turn_id == "D2:1"
    assert (result.evidence[0].start, result.evidence[0].end) == (
        date(2023, 6, 19),
        date(2023, 6, 25),
    )
    assert parse_question("When did Ana go camping in June?").terms == ("ana", "go", "camping")
