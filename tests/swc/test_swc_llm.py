"""The LLM gister end to end against the real local llama.cpp server (quality irrelevant)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from swcmem.audit import PreservationAuditor
from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.context import StrategyEnv, build_context
from swcmem.model import Conversation
from swcmem.store import Store
from swcmem.store.gists import count_gists, list_gists


@pytest.mark.llm
def test_llm_gists_end_to_end_and_free_reruns(
    llama_server: Any, tmp_path: Path, store: Store, stored: Conversation
) -> None:
    from swcmem.llm import open_llm

    config = ConsolidationConfig(
        strategy="swc-anchored", gister="llm", audit=True, auditor=PreservationAuditor()
    )
    with open_llm(llama_server.spec, cache_path=tmp_path / "llm.sqlite") as llm:
        first = consolidate(store, stored.id, config, llm)
        assert first.created == 3
        gists = list_gists(store, stored.id)
        assert all(g.text.strip() and g.llm_spec == llm.spec for g in gists)
        assert all(g.version == "llm-p2+audit" and g.audit_json for g in gists)
        used = llm.summary().total
        assert used.calls + used.cache_hits >= 3
        again = consolidate(store, stored.id, config, llm)
        assert again.created == 0 and count_gists(store, stored.id) == 3
        after = llm.summary().total  # not even a cache hit: stored gists are reused
        assert (after.calls, after.cache_hits) == (used.calls, used.cache_hits)
        env = StrategyEnv(store, llm, {"audit": True})
        ctx = build_context(stored, 400, strategy="swc-anchored", env=env)
        assert ctx.tokens <= 400 and any(line.kind == "gist" for line in ctx.lines)
        assert count_gists(store, stored.id) == 3
