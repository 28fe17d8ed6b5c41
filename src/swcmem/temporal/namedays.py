"""Days named by their place in a month or from another day: "the 3rd of next month", "the
first Friday of the month", "the last Saturday of June", "the 15th of the month", "Saturday
the 9th" (the month in which the 9th is a Saturday, nearest the reference), "Monday week",
"Saturday fortnight", "a week ago today", "a week on Friday", "a week last Friday". The rules
that match them are in :mod:`swcmem.temporal.compound`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from swcmem.temporal.calendar import (
    add_units,
    month_interval,
    month_number,
    next_weekday,
    nth_weekday,
    previous_weekday,
    valid_date,
    weekday_number,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual, is_yearly
from swcmem.temporal.patterns import ORDINALS, SINCE_AFTER, mod_shift, number_range
from swcmem.temporal.picks import days_on_weekday, pick_month, pick_month_day
from swcmem.temporal.relative import shift_unit
from swcmem.temporal.span import UNRESOLVED, Hit


def day_of_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the 3rd of next month", "the first Friday of the month", "the last Saturday of June"
    (the month by the direction rule, as a bare month), "the 15th of the month" (below)."""
    month = month_number(m["mon"]) if m["mon"] else None
    if m["mon"] and month is None:
        return None
    if m["mon"] and not m["y"] and is_yearly(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.6, generic=True)  # "the second Wednesday of January each year"
    if (m["mod"] or "").lower() == "the" and is_habitual(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.6, generic=True)  # "always meets on the second Tuesday of the
        # month"
    if month is not None and m["y"]:
        first = date(int(m["y"]), month, 1)
    elif ref is None:
        return UNRESOLVED
    elif month is not None and m["d"] and tense != "none":  # "given her a date, the 2nd of
        # February" (said on the 8th): the day ahead, not a day of this month gone
        day_n = int(re.sub(r"\D", "", m["d"]))
        picked = pick_month_day(ref, month, day_n, tense)  # None for "the 30th of February"
        return Hit((picked, picked), "day", 0.85) if picked else None
    elif month is not None:
        first = pick_month(ref, month, tense)[0]
    else:
        first = shift_unit(ref, "month", mod_shift(m["mod"] or "this"))[0]
    if (m["edge"] or m["d"]) and (m["mod"] or "").lower() == "the":
        assert ref is not None
        return _of_the_month(m, ref, tense)
    day: date | None
    if m["edge"]:  # "the first of next month", "the last of this month"
        edges = month_interval(first.year, first.month)
        day = edges[1] if m["edge"].lower() == "last" else edges[0]
    elif m["d"]:
        day = valid_date(first.year, first.month, int(re.sub(r"\D", "", m["d"])))
    else:
        wd = weekday_number(m["wd"])
        nth = ORDINALS[m["ord"].lower()]
        day = None if wd is None else nth_weekday(first.year, first.month, wd, nth)
    return None if day is None else Hit((day, day), "day", 0.9)


def _of_the_month(m: re.Match[str], ref: date, tense: Tense) -> Hit | None:
    """ "the 15th of the month", "the first (last) of the month": that day of the reference's
    month, or of the next (previous) one when told ahead (past) and gone (not yet come)."""
    step = {"future": 1, "past": -1}.get(tense, 0)
    for shift in (0, step) if step else (0,):
        first = shift_unit(ref, "month", shift)[0]
        last = month_interval(first.year, first.month)[1]
        n = last.day if (m["edge"] or "").lower() == "last" else 1
        day = valid_date(first.year, first.month, int(re.sub(r"\D", "", m["d"])) if m["d"] else n)
        if day is not None and (shift or not step or (day - ref).days * step >= 0):
            return Hit((day, day), "day", 0.9)
    return None


def weekday_week(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Monday week": a week after next Monday; "Saturday fortnight": two weeks after the
    next Saturday; "tomorrow week": a week after tomorrow."""
    if ref is None:
        return UNRESOLVED
    base = m["wd"].lower()
    wd = weekday_number(base)
    day = next_weekday(ref, wd) if wd is not None else ref + timedelta(days=base == "tomorrow")
    day += timedelta(weeks=2 if m["wk"].lower() == "fortnight" else 1)
    return Hit((day, day), "day", 0.85)


def weekday_the_nth(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Saturday the 9th": the 9th of the month nearest the reference (after it when told
    ahead, before it when told past) on which the 9th is a Saturday; a tense that would put
    it over six weeks away yields to one within six weeks the other way (a weekday and a day
    are named of a date close by: "moved the kickoff from Monday the 9th to Wednesday the
    11th" said on 6 May 2022 is in May)."""
    wd = weekday_number(m["wd"])
    if wd is None:
        return None
    if ref is None:
        return UNRESOLVED
    nth = int(re.sub(r"\D", "", m["d"] or m["d2"]))
    near = [d for d in days_on_weekday(ref, nth, wd, "none") if abs((d - ref).days) <= _CLOSE_BY]
    found = days_on_weekday(ref, nth, wd, tense)
    if not found or (near and abs((min(found, key=_distance(ref)) - ref).days) > _CLOSE_BY):
        found = near
    if not found:
        return None
    day = min(found, key=_distance(ref))
    return Hit((day, day), "day", 0.9)


_CLOSE_BY = 42  # days


def _distance(ref: date) -> Callable[[date], tuple[int, int]]:
    return lambda d: (abs((d - ref).days), -d.toordinal())


_DAY_SHIFT = {"yesterday": -1, "last night": -1, "tomorrow": 1}
# a state held up to the day named: "I've been home a week today", "it's been a month today"
_BEEN_BEFORE = re.compile(r"(?:['’]ve|['’]s|\bhave|\bhas)\s+been\b[^.;!?,]{0,30}$", re.I)
_MOVED_TO = re.compile(r"\b(?:to|for|until|till|by|from)\s+$", re.I)  # "has been moved to ..."


def from_named_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a week ago today", "a month ago yesterday", "a fortnight ago tomorrow", "fifty years
    ago this morning": that far back from the day named; and
    the British "a week today", "a week tomorrow", "a week yesterday", "a week on Friday" (the
    next one), "a week last Friday" and the American "a week ago Monday": a week (or two)
    either side of the day named."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1]:
        return None
    if ref is None:
        return UNRESOLVED
    base = " ".join((m["base"] or m["base2"] or m["wd"]).lower().split())
    last = (m["on"] or "").lower() in ("last", "ago")
    wd = weekday_number(base)
    if wd is not None:
        day = previous_weekday(ref, wd) if last else next_weekday(ref, wd)
    else:
        day = ref + timedelta(days=_DAY_SHIFT.get(base, 0))  # "this morning", "tonight": 0
    since = SINCE_AFTER.match(m.string, m.end()) is not None  # "two weeks today since we
    # dropped you off": the count runs up to that day, from a start that far before it
    said = m.string[max(0, m.start() - 40) : m.start()]
    since = since or (_BEEN_BEFORE.search(said) is not None and not _MOVED_TO.search(said))
    n = -count[0] if m["ago"] or base == "yesterday" or last or since else count[0]
    unit = (m["unit"] or m["wk"] or "week").lower()  # "a fortnight on Monday", "a fortnight
    # ago tomorrow": two weeks
    n *= 2 if unit.startswith("fortnight") else 1
    day = add_units(day, "week" if unit.startswith(("fortnight", "week")) else unit, n)
    return Hit((day, day), "day", 0.85)
