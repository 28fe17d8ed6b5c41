"""The baseline strategies: ``full``, ``truncation``, ``sliding`` and ``retrieval``."""

from __future__ import annotations

from dataclasses import dataclass, field

from swcmem.context.base import StrategyEnv, register
from swcmem.context.condense import Condenser, ExtractiveCondenser
from swcmem.context.render import (
    Budget,
    assemble,
    line_tokens,
    session_header,
    turn_line,
    with_headers,
)
from swcmem.model import Context, ContextLine, Conversation, Turn
from swcmem.search import TurnSearch


@dataclass
class Full:
    """Every turn, verbatim, with session date headers. Ignores the budget."""

    name: str = "full"
    query_aware = False

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        keep = {t.id for t in conv.turns}
        return assemble(self.name, with_headers(conv.sessions, keep), None)


def recent_turns(conv: Conversation, budget: float, skip: set[str]) -> list[Turn]:
    """The most recent turns (not in ``skip``) whose lines, with their session headers,
    fit ``budget``; returned oldest first."""
    picked: list[Turn] = []
    left = budget
    for session in reversed(conv.sessions):
        header_cost = line_tokens(session_header(session))
        header_paid = False
        for turn in reversed(session.turns):
            if turn.id in skip:
                continue
            cost = line_tokens(turn_line(turn)) + (0 if header_paid else header_cost)
            if cost > left:
                return picked[::-1]
            left -= cost
            header_paid = True
            picked.append(turn)
    return picked[::-1]


@dataclass
class Truncation:
    """The most recent turns that fit, with the first session pinned (as in the paper)."""

    name: str = "truncation"
    query_aware = False

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        if budget is None:
            return Full(self.name).build(conv, None)
        first = conv.sessions[0] if conv.sessions else None
        keep: set[str] = set()
        account = Budget(budget)
        if first is not None:
            account.take(line_tokens(session_header(first)))
            for t in first.turns:
                if not account.take(line_tokens(turn_line(t))):
                    break
                keep.add(t.id)
        keep.update(t.id for t in recent_turns(conv, account.left, keep))
        return assemble(self.name, with_headers(conv.sessions, keep), budget)


@dataclass
class Sliding:
    """Recent turns verbatim; older turns condensed into dated summary lines."""

    name: str = "sliding"
    query_aware = False
    summary_share: float = 0.35
    condenser: Condenser = field(default_factory=ExtractiveCondenser)

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        if budget is None:
            return Full(self.name).build(conv, None)
        summary_budget = int(budget * self.summary_share)
        recent = recent_turns(conv, budget - summary_budget, set())
        recent_ids = {t.id for t in recent}
        overflow = [t for t in conv.turns if t.id not in recent_ids]
        lines: list[ContextLine] = []
        if overflow:
            lines.append(ContextLine("note", "## Summary of earlier sessions"))
            lines.extend(self.condenser.condense(overflow, summary_budget - 8))
        lines.extend(with_headers(conv.sessions, recent_ids))
        return assemble(self.name, lines, budget)


@dataclass
class Retrieval:
    """Query-aware baseline: the BM25 top turns for the question within budget,
    shown chronologically under their session headers. Without a question: truncation."""

    env: StrategyEnv
    name: str = "retrieval"
    query_aware: bool = True

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        if not question:
            return Truncation(self.name).build(conv, budget)
        store = self.env.require_store(self.name)
        hits = TurnSearch(store).search(conv.id, question, limit=200)
        turns = conv.turn_map()
        keep: set[str] = set()
        account = Budget(budget)
        seen_sessions: set[int] = set()
        for hit in hits:
            tid = hit.turn.id
            turn = turns.get(tid)
            if turn is None:
                continue
            cost = line_tokens(turn_line(turn))
            if turn.session_idx not in seen_sessions:
                cost += line_tokens(session_header(conv.session(turn.session_idx)))
            if account.take(cost):
                keep.add(tid)
                seen_sessions.add(turn.session_idx)
        return assemble(self.name, with_headers(conv.sessions, keep), budget)


register("full", "every turn verbatim (no budget)")(lambda env: Full())
register("truncation", "most recent turns that fit, first session pinned")(lambda env: Truncation())
register("sliding", "recent turns verbatim + extractive summary of older ones")(
    lambda env: Sliding()
)
register("retrieval", "BM25 top turns for the question, within budget")(lambda env: Retrieval(env))
