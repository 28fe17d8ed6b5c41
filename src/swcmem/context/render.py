"""Rendering lines and assembling them into a context that provably fits its budget."""

from __future__ import annotations

from collections.abc import Iterable

from swcmem.lines import line_tokens, session_header, turn_line, with_headers
from swcmem.model import Context, ContextLine
from swcmem.tokens import count_tokens

__all__ = ["Budget", "assemble", "line_tokens", "session_header", "turn_line", "with_headers"]


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
