"""TurnSearch, TurnRanker and TemporalIndex say they are thread-safe: one shared store, many
threads asking at once, every answer equal to the one asked alone."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from swcmem.search import TurnRanker, TurnSearch
from swcmem.search.embed import minilm_available
from swcmem.store import Store
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation

from .test_search import BAKERY

QUESTIONS = [
    "Who lent Omar a bread oven?",
    "When was the market on Saturday?",
    "What does Lena feed the starter?",
    "How many loaves of sourdough were sold?",
    "caraway seeds rye",
]


def _ask(store: Store, question: str) -> tuple[object, ...]:
    hits = TurnSearch(store).search("bakery", question)
    ranked = [t.seq for t in TurnRanker(store).rank("bakery", question, BAKERY.speakers)]
    answers = TemporalIndex(store, dense=False).when("bakery", question, k=3)
    return (
        [(h.turn.id, round(h.score, 9)) for h in hits],
        ranked,
        [a.to_dict() for a in answers],
    )


def test_concurrent_queries_equal_single_ones(store: Store) -> None:
    ingest_conversation(store, BAKERY)
    alone = {q: _ask(store, q) for q in QUESTIONS}
    jobs = QUESTIONS * 40
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda q: (q, _ask(store, q)), jobs))
    assert len(results) == len(jobs)
    for question, got in results:
        assert got == alone[question], question


@pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")
def test_one_dense_index_shared_by_threads_answers_as_alone(store: Store) -> None:
    """One TemporalIndex with MiniLM shared by 8 threads: questions encoded on the shared pool
    while the store is read, the model's two intra-op threads, the index's caches."""
    ingest_conversation(store, BAKERY)
    index = TemporalIndex(store)
    index.prepare("bakery")

    def ask(question: str) -> list[tuple[object, ...]]:
        result = index.ask("bakery", question, k=3)
        return [(a.turn_id, a.start, a.end, round(a.score, 4)) for a in result.evidence]

    alone = {q: ask(q) for q in QUESTIONS}
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda q: (q, ask(q)), QUESTIONS * 20))
    assert len(results) == len(QUESTIONS) * 20
    for question, got in results:
        assert got == alone[question], question
