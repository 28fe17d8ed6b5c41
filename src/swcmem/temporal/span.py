"""The intermediate form every extractor produces: a matched span with its resolved interval.

Rules (pure Python) and Duckling both emit :class:`Span`; :func:`non_overlapping` merges
them, preferring our rules (they encode the corrections), then longer spans, then confidence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date

from swcmem.model import Grain
from swcmem.temporal.calendar import Interval
from swcmem.temporal.cues import Tense


@dataclass(frozen=True, slots=True)
class Hit:
    """What a rule resolved: interval (``None`` when it needs a reference it lacks, when the
    expression is generic, or for a duration the text does not anchor)."""

    interval: Interval | None
    grain: Grain
    confidence: float = 0.9
    duration_days: float | None = None
    generic: bool = False


UNRESOLVED = Hit(None, "unresolved", 0.5)  # needs a reference the turn lacks

Handler = Callable[[re.Match[str], date | None, Tense], Hit | None]


@dataclass(frozen=True, slots=True)
class Rule:
    """A named pattern whose handler resolves a match against a reference date (or not).
    The handler gets the direction (:func:`swcmem.temporal.direction.direction_at`) of the
    match's own position. ``needs``: the pattern is only tried on a sentence whose
    :func:`~swcmem.temporal.patterns.features` hold one of these (empty: always tried)."""

    name: str
    pattern: re.Pattern[str]
    handler: Handler
    needs: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    surface: str
    interval: Interval | None
    grain: Grain
    confidence: float
    source: str  # "rule:<name>" or "duckling"
    duration_days: float | None = None
    generic: bool = False

    @property
    def length(self) -> int:
        return self.end - self.start

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def shifted(self, offset: int) -> Span:
        """The same span with its char positions moved by ``offset``."""
        return replace(self, start=self.start + offset, end=self.end + offset)


def _priority(span: Span) -> tuple[int, int, float]:
    return (1 if span.source.startswith("rule") else 0, span.length, span.confidence)


def non_overlapping(spans: Iterable[Span]) -> list[Span]:
    """Greedy choice of non-overlapping spans, best first; returned in text order."""
    chosen: list[Span] = []
    for span in sorted(spans, key=_priority, reverse=True):
        if not any(span.overlaps(c) for c in chosen):
            chosen.append(span)
    return sorted(chosen, key=lambda s: s.start)
