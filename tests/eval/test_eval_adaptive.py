"""swc-adaptive and the turn ranker, on our own conversation (and LoCoMo when present)."""

from __future__ import annotations

from pathlib import Path

import pytest
from eval_data import ingest_kite

from swcmem.bench.retention import RetentionConfig, run
from swcmem.bench.retention_report import summarize
from swcmem.context import StrategyEnv, available_strategies, build_context
from swcmem.ingest import load_dataset
from swcmem.model import Conversation, Dataset
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_dataset
from swcmem.tokens import count_tokens


@pytest.fixture
def kite(store: Store, tmp_path: Path) -> Conversation:
    return ingest_kite(store, tmp_path)


def _build(store: Store, conv: Conversation, budget: int | None, question: str | None):  # type: ignore[no-untyped-def]
    return build_context(conv, budget, question, strategy="swc-adaptive", env=StrategyEnv(store))


def test_registered() -> None:
    assert "swc-adaptive" in available_strategies()


def test_temporal_question_gets_dated_index_lines(store: Store, kite: Conversation) -> None:
    ctx = _build(store, kite, 400, "When was the kite festival?")
    index = [line for line in ctx.lines if line.kind == "index"]
    assert index, ctx.text
    assert index[0].text.startswith("[2024-03-16]")  # "last Saturday", said 20 March 2024
    assert index[0].turn_id == "D2:1"
    assert "D2:1" in ctx.turn_ids
    assert ctx.tokens <= 400 and count_tokens(ctx.text) == ctx.tokens


def test_single_hop_question_gets_turns_and_no_index(store: Store, kite: Conversation) -> None:
    ctx = _build(store, kite, 120, "Where does Omar fly his kite?")
    assert not [line for line in ctx.lines if line.kind == "index"]
    assert "D1:4" in ctx.turn_ids
    assert ctx.tokens <= 120


@pytest.mark.parametrize("budget", [40, 90, 250, 2000])
@pytest.mark.parametrize(
    "question",
    [
        None,
        "When did Lena build her first kite?",
        "Who helped Lena with her kites?",
        "Would Omar likely enjoy baking bread?",
        "What colour is Lena's first kite?",
    ],
)
def test_budget_holds(store: Store, kite: Conversation, budget: int, question: str | None) -> None:
    ctx = _build(store, kite, budget, question)
    assert ctx.tokens <= budget
    assert count_tokens(ctx.text) == ctx.tokens


def test_no_budget_is_everything(store: Store, kite: Conversation) -> None:
    ctx = _build(store, kite, None, "Where is Omar?")
    assert ctx.turn_ids == {t.id for t in kite.turns}


@pytest.mark.locomo
def test_retention_acceptance_on_two_locomo_conversations(
    locomo_path: Path, tmp_path: Path
) -> None:
    with Store(tmp_path / "l.db") as store:
        data = load_dataset(locomo_path)
        ingest_dataset(store, data, only={"conv-26", "conv-30"})
        convs = tuple(load_conversation(store, c) for c in ("conv-26", "conv-30"))
        config = RetentionConfig(budget=4000, strategies=("swc-adaptive",))
        report = summarize(run(store, Dataset(convs, data.qa), config), config)
    mine, full = report.strategies["swc-adaptive"], report.strategies["full"]
    assert mine.metrics["evidence_turn_recall"]["all"].mean >= 0.85
    dated = mine.metrics["answer_support_dated"]["all"].mean
    assert dated >= 0.9 * full.metrics["answer_support_dated"]["all"].mean
    assert mine.tokens_max <= 4000
