"""The swc-anchored timeline: dated index lines in the budget the planned memory leaves."""

from __future__ import annotations

import pytest

from swc.swc_data import make_conversation
from swcmem.consolidate.policy import Form, Placement
from swcmem.consolidate.tiers import TierDecision
from swcmem.consolidate.timeline import HEADER, chunk_priority
from swcmem.context import StrategyEnv, build_context
from swcmem.model import Context, ContextLine, Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_conversation
from swcmem.tokens import count_tokens

BUDGETS = (250, 360, 500, 700, 900, 1500, 4000)


def _anchored(store: Store, conv: Conversation, budget: int, timeline: bool = True) -> Context:
    env = StrategyEnv(store, options={"timeline": timeline})
    return build_context(conv, budget, strategy="swc-anchored", env=env)


def _index(ctx: Context) -> list[ContextLine]:
    return [line for line in ctx.lines if line.kind == "index"]


def _without_timeline(ctx: Context) -> list[ContextLine]:
    return [line for line in ctx.lines if line.kind != "index" and line != HEADER]


def test_timeline_only_for_swc_anchored(store: Store, stored: Conversation) -> None:
    ctx = _anchored(store, stored, 500)
    assert _index(ctx) and HEADER in ctx.lines
    for strategy in ("swc-full", "swc-temporal"):
        paper = build_context(stored, 500, strategy=strategy, env=StrategyEnv(store))
        assert not _index(paper) and HEADER not in paper.lines
    assert not _index(_anchored(store, stored, 500, timeline=False))


@pytest.mark.parametrize("budget", BUDGETS)
def test_timeline_uses_only_the_leftover(store: Store, stored: Conversation, budget: int) -> None:
    plain = _anchored(store, stored, budget, timeline=False)
    ctx = _anchored(store, stored, budget)
    assert _without_timeline(ctx) == list(plain.lines)  # the planned memory is untouched
    assert ctx.turn_ids == plain.turn_ids
    assert plain.tokens <= ctx.tokens <= budget
    assert count_tokens(ctx.text) <= budget


@pytest.mark.parametrize("budget", BUDGETS)
def test_timeline_never_repeats_a_verbatim_turn(
    store: Store, stored: Conversation, budget: int
) -> None:
    ctx = _anchored(store, stored, budget)
    turns = stored.turn_map()
    for line in _index(ctx):
        assert line.turn_id in turns and line.turn_id not in ctx.turn_ids
        turn = turns[line.turn_id]
        assert turn.at is not None and line.day == turn.at.date()  # the day it was said
        assert line.text.startswith("[2") and f"said {line.day.isoformat()}" in line.text


def test_timeline_lines_are_dated_events_in_order(store: Store, stored: Conversation) -> None:
    ctx = _anchored(store, stored, 500)
    index = _index(ctx)
    ids = [line.turn_id for line in index]
    # "next month" and "two days ago" are written with their dates inside the gists already;
    # "3 July" (session 3, left out of its gist) is only in the timeline
    assert "D3:3" in ids and "D3:1" not in ids and "D4:1" not in ids
    assert any(line.text.startswith("[2023-07-03] ") for line in index)
    turns = stored.turn_map()
    order = [(turns[i].session_idx, turns[i].position) for i in ids if i]
    assert order == sorted(order)
    at = ctx.lines.index(HEADER)  # after the gists, before the latest verbatim sessions
    assert ctx.lines[at - 1].kind == "gist"
    assert all(line.kind == "index" for line in ctx.lines[at + 1 : at + 1 + len(index)])


def test_timeline_fits_a_long_conversation(store: Store) -> None:
    conv = make_conversation("swc-long", sessions=18)
    ingest_conversation(store, conv)
    for budget in (600, 900, 1200):
        plain = _anchored(store, conv, budget, timeline=False)
        ctx = _anchored(store, conv, budget)
        assert ctx.tokens <= budget and _without_timeline(ctx) == list(plain.lines)
        assert not {line.turn_id for line in _index(ctx)} & ctx.turn_ids
    assert any(_index(_anchored(store, conv, b)) for b in (600, 900, 1200))


def test_priority_least_shown_then_salience_then_latest() -> None:
    def chunk(idx: int) -> Chunk:
        return Chunk(f"s{idx}", idx, (), None, 100)

    chunks = [chunk(i) for i in range(1, 7)]
    forms: dict[int, Form] = {
        1: "verbatim",
        2: "gist",
        3: "abstract",
        4: "gist",
        5: "drop",
        6: "abstract",
    }
    salience = {1: 0.9, 2: 0.5, 3: 0.2, 4: 0.5, 5: 0.1, 6: 0.25}
    decisions = [TierDecision(f"s{i}", i, salience[i], "mid", False, ()) for i in range(1, 7)]
    placements = [Placement(f"s{i}", forms[i], 10, "") for i in range(1, 7)]
    order = [c.id for c in chunk_priority(chunks, decisions, placements)]
    assert order == ["s5", "s6", "s3", "s4", "s2"]
