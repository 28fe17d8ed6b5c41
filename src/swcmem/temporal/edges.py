"""The edges and named days of a unit: "by EOD" (today), "by year-end", "at midyear", "at
month-end", "by mid-decade", "the first day of the year", "the last day of June", "the first
trading (business, working) day of the year" (the first weekday; never 1 January), "the first
nine months of 1997".

"Year-end" and "midyear" are the last and the middle third of the reference's year ("month-end":
the last days of its month), or of the one before (after) when told in the past (future) and
not yet come (gone); "mid-decade" the middle of the reference's calendar decade, as "the
middle of the decade" (:func:`swcmem.temporal.compound.part_hit`).

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.temporal.calendar import month_interval, month_number, part_of
from swcmem.temporal.compound import part_hit
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    MONTH,
    ONE_NUMBER,
    YEAR,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.periods import FINANCE
from swcmem.temporal.picks import pick_month
from swcmem.temporal.relative import shift_unit
from swcmem.temporal.span import UNRESOLVED, Hit, Rule


def _months_of_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the first nine months of 1997", "the last three months of the year": those months
    of that year (the reference's for "the year")."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1] or not 1 <= count[0] <= 11:
        return None
    if m["y"]:
        year = int(m["y"])
    elif ref is None:
        return UNRESOLVED
    else:
        year = ref.year + mod_shift(m["mod"] if m["mod"].lower() != "the" else "this")
    n = count[0]
    if m["edge"].lower() == "first":
        return Hit((date(year, 1, 1), month_interval(year, n)[1]), "month", 0.85)
    return Hit((month_interval(year, 13 - n)[0], date(year, 12, 31)), "month", 0.85)


def _months_so_far(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "profit for the first nine months rose": in a report on results, the months of the
    year last told in full (this year's once they are over, else last year's; told ahead,
    the next ones not yet over), a length that is dated (TIMEX3 "P9M")."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1] or not 1 <= count[0] <= 11:
        return None
    if not FINANCE.search(m.string):
        return None
    if ref is None:
        return UNRESOLVED
    n = count[0]
    year = ref.year if ref.month > n else ref.year - 1
    if tense == "future":  # "expects to hire 200 in the first six months": the ones ahead
        year = ref.year if ref.month <= n else ref.year + 1
    start, end = date(year, 1, 1), month_interval(year, n)[1]
    return Hit((start, end), "duration", 0.75, float((end - start).days + 1))


def _end_of_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "by EOD", "COB", "by close of business", "the end of the day" (no day named after
    it: "EOD Friday" is Friday's): the reference's own day."""
    if ref is None:
        return UNRESOLVED
    return Hit((ref, ref), "day", 0.8)


def _year_end(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "by year-end", "at midyear", "at month-end": the last or the middle third of the
    reference's year (the last days of its month), or of the one before (after) when told in
    the past (future) and not yet come (gone)."""
    if ref is None:
        return UNRESOLVED
    unit = "month" if m.group().lower().startswith("month") else "year"
    part = "mid" if m.group().lower().startswith("mid") else "end of"
    interval = part_of(shift_unit(ref, unit, 0), part)
    if tense == "past" and interval[0] > ref:
        interval = part_of(shift_unit(ref, unit, -1), part)
    elif tense == "future" and interval[1] < ref:
        interval = part_of(shift_unit(ref, unit, 1), part)
    return Hit(interval, "month" if unit == "year" else "day", 0.8)


def _business_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the first day of the year", "the last day of June": that day; "the first trading
    day of the year", "the last business day of the month": the first or last weekday (a
    year's first is never 1 January, a holiday everywhere)."""
    if m["mon"]:
        month = month_number(m["mon"])
        if month is None or (ref is None and not m["y"]):
            return None if month is None else UNRESOLVED
        unit = "month"
        start, end = (
            month_interval(int(m["y"]), month) if m["y"] else pick_month(ref, month, tense)  # type: ignore[arg-type]
        )
    elif ref is None:
        return UNRESOLVED
    else:
        unit = m["unit"].lower()
        start, end = shift_unit(ref, unit, mod_shift(m["mod"] or ""))
    step = 1 if m["which"].lower() == "first" else -1
    day = start if step > 0 else end
    while m["business"] and (day.weekday() >= 5 or (unit == "year" and day == start)):
        day += timedelta(days=step)
    return Hit((day, day), "day", 0.85)


def _decade_part(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "by mid-decade", "early-decade": that part of the reference's calendar decade (as
    "the middle of the decade")."""
    if ref is None:
        return UNRESOLVED
    part = (m["part"] or m["part2"]).lower()
    return part_hit(ref, "decade", 0, {"mid": "the middle of"}.get(part, part))


RULES: tuple[Rule, ...] = (
    Rule(
        "year_end",
        compile_rx(r"(?:year|month)(?:[\s-]?|['’]s\s+)end(?!\s+\d)|mid[\s-]?year(?![\s-]*\d)"),
        _year_end,
        word_set("yearend year midyear mid month monthend"),
    ),
    Rule(
        "business_day",
        compile_rx(
            r"the\s+(?P<which>first|last|final)\s+(?P<business>(?:trading|business|working|work)"
            r"\s+)?day\s+of\s+(?:(?:the\s+)?(?P<mod>this|next|last|previous|the)?\s*"
            rf"(?P<unit>year|month|week|quarter)(?![a-z'’])|(?P<mon>{MONTH})(?:\s+(?P<y>{YEAR}))?)"
        ),
        _business_day,
        word_set("day"),
    ),
    Rule(
        "end_of_day",
        compile_rx(
            r"(?:(?-i:EOD|COB|eod|cob)|(?:(?<=\bby\s)|(?<=\bbefore\s)|(?<=\buntil\s)|(?<=\btill\s))"
            r"(?:the\s+)?(?:close\s+of\s+business|end\s+of\s+(?:the\s+)?(?:business\s+)?day))"
            r"(?!\s*(?:,\s*)?(?:tomorrow|today|tonight|on\b|this\b|next\b|mon|tue|wed|thu|fri|sat"
            r"|sun|\d))"
        ),
        _end_of_day,
        word_set("eod cob close end"),
    ),
    Rule(
        "months_of_year",
        compile_rx(
            rf"(?:the\s+)?(?P<edge>first|last|final)\s+(?P<num>{ONE_NUMBER})\s+months\s+"
            rf"(?:of|in)\s+(?:(?P<y>{YEAR})|(?:the\s+)?(?P<mod>this|last|next|the|previous)\s+year)"
        ),
        _months_of_year,
        word_set("months"),
    ),
    Rule(
        "months_so_far",
        compile_rx(rf"the\s+first\s+(?P<num>{ONE_NUMBER})\s+months(?!\s+(?:of|in|after|since)\b)"),
        _months_so_far,
        word_set("months"),
    ),
    Rule(
        "mid_decade",
        compile_rx(r"(?P<part>mid|early|late)[\s-]decade(?![\s-]*\d)|(?P<part2>mid)decade"),
        _decade_part,
        word_set("mid early late middecade"),
    ),
)
