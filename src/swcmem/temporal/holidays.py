"""Holidays Duckling does not resolve, read by our rules: Mother's Day (second Sunday of May),
Memorial Day (last Monday of May), Independence Day (4 July) and Labor Day (first Monday of
September), the US dates. "Memorial Day weekend" is the Saturday to the Monday.

Which year's: a year in the text wins ("Labor Day 2019"); ``last``/``this past`` takes the last
one before the reference day and ``next``/``this coming`` the first after it; ``this`` the
reference year's; otherwise the direction rule of :mod:`swcmem.temporal.direction` (future: the
first on or after the reference day, past: the last on or before it, none: the nearer one).
Habitual mentions ("every Memorial Day") are generic and never dated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from swcmem.temporal.calendar import Interval, nth_weekday
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import YEAR, compile_rx, word_set
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_DAYS: dict[str, Callable[[int], date]] = {
    "mother": lambda y: nth_weekday(y, 5, 6, 2),
    "memorial": lambda y: nth_weekday(y, 5, 0, -1),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, 0, 1),
}


def _interval(day: date, weekend: bool) -> Interval:
    """The day, or with "weekend" the Saturday through the holiday (a Monday) or the weekend
    around it."""
    if not weekend:
        return (day, day)
    if day.weekday() == 0:
        return (day - timedelta(days=2), day)
    saturday = day - timedelta(days=(day.weekday() - 5) % 7)
    return (saturday, saturday + timedelta(days=1))


def _pick(name: str, ref: date, mod: str, tense: Tense) -> date:
    days = [_DAYS[name](y) for y in (ref.year - 1, ref.year, ref.year + 1)]
    if mod in ("last", "this past", "past", "previous"):
        return max(d for d in days if d < ref)
    if mod in ("next", "this coming", "coming"):
        return min(d for d in days if d > ref)
    if mod == "this":
        return days[1]
    if tense == "none":  # the nearer one; a tie goes to the later
        return min(days, key=lambda d: (abs(d - ref), -d.toordinal()))
    if tense == "past":
        return max(d for d in days if d <= ref)
    return min(d for d in days if d >= ref)


def _holiday(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    name = m["name"].lower().rstrip("'’s").replace("labour", "labor")
    weekend = bool(m["weekend"])
    if is_habitual(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.7, generic=True)
    if m["y"]:
        day = _DAYS[name](int(m["y"]))
    elif ref is None:
        return UNRESOLVED
    else:
        mod = re.sub(r"\s+", " ", (m["mod"] or "").lower())
        day = _pick(name, ref, mod, tense)
    return Hit(_interval(day, weekend), "week" if weekend else "day", 0.85)


RULES: tuple[Rule, ...] = (
    Rule(
        "holiday",
        compile_rx(
            r"(?:(?P<mod>last|next|this\s+past|this\s+coming|this|past|coming|previous)\s+)?"
            r"(?P<name>mother['’]?s|memorial|independence|labou?r)\s+day"
            rf"(?P<weekend>\s+weekend)?(?:,?\s+(?P<y>{YEAR}))?"
        ),
        _holiday,
        word_set("mother mothers memorial independence labor labour"),
    ),
)
