"""The turns and anchors a "when" question reads, from the store or from memory.

Ranking (:mod:`swcmem.temporal.rank`, :mod:`swcmem.temporal.teasers`) reads some turns by
``seq`` or id and the anchors of some turns, several times per question. :func:`turn_source`
gives those reads from an in-process copy of the conversation (:class:`Snapshot`) when it has
at most :data:`SNAPSHOT_MAX_TURNS` turns, and from the store (:class:`StoreTurns`) otherwise.
A copy is made on the first question and kept while the conversation's highest turn ``seq``
and its anchors token and append count (migration 0011) are unchanged, which one query of
index reads tells. After an append (a new message and its anchors) the next question reads
only the new rows; after a rewrite (a reindex, in this process or another) it reads all.

Thread-safe: snapshots are immutable; the cache is guarded by a lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from swcmem.lru import trim
from swcmem.model import Anchor
from swcmem.store.anchors import (
    AnchorState,
    anchor_state,
    anchors_after,
    length_turn_ids,
    load_anchors,
    turns_by_id,
)
from swcmem.store.conversations import TurnRow, turn_page, turns_at
from swcmem.store.db import Store

# Longer conversations are read from the store: a copy would hold every turn's text (about
# 2.2 KB a turn with its anchors: 1.5 MB for a 689-turn conversation). The cache keeps at most
# 32 conversations and 100,000 turns in all (~220 MB), dropping the least recently used.
SNAPSHOT_MAX_TURNS = 10_000
_CACHE_LIMIT = 32
_TURN_BUDGET = 100_000
_PAGE = 2_000


class TurnSource(Protocol):
    """Where ranking reads a conversation's turns and anchors."""

    def turns_at(self, seqs: Iterable[int]) -> dict[int, TurnRow]:
        """The turns of those ``seq`` (those that exist)."""
        ...

    def turns_by_id(self, turn_ids: Iterable[str]) -> dict[str, TurnRow]:
        """The turns of those ids (those that exist)."""
        ...

    def anchors(self, turn_ids: Iterable[str]) -> list[Anchor]:
        """The anchors of those turns, each turn's in their order in the turn."""
        ...

    def length_turns(self) -> list[str]:
        """The turns that tell a length with a start, in conversation order."""
        ...


@dataclass(frozen=True)
class StoreTurns:
    """Reads straight from the store."""

    store: Store
    conversation_id: str

    def turns_at(self, seqs: Iterable[int]) -> dict[int, TurnRow]:
        return turns_at(self.store, self.conversation_id, seqs)

    def turns_by_id(self, turn_ids: Iterable[str]) -> dict[str, TurnRow]:
        return turns_by_id(self.store, self.conversation_id, turn_ids)

    def anchors(self, turn_ids: Iterable[str]) -> list[Anchor]:
        return load_anchors(self.store, self.conversation_id, turn_ids)

    def length_turns(self) -> list[str]:
        return length_turn_ids(self.store, self.conversation_id)


@dataclass(frozen=True)
class Snapshot:
    """Every turn and anchor of one conversation, in memory, up to turn ``seq`` and anchor
    ``rowid``."""

    by_seq: dict[int, TurnRow]
    by_id: dict[str, TurnRow]
    by_turn: dict[str, tuple[Anchor, ...]]
    seq: int = -1
    rowid: int = 0

    @classmethod
    def read(cls, store: Store, conversation_id: str) -> Snapshot:
        return cls({}, {}, {}).extended(store, conversation_id)

    def extended(self, store: Store, conversation_id: str) -> Snapshot:
        """A copy with the turns and anchors stored after these (an append only: a rewrite
        needs :meth:`read`)."""
        by_seq, by_id, by_turn = dict(self.by_seq), dict(self.by_id), dict(self.by_turn)
        seq = self.seq
        while page := turn_page(store, conversation_id, seq, _PAGE):
            by_seq.update((t.seq, t) for t in page)
            by_id.update((t.id, t) for t in page)
            seq = page[-1].seq
        added, rowid = anchors_after(store, conversation_id, self.rowid)
        for a in added:
            by_turn[a.turn_id] = (*by_turn.get(a.turn_id, ()), a)
        return Snapshot(by_seq, by_id, by_turn, seq, rowid)

    def turns_at(self, seqs: Iterable[int]) -> dict[int, TurnRow]:
        return {s: self.by_seq[s] for s in seqs if s in self.by_seq}

    def turns_by_id(self, turn_ids: Iterable[str]) -> dict[str, TurnRow]:
        return {t: self.by_id[t] for t in turn_ids if t in self.by_id}

    def anchors(self, turn_ids: Iterable[str]) -> list[Anchor]:
        return [a for t in dict.fromkeys(turn_ids) for a in self.by_turn.get(t, ())]

    @cached_property
    def _lengths(self) -> tuple[str, ...]:
        return tuple(
            t.id
            for _, t in sorted(self.by_seq.items())
            if any(_is_length(a) for a in self.by_turn.get(t.id, ()))
        )

    def length_turns(self) -> list[str]:
        return list(self._lengths)


def _is_length(a: Anchor) -> bool:
    return a.duration_days is not None and a.start is not None and not a.generic


_CACHE: OrderedDict[tuple[str, str], tuple[AnchorState, Snapshot]] = OrderedDict()
_LOCK = threading.Lock()


def turn_source(store: Store, conversation_id: str) -> TurnSource:
    """The conversation's in-process snapshot — made on first use, extended by what was
    appended since, made anew after a rewrite — or the store itself for a conversation of
    more than :data:`SNAPSHOT_MAX_TURNS` turns."""
    state = anchor_state(store, conversation_id)
    if state.seq >= SNAPSHOT_MAX_TURNS:
        return StoreTurns(store, conversation_id)
    key = (store.key, conversation_id)
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None and hit[0] == state:
        return hit[1]
    # Kept under the state read before it: a write while it is read is seen next time.
    if hit is not None and state.extends(hit[0]):
        snapshot = hit[1].extended(store, conversation_id)
    else:
        snapshot = Snapshot.read(store, conversation_id)
    if store.backend.in_transaction():  # rows that may yet be rolled back: not kept
        return snapshot
    _keep(key, state, snapshot)
    return snapshot


def _keep(key: tuple[str, str], state: AnchorState, snapshot: Snapshot) -> None:
    """Cache ``snapshot``, dropping the least recently used beyond the count and turn budget
    (never the one just kept)."""
    with _LOCK:
        _CACHE[key] = (state, snapshot)
        _CACHE.move_to_end(key)
        trim(_CACHE, _CACHE_LIMIT, _TURN_BUDGET, lambda entry: len(entry[1].by_seq))
