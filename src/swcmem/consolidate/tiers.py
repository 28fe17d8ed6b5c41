"""Tiers: high (≥ 0.6) is kept verbatim, mid (0.3–0.6) becomes a gist, low (< 0.3) is
dropped; the first session and the two latest are always high (protected)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from swcmem.errors import ConfigError
from swcmem.salience.score import ChunkSalience

Tier = Literal["high", "mid", "low"]


@dataclass(frozen=True, slots=True)
class TierConfig:
    high: float = 0.6
    low: float = 0.3
    protect_first: int = 1
    protect_last: int = 2

    def __post_init__(self) -> None:
        if not 0 <= self.low <= self.high <= 1:
            raise ConfigError(
                f"tier thresholds need 0 ≤ low ≤ high ≤ 1, got low={self.low}, high={self.high}"
            )
        if self.protect_first < 0 or self.protect_last < 0:
            raise ConfigError("the number of protected sessions cannot be negative")


@dataclass(frozen=True, slots=True)
class TierDecision:
    chunk_id: str
    session_idx: int
    salience: float
    tier: Tier
    protected: bool
    reasons: tuple[str, ...]


def protected_sessions(session_ids: Sequence[int], config: TierConfig = TierConfig()) -> set[int]:
    """The first ``protect_first`` and the last ``protect_last`` sessions."""
    ordered = sorted(set(session_ids))
    first = ordered[: config.protect_first]
    last = ordered[max(0, len(ordered) - config.protect_last) :] if config.protect_last else []
    return set(first) | set(last)


def assign_tiers(
    scores: Sequence[ChunkSalience], config: TierConfig = TierConfig()
) -> list[TierDecision]:
    """A tier with its reasons for every scored chunk (same order)."""
    ordered = sorted({s.session_idx for s in scores})
    protected = protected_sessions(ordered, config)
    firsts = set(ordered[: config.protect_first])
    return [_decide(s, s.session_idx in protected, s.session_idx in firsts, config) for s in scores]


def _decide(s: ChunkSalience, protected: bool, first: bool, config: TierConfig) -> TierDecision:
    reasons = [
        f"salience {s.salience:.2f} = downstream {s.downstream:.2f}, recency {s.recency:.2f},"
        f" density {s.density:.2f}"
    ]
    tier: Tier
    if protected:
        tier = "high"
        reasons.append("protected: first session" if first else "protected: latest sessions")
    elif s.salience >= config.high:
        tier = "high"
        reasons.append(f"≥ {config.high:g}: keep verbatim")
    elif s.salience >= config.low:
        tier = "mid"
        reasons.append(f"{config.low:g}–{config.high:g}: gist")
    else:
        tier = "low"
        reasons.append(f"< {config.low:g}: drop")
    return TierDecision(s.chunk_id, s.session_idx, s.salience, tier, protected, tuple(reasons))
