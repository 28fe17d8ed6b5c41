"""The consolidated memory of a stored conversation, ready to view: reuse what is stored,
consolidate on demand when it is missing or stale."""

from __future__ import annotations

from typing import Any

from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import consolidate, ensure_tiers, needs_gist, state_signature
from swcmem.consolidate.gist import get_gister
from swcmem.consolidate.tiers import TierDecision
from swcmem.consolidate.view import MemoryView, build_view
from swcmem.errors import ConfigError
from swcmem.llm.base import LLM
from swcmem.model import Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store import gists as gist_store
from swcmem.store.db import Store
from swcmem.store.gists import StoredChunk, StoredGist

_OPTION_KEYS = {
    "gister",
    "policy",
    "embedder",
    "density",
    "audit",
    "gist_ratio",
    "abstract_tokens",
    "max_chunk_tokens",
}


def config_from_options(
    strategy: str, options: dict[str, Any], llm: LLM | None, budget: int | None = None
) -> ConsolidationConfig:
    """Settings for ``strategy`` from free-form strategy options (unknown keys are ignored;
    the gister defaults to ``llm`` when a model is configured, else ``extractive``)."""
    picked = {k: v for k, v in options.items() if k in _OPTION_KEYS and v is not None}
    picked.setdefault("gister", "llm" if llm is not None else "extractive")
    if picked["gister"] == "llm" and llm is None:
        raise ConfigError(
            f"strategy '{strategy}' with the LLM gister needs a model",
            hint="pass --llm SPEC, or choose the offline gister (gister=extractive)",
        )
    if budget is not None:
        picked["budget"] = budget
    return ConsolidationConfig(strategy=strategy, **picked)


def _fresh(rows: list[StoredChunk], conv: Conversation, config: ConsolidationConfig) -> bool:
    signature = f"{state_signature(conv)}|{config.salience_signature()}"
    return bool(rows) and all(r.computed_with == signature for r in rows)


def _chunks(rows: list[StoredChunk], conv: Conversation) -> list[Chunk]:
    turns = conv.turn_map()
    sessions = {s.idx: s for s in conv.sessions}
    return [
        Chunk(
            r.id,
            r.session_idx,
            tuple(turns[t] for t in r.turn_ids),
            sessions[r.session_idx].started_at,
            r.tokens,
        )
        for r in rows
    ]


def current_memory(
    store: Store,
    conv: Conversation,
    config: ConsolidationConfig,
    llm: LLM | None = None,
) -> tuple[list[Chunk], list[TierDecision], dict[str, StoredGist]]:
    """Chunks, tiers and gists for ``conv`` — from the store when up to date, otherwise after
    consolidating now (only the missing gists are made)."""
    gister = get_gister(config.gister, config.strategy, llm)
    version = config.gist_version(gister.version)
    rows = gist_store.load_chunks(store, conv.id)
    if not _fresh(rows, conv, config):
        consolidate(store, conv, config, llm)
        rows = gist_store.load_chunks(store, conv.id)
    chunks = _chunks(rows, conv)
    decisions, _ = ensure_tiers(store, conv, chunks, config)
    gists = {
        g.chunk_id: g
        for g in gist_store.list_gists(
            store, conv.id, strategy=config.strategy, gister=gister.kind, version=version
        )
    }
    fingerprints = {c.id: c.fingerprint for c in chunks}
    missing = [
        d
        for d in decisions
        if needs_gist(d, config.policy)
        and (
            d.chunk_id not in gists
            or gists[d.chunk_id].chunk_fingerprint != fingerprints[d.chunk_id]
        )
    ]
    if missing:
        report = consolidate(store, conv, config, llm)
        gists = {g.chunk_id: g for g in report.gists}
    return chunks, decisions, gists


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
