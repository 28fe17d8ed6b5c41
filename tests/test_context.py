import json
from pathlib import Path

import pytest

from swcmem.context import StrategyEnv, available_strategies, build_context, get_strategy
from swcmem.context.render import assemble
from swcmem.errors import ConfigError, NotFoundError
from swcmem.model import ContextLine
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_path
from swcmem.tokens import count_tokens

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "garden_club.json"
BASELINES = ["full", "full-dated", "truncation", "sliding", "retrieval", "retrieval-bm25"]
BUDGETED = sorted(n for n in available_strategies() if getattr(get_strategy(n), "budgeted", True))


@pytest.fixture
def garden(store: Store):  # type: ignore[no-untyped-def]
    ingest_path(store, EXAMPLE)
    return load_conversation(store, "garden-club")


def test_baselines_are_registered() -> None:
    assert set(BASELINES) <= set(available_strategies())


@pytest.mark.parametrize("strategy", BUDGETED)
@pytest.mark.parametrize("budget", [60, 300, 1200])
def test_every_strategy_fits_its_budget(store: Store, garden, strategy: str, budget: int) -> None:  # type: ignore[no-untyped-def]
    ctx = build_context(
        garden,
        budget,
        "When did Tom finish the half marathon?",
        strategy=strategy,
        env=StrategyEnv(store),
    )
    assert ctx.tokens <= budget
    assert count_tokens(ctx.text) == ctx.tokens


def test_full_keeps_everything(garden) -> None:  # type: ignore[no-untyped-def]
    ctx = build_context(garden, None, strategy="full")
    assert ctx.turn_ids == {t.id for t in garden.turns}
    assert sum(1 for line in ctx.lines if line.kind == "header") == len(garden.sessions)


def test_truncation_pins_first_session_and_keeps_latest(garden) -> None:  # type: ignore[no-untyped-def]
    ctx = build_context(garden, 500, strategy="truncation")
    first = {t.id for t in garden.sessions[0].turns}
    assert first <= ctx.turn_ids
    assert garden.turns[-1].id in ctx.turn_ids
    assert garden.sessions[3].turns[0].id not in ctx.turn_ids
    assert ctx.lines[0].text.startswith("## Session 1 — 2 March 2024 (Saturday)")


def test_sliding_condenses_overflow_into_dated_lines(garden) -> None:  # type: ignore[no-untyped-def]
    ctx = build_context(garden, 500, strategy="sliding")
    summary = [line for line in ctx.lines if line.kind == "summary"]
    assert summary, "older turns should be condensed"
    assert all(line.text.startswith("[2024-") for line in summary)
    assert garden.turns[-1].id in ctx.turn_ids


def test_retrieval_finds_the_relevant_turn(store: Store, garden) -> None:  # type: ignore[no-untyped-def]
    ctx = build_context(
        garden,
        150,
        "How long did the half marathon take?",
        strategy="retrieval",
        env=StrategyEnv(store),
    )
    assert any("1 hour 52 minutes" in line.text for line in ctx.lines)
    with pytest.raises(ConfigError, match="needs the store"):
        build_context(garden, 150, "marathon", strategy="retrieval")


def test_headers_are_dated_and_never_orphaned() -> None:
    lines = [
        ContextLine("header", "## Session 1 — x"),
        ContextLine("turn", "a: " + "word " * 50),
        ContextLine("header", "## Session 2 — y"),
        ContextLine("turn", "b: hi"),
    ]
    ctx = assemble("t", lines, 20)
    assert ctx.tokens <= 20
    assert ctx.lines[-1].kind != "header"


def test_bad_strategy_and_budget(garden) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(NotFoundError, match="unknown context strategy"):
        build_context(garden, 100, strategy="nope")
    with pytest.raises(ConfigError, match="positive"):
        build_context(garden, 0)


def test_example_json_is_our_own() -> None:
    data = json.loads(EXAMPLE.read_text())
    assert data["id"] == "garden-club"
