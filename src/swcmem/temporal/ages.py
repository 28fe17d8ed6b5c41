"""Ages and anniversaries told with their day: "we'll be 35 on the 16th of August", "the
bakery turns five this month", "Mum turns 80 next Saturday". The date is the birthday or the
anniversary; the age dates where it began — the birth, the opening — that many years before
it (the 16th of August 1989, January 2016). :func:`origins` adds that as a span of its own
over the age ("be 35", "turns five"), beside the date's span, so that "In which year were
they born?" and "When did the bakery open?" find it.

Only an age of at most 120 right before a dated day, week or month counts; a figure that is
no age ("the score is 3 on Monday") is rare there, and "5 years old" alone is a length up to
now (:mod:`swcmem.temporal.durations`).

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import replace

from swcmem.temporal.calendar import Interval, add_months
from swcmem.temporal.patterns import NUMBER, number_range
from swcmem.temporal.span import Span

_AGE = re.compile(
    rf"(?:\b(?:turn|turns|turning|be|am)|['’](?:m|re))\s+(?P<n>\d{{1,3}}|{NUMBER})"
    r"(?:\s+years?\s+old)?(?:\s+(?:on|in))?\s+$"
    # "is", "are", "'s" tell a score or a count as well: an age only with "years old"
    rf"|(?:\b(?:is|are)|['’]s)\s+(?P<m>\d{{1,3}}|{NUMBER})\s+years?\s+old(?:\s+(?:on|in))?\s+$",
    re.IGNORECASE,
)
_DATED_GRAINS = frozenset({"day", "week", "month"})
_MAX_AGE = 120
_GROUP = re.compile(r"\b(?:we|they|there)(?:['’]ll\s+|\s+will\s+|\s+would\s+|['’]d\s+|\s+)?$", re.I)
_GROUP_MIN = 13


def origins(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` and, for each dated day, week or month right after an age, the age's own
    span dated that many years before (see the module doc); spans the age overlaps (its "5
    years old" read as a length) give way to it."""
    added = [a for s in spans if (a := _origin(text, s)) is not None]
    if not added:
        return spans
    kept = [s for s in spans if not any(s.overlaps(a) for a in added)]
    return sorted(kept + added, key=lambda s: s.start)


def _origin(text: str, span: Span) -> Span | None:
    if span.interval is None or span.generic or span.grain not in _DATED_GRAINS:
        return None
    m = _AGE.search(text, max(0, span.start - 40), span.start)
    number = (m["n"] or m["m"]) if m else None
    count = number_range(number) if number else None
    if m is None or count is None or count[0] != count[1] or not 0 < count[0] <= _MAX_AGE:
        return None
    if count[0] < _GROUP_MIN and _GROUP.search(text, max(0, m.start() - 16), m.start()):
        return None  # "we'll be 4 on Saturday": a head count (twins "will be 35" stay ages)
    old = _OLD.search(text, m.start(), m.end())
    end = old.end() if old else m.end("n" if m["n"] else "m")
    return replace(
        span, start=m.start(), end=end, surface=text[m.start() : end],
        interval=_years_before(span.interval, count[0]), source="rule:age_on", confidence=0.7,
    )  # fmt: skip


_OLD = re.compile(r"\byears?\s+old\b", re.IGNORECASE)


def _years_before(interval: Interval, years: int) -> Interval:
    start, end = interval
    return add_months(start, -12 * years), add_months(end, -12 * years)
