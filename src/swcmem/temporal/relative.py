"""Rules for periods named relative to the moment of speaking: "yesterday", "the week before
last", "this past weekend", "next month", "the current year", "the past decade", "all week",
"the other day"; "this decade" is the calendar decade. Counts of units ("two weeks ago", "in
three days", "a fortnight ago") are read in :mod:`swcmem.temporal.counted`, weekdays ("on
Friday", "last Saturday") in :mod:`swcmem.temporal.weekdays`, a day of the month ("the
15th") in :mod:`swcmem.temporal.monthdays`.

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
from swcmem.temporal.cues import Tense, sentence_bounds
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import (
    UNIT_ABBREVIATIONS,
    UNITS,
    WEEKDAY_FULL,
    compile_rx,
    word_set,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

PAST_MODS = ("last", "past", "this past", "previous", "the previous", "the past")
NEXT_MODS = ("next", "nxt", "coming", "this coming", "following", "the following")
UNIT_DAYS = {"day": 1, "week": 7, "weekend": 7, "month": 30.44, "year": 365.25, "decade": 3652.5}


UNIT_WORDS = word_set("wk wks wknd wknds yr yrs mth mths")


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
    elif "yesterday" in text or text.startswith(("last ni", "last ev")) or text in ("yday", "yest"):
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


# "last week of work", "last month of my contract": the final one of something (not a time:
# "the last week of the month" and "the last week of May" are read elsewhere)
_FINAL_OF = re.compile(
    r"\s+of\s+(?!(?:the\s+|this\s+|that\s+|next\s+|last\s+)?(?:month|year|quarter|season|week"
    r"|decade|century|summer|winter|spring|fall|autumn|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec|\d))",
    re.IGNORECASE,
)


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
    if mod == "last" and _FINAL_OF.match(m.string, m.end()):
        return None  # "Last week of work!!", "my last year of college": the final one
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


# a market's move told in the sentence: "For the week, the Dow lost 5.7 percent"
_MOVE = re.compile(
    r"\b(?:rose|fell|gained|lost|added|shed|slipped|climbed|dropped|advanced|declined|jumped"
    r"|tumbled|slid|up|down|higher|lower)\b[^.;!?]*?\d|\d[^.;!?]*?\b(?:rose|fell|gained|lost"
    r"|added|shed|slipped|climbed|dropped|advanced|declined|jumped|tumbled|slid|up|down)\b",
    re.IGNORECASE,
)


def _market_period(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "For the week, the Dow lost 5.7 percent", "finished the month up 1.7 percent", "the
    index ended the week higher": in a market report, the week (month, year) of the
    reference, the one being wrapped up."""
    lo, hi = sentence_bounds(m.string, m.start(), m.end())
    if not _MOVE.search(m.string, lo, hi):
        return None
    if ref is None:
        return UNRESOLVED
    unit = m["unit"].lower()
    return Hit(shift_unit(ref, unit, 0), unit_grain(unit), 0.7)


def _week_ahead(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the week ahead": said at a weekend, the next Monday-to-Sunday week; else this one."""
    if ref is None:
        return UNRESOLVED
    return Hit(shift_unit(ref, "week", 1 if ref.weekday() >= 5 else 0), "week", 0.75)


def _other_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the other day" ("night", "evening"): a few days back (two to six), vague."""
    if ref is None:
        return UNRESOLVED
    return Hit((ref - timedelta(days=6), ref - timedelta(days=2)), "day", 0.5)


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
            r"|yesterday(?:\s+(?:morning|afternoon|evening|night))?|last\s+(?:ni(?:ght|te)|evening)"
            r"|today|tonight"
            r"|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|this\s+(?:morning|afternoon|evening|arvo)"
            r"|(?:the\s+)?night\s+before\s+last|tmrw|tmrow|tmr|2moro|2morrow|2mrw|yday|yest|tonite"
            r"|2nite"
        ),
        _days,
        word_set(
            "yesterday today tonight tomorrow night morning afternoon evening tmrw tmrow tmr"
            " moro morrow mrw yday yest tonite nite arvo"
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
        "market_period",
        compile_rx(
            r"(?:(?:for|on|over)\s+|(?<=finished\s)|(?<=ended\s)|(?<=closed\s)|(?<=ends\s)"
            r"|(?<=finishes\s)|(?<=closes\s))(?P<core>the\s+(?P<unit>week|month))"
            r"(?!['’]|\s+(?:of|before|after|that|ahead|ending|ended|to|through|when)\b)"
        ),
        _market_period,
        word_set("week month"),
    ),
    Rule(
        "week_ahead",
        compile_rx(r"the\s+week\s+ahead"),
        _week_ahead,
        word_set("ahead"),
    ),
    Rule(
        "unit_mod",
        compile_rx(
            rf"(?P<mod>{MODS}|the past|(?:the\s+)?(?:current|latest|most\s+recent))\s+"
            r"(?:fiscal\s+(?=year))?(?P<unit>week|weekend|month|year|wknd|wk|yr|mth|decade)"
            r"(?![a-z])"
        ),
        _unit_mod,
        UNITS | UNIT_WORDS,
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
        "other_day",
        compile_rx(r"the\s+other\s+(?:day|night|evening)"),
        _other_day,
        word_set("other"),
    ),
)
