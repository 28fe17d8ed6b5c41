"""Incremental consolidation: a new session re-reads only what it changes, and the result
equals consolidating the grown conversation from scratch."""

from __future__ import annotations

from pathlib import Path

import pytest

from swc.swc_data import make_conversation
from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.consolidate.engine import chunk_idf, count_gist_terms
from swcmem.consolidate.gist.extractive import idf_table
from swcmem.consolidate.scoring import chunk_feature_rows, current_chunks
from swcmem.salience.chunks import make_chunks
from swcmem.salience.embed import LexicalEmbedder
from swcmem.salience.features import downstream_similarity, lexical_downstream
from swcmem.salience.score import chunk_features
from swcmem.store import Store
from swcmem.store.features import load_features
from swcmem.store.gists import list_gists, load_chunks
from swcmem.temporal.ingest import ingest_conversation

CONFIG = ConsolidationConfig(strategy="swc-full", max_chunk_tokens=60)  # sessions in parts


def _state(store: Store, cid: str) -> list[tuple[str, str | None, float]]:
    return [(c.id, c.tier, round(c.salience or 0.0, 9)) for c in load_chunks(store, cid)]


def test_a_new_session_equals_a_rebuild_and_reads_only_new_chunks(tmp_path: Path) -> None:
    grown = Store(tmp_path / "grown.db")
    ingest_conversation(grown, make_conversation("c", sessions=5))
    consolidate(grown, "c", CONFIG)
    ingest_conversation(grown, make_conversation("c", sessions=6))
    report = consolidate(grown, "c", CONFIG)

    scratch = Store(tmp_path / "scratch.db")
    ingest_conversation(scratch, make_conversation("c", sessions=6))
    full = consolidate(scratch, "c", CONFIG)

    assert _state(grown, "c") == _state(scratch, "c")
    new = [c for c in make_chunks(make_conversation("c", sessions=6), 60) if c.session_idx == 6]
    assert report.chunks == full.chunks and report.chunks_rescored == report.chunks
    assert report.chunks_read == len(new) < full.chunks_read == full.chunks
    # the session that lost its protection is gisted now; nothing else is gisted again
    assert report.created == sum(1 for c in load_chunks(grown, "c") if c.session_idx == 4)
    texts = {g.chunk_id: g.text for g in list_gists(grown, "c")}
    assert texts == {g.chunk_id: g.text for g in list_gists(scratch, "c")}


def test_an_unchanged_conversation_is_not_rescored(store: Store) -> None:
    ingest_conversation(store, make_conversation("c", sessions=6))
    consolidate(store, "c", CONFIG)
    again = consolidate(store, "c", CONFIG)
    assert not again.rescored and again.chunks_rescored == again.chunks_read == 0
    assert again.created == 0 and again.tier_changes == 0


def test_stored_sessions_keep_their_chunks_and_features(store: Store) -> None:
    ingest_conversation(store, make_conversation("c", sessions=4))
    consolidate(store, "c", CONFIG)
    before = load_features(store, "c", ["terms", "density:heuristic"])
    conv = make_conversation("c", sessions=5)
    ingest_conversation(store, conv)
    chunks = current_chunks(store, conv, CONFIG)
    assert [c.id for c in chunks] == [c.id for c in make_chunks(conv, 60)]
    assert [c.tokens for c in chunks] == [c.tokens for c in make_chunks(conv, 60)]
    features, read = chunk_feature_rows(store, "c", chunks, CONFIG)
    assert read == sum(1 for c in chunks if c.session_idx == 5)
    fresh = chunk_features(chunks, LexicalEmbedder())
    assert [(f.terms, f.density) for f in features] == [(f.terms, f.density) for f in fresh]
    after = load_features(store, "c", ["terms", "density:heuristic"])
    assert all(after[k].value == v.value for k, v in before.items())


def test_sparse_lexical_similarity_equals_the_dense_one() -> None:
    chunks = make_chunks(make_conversation("c", sessions=6), 60)
    dense = downstream_similarity(chunks, LexicalEmbedder())
    features = chunk_features(chunks, LexicalEmbedder())
    sparse = lexical_downstream([f.terms or {} for f in features], [f.turns for f in features])
    assert sparse == pytest.approx(dense, abs=1e-6)
    assert sparse[-1] == 0.0 and max(sparse) > 0.1


def test_gist_idf_from_stored_counts_equals_a_full_scan(store: Store) -> None:
    conv = make_conversation("c", sessions=4)
    ingest_conversation(store, conv)
    assert count_gist_terms(store, conv) == len(conv.turns)
    grown = make_conversation("c", sessions=6)
    ingest_conversation(store, grown)
    assert count_gist_terms(store, grown) == len(grown.turns)
    assert count_gist_terms(store, grown) == len(grown.turns)  # nothing counted twice
    full = idf_table([t.full_text for t in grown.turns])
    for chunk in make_chunks(grown):
        idf = chunk_idf(store, "c", chunk)
        assert idf and idf == {w: pytest.approx(full[w]) for w in idf}
