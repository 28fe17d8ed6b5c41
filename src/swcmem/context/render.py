"""Rendering lines and assembling them into a context that provably fits its budget."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from swcmem.lines import fit_lines, line_tokens, session_header, turn_line, with_headers
from swcmem.model import Context, ContextLine
from swcmem.tokens import count_lines

__all__ = ["Budget", "assemble", "line_tokens", "session_header", "turn_line", "with_headers"]


def assemble(strategy: str, lines: Iterable[ContextLine], budget: int | None) -> Context:
    """A Context from ``lines``; if the exact count exceeds ``budget`` the longest non-header
    lines are dropped until it fits (:func:`swcmem.lines.fit_lines`: a handful of exact counts,
    each from cached per-line counts, :func:`swcmem.tokens.count_lines`; estimates from
    per-line counts are almost always exact, this is the guarantee)."""
    kept = list(lines) if budget is None else fit_lines(list(lines), budget)
    kept = _drop_orphan_headers(kept)
    turn_ids = frozenset(line.turn_id for line in kept if line.kind == "turn" and line.turn_id)
    return Context(
        strategy=strategy,
        lines=tuple(kept),
        tokens=_count(kept),
        budget=budget,
        turn_ids=turn_ids,
    )


def _count(lines: Sequence[ContextLine]) -> int:
    return count_lines([line.text for line in lines])


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
