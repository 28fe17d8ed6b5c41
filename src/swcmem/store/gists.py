"""Chunks (with salience and tier) and gists (with provenance and audit) of the SWC engine.

Derived data: every row can be rebuilt from the turns. A gist is unique per (conversation,
chunk, strategy, gister, version); writing it again replaces it (never a duplicate).

Every write of a conversation's chunk rows or gists replaces the matching half of its
*memory token* (:func:`memory_token`, migration 0010): in-process caches of the parsed rows
and of views built from them compare it instead of scanning the rows.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from swcmem.store.db import Store
from swcmem.store.sql import upsert

CHUNK_COLUMNS = (
    "conversation_id",
    "id",
    "session_idx",
    "turn_ids",
    "tokens",
    "fingerprint",
    "salience",
    "features_json",
    "tier",
    "reasons_json",
    "computed_with",
    "updated_at",
)
STATE_COLUMNS = (
    "conversation_id",
    "key",
    "status",
    "signature",
    "sessions",
    "turns",
    "started_at",
    "finished_at",
)


@dataclass(frozen=True, slots=True)
class GistUnit:
    """One ranked piece of a gist. Rank 0 is kept first; -1 means always kept (a repair)."""

    text: str
    turn_ids: tuple[str, ...]
    rank: int

    def as_json(self) -> dict[str, Any]:
        return {"text": self.text, "turn_ids": list(self.turn_ids), "rank": self.rank}


@dataclass(frozen=True, slots=True)
class StoredChunk:
    conversation_id: str
    id: str
    session_idx: int
    turn_ids: tuple[str, ...]
    tokens: int
    fingerprint: str
    salience: float | None = None
    features: dict[str, float] | None = None
    tier: str | None = None
    reasons: tuple[str, ...] = ()
    computed_with: str | None = None


@dataclass(frozen=True, slots=True)
class StoredGist:
    id: int
    conversation_id: str
    chunk_id: str
    session_idx: int
    strategy: str
    gister: str
    version: str
    chunk_fingerprint: str
    text: str
    tokens: int
    units: tuple[GistUnit, ...]
    source_turns: tuple[str, ...]
    llm_spec: str | None
    audit_json: str | None
    created_at: str


@dataclass(frozen=True, slots=True)
class NewGist:
    """A gist to write (the id and creation time are given by the store)."""

    conversation_id: str
    chunk_id: str
    session_idx: int
    strategy: str
    gister: str
    version: str
    chunk_fingerprint: str
    text: str
    tokens: int
    units: tuple[GistUnit, ...]
    source_turns: tuple[str, ...]
    llm_spec: str | None = None
    audit_json: str | None = None


def _now() -> str:
    return datetime.now(UTC).isoformat()


def save_chunks(store: Store, chunks: Iterable[StoredChunk]) -> None:
    """Insert or replace chunk rows (one transaction)."""
    rows = [
        (
            c.conversation_id,
            c.id,
            c.session_idx,
            json.dumps(list(c.turn_ids)),
            c.tokens,
            c.fingerprint,
            c.salience,
            None if c.features is None else json.dumps(c.features),
            c.tier,
            json.dumps(list(c.reasons)),
            c.computed_with,
            _now(),
        )
        for c in chunks
    ]
    if not rows:
        return
    with store.atomic() as db:
        db.executemany(upsert("chunks", CHUNK_COLUMNS, ("conversation_id", "id")), rows)
        bump(db, rows[0][0], "chunks")


def delete_stale_chunks(store: Store, conversation_id: str, keep: Sequence[str]) -> None:
    """Remove chunk rows whose id is no longer produced (e.g. a re-split long session)."""
    kept = set(keep)
    with store.atomic() as db:
        stored = [
            r[0]
            for r in db.execute("SELECT id FROM chunks WHERE conversation_id=?", (conversation_id,))
        ]
        gone = [(conversation_id, cid) for cid in stored if cid not in kept]
        if gone:
            db.executemany("DELETE FROM chunks WHERE conversation_id=? AND id=?", gone)
            bump(db, conversation_id, "chunks")


def load_chunks(store: Store, conversation_id: str) -> list[StoredChunk]:
    """The stored chunks of a conversation, in conversation order (``s3.2`` before ``s3.10``)."""
    rows = store.execute(
        "SELECT * FROM chunks WHERE conversation_id=? ORDER BY session_idx, id", (conversation_id,)
    )
    return sorted((_chunk(r) for r in rows), key=lambda c: (c.session_idx, chunk_part(c.id)))


def chunk_part(chunk_id: str) -> int:
    """The part number of a chunk id (``s7.2`` → 2; a whole session ``s7`` → 0)."""
    _, _, part = chunk_id.partition(".")
    return int(part) if part.isdigit() else 0


def _chunk(r: Any) -> StoredChunk:
    return StoredChunk(
        conversation_id=r["conversation_id"],
        id=r["id"],
        session_idx=r["session_idx"],
        turn_ids=tuple(json.loads(r["turn_ids"])),
        tokens=r["tokens"],
        fingerprint=r["fingerprint"],
        salience=r["salience"],
        features=None if r["features_json"] is None else json.loads(r["features_json"]),
        tier=r["tier"],
        reasons=tuple(json.loads(r["reasons_json"] or "[]")),
        computed_with=r["computed_with"],
    )


def save_gist(store: Store, gist: NewGist) -> StoredGist:
    """Write one gist in its own transaction (replacing the row with the same key)."""
    with store.atomic() as db:
        db.execute(
            "INSERT INTO gists (conversation_id, chunk_id, session_idx, strategy, gister, version,"
            " chunk_fingerprint, text, tokens, units_json, source_turns, llm_spec, audit_json,"
            " created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            " ON CONFLICT (conversation_id, chunk_id, strategy, gister, version) DO UPDATE SET"
            " session_idx=excluded.session_idx, chunk_fingerprint=excluded.chunk_fingerprint,"
            " text=excluded.text, tokens=excluded.tokens, units_json=excluded.units_json,"
            " source_turns=excluded.source_turns, llm_spec=excluded.llm_spec,"
            " audit_json=excluded.audit_json, created_at=excluded.created_at",
            (
                gist.conversation_id,
                gist.chunk_id,
                gist.session_idx,
                gist.strategy,
                gist.gister,
                gist.version,
                gist.chunk_fingerprint,
                gist.text,
                gist.tokens,
                json.dumps([u.as_json() for u in gist.units]),
                json.dumps(list(gist.source_turns)),
                gist.llm_spec,
                gist.audit_json,
                _now(),
            ),
        )
        bump(db, gist.conversation_id, "gists")
        row = db.execute(
            "SELECT * FROM gists WHERE conversation_id=? AND chunk_id=? AND strategy=?"
            " AND gister=? AND version=?",
            (gist.conversation_id, gist.chunk_id, gist.strategy, gist.gister, gist.version),
        ).fetchone()
    return _gist(row)


def list_gists(
    store: Store,
    conversation_id: str,
    *,
    strategy: str | None = None,
    gister: str | None = None,
    version: str | None = None,
) -> list[StoredGist]:
    """Stored gists of a conversation (optionally one strategy/gister/version), in order."""
    sql = "SELECT * FROM gists WHERE conversation_id=?"
    params: list[object] = [conversation_id]
    for column, value in (("strategy", strategy), ("gister", gister), ("version", version)):
        if value is not None:
            sql += f" AND {column}=?"
            params.append(value)
    rows = store.execute(
        sql + " ORDER BY session_idx, chunk_id, strategy, gister, version", tuple(params)
    )
    return [_gist(r) for r in rows]


def count_gists(store: Store, conversation_id: str) -> int:
    row = store.execute(
        "SELECT count(*) FROM gists WHERE conversation_id=?", (conversation_id,)
    ).fetchone()
    return int(row[0])


def _gist(r: Any) -> StoredGist:
    units = tuple(
        GistUnit(u["text"], tuple(u["turn_ids"]), int(u["rank"]))
        for u in json.loads(r["units_json"])
    )
    return StoredGist(
        id=r["id"],
        conversation_id=r["conversation_id"],
        chunk_id=r["chunk_id"],
        session_idx=r["session_idx"],
        strategy=r["strategy"],
        gister=r["gister"],
        version=r["version"],
        chunk_fingerprint=r["chunk_fingerprint"],
        text=r["text"],
        tokens=r["tokens"],
        units=units,
        source_turns=tuple(json.loads(r["source_turns"])),
        llm_spec=r["llm_spec"],
        audit_json=r["audit_json"],
        created_at=r["created_at"],
    )


def get_state(store: Store, conversation_id: str, key: str) -> dict[str, Any] | None:
    """The consolidation run record for (conversation, key), if any."""
    row = store.execute(
        "SELECT * FROM consolidation_state WHERE conversation_id=? AND key=?",
        (conversation_id, key),
    ).fetchone()
    return None if row is None else dict(row)


def mark_running(
    store: Store, conversation_id: str, key: str, signature: str, sessions: int, turns: int
) -> None:
    with store.atomic() as db:
        db.execute(
            upsert("consolidation_state", STATE_COLUMNS, ("conversation_id", "key")),
            (conversation_id, key, "running", signature, sessions, turns, _now(), None),
        )


def mark_done(store: Store, conversation_id: str, key: str) -> None:
    with store.atomic() as db:
        db.execute(
            "UPDATE consolidation_state SET status='done', finished_at=? WHERE conversation_id=?"
            " AND key=?",
            (_now(), conversation_id, key),
        )


def last_done(store: Store, conversation_id: str) -> dict[str, Any] | None:
    """The most recent finished consolidation run of any key (for the scheduler)."""
    row = store.execute(
        "SELECT * FROM consolidation_state WHERE conversation_id=? AND status='done'"
        " ORDER BY finished_at DESC LIMIT 1",
        (conversation_id,),
    ).fetchone()
    return None if row is None else dict(row)


def interrupted(store: Store, conversation_id: str) -> bool:
    """True when a consolidation of this conversation started and never finished."""
    row = store.execute(
        "SELECT 1 FROM consolidation_state WHERE conversation_id=? AND status='running'",
        (conversation_id,),
    ).fetchone()
    return row is not None


def gist_fingerprints(
    store: Store, conversation_id: str, strategy: str, gister: str, version: str
) -> dict[str, str]:
    """chunk id → the chunk state its stored gist was made from (no gist text is read)."""
    rows = store.execute(
        "SELECT chunk_id, chunk_fingerprint FROM gists WHERE conversation_id=? AND strategy=?"
        " AND gister=? AND version=?",
        (conversation_id, strategy, gister, version),
    )
    return {str(r[0]): str(r[1]) for r in rows}


@dataclass(frozen=True, slots=True)
class MemoryToken:
    """Values that change on every write of a conversation's chunk rows / gists."""

    chunks: str | None = None
    gists: str | None = None


def bump(store: Store, conversation_id: str, part: str) -> None:
    """Replace one half (``chunks`` or ``gists``) of the conversation's memory token (inside
    the caller's write transaction)."""
    if part not in ("chunks", "gists"):
        raise ValueError(f"unknown memory token part {part!r}")
    fresh = uuid.uuid4().hex
    store.execute(
        upsert(
            "memory_versions",
            ("conversation_id", "chunks", "gists"),
            ("conversation_id",),
            update=(part,),
        ),
        (conversation_id, fresh, fresh),
    )


def memory_token(store: Store, conversation_id: str) -> MemoryToken:
    """The conversation's memory token (both halves ``None`` before the first write): what
    in-process caches of the memory compare."""
    row = store.execute(
        "SELECT chunks, gists FROM memory_versions WHERE conversation_id=?", (conversation_id,)
    ).fetchone()
    return MemoryToken() if row is None else MemoryToken(str(row[0]), str(row[1]))
