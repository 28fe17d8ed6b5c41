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
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone

from swcmem.errors import InputError, NotFoundError
from swcmem.messages import Appended, Tail
from swcmem.model import Conversation, Session, Turn, offset_minutes, with_offset
from swcmem.store.backend import Row
from swcmem.store.db import Store
from swcmem.store.search import index_turns
from swcmem.store.sql import lock, select_in


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


EMPTY_FINGERPRINT = hashlib.sha256(b"swcmem-turns/2").hexdigest()
BATCH = 2000  # turns written (and indexed) per statement batch: bounded memory at any length
Batch = Callable[[Sequence[tuple[int, Turn]]], None]


def fingerprint(conv: Conversation) -> str:
    """Hash chain over every turn's id, speaker, text, caption and time (with its offset): each
    turn extends the hash of those before it, so an append extends the stored value without
    reading the stored turns (:func:`extend_fingerprint`)."""
    return extend_fingerprint(EMPTY_FINGERPRINT, conv.turns)


def extend_fingerprint(previous: str, turns: Iterable[Turn]) -> str:
    """The fingerprint of a conversation whose fingerprint was ``previous``, with ``turns``
    appended."""
    fp = previous
    for t in turns:
        record = f"{fp}\x1e{t.id}\x1f{t.speaker}\x1f{t.text}\x1f{t.caption}\x1f{_when(t.at)}"
        fp = hashlib.sha256(record.encode()).hexdigest()
    return fp


def _iso(dt: datetime | None) -> str | None:
    return dt.astimezone(UTC).isoformat() if dt else None


def _when(dt: datetime | None) -> str | None:
    """The UTC instant, plus the offset when it is not UTC."""
    offset = offset_minutes(dt)
    return f"{_iso(dt)}@{offset}" if offset else _iso(dt)


def _dt(text: str | None, offset: int | None = None) -> datetime | None:
    return with_offset(datetime.fromisoformat(text), offset) if text else None


def save_conversation(
    store: Store,
    conv: Conversation,
    source: str | None = None,
    *,
    on_batch: Batch | None = None,
) -> IngestResult:
    """Store ``conv`` in one transaction; returns what changed. New turns are written in
    batches of :data:`BATCH`; ``on_batch`` is called with each batch of ``(seq, turn)`` pairs
    once it is written (inside the transaction: e.g. to index their dates)."""
    fp = fingerprint(conv)
    with store.atomic() as db:
        lock(db, "conversation", conv.id)  # concurrent ingests of one conversation queue up
        row = db.execute("SELECT fingerprint FROM conversations WHERE id=?", (conv.id,)).fetchone()
        if row is not None and row["fingerprint"] == fp:
            return IngestResult(conv.id, "unchanged", 0, len(conv.sessions), len(conv.turns))
        if row is None:
            _insert_conversation(store, conv.id, conv.title, conv.speakers, source, fp)
            status = "new"
        else:  # a longer version, or a fingerprint written by an older swcmem
            _check_prefix(store, conv)
            db.execute(
                "UPDATE conversations SET fingerprint=?, speakers=? WHERE id=?",
                (fp, json.dumps(list(conv.speakers)), conv.id),
            )
            status = "extended"
        added = _insert_new(store, conv, on_batch)
    if status == "extended" and not added:
        status = "unchanged"
    return IngestResult(conv.id, status, added, len(conv.sessions), len(conv.turns))


def _insert_conversation(
    store: Store,
    conversation_id: str,
    title: str | None,
    speakers: Sequence[str],
    source: str | None,
    fp: str,
) -> None:
    store.execute(
        "INSERT INTO conversations VALUES (?,?,?,?,?,?)",
        (
            conversation_id,
            title,
            json.dumps(list(speakers)),
            source,
            fp,
            datetime.now(UTC).isoformat(),
        ),
    )


def _changed(conversation_id: str, tid: str) -> InputError:
    return InputError(
        f"conversation '{conversation_id}' is already stored with different content (turn "
        f"{tid} differs, is missing or moved)",
        hint="turns are never rewritten; ingest the changed version under another id",
    )


def _check_prefix(store: Store, conv: Conversation) -> None:
    """Every stored turn is in ``conv`` unchanged, and in the same order at its start (read
    page by page)."""
    incoming = conv.turns
    after = -1
    while True:
        page = store.execute(
            "SELECT id, speaker, text, caption, at, utc_offset, seq FROM turns"
            " WHERE conversation_id=? AND seq>? ORDER BY seq LIMIT ?",
            (conv.id, after, BATCH),
        ).fetchall()
        if not page:
            return
        for r in page:
            seq = int(r["seq"])
            t = incoming[seq] if seq < len(incoming) else None
            if t is None or t.id != r["id"]:
                raise _changed(conv.id, r["id"])
            mine = (t.speaker, t.text, t.caption, _iso(t.at), offset_minutes(t.at) or None)
            if mine != (*tuple(r)[1:5], r["utc_offset"] or None):
                raise _changed(conv.id, r["id"])
        after = int(page[-1]["seq"])


def _insert_new(store: Store, conv: Conversation, on_batch: Batch | None) -> int:
    known = _last_seq(store, conv.id) + 1
    turns = conv.turns
    new = [(seq, turns[seq]) for seq in range(known, len(turns))]
    insert_turns(store, conv.id, conv.sessions, new, on_batch)
    return len(new)


def insert_turns(
    store: Store,
    conversation_id: str,
    sessions: Sequence[Session],
    turns: Sequence[tuple[int, Turn]],
    on_batch: Batch | None = None,
) -> None:
    """Write session rows (existing ones are kept) and ``(seq, turn)`` pairs with their search
    index, in batches of :data:`BATCH` turns (one transaction; ``on_batch`` gets each batch
    once it is written)."""
    with store.atomic() as db:
        db.executemany(
            "INSERT INTO sessions (conversation_id, idx, started_at, label, utc_offset)"
            " VALUES (?,?,?,?,?) ON CONFLICT (conversation_id, idx) DO NOTHING",
            [
                (conversation_id, s.idx, _iso(s.started_at), s.label, offset_minutes(s.started_at))
                for s in sessions
            ],
        )
        for start in range(0, len(turns), BATCH):
            batch = turns[start : start + BATCH]
            db.executemany(
                "INSERT INTO turns (conversation_id, id, session_idx, position, speaker, text,"
                " caption, at, seq, utc_offset) VALUES (?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        conversation_id,
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
                    for seq, t in batch
                ],
            )
            index_turns(store, conversation_id, batch)
            if on_batch:
                on_batch(batch)


def append_turns(
    store: Store,
    tail: Tail,
    appended: Appended,
    source: str | None = None,
    title: str | None = None,
) -> int:
    """Store the new turns of ``appended`` after the conversation's stored ones (``tail``,
    read in the same transaction): the conversation row (created when new, its speakers and
    fingerprint extended), new session rows, the turns and their search index — without
    reading any stored turn. Returns the turns written."""
    new = appended.new_turns
    if not new:
        return 0
    with store.atomic() as db:
        fp = extend_fingerprint(tail.fingerprint or EMPTY_FINGERPRINT, new)
        if not tail.exists:
            _insert_conversation(store, tail.conversation_id, title, appended.speakers, source, fp)
        else:
            db.execute(
                "UPDATE conversations SET fingerprint=?, speakers=? WHERE id=?",
                (fp, json.dumps(list(appended.speakers)), tail.conversation_id),
            )
        first = tail.last_seq + 1
        insert_turns(
            store, tail.conversation_id, appended.sessions, list(enumerate(new, start=first))
        )
    return len(new)


def read_tail(store: Store, conversation_id: str) -> Tail:
    """The end of a stored conversation (an empty :class:`Tail` when none is stored): all
    that appending needs, read with a few index lookups whatever the conversation's length.
    Call it inside the transaction that appends: it takes the conversation's write lock
    first, so concurrent appends queue up and each reads the tail the other left."""
    lock(store, "conversation", conversation_id)
    row = store.execute(
        "SELECT speakers, fingerprint FROM conversations WHERE id=?", (conversation_id,)
    ).fetchone()
    if row is None:
        return Tail(conversation_id)
    last = read_sessions(store, conversation_id, last=True)
    session = last[0] if last else None
    count = 0
    if session is not None:
        count = int(
            store.execute(
                "SELECT count(*) FROM turns WHERE conversation_id=? AND session_idx=?",
                (conversation_id, session.idx),
            ).fetchone()[0]
        )
    turns = _select_turns(store, "conversation_id=? ORDER BY seq DESC LIMIT 2", (conversation_id,))
    return Tail(
        conversation_id,
        exists=True,
        speakers=tuple(json.loads(row["speakers"])),
        fingerprint=str(row["fingerprint"]),
        last_seq=_last_seq(store, conversation_id),
        session=session,
        session_turns=count,
        last_turn=turns[0] if turns else None,
        earlier_turn=turns[1] if len(turns) > 1 else None,
    )


def _last_seq(store: Store, conversation_id: str) -> int:
    row = store.execute(
        "SELECT max(seq) FROM turns WHERE conversation_id=?", (conversation_id,)
    ).fetchone()
    return -1 if row[0] is None else int(row[0])


def pending_work(store: Store, conversation_id: str, done_turns: int) -> tuple[int, int]:
    """(sessions stored, context-line tokens of the turns after the first ``done_turns``): what
    a consolidation that covered ``done_turns`` turns has left (an indexed range sum)."""
    sessions = store.execute(
        "SELECT count(*) FROM sessions WHERE conversation_id=?", (conversation_id,)
    ).fetchone()[0]
    pending = store.execute(
        "SELECT coalesce(sum(line_tokens), 0) FROM turn_stats WHERE conversation_id=? AND seq>=?",
        (conversation_id, done_turns),
    ).fetchone()[0]
    return int(sessions), int(pending)


def turns_by_id(store: Store, conversation_id: str, turn_ids: Iterable[str]) -> dict[str, Turn]:
    """Some turns of a conversation, by id (ids not stored are left out)."""
    sql = f"{_TURN_COLUMNS} FROM turns WHERE conversation_id=? AND id IN ({{marks}})"
    return {t.id: t for t in _turns(select_in(store, sql, (conversation_id,), turn_ids))}


def rebuild_search_index(store: Store, conversation_id: str) -> int:
    """Build the search index of a stored conversation from its turns (derived data)."""
    from swcmem.store.search import clear_index

    turns = load_conversation(store, conversation_id).turns
    with store.atomic():
        clear_index(store, conversation_id)
        for start in range(0, len(turns), BATCH):
            index_turns(store, conversation_id, list(enumerate(turns))[start : start + BATCH])
    return len(turns)


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
    """The stored conversation with its sessions and turns (never its QA items). Reads every
    turn: code that asks again and again uses :func:`swcmem.store.live.conversation`."""
    row = store.execute("SELECT * FROM conversations WHERE id=?", (conversation_id,)).fetchone()
    if row is None:
        raise unknown_conversation(conversation_id)
    turns: dict[int, list[Turn]] = {}
    for t in read_turns(store, conversation_id):
        turns.setdefault(t.session_idx, []).append(t)
    sessions = tuple(
        Session(s.idx, s.started_at, tuple(turns.get(s.idx, ())), s.label)
        for s in read_sessions(store, conversation_id)
    )
    return Conversation(
        id=row["id"],
        title=row["title"],
        speakers=tuple(json.loads(row["speakers"])),
        sessions=sessions,
    )


def read_turns(store: Store, conversation_id: str, after: int = -1) -> list[Turn]:
    """The turns with ``seq`` > ``after`` (all by default), in conversation order, read
    :data:`BATCH` rows at a time (the rows of a whole long conversation are never held at
    once besides the turns made from them)."""
    out: list[Turn] = []
    while True:
        rows = store.execute(
            f"{_TURN_COLUMNS}, seq FROM turns WHERE conversation_id=? AND seq>? ORDER BY seq"
            " LIMIT ?",
            (conversation_id, after, BATCH),
        ).fetchall()
        out.extend(_turns(rows))
        if len(rows) < BATCH:
            return out
        after = int(rows[-1][8])


_TURN_COLUMNS = "SELECT id, session_idx, position, speaker, text, at, utc_offset, caption"


def _select_turns(store: Store, where: str, params: tuple[object, ...]) -> list[Turn]:
    return _turns(store.execute(f"{_TURN_COLUMNS} FROM turns WHERE {where}", params))


def _turns(rows: Iterable[Row]) -> list[Turn]:
    zones: dict[int | None, timezone] = {}
    return [
        Turn(
            id=r[0],
            session_idx=r[1],
            position=r[2],
            speaker=sys.intern(r[3]),  # a few speakers, many turns: one string each
            text=r[4],
            at=_dt_in(r[5], r[6], zones),
            caption=r[7],
        )
        for r in rows
    ]


def _dt_in(
    text: str | None, offset: int | None, zones: dict[int | None, timezone]
) -> datetime | None:
    """:func:`_dt` with the offset's ``timezone`` object shared (many turns, few offsets)."""
    if text is None:
        return None
    zone = zones.get(offset)
    if zone is None:
        zone = zones[offset] = timezone(timedelta(minutes=offset or 0))
    return datetime.fromisoformat(text).astimezone(UTC if not offset else zone)


def read_sessions(
    store: Store, conversation_id: str, first_idx: int = 0, *, last: bool = False
) -> list[Session]:
    """The session rows (without their turns) numbered ``first_idx`` or later, in order; with
    ``last``, only the last one."""
    order = "DESC LIMIT 1" if last else ""
    return [
        Session(
            idx=s["idx"],
            started_at=_dt(s["started_at"], s["utc_offset"]),
            label=s["label"],
            turns=(),
        )
        for s in store.execute(
            "SELECT idx, started_at, label, utc_offset FROM sessions WHERE conversation_id=?"
            f" AND idx>=? ORDER BY idx {order}",
            (conversation_id, first_idx),
        )
    ]


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
    sql = f"{_TURN_ROW} WHERE conversation_id=? AND seq IN ({{marks}})"
    return {int(r["seq"]): _turn_row(r) for r in select_in(store, sql, (conversation_id,), seqs)}


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


def turn_speakers(store: Store, conversation_id: str, seqs: Iterable[int]) -> dict[int, str]:
    """``seq`` → speaker, for some turns (no text is read)."""
    sql = "SELECT seq, speaker FROM turns WHERE conversation_id=? AND seq IN ({marks})"
    return {int(r[0]): str(r[1]) for r in select_in(store, sql, (conversation_id,), seqs)}


def turn_seqs(store: Store, conversation_id: str, turn_ids: Iterable[str]) -> dict[str, int]:
    """turn id → ``seq``, for the given ids that are stored."""
    sql = "SELECT id, seq FROM turns WHERE conversation_id=? AND id IN ({marks})"
    return {str(r[0]): int(r[1]) for r in select_in(store, sql, (conversation_id,), turn_ids)}


def turn_page(store: Store, conversation_id: str, after: int, limit: int) -> list[TurnRow]:
    """Up to ``limit`` turns with ``seq`` > ``after``, in conversation order."""
    rows = store.execute(
        f"{_TURN_ROW} WHERE conversation_id=? AND seq>? ORDER BY seq LIMIT ?",
        (conversation_id, after, limit),
    )
    return [_turn_row(r) for r in rows]
