"""Ranking on our longer written conversations (``when_more_conversations.json``): one
sentence telling two events, events told in other words, a bare answer's event, the
confidence that abstention reads, and gold answers the benchmark's matcher reads."""

from __future__ import annotations

import math
from datetime import date
from functools import partial
from pathlib import Path

import pytest

from swcmem.bench.gold import unparsed_answers
from swcmem.bench.when import checkable_questions, reference
from swcmem.ingest.files import load_dataset
from swcmem.search.embed import minilm_available
from swcmem.store import Store
from swcmem.temporal.clauses import event_texts
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_dataset
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import candidates, score
from swcmem.temporal.vectors import texts_to_embed
from swcmem.temporal.weights import DENSE, LEXICAL

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
MORE = FIXTURES / "when_more_conversations.json"
needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")


@pytest.fixture(scope="module")
def more(tmp_path_factory: pytest.TempPathFactory) -> Store:
    store = Store(tmp_path_factory.mktemp("more") / "more.db")
    ingest_dataset(store, load_dataset(MORE))
    return store


@needs_minilm
@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("When did the plumber come to fix Ruth's boiler?", date(2022, 3, 11)),
        ("When did Ruth's boiler break down?", date(2022, 3, 7)),
    ],
)
def test_one_sentence_two_events_each_dated_by_its_clause(
    more: Store, question: str, day: date
) -> None:
    """ "The boiler broke down on Monday, so it was cold showers until the plumber came
    yesterday.": each date answers for the event of its own clause (MiniLM on the clause;
    by words alone "plumber" and "boiler" weigh about the same)."""
    best = TemporalIndex(more).ask("ruth-omar", question).evidence[0]
    assert (best.turn_id, best.start, best.end) == ("D1:9", day, day)


def test_a_bare_answer_keeps_its_question_as_its_event() -> None:
    text = "Seven in May. We're planning a garden party for her."
    event = "Omar: How old is she now? Ruth: Seven in May."
    start = text.index("in May")
    texts = event_texts(text, start, start + 6, "in May", event)
    assert texts == (event, event, event)
    sentence = "We moved in March, but the boxes are still here."
    start = sentence.index("in March")
    texts = event_texts(sentence, start, start + 8, "in March", sentence)
    assert texts.clause.strip(" ,") == "We moved in March"


def test_anchors_are_embedded_by_their_clause(more: Store) -> None:
    texts = dict(texts_to_embed(more, "ruth-omar"))
    boiler = "The boiler broke down on Monday, so it was cold showers until the plumber came"
    sentence = f"{boiler} yesterday."
    assert texts[("D1:9", -1)] == sentence  # the whole turn
    assert texts[("D1:9", sentence.index("on Monday"))] == "The boiler broke down on Monday"
    assert texts[("D1:9", sentence.index("yesterday"))].strip() == "the plumber came yesterday."


@needs_minilm
@pytest.mark.parametrize(
    ("conversation", "question", "turn", "day"),
    [
        # "A pipe burst in the basement on Tuesday night"
        ("priya-dan", "When did Priya's basement flood?", "D2:4", date(2021, 3, 16)),
        # "we picked him up from the rescue centre on Sunday" (a cat called Pickle)
        ("ruth-omar", "When did Omar adopt a kitten?", "D7:1", date(2022, 8, 14)),
    ],
)
def test_minilm_finds_events_told_in_other_words(
    more: Store, conversation: str, question: str, turn: str, day: date
) -> None:
    answers = TemporalIndex(more).when(conversation, question)
    assert answers and (answers[0].turn_id, answers[0].start) == (turn, day)


@pytest.mark.parametrize("dense", [True, False])
def test_an_answers_score_is_its_confidence_against_none(more: Store, dense: bool) -> None:
    index = TemporalIndex(more, dense=dense)
    assert index.weights is (DENSE if index.dense else LEXICAL)
    q = parse_question("When did Omar move into his new flat?", ("Ruth", "Omar"))
    made = index.vectors
    vectors = made.conversation("ruth-omar") if made else None
    encode = partial(made.encode, q.event) if made else None
    found = candidates(more, "ruth-omar", q, index.weights, ("Ruth", "Omar"), vectors, encode)
    best = score(found, index.weights)[0]
    assert math.isclose(best.confidence, 1 / (1 + math.exp(-best.score)))
    assert best.confidence > best.probability  # the field's share is smaller than vs none
    answer = index.when("ruth-omar", "When did Omar move into his new flat?")[0]
    assert (answer.start, answer.turn_id) == (date(2022, 5, 21), "D4:4")
    assert math.isclose(answer.score, best.confidence)


def test_every_gold_answer_of_our_conversations_is_read() -> None:
    """Every written fixture: each dated gold answer reads as an interval (0 unparsed); the
    fixtures hold length answers and unanswerable questions too."""
    every = []
    for path in sorted(FIXTURES.glob("when_*conversations.json")):
        dataset = load_dataset(path)
        items, reasons = checkable_questions(dataset)
        assert sum(reasons.values()) == 0, (path.name, reasons)
        pairs = [
            (qa.answer, reference(conv, qa))
            for conv in dataset.conversations
            for qa in dataset.questions(conv.id)
            if qa.category == 2
        ]
        assert pairs and unparsed_answers(pairs) == []
        every += items
    assert any(i.length_days for i in every) and any(i.gold is None for i in every)
