"""Reading and writing conversations and turns (QA items live apart: :mod:`swcmem.store.qa`).

Re-ingesting a conversation is idempotent: the same content is a no-op, and a longer version
of the same conversation (new turns or sessions appended at its end) adds only what is new. A
version that *changes* stored turns, or inserts turns before stored ones, is refused: turns
are never rewritten, and each keeps its place (``seq``, its 0-based position in the
conversation, the key of the search index).

Times are stored as the UTC instant plus the speaker's offset (minutes east of UTC), and read
back in that offset (see :mod:`swcmem.model`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from swcmem.errors import InputError, NotFoundError
from swcmem.model import Conversation, Session, Turn, offset_minutes, with_offset
from swcmem.store.backend import Row
from swcmem.store.db import Store
from swcmem.store.search import index_turns
from swcmem.store.sql import lock


@dataclass(frozen=True, slots=True)
class IngestResult:
    """What an ingest did: ``status`` is about the turns ("new" | "unchanged" |
    "extended"), ``qa`` about the QA items (see :func:`swcmem.store.qa.save_qa`)."""

    conversation_id: str
    status: str  # "new" | "unchanged" | "extended"
    turns_added: int
    sessions: int
    turns: int
    qa: str = "none"  # "none" | "kept" | "unchanged" | "new" | "replaced"


def fingerprint(conv: Conversation) -> str:
    """Hash of every turn's id, speaker, text, caption and time (with its offset)."""
    h = hashlib.sha256()
    for t in conv.turns:
        h.update(f"{t.id}\x1f{t.speaker}\x1f{t.text}\x1f{t.caption}\x1f{_when(t.at)}\x1e".encode())
    return h.hexdigest()


def _iso(dt: datetime | None) -> str | None:
    return dt.astimezone(UTC).isoformat() if dt else None


def _when(dt: datetime | None) -> str | None:
    """The UTC instant, plus the offset when it is not UTC (so stores written before offsets
    were kept keep their fingerprints)."""
    offset = offset_minutes(dt)
    return f"{_iso(dt)}@{offset}" if offset else _iso(dt)


def _dt(text: str | None, offset: int | None = None) -> datetime | None:
    return with_offset(datetime.fromisoformat(text), offset) if text else None


def save_conversation(store: Store, conv: Conversation, source: str | None = None) -> IngestResult:
    """Store ``conv`` in one transaction; returns what changed."""
    fp = fingerprint(conv)
    with store.atomic() as db:
        lock(db, "conversation", conv.id)  # concurrent ingests of one conversation queue up
        row = db.execute("SELECT fingerprint FROM conversations WHERE id=?", (conv.id,)).fetchone()
        if row is not None and row["fingerprint"] == fp:
            return IngestResult(conv.id, "unchanged", 0, len(conv.sessions), len(conv.turns))
        if row is None:
            db.execute(
                "INSERT INTO conversations VALUES (?,?,?,?,?,?)",
                (
                    conv.id,
                    conv.title,
                    json.dumps(list(conv.speakers)),
                    source,
                    fp,
                    datetime.now(UTC).isoformat(),
                ),
            )
            status = "new"
        else:
            _check_prefix(store, conv)
            db.execute(
                "UPDATE conversations SET fingerprint=?, speakers=? WHERE id=?",
                (fp, json.dumps(list(conv.speakers)), conv.id),
            )
            status = "extended"
        added = _insert_new(store, conv)
    return IngestResult(conv.id, status, added, len(conv.sessions), len(conv.turns))


def _changed(conversation_id: str, tid: str) -> InputError:
    return InputError(
        f"conversation '{conversation_id}' is already stored with different content (turn "
        f"{tid} differs, is missing or moved)",
        hint="turns are never rewritten; ingest the changed version under another id",
    )


def _check_prefix(store: Store, conv: Conversation) -> None:
    """Every stored turn is in ``conv`` unchanged, and in the same order at its start."""
    stored = store.execute(
        "SELECT id, speaker, text, caption, at, utc_offset FROM turns WHERE conversation_id=?"
        " ORDER BY seq",
        (conv.id,),
    ).fetchall()
    incoming = conv.turns
    for seq, r in enumerate(stored):
        t = incoming[seq] if seq < len(incoming) else None
        if t is None or t.id != r["id"]:
            raise _changed(conv.id, r["id"])
        mine = (t.speaker, t.text, t.caption, _iso(t.at), offset_minutes(t.at) or None)
        if mine != (*tuple(r)[1:5], r["utc_offset"] or None):
            raise _changed(conv.id, r["id"])


def _insert_new(store: Store, conv: Conversation) -> int:
    known = store.execute(
        "SELECT count(*) FROM turns WHERE conversation_id=?", (conv.id,)
    ).fetchone()[0]
    store.executemany(
        "INSERT INTO sessions (conversation_id, idx, started_at, label, utc_offset)"
        " VALUES (?,?,?,?,?) ON CONFLICT (conversation_id, idx) DO NOTHING",
        [
            (conv.id, s.idx, _iso(s.started_at), s.label, offset_minutes(s.started_at))
            for s in conv.sessions
        ],
    )
    new = list(enumerate(conv.turns))[known:]
    store.executemany(
        "INSERT INTO turns (conversation_id, id, session_idx, position, speaker, text, caption,"
        " at, seq, utc_offset) VALUES (?,?,?,?,?,?,?,?,?,?)",
        [
            (
                conv.id,
                t.id,
                t.session_idx,
                t.position,
                t.speaker,
                t.text,
                t.caption,
                _iso(t.at),
                seq,
                offset_minutes(t.at),
            )
            for seq, t in new
        ],
    )
    index_turns(store, conv.id, new)
    return len(new)


def rebuild_search_index(store: Store, conversation_id: str) -> int:
    """Build the search index of a stored conversation from its turns (derived data)."""
    from swcmem.store.search import clear_index

    conv = load_conversation(store, conversation_id)
    with store.atomic():
        clear_index(store, conversation_id)
        return index_turns(store, conversation_id, enumerate(conv.turns))


def list_conversations(store: Store) -> list[dict[str, object]]:
    """One summary row per stored conversation."""
    rows = store.execute(
        "SELECT c.id, c.title, c.speakers, count(t.id) AS turns,"
        " (SELECT count(*) FROM sessions s WHERE s.conversation_id=c.id) AS sessions,"
        " (SELECT count(*) FROM qa_items q WHERE q.conversation_id=c.id) AS qa"
        " FROM conversations c LEFT JOIN turns t ON t.conversation_id=c.id"
        " GROUP BY c.id ORDER BY c.id"
    )
    return [dict(r) | {"speakers": json.loads(r["speakers"])} for r in rows]


def conversation_ids(store: Store) -> list[str]:
    return [r[0] for r in store.execute("SELECT id FROM conversations ORDER BY id")]


def unknown_conversation(conversation_id: str) -> NotFoundError:
    """The error for an id that is not stored. It names no other conversation (a store may
    hold other users' or tenants' conversations); the hint says where to list them."""
    return NotFoundError(
        f"unknown conversation id '{conversation_id}'",
        hint="'swcmem stats' lists the stored conversations; 'swcmem ingest FILE' adds one",
    )


def load_conversation(store: Store, conversation_id: str) -> Conversation:
    """The stored conversation with its sessions and turns (never its QA items)."""
    row = store.execute("SELECT * FROM conversations WHERE id=?", (conversation_id,)).fetchone()
    if row is None:
        raise unknown_conversation(conversation_id)
    turns: dict[int, list[Turn]] = {}
    for r in store.execute(
        "SELECT * FROM turns WHERE conversation_id=? ORDER BY seq", (conversation_id,)
    ):
        turns.setdefault(r["session_idx"], []).append(
            Turn(
                id=r["id"],
                session_idx=r["session_idx"],
                position=r["position"],
                speaker=r["speaker"],
                text=r["text"],
                at=_dt(r["at"], r["utc_offset"]),
                caption=r["caption"],
            )
        )
    sessions = tuple(
        Session(
            idx=s["idx"],
            started_at=_dt(s["started_at"], s["utc_offset"]),
            label=s["label"],
            turns=tuple(turns.get(s["idx"], ())),
        )
        for s in store.execute(
            "SELECT * FROM sessions WHERE conversation_id=? ORDER BY idx", (conversation_id,)
        )
    )
    return Conversation(
        id=row["id"],
        title=row["title"],
        speakers=tuple(json.loads(row["speakers"])),
        sessions=sessions,
    )


@dataclass(frozen=True, slots=True)
class TurnRow:
    """A turn as search and ranking see it: its place, speaker and text (with caption)."""

    seq: int
    id: str
    session_idx: int
    position: int
    speaker: str
    text: str


_TURN_ROW = "SELECT seq, id, session_idx, position, speaker, text, caption FROM turns"


def _turn_row(r: Row) -> TurnRow:
    text = f"{r['text']} [shares a photo: {r['caption']}]".strip() if r["caption"] else r["text"]
    return TurnRow(
        int(r["seq"]), r["id"], int(r["session_idx"]), int(r["position"]), r["speaker"], text
    )


def turns_at(store: Store, conversation_id: str, seqs: Iterable[int]) -> dict[int, TurnRow]:
    """Some turns of a conversation by their ``seq``."""
    wanted = sorted(set(seqs))
    if not wanted:
        return {}
    rows = store.execute(
        f"{_TURN_ROW} WHERE conversation_id=? AND seq IN ({','.join('?' * len(wanted))})",
        (conversation_id, *wanted),
    )
    return {int(r["seq"]): _turn_row(r) for r in rows}


def session_turns(store: Store, conversation_id: str, sessions: Iterable[int]) -> list[TurnRow]:
    """Every turn of some sessions, in conversation order."""
    wanted = sorted(set(sessions))
    if not wanted:
        return []
    rows = store.execute(
        f"{_TURN_ROW} WHERE conversation_id=? AND session_idx IN ({','.join('?' * len(wanted))})"
        " ORDER BY seq",
        (conversation_id, *wanted),
    )
    return [_turn_row(r) for r in rows]


def turn_page(store: Store, conversation_id: str, after: int, limit: int) -> list[TurnRow]:
    """Up to ``limit`` turns with ``seq`` > ``after``, in conversation order."""
    rows = store.execute(
        f"{_TURN_ROW} WHERE conversation_id=? AND seq>? ORDER BY seq LIMIT ?",
        (conversation_id, after, limit),
    )
    return [_turn_row(r) for r in rows]
