"""Rules for calendar expressions: dates, day and date ranges, months, weeks of a month.

A year the text names ("April 4, 1949", "May '87") is always kept. A missing year is chosen by
the direction of the words around the expression (:mod:`swcmem.temporal.direction`: past →
the most recent such date, future → the next one, none → the nearest). Without a reference
such expressions stay unresolved; fully specified ones ("7 May 2023") resolve alone. A month
and day told as a yearly habit ("every year on March 20", "we usually go away on May 5") is
generic: which year's is not said.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.calendar import (
    add_months,
    days_away,
    month_interval,
    month_number,
    nth_weekday,
    part_of,
    valid_date,
    weekday_number,
    year_from_text,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_yearly
from swcmem.temporal.monthnames import MONTH_SHORT, month_named
from swcmem.temporal.patterns import (
    DAY,
    DAY_WORD,
    DAY_WORDS,
    DIGITS,
    MONTH,
    MONTHS,
    NUMBER,
    ORDINAL,
    ORDINALS,
    PART,
    RESCHEDULED_FROM,
    WEEKDAY,
    YEAR_ANY,
    compile_rx,
    number_range,
    word_set,
)
from swcmem.temporal.picks import pick_month, pick_month_day
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

MONTH_FULL = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
_RANGE_WORD = r"(?:-|–|—|to|and|until|through|thru|till)"


def named_year(m: re.Match[str], ref: date | None, group: str = "y") -> int | None:
    """The year group ``group`` of ``m`` names, or ``None`` (absent, or "'87" with no reference)."""
    text = m.groupdict().get(group)
    return year_from_text(text, ref) if text else None


def _unresolved_named(grain: Grain) -> Hit:
    """A named year we cannot place ("May '87" with no reference): grain kept, no date."""
    return Hit(None, grain, 0.5)


def _day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    day_n = int(re.sub(r"\D", "", m["d"]))
    if m.groupdict().get("y"):
        year = named_year(m, ref)
        if year is None:
            return _unresolved_named("day")
        day = valid_date(year, month, day_n)
        return Hit((day, day), "day", 0.95) if day else None
    if valid_date(2024, month, day_n) is None:
        return None
    if is_yearly(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.7, generic=True)  # "every year on March 20"
    if ref is None:
        return UNRESOLVED
    picked = _on_weekday(m, ref, month, day_n) or pick_month_day(ref, month, day_n, tense)
    return Hit((picked, picked), "day", 0.85) if picked else None


def _on_weekday(m: re.Match[str], ref: date, month: int, day_n: int) -> date | None:
    """ "Tuesday 14 May" without a year: the nearest year (to the reference, within two
    either side) in which that date is that weekday, whatever the tense ("moved your Tuesday
    14 May standup" said on 10 May 2024 is 2024's, a Tuesday; 2023's was a Sunday)."""
    name = m.groupdict().get("wd")
    wd = weekday_number(name) if name else None
    if wd is None:
        return None
    days = [d for y in range(ref.year - 2, ref.year + 3) if (d := valid_date(y, month, day_n))]
    fits = [d for d in days if d.weekday() == wd]
    return min(fits, key=lambda d: abs((d - ref).days)) if fits else None


def _day_word(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the first of October", "the twenty-third of May 2024": a day written out."""
    month = month_number(m["mon"])
    day_n = DAY_WORDS.get(re.sub(r"\s+", " ", m["dw"].lower()))
    if month is None or day_n is None:
        return None
    year = named_year(m, ref) if m.groupdict().get("y") else None
    if m.groupdict().get("y"):
        if year is None:
            return _unresolved_named("day")
        day = valid_date(year, month, day_n)
        return Hit((day, day), "day", 0.9) if day else None
    if is_yearly(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.7, generic=True)
    if ref is None:
        return UNRESOLVED
    picked = pick_month_day(ref, month, day_n, tense)
    return Hit((picked, picked), "day", 0.8) if picked else None


def _months_ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "three Octobers ago": the last October that ended before ``ref``, then a year further
    back for each more."""
    count = number_range(m["n"])
    month = month_number(m["mon"])
    if count is None or count[0] != count[1] or month is None:
        return None
    if ref is None:
        return UNRESOLVED
    year = ref.year if month_interval(ref.year, month)[1] < ref else ref.year - 1
    return Hit(month_interval(year - count[0] + 1, month), "month", 0.85)


_AND = re.compile(r"\band\b", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s", re.IGNORECASE)


def _next_days(m: re.Match[str]) -> bool:
    """ "Oct. 11 and 12", "the 2nd and 3rd of December": two days in a row, told as one."""
    if m.groupdict().get("mon1"):
        return False
    d1, d2 = (int(re.sub(r"\D", "", m[g]) or 0) for g in ("d1", "d2"))
    return d2 == d1 + 1


def _day_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "May 5–7", "5 to 7 May 2023", "between 26 March and 20 April", "March 26–April 20"; not
    after a reschedule ("pushed from the 2nd to the 4th of June": the 4th is the new date,
    read apart)."""
    if (
        _AND.search(m.group())
        and not _BETWEEN_BEFORE.search(m.string, max(0, m.start() - 9), m.start() + 8)
        and not _next_days(m)
    ):
        return None  # "in two steps on July 1 and July 3": two days, read apart
    starts_from = m.group().lower().startswith("from")
    if starts_from and RESCHEDULED_FROM.search(
        m.string[max(0, m.start() - 60) : m.start()] + "from "
    ):
        return None
    m1 = month_number(m.groupdict().get("mon1") or m["mon"])
    m2 = month_number(m["mon"])
    if m1 is None or m2 is None:
        return None
    d1, d2 = (int(re.sub(r"\D", "", m[g])) for g in ("d1", "d2"))
    if not m.groupdict().get("mon1") and d1 > d2:  # one month named, the range crosses it
        if m.start("mon") > m.start("d1"):
            m1 = 12 if m2 == 1 else m2 - 1  # "from the 23rd until the 2nd of January"
        else:
            m2 = 1 if m1 == 12 else m1 + 1  # "June 28 to 3"
    if valid_date(2024, m1, d1) is None or valid_date(2024, m2, d2) is None:
        return None
    if m.groupdict().get("y") and named_year(m, ref) is None:
        return _unresolved_named("day")
    years = _range_years(m, ref, tense, (m1, d1), (m2, d2))
    if years is None:
        return UNRESOLVED if ref is None else None
    return _range_hit(years[0], m1, d1, years[1], m2, d2)


def _range_years(
    m: re.Match[str], ref: date | None, tense: Tense, first: tuple[int, int], last: tuple[int, int]
) -> tuple[int, int] | None:
    """The years of a day range's ends: named ones kept (the first end takes the last end's
    year, or the one before when it falls later in the calendar), else by direction."""
    wraps = int(first > last)
    first_year, last_year = named_year(m, ref, "y1"), named_year(m, ref, "y")
    if last_year is not None:
        return (first_year or last_year - wraps, last_year)
    if first_year is not None:
        return (first_year, first_year + wraps)
    if ref is None:
        return None
    start = pick_month_day(ref, first[0], first[1], tense)
    return None if start is None else (start.year, start.year + wraps)


def _range_hit(y1: int, m1: int, d1: int, y2: int, m2: int, d2: int) -> Hit | None:
    start = valid_date(y1, m1, d1)
    # 29 February has no twin in a common year: the range then ends on the 28th
    end = valid_date(y2, m2, d2) or valid_date(y2, m2, d2 - 1)
    if start is None or end is None or end < start:
        return None
    return Hit((start, end), "day", 0.9)


def _month_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    m1, m2 = month_number(m["m1"]), month_number(m["m2"])
    if m1 is None or m2 is None or m["m1"] in ("may", "march"):
        return None
    year = named_year(m, ref)
    if year is not None:
        start_year = year if m2 >= m1 else year - 1
        end_year = year
    elif m.groupdict().get("y"):
        return _unresolved_named("month")
    elif ref is None:
        return UNRESOLVED
    else:
        start_year = _range_start_year(ref, m1, m2, tense)
        end_year = start_year if m2 >= m1 else start_year + 1
    return Hit((month_interval(start_year, m1)[0], month_interval(end_year, m2)[1]), "month", 0.85)


def _range_start_year(ref: date, m1: int, m2: int, tense: Tense) -> int:
    """The year a year-less month range starts in: by the first month's direction, and
    without one the range nearest the reference ("covers January to May", said in July: this
    year's, over six weeks ago, not next year's, six months ahead)."""
    if tense != "none":
        return pick_month(ref, m1, tense)[0].year

    def span(year: int) -> tuple[date, date]:
        end_year = year if m2 >= m1 else year + 1
        return (month_interval(year, m1)[0], month_interval(end_year, m2)[1])

    return min((ref.year - 1, ref.year, ref.year + 1), key=lambda y: (days_away(span(y), ref), -y))


def _month_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    part = m.groupdict().get("part")
    grain: Grain = "day" if part else "month"
    year = named_year(m, ref)
    if year is None:
        return _unresolved_named(grain)
    return Hit(part_of(month_interval(year, month), part), grain, 0.95)


def _year_of_month(
    m: re.Match[str], ref: date | None, tense: Tense, month: int, grain: Grain
) -> int | Hit:
    """The year of a month the match names ("of May 2021"; else by the direction rule), or
    the unresolved hit when there is none."""
    year = named_year(m, ref)
    if year is None and m.groupdict().get("y"):
        return _unresolved_named(grain)
    if year is not None:
        return year
    if ref is None:
        return UNRESOLVED
    return pick_month(ref, month, tense)[0].year


def _week_of_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    year = _year_of_month(m, ref, tense, month, "week")
    if isinstance(year, Hit):
        return year
    return _nth_week(m, year, month)


def _week_of_this_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the first week of the month", "the last weekend of the month": of the reference's
    month; told in the past of one still ahead, the month before; ahead of one gone by, the
    month after."""
    if ref is None:
        return UNRESOLVED
    hit = _nth_week(m, ref.year, ref.month)
    if hit.interval is None:
        return hit
    shift = -1 if tense == "past" and hit.interval[0] > ref else 0
    shift = 1 if tense == "future" and hit.interval[1] < ref else shift
    if shift == 0:
        return hit
    month = add_months(date(ref.year, ref.month, 1), shift)
    return _nth_week(m, month.year, month.month)


def _nth_week(m: re.Match[str], year: int, month: int) -> Hit:
    first, last = month_interval(year, month)
    nth = ORDINALS[m["ord"].lower()]
    if m["unit"].lower() == "weekend":  # every month has four Saturdays at least
        sat = nth_weekday(year, month, 5, nth)
        return Hit((sat, sat + timedelta(days=1)), "week", 0.9)
    if nth < 0:
        return Hit((last - timedelta(days=6), last), "week", 0.9)
    start = first + timedelta(days=7 * (nth - 1))
    return Hit((start, min(start + timedelta(days=6), last)), "week", 0.9)


def _days_of_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the last few days of December", "the first two days of May": that many days at the
    month's start or end ("few" at its most: four)."""
    month, count = month_number(m["mon"]), number_range(m["num"])
    if month is None or count is None:
        return None
    year = _year_of_month(m, ref, tense, month, "day")
    if isinstance(year, Hit):
        return year
    first, last = month_interval(year, month)
    days = timedelta(days=min(count[1], 10) - 1)
    if m["edge"].lower() == "first":
        return Hit((first, first + days), "day", 0.85)
    return Hit((last - days, last), "day", 0.85)


_Y = rf"(?:,?\s*(?P<y>{YEAR_ANY}))?"
_DMY = rf"(?:the\s+)?(?P<d1>{DAY})\s*(?:of\s+)?(?P<mon1>{MONTH})(?:,?\s*(?P<y1>{YEAR_ANY}))?"
_MDY = rf"(?P<mon1>{MONTH})\s*(?P<d1>{DAY})(?:,?\s*(?P<y1>{YEAR_ANY}))?"

RULES: tuple[Rule, ...] = (
    Rule(
        "months_ago",
        compile_rx(
            rf"(?P<n>{NUMBER})\s+(?P<mon>january|february|april|june|july|august|september"
            r"|october|november|december)s\s+ago"
        ),
        _months_ago,
        word_set("ago"),
    ),
    Rule(
        "day_range_mdd",
        compile_rx(
            rf"(?:from\s+|between\s+)?(?P<mon>{MONTH})\s*(?P<d1>{DAY})\s*{_RANGE_WORD}"
            rf"\s*(?:(?<!and\s)the\s+)?(?P<d2>{DAY}){_Y}"  # "June 2nd through the 6th"
        ),
        _day_range,
        DIGITS,
    ),
    Rule(
        "day_range_ddm",
        compile_rx(
            rf"(?:from\s+|between\s+)?(?:the\s+)?(?P<d1>{DAY})\s*{_RANGE_WORD}\s*(?:the\s+)?"
            rf"(?P<d2>{DAY})\s*(?:of\s+)?(?P<mon>{MONTH}){_Y}"
        ),
        _day_range,
        DIGITS,
    ),
    Rule(
        "date_range_dmy",
        compile_rx(
            rf"(?:from\s+|between\s+)?{_DMY}\s*{_RANGE_WORD}\s*(?:the\s+)?(?P<d2>{DAY})\s*"
            rf"(?:of\s+)?(?P<mon>{MONTH}){_Y}"
        ),
        _day_range,
        DIGITS,
    ),
    Rule(
        "date_range_mdy",
        compile_rx(
            rf"(?:from\s+|between\s+)?{_MDY}\s*{_RANGE_WORD}\s*(?P<mon>{MONTH})\s*(?P<d2>{DAY}){_Y}"
        ),
        _day_range,
        DIGITS,
    ),
    Rule(
        "month_range",
        compile_rx(
            rf"(?:from|between)\s+(?P<m1>{MONTH})\s+(?:to|and|until|through|till)\s+"
            rf"(?P<m2>{MONTH}){_Y}"
        ),
        _month_range,
        MONTHS,
    ),
    Rule(
        "month_span",
        compile_rx(rf"(?P<m1>{MONTH_FULL})\s*(?:-|–|\sto|\sthrough|\suntil)\s*(?P<m2>{MONTH}){_Y}"),
        _month_range,
        MONTHS,
    ),
    Rule(
        "date_dmy",
        compile_rx(
            rf"(?:(?P<wd>{WEEKDAY}),?\s+)?(?:the\s+)?(?P<d>{DAY})\s*(?:of\s+)?(?P<mon>{MONTH}){_Y}"
        ),
        _day,
        DIGITS,
    ),
    Rule(
        "date_dmy_words",
        compile_rx(rf"the\s+(?P<dw>{DAY_WORD})\s+of\s+(?P<mon>{MONTH}){_Y}"),
        _day_word,
        MONTHS,
    ),
    Rule(
        "date_mdy",
        compile_rx(rf"(?:(?P<wd>{WEEKDAY}),?\s+)?(?P<mon>{MONTH})\s*(?:the\s+)?(?P<d>{DAY}){_Y}"),
        _day,
        DIGITS,
    ),
    Rule(
        "month_year",
        compile_rx(rf"(?:(?P<part>{PART})\s*)?(?P<mon>{MONTH})(?:\s+of)?,?\s*(?P<y>{YEAR_ANY})"),
        _month_year,
        DIGITS,
    ),
    Rule(
        "week_of_month",
        compile_rx(
            rf"(?:the\s+)?(?P<ord>{ORDINAL})\s+(?P<unit>week|weekend)\s+(?:of|in)\s+(?P<mon>{MONTH})"
            rf"{_Y}"
        ),
        _week_of_month,
        MONTHS,
    ),
    Rule(
        "week_of_this_month",
        compile_rx(
            rf"(?:the\s+)?(?P<ord>{ORDINAL})\s+(?P<unit>week|weekend)\s+(?:of|in)\s+(?:the|this)"
            r"\s+month(?![a-z'’])"
        ),
        _week_of_this_month,
        word_set("month"),
    ),
    Rule(
        "days_of_month",
        compile_rx(
            rf"(?:the\s+)?(?P<edge>first|last|final)\s+(?P<num>{NUMBER})\s+days\s+(?:of|in)\s+"
            rf"(?P<mon>{MONTH}){_Y}"
        ),
        _days_of_month,
        MONTHS,
    ),
    Rule(
        "month",
        compile_rx(
            r"(?:(?P<mod>(?:early|late)\s+in|last|this|next|this past|past|this coming|coming|in"
            r"|during|since|by|until"
            rf"|till|of|throughout|through|thru|to|for|from|around|before|after|{PART})\s*)?"
            rf"(?P<mon>{MONTH_FULL}|{MONTH_SHORT})"
            # "for March 3", "around August 2022": a day's or a month-year's rule
            r"(?!\.?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|\.?,?\s*(?:of\s+)?[12]\d{3}\b"
            r"|\s+(?:street|st\.|avenue|ave\.?|road|rd\.|lane|drive|boulevard|place|square)\b)"
        ),
        month_named,
        MONTHS,
    ),
)
