"""The turns and anchors a "when" question reads, from the store or from memory.

Ranking (:mod:`swcmem.temporal.rank`, :mod:`swcmem.temporal.teasers`) reads some turns by
``seq`` or id and the anchors of some turns, several times per question. :func:`turn_source`
gives those reads from an in-process copy of the conversation (:class:`Snapshot`) when it has
at most :data:`SNAPSHOT_MAX_TURNS` turns, and from the store (:class:`StoreTurns`) otherwise.
A copy is made on the first question and kept while the conversation's highest turn ``seq``
and its anchors token (replaced by every write of its anchors: migration 0011) are unchanged,
which one query of two index lookups tells: new turns, new anchors and a reindex — in this
process or another — are seen by the next question.

Thread-safe: snapshots are immutable; the cache is guarded by a lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from swcmem.model import Anchor
from swcmem.store.anchors import anchor_state, load_anchors, turns_by_id
from swcmem.store.conversations import TurnRow, turn_page, turns_at
from swcmem.store.db import Store

# Longer conversations are read from the store: a copy would hold every turn's text.
SNAPSHOT_MAX_TURNS = 10_000
_CACHE_LIMIT = 32
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


@dataclass(frozen=True)
class Snapshot:
    """Every turn and anchor of one conversation, in memory."""

    by_seq: dict[int, TurnRow]
    by_id: dict[str, TurnRow]
    by_turn: dict[str, tuple[Anchor, ...]]

    @classmethod
    def read(cls, store: Store, conversation_id: str) -> Snapshot:
        by_seq: dict[int, TurnRow] = {}
        while page := turn_page(store, conversation_id, max(by_seq, default=-1), _PAGE):
            by_seq.update((t.seq, t) for t in page)
        by_turn: dict[str, list[Anchor]] = {}
        for a in load_anchors(store, conversation_id):
            by_turn.setdefault(a.turn_id, []).append(a)
        return cls(
            by_seq,
            {t.id: t for t in by_seq.values()},
            {t: tuple(found) for t, found in by_turn.items()},
        )

    def turns_at(self, seqs: Iterable[int]) -> dict[int, TurnRow]:
        return {s: self.by_seq[s] for s in seqs if s in self.by_seq}

    def turns_by_id(self, turn_ids: Iterable[str]) -> dict[str, TurnRow]:
        return {t: self.by_id[t] for t in turn_ids if t in self.by_id}

    def anchors(self, turn_ids: Iterable[str]) -> list[Anchor]:
        return [a for t in dict.fromkeys(turn_ids) for a in self.by_turn.get(t, ())]


_CACHE: OrderedDict[tuple[str, str], tuple[tuple[int, str | None], Snapshot]] = OrderedDict()
_LOCK = threading.Lock()


def turn_source(store: Store, conversation_id: str) -> TurnSource:
    """The conversation's in-process snapshot (made or renewed when its turns or anchors
    changed), or the store itself for a conversation of more than
    :data:`SNAPSHOT_MAX_TURNS` turns."""
    state = anchor_state(store, conversation_id)
    if state[0] >= SNAPSHOT_MAX_TURNS:
        return StoreTurns(store, conversation_id)
    key = (store.key, conversation_id)
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None and hit[0] == state:
            _CACHE.move_to_end(key)
            return hit[1]
    # Kept under the state read before it: a write while it is read is seen next time.
    snapshot = Snapshot.read(store, conversation_id)
    with _LOCK:
        _CACHE[key] = (state, snapshot)
        _CACHE.move_to_end(key)
        while len(_CACHE) > _CACHE_LIMIT:
            _CACHE.popitem(last=False)
    return snapshot
