"""Rules for compound expressions read as one anchor (the parts never survive on their own):

* a month or weekday placed by a relative year or week: "August last year", "in March of next
  year", "Friday of last week", "next week on Tuesday", "last week's Monday";
* the reference's day a unit away: "this time last year", "this time yesterday";
* a count from a named day: "a week ago yesterday", "a year ago today", "a week ago Monday",
  and the British "a week today", "a week on Friday", "a week last Friday", "Monday week",
  "Saturday fortnight"; a weekday and its day of the month: "Saturday the 9th";
* a day of the month named by its month: "the 3rd of next month", "the 15th (first, last) of
  the month" (by tense) — these days are resolved in :mod:`swcmem.temporal.namedays`;
* a part of a relative period: "early next month", "late last year", "earlier this year",
  "later this month", "the end of next week", "at the beginning of the year", "year-end",
  "midyear";
* an offset from an event the text does not date: "two weeks after the wedding", "the day
  before the exam" — kept as one unresolved span, so a later step can place it (an offset from
  a date, "the Friday before 21 June", is joined in :mod:`swcmem.temporal.compose`);
* (offsets from the date told before — "the next day", "a year earlier" — are in
  :mod:`swcmem.temporal.anaphora`).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.absolute import MONTH_FULL
from swcmem.temporal.calendar import (
    Interval,
    add_months,
    add_units,
    decade_interval,
    month_interval,
    month_number,
    part_of,
    season_interval,
    this_season,
    valid_date,
    week_of,
    weekday_number,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.namedays import day_of_month, from_named_day, weekday_the_nth, weekday_week
from swcmem.temporal.patterns import (
    MONTH,
    MONTHS,
    NTH,
    NUMBER,
    ORDINAL,
    UNITS,
    WEEKDAY,
    WEEKDAYS,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.picks import pick_month
from swcmem.temporal.relative import shift_unit
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
# the grain of a part of a unit ("the end of the week": days)
GRAIN_OF_PART: dict[str, Grain] = {
    "week": "day",
    "weekend": "day",
    "month": "day",
    "year": "month",
    "decade": "year",
}


def _month_of_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "August last year", "in March of next year", "early May this year", "2 March next
    year", "Aug. 28 last year"."""
    month = month_number(m["mon"])
    if month is None:
        return None
    if ref is None:
        return UNRESOLVED
    interval = month_interval(ref.year + mod_shift(m["mod"]), month)
    if m["d"] or m["d2"]:  # "on 2 March next year", "Aug. 28 last year"
        day = valid_date(interval[0].year, month, int(m["d"] or m["d2"]))
        return None if day is None else Hit((day, day), "day", 0.9)
    part = m["part"]
    return Hit(part_of(interval, part), "day" if part else "month", 0.9)


def _years_ago_this(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "five years ago this June", "four years ago this (next) month", "two years ago last
    March": that month, so many years before the one the modifier names; "a year ago this
    week" ("next week"), "58 years ago this summer", "a century ago this summer": that week,
    that season."""
    found = number_range(m["num"])
    if found is None or found[0] != found[1]:
        return None
    if ref is None:
        return UNRESOLVED
    per = 100 if m["yu"].lower().startswith("centur") else 10 if m["yu"].lower()[0] == "d" else 1
    count = (found[0] * per, found[1] * per)  # "a century ago this summer": 100 years
    if m["season"]:  # "58 years ago this summer": this year's summer, that many years back
        return Hit(
            season_interval(m["season"], this_season(m["season"], ref)[0].year - count[0]),
            "season",
            0.85,
        )
    if m["wk"]:  # "a year ago this (next) week": that week, that many years back
        shift = {"next": 7, "last": -7}.get(m["wkmod"].lower(), 0)
        day = add_months(ref + timedelta(days=shift), -12 * count[0])
        return Hit(week_of(day), "week", 0.85)
    if m["mon"] is None:  # "this month", "next month": that month, so many years back
        day = add_months(ref, mod_shift(m["mmod"]) - 12 * count[0])
        return Hit(month_interval(day.year, day.month), "month", 0.85)
    month = month_number(m["mon"])
    if month is None:
        return None
    if m["mod"].lower() in ("in", "this"):  # "two years ago in January": that year's
        # January; "eight years ago this September" (said in February): this year's September
        return Hit(month_interval(ref.year - count[0], month), "month", 0.85)
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
    return part_hit(ref, m["unit"].lower(), mod_shift(m["mod"]), m["part"])


def part_hit(ref: date, unit: str, shift: int, part: str) -> Hit:
    """The ``part`` ("early", "earlier", "the end of") of the ``unit`` ``shift`` units from
    the reference's."""
    if unit == "decade":  # "the end of the decade": of the calendar decade
        period = decade_interval((ref.year // 10 + shift) * 10)
    else:
        period = shift_unit(ref, unit, shift)
    part = re.sub(r"^(?:at\s+)?(?:the\s+)?", "", part.lower())
    interval = _earlier_later(period, part, ref) or part_of(
        period, part.replace("start", "beginning")
    )
    # "earlier this year" keeps the year's grain: its TIMEX3 value is the year, however little
    # of it is left ("later this year" said on 1 December is not December)
    whole = interval == period or (unit == "year" and part in ("earlier", "later"))
    grain = _unit_grain(unit) if whole else GRAIN_OF_PART[unit]
    return Hit(interval, grain, 0.8)


def _the_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "sales for the year", "the best day of the year", "during the decade": the reference's
    year (decade), as a news annotator reads it (a year the clause goes on to describe — "the year before", "the year
    I was born" — is not this one)."""
    if ref is None:
        return UNRESOLVED
    if m["decade"]:  # "shares rose 5% during the decade": the reference's decade
        return Hit(decade_interval(ref.year // 10 * 10), "year", 0.7)
    if m.group().lower().startswith(("over", "in")):
        return None  # "in the year", "over the year": left to the other rules (a length)
    if _AWARD.search(m.string, 0, m.start()) and m.group().endswith(("Year", "Decade")):
        return None  # "Norfolk Pie of the Year", "Player of the Year": an award's name
    return Hit(shift_unit(ref, "year", 0), "year", 0.7)


_AWARD = re.compile(r"\b[A-Z][\w'’-]*\s+(?:of\s+)?$")


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
    """ "two weeks after the wedding", "the spring before we married": one unresolved span,
    unless the "event" is a date."""
    event = _NTH_OCCASION.sub("", m["event"] or m["clause"] or m["clause3"])  # "my 30th birthday"
    num = m["num"] or m["num2"]
    if tense == "future" and _YEARLY_HEAD.match(m.group()):
        return None  # "will reopen in the fall after a renovation": the fall, then the event
    if m["clause3"] and _PREP_BEFORE.search(m.string, 0, m.start()):
        return None  # "over the summer I volunteered": the season, then the main clause
    if _DATE_CUE.search(event) or (num and number_range(num) is None):
        return None
    return Hit(None, "unresolved", 0.5)


def _same_time(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "this time last year", "around this time next month", "this time yesterday": the
    reference's own day, that many units away."""
    if ref is None:
        return UNRESOLVED
    if m["rel"]:
        day = add_units(ref, "day", 1 if m["rel"].lower() == "tomorrow" else -1)
    else:
        day = add_units(ref, m["unit"].lower(), mod_shift(m["mod"]))
    return Hit((day, day), "day", 0.8)


_MON = rf"(?:{MONTH_FULL}|(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?)"
_UNIT = r"(?:day|week|weekend|month|year)"
# a season or holiday before an event: "the spring before we married", "the Christmas before
# Mom passed" (a clause: a pronoun or a name, then a verb) is no date we know
_YEARLY = r"(?:spring|summer|fall|autumn|winter|christmas|easter|thanksgiving|halloween)"
_PREP_BEFORE = re.compile(
    r"\b(?:in|over|during|for|through|throughout|by|until|till|since|at|from)\s+$", re.I
)
_YEARLY_HEAD = re.compile(rf"the\s+{_YEARLY}\b", re.IGNORECASE)
_CLAUSE = (
    r"(?:i|we|he|she|they|you|(?-i:mom|dad|[A-Z][a-z]+))\s+"
    r"(?!(?:last|next|this|ago|before|after)\b)(?-i:[a-z]+)\b"
)
_STOP = (
    r"(?:we|i|he|she|they|it|you|and|but|so|or|to|in|on|at|was|were|is|are|had|has|have|when"
    r"|then|for|with|that|which|who|because|as)\b"
)
_EVENT = (  # "that" before a determiner is the pronoun: "a year before that the bathroom"
    r"(?:the|my|his|her|our|their|your|its|a|an|th(?:at|is)(?!\s+(?:the|an?|my|his|her|our"
    r"|their|your|its|before|after|until|if|when|so|and|but)\b|\s+(?-i:[A-Z])))\s+"  # "three days
    # after that before I can", "two days after that if we make it"
    rf"(?!{_STOP})[\w'-]+(?:\s+(?!{_STOP})[\w'-]+){{0,2}}"
)

RULES: tuple[Rule, ...] = (
    Rule(
        "month_of_year",
        compile_rx(
            rf"(?:in\s+)?(?:(?P<part>{_PART})\s*|(?:the\s+)?(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?)?"
            rf"(?P<mon>{_MON})(?:\s+(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?(?!\d))?(?:,)?\s+(?:of\s+)?"
            rf"(?P<mod>{_REL})\s+year"
        ),
        _month_of_year,
        MONTHS,
    ),
    Rule(
        "years_ago_this",
        compile_rx(
            rf"(?<!half\s)(?P<num>{NUMBER})\s+(?P<yu>years?|decades?|century|centuries)\s+ago\s+"
            rf"(?:(?P<mod>this|last|in)\s+(?P<mon>{_MON})"
            r"|(?P<mmod>this|next|last)\s+month|(?P<wkmod>this|next|last)\s+(?P<wk>week)"
            r"|this\s+(?P<season>spring|summer|fall|autumn|winter))"
        ),
        _years_ago_this,
        word_set("ago"),
    ),
    Rule(
        "from_named_day",
        compile_rx(
            rf"(?<!\bfor\s)(?<!\bbeen\s)(?P<num>{NUMBER})\s+(?:"
            r"(?P<unit>day|week|fortnight|month|year)s?\s+(?P<ago>ago)\s+(?P<base>today|yesterday|tomorrow"
            # a part of today: of years ago, or as the clause's end ("a week ago tonight.");
            # not "3 days ago tonight im going out"
            r"|(?:(?<=years\sago\s)|(?<=year\sago\s))(?:tonight|this\s+(?:morning|afternoon"
            r"|evening)|last\s+night)"
            r"|(?:tonight|this\s+(?:morning|afternoon|evening)|last\s+night)"
            r"(?=\s*(?:[,.;:!?)]|$|that\b|when\b)))"
            r"|(?P<wk>weeks?|fortnights?)\s+(?:(?P<base2>today|tomorrow|yesterday)"
            rf"|(?P<on>on|last|ago)\s+(?P<wd>{WEEKDAY})))\b"
        ),
        from_named_day,
        word_set("today yesterday tomorrow tonight morning afternoon evening night") | WEEKDAYS,
    ),
    Rule(
        "weekday_week",  # the British "Monday week", "Saturday fortnight", "tomorrow week"
        compile_rx(rf"(?P<wd>{WEEKDAY}|tomorrow|today)\s+(?P<wk>week|fortnight)(?![a-z'’])"),
        weekday_week,
        word_set("week fortnight"),
    ),
    Rule(
        "weekday_the_nth",
        compile_rx(  # "Saturday the 9th", "Monday 4th" (with a suffix, a day of the month)
            rf"(?:(?:on|until|till|by|from|since)\s+)?(?P<wd>{WEEKDAY}),?\s+"
            rf"(?:the\s+(?P<d>{NTH})|(?P<d2>\d{{1,2}}(?:st|nd|rd|th)))"
            r"(?!\s+of\b)"
        ),
        weekday_the_nth,
        WEEKDAYS,
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
        compile_rx(  # "earlier this year", "late in the month" ("earlier in the month": anaphora)
            rf"(?!(?:earlier|later)\s+in\s+the\b)"
            rf"(?P<part>{_PART})\s*(?:in\s+)?(?P<mod>{_REL}|the)\s+(?P<unit>week|month|year|decade)"
        ),
        _part_of_period,
        UNITS,
    ),
    Rule(
        "the_year",
        compile_rx(
            r"(?<!time\s)(?<!times\s)(?:for|during|throughout|of|over|in)\s+the\s+"
            r"(?:year(?!\s+ahead)|(?P<decade>decade))(?![-’']|\s+(?:before|after|earlier"
            r"|later|ago|of|when|that|which|in|on|at|to|i|we|he|she|they|you|it|my|our|his|her"
            r"|their|[a-z]+ed|\d)\b)"
        ),
        _the_year,
        word_set("year decade"),
    ),
    Rule(
        "offset_from_event",
        compile_rx(
            rf"(?:(?P<num>{NUMBER})\s+{_UNIT}s?|the\s+(?:{_UNIT}|{WEEKDAY}|{_YEARLY}))\s+"
            rf"(?:before|after|following|prior\s+to)\s+(?P<event>{_EVENT})"
            # a clause after a count or a season ("the year after we married" may be "the
            # year after (that), we married": left to the anaphora)
            rf"|(?:(?P<num2>{NUMBER})\s+{_UNIT}s?|the\s+{_YEARLY})\s+(?:before|after)\s+"
            rf"(?P<clause>{_CLAUSE})"
            rf"|the\s+{_YEARLY}\s+(?P<clause3>{_CLAUSE})"  # "the summer we met": its own event
        ),
        _offset_from_event,
        word_set(
            "before after following prior spring summer fall autumn winter christmas easter"
            " thanksgiving halloween"
        ),
    ),
    Rule(
        "same_time",
        compile_rx(
            r"this\s+time\s+(?:(?P<mod>last|next)\s+(?P<unit>week|month|year)"
            r"|(?P<rel>yesterday|tomorrow))"
        ),
        _same_time,
        word_set("time"),
    ),
    Rule(
        "day_of_month",
        compile_rx(  # "the" may go before an ordinal weekday: "Next meeting: first Monday in October"
            rf"(?:the\s+(?:(?P<d>{NTH})|(?P<edge>first|last)(?=\s+of\s+(?:the|{_REL})\s+month))"
            rf"|(?:the\s+)?(?P<ord>{ORDINAL})\s+(?P<wd>{WEEKDAY}))\s+(?:of|in)\s+"
            rf"(?:(?P<mod>{_REL}|the)\s+month|(?P<mon>{MONTH_FULL})(?:,?\s*(?P<y>[12]\d{{3}}))?)"
        ),
        day_of_month,
        word_set("month") | MONTHS,
    ),
)
