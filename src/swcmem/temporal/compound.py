"""Rules for compound expressions read as one anchor (the parts never survive on their own):

* a month or weekday placed by a relative year or week: "August last year", "in March of next
  year", "Friday of last week", "next week on Tuesday", "last week's Monday";
* a count from a named day: "a week ago yesterday", "a year ago today", and the British "a
  week today", "a week on Friday", "a week last Friday";
* a part of a relative period: "early next month", "late last year", "earlier this year",
  "later this month", "the end of next week", "at the beginning of the year", "year-end";
* an offset from an event the text does not date: "two weeks after the wedding", "the day
  before the exam" — kept as one unresolved span, so a later step can place it (an offset from
  a date, "the Friday before 21 June", is joined in :mod:`swcmem.temporal.compose`);
* offsets from the previous anchor of the text: "a year earlier", "the year-earlier
  period", "the year before", "two years later" (resolved in :mod:`swcmem.temporal.compose`;
  alone, against the reference).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.absolute import MONTH_FULL
from swcmem.temporal.calendar import (
    Interval,
    add_months,
    add_units,
    month_interval,
    month_number,
    next_weekday,
    nth_weekday,
    part_of,
    previous_weekday,
    quarter_interval,
    season_interval,
    this_season,
    valid_date,
    week_of,
    weekday_number,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.direction import pick_month
from swcmem.temporal.patterns import (
    MONTH,
    MONTHS,
    NTH,
    NUMBER,
    ORDINAL,
    ORDINALS,
    UNITS,
    WEEKDAY,
    WEEKDAYS,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.relative import UNIT_DAYS, shift_unit, unit_grain
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_REL = r"last|this|next|the previous|the following|the past|the coming|the same|previous|coming"
_PART = (
    r"early|late|mid-?|earlier|later|(?:at\s+)?the\s+(?:beginning|start|end|middle)\s+of"
    r"|(?:the\s+)?(?:beginning|start|end|middle)\s+of"
)
_NTH_OCCASION = re.compile(
    r"\b\d+(?:st|nd|rd|th)\s+(?=(?:birthday|anniversary|reunion|wedding)\b)", re.IGNORECASE
)
_DATE_CUE = re.compile(
    rf"\d|\b(?:{MONTH}|{WEEKDAY}|yesterday|today|tomorrow|christmas|easter|new year)\b",
    re.IGNORECASE,
)
_GRAIN_OF_PART: dict[str, Grain] = {"week": "day", "month": "day", "year": "month"}


def _month_of_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "August last year", "in March of next year", "early May this year"."""
    month = month_number(m["mon"])
    if month is None:
        return None
    if ref is None:
        return UNRESOLVED
    interval = month_interval(ref.year + mod_shift(m["mod"]), month)
    part = m["part"]
    return Hit(part_of(interval, part), "day" if part else "month", 0.9)


def _years_ago_this(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "five years ago this June", "four years ago this month", "two years ago last
    March": that month, so many years before the one the modifier names; "a year ago this
    week", "58 years ago this summer": that week, that season."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1]:
        return None
    if ref is None:
        return UNRESOLVED
    if m["season"]:  # "58 years ago this summer": this year's summer, that many years back
        return Hit(
            season_interval(m["season"], this_season(m["season"], ref)[0].year - count[0]),
            "season",
            0.85,
        )
    if m["wk"]:  # "a year ago this week": the week holding this day that many years back
        return Hit(week_of(add_months(ref, -12 * count[0])), "week", 0.85)
    if m["mon"] is None:  # "this month"
        return Hit(month_interval(ref.year - count[0], ref.month), "month", 0.85)
    month = month_number(m["mon"])
    if month is None:
        return None
    named = pick_month(ref, month, "past" if m["mod"].lower() == "last" else "none")[0]
    return Hit(month_interval(named.year - count[0], month), "month", 0.85)


def _weekday_of_week(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Friday of last week", "next week on Tuesday"."""
    wd = weekday_number(m["wd"])
    if wd is None:
        return None
    if ref is None:
        return UNRESOLVED
    monday = week_of(ref)[0] + timedelta(weeks=mod_shift(m["mod"]))
    day = monday + timedelta(days=wd)
    return Hit((day, day), "day", 0.9)


def _part_of_period(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "early next month", "late last year", "earlier this year", "the end of the week"."""
    if ref is None:
        return UNRESOLVED
    unit = m["unit"].lower()
    period = shift_unit(ref, unit, mod_shift(m["mod"]))
    part = re.sub(r"^(?:at\s+)?(?:the\s+)?", "", m["part"].lower())
    interval = _earlier_later(period, part, ref) or part_of(
        period, part.replace("start", "beginning")
    )
    grain = _GRAIN_OF_PART[unit] if interval != period else _unit_grain(unit)
    return Hit(interval, grain, 0.8)


def _year_end(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "by year-end": the last third of the reference's year."""
    if ref is None:
        return UNRESOLVED
    return Hit(part_of(shift_unit(ref, "year", 0), "end of"), "month", 0.8)


def _the_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "sales for the year", "the best day of the year": the reference's year, as a news
    annotator reads it (a year the clause goes on to describe — "the year before", "the year
    I was born" — is not this one)."""
    if ref is None:
        return UNRESOLVED
    return Hit(shift_unit(ref, "year", 0), "year", 0.7)


def _earlier_later(period: Interval, part: str, ref: date) -> Interval | None:
    """ "earlier this year": from its start to the day before ``ref``; "later": the rest."""
    start, end = period
    if part == "earlier" and start < ref <= end:
        return (start, ref - timedelta(days=1))
    if part == "later" and start <= ref < end:
        return (ref + timedelta(days=1), end)
    return period if part in ("earlier", "later") else None


def _unit_grain(unit: str) -> Grain:
    return {"week": "week", "month": "month"}.get(unit, "year")  # type: ignore[return-value]


def _offset_from_event(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "two weeks after the wedding": one unresolved span, unless the "event" is a date."""
    event = _NTH_OCCASION.sub("", m["event"])  # "my 30th birthday" names no date
    if _DATE_CUE.search(event) or (m["num"] and number_range(m["num"]) is None):
        return None
    return Hit(None, "unresolved", 0.5)


def _relative_to_previous(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a year earlier", "the year-earlier period": alone, the year before the reference (or
    after it, "later"), and "the year-earlier quarter" the last quarter completed before the
    reference, a year before; :mod:`swcmem.temporal.compose` moves it to the previous
    anchor."""
    if ref is None:
        return UNRESOLVED
    n = number_range(m["num"] or "a")
    sign = 1 if (m["dir"] or "").lower() in ("later", "after") else -1
    if n is None or n[0] != n[1]:
        return None
    year = ref.year + sign * n[0]
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


_DAY_PARTS = frozenset(("day", "morning", "afternoon", "evening", "night"))
_SEASON_WORDS = frozenset(("summer", "winter", "spring", "fall", "autumn"))
_AFTER_PREVIOUS = compile_rx(
    r"the\s+(?P<mod>next|following|previous|prior|same)\s+"
    r"(?P<unit>day|morning|afternoon|evening|night|week|month|year)(?![a-z'’])"
    r"|that\s+(?:same\s+|very\s+)?"
    r"(?P<unit3>day|morning|afternoon|evening|night|weekend|week|month|year|summer|winter"
    r"|spring|fall|autumn)(?![a-z'’])"
    # "the day after" with nothing after it: the day after the date before
    r"|the\s+(?P<unit4>day|week|month|year)\s+(?P<rel>after|before)(?=\s*(?:$|[.,;:!?)]))"
    rf"|(?P<num>{NUMBER})\s+(?P<unit2>day|week|month)s?\s+(?P<dir>later|earlier)(?!\s+than\b)"
)


def anaphor(surface: str) -> Anaphor | None:
    """The :class:`Anaphor` of an "after_previous" span's surface (None for any other)."""
    m = _AFTER_PREVIOUS.fullmatch(surface)
    if m is None:
        return None
    if m["num"]:
        count = number_range(m["num"])
        sign = 1 if m["dir"].lower() == "later" else -1
        return None if count is None else Anaphor(m["unit2"].lower(), count, sign, True)
    if m["unit4"]:
        return Anaphor(m["unit4"].lower(), (1, 1), 1 if m["rel"].lower() == "after" else -1, False)
    unit = (m["unit"] or m["unit3"]).lower()
    unit = "day" if unit in _DAY_PARTS else "fall" if unit == "autumn" else unit
    return Anaphor(unit, (1, 1), mod_shift(m["mod"] or ""), False)


def _after_previous(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the next day", "that morning", "that weekend", "the day after" (nothing after it),
    "two weeks later" (in a past narration): a placeholder
    :mod:`swcmem.temporal.compose` dates from the previous date of the text; without one it
    is dropped, except "the following week" and the like, read against the reference."""
    a = anaphor(m.group())
    if a is None:
        return None
    if a.length:  # told ahead, the relative rules count from now; else a length till dated
        return (
            Hit(None, "duration", 0.9, a.count[0] * UNIT_DAYS[a.unit]) if tense == "past" else None
        )
    if a.unit in _SEASON_WORDS:
        return Hit(None, "season", 0.9)  # "that summer": the base's year's
    if a.unit == "year" and a.sign < 0:
        return None  # "the previous year" keeps the shape of the date before it (below)
    if a.unit in ("day", "weekend"):
        return Hit(None, "week" if a.unit == "weekend" else "day", 0.9)
    # without a previous date "the following week" is the one after the reference's
    fallback = shift_unit(ref, a.unit, a.sign) if ref is not None and a.sign else None
    return Hit(fallback, unit_grain(a.unit), 0.9)


def _day_of_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the 3rd of next month", "the first Friday of the month", "the last Saturday of June"
    (the month by the direction rule, as a bare month)."""
    month = month_number(m["mon"]) if m["mon"] else None
    if m["mon"] and month is None:
        return None
    if month is not None and m["y"]:
        first = date(int(m["y"]), month, 1)
    elif ref is None:
        return UNRESOLVED
    elif month is not None:
        first = pick_month(ref, month, tense)[0]
    else:
        first = shift_unit(ref, "month", mod_shift(m["mod"] or "this"))[0]
    if m["d"]:
        day = valid_date(first.year, first.month, int(re.sub(r"\D", "", m["d"])))
    else:
        wd = weekday_number(m["wd"])
        nth = ORDINALS[m["ord"].lower()]
        day = None if wd is None else nth_weekday(first.year, first.month, wd, nth)
    return None if day is None else Hit((day, day), "day", 0.9)


def _from_named_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "a week ago today", "a month ago yesterday": that far back from the day named; and
    the British "a week today", "a week tomorrow", "a week yesterday", "a week on Friday" (the
    next one), "a week last Friday": a week (or two) either side of the day named."""
    count = number_range(m["num"])
    if count is None or count[0] != count[1]:
        return None
    if ref is None:
        return UNRESOLVED
    base = (m["base"] or m["base2"] or m["wd"]).lower()
    last = (m["on"] or "").lower() == "last"
    wd = weekday_number(base)
    if wd is not None:
        day = previous_weekday(ref, wd) if last else next_weekday(ref, wd)
    else:
        day = ref + timedelta(days={"yesterday": -1, "today": 0, "tomorrow": 1}[base])
    n = -count[0] if m["ago"] or base == "yesterday" or last else count[0]
    day = add_units(day, (m["unit"] or "week").lower(), n)
    return Hit((day, day), "day", 0.85)


_MON = rf"(?:{MONTH_FULL}|(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?)"
_UNIT = r"(?:day|week|weekend|month|year)"
_STOP = (
    r"(?:we|i|he|she|they|it|you|and|but|so|or|to|in|on|at|was|were|is|are|had|has|have|when"
    r"|then|for|with|that|which|who|because|as)\b"
)
_EVENT = (
    r"(?:the|my|his|her|our|their|your|its|a|an|that|this)\s+"
    rf"(?!{_STOP})[\w'-]+(?:\s+(?!{_STOP})[\w'-]+){{0,2}}"
)

RULES: tuple[Rule, ...] = (
    Rule(
        "month_of_year",
        compile_rx(
            rf"(?:in\s+)?(?:(?P<part>{_PART})\s*)?(?P<mon>{_MON})(?:,)?\s+(?:of\s+)?"
            rf"(?P<mod>{_REL})\s+year"
        ),
        _month_of_year,
        MONTHS,
    ),
    Rule(
        "years_ago_this",
        compile_rx(
            rf"(?P<num>{NUMBER})\s+years?\s+ago\s+(?:(?P<mod>this|last)\s+(?P<mon>{_MON})"
            r"|this\s+month|this\s+(?P<wk>week)|this\s+(?P<season>spring|summer|fall|autumn|winter))"
        ),
        _years_ago_this,
        word_set("ago"),
    ),
    Rule(
        "from_named_day",
        compile_rx(
            rf"(?<!\bfor\s)(?<!\bbeen\s)(?P<num>{NUMBER})\s+(?:"
            r"(?P<unit>day|week|month|year)s?\s+(?P<ago>ago)\s+(?P<base>today|yesterday)"
            r"|(?P<wk>weeks?)\s+(?:(?P<base2>today|tomorrow|yesterday)"
            rf"|(?P<on>on|last)\s+(?P<wd>{WEEKDAY})))\b"
        ),
        _from_named_day,
        word_set("today yesterday tomorrow") | WEEKDAYS,
    ),
    Rule(
        "weekday_of_week",
        compile_rx(rf"(?:on\s+)?(?P<wd>{WEEKDAY}),?\s+(?:of\s+)?(?P<mod>{_REL})\s+week"),
        _weekday_of_week,
        WEEKDAYS,
    ),
    Rule(
        "week_weekday",
        compile_rx(rf"(?P<mod>{_REL})\s+week(?:['’]s|\s+on)?\s+(?P<wd>{WEEKDAY})"),
        _weekday_of_week,
        WEEKDAYS,
    ),
    Rule(
        "part_of_period",
        compile_rx(  # "earlier this year", "late in the month"
            rf"(?P<part>{_PART})\s*(?:in\s+)?(?P<mod>{_REL}|the)\s+(?P<unit>week|month|year)"
        ),
        _part_of_period,
        UNITS,
    ),
    Rule(
        "the_year",
        compile_rx(
            r"(?<!time\s)(?<!times\s)(?:for|during|throughout|of)\s+the\s+year"
            r"(?![-’']|\s+(?:before|after|earlier"
            r"|later|ago|of|when|that|which|in|on|at|to|i|we|he|she|they|you|it|my|our|his|her"
            r"|their|[a-z]+ed|\d)\b)"
        ),
        _the_year,
        word_set("year"),
    ),
    Rule(
        "year_end",
        compile_rx(r"year[\s-]?end(?!\s+\d)"),
        _year_end,
        word_set("yearend year"),
    ),
    Rule(
        "offset_from_event",
        compile_rx(
            rf"(?:(?P<num>{NUMBER})\s+{_UNIT}s?|the\s+(?:{_UNIT}|{WEEKDAY}))\s+"
            rf"(?:before|after|following|prior\s+to)\s+(?P<event>{_EVENT})"
        ),
        _offset_from_event,
        word_set("before after following prior"),
    ),
    Rule(
        "day_of_month",
        compile_rx(
            rf"the\s+(?:(?P<d>{NTH})|(?P<ord>{ORDINAL})\s+(?P<wd>{WEEKDAY}))\s+(?:of|in)\s+"
            rf"(?:(?P<mod>{_REL}|the)\s+month|(?P<mon>{MONTH_FULL})(?:,?\s*(?P<y>[12]\d{{3}}))?)"
        ),
        _day_of_month,
        word_set("month") | MONTHS,
    ),
    Rule(
        "after_previous",
        _AFTER_PREVIOUS,
        _after_previous,
        word_set("next following previous prior same that later earlier after before"),
    ),
    Rule(
        "relative_to_previous",
        compile_rx(
            rf"(?:(?:(?P<num>{NUMBER})\s+years?|the\s+(?:previous|prior)\s+year|the\s+year)\s+"
            r"(?P<dir>earlier|later|before|after)(?!\s+(?:that|this|the|a|an|my|his|her|our|their)\b|\s+\d)"
            r"|the\s+year-(?:earlier|ago)(?:\s+(?:period|quarter|month|level|figure|results?))?"
            r"|the\s+previous\s+year)"
        ),
        _relative_to_previous,
        word_set("earlier later before after previous prior ago"),
    ),
)
