"""Reading and writing temporal anchors (migration 0002). Anchors are append-only: a turn that
has rows is indexed, and rows are never updated."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import UTC, date, datetime

from swcmem.model import Anchor, with_offset
from swcmem.store.backend import Row
from swcmem.store.db import Store

_COLUMNS = (
    'a.turn_id, a.surface, a.char_start, a.char_end, a.start, a."end", a.grain,'
    " a.reference_at, a.event_text, a.speaker, a.confidence, a.implicit, a.duration_days,"
    " a.generic, t.utc_offset"
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
                a.reference_at.astimezone(UTC).isoformat() if a.reference_at else None,
                a.event_text,
                a.speaker,
                a.confidence,
                int(a.implicit),
                a.duration_days,
                extractor,
                int(a.generic),
            )
        )
    with store.atomic() as db:
        db.executemany(
            "INSERT INTO anchors (conversation_id, turn_id, seq, surface, char_start, char_end,"
            ' start, "end", grain, reference_at, event_text, speaker, confidence, implicit,'
            " duration_days, extractor, generic) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
    return len(rows)


def indexed_turn_ids(store: Store, conversation_id: str) -> set[str]:
    """Turns that already have anchor rows (every indexed turn has at least one)."""
    rows = store.execute(
        "SELECT DISTINCT turn_id FROM anchors WHERE conversation_id=?", (conversation_id,)
    )
    return {r[0] for r in rows}


def _anchor(r: Row) -> Anchor:
    return Anchor(
        turn_id=r["turn_id"],
        surface=r["surface"],
        char_start=r["char_start"],
        char_end=r["char_end"],
        start=date.fromisoformat(r["start"]) if r["start"] else None,
        end=date.fromisoformat(r["end"]) if r["end"] else None,
        grain=r["grain"],
        reference_at=(
            with_offset(datetime.fromisoformat(r["reference_at"]), r["utc_offset"])
            if r["reference_at"]
            else None
        ),
        event_text=r["event_text"],
        speaker=r["speaker"],
        confidence=float(r["confidence"]),
        implicit=bool(r["implicit"]),
        duration_days=r["duration_days"],
        generic=bool(r["generic"]),
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


def anchor_count(store: Store, conversation_id: str) -> dict[str, int]:
    """Counts of explicit, implicit and unresolved anchors of a conversation."""
    row = store.execute(
        "SELECT sum(CASE WHEN implicit=0 THEN 1 ELSE 0 END) AS explicit,"
        " sum(CASE WHEN implicit=1 THEN 1 ELSE 0 END) AS implicit,"
        " sum(CASE WHEN start IS NULL THEN 1 ELSE 0 END) AS unresolved"
        " FROM anchors WHERE conversation_id=?",
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


def conversation_speakers(store: Store, conversation_id: str) -> tuple[str, ...] | None:
    """The speakers of a stored conversation, or ``None`` when it is not stored."""
    row = store.execute(
        "SELECT speakers FROM conversations WHERE id=?", (conversation_id,)
    ).fetchone()
    return None if row is None else tuple(json.loads(row["speakers"]))
