"""Expressions that count from the date told before them in the text:

* "the next day", "the following week", "that morning", "that weekend", "that summer", "the
  day after", "the Tuesday after", "the summer after", "a week after" (nothing after them),
  "three days later" (told in the past), "later in the day",
  "earlier in the month" — an :class:`Anaphor` that :mod:`swcmem.temporal.compose` dates from
  the previous date of the text (without one: dropped, or read against the reference where
  that is what the words say: "the following week", "earlier in the month");
* "a year earlier", "the year-earlier period", "the year before", "two years later" — the
  reference's year or quarter alone, moved to the previous anchor by
  :mod:`swcmem.temporal.compose`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from swcmem.model import Grain
from swcmem.temporal.calendar import (
    Interval,
    last_season,
    next_season,
    next_weekday,
    previous_weekday,
    quarter_interval,
    weekday_number,
)
from swcmem.temporal.compound import part_hit
from swcmem.temporal.counted import FOR_BEFORE
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    NUMBER,
    WEEKDAY_FULL,
    WEEKDAY_NAMES,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.relative import UNIT_DAYS, shift_unit, unit_grain
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_SAYING_BEFORE = re.compile(
    r"\b(?:reminder|remind|remember|know|knew|said|say|says|think|thought|hope|note|noticed?"
    r"|reali[sz]ed?|forgot|forget|mean|means|sure|told)\s+$",
    re.IGNORECASE,
)
_BUT_BEFORE = re.compile(r"\bbut\s+$", re.IGNORECASE)


def _relative_to_previous(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a year earlier", "the year-earlier period": alone, the year before the reference (or
    after it, "later"), and "the year-earlier quarter" the last quarter completed before the
    reference, a year before; :mod:`swcmem.temporal.compose` moves it to the previous
    anchor."""
    if FOR_BEFORE.search(m.string, 0, m.start()):
        return None  # "we dated for two years before he proposed": a length
    if ref is None:
        return UNRESOLVED
    n = number_range(m["num"] or "a")
    sign = 1 if (m["dir"] or "").lower() in ("later", "after") else -1
    if n is None or n[0] != n[1]:
        return None
    years = n[0] * (10 if (m["yunit"] or "").lower().startswith("decade") else 1)
    year = ref.year + sign * years
    if m["qord"]:  # "the year-ago first quarter": the last first quarter, a year before
        q = ("first", "second", "third", "fourth").index(m["qord"].lower()) + 1
        ended = quarter_interval(ref.year, q)[1] < ref
        return Hit(quarter_interval(ref.year - (1 if ended else 2), q), "month", 0.8)
    if m.group().lower().endswith("quarter"):  # the last quarter reported, a year before
        index = year * 4 + (ref.month - 1) // 3 - 1
        return Hit(quarter_interval(index // 4, index % 4 + 1), "month", 0.8)
    return Hit((date(year, 1, 1), date(year, 12, 31)), "year", 0.9)


@dataclass(frozen=True, slots=True)
class Anaphor:
    """What "the next day", "that summer", "three days later" say of the date before them:
    the unit ("day" for a part of a day, a season's name), how many of it (a range for "a few
    days later"), which way (0: that very one, "that day", "the same week") and whether it is
    told as a length ("three days later")."""

    unit: str
    count: tuple[int, int]
    sign: int
    length: bool
    part: str = ""  # "the end of that week": the part of the unit held
    counted: bool = False  # "a week later", "two weeks after that" (not "the week after")


_DAY_PARTS = frozenset(("day", "morning", "afternoon", "evening", "night"))
_SEASON_WORDS = frozenset(("summer", "winter", "spring", "fall", "autumn"))
_AFTER_PREVIOUS = compile_rx(
    r"the\s+(?P<mod>next|following|previous|prior|same)\s+"
    r"(?P<unit>day|morning|afternoon|evening|night|weekend|week|month|year|summer|winter|spring"
    rf"|fall|autumn|{WEEKDAY_FULL})(?![a-z'’])"
    r"|(?:(?P<part3>(?:the\s+)?(?:end|beginning|start|middle)\s+of|early|late)\s+)?"
    r"that\s+(?:same\s+|very\s+)?"
    r"(?P<unit3>day|morning|afternoon|evening|night|weekend|week|month|year|summer|winter"
    rf"|spring|fall|autumn|{WEEKDAY_FULL})(?![a-z'’])"  # "that Sunday": of the week told
    # "the day after" with nothing after it: the day after the date before
    # ("the Tuesday after", "the summer before": that weekday or season)
    rf"|the\s+(?P<unit4>day|night|evening|morning|afternoon|weekend|week|wk|month|year|{WEEKDAY_FULL}"
    r"|summer|winter|spring|fall|autumn)"
    # nothing after it, or "instead" ("can we do the Friday after instead?"), or "that" before
    # a new clause ("the summer before that, to Oslo"), or a narration going on ("the night
    # before we did the bonfire", "the Monday after we drove back")
    r"\s+(?P<rel>after|before)(?:(?=\s*(?:$|[.,;:!?)–—]|\s-\s|\s+instead\b"
    r"|\s+(?:but|so|and|or|because|then|off|like|to|is|was|will|would|suits?|works?|with|anyway"
    r"|though|tho|too|again|actually"  # "saw fifteen the night after though"
    r"|at|in)\b))"  # "the Monday after
    # but he didn't show", "the day after is my birthday"
    r"|\s+that(?=\s*(?:$|[.,;:!?)])|\s+(?:i|we|is|was|will|would|if"
    r"|he|she|they|you|it|the|a|an|my|his|her|our|their|to|in|at|on)\b|\s+(?-i:[A-Z]))"
    r"|(?=\s+(?:we|i|they|he|she)\s+(?:(?:already|just|finally|even)\s+)?"
    r"(?:\w+ed|did|went|had|made|took|drove|flew|left|came|saw"
    r"|felt|spent|got|were|was|ate|met)\b)"
    # a clause told ahead: "the weekend after we're going to celebrate", "we'll bring her"
    r"|(?=\s+(?:we|i|they|he|she|you)(?:['’](?:re|ll|m)|\s+(?:will|are|am|is)\b)))"
    # "not this Friday, the one after": the one after the date before, by its own unit
    r"|the\s+(?P<one>one)\s+(?P<rel6>after|before)(?=\s*(?:$|[.,;:!?)–—]|\s-\s))"
    r"|(?P<butnext>the\s+next)(?:\s+one)?(?=\s*(?:$|[.,;:!?)–—]|\s-\s|\s+(?:works?|is|suits?)\b))"
    # "later in the day", "earlier in the month": within the day, month... of the date before
    r"|(?P<part5>earlier|later)\s+in\s+the\s+(?P<unit5>day|week|month|year)(?![a-z'’])"
    rf"|(?P<num>{NUMBER})\s+(?P<unit2>day|night|week|month|fortnight)s?\s+"
    r"(?:(?P<dir>later|earlier)(?!\s+than\b)"
    # "a week after.", "a week before that, I ...", "a week before that I was sick"
    r"|(?P<dir2>after|before)(?:\s+that(?=\s*(?:$|[.,;:!?)])|\s+(?-i:[A-Z])|\s+(?:and|but|so|before|until|to|if"
    r"|when|i|we|he|she|they|you)\b)"
    r"|(?=\s*(?:$|[.,;:!?)])|\s+(?:so|and|but|when|i|we|he|she|they|you)\b)))"  # "two days before so"
)


def anaphor(surface: str) -> Anaphor | None:
    """The :class:`Anaphor` of an "after_previous" span's surface (None for any other)."""
    m = _AFTER_PREVIOUS.fullmatch(surface)
    if m is None:
        return None
    if m["num"]:
        count = number_range(m["num"])
        sign = 1 if (m["dir"] or m["dir2"]).lower() in ("later", "after") else -1
        length = m["dir2"] is None  # "a week after." counts from the date, as "the day after"
        if count is None:
            return None
        unit = m["unit2"].lower()
        unit = "day" if unit == "night" else unit  # "two nights later": two days
        if unit == "fortnight":  # "a fortnight later": two weeks
            unit, count = "week", (2 * count[0], 2 * count[1])
        return Anaphor(unit, count, sign, length, counted=True)
    if m["unit4"]:
        unit = m["unit4"].lower().replace("wk", "week")  # "dinner the wk after?"
        unit = "fall" if unit == "autumn" else "day" if unit in _DAY_PARTS else unit
        return Anaphor(unit, (1, 1), 1 if m["rel"].lower() == "after" else -1, False)
    if m["one"]:
        return Anaphor("one", (1, 1), 1 if m["rel6"].lower() == "after" else -1, False)
    if m["butnext"]:  # "not this weekend but the next (one)"
        return Anaphor("one", (1, 1), 1, False)
    if m["unit5"]:
        return Anaphor(m["unit5"].lower(), (1, 1), 0, False)
    unit = (m["unit"] or m["unit3"]).lower()
    unit = "day" if unit in _DAY_PARTS else "fall" if unit == "autumn" else unit
    part = " ".join((m["part3"] or "").lower().split())
    sign = mod_shift(m["mod"] or "")
    if sign == 0 and m["unit"] and unit in WEEKDAY_NAMES | _SEASON_WORDS:
        return None  # "the same Friday": which one is not said
    return Anaphor(unit, (1, 1), sign, False, part)


def _after_previous(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the next day", "that morning", "that weekend", "the day after" (nothing after it),
    "two weeks later" (in a past narration), "later in the day": a placeholder
    :mod:`swcmem.temporal.compose` dates from the previous date of the text; without one it
    is dropped, except "the following week" and the like and "earlier in the month", read
    against the reference. "The week after" with nothing after it needs a date before it."""
    a = anaphor(m.group())
    if a is None or (m["unit3"] and _SAYING_BEFORE.search(m.string, 0, m.start())):
        return None  # "Reminder that Friday is a company holiday": "that" opens a clause
    if m["unit5"]:  # without a date before it: the reference's day, week, month or year
        if ref is None:
            return Hit(None, "day", 0.8)
        if a.unit == "day":
            return Hit((ref, ref), "day", 0.8)
        return part_hit(ref, a.unit, 0, m["part5"])
    if m["dir2"]:  # "a week after.": dated from the date before it, else a length
        return Hit(None, "duration", 0.9, a.count[0] * UNIT_DAYS[a.unit])
    if a.length:  # dated from the date before ("Chem is on the 4th, then physics two days
        # later"); without one, a length told in the past, and counted from now told ahead
        days = a.count[0] * UNIT_DAYS[a.unit]
        if tense == "past" or ref is None or a.count[0] != a.count[1]:
            return Hit(None, "duration", 0.9, days) if tense == "past" else None
        return Hit(shift_unit(ref, a.unit, a.sign * a.count[0]), unit_grain(a.unit), 0.95)
    if m["butnext"] and not _BUT_BEFORE.search(m.string, 0, m.start()):
        return None  # "the next (one)" is a date only as "not X but the next"
    if a.unit == "one":  # "the one after": only after a date told before it
        return Hit(None, "day", 0.9)
    if a.unit in _SEASON_WORDS or a.unit in WEEKDAY_NAMES:
        return _weekday_or_season(a, ref, bool(m["unit"]))
    if a.unit == "year" and a.sign < 0:
        return None  # "the previous year" keeps the shape of the date before it (below)
    if a.unit == "day" or (a.unit == "weekend" and not a.sign):
        return Hit(None, "week" if a.unit == "weekend" else "day", 0.9)
    # without a previous date "the following week" is the one after the reference's
    fallback = shift_unit(ref, a.unit, a.sign) if ref and a.sign and not m["unit4"] else None
    return Hit(fallback, unit_grain(a.unit), 0.9)


def _weekday_or_season(a: Anaphor, ref: date | None, own_reading: bool) -> Hit:
    """ "that summer", "the Tuesday after", "the following spring": a placeholder dated from
    the date before; "the following spring" and "the next Friday" alone keep their reading
    against the reference."""
    grain: Grain = "season" if a.unit in _SEASON_WORDS else "day"
    if ref is None or not own_reading or not a.sign:
        return Hit(None, grain, 0.9)
    return Hit(next_or_last(a.unit, a.sign, (ref, ref)), grain, 0.9)


def next_or_last(unit: str, sign: int, around: Interval) -> Interval:
    """The first weekday or season named by ``unit`` after ``around`` (``sign`` > 0), or the
    last one before it: "the Tuesday after", "the summer before"."""
    first, last = around
    if unit in _SEASON_WORDS:
        return next_season(unit, last) if sign > 0 else last_season(unit, first)
    wd = weekday_number(unit)
    assert wd is not None
    day = next_weekday(last, wd) if sign > 0 else previous_weekday(first, wd)
    return (day, day)


RULES: tuple[Rule, ...] = (
    Rule(
        "after_previous",
        _AFTER_PREVIOUS,
        _after_previous,
        word_set("next following previous prior same that later earlier after before"),
    ),
    Rule(
        "relative_to_previous",
        compile_rx(
            rf"(?:(?:(?P<num>{NUMBER})\s+(?P<yunit>years?|decades?)|the\s+(?:previous|prior)\s+year"
            r"|the\s+year)\s+"
            r"(?P<dir>earlier|later|before|after)(?:(?:(?<=earlier)|(?<=later))(?!\s+than\b)"
            r"|\s+that(?=\s*(?:$|[.,;:!?)])|\s+(?:i|we|he|she"
            r"|they|you|it|the|a|an|my|his|her|our|their|to|in|at|on)\b)"  # "a year after that, he"
            r"|(?!\s+(?:that|this|the|a|an|my|his|her|our|their)\b|\s+\d))"
            # "the same month (quarter) last year": the one told before, a year back
            r"|the\s+same\s+(?:month|quarter|period|week|day|season)\s+(?:of\s+)?last\s+year"
            r"|the\s+year-(?:earlier|ago)(?:\s+(?:(?P<qord>first|second|third|fourth)\s+)?"
            r"(?:period|quarter|month|level|figure|results?))?"
            r"|the\s+(?:previous|prior)\s+year)"
        ),
        _relative_to_previous,
        word_set("earlier later before after previous prior ago same"),  # "a decade earlier" too
    ),
)
