"""Tiers and the two budget policies."""

from __future__ import annotations

import pytest

from swcmem.consolidate.policy import Costs, plan
from swcmem.consolidate.tiers import TierConfig, assign_tiers
from swcmem.errors import ConfigError
from swcmem.salience.score import ChunkSalience


def scores(values: list[float]) -> list[ChunkSalience]:
    return [ChunkSalience(f"s{i}", i, 0, 0, 0, v) for i, v in enumerate(values, start=1)]


def test_thresholds_and_protection() -> None:
    d = assign_tiers(scores([0.1, 0.65, 0.45, 0.2, 0.1, 0.1]))
    assert [x.tier for x in d] == ["high", "high", "mid", "low", "high", "high"]
    assert [x.protected for x in d] == [True, False, False, False, True, True]
    assert any("protected: first" in r for r in d[0].reasons)
    assert any("< 0.3" in r for r in d[3].reasons)


def test_boundaries_are_inclusive_at_the_lower_end() -> None:
    d = assign_tiers(scores([0.9, 0.6, 0.3, 0.29999, 0.9, 0.9]))
    assert [x.tier for x in d[1:4]] == ["high", "mid", "low"]


def test_protecting_more_sessions_than_exist_protects_them_all() -> None:
    # a negative slice start used to keep only the last few: protect_last=3 of 2 sessions
    # protected just session 2
    d = assign_tiers(scores([0.1, 0.1]), TierConfig(protect_first=0, protect_last=3))
    assert [x.protected for x in d] == [True, True]


def test_bad_thresholds() -> None:
    with pytest.raises(ConfigError):
        TierConfig(high=0.2, low=0.5)


def costs(n: int, verbatim: int = 100, gist: int = 30, abstract: int = 10) -> dict[str, Costs]:
    return {f"s{i}": Costs(verbatim, gist, abstract) for i in range(1, n + 1)}


def test_paper_policy_drops_high_tier_lowest_salience_first() -> None:
    d = assign_tiers(scores([0.5, 0.9, 0.7, 0.8, 0.4, 0.5, 0.5]))
    placements = plan(d, costs(7), budget=3 * 100 + 200 + 30, policy="paper")
    forms = {p.chunk_id: p.form for p in placements}
    assert forms["s1"] == forms["s6"] == forms["s7"] == "verbatim"  # protected
    assert forms["s3"] == "drop" and forms["s4"] == "verbatim" and forms["s2"] == "verbatim"
    assert forms["s5"] == "gist"
    assert sum(p.tokens for p in placements) <= 530


def test_paper_policy_drops_low_tier() -> None:
    d = assign_tiers(scores([0.5, 0.1, 0.5, 0.5, 0.5]))
    forms = {p.chunk_id: p.form for p in plan(d, costs(5), None, "paper")}
    assert forms["s2"] == "drop"


def test_staged_policy_demotes_level_by_level() -> None:
    d = assign_tiers(scores([0.5, 0.9, 0.7, 0.4, 0.1, 0.5, 0.5]))
    # protected 300; s2, s3 verbatim (200), s4 gist (30), s5 abstract (10)
    placements = plan(d, costs(7), budget=300 + 30 + 30 + 30 + 10, policy="staged")
    forms = {p.chunk_id: p.form for p in placements}
    assert forms["s2"] == forms["s3"] == "gist"
    assert forms["s4"] == "gist" and forms["s5"] == "abstract"
    tighter = {p.chunk_id: p.form for p in plan(d, costs(7), 300 + 30 + 10 + 10 + 10, "staged")}
    assert tighter["s3"] == tighter["s4"] == "abstract" and tighter["s2"] == "gist"
    assert "drop" not in tighter.values()


def test_staged_drops_only_when_no_abstract_fits() -> None:
    d = assign_tiers(scores([0.5, 0.9, 0.7, 0.5, 0.5]))
    forms = {p.chunk_id: p.form for p in plan(d, costs(5), 300 + 10, "staged")}
    assert forms["s3"] == "drop" and forms["s2"] == "abstract"


def test_unknown_policy() -> None:
    with pytest.raises(ConfigError, match="unknown policy"):
        plan([], {}, 100, "greedy")
