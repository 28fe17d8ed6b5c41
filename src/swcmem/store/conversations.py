"""Reading and writing conversations, turns and QA items.

Re-ingesting a conversation is idempotent: the same content is a no-op, and a longer version
of the same conversation (new turns or sessions appended) adds only what is new. A version
that *changes* stored turns is refused: turns are never rewritten.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from swcmem.errors import InputError, NotFoundError
from swcmem.model import Conversation, QAItem, Session, Turn
from swcmem.store.db import Store
from swcmem.text import words


@dataclass(frozen=True, slots=True)
class IngestResult:
    conversation_id: str
    status: str  # "new" | "unchanged" | "extended"
    turns_added: int
    sessions: int
    turns: int


def fingerprint(conv: Conversation) -> str:
    h = hashlib.sha256()
    for t in conv.turns:
        h.update(f"{t.id}\x1f{t.speaker}\x1f{t.text}\x1f{t.caption}\x1f{_iso(t.at)}\x1e".encode())
    return h.hexdigest()


def _iso(dt: datetime | None) -> str | None:
    return dt.astimezone(UTC).isoformat() if dt else None


def _dt(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def save_conversation(store: Store, conv: Conversation, source: str | None = None) -> IngestResult:
    """Store ``conv`` in one transaction; returns what changed."""
    fp = fingerprint(conv)
    with store.atomic() as db:
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
        _replace_qa(store, conv)
    return IngestResult(conv.id, status, added, len(conv.sessions), len(conv.turns))


def _check_prefix(store: Store, conv: Conversation) -> None:
    stored = {
        r["id"]: r
        for r in store.execute(
            "SELECT id, speaker, text, caption, at FROM turns WHERE conversation_id=?", (conv.id,)
        )
    }
    incoming = conv.turn_map()
    for tid, r in stored.items():
        t = incoming.get(tid)
        if t is None or (t.speaker, t.text, t.caption, _iso(t.at)) != tuple(r)[1:]:
            raise InputError(
                f"conversation '{conv.id}' is already stored with different content "
                f"(turn {tid} differs or is missing)",
                hint="turns are never rewritten; ingest the changed version under another id",
            )


def _insert_new(store: Store, conv: Conversation) -> int:
    known = {
        r[0] for r in store.execute("SELECT id FROM turns WHERE conversation_id=?", (conv.id,))
    }
    store.conn.executemany(
        "INSERT OR IGNORE INTO sessions VALUES (?,?,?,?)",
        [(conv.id, s.idx, _iso(s.started_at), s.label) for s in conv.sessions],
    )
    rows = [
        (conv.id, t.id, t.session_idx, t.position, t.speaker, t.text, t.caption, _iso(t.at))
        for t in conv.turns
        if t.id not in known
    ]
    store.conn.executemany(
        "INSERT INTO turns (conversation_id, id, session_idx, position, speaker, text, caption, at)"
        " VALUES (?,?,?,?,?,?,?,?)",
        rows,
    )
    return len(rows)


def _replace_qa(store: Store, conv: Conversation) -> None:
    if not conv.qa:
        return
    store.execute("DELETE FROM qa_items WHERE conversation_id=?", (conv.id,))
    store.conn.executemany(
        "INSERT INTO qa_items VALUES (?,?,?,?,?,?,?)",
        [
            (
                conv.id,
                i,
                q.question,
                q.answer,
                q.category,
                json.dumps(list(q.evidence)),
                q.adversarial_answer,
            )
            for i, q in enumerate(conv.qa)
        ],
    )


def list_conversations(store: Store) -> list[dict[str, object]]:
    """One summary row per stored conversation."""
    rows = store.execute(
        "SELECT c.id, c.title, c.speakers, count(t.rowid) AS turns,"
        " (SELECT count(*) FROM sessions s WHERE s.conversation_id=c.id) AS sessions,"
        " (SELECT count(*) FROM qa_items q WHERE q.conversation_id=c.id) AS qa"
        " FROM conversations c LEFT JOIN turns t ON t.conversation_id=c.id"
        " GROUP BY c.id ORDER BY c.id"
    )
    return [dict(r) | {"speakers": json.loads(r["speakers"])} for r in rows]


def conversation_ids(store: Store) -> list[str]:
    return [r[0] for r in store.execute("SELECT id FROM conversations ORDER BY id")]


def load_conversation(store: Store, conversation_id: str) -> Conversation:
    """The stored conversation with its sessions, turns and QA items."""
    row = store.execute("SELECT * FROM conversations WHERE id=?", (conversation_id,)).fetchone()
    if row is None:
        known = ", ".join(conversation_ids(store)[:10]) or "none; run 'swcmem ingest PATH' first"
        raise NotFoundError(f"unknown conversation id '{conversation_id}' (stored: {known})")
    turns: dict[int, list[Turn]] = {}
    for r in store.execute(
        "SELECT * FROM turns WHERE conversation_id=? ORDER BY session_idx, position",
        (conversation_id,),
    ):
        turns.setdefault(r["session_idx"], []).append(
            Turn(
                id=r["id"],
                session_idx=r["session_idx"],
                position=r["position"],
                speaker=r["speaker"],
                text=r["text"],
                at=_dt(r["at"]),
                caption=r["caption"],
            )
        )
    sessions = tuple(
        Session(
            idx=s["idx"],
            started_at=_dt(s["started_at"]),
            label=s["label"],
            turns=tuple(turns.get(s["idx"], ())),
        )
        for s in store.execute(
            "SELECT * FROM sessions WHERE conversation_id=? ORDER BY idx", (conversation_id,)
        )
    )
    qa = tuple(
        QAItem(
            question=q["question"],
            answer=q["answer"],
            category=q["category"],
            evidence=tuple(json.loads(q["evidence"])),
            adversarial_answer=q["adversarial_answer"],
        )
        for q in store.execute(
            "SELECT * FROM qa_items WHERE conversation_id=? ORDER BY idx", (conversation_id,)
        )
    )
    return Conversation(
        id=row["id"],
        title=row["title"],
        speakers=tuple(json.loads(row["speakers"])),
        sessions=sessions,
        qa=qa,
    )


def search_turns(
    store: Store, conversation_id: str, query: str, limit: int = 20
) -> list[tuple[str, float]]:
    """BM25 (FTS5) search over one conversation's turns: (turn id, score), best first.

    The query is reduced to its words joined by OR, so punctuation in user questions never
    breaks the FTS5 syntax. Scores are positive, higher is better.
    """
    terms = [w for w in words(query) if len(w) > 1]
    if not terms:
        return []
    rows = store.execute(
        "SELECT t.id, -bm25(turns_fts) AS score FROM turns_fts JOIN turns t ON t.rowid=turns_fts.rowid"
        " WHERE turns_fts MATCH ? AND t.conversation_id=? ORDER BY score DESC LIMIT ?",
        (fts_any(terms), conversation_id, limit),
    )
    return [(r["id"], float(r["score"])) for r in rows]


def fts_any(terms: Sequence[str]) -> str:
    """An FTS5 query matching any of ``terms``, each a quoted phrase (so no term can be read
    as FTS5 syntax; an inner ``"`` is doubled, as FTS5 escapes it)."""
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in dict.fromkeys(terms))
