"""Rules for counts of units away from the moment of speaking: "two weeks ago", "three days
from now", "in three weeks", "in a day or two", "48 hrs ago", "in an hour", "a year and a half
ago", "in two and a half years", "a week from Saturday", "a fortnight ago". A count may be a
range ("2-3 weeks ago", "a week or two"); "exactly a month ago" is that day; a count of weeks
is the day counted ("two weeks ago"), "a year ago" its month. The named periods ("last week",
"the week before last", "this weekend") are read in :mod:`swcmem.temporal.relative`.

Every rule needs the reference date (the speaker's own local date); without one the expression
is kept, unresolved.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.calendar import Interval, add_units, next_weekday, weekday_number
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    NUMBER,
    ONE_NUMBER,
    UNIT,
    UNITS,
    WEEKDAY_FULL,
    compile_rx,
    number_range,
    word_set,
)
from swcmem.temporal.relative import (
    APPROX,
    UNIT_WORDS,
    shift_unit,
    span_of,
    unit_grain,
    unit_of,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule


def _ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "two weeks ago", "three days from now"; "two weekends later" counts from the moment
    of speaking only outside a past narration ("we moved two weeks later" counts from an
    event told before: left to the duration rules)."""
    count = _count(m)
    direction = m["dir"].lower()
    if count is None or (direction == "later" and tense == "past"):
        return None
    if _FEELS_LIKE.search(m.string, max(0, m.start() - 20), m.end()):
        return None  # "feels like a decade ago": how long it feels, no date
    if ref is None:
        return UNRESOLVED
    unit = unit_of(m["unit"])
    sign = 1 if direction in ("from now", "later") else -1
    if count[0] == count[1] and unit != "weekend" and _EXACTLY.search(m.string, 0, m.start()):
        step, n = ("year", 10) if unit == "decade" else (unit, 1)
        day = add_units(ref, step, sign * count[0] * n)  # "exactly a month ago": that day
        return Hit((day, day), "day", 0.9)
    if unit == "week" and _counted(m, count):  # "two weeks ago": that day
        return weeks_away(ref, sign * count[0])
    if unit == "year" and count == (1, 1):  # "a year ago": that month, not the whole year
        return Hit(shift_unit(ref, "month", -12 * sign * -1), "month", 0.8)
    vague = count[0] != count[1]
    return Hit(span_of(ref, unit, *count, sign), unit_grain(unit), 0.6 if vague else 0.9)


_OR_MORE = rf"(?:\s+or\s+(?P<more>{ONE_NUMBER}))?"  # "a week or two"
_EXACTLY = re.compile(r"\b(?:exactly|precisely|to the day)\s+$", re.I)
_FEELS_LIKE = re.compile(r"\b(?:feels?|felt|seems?|seemed)\s+like\s+(?:\w+\s+){1,2}ago$", re.I)

# what "and a half" of a unit is counted in, and how many of those make the unit
_SMALLER = {
    "decade": ("year", 10.0),
    "year": ("month", 12.0),
    "month": ("week", 4.35),
    "week": ("day", 7.0),
}
# "two and a half years", "a year and a half" (the unit in ``unit2`` or ``unit``), or "half a
# year" (``half``): after a number, with the groups :func:`half_count` reads.
AND_A_HALF = (
    rf"(?:(?P<num>{NUMBER})\s+(?:(?P<unit>{UNIT}|decade)s?\s+)?"
    rf"and\s+a\s+half(?(unit)|\s+(?P<unit2>{UNIT}|decade)s?)"
    rf"|half\s+an?\s+(?P<half>{UNIT}|decade))"
)


def half_count(m: re.Match[str]) -> tuple[str, float] | None:
    """(unit, count) of an :data:`AND_A_HALF` match: ("year", 1.5), ("year", 0.5)."""
    count = number_range(m["num"]) if m["num"] else (0, 0)
    if count is None or count[0] != count[1]:
        return None
    unit = unit_of(m["unit"] or m["unit2"] or m["half"])
    return (unit, count[0] + 0.5) if unit in _SMALLER else None


def half_shift(ref: date, unit: str, count: float, sign: int) -> tuple[Interval, Grain]:
    """The period ``count`` (a whole number and a half) ``unit`` away, counted in the next
    smaller unit: 18 months, 7 weeks."""
    small, per = _SMALLER[unit]
    return shift_unit(ref, small, sign * round(count * per)), unit_grain(small)


def _and_a_half(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a year and a half ago", "half a year ago", "in two and a half years"."""
    found = half_count(m)
    if found is None or bool(m["in"]) == bool(m["dir"]):  # "in" or "ago"/"from now"
        return None
    if ref is None:
        return UNRESOLVED
    sign = -1 if m["dir"] and m["dir"].lower() in ("ago", "back") else 1
    interval, grain = half_shift(ref, *found, sign)
    return Hit(interval, grain, 0.8)


def _from_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a week from Saturday", "two days from tomorrow": the day named, then that far on
    (the weekday is the next one: a week from a past Saturday is said "a week after")."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1]:
        return None
    if ref is None:
        return UNRESOLVED
    base = m["base"].lower()
    wd = weekday_number(base)
    day = ref + timedelta(days={"tomorrow": 1, "yesterday": -1}.get(base, 0))
    if wd is not None:
        day = next_weekday(ref, wd)
    unit, n = ("week", 2 * count[0]) if m["unit"].lower() == "fortnight" else (m["unit"], count[0])
    end = add_units(day, unit_of(unit), n)  # "a year from today" on 29 Feb: 28 Feb
    if wd is not None and FOR_BEFORE.search(m.string, 0, m.start()):  # "on leave for two
        # weeks from Monday" (not "a reminder for a year from today": its day)
        return Hit((day, end - timedelta(days=1)), "day", 0.8)
    return Hit((end, end), "day", 0.85)


FOR_BEFORE = re.compile(r"\bfor\s+$", re.IGNORECASE)  # "for two weeks from Monday", "for two years"


def _hours_ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "48 hrs ago", "a few hours ago": the day that many hours back (under a day: the
    reference's day; the hour it was said is not known here)."""
    return _hours_away(m, ref, -1)


def _in_hours(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "I'll call you in an hour", "in 2-3 hours": the reference's day, or the day that many
    hours on; only when told ahead ("fourteen parents in three hours" is how long it took)."""
    return _hours_away(m, ref, 1) if tense == "future" else None


def _hours_away(m: re.Match[str], ref: date | None, sign: int) -> Hit | None:
    """The days a count of hours (minutes) reaches, back (``sign`` -1) or on from ``ref``."""
    count = _count(m)
    if count is None:
        return None
    if ref is None:
        return UNRESOLVED
    per_day = 24 if m["unit"].lower().startswith("h") else 24 * 60
    a, b = (ref + timedelta(days=sign * round(n / per_day)) for n in count)
    return Hit((min(a, b), max(a, b)), "day", 0.7)


def _count(m: re.Match[str]) -> tuple[int, int] | None:
    """The count of "three weeks", "2-3 weeks", and of "a week or two" (one to two)."""
    count = number_range(m["num"])
    more = number_range(m["more"]) if m["more"] else None
    if count is None or more is None:
        return count
    return (count[0], more[1]) if more[1] > count[0] else None


def _in_n(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "in three weeks", "in a day or two": that far ahead (not in a past clause: "in two
    days we built it")."""
    count = _count(m)
    if count is None or tense == "past":
        return None
    if ref is None:
        return UNRESOLVED
    unit = unit_of(m["unit"])
    if unit == "week" and _counted(m, count):  # "in three weeks": that day
        return weeks_away(ref, count[0])
    return Hit(
        span_of(ref, unit, *count, 1), unit_grain(unit), 0.6 if count[0] != count[1] else 0.8
    )


_VAGUE_COUNT = re.compile(r"few|several|\bor\s+so\b", re.IGNORECASE)


def _counted(m: re.Match[str], count: tuple[int, int]) -> bool:
    """A count of one number ("two weeks", "3 wks", "a couple of weeks": two, as the blind
    writers read it), not "a week or so"."""
    told = m.string[m.start() : m.end() + 7]  # "a week or so"
    return count[0] == count[1] and not _VAGUE_COUNT.search(told)


def weeks_away(ref: date, n: int) -> Hit:
    """The day ``n`` weeks from the reference ("two weeks ago", "in a fortnight"): the day
    counted, as the people who wrote our blind cases read it (22 of 22), not its week."""
    day = ref + timedelta(weeks=n)
    return Hit((day, day), "day", 0.8)


def _fortnight(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a fortnight ago", "in a fortnight": two weeks either way."""
    if ref is None:
        return UNRESOLVED
    return weeks_away(ref, -2 if m["ago"] else 2)


RULES: tuple[Rule, ...] = (
    Rule(
        "ago",
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER})\s+(?P<unit>(?:{UNIT}|decade)s?){_OR_MORE}"
            r"\s+(?P<dir>ago|back|from now|later)"
        ),
        _ago,
        word_set("ago back now later"),
    ),
    Rule(
        "hours_ago",
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER})\s+(?P<unit>hours?|hrs?|minutes?|mins?){_OR_MORE}\s+ago"
        ),
        _hours_ago,
        word_set("ago"),
    ),
    Rule(
        "in_hours",
        compile_rx(
            rf"in\s+(?:just\s+)?{APPROX}(?P<num>{NUMBER})\s+(?P<unit>hours?|hrs?|minutes?|mins?)"
            rf"{_OR_MORE}"
        ),
        _in_hours,
        word_set("hour hours hr hrs minute minutes min mins"),
    ),
    Rule(
        "and_a_half",
        compile_rx(rf"(?:(?P<in>in)\s+)?{AND_A_HALF}(?:\s+(?P<dir>ago|back|from now))?"),
        _and_a_half,
        word_set("half"),
    ),
    Rule(
        "from_day",
        compile_rx(
            rf"(?P<num>{NUMBER})\s+(?P<unit>day|week|month|year|fortnight)s?\s+from\s+"
            rf"(?P<base>today|tomorrow|yesterday|{WEEKDAY_FULL})"
        ),
        _from_day,
        word_set("from"),
    ),
    Rule(
        "in_n",
        compile_rx(
            rf"in\s+(?:just\s+)?(?P<num>{NUMBER})\s+(?P<unit>(?:{UNIT}|decade)s?){_OR_MORE}"
        ),
        _in_n,
        UNITS | UNIT_WORDS,
    ),
    Rule(
        "fortnight",
        compile_rx(r"(?:a|one)\s+fortnight\s+(?P<ago>ago)|in\s+a\s+fortnight(?!\s+ago\b)"),
        _fortnight,
        word_set("fortnight"),
    ),
)
