"""The consolidated memory of a stored conversation, ready to view: reuse what is stored,
consolidate on demand when it is missing or stale, and keep what was built for reuse."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from swcmem.consolidate.cache import cached
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import consolidate, needs_gist
from swcmem.consolidate.gist import get_gister
from swcmem.consolidate.scoring import chunks_from_rows, state_signature, stored_decision
from swcmem.consolidate.stored import chunk_rows, gist_set
from swcmem.consolidate.tiers import TierDecision
from swcmem.consolidate.timeline import with_timeline
from swcmem.consolidate.view import MemoryView, build_view
from swcmem.errors import ConfigError
from swcmem.lines import fit_lines
from swcmem.llm.base import LLM
from swcmem.model import ContextLine, Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store.db import Store
from swcmem.store.gists import StoredChunk, StoredGist, memory_token

_OPTION_KEYS = {
    "gister",
    "policy",
    "embedder",
    "density",
    "audit",
    "auditor",
    "gist_ratio",
    "abstract_tokens",
    "max_chunk_tokens",
}


def config_from_options(
    strategy: str, options: dict[str, Any], llm: LLM | None, budget: int | None = None
) -> ConsolidationConfig:
    """Settings for ``strategy`` from free-form strategy options (unknown keys are ignored).
    ``options["config"]``, a :class:`ConsolidationConfig`, is the base (e.g. a ``Memory``'s
    own settings, weights and tiers included); the other keys override it. Without a base
    the gister defaults to ``llm`` when a model is configured, else ``extractive``."""
    picked = {k: v for k, v in options.items() if k in _OPTION_KEYS and v is not None}
    base = options.get("config")
    if not isinstance(base, ConsolidationConfig):
        base = ConsolidationConfig(gister="llm" if llm is not None else "extractive")
    if picked.get("gister", base.gister) == "llm" and llm is None:
        raise ConfigError(
            f"strategy '{strategy}' with the LLM gister needs a model",
            hint="pass --llm SPEC, or choose the offline gister (gister=extractive)",
        )
    if budget is not None:
        picked["budget"] = budget
    return replace(base, strategy=strategy, **picked)


def _fresh(rows: list[StoredChunk], conv: Conversation, config: ConsolidationConfig) -> bool:
    signature = f"{state_signature(conv)}|{config.salience_signature()}"
    return bool(rows) and all(r.computed_with == signature for r in rows)


def current_memory(
    store: Store,
    conv: Conversation,
    config: ConsolidationConfig,
    llm: LLM | None = None,
) -> tuple[list[Chunk], list[TierDecision], dict[str, StoredGist]]:
    """Chunks, tiers and gists for ``conv`` — from the store when up to date, otherwise after
    consolidating now (incrementally: only what the new turns change). Parsed once per
    memory token (:mod:`swcmem.consolidate.stored`)."""
    gister = get_gister(config.gister, config.strategy, llm)
    version = config.gist_version(gister.version)
    rows = chunk_rows(store, conv.id)
    state = state_signature(conv)
    fresh = cached(
        ("fresh", store.key, conv.id, config.salience_signature()),
        (memory_token(store, conv.id).chunks, state),
        lambda: _fresh(rows, conv, config),
    )
    if not fresh:
        consolidate(store, conv, config, llm)
        rows = chunk_rows(store, conv.id)
    token = (memory_token(store, conv.id), state)
    chunks, decisions = cached(
        ("view-chunks", store.key, conv.id),
        (token[0].chunks, state),
        lambda: (chunks_from_rows(conv, rows), [stored_decision(r) for r in rows]),
    )
    gists = gist_set(store, conv.id, config.strategy, gister.kind, version)
    missing = cached(
        ("missing", store.key, conv.id, config.strategy, gister.kind, version, config.policy),
        token,
        lambda: _missing(rows, decisions, gists, config),
    )
    if missing:
        consolidate(store, conv, config, llm)
        gists = gist_set(store, conv.id, config.strategy, gister.kind, version)
    return chunks, decisions, gists


def _missing(
    rows: list[StoredChunk],
    decisions: list[TierDecision],
    gists: dict[str, StoredGist],
    config: ConsolidationConfig,
) -> bool:
    """True when a chunk the policy may show as a gist has no gist of its current state."""
    fingerprints = {r.id: r.fingerprint for r in rows}
    return any(
        needs_gist(d, config.policy)
        and (
            d.chunk_id not in gists
            or gists[d.chunk_id].chunk_fingerprint != fingerprints[d.chunk_id]
        )
        for d in decisions
    )


def memory_view(
    store: Store,
    conv: Conversation,
    config: ConsolidationConfig,
    llm: LLM | None = None,
    budget: int | None = None,
) -> MemoryView:
    """The memory of ``conv`` planned for ``budget`` (consolidating on demand)."""
    chunks, decisions, gists = current_memory(store, conv, config, llm)
    return build_view(conv, chunks, decisions, gists, config, budget)


def memory_lines(
    store: Store,
    conv: Conversation,
    config: ConsolidationConfig,
    llm: LLM | None = None,
    budget: int | None = None,
    *,
    timeline: bool = False,
) -> list[ContextLine]:
    """The lines of the memory planned for ``budget`` — plus, with ``timeline``, dated index
    lines in the budget it leaves (:func:`~swcmem.consolidate.timeline.with_timeline`) — cut
    to the budget if they exceed it (:func:`~swcmem.lines.fit_lines`: when the protected
    sessions alone are longer).
    Query-independent, so built once per (conversation state, memory token, settings,
    budget) and reused from this process's cache: a repeated build costs two primary-key
    reads."""
    chunks, decisions, gists = current_memory(store, conv, config, llm)
    token = (memory_token(store, conv.id), state_signature(conv))

    def build() -> list[ContextLine]:
        view = build_view(conv, chunks, decisions, gists, config, budget)
        lines = list(view.lines)
        if timeline:
            lines = with_timeline(store, conv, lines, chunks, decisions, view.placements, budget)
        return lines if budget is None else fit_lines(lines, budget)

    key = ("lines", store.key, conv.id, config, budget, timeline)
    return list(cached(key, token, build))
