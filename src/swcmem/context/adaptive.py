"""``swc-adaptive``: one budget, split by what the question needs.

The question is routed (:mod:`swcmem.route`) and the budget shared out:

- **temporal** → dated lines from the temporal index (the ``when()`` answers, each with its
  resolved date, the quote and the day it was said) + a little anchored memory + the turns;
- **single-hop** → verbatim turns from the lossless store + a little memory;
- **multi-hop / open-domain** → more gist memory (facts from many sessions) + the turns.

Turns are ranked by :class:`swcmem.search.TurnRanker` (BM25 with speaker prior, neighbours and
session locality; for temporal questions the turns the index points at come first), packed
as many short lines as fit (:mod:`swcmem.context.turnpack`, the packer the ``retrieval``
baseline uses too), and shown chronologically under their session headers. The memory
is the ``swc-anchored`` consolidation of the conversation (gists with resolved dates inline),
its gists chosen by relevance to the question. Without a question there is nothing to route
on: the context is the ``swc-anchored`` memory itself.

Ablations, registered as strategies so the retention benchmark measures them like any other:
``swc-adaptive-no-index`` (no temporal index: no dated lines, no boost), ``swc-adaptive-no-memory``
(no gist memory) and ``swc-adaptive-no-ranker`` (turns by plain BM25).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from swcmem.consolidate.service import config_from_options, current_memory, memory_view
from swcmem.consolidate.stored import gists_by_overlap
from swcmem.consolidate.view import gist_line
from swcmem.context.base import StrategyEnv, register
from swcmem.context.baselines import Full, Truncation
from swcmem.context.render import assemble, line_tokens
from swcmem.context.turnpack import Ranking, pack_turns
from swcmem.errors import SwcmemError
from swcmem.lines import headed_lines
from swcmem.model import Context, ContextLine, Conversation
from swcmem.route import QuestionType, classify
from swcmem.salience.chunks import Chunk
from swcmem.search import RankConfig
from swcmem.store.gists import StoredGist
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.render import interval_label
from swcmem.text import search_terms

log = logging.getLogger("swcmem.context")

NAME = "swc-adaptive"
MEMORY_STRATEGY = "swc-anchored"
SAFETY_TOKENS = 8  # joined text may count a few tokens more than the sum of its lines


@dataclass(frozen=True, slots=True)
class Split:
    """Shares of the budget for index lines and memory; the turns get the rest."""

    index: float
    memory: float


SPLITS: dict[QuestionType, Split] = {
    "temporal": Split(index=0.10, memory=0.05),
    "single-hop": Split(index=0.0, memory=0.05),
    "multi-hop": Split(index=0.0, memory=0.15),
    "open-domain": Split(index=0.0, memory=0.15),
}
INDEX_ANSWERS = 5  # when() answers considered for a temporal question
TOP_ANSWER_SHARE = 0.25  # the best when() answer is shown if it costs at most this share
INDEX_BOOST = 1.0  # their turns' boost, as a multiple of the best lexical score
GIST_LINE_MAX = 120  # tokens per memory line


@dataclass
class Adaptive:
    """See the module doc. The switches make the ablations: ``use_index`` False drops the
    temporal index (its lines and its boost of the turns it points at), ``use_memory`` False the
    gist memory (the turns take their shares), ``ranking`` ``bm25`` ranks the turns by plain BM25
    instead of the turn ranker. Thread-safe: holds no state besides its env and settings."""

    env: StrategyEnv
    name: str = NAME
    rank: RankConfig = field(default_factory=RankConfig)
    query_aware: bool = True
    use_index: bool = True
    use_memory: bool = True
    ranking: Ranking = "ranker"

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        if budget is None:
            return Full(self.name).build(conv, None)
        if not question:
            if not self.use_memory:
                return Truncation(self.name).build(conv, budget)
            return self._memory_only(conv, budget)
        split = SPLITS[classify(question).type]
        index_room = int(budget * split.index) if self.use_index else 0
        index_lines, index_turns = self._index(conv, question, index_room, budget)
        memory_room = int(budget * split.memory) if self.use_memory else 0
        memory = self._memory(conv, question, budget, memory_room)
        sections = _section("## Dated events (temporal index)", index_lines)
        sections += _section("## Memory (gists)", memory)
        left = budget - SAFETY_TOKENS - sum(line_tokens(x) for x in sections)
        store = self.env.require_store(self.name)
        picked = pack_turns(
            store,
            conv,
            question,
            left,
            ranking=self.ranking,
            config=self.rank,
            boost_ids=index_turns,
            boost=INDEX_BOOST,
        )
        return assemble(self.name, [*sections, *headed_lines(conv, picked)], budget)

    # ------------------------------------------------------------------ temporal index

    def _index(
        self, conv: Conversation, question: str, room: int, budget: int
    ) -> tuple[list[ContextLine], list[str]]:
        """Dated lines for the best ``when()`` answers — or, where the index abstains from
        answering, for its best evidence: a context serves the answering model, which can still
        read a date off it — within ``room`` tokens (the best one even beyond it when it costs
        under a quarter of the budget), and the turn ids they come from."""
        if room <= 0 or self.env.store is None:
            return [], []
        # The lexical when(): building a context never embeds a conversation. Measured on
        # locomo8 the MiniLM path changed adaptive's answer support by +0.002 (0.693 vs 0.691,
        # dated support equal) for 30 s of embedding; it serves `swcmem when` instead.
        index = TemporalIndex(self.env.store, dense=False)
        found = index.ask(conv.id, question, k=INDEX_ANSWERS)
        answers = found.answers or found.evidence
        lines: list[ContextLine] = []
        used = line_tokens(ContextLine("note", "## Dated events (temporal index)"))
        for a in answers:
            if a.start is None or a.end is None:
                continue
            said = f" (said {a.said_on.isoformat()})" if a.said_on else ""
            turn = conv.turn(a.turn_id)
            who = turn.speaker if turn else ""
            text = f"[{interval_label(a.start, a.end)}] {a.text} — {who}: {a.quote}{said}"
            line = ContextLine("index", text, turn_id=a.turn_id, day=a.said_on)
            cost = line_tokens(line)
            if used + cost > room and (lines or used + cost > budget * TOP_ANSWER_SHARE):
                continue
            used += cost
            lines.append(line)
        return lines, [a.turn_id for a in answers]

    # ------------------------------------------------------------------ memory

    def _memory(
        self, conv: Conversation, question: str, budget: int, room: int
    ) -> list[ContextLine]:
        """The anchored memory's gists most relevant to the question, within ``room``."""
        if room <= 0 or self.env.store is None:
            return []
        try:
            chunks, gists = self._gists(conv, budget)
        except SwcmemError as exc:  # no memory possible (e.g. LLM gister without a model)
            log.warning("swc-adaptive: no memory (%s)", exc)
            return []
        scored = gists_by_overlap(chunks, gists, set(search_terms(question)))
        lines: list[ContextLine] = []
        used = line_tokens(ContextLine("note", "## Memory (gists)"))
        for overlap, chunk, gist in scored:
            if overlap == 0 and lines:
                break
            cap = min(GIST_LINE_MAX, room - used)
            if cap < 20:
                break
            line = gist_line(chunk, gist, cap)
            used += line_tokens(line)
            lines.append(line)
        return lines

    def _gists(self, conv: Conversation, budget: int) -> tuple[list[Chunk], dict[str, StoredGist]]:
        store = self.env.require_store(self.name)
        config = config_from_options(MEMORY_STRATEGY, self.env.options, self.env.llm, budget)
        chunks, _, gists = current_memory(store, conv, config, self.env.llm)
        return chunks, gists

    def _memory_only(self, conv: Conversation, budget: int) -> Context:
        store = self.env.require_store(self.name)
        config = config_from_options(MEMORY_STRATEGY, self.env.options, self.env.llm, budget)
        view = memory_view(store, conv, config, self.env.llm, budget)
        return assemble(self.name, view.lines, budget)


def _section(title: str, lines: Sequence[ContextLine]) -> list[ContextLine]:
    return [ContextLine("note", title), *lines] if lines else []


register(NAME, "ours: question-routed budget — temporal-index lines, gist memory, ranked turns")(
    lambda env: Adaptive(env)
)
register(f"{NAME}-no-index", "ablation: swc-adaptive without the temporal index (lines, boost)")(
    lambda env: Adaptive(env, f"{NAME}-no-index", use_index=False)
)
register(f"{NAME}-no-memory", "ablation: swc-adaptive without gist memory (turns take its share)")(
    lambda env: Adaptive(env, f"{NAME}-no-memory", use_memory=False)
)
register(f"{NAME}-no-ranker", "ablation: swc-adaptive with turns by plain BM25, not the ranker")(
    lambda env: Adaptive(env, f"{NAME}-no-ranker", ranking="bm25")
)
