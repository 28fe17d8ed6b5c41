"""The SWC context strategies: ``swc-full`` and ``swc-temporal`` (the paper's two conditions)
and ``swc-anchored`` (ours). They differ only in how gists are made (see
:mod:`swcmem.consolidate.gist`); tiers, policy and budget handling are shared.

Each build reuses the gists stored for the conversation and consolidates on demand when there
are none yet (or the conversation grew). Options (``StrategyEnv.options``): ``gister``
(extractive | llm; default llm when ``env.llm`` is set), ``policy`` (staged | paper),
``embedder`` (lexical | minilm), ``audit`` (bool), ``gist_ratio``, and for ``swc-anchored``
``timeline`` (bool, default on): dated index lines in the budget the memory leaves unused
(:mod:`swcmem.consolidate.timeline`). ``swc-anchored-no-timeline`` is the same memory without
the timeline (an ablation, to show what the timeline adds).
"""

from __future__ import annotations

from dataclasses import dataclass

from swcmem.consolidate.service import config_from_options, memory_lines
from swcmem.context.base import StrategyEnv, register
from swcmem.context.render import assemble
from swcmem.model import Context, Conversation


@dataclass
class SWCStrategy:
    """Salience-weighted consolidation: first and latest sessions verbatim, the rest as
    budget-fitted gists by salience (``query_aware`` is False: the question is not used)."""

    env: StrategyEnv
    name: str
    query_aware: bool = False
    timeline: bool = False
    memory: str = ""  # the consolidation (gist condition) to show; default: ``name``

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        store = self.env.require_store(self.name)
        memory = self.memory or self.name
        config = config_from_options(memory, self.env.options, self.env.llm, budget)
        timeline = self.timeline and self.env.options.get("timeline", True) is not False
        lines = memory_lines(store, conv, config, self.env.llm, budget, timeline=timeline)
        return assemble(self.name, lines, budget)


register("swc-full", "SWC, paper's generic gists: salience tiers, gists without protection")(
    lambda env: SWCStrategy(env, "swc-full")
)
register("swc-temporal", "SWC, paper's temporal-protected gists (temporal expressions kept)")(
    lambda env: SWCStrategy(env, "swc-temporal")
)
register("swc-anchored", "SWC, ours: protected gists with resolved dates inline, budget-fitted")(
    lambda env: SWCStrategy(env, "swc-anchored", timeline=True)
)
register("swc-anchored-no-timeline", "ablation: swc-anchored without the timeline of index lines")(
    lambda env: SWCStrategy(env, "swc-anchored-no-timeline", memory="swc-anchored")
)
