"""Consolidation: provenance, idempotence, incremental and resumable runs, strategies."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from swc.swc_data import make_conversation
from swcmem.audit import PreservationAuditor
from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.context import StrategyEnv, available_strategies, build_context
from swcmem.errors import ConfigError, LLMError
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.model import Conversation
from swcmem.store import Store
from swcmem.store.gists import count_gists, list_gists
from swcmem.temporal.ingest import ingest_conversation
from swcmem.tokens import count_tokens

STRATEGIES = ("swc-full", "swc-temporal", "swc-anchored")


def test_provenance_of_every_gist(store: Store, stored: Conversation) -> None:
    report = consolidate(
        store,
        stored.id,
        ConsolidationConfig(strategy="swc-anchored", auditor=PreservationAuditor()),
    )
    # 6 sessions: the first and the last two are protected, three get gists
    assert sorted(g.chunk_id for g in report.gists) == ["s2", "s3", "s4"]
    turns = stored.turn_map()
    for g in report.gists:
        assert g.source_turns and all(turns[t].session_idx == g.session_idx for t in g.source_turns)
        assert g.version == "extractive-2+audit" and g.gister == "extractive"
        assert g.tokens == count_tokens(g.text)
        assert g.audit_json is not None and "temporal" in json.loads(g.audit_json)["rates"]


def test_rerun_makes_nothing_new(store: Store, stored: Conversation) -> None:
    config = ConsolidationConfig(strategy="swc-temporal")
    first = consolidate(store, stored.id, config)
    again = consolidate(store, stored.id, config)
    assert first.created == 3 and again.created == 0 and again.reused == 3
    assert not again.rescored
    assert count_gists(store, stored.id) == 3
    assert [g.created_at for g in again.gists] == [g.created_at for g in first.gists]


def test_paper_conditions_are_not_audited_by_default(store: Store, stored: Conversation) -> None:
    report = consolidate(store, stored.id, ConsolidationConfig(strategy="swc-full"))
    assert all(g.audit_json is None and g.version == "extractive-2" for g in report.gists)


def test_incremental_after_new_sessions(store: Store) -> None:
    ingest_conversation(store, make_conversation("grow", sessions=4))
    config = ConsolidationConfig(strategy="swc-full")
    first = consolidate(store, "grow", config)
    assert [g.chunk_id for g in first.gists] == ["s2"]
    ingest_conversation(store, make_conversation("grow", sessions=6))
    second = consolidate(store, "grow", config)
    assert second.rescored and second.reused == 1 and second.created == 2
    assert [g.chunk_id for g in second.gists] == ["s2", "s3", "s4"]
    assert count_gists(store, "grow") == 3


class FlakyLLM:
    """Answers until ``fail_at`` calls were made, then fails (a crash mid-run)."""

    spec = "flaky:test"

    def __init__(self, fail_at: int | None = None) -> None:
        self.calls = 0
        self.fail_at = fail_at

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        self.calls += 1
        if self.fail_at is not None and self.calls >= self.fail_at:
            raise LLMError("the backend went away")
        return Completion(f"Gist number {self.calls}. It has two sentences.", "m", 1, 1, 0.0)


def test_a_crashed_run_resumes_without_redoing_work(store: Store, stored: Conversation) -> None:
    config = ConsolidationConfig(strategy="swc-full", gister="llm")
    with pytest.raises(LLMError):
        consolidate(store, stored.id, config, FlakyLLM(fail_at=3))
    assert count_gists(store, stored.id) == 2
    llm = FlakyLLM()
    report = consolidate(store, stored.id, config, llm)
    assert report.resumed and report.created == 1 and report.reused == 2 and llm.calls == 1
    assert count_gists(store, stored.id) == 3
    assert all(g.llm_spec == "flaky:test" for g in list_gists(store, stored.id))


def test_llm_gister_needs_a_model(store: Store, stored: Conversation) -> None:
    with pytest.raises(ConfigError, match="needs a model"):
        consolidate(
            store, stored.id, ConsolidationConfig(gister="llm", auditor=PreservationAuditor())
        )


def test_strategies_are_registered() -> None:
    assert set(STRATEGIES) <= set(available_strategies())


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("budget", [250, 500, 900, 4000])
def test_contexts_fit_and_keep_first_and_latest_verbatim(
    store: Store, stored: Conversation, strategy: str, budget: int
) -> None:
    ctx = build_context(stored, budget, strategy=strategy, env=StrategyEnv(store))
    assert ctx.tokens <= budget
    protected = [t.id for s in (stored.sessions[0], *stored.sessions[-2:]) for t in s.turns]
    if budget >= 500:  # the three protected sessions alone need ~350 tokens
        assert set(protected) <= ctx.turn_ids
    gists = [line for line in ctx.lines if line.kind == "gist"]
    turns = stored.turn_map()
    for line in gists:
        assert line.turn_id in turns
        assert line.day == stored.session(turns[line.turn_id].session_idx).started_at.date()


def test_gist_lines_are_dated_and_cover_the_middle(store: Store, stored: Conversation) -> None:
    roomy = build_context(stored, 600, strategy="swc-anchored", env=StrategyEnv(store))
    assert {"D2:1", "D2:3"} <= roomy.turn_ids  # a high-tier session stays verbatim if it fits
    ctx = build_context(stored, 360, strategy="swc-anchored", env=StrategyEnv(store))
    gists = [line for line in ctx.lines if line.kind == "gist"]
    assert len(gists) == 3
    assert gists[0].text.startswith("(14 May 2023) Ben:")
    assert "[13 May 2023]" in gists[0].text
    paper = build_context(stored, 380, strategy="swc-temporal", env=StrategyEnv(store))
    heads = [i for i, line in enumerate(paper.lines) if line.text == "## 14 May 2023"]
    assert heads and paper.lines[heads[0] + 1].kind == "gist"
    assert "[13 May 2023]" not in paper.text and "last Saturday" in paper.text


def test_context_consolidates_on_demand_then_reuses(store: Store, stored: Conversation) -> None:
    assert count_gists(store, stored.id) == 0
    env = StrategyEnv(store)
    first = build_context(stored, 700, strategy="swc-full", env=env)
    made = [g.created_at for g in list_gists(store, stored.id)]
    assert len(made) == 3
    second = build_context(stored, 700, strategy="swc-full", env=env)
    assert [g.created_at for g in list_gists(store, stored.id)] == made
    assert first.text == second.text


def test_paper_policy_context(store: Store, stored: Conversation) -> None:
    env = StrategyEnv(store, options={"policy": "paper"})
    ctx = build_context(stored, 4000, strategy="swc-temporal", env=env)
    assert ctx.tokens <= 4000
    assert {t.id for t in stored.turns} - ctx.turn_ids  # something was gisted or dropped


def test_gist_line_respects_its_size(store: Store, stored: Conversation) -> None:
    from swcmem.consolidate.view import gist_line
    from swcmem.context.render import line_tokens
    from swcmem.salience.chunks import make_chunks

    report = consolidate(
        store,
        stored.id,
        ConsolidationConfig(strategy="swc-anchored", auditor=PreservationAuditor()),
    )
    chunk = make_chunks(stored)[1]
    gist = next(g for g in report.gists if g.chunk_id == chunk.id)
    for size in (25, 40, 80):
        line = gist_line(chunk, gist, size)
        assert line.kind == "gist" and line.day == chunk.day
        assert line_tokens(line) <= size or len(line.text) < 120  # at least one unit
    assert line_tokens(gist_line(chunk, gist, 80)) >= line_tokens(gist_line(chunk, gist, 25))
