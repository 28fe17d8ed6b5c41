"""Rules for expressions relative to the moment of speaking: "yesterday", "two weekends ago",
"the week before last", "a few days ago", "this past weekend", "in three weeks", "two weekends
later", "a week from Saturday", "the other day", "in a fortnight"; a count may be a range
("2-3 weeks ago", "two or three", "a week or two"); "48 hrs ago" is two days back; "exactly a
month ago" is that day; "this decade" is the calendar decade. Weekdays ("on Friday", "last
Saturday") are read in :mod:`swcmem.temporal.weekdays`, a day of the month ("the 15th") in
:mod:`swcmem.temporal.monthdays`.

Every rule needs the reference date (the speaker's own local date); without one the expression
is kept, unresolved.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.calendar import (
    Interval,
    add_months,
    add_units,
    decade_interval,
    month_interval,
    next_weekday,
    previous_weekday,
    week_of,
    weekday_number,
    weekend_after,
    weekend_before,
    weekend_of,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import (
    NUMBER,
    ONE_NUMBER,
    UNIT,
    UNIT_ABBREVIATIONS,
    UNITS,
    WEEKDAY_FULL,
    compile_rx,
    number_range,
    word_set,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

PAST_MODS = ("last", "past", "this past", "previous", "the previous", "the past")
NEXT_MODS = ("next", "nxt", "coming", "this coming", "following", "the following")
UNIT_DAYS = {"day": 1, "week": 7, "weekend": 7, "month": 30.44, "year": 365.25, "decade": 3652.5}


_UNIT_WORDS = word_set("wk wks wknd wknds yr yrs mth mths")


def unit_of(word: str) -> str:
    unit = word.lower().rstrip("s")
    return UNIT_ABBREVIATIONS.get(unit, unit)


def shift_unit(ref: date, unit: str, n: int) -> Interval:
    """The ``unit``-grain period ``n`` units away from ``ref`` (negative: in the past)."""
    if unit == "day":
        d = ref + timedelta(days=n)
        return (d, d)
    if unit == "week":
        return week_of(ref + timedelta(weeks=n))
    if unit == "weekend":
        return weekend_before(ref, -n) if n < 0 else weekend_after(ref, n)
    if unit == "month":
        d = add_months(ref, n)
        return month_interval(d.year, d.month)
    if unit == "decade":
        return year_interval(ref.year + 10 * n)
    return year_interval(ref.year + n)


def unit_grain(unit: str) -> Grain:
    return {"day": "day", "week": "week", "weekend": "week", "month": "month"}.get(unit, "year")  # type: ignore[return-value]


def span_of(ref: date, unit: str, low: int, high: int, sign: int) -> Interval:
    a, b = shift_unit(ref, unit, sign * low), shift_unit(ref, unit, sign * high)
    return (min(a[0], b[0]), max(a[1], b[1]))


def _days(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    text = re.sub(r"\s+", " ", m.group().lower())
    offset = 0
    if ("yesterday" in text and ("before" in text or "b4" in text)) or "before last" in text:
        offset = -2
    elif "after tomorrow" in text:
        offset = 2
    elif "yesterday" in text or text.startswith("last ni") or text in ("yday", "yest"):
        offset = -1
    elif "tomorrow" in text or text in ("tmrw", "tmrow", "tmr", "2moro", "2morrow", "2mrw"):
        offset = 1
    d = ref + timedelta(days=offset)
    return Hit((d, d), "day", 0.95)


_THE_PAST = re.compile(r"\bthe\s+(?:past|last)\s", re.IGNORECASE)
_OF_AFTER = re.compile(r"\s+of\b", re.IGNORECASE)


def _ten_years_to_now(m: re.Match[str]) -> bool:
    """ "spent the past decade designing it", "over the last decade": the ten years up to now
    (not "the last decade of the century")."""
    told = m.string[max(0, m.start() - 4) : m.end()]
    return _THE_PAST.search(told) is not None and _OF_AFTER.match(m.string, m.end()) is None


def _unit_mod(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    mod = re.sub(r"\s+", " ", m["mod"].lower()).removeprefix("the ")
    unit = unit_of(m["unit"])
    if mod == "current":  # "the current year", "the current fiscal year": this one
        mod = "this"
    elif mod in ("latest", "most recent"):  # "sales in the latest week": the last one
        mod = "last"
    if unit == "decade" and mod in ("past", "last") and _ten_years_to_now(m):
        years = span_of(ref, "year", 10, 10, -1)  # dated like "the past ten years"
        return Hit(years, "duration", 0.6, UNIT_DAYS["decade"])
    if unit == "decade":  # the calendar decade: "this decade" said in 1990 is the 1990s
        n = -1 if mod in PAST_MODS else 1 if mod in NEXT_MODS else 0
        return Hit(decade_interval((ref.year // 10 + n) * 10), "year", 0.85)
    if mod == "this past" and unit == "weekend" and ref.weekday() == 6:
        return Hit(weekend_of(ref - timedelta(days=1)), "week", 0.9)  # said on its Sunday
    if mod in PAST_MODS:
        return Hit(shift_unit(ref, unit, -1), unit_grain(unit), 0.9)
    if mod in NEXT_MODS:  # "next weekend" said on a Thursday or Friday: not the coming one
        # (three blind writers of three)
        late = unit == "weekend" and ref.weekday() in (3, 4) and mod in ("next", "nxt")
        return Hit(shift_unit(ref, unit, 1 + late), unit_grain(unit), 0.85)
    if unit == "weekend":
        return _this_weekend(ref, tense)
    return Hit(shift_unit(ref, unit, 0), unit_grain(unit), 0.9)


def _this_weekend(ref: date, tense: Tense, this: bool = True, over: bool = False) -> Hit:
    """The weekend of the week said in; with a past tense the one before, but "this weekend"
    said on a Thursday or Friday is the coming one whatever the tense."""
    at_weekend = ref.weekday() >= 5
    if tense == "none" and over and ref.weekday() <= 1:
        return Hit(weekend_before(ref), "week", 0.7)  # "no issues over the weekend" on a Monday
    if tense == "past" and ref.weekday() <= (2 if this else 4):
        return Hit(weekend_before(ref), "week", 0.8)
    if at_weekend:
        return Hit(weekend_of(ref - timedelta(days=ref.weekday() - 5)), "week", 0.85)
    return Hit(weekend_of(ref), "week", 0.8)


def _weekend_bare(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if is_habitual(m.string, m.start(), m.end()):
        return Hit(None, "week", 0.6, generic=True)
    if ref is None:
        return UNRESOLVED
    told = m.group().lower()
    return _this_weekend(ref, tense, told.startswith("this"), told.startswith("over"))


def _two_away(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the week before last", "the Friday before last", "(the) month after next" ("a week
    after next Friday" is another thing)."""
    if ref is None:
        return UNRESOLVED
    sign = -1 if m["dir"].lower() == "before last" else 1
    wd = weekday_number(m["unit"]) if re.fullmatch(WEEKDAY_FULL, m["unit"], re.I) else None
    if wd is not None:
        step = previous_weekday if sign < 0 else next_weekday
        day = step(step(ref, wd), wd)
        return Hit((day, day), "day", 0.9)
    unit = unit_of(m["unit"])
    return Hit(shift_unit(ref, unit, 2 * sign), unit_grain(unit), 0.9)


def _ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "two weeks ago", "three days from now"; "two weekends later" counts from the moment
    of speaking only outside a past narration ("we moved two weeks later" counts from an
    event told before: left to the duration rules)."""
    count = _count(m)
    direction = m["dir"].lower()
    if count is None or (direction == "later" and tense == "past"):
        return None
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


def _all_unit(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "We've had rain all week": the reference's week (month, year); generic in a habit
    ("all week, every week")."""
    if is_habitual(m.string, m.start(), m.end()):
        return Hit(None, unit_grain(m["unit"].lower()), 0.6, generic=True)
    if ref is None:
        return UNRESOLVED
    unit = m["unit"].lower()
    return Hit(shift_unit(ref, unit, 0), unit_grain(unit), 0.7)


def _for_the_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "rose 50 cents for the day", "done for the day": the reference's day, as a market
    report or a chat means it."""
    return UNRESOLVED if ref is None else Hit((ref, ref), "day", 0.6)


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


def _other_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the other day" ("night", "evening"): a few days back (two to six), vague."""
    if ref is None:
        return UNRESOLVED
    return Hit((ref - timedelta(days=6), ref - timedelta(days=2)), "day", 0.5)


def _fortnight(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a fortnight ago", "in a fortnight": two weeks either way."""
    if ref is None:
        return UNRESOLVED
    return weeks_away(ref, -2 if m["ago"] else 2)


MODS = (
    r"last|this past|past|this|next|nxt|this coming|coming|the previous|previous|the following"
    r"|following"
)
APPROX = r"(?:(?:about|around|almost|nearly|over|more than|like|roughly|maybe|just)\s+)?"

RULES: tuple[Rule, ...] = (
    Rule(
        "days",
        compile_rx(
            r"(?:the\s+)?day\s+(?:before|b4)\s+yesterday|(?:the\s+)?day\s+after\s+tomorrow"
            r"|yesterday(?:\s+(?:morning|afternoon|evening|night))?|last\s+ni(?:ght|te)|today|tonight"
            r"|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|this\s+(?:morning|afternoon|evening)"
            r"|(?:the\s+)?night\s+before\s+last|tmrw|tmrow|tmr|2moro|2morrow|2mrw|yday|yest|tonite"
            r"|2nite"
        ),
        _days,
        word_set(
            "yesterday today tonight tomorrow night morning afternoon evening tmrw tmrow tmr"
            " moro morrow mrw yday yest tonite nite"
        ),
    ),
    Rule(
        "two_away",
        compile_rx(
            rf"(?:the\s+)?(?P<unit>week|weekend|month|year|{WEEKDAY_FULL})\s+"
            r"(?P<dir>before\s+last|after\s+next)"
            rf"(?!\s+(?:{WEEKDAY_FULL}|week|weekend|month|year)\b)"
        ),
        _two_away,
        word_set("last next"),
    ),
    Rule(
        "all_unit",  # "rain all week", "busy all month": the reference's week, month
        compile_rx(r"all\s+(?P<unit>week|month|year)(?:\s+long)?(?![a-z'’])"),
        _all_unit,
        word_set("week month year"),
    ),
    Rule(
        "for_the_day",  # "rose 50 cents for the day", "fell 2% on the day", "done for the day"
        # (not "counting down to the day we move", "take the kids out for the day")
        compile_rx(
            r"(?:(?<=%\s)|(?<=points\s)|(?<=cents\s)|(?<=percent\s)|(?<=done\s)|(?<=off\s)"
            r"|(?<=closed\s)|(?<=finished\s))(?:for|on)\s+the\s+day"
            r"(?!['’]|\s+(?:of|before|after|that|when|ahead|i|we|you|he|she|they)\b)"
        ),
        _for_the_day,
        word_set("day"),
    ),
    Rule(
        "unit_mod",
        compile_rx(
            rf"(?P<mod>{MODS}|the past|(?:the\s+)?(?:current|latest|most\s+recent))\s+"
            r"(?:fiscal\s+(?=year))?(?P<unit>week|weekend|month|year|wknd|wk|yr|mth|decade)"
            r"(?![a-z])"
        ),
        _unit_mod,
        UNITS | _UNIT_WORDS,
    ),
    Rule(
        "weekend",
        compile_rx(
            r"(?:(?:over|on|at|during|for)\s+the|(?<!every\s)(?<!each\s)(?:a|my|our|your|ur|the|this|all|"
            r"nice|fun|great|good|busy|quiet|relaxing|lovely|long|amazing|wild|crazy|super\s+fun)"
            r")\s+(?:(?:whole|entire)\s+)?(?P<core>weekend)(?!s)"  # "the whole weekend"
        ),
        _weekend_bare,
        word_set("weekend"),
    ),
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
        UNITS | _UNIT_WORDS,
    ),
    Rule(
        "other_day",
        compile_rx(r"the\s+other\s+(?:day|night|evening)"),
        _other_day,
        word_set("other"),
    ),
    Rule(
        "fortnight",
        compile_rx(r"(?:a|one)\s+fortnight\s+(?P<ago>ago)|in\s+a\s+fortnight(?!\s+ago\b)"),
        _fortnight,
        word_set("fortnight"),
    ),
)
