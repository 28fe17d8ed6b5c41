"""Where each session's turns lie in a conversation's ``seq`` order: sessions are contiguous
runs of ``seq``, so a turn's session and a session's turns follow from each session's first
``seq`` — no turn row needs to be read to rank by session.

Kept per conversation in this process and extended by appended turns only (checked with two
index lookups: the conversation's creation time and its last ``seq``). Reads inside a write
transaction are used but not kept (they might be rolled back).

Thread-safe: one lock guards the table; reading happens outside it.
"""

from __future__ import annotations

import bisect
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

from swcmem.store.db import Store

LIMIT = 256  # conversations whose layout is kept


@dataclass(frozen=True, slots=True)
class Layout:
    """Sessions in order (``sessions``), the ``seq`` each starts at (``starts``) and the
    number of turns in all (``turns``)."""

    sessions: tuple[int, ...] = ()
    starts: tuple[int, ...] = ()
    turns: int = 0

    def session_of(self, seq: int) -> int | None:
        """The session holding turn ``seq`` (None for a seq outside the conversation)."""
        if not 0 <= seq < self.turns or not self.starts:
            return None
        return self.sessions[bisect.bisect_right(self.starts, seq) - 1]

    def sessions_of(self, seqs: Iterable[int]) -> dict[int, int]:
        """seq → session for the given turns that are in the conversation (one pass)."""
        out: dict[int, int] = {}
        at = 0
        starts, sessions = self.starts, self.sessions
        for seq in sorted(s for s in seqs if 0 <= s < self.turns):
            while at + 1 < len(starts) and starts[at + 1] <= seq:
                at += 1
            out[seq] = sessions[at]
        return out

    def seqs_of(self, session_idx: int) -> range:
        """The ``seq`` range of a session's turns (empty for an unknown session)."""
        at = bisect.bisect_left(self.sessions, session_idx)
        if at == len(self.sessions) or self.sessions[at] != session_idx:
            return range(0)
        end = self.starts[at + 1] if at + 1 < len(self.starts) else self.turns
        return range(self.starts[at], end)


_CACHE: OrderedDict[tuple[str, str], tuple[tuple[str, int], Layout]] = OrderedDict()
_LOCK = threading.Lock()


def layout(store: Store, conversation_id: str) -> Layout:
    """The session layout of a stored conversation (empty when it has no turns)."""
    row = store.execute(
        "SELECT c.created_at, (SELECT max(t.seq) FROM turns t WHERE t.conversation_id = c.id)"
        " FROM conversations c WHERE c.id=?",
        (conversation_id,),
    ).fetchone()
    if row is None or row[1] is None:
        return Layout()
    token = (str(row[0]), int(row[1]))
    key = (store.key, conversation_id)
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None and hit[0] == token:
        return hit[1]
    known = hit[1] if hit is not None and hit[0][0] == token[0] else Layout()
    found = _extend(store, conversation_id, known)
    if not store.backend.in_transaction():
        with _LOCK:
            _CACHE[key] = (token, found)
            _CACHE.move_to_end(key)
            while len(_CACHE) > LIMIT:
                _CACHE.popitem(last=False)
    return found


def _extend(store: Store, conversation_id: str, known: Layout) -> Layout:
    """``known`` plus the sessions of the turns stored after it."""
    rows = store.execute(
        "SELECT session_idx, min(seq), count(*) FROM turns WHERE conversation_id=? AND seq>=?"
        " GROUP BY session_idx ORDER BY min(seq)",
        (conversation_id, known.turns),
    ).fetchall()
    sessions, starts = list(known.sessions), list(known.starts)
    turns = known.turns
    for idx, first, count in rows:
        if not sessions or sessions[-1] != idx:
            sessions.append(int(idx))
            starts.append(int(first))
        turns += int(count)
    return Layout(tuple(sessions), tuple(starts), turns)
