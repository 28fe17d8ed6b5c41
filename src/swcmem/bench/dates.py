"""The dates a context line holds, for the date-aware support metric.

A line's dates are the explicit expressions of its content resolved against the date its reader
sees ("last Saturday" on a line dated 25 May 2023 is 20 May 2023; "[20 May 2023]" and "May 7th"
are read as written) plus that date itself — the same rule for a turn, a gist, an index line or a
summary line (see :mod:`swcmem.bench.metrics`). Gold answers are read by the gold-answer matcher
and compared with :func:`intervals_match` (overlap, and the line's date no coarser than the gold
one).

Parsing goes through the temporal extractor (rules + Duckling), so results are cached per
(content, date): a benchmark reads the same lines for many questions and strategies.
Thread-safe (the cache is an ``lru_cache``).
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from functools import lru_cache

from swcmem.bench.gold import gold_interval, intervals_match
from swcmem.bench.metrics import Interval, ReaderLine
from swcmem.temporal.normalize import intervals_in

__all__ = ["gold_interval", "intervals_match", "line_intervals"]


def line_intervals(line: ReaderLine) -> tuple[Interval, ...]:
    """The dates ``line`` holds (see the module doc)."""
    return _intervals(line.content, line.day)


@lru_cache(maxsize=200_000)
def _intervals(content: str, day: date | None) -> tuple[Interval, ...]:
    reference = datetime(day.year, day.month, day.day, 12, tzinfo=UTC) if day else None
    found = list(intervals_in(content, reference))
    if day is not None:
        found.append((day, day))
    return tuple(dict.fromkeys(found))
