"""A bank holiday Monday: "Bank holiday Monday, seven hours in the queue", "we're off on the
bank holiday Monday". Any of England's Monday bank holidays (Easter Monday, the first and
last Mondays of May, the last Monday of August): the nearest one the way the words around it
point ("last"/"next" too), as for one holiday (:func:`swcmem.temporal.holidays.pick_among`).
"The bank holiday" alone is not read: which one, and whose (England's, Scotland's, Ireland's
differ), is left to the words around it.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.temporal.calendar import nth_weekday
from swcmem.temporal.cues import Tense
from swcmem.temporal.holidays import easter, pick_among
from swcmem.temporal.patterns import compile_rx, word_set
from swcmem.temporal.span import UNRESOLVED, Hit, Rule


def monday_holidays(year: int) -> list[date]:
    """England's Monday bank holidays of ``year``, in order."""
    return sorted(
        (
            easter(year) + timedelta(days=1),
            nth_weekday(year, 5, 0, 1),
            nth_weekday(year, 5, 0, -1),
            nth_weekday(year, 8, 0, -1),
        )
    )


def _bank_holiday_monday(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    days = [d for y in (ref.year - 1, ref.year, ref.year + 1) for d in monday_holidays(y)]
    mod = (m["mod"] or "").lower()  # "this": the nearer one, as with no direction
    day = pick_among(days, ref, mod, "none" if mod == "this" else tense)
    return Hit((day, day), "day", 0.8)


RULES: tuple[Rule, ...] = (
    Rule(
        "bank_holiday_monday",
        compile_rx(r"(?:(?P<mod>last|next|this)\s+)?(?:the\s+)?bank\s+holiday\s+monday"),
        _bank_holiday_monday,
        word_set("bank"),
    ),
)
