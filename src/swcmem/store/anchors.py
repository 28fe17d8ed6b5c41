"""Reading and writing temporal anchors (migration 0002). A turn that has rows is indexed; rows
are never updated. Only a reindex (:mod:`swcmem.temporal.reindex`: a newer extractor) deletes a
conversation's rows and writes them again, with what was derived from them, in one
transaction."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import Any

from swcmem.model import Anchor, with_offset
from swcmem.store.backend import Row
from swcmem.store.conversations import TurnRow, turns_at
from swcmem.store.db import Store
from swcmem.store.sql import select_in

_COLUMNS = (
    'a.turn_id, a.surface, a.char_start, a.char_end, a.start, a."end", a.grain,'
    " a.reference_at, a.event_text, a.speaker, a.confidence, a.implicit, a.duration_days,"
    " a.generic, t.utc_offset"
)
# Every append of a conversation's anchors counts one more; a rewrite or delete starts a new
# token (migration 0011).
_APPENDED = (
    "INSERT INTO memory_versions (conversation_id, chunks, gists, anchors, anchors_added)"
    " VALUES (?, ?, ?, ?, 1) ON CONFLICT (conversation_id) DO UPDATE SET"
    " anchors_added = memory_versions.anchors_added + 1,"
    " anchors = coalesce(memory_versions.anchors, excluded.anchors)"
)
_REWRITTEN = (
    "INSERT INTO memory_versions (conversation_id, chunks, gists, anchors, anchors_added)"
    " VALUES (?, ?, ?, ?, 0) ON CONFLICT (conversation_id) DO UPDATE SET"
    " anchors = excluded.anchors, anchors_added = 0"
)


def _fresh() -> tuple[str, str, str]:
    """New tokens (a conversation's first write sets the chunk and gist tokens too)."""
    token = uuid.uuid4().hex
    return token, token, token


_ORDER = " ORDER BY t.session_idx, t.position, a.seq"
_JOIN = " FROM anchors a JOIN turns t ON t.conversation_id=a.conversation_id AND t.id=a.turn_id"


def _iso_day(d: date | None) -> str | None:
    return d.isoformat() if d else None


def _next_seq(store: Store, conversation_id: str, turn_ids: set[str]) -> dict[str, int]:
    """The next free ``seq`` of each of ``turn_ids`` that has stored anchors."""
    sql = (
        "SELECT turn_id, max(seq) FROM anchors WHERE conversation_id=?"
        " AND turn_id IN ({marks}) GROUP BY turn_id"
    )
    return {r[0]: int(r[1]) + 1 for r in select_in(store, sql, (conversation_id,), turn_ids)}


def insert_anchors(
    store: Store, conversation_id: str, anchors: Sequence[Anchor], extractor: str
) -> int:
    """Append anchors (numbered per turn in the given order, after the turn's stored ones:
    a reply may date the turn it answers, already stored); returns the rows written."""
    if not anchors:
        return 0
    with store.atomic() as db:
        seq = _next_seq(store, conversation_id, {a.turn_id for a in anchors})
        rows = []
        for a in anchors:
            n = seq.get(a.turn_id, 0)
            seq[a.turn_id] = n + 1
            rows.append((conversation_id, a.turn_id, n, *_values(a), extractor, int(a.generic)))
        db.execute(_APPENDED, (conversation_id, *_fresh()))
        db.executemany(
            "INSERT INTO anchors (conversation_id, turn_id, seq, surface, char_start, char_end,"
            ' start, "end", grain, reference_at, event_text, speaker, confidence, implicit,'
            " duration_days, extractor, generic) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
    return len(rows)


def _values(a: Anchor) -> tuple[object, ...]:
    """An anchor's stored columns from ``surface`` to ``duration_days``."""
    return (
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
    )


def indexed_turn_ids(store: Store, conversation_id: str) -> set[str]:
    """Turns that already have anchor rows (every indexed turn has at least one)."""
    rows = store.execute(
        "SELECT DISTINCT turn_id FROM anchors WHERE conversation_id=?", (conversation_id,)
    )
    return {r[0] for r in rows}


def _anchor(r: Row) -> Anchor:
    return _parsed(tuple(r))


# About 1 KB per entry (the row and its anchor): 16,384 holds every anchor of a conversation
# when() embeds (up to 10,000 turns, about 1.05 anchors a turn) for about 16 MB; 100,000 held
# 100 MB once a long conversation had been consolidated (issue 14: peak RSS).
PARSED_LIMIT = 16_384


@lru_cache(maxsize=PARSED_LIMIT)
def _parsed(r: tuple[Any, ...]) -> Anchor:
    """An anchor from its row (in :data:`_COLUMNS` order); rows are immutable, so parsed
    anchors are shared (the dates are the costly part of a "when" question's reads)."""
    (turn_id, surface, char_start, char_end, start, end, grain, reference_at, event_text,
     speaker, confidence, implicit, duration_days, generic, utc_offset) = r  # fmt: skip
    return Anchor(
        turn_id=turn_id,
        surface=surface,
        char_start=char_start,
        char_end=char_end,
        start=date.fromisoformat(start) if start else None,
        end=date.fromisoformat(end) if end else None,
        grain=grain,
        reference_at=(
            with_offset(datetime.fromisoformat(reference_at), utc_offset) if reference_at else None
        ),
        event_text=event_text,
        speaker=speaker,
        confidence=float(confidence),
        implicit=bool(implicit),
        duration_days=duration_days,
        generic=bool(generic),
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


def told_days(store: Store, conversation_id: str) -> list[Anchor]:
    """The explicit, dated, non-generic day and week anchors of a conversation in conversation
    order: where an event offset of a later turn ("the week after the wedding") looks for
    its event's date."""
    sql = (
        f"SELECT {_COLUMNS}{_JOIN} WHERE a.conversation_id=? AND a.implicit=0 AND a.generic=0"
        " AND a.start IS NOT NULL AND a.grain IN ('day', 'week')"
    )
    return [_anchor(r) for r in store.execute(sql + _ORDER, (conversation_id,))]


def length_turn_ids(store: Store, conversation_id: str) -> list[str]:
    """The turns that tell a length with a start ("I've had them for three years now"), in
    conversation order: the candidates of a question asking when something began."""
    sql = (
        "SELECT a.turn_id FROM anchors a JOIN turns t ON t.conversation_id=a.conversation_id"
        " AND t.id=a.turn_id WHERE a.conversation_id=? AND a.duration_days IS NOT NULL"
        " AND a.start IS NOT NULL AND a.generic=0 ORDER BY t.seq"
    )
    rows = store.execute(sql, (conversation_id,))
    return list(dict.fromkeys(r[0] for r in rows))


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


def turns_by_id(store: Store, conversation_id: str, turn_ids: Iterable[str]) -> dict[str, TurnRow]:
    """Some turns of a conversation as search sees them, by id."""
    ids = list(dict.fromkeys(turn_ids))
    if not ids:
        return {}
    rows = store.execute(
        f"SELECT seq FROM turns WHERE conversation_id=? AND id IN ({','.join('?' * len(ids))})",
        (conversation_id, *ids),
    )
    return {t.id: t for t in turns_at(store, conversation_id, [int(r[0]) for r in rows]).values()}


def latest_turn_at(store: Store, conversation_id: str) -> datetime | None:
    """The time of the conversation's latest dated turn, in its speaker's offset."""
    row = store.execute(
        "SELECT at, utc_offset FROM turns WHERE conversation_id=? AND at IS NOT NULL"
        " ORDER BY at DESC LIMIT 1",
        (conversation_id,),
    ).fetchone()
    if row is None:
        return None
    return with_offset(datetime.fromisoformat(row["at"]), row["utc_offset"])


def anchor_extractors(store: Store, conversation_id: str | None = None) -> dict[str, set[str]]:
    """The extractors that wrote each conversation's anchors (one conversation, or all)."""
    sql = "SELECT DISTINCT conversation_id, extractor FROM anchors"
    params: tuple[object, ...] = ()
    if conversation_id is not None:
        sql += " WHERE conversation_id=?"
        params = (conversation_id,)
    out: dict[str, set[str]] = {}
    for r in store.execute(sql, params):
        out.setdefault(r[0], set()).add(r[1])
    return out


def delete_anchors(store: Store, conversation_id: str) -> int:
    """Remove a conversation's anchors (to rebuild them); returns the rows removed."""
    with store.atomic() as db:
        db.execute(_REWRITTEN, (conversation_id, *_fresh()))
        return db.execute(
            "DELETE FROM anchors WHERE conversation_id=?", (conversation_id,)
        ).rowcount


@dataclass(frozen=True, slots=True)
class AnchorState:
    """What tells a copy of a conversation's turns and anchors that it is out of date: its
    highest turn ``seq`` (turns are never deleted), its anchors ``token`` (replaced by a
    rewrite or delete) and how many appends of anchors followed (``added``)."""

    seq: int
    token: str | None
    added: int

    def extends(self, older: AnchorState) -> bool:
        """Only turns and anchors were appended since ``older``."""
        return self.token == older.token and self.seq >= older.seq and self.added >= older.added


# The columns of :class:`AnchorState`, read by index lookups; parameters: the conversation's
# id three times.
STATE_COLUMNS = (
    "(SELECT coalesce(max(seq), -1) FROM turns WHERE conversation_id=?),"
    " (SELECT anchors FROM memory_versions WHERE conversation_id=?),"
    " (SELECT anchors_added FROM memory_versions WHERE conversation_id=?)"
)


def state_of(row: Sequence[Any]) -> AnchorState:
    """The :class:`AnchorState` of a row whose first columns are :data:`STATE_COLUMNS`."""
    return AnchorState(int(row[0]), None if row[1] is None else str(row[1]), int(row[2] or 0))


def anchor_state(store: Store, conversation_id: str) -> AnchorState:
    """The conversation's :class:`AnchorState`: index reads only."""
    row = store.execute(f"SELECT {STATE_COLUMNS}", (conversation_id,) * 3).fetchone()
    return state_of(row)


def anchors_after(store: Store, conversation_id: str, rowid: int) -> tuple[list[Anchor], int]:
    """A conversation's anchors stored after ``rowid`` (0: all), each turn's in their order,
    and the highest rowid among them (``rowid`` when none): what an in-process copy adds
    after an append."""
    rows = store.execute(
        f"SELECT {_COLUMNS}, a.rowid{_JOIN} WHERE a.conversation_id=? AND a.rowid>?" + _ORDER,
        (conversation_id, rowid),
    )
    found = [tuple(r) for r in rows]
    return [_parsed(r[:-1]) for r in found], max((int(r[-1]) for r in found), default=rowid)


def delete_gists_of_turns(store: Store, conversation_id: str, turn_ids: Iterable[str]) -> int:
    """Remove the gists made from any of ``turn_ids`` (they embed those turns' resolved dates
    and were audited against their anchors); consolidation makes them again when asked.
    Returns the gists removed."""
    wanted = set(turn_ids)
    rows = store.execute(
        "SELECT id, source_turns FROM gists WHERE conversation_id=?", (conversation_id,)
    )
    stale = [int(r["id"]) for r in rows if wanted & set(json.loads(r["source_turns"]))]
    for start in range(0, len(stale), 500):
        part = stale[start : start + 500]
        store.execute(f"DELETE FROM gists WHERE id IN ({','.join('?' * len(part))})", tuple(part))
    return len(stale)
