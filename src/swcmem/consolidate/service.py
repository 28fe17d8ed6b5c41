"""The consolidated memory of a stored conversation, ready to view: reuse what is stored,
consolidate on demand when it is missing or stale."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from swcmem.consolidate.cache import cached
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import consolidate, needs_gist, state_signature, stored_decision
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


def _load_rows(store: Store, conv_id: str) -> list[StoredChunk]:
    token = gist_store.chunks_token(store, conv_id)
    key = ("chunks", store.key, conv_id)
    return cached(key, token, lambda: gist_store.load_chunks(store, conv_id))


def _load_gists(
    store: Store, conv_id: str, strategy: str, gister: str, version: str
) -> dict[str, StoredGist]:
    token = gist_store.gists_token(store, conv_id, strategy, gister, version)
    key = ("gists", store.key, conv_id, strategy, gister, version)
    return cached(
        key,
        token,
        lambda: {
            g.chunk_id: g
            for g in gist_store.list_gists(
                store, conv_id, strategy=strategy, gister=gister, version=version
            )
        },
    )


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
    rows = _load_rows(store, conv.id)
    if not _fresh(rows, conv, config):
        consolidate(store, conv, config, llm)
        rows = _load_rows(store, conv.id)
    key = ("view-chunks", store.key, conv.id)
    chunks, decisions = cached(
        key,
        (id(rows), state_signature(conv)),
        lambda: (_chunks(rows, conv), [stored_decision(r) for r in rows]),
    )
    gists = _load_gists(store, conv.id, config.strategy, gister.kind, version)
    fingerprints = {r.id: r.fingerprint for r in rows}
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
        consolidate(store, conv, config, llm)
        gists = _load_gists(store, conv.id, config.strategy, gister.kind, version)
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
