"""The dates a direction picks: which occurrence of a year-less weekday, month and day, month,
day of the month or yearly period a text means, once :mod:`swcmem.temporal.direction` has
told which way its clause points (the rows of that module's table).

Pure functions; thread-safe.
"""

from __future__ import annotations

from datetime import date

from swcmem.temporal.calendar import (
    add_months,
    month_interval,
    next_weekday,
    previous_weekday,
    valid_date,
)
from swcmem.temporal.cues import Tense


def pick_weekday(ref: date, weekday: int, direction: Tense) -> date:
    """The day a bare weekday names (table row 1)."""
    if direction != "past":
        return next_weekday(ref, weekday)
    return ref if ref.weekday() == weekday else previous_weekday(ref, weekday)


def pick_month_day(ref: date, month: int, day: int, direction: Tense) -> date | None:
    """The year-less date a month and day name (table row 2); ``None`` when impossible
    (29 February is looked for in the nearest leap years)."""
    options = [d for y in range(ref.year - 4, ref.year + 5) if (d := valid_date(y, month, day))]
    if not options:
        return None
    if direction == "past":
        return max((d for d in options if d <= ref), default=None)
    if direction == "future":
        return min((d for d in options if d >= ref), default=None)
    return min(options, key=lambda d: (abs((d - ref).days), d < ref))


def pick_month(ref: date, month: int, direction: Tense) -> tuple[date, date]:
    """The year-less month a bare month name names (table row 3)."""
    options = [month_interval(y, month) for y in (ref.year - 1, ref.year, ref.year + 1)]
    if direction == "past":
        return max(o for o in options if o[0] <= ref)
    if direction == "future":
        return min(o for o in options if o[1] >= ref)
    return min(options, key=lambda o: (_months_apart(o[0], ref), o[0] < ref))


def _months_apart(first: date, ref: date) -> int:
    return abs((first.year - ref.year) * 12 + first.month - ref.month)


def pick_period(
    ref: date, intervals: tuple[tuple[date, date], ...], direction: Tense
) -> tuple[date, date]:
    """One of the same period in consecutive years (last, this, next): this year's, moved
    back when the direction is past and it has not started, forward when it is future and it
    is over (table rows 5 and 6)."""
    last, this, nxt = intervals
    if direction == "past" and this[0] > ref:
        return last
    if direction == "future" and this[1] < ref:
        return nxt
    return this


def pick_day_of_month(ref: date, day: int, direction: Tense) -> date | None:
    """The date "the 15th" names (table row 4): in ``ref``'s month or the nearest one that
    has the day ("the 31st" said on 4 March of a party: 31 January)."""
    days = [
        d
        for k in (-2, -1, 0, 1, 2)
        if (first := add_months(ref.replace(day=1), k))
        and (d := valid_date(first.year, first.month, day))
    ]
    if direction == "past":
        return max((d for d in days if d <= ref), default=None)
    return min((d for d in days if d >= ref), default=None)


def days_on_weekday(ref: date, day: int, weekday: int, direction: Tense) -> list[date]:
    """The dates within 14 months of ``ref`` whose day of the month is ``day`` and which fall
    on ``weekday`` ("Saturday the 9th", "the 20th, a Monday"): on or after ``ref`` when told
    ahead, on or before it when told past, either side otherwise; in order."""
    months = [add_months(ref.replace(day=1), k) for k in range(-14, 15)]
    found = [
        d for m in months if (d := valid_date(m.year, m.month, day)) and d.weekday() == weekday
    ]
    if direction == "future":
        return [d for d in found if d >= ref]
    if direction == "past":
        return [d for d in found if d <= ref]
    return found
