"""Chunks and their tiers, brought up to date incrementally.

Turns are append-only, so when a session arrives only the sessions that gained turns are cut
into chunks again; every other session keeps its stored chunks. Salience is then re-scored by
arithmetic on stored per-chunk features (:mod:`swcmem.store.features`): recency is the
session's rank, density a stored number, and downstream similarity a weighted sum over stored
term counts (or embeddings), so only new or grown chunks are read and analysed. The result
equals scoring the whole conversation from scratch (up to float rounding).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.stored import chunk_rows, remember_chunk_rows
from swcmem.consolidate.tiers import TierDecision, assign_tiers
from swcmem.model import Conversation, Session, Turn
from swcmem.salience.chunks import Chunk, session_chunks
from swcmem.salience.embed import feature_name, get_embedder
from swcmem.salience.score import ChunkFeatures, chunk_features, score_features
from swcmem.store import gists as gist_store
from swcmem.store.db import Store
from swcmem.store.features import (
    StoredFeature,
    delete_stale_features,
    load_features,
    save_features,
)
from swcmem.store.gists import StoredChunk
from swcmem.store.search import session_line_costs


@dataclass(frozen=True)
class TierWork:
    """Tier decisions for every chunk, and the work it took: chunks re-scored (0 when the
    stored tiers described this state already), chunks read and analysed from their text
    (new or grown ones), and chunks whose tier changed."""

    decisions: list[TierDecision]
    rescored: int = 0
    read: int = 0
    tier_changes: int = 0


def state_signature(conv: Conversation) -> str:
    """Identifies the conversation's content (turns are append-only): sessions and turns."""
    return f"{len(conv.sessions)}s/{len(conv.turns)}t"


def current_chunks(store: Store, conv: Conversation, config: ConsolidationConfig) -> list[Chunk]:
    """The chunks of ``conv``: a session whose stored chunks cover all its turns (cut with
    these settings) keeps them; the others are cut now."""
    rows = chunk_rows(store, conv.id)
    same = all(_settings(r) == config.salience_signature() for r in rows)
    by_session: dict[int, list[StoredChunk]] = {}
    for r in rows if same else ():
        by_session.setdefault(r.session_idx, []).append(r)
    out: list[Chunk] = []
    for s in conv.sessions:
        if s.turns:
            kept = _from_rows(s, by_session.get(s.idx, []))
            if kept is None:
                costs = session_line_costs(store, conv.id, s.idx)
                kept = session_chunks(s, config.max_chunk_tokens, costs)
            out.extend(kept)
    return out


def chunks_from_rows(conv: Conversation, rows: Sequence[StoredChunk]) -> list[Chunk]:
    """The chunks stored rows describe, their turns taken from ``conv`` (rows that describe
    this state of the conversation: each session's rows cover its turns in order)."""
    by_session: dict[int, list[StoredChunk]] = {}
    for r in rows:
        by_session.setdefault(r.session_idx, []).append(r)
    out: list[Chunk] = []
    for idx, parts in by_session.items():
        session = conv.session(idx)
        kept = _from_rows(session, parts)
        if kept is None:  # rows of another state: take each turn by id
            kept = [
                Chunk(r.id, idx, _turns(conv, r.turn_ids), session.started_at, r.tokens)
                for r in parts
            ]
        out.extend(kept)
    return out


def _turns(conv: Conversation, ids: Sequence[str]) -> tuple[Turn, ...]:
    found = (conv.turn(t) for t in ids)
    return tuple(t for t in found if t is not None)


def _settings(row: StoredChunk) -> str:
    return (row.computed_with or "").partition("|")[2]


def _from_rows(session: Session, rows: Sequence[StoredChunk]) -> list[Chunk] | None:
    """The session's chunks from its stored rows, or None unless they cover it exactly."""
    if not rows:
        return None
    out: list[Chunk] = []
    k = 0
    for r in rows:
        part = session.turns[k : k + len(r.turn_ids)]
        if not part or (part[0].id, part[-1].id) != (r.turn_ids[0], r.turn_ids[-1]):
            return None  # turns are append-only: matching ends and counts match throughout
        out.append(Chunk(r.id, session.idx, part, session.started_at, r.tokens))
        k += len(part)
    return out if k == len(session.turns) else None


def ensure_tiers(
    store: Store, conv: Conversation, chunks: list[Chunk], config: ConsolidationConfig
) -> TierWork:
    """Tier decisions for ``chunks``: the stored ones when they describe this very state of
    the conversation with these settings, else re-scored from features (and stored)."""
    signature = f"{state_signature(conv)}|{config.salience_signature()}"
    stored = {r.id: r for r in chunk_rows(store, conv.id)}
    if len(stored) == len(chunks) and all(
        c.id in stored
        and stored[c.id].computed_with == signature
        and stored[c.id].fingerprint == c.fingerprint
        for c in chunks
    ):
        return TierWork([stored_decision(stored[c.id]) for c in chunks])
    features, read = chunk_feature_rows(store, conv.id, chunks, config)
    scores = score_features(features, config.weights)
    decisions = assign_tiers(scores, config.tiers)
    rows = [
        StoredChunk(
            conversation_id=conv.id,
            id=c.id,
            session_idx=c.session_idx,
            turn_ids=c.turn_ids,
            tokens=c.tokens,
            fingerprint=c.fingerprint,
            salience=s.salience,
            features=s.features(),
            tier=d.tier,
            reasons=d.reasons,
            computed_with=signature,
        )
        for c, s, d in zip(chunks, scores, decisions, strict=True)
    ]
    with store.atomic():
        gist_store.delete_stale_chunks(store, conv.id, [c.id for c in chunks])
        gist_store.save_chunks(store, rows)
        delete_stale_features(store, conv.id, [c.id for c in chunks])
    if not store.backend.in_transaction():
        remember_chunk_rows(store, conv.id, rows)
    changed = sum(1 for d in decisions if getattr(stored.get(d.chunk_id), "tier", None) != d.tier)
    return TierWork(decisions, len(chunks), read, changed)


def stored_decision(row: StoredChunk) -> TierDecision:
    """The tier decision a stored chunk row records."""
    protected = any(r.startswith("protected") for r in row.reasons)
    tier = row.tier if row.tier in ("high", "mid", "low") else "mid"
    return TierDecision(row.id, row.session_idx, row.salience or 0.0, tier, protected, row.reasons)  # type: ignore[arg-type]


def feature_kinds(config: ConsolidationConfig) -> tuple[str, str]:
    """The stored feature kinds these settings use: (similarity, density)."""
    similarity = (
        "terms" if config.embedder == "lexical" else f"embedding:{feature_name(config.embedder)}"
    )
    return similarity, f"density:{config.density}"


def chunk_feature_rows(
    store: Store, conversation_id: str, chunks: Sequence[Chunk], config: ConsolidationConfig
) -> tuple[list[ChunkFeatures], int]:
    """The salience features of every chunk — stored ones reused, the rest computed from
    the chunks' text and stored — and how many chunks were read."""
    similarity, dens = feature_kinds(config)
    stored = load_features(store, conversation_id, [similarity, dens])
    found = {
        key: row
        for c in chunks
        for key in ((c.id, similarity), (c.id, dens))
        if (row := stored.get(key)) is not None and row.fingerprint == c.fingerprint
    }
    todo = [c for c in chunks if (c.id, similarity) not in found or (c.id, dens) not in found]
    fresh = {}
    if todo:
        embedder = get_embedder(config.embedder)
        fresh = {f.chunk_id: f for f in chunk_features(todo, embedder, config.density)}
        save_features(
            store,
            conversation_id,
            [row for c in todo for row in _rows(c, fresh[c.id], similarity, dens)],
        )
    out = [
        fresh.get(c.id) or _from_stored(c, found[(c.id, similarity)], found[(c.id, dens)])
        for c in chunks
    ]
    return out, len(todo)


def _rows(chunk: Chunk, f: ChunkFeatures, similarity: str, dens: str) -> list[StoredFeature]:
    value: object = dict(f.terms) if f.terms is not None else list(f.vector or ())
    return [
        StoredFeature(chunk.id, similarity, chunk.fingerprint, value),
        StoredFeature(chunk.id, dens, chunk.fingerprint, f.density),
    ]


def _from_stored(chunk: Chunk, similarity: StoredFeature, dens: StoredFeature) -> ChunkFeatures:
    value = similarity.value
    terms = value if isinstance(value, dict) else None
    vector = tuple(float(x) for x in value) if isinstance(value, list) else None
    density = dens.value if isinstance(dens.value, (int, float)) else 0.0
    return ChunkFeatures(
        chunk.id, chunk.session_idx, len(chunk.turns), float(density), terms, vector
    )
