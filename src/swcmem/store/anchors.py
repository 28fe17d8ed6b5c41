"""Reading and writing temporal anchors (migration 0002). Anchors are append-only: a turn that
has rows is indexed, and rows are never updated."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import date, datetime

from swcmem.model import Anchor
from swcmem.store.conversations import fts_any
from swcmem.store.db import Store

_COLUMNS = (
    'a.turn_id, a.surface, a.char_start, a.char_end, a.start, a."end", a.grain,'
    " a.reference_at, a.event_text, a.speaker, a.confidence, a.implicit, a.duration_days"
)
_ORDER = " ORDER BY t.session_idx, t.position, a.seq"
_JOIN = " FROM anchors a JOIN turns t ON t.conversation_id=a.conversation_id AND t.id=a.turn_id"


def _iso_day(d: date | None) -> str | None:
    return d.isoformat() if d else None


def insert_anchors(
    store: Store, conversation_id: str, anchors: Sequence[Anchor], extractor: str
) -> int:
    """Append anchors (numbered per turn in the given order); returns the rows written."""
    seq: dict[str, int] = {}
    rows = []
    for a in anchors:
        n = seq.get(a.turn_id, 0)
        seq[a.turn_id] = n + 1
        rows.append(
            (
                conversation_id,
                a.turn_id,
                n,
                a.surface,
                a.char_start,
                a.char_end,
                _iso_day(a.start),
                _iso_day(a.end),
                a.grain,
                a.reference_at.isoformat() if a.reference_at else None,
                a.event_text,
                a.speaker,
                a.confidence,
                int(a.implicit),
                a.duration_days,
                extractor,
            )
        )
    with store.atomic() as db:
        db.executemany(
            "INSERT INTO anchors (conversation_id, turn_id, seq, surface, char_start, char_end,"
            ' start, "end", grain, reference_at, event_text, speaker, confidence, implicit,'
            " duration_days, extractor) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
    return len(rows)


def indexed_turn_ids(store: Store, conversation_id: str) -> set[str]:
    """Turns that already have anchor rows (every indexed turn has at least one)."""
    rows = store.execute(
        "SELECT DISTINCT turn_id FROM anchors WHERE conversation_id=?", (conversation_id,)
    )
    return {r[0] for r in rows}


def _anchor(r: sqlite3.Row) -> Anchor:
    return Anchor(
        turn_id=r["turn_id"],
        surface=r["surface"],
        char_start=r["char_start"],
        char_end=r["char_end"],
        start=date.fromisoformat(r["start"]) if r["start"] else None,
        end=date.fromisoformat(r["end"]) if r["end"] else None,
        grain=r["grain"],
        reference_at=datetime.fromisoformat(r["reference_at"]) if r["reference_at"] else None,
        event_text=r["event_text"],
        speaker=r["speaker"],
        confidence=float(r["confidence"]),
        implicit=bool(r["implicit"]),
        duration_days=r["duration_days"],
    )


def load_anchors(
    store: Store, conversation_id: str, turn_ids: Iterable[str] | None = None
) -> list[Anchor]:
    """Anchors of a conversation (or of some of its turns) in conversation order."""
    sql = f"SELECT {_COLUMNS}{_JOIN} WHERE a.conversation_id=?"
    params: list[object] = [conversation_id]
    if turn_ids is not None:
        ids = list(dict.fromkeys(turn_ids))
        if not ids:
            return []
        sql += f" AND a.turn_id IN ({','.join('?' * len(ids))})"
        params.extend(ids)
    return [_anchor(r) for r in store.execute(sql + _ORDER, tuple(params))]


def anchors_between(
    store: Store, conversation_id: str, start: date, end: date, *, implicit: bool = False
) -> list[Anchor]:
    """Resolved anchors whose interval overlaps [start, end], by start date then turn order."""
    sql = (
        f"SELECT {_COLUMNS}{_JOIN} WHERE a.conversation_id=? AND a.start IS NOT NULL"
        ' AND a.start<=? AND a."end">=?'
    )
    if not implicit:
        sql += " AND a.implicit=0"
    rows = store.execute(
        sql + " ORDER BY a.start, t.session_idx, t.position, a.seq",
        (conversation_id, end.isoformat(), start.isoformat()),
    )
    return [_anchor(r) for r in rows]


def search_events(
    store: Store, conversation_id: str, terms: Sequence[str], limit: int = 50
) -> list[tuple[Anchor, float]]:
    """BM25 (FTS5) over anchor event texts: (anchor, score), best first, scores positive."""
    if not terms:
        return []
    rows = store.execute(
        f"SELECT {_COLUMNS}, -bm25(anchors_fts) AS score FROM anchors_fts"
        " JOIN anchors a ON a.rowid=anchors_fts.rowid"
        " WHERE anchors_fts MATCH ? AND a.conversation_id=? ORDER BY score DESC LIMIT ?",
        (fts_any(terms), conversation_id, limit),
    )
    return [(_anchor(r), float(r["score"])) for r in rows]


def anchor_count(store: Store, conversation_id: str) -> dict[str, int]:
    """Counts of explicit, implicit and unresolved anchors of a conversation."""
    row = store.execute(
        "SELECT sum(implicit=0) AS explicit, sum(implicit=1) AS implicit,"
        " sum(start IS NULL) AS unresolved FROM anchors WHERE conversation_id=?",
        (conversation_id,),
    ).fetchone()
    return {k: int(row[k] or 0) for k in ("explicit", "implicit", "unresolved")}


def turn_texts(store: Store, conversation_id: str, turn_ids: Iterable[str]) -> dict[str, str]:
    """Text (with the image caption) of some turns, by id."""
    ids = list(dict.fromkeys(turn_ids))
    if not ids:
        return {}
    rows = store.execute(
        "SELECT id, text || ' ' || coalesce(caption, '') AS text FROM turns"
        f" WHERE conversation_id=? AND id IN ({','.join('?' * len(ids))})",
        (conversation_id, *ids),
    )
    return {r["id"]: r["text"] for r in rows}


def anchors_of_matching_turns(
    store: Store, conversation_id: str, terms: Sequence[str], limit: int = 30
) -> list[tuple[Anchor, str, float, bool]]:
    """One query: the ``limit`` turns BM25 ranks best for ``terms`` (FTS5 over turns), with
    every anchor of each, and every anchor of the turn that answers each (the next turn of
    the session): (anchor, text, turn score, via_previous). For an answering turn the text is
    the hit turn's followed by its own, and the score is the hit turn's."""
    if not terms:
        return []
    rows = store.execute(
        "WITH hits AS (SELECT t.id, t.session_idx, t.position,"
        " t.text || ' ' || coalesce(t.caption, '') AS text, -bm25(turns_fts) AS score"
        " FROM turns_fts JOIN turns t ON t.rowid=turns_fts.rowid"
        " WHERE turns_fts MATCH ? AND t.conversation_id=? ORDER BY score DESC LIMIT ?),"
        " pairs AS (SELECT hits.id AS turn_id, hits.text AS text, hits.score AS score, 0 AS via"
        " FROM hits UNION ALL SELECT n.id, hits.text || ' ' || n.text, hits.score, 1 FROM hits"
        " JOIN turns n ON n.conversation_id=? AND n.session_idx=hits.session_idx"
        " AND n.position=hits.position+1)"
        f" SELECT {_COLUMNS}, pairs.text AS pair_text, pairs.score AS score, pairs.via AS via"
        " FROM pairs JOIN anchors a ON a.conversation_id=? AND a.turn_id=pairs.turn_id"
        " ORDER BY pairs.score DESC, a.seq",
        (fts_any(terms), conversation_id, limit, conversation_id, conversation_id),
    )
    return [(_anchor(r), r["pair_text"], float(r["score"]), bool(r["via"])) for r in rows]


def conversation_speakers(store: Store, conversation_id: str) -> tuple[str, ...] | None:
    """The speakers of a stored conversation, or ``None`` when it is not stored."""
    row = store.execute(
        "SELECT speakers FROM conversations WHERE id=?", (conversation_id,)
    ).fetchone()
    return None if row is None else tuple(json.loads(row["speakers"]))
