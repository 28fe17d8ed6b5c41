"""Rendering turns and session headers as context lines, and what a line costs.

Low level on purpose: the store records each turn's line cost at write time, salience and
consolidation price chunks with it, and every context strategy prints with it, so all of them
agree on one rendering.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from swcmem.model import ContextLine, Session, Turn
from swcmem.tokens import count_tokens


def header_text(idx: int, started_at: datetime | None) -> str:
    """``## Session 3 — 8 May 2023 (Monday), 1:56 pm`` in the speaker's local time."""
    when = "date unknown"
    if started_at is not None:
        dt = started_at
        when = f"{dt.day} {dt:%B %Y} ({dt:%A}), {dt:%I:%M %p}".replace(" 0", " ")
    return f"## Session {idx} — {when}"


def session_header(session: Session) -> ContextLine:
    """The session's date header: the date a reader anchors times to."""
    day = session.started_at.date() if session.started_at else None
    return ContextLine("header", header_text(session.idx, session.started_at), day=day)


def turn_text(speaker: str, full_text: str) -> str:
    return f"{speaker}: {full_text}"


def turn_line(turn: Turn) -> ContextLine:
    day = turn.at.date() if turn.at else None
    return ContextLine("turn", turn_text(turn.speaker, turn.full_text), turn_id=turn.id, day=day)


def text_tokens(text: str) -> int:
    """Tokens a line of this text costs inside a context (its text plus the newline)."""
    return count_tokens(text) + 1


def line_tokens(line: ContextLine) -> int:
    """Tokens a line costs inside a context (its text plus the newline)."""
    return text_tokens(line.text)


def with_headers(sessions: Sequence[Session], keep: set[str]) -> list[ContextLine]:
    """Chronological lines for the kept turn ids, each session introduced by its header."""
    lines: list[ContextLine] = []
    for s in sessions:
        turns = [t for t in s.turns if t.id in keep]
        if turns:
            lines.append(session_header(s))
            lines.extend(turn_line(t) for t in turns)
    return lines
