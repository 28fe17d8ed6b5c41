"""Conversations kept loaded in this process and extended as turns arrive.

Loading a conversation reads every turn (about a second at 100,000 turns); an agent that asks
for a context before every model call cannot pay that each time. Turns are append-only and
sessions only grow at their end, so a loaded conversation stays true: :func:`conversation`
checks two cheap values — the conversation's creation time and its last turn's ``seq`` (an
index seek) — and reads only the turns added since, appending them to the cached object
(:meth:`swcmem.model.Conversation.appended`, which carries its lookup tables over).

An explicit delete followed by a new conversation under the same id changes the creation
time, so a stale object is never returned; :func:`forget` drops an entry at once. Reads made
inside a write transaction may see rows that are later rolled back: they are returned but
never cached. The cache holds at most :data:`MAX_TURNS` turns over all conversations (least
recently used first out).

Thread-safe: one lock guards the table; loading happens outside it (two threads may load the
same conversation once each; both results are equal).
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass

from swcmem.model import Conversation, Session
from swcmem.store.conversations import (
    load_conversation,
    read_sessions,
    read_turns,
    unknown_conversation,
)
from swcmem.store.db import Store

MAX_TURNS = 400_000


@dataclass(frozen=True, slots=True)
class _Entry:
    created_at: str
    last_seq: int
    conv: Conversation


@dataclass(frozen=True, slots=True)
class _Head:
    created_at: str
    last_seq: int
    title: str | None
    speakers: tuple[str, ...]


_CACHE: OrderedDict[tuple[str, str], _Entry] = OrderedDict()
_LOCK = threading.Lock()


def conversation(store: Store, conversation_id: str) -> Conversation:
    """The stored conversation (as :func:`~swcmem.store.conversations.load_conversation`
    returns it), from this process's cache when nothing was added since, else extended by the
    new turns only. Raises :class:`~swcmem.errors.NotFoundError` for an unknown id."""
    head = _head(store, conversation_id)
    key = (store.key, conversation_id)
    with _LOCK:
        entry = _CACHE.get(key)
        if entry is not None:
            _CACHE.move_to_end(key)
    if entry is not None and entry.created_at == head.created_at:
        if entry.last_seq == head.last_seq:
            return entry.conv
        if entry.last_seq < head.last_seq:
            conv, last = _extended(store, entry, head)
            return _keep(store, key, _Entry(head.created_at, last, conv))
    conv = load_conversation(store, conversation_id)
    return _keep(store, key, _Entry(head.created_at, len(conv.turns) - 1, conv))


def forget(store_key: str, conversation_id: str) -> None:
    """Drop the cached copy of one conversation (after an explicit delete)."""
    with _LOCK:
        _CACHE.pop((store_key, conversation_id), None)


def _head(store: Store, conversation_id: str) -> _Head:
    row = store.execute(
        "SELECT c.created_at, c.title, c.speakers, (SELECT max(t.seq) FROM turns t"
        " WHERE t.conversation_id = c.id) AS last_seq FROM conversations c WHERE c.id=?",
        (conversation_id,),
    ).fetchone()
    if row is None:
        raise unknown_conversation(conversation_id)
    last = -1 if row["last_seq"] is None else int(row["last_seq"])
    return _Head(str(row["created_at"]), last, row["title"], tuple(json.loads(row["speakers"])))


def _extended(store: Store, entry: _Entry, head: _Head) -> tuple[Conversation, int]:
    """The cached conversation plus the turns stored after it; the last ``seq`` read."""
    old = entry.conv
    new = read_turns(store, old.id, after=entry.last_seq)
    last = entry.last_seq + len(new)
    known_last = old.sessions[-1].idx if old.sessions else 0
    first = min([known_last + 1, *(t.session_idx for t in new)])
    changed = []
    for s in read_sessions(store, old.id, first_idx=first):
        before = old.session(s.idx).turns if s.idx <= known_last and _has(old, s.idx) else ()
        added = tuple(t for t in new if t.session_idx == s.idx)
        changed.append(Session(s.idx, s.started_at, before + added, s.label))
    return old.appended(tuple(changed), head.speakers), last


def _has(conv: Conversation, idx: int) -> bool:
    try:
        conv.session(idx)
    except KeyError:
        return False
    return True


def _keep(store: Store, key: tuple[str, str], entry: _Entry) -> Conversation:
    if store.backend.in_transaction() or len(entry.conv.turns) > MAX_TURNS:
        return entry.conv
    with _LOCK:
        _CACHE[key] = entry
        _CACHE.move_to_end(key)
        total = sum(len(e.conv.turns) for e in _CACHE.values())
        while total > MAX_TURNS and len(_CACHE) > 1:
            _, gone = _CACHE.popitem(last=False)
            total -= len(gone.conv.turns)
    return entry.conv
