"""Budget policies: which form each chunk takes so that the memory fits the token budget.

Forms, from richest to cheapest: ``verbatim`` → ``gist`` → ``abstract`` (one line) → ``drop``.

- ``paper`` (as published): high → verbatim, mid → gist, low → drop. Over budget, drop
  unprotected high-tier chunks, lowest salience first; if still over, drop gists the same way.
- ``staged`` (default): high → verbatim, mid → gist, low → abstract. Over budget, *demote*
  one step at a time instead of dropping, level by level, lowest salience first: every
  verbatim chunk becomes a gist before any gist becomes an abstract, and every gist becomes an
  abstract before any abstract is dropped — so nothing disappears while a cheaper form fits.

Protected chunks (first and latest sessions) always stay verbatim.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from swcmem.consolidate.tiers import TierDecision
from swcmem.errors import ConfigError

Form = Literal["verbatim", "gist", "abstract", "drop"]
POLICIES = ("staged", "paper")
_DOWN: dict[Form, Form] = {"verbatim": "gist", "gist": "abstract", "abstract": "drop"}


@dataclass(frozen=True, slots=True)
class Costs:
    """Tokens each form of one chunk costs inside a context."""

    verbatim: int
    gist: int
    abstract: int

    def of(self, form: Form) -> int:
        return 0 if form == "drop" else int(getattr(self, form))


@dataclass(frozen=True, slots=True)
class Placement:
    chunk_id: str
    form: Form
    tokens: int
    reason: str


def check_policy(name: str) -> str:
    if name not in POLICIES:
        raise ConfigError(f"unknown policy '{name}' (choose one of: {', '.join(POLICIES)})")
    return name


def plan(
    decisions: Sequence[TierDecision],
    costs: dict[str, Costs],
    budget: int | None,
    policy: str = "staged",
) -> list[Placement]:
    """A form for every chunk (same order as ``decisions``) that fits ``budget`` if possible."""
    check_policy(policy)
    forms: dict[str, Form] = {d.chunk_id: _initial(d, policy) for d in decisions}
    why: dict[str, str] = {d.chunk_id: f"{d.tier} tier" for d in decisions}
    if budget is not None:
        steps = _paper_steps if policy == "paper" else _staged_steps
        total = _total(forms, costs)
        for chunk_id, new in steps(decisions, forms):
            if total <= budget:
                break
            total += costs[chunk_id].of(new) - costs[chunk_id].of(forms[chunk_id])
            forms[chunk_id] = new
            why[chunk_id] = f"over budget: {'dropped' if new == 'drop' else 'demoted to ' + new}"
    return [
        Placement(
            d.chunk_id, forms[d.chunk_id], costs[d.chunk_id].of(forms[d.chunk_id]), why[d.chunk_id]
        )
        for d in decisions
    ]


def _initial(d: TierDecision, policy: str) -> Form:
    if d.protected or d.tier == "high":
        return "verbatim"
    if d.tier == "mid":
        return "gist"
    return "drop" if policy == "paper" else "abstract"


def _total(forms: dict[str, Form], costs: dict[str, Costs]) -> int:
    return sum(costs[cid].of(form) for cid, form in forms.items())


def _by_salience(decisions: Sequence[TierDecision]) -> list[TierDecision]:
    return sorted(
        (d for d in decisions if not d.protected), key=lambda d: (d.salience, d.session_idx)
    )


def _paper_steps(
    decisions: Sequence[TierDecision], forms: dict[str, Form]
) -> list[tuple[str, Form]]:
    order = _by_salience(decisions)
    verbatim = [(d.chunk_id, "drop") for d in order if forms[d.chunk_id] == "verbatim"]
    gists = [(d.chunk_id, "drop") for d in order if forms[d.chunk_id] == "gist"]
    return [*verbatim, *gists]  # type: ignore[list-item]


def _staged_steps(
    decisions: Sequence[TierDecision], forms: dict[str, Form]
) -> list[tuple[str, Form]]:
    """Level by level: verbatim→gist (lowest salience first), then gist→abstract, then drop."""
    order = _by_salience(decisions)
    steps: list[tuple[str, Form]] = []
    current = dict(forms)
    for level in ("verbatim", "gist", "abstract"):
        for d in order:
            if current[d.chunk_id] == level:
                new = _DOWN[level]
                steps.append((d.chunk_id, new))
                current[d.chunk_id] = new
    return steps
