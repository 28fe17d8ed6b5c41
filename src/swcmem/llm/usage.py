"""Cost accounting: every call's tokens and latency, summarised per purpose.

An :class:`UsageTracker` lives in each :class:`~swcmem.llm.client.LLMClient` (the current
run); the same rows also go to the cache file's ``usage`` table (all runs). Tokens and
latency are counted for calls that reached the model; cache hits are counted apart (they
cost nothing).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from swcmem.store.llm_cache import UsageRow  # the row is what the cache file stores

__all__ = ["PurposeTotals", "RunSummary", "UsageRow", "UsageTracker"]


@dataclass(frozen=True, slots=True)
class PurposeTotals:
    """Totals for one purpose: ``calls`` reached the model and succeeded."""

    purpose: str
    calls: int = 0
    cache_hits: int = 0
    errors: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0

    def add(self, row: UsageRow) -> PurposeTotals:
        fresh = not row.cached
        return PurposeTotals(
            self.purpose,
            self.calls + int(fresh and row.ok),
            self.cache_hits + int(row.cached),
            self.errors + int(not row.ok),
            self.tokens_in + (row.tokens_in if fresh else 0),
            self.tokens_out + (row.tokens_out if fresh else 0),
            self.latency_s + (row.latency_s if fresh else 0.0),
        )


@dataclass(frozen=True, slots=True)
class RunSummary:
    """Per-purpose totals plus their sum (``total``)."""

    purposes: tuple[PurposeTotals, ...]
    total: PurposeTotals = field(default_factory=lambda: PurposeTotals("total"))

    @classmethod
    def of(cls, purposes: Iterable[PurposeTotals]) -> RunSummary:
        items = tuple(sorted(purposes, key=lambda p: p.purpose))
        total = PurposeTotals(
            "total",
            sum(p.calls for p in items),
            sum(p.cache_hits for p in items),
            sum(p.errors for p in items),
            sum(p.tokens_in for p in items),
            sum(p.tokens_out for p in items),
            sum(p.latency_s for p in items),
        )
        return cls(items, total)

    def as_dict(self) -> dict[str, dict[str, float]]:
        """JSON-ready: ``{purpose: {calls, cache_hits, errors, tokens_in, ...}}`` + total."""
        return {p.purpose: _row_dict(p) for p in (*self.purposes, self.total)}

    def lines(self) -> list[str]:
        """A plain-text table for logs and reports."""
        out = [
            f"{'purpose':<10} {'calls':>6} {'hits':>6} {'errors':>6} {'tok_in':>9} "
            f"{'tok_out':>8} {'llm_s':>8}"
        ]
        for p in (*self.purposes, self.total):
            out.append(
                f"{p.purpose:<10} {p.calls:>6} {p.cache_hits:>6} {p.errors:>6} "
                f"{p.tokens_in:>9} {p.tokens_out:>8} {p.latency_s:>8.1f}"
            )
        return out


def _row_dict(p: PurposeTotals) -> dict[str, float]:
    return {
        "calls": p.calls,
        "cache_hits": p.cache_hits,
        "errors": p.errors,
        "tokens_in": p.tokens_in,
        "tokens_out": p.tokens_out,
        "latency_s": round(p.latency_s, 3),
    }


class UsageTracker:
    """Thread-safe running totals per purpose for one run."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_purpose: dict[str, PurposeTotals] = {}

    def add(self, row: UsageRow) -> None:
        with self._lock:
            current = self._by_purpose.get(row.purpose, PurposeTotals(row.purpose))
            self._by_purpose[row.purpose] = current.add(row)

    def summary(self) -> RunSummary:
        with self._lock:
            return RunSummary.of(self._by_purpose.values())
