"""The audit over LLM gists, end to end against the local llama.cpp server (SmolLM2-135M).

Quality is irrelevant here: the point is that every LLM gist is audited, that the retry goes
through the model with the protected prompt, and that whatever the tiny model writes, no
stored gist ends below the threshold.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from swcmem.audit import AuditResult, PreservationAuditor
from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.llm import open_llm
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_path

from .conftest import handmade_locomo


@pytest.mark.llm
def test_audit_over_llm_gists(llama_server: Any, tmp_path: Path) -> None:
    data = tmp_path / "handmade.json"
    data.write_text(json.dumps(handmade_locomo(sessions=4)))
    with (
        Store(tmp_path / "m.db") as store,
        open_llm(llama_server.spec, cache_path=tmp_path / "llm.sqlite") as llm,
    ):
        ingest_path(store, data)
        config = ConsolidationConfig(
            strategy="swc-full", gister="llm", audit=True, auditor=PreservationAuditor()
        )
        report = consolidate(store, "audit-1", config, llm)
        usage = llm.summary().total
    assert report.gists, "the middle session should have been gisted"
    for gist in report.gists:
        assert gist.gister == "llm" and gist.audit_json
        result = AuditResult.from_json(gist.audit_json)
        assert result.rates.temporal.found > 0
        assert result.passed, result.as_dict()
        if result.action in ("retried", "retried+appended"):
            assert result.attempts == 2 and result.retry_rates is not None
        if result.appended:
            assert gist.text.endswith(result.appended)
    attempts = sum(AuditResult.from_json(g.audit_json or "").attempts for g in report.gists)
    assert usage.calls + usage.cache_hits == attempts  # one call per draft and per retry
