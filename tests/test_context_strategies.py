"""The full-strength baselines (retrieval with the turn ranker, full-dated) and the ablations of
swc-adaptive / swc-anchored, on conversations of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from eval.eval_data import ingest_kite
from swcmem.context import StrategyEnv, available_strategies, build_context
from swcmem.context.turnpack import pack_turns, ranked, sharing
from swcmem.model import Context, Conversation
from swcmem.search import TurnRanker
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_path
from swcmem.tokens import count_tokens

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "garden_club.json"
ABLATIONS = [
    "swc-adaptive-no-index",
    "swc-adaptive-no-memory",
    "swc-adaptive-no-ranker",
    "swc-anchored-no-timeline",
]
TEMPORAL = "When did Lena's kite win a ribbon at the festival?"


@pytest.fixture
def garden(store: Store) -> Conversation:
    ingest_path(store, EXAMPLE)
    return load_conversation(store, "garden-club")


@pytest.fixture
def kite(store: Store, tmp_path: Path) -> Conversation:
    return ingest_kite(store, tmp_path)


def build(
    store: Store, conv: Conversation, name: str, budget: int | None, q: str | None
) -> Context:
    return build_context(conv, budget, q, strategy=name, env=StrategyEnv(store))


def titles(ctx: Context) -> list[str]:
    return [line.text for line in ctx.lines if line.kind in ("note", "header")]


def test_new_strategies_are_registered() -> None:
    names = available_strategies()
    assert {"retrieval", "retrieval-bm25", "full-dated", *ABLATIONS} <= set(names)
    assert all(names[a].startswith("ablation:") for a in ABLATIONS)


def test_full_dated_writes_resolved_dates_after_their_expressions(
    store: Store, garden: Conversation
) -> None:
    ctx = build(store, garden, "full-dated", None, None)
    plain = build(store, garden, "full", None, None)
    assert ctx.turn_ids == plain.turn_ids == {t.id for t in garden.turns}
    text = ctx.text
    assert "Yesterday evening [1 March 2024]." in text  # said on 2 March 2024
    assert "Last Saturday [9 March 2024] we built six raised beds" in text  # said 14 March
    assert "Lakeside half marathon on 21 April [21 April 2024]." in text  # the year added
    assert "Henrik says frost is possible until mid-April" in text  # unresolved: as written
    assert ctx.tokens > plain.tokens and count_tokens(text) == ctx.tokens
    # nothing but the inline dates differs
    stripped = [line.text for line in ctx.lines]
    assert len(stripped) == len(plain.lines)
    for mine, theirs in zip(ctx.lines, plain.lines, strict=True):
        assert mine.kind == theirs.kind and mine.turn_id == theirs.turn_id
        assert len(mine.text) >= len(theirs.text)


def test_retrieval_packs_the_turn_ranker_order(store: Store, garden: Conversation) -> None:
    question = "What did Henrik suggest against the slugs?"
    ctx = build(store, garden, "retrieval", 200, question)
    order = [row.seq for row in TurnRanker(store).rank(garden.id, question, garden.speakers)]
    assert list(ranked(store, garden, question))[:5] == order[:5]
    turns = garden.turns
    assert turns[order[0]].id in ctx.turn_ids
    assert ctx.turn_ids == pack_turns(store, garden, question, 200 - 8)
    assert ctx.tokens <= 200 and count_tokens(ctx.text) == ctx.tokens


def test_retrieval_bm25_is_plain_bm25_and_differs_from_the_ranker(
    store: Store, garden: Conversation
) -> None:
    # the speaker named in the question is a BM25 term for plain BM25 and a prior for the ranker
    question = "What did Tom say about his knee?"
    plain = ranked(store, garden, question, "bm25")
    ranker = ranked(store, garden, question, "ranker")
    assert plain != ranker
    ctx = build(store, garden, "retrieval-bm25", 120, question)
    assert ctx.turn_ids == pack_turns(store, garden, question, 120 - 8, ranking="bm25")


def test_rankings_are_shared_only_inside_a_block_and_for_the_same_objects(
    store: Store, garden: Conversation
) -> None:
    question = "How long did the half marathon take?"
    first = ranked(store, garden, question)
    assert ranked(store, garden, question) is not first  # outside a block: nothing kept
    with sharing():
        inside = ranked(store, garden, question)
        assert ranked(store, garden, question) is inside  # shared for the same objects
        again = load_conversation(store, garden.id)  # a fresh load: computed afresh
        fresh = ranked(store, again, question)
        assert fresh == inside == first and fresh is not inside
    assert ranked(store, garden, question) is not inside  # the block's entries are gone


def test_ablations_drop_what_they_name(store: Store, kite: Conversation) -> None:
    full = build(store, kite, "swc-adaptive", 400, TEMPORAL)
    assert "## Dated events (temporal index)" in titles(full)
    no_index = build(store, kite, "swc-adaptive-no-index", 400, TEMPORAL)
    assert "## Dated events (temporal index)" not in titles(no_index)
    assert not [line for line in no_index.lines if line.kind == "index"]


def test_no_memory_gives_the_memory_share_to_turns(store: Store, garden: Conversation) -> None:
    question = "Who helped Priya with the garden?"
    with_memory = build(store, garden, "swc-adaptive", 600, question)
    no_memory = build(store, garden, "swc-adaptive-no-memory", 600, question)
    assert "## Memory (gists)" in titles(with_memory)
    assert "## Memory (gists)" not in titles(no_memory)
    assert not [line for line in no_memory.lines if line.kind == "gist"]
    assert no_memory.turn_ids >= with_memory.turn_ids  # the turns take the memory's share


def test_no_ranker_packs_plain_bm25(store: Store, garden: Conversation) -> None:
    question = "What did Tom say about his knee?"
    ctx = build(store, garden, "swc-adaptive-no-ranker", 600, question)
    mine = build(store, garden, "swc-adaptive", 600, question)
    assert ctx.turn_ids != mine.turn_ids
    assert "## Memory (gists)" in titles(ctx)  # only the ranking changes


def test_anchored_without_timeline_is_the_same_memory(store: Store, garden: Conversation) -> None:
    with_tl = build(store, garden, "swc-anchored", 700, None)
    without = build(store, garden, "swc-anchored-no-timeline", 700, None)
    assert "## Timeline (from the date index)" in titles(with_tl)
    assert "## Timeline (from the date index)" not in titles(without)
    shown = [line for line in with_tl.lines if line.kind != "index"]
    assert [line.text for line in without.lines] == [
        line.text for line in shown if line.text != "## Timeline (from the date index)"
    ]


@pytest.mark.parametrize("name", [*ABLATIONS, "retrieval", "retrieval-bm25"])
@pytest.mark.parametrize("budget", [50, 300])
def test_new_strategies_fit_their_budget(
    store: Store, kite: Conversation, name: str, budget: int
) -> None:
    ctx = build(store, kite, name, budget, TEMPORAL)
    assert ctx.tokens <= budget and count_tokens(ctx.text) == ctx.tokens
