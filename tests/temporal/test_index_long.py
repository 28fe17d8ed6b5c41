"""A long conversation is ranked lexically: when() never embeds it (its MiniLM vectors would
take minutes and hundreds of MB at 100,000 turns), and answers with the lexical scorer."""

from __future__ import annotations

import pytest

from swc.swc_data import make_conversation
from swcmem.search.embed import minilm_available
from swcmem.store import Store
from swcmem.temporal import index as index_module
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.weights import LEXICAL


def _vectors(store: Store) -> int:
    return int(store.execute("SELECT count(*) FROM event_vectors").fetchone()[0])


def test_a_conversation_over_the_bound_is_ranked_lexically(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    ingest_conversation(store, make_conversation("long", sessions=6))
    monkeypatch.setattr(index_module, "DENSE_MAX_TURNS", 10)  # 24 turns: over the bound
    dense = TemporalIndex(store)  # dense asked for (used when the onnx extra is installed)
    lexical = TemporalIndex(store, dense=False)
    question = "When did Ben run the trail race?"
    assert dense.ask("long", question) == lexical.ask("long", question)
    assert dense.prepare("long") == 0 and _vectors(store) == 0
    assert dense._weights_for("long") is LEXICAL


def test_a_long_conversation_never_loads_the_model(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    ingest_conversation(store, make_conversation("long", sessions=6))
    monkeypatch.setattr(index_module, "DENSE_MAX_TURNS", 10)
    index = TemporalIndex(store)
    index.ask("long", "When did Ben run the trail race?")
    index.prepare("long")
    assert index._vectors is None  # the MiniLM model (hundreds of MB) was never loaded


@pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")
def test_with_the_model_loaded_a_long_conversation_is_still_lexical_and_not_stuck(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once the model is loaded, questions are encoded before the store is read; a long
    conversation is still answered lexically, is remembered (no encoding ahead next time), and
    is matched with MiniLM again once it is under the bound."""
    ingest_conversation(store, make_conversation("short", sessions=2))
    ingest_conversation(store, make_conversation("long", sessions=6))
    index = TemporalIndex(store)
    question = "When did Ben run the trail race?"
    index.ask("short", question)
    assert index._vectors is not None
    monkeypatch.setattr(index_module, "DENSE_MAX_TURNS", 10)
    lexical = TemporalIndex(store, dense=False).ask("long", question)
    assert index.ask("long", question) == lexical
    assert "long" in index._lexical and index.ask("long", question) == lexical
    monkeypatch.setattr(index_module, "DENSE_MAX_TURNS", 10_000)
    dense = index.ask("long", question)
    assert "long" not in index._lexical and index._weights_for("long") is not LEXICAL
    assert dense.evidence and _vectors(store) > 0
