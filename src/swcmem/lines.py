"""Rendering turns and session headers as context lines, and what a line costs.

Low level on purpose: the store records each turn's line cost at write time, salience and
consolidation price chunks with it, and every context strategy prints with it, so all of them
agree on one rendering.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from functools import lru_cache

from swcmem.model import ContextLine, Conversation, Session, Turn
from swcmem.tokens import count_lines, count_tokens


@lru_cache(maxsize=4096)
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
    """Chronological lines for the kept turn ids, each session introduced by its header
    (walks every turn: :func:`headed_lines` finds the kept ones by id)."""
    lines: list[ContextLine] = []
    for s in sessions:
        turns = [t for t in s.turns if t.id in keep]
        if turns:
            lines.append(session_header(s))
            lines.extend(turn_line(t) for t in turns)
    return lines


def headed_lines(conv: Conversation, keep: Iterable[str]) -> list[ContextLine]:
    """What ``with_headers(conv.sessions, keep)`` gives, found by id (the cost grows with
    ``keep``, not with the conversation): the kept turns in conversation order, each session
    introduced by its header. Ids not in ``conv`` are left out."""
    found = (conv.turn(tid) for tid in set(keep))
    turns = sorted((t for t in found if t is not None), key=lambda t: (t.session_idx, t.position))
    lines: list[ContextLine] = []
    for i, t in enumerate(turns):
        if i == 0 or turns[i - 1].session_idx != t.session_idx:
            lines.append(session_header(conv.session(t.session_idx)))
        lines.append(turn_line(t))
    return lines


def drop_order(lines: Sequence[ContextLine]) -> list[int]:
    """The order in which :func:`fit_lines` gives lines up: the longest non-header line first
    (by characters; the earlier of equals), then header lines from the last one."""
    body = sorted(
        (i for i, line in enumerate(lines) if line.kind != "header"),
        key=lambda i: (-len(lines[i].text), i),
    )
    return body + [i for i in reversed(range(len(lines))) if lines[i].kind == "header"]


def fit_lines(lines: Sequence[ContextLine], budget: int) -> list[ContextLine]:
    """``lines`` without the fewest lines, taken in :func:`drop_order`, that makes the joined
    text count at most ``budget`` tokens — what dropping one line at a time and recounting
    gives (removing a line never adds tokens), found with a handful of exact counts (each
    from cached per-line counts, :func:`swcmem.tokens.count_lines`): the per-line costs guess
    how many to drop, a search outward from the guess settles it."""
    order = drop_order(lines)
    counts: dict[int, int] = {}

    def kept(k: int) -> list[ContextLine]:
        gone = set(order[:k])
        return [line for i, line in enumerate(lines) if i not in gone]

    def fits(k: int) -> bool:
        if k not in counts:
            counts[k] = count_lines([line.text for line in kept(k)])
        return counts[k] <= budget

    if fits(0):
        return list(lines)
    lo, hi = _bracket(fits, _estimate(lines, order, budget), len(order))
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if fits(mid) else (mid, hi)
    return kept(hi)


def _bracket(fits: Callable[[int], bool], guess: int, n: int) -> tuple[int, int]:
    """(lo, hi) with ``fits(lo)`` False (or lo == 0) and ``fits(hi)`` True, found by
    galloping from ``guess`` (usually within a line or two of the answer)."""
    step = 1
    if fits(guess):
        hi, lo = guess, max(0, guess - 1)
        while lo > 0 and fits(lo):
            hi, step = lo, step * 2
            lo = max(0, hi - step)
        return lo, hi
    lo, hi = guess, min(n, guess + 1)
    while hi < n and not fits(hi):
        lo, step = hi, step * 2
        hi = min(n, lo + step)
    return lo, hi


def _estimate(lines: Sequence[ContextLine], order: Sequence[int], budget: int) -> int:
    """How many lines to drop by the sum of per-line costs."""
    total = sum(line_tokens(line) for line in lines) - 1
    for k, i in enumerate(order):
        if total <= budget:
            return k
        total -= line_tokens(lines[i])
    return len(order)
