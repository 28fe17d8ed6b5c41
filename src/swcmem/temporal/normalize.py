"""Dates in free text as plain intervals: what the retention benchmark and the gist audit compare.

:func:`intervals_in` gives every resolved interval of the explicit expressions in a text ("7 May
2023", "May 7th", "2023-05-20", "[2023-05-20]", "last Saturday" against a reference); generic
expressions and durations are left out. The gold-answer matcher of the benchmarks lives in
:mod:`swcmem.bench.gold`.
"""

from __future__ import annotations

from datetime import datetime

from swcmem.temporal.calendar import Interval
from swcmem.temporal.extract import find_spans


def intervals_in(text: str, reference: datetime | None) -> list[Interval]:
    """Resolved intervals of every explicit, non-duration expression in ``text``."""
    spans = find_spans(text, reference)
    return [
        s.interval
        for s in spans
        if s.interval is not None and s.grain != "duration" and not s.generic
    ]
