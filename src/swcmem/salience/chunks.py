"""Chunks: the units SWC scores and consolidates. A chunk is a session; a very long session
is split at turn boundaries into parts of about equal size (``s7.1``, ``s7.2``...)."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime

from swcmem.lines import line_tokens, session_header, turn_line
from swcmem.model import Conversation, Session, Turn

DEFAULT_MAX_CHUNK_TOKENS = 3000


@dataclass(frozen=True, slots=True)
class Chunk:
    """A stretch of one session. ``turn_ids`` and ``fingerprint`` are computed once (the
    object is immutable)."""

    id: str
    session_idx: int
    turns: tuple[Turn, ...]
    started_at: datetime | None
    tokens: int  # verbatim cost: the session header plus every turn line
    _ids: tuple[str, ...] | None = field(default=None, init=False, repr=False, compare=False)
    _fp: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def text(self) -> str:
        return "\n".join(f"{t.speaker}: {t.full_text}" for t in self.turns)

    @property
    def day(self) -> date | None:
        return self.started_at.date() if self.started_at else None

    @property
    def turn_ids(self) -> tuple[str, ...]:
        if self._ids is None:
            object.__setattr__(self, "_ids", tuple(t.id for t in self.turns))
        assert self._ids is not None
        return self._ids

    @property
    def fingerprint(self) -> str:
        """Changes when the chunk's turns change (turns are append-only, so ids suffice)."""
        if self._fp is None:
            digest = hashlib.sha1("\x1f".join(self.turn_ids).encode()).hexdigest()[:16]
            object.__setattr__(self, "_fp", digest)
        assert self._fp is not None
        return self._fp


def session_chunks(
    session: Session,
    max_tokens: int = DEFAULT_MAX_CHUNK_TOKENS,
    costs: Sequence[int] | None = None,
) -> list[Chunk]:
    """The chunks of one session; ``costs`` are its turns' line costs when already known
    (the store keeps them: ``turn_stats.line_tokens``), else they are counted now."""
    header = line_tokens(session_header(session))
    if costs is None or len(costs) != len(session.turns):
        costs = [line_tokens(turn_line(t)) for t in session.turns]
    total = sum(costs)
    parts = max(1, math.ceil(total / max_tokens)) if max_tokens > 0 else 1
    if parts == 1:
        return [
            Chunk(f"s{session.idx}", session.idx, session.turns, session.started_at, header + total)
        ]
    target = total / parts
    groups: list[list[int]] = [[]]
    running = 0.0
    for k, cost in enumerate(costs):
        if groups[-1] and running + cost / 2 > target * len(groups) and len(groups) < parts:
            groups.append([])
        groups[-1].append(k)
        running += cost
    return [
        Chunk(
            f"s{session.idx}.{n}",
            session.idx,
            tuple(session.turns[k] for k in group),
            session.started_at,
            header + sum(costs[k] for k in group),
        )
        for n, group in enumerate(groups, start=1)
    ]


def make_chunks(conv: Conversation, max_tokens: int = DEFAULT_MAX_CHUNK_TOKENS) -> list[Chunk]:
    """The chunks of a conversation, in order (sessions without turns give none)."""
    return [c for s in conv.sessions if s.turns for c in session_chunks(s, max_tokens)]
