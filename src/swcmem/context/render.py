"""Rendering lines and assembling them into a context that provably fits its budget."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from swcmem.model import Context, ContextLine, Session, Turn
from swcmem.tokens import count_tokens


def session_header(session: Session) -> ContextLine:
    """``## Session 3 — 8 May 2023 (Monday), 1:56 pm``: the date a reader anchors times to."""
    when = "date unknown"
    if session.started_at is not None:
        dt = session.started_at
        when = f"{dt.day} {dt:%B %Y} ({dt:%A}), {dt:%I:%M %p}".replace(" 0", " ")
    day = session.started_at.date() if session.started_at else None
    return ContextLine("header", f"## Session {session.idx} — {when}", day=day)


def turn_line(turn: Turn) -> ContextLine:
    day = turn.at.date() if turn.at else None
    return ContextLine("turn", f"{turn.speaker}: {turn.full_text}", turn_id=turn.id, day=day)


def line_tokens(line: ContextLine) -> int:
    """Tokens a line costs inside a context (its text plus the newline)."""
    return count_tokens(line.text) + 1


def with_headers(sessions: Sequence[Session], keep: set[str]) -> list[ContextLine]:
    """Chronological lines for the kept turn ids, each session introduced by its header."""
    lines: list[ContextLine] = []
    for s in sessions:
        turns = [t for t in s.turns if t.id in keep]
        if turns:
            lines.append(session_header(s))
            lines.extend(turn_line(t) for t in turns)
    return lines


def assemble(strategy: str, lines: Iterable[ContextLine], budget: int | None) -> Context:
    """A Context from ``lines``; if the exact count exceeds ``budget`` the longest non-header
    lines are dropped until it fits (estimates from per-line counts are almost always exact,
    this is the guarantee)."""
    kept = list(lines)
    text = "\n".join(line.text for line in kept)
    tokens = count_tokens(text)
    while budget is not None and tokens > budget and kept:
        kept.pop(_longest_droppable(kept))
        text = "\n".join(line.text for line in kept)
        tokens = count_tokens(text)
    kept = _drop_orphan_headers(kept)
    text = "\n".join(line.text for line in kept)
    turn_ids = frozenset(line.turn_id for line in kept if line.kind == "turn" and line.turn_id)
    return Context(
        strategy=strategy,
        lines=tuple(kept),
        tokens=count_tokens(text),
        budget=budget,
        turn_ids=turn_ids,
    )


def _longest_droppable(lines: list[ContextLine]) -> int:
    candidates = [i for i, line in enumerate(lines) if line.kind != "header"] or [len(lines) - 1]
    return max(candidates, key=lambda i: len(lines[i].text))


def _drop_orphan_headers(lines: list[ContextLine]) -> list[ContextLine]:
    out: list[ContextLine] = []
    for i, line in enumerate(lines):
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if line.kind == "header" and (nxt is None or nxt.kind == "header"):
            continue
        out.append(line)
    return out


class Budget:
    """A running token account for greedy packing."""

    def __init__(self, budget: int | None) -> None:
        self.left = float("inf") if budget is None else budget

    def take(self, cost: int) -> bool:
        if cost > self.left:
            return False
        self.left -= cost
        return True
