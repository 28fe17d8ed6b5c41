"""LoCoMo replayed at a length factor: one conversation's sessions repeated, each replay
starting a day after the previous one ends (used by the store benchmarks,
``benchmarks/store/``; the scale benchmark itself uses the synthetic chat of ``generate.py``,
which we wrote, so that its text can be as long as we like)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from swcmem.model import Conversation, Session


def grow(conv: Conversation, factor: int) -> Conversation:
    """``conv`` replayed ``factor`` times; each replay starts a day after the previous end."""
    first = conv.sessions[0].started_at
    last = conv.sessions[-1].started_at
    assert first is not None and last is not None
    span = last - first + timedelta(days=1)
    sessions: list[Session] = []
    for r in range(factor):
        shift = span * r
        for s in conv.sessions:
            idx = len(sessions) + 1
            turns = tuple(
                replace(t, id=f"D{idx}:{k + 1}", session_idx=idx, at=t.at + shift if t.at else None)
                for k, t in enumerate(s.turns)
            )
            at = s.started_at + shift if s.started_at else None
            sessions.append(Session(idx, at, turns, s.label))
    return Conversation(f"{conv.id}-x{factor}", conv.speakers, tuple(sessions), conv.title)
