"""The baseline strategies: ``full``, ``full-dated``, ``truncation``, ``sliding``, ``retrieval``
and ``retrieval-bm25``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from swcmem.consolidate.gist.units import annotate
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
from swcmem.context.turnpack import Ranking, pack_turns
from swcmem.model import Anchor, Context, ContextLine, Conversation, Turn
from swcmem.store.anchors import load_anchors


@dataclass
class Full:
    """Every turn, verbatim, with session date headers. Ignores the budget."""

    name: str = "full"
    query_aware = False
    budgeted = False

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
    """Query-aware baseline: the best-ranked turns for the question within budget, shown
    chronologically under their session headers; without a question, truncation.

    ``ranking`` ``ranker`` (``retrieval``) is the turn ranker swc-adaptive uses, packed the same
    way, so the baseline is at full strength; ``bm25`` (``retrieval-bm25``) is plain BM25 over the
    conversation's own statistics (see :mod:`swcmem.context.turnpack`). Thread-safe: holds no
    state besides its env."""

    env: StrategyEnv
    name: str = "retrieval"
    query_aware: bool = True
    ranking: Ranking = "ranker"

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        if not question or budget is None:
            return Truncation(self.name).build(conv, budget)
        store = self.env.require_store(self.name)
        room = budget - SAFETY_TOKENS
        keep = pack_turns(store, conv, question, room, ranking=self.ranking)
        return assemble(self.name, with_headers(conv.sessions, keep), budget)


@dataclass
class FullDated:
    """Every turn with each resolved date written inline after its expression ("last Saturday
    [20 May 2023]", from the temporal index, as swc-anchored gists write them), with session
    date headers; no budget. The ceiling for date-aware scores: everything, dates resolved.
    Habitual mentions ("every Monday") and unresolved expressions are left as written.
    Thread-safe: holds no state besides its env."""

    env: StrategyEnv
    name: str = "full-dated"
    query_aware = False
    budgeted = False

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        store = self.env.require_store(self.name)
        by_turn: dict[str, list[Anchor]] = {}
        for a in load_anchors(store, conv.id):
            if not a.implicit and not a.generic:
                by_turn.setdefault(a.turn_id, []).append(a)
        lines: list[ContextLine] = []
        for session in conv.sessions:
            lines.append(session_header(session))
            lines.extend(dated_turn_line(t, by_turn.get(t.id, ())) for t in session.turns)
        return assemble(self.name, lines, None)


def dated_turn_line(turn: Turn, anchors: Sequence[Anchor]) -> ContextLine:
    """The turn's line with its anchors' resolved dates written inline."""
    if not anchors:
        return turn_line(turn)
    return turn_line(replace(turn, text=annotate(turn.text, turn.text, anchors)))


SAFETY_TOKENS = 8  # joined text may count a few tokens more than the sum of its lines

register("full", "every turn verbatim (no budget)")(lambda env: Full())
register("full-dated", "every turn, resolved dates inline (no budget): the dated ceiling")(
    lambda env: FullDated(env)
)
register("truncation", "most recent turns that fit, first session pinned")(lambda env: Truncation())
register("sliding", "recent turns verbatim + extractive summary of older ones")(
    lambda env: Sliding()
)
register("retrieval", "turn ranker (BM25 + speaker prior, neighbours, session) top turns")(
    lambda env: Retrieval(env)
)
register("retrieval-bm25", "plain BM25 top turns for the question, within budget")(
    lambda env: Retrieval(env, "retrieval-bm25", ranking="bm25")
)
