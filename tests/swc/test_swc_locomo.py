"""Acceptance invariants on one LoCoMo conversation (read from ../shared, never copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

from swcmem.context import StrategyEnv, build_context
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.store.gists import list_gists
from swcmem.temporal.ingest import ingest_path


@pytest.mark.locomo
@pytest.mark.parametrize("strategy", ["swc-full", "swc-temporal", "swc-anchored"])
def test_budget_protection_and_provenance(locomo_path: Path, store: Store, strategy: str) -> None:
    ingest_path(store, locomo_path, only={"conv-30"})
    conv = load_conversation(store, "conv-30")
    ctx = build_context(conv, 4000, strategy=strategy, env=StrategyEnv(store))
    assert ctx.tokens <= 4000
    protected = {t.id for s in (conv.sessions[0], *conv.sessions[-2:]) for t in s.turns}
    assert protected <= ctx.turn_ids
    gists = list_gists(store, "conv-30", strategy=strategy)
    assert len(gists) == len(conv.sessions) - 3
    turns = conv.turn_map()
    for g in gists:
        assert g.source_turns and g.version and g.tokens > 0
        assert {turns[t].session_idx for t in g.source_turns} == {g.session_idx}
    shown = [line for line in ctx.lines if line.kind == "gist"]
    assert len(shown) >= len(gists) // 2
