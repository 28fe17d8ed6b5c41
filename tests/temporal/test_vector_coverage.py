"""vector_coverage counts what EventVectors embeds: after ensure() the two numbers agree,
even with general references ("now", "recently": never embedded) and two anchors that start
at one place of a turn; on both backends."""

from __future__ import annotations

from swcmem.model import REFERENCE_GRAINS
from swcmem.store import Store
from swcmem.store.vectors import vector_coverage
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.vectors import EventVectors

from .conftest import at, conversation_of
from .test_snapshot import _Hashing

LINES = [
    (1, at(2023, 5, 8), "Rosa", "Right now I'm swamped, but I joined a choir yesterday."),
    (1, at(2023, 5, 8), "Malik", "I've been painting a lot recently."),
    (1, at(2023, 5, 8), "Rosa", "The concert is next Friday at 7pm, then we rest."),
    (2, at(2023, 5, 25), "Malik", "I ran a charity race last Saturday."),
]


def test_coverage_agrees_with_what_is_embedded(store: Store) -> None:
    ingest_conversation(store, conversation_of("cov", ("Rosa", "Malik"), LINES))
    anchors = TemporalIndex(store, dense=False).anchors("cov")
    assert any(a.grain in REFERENCE_GRAINS for a in anchors if not a.implicit)
    vectors = EventVectors(store, _Hashing(), "hashing/1")
    wanted, made = vector_coverage(store, "cov", "hashing/1")
    assert made == 0 and wanted > len(LINES)
    assert vectors.ensure("cov") == wanted
    assert vector_coverage(store, "cov", "hashing/1") == (wanted, wanted)
    assert vector_coverage(store, "cov", "other/1") == (wanted, 0)
