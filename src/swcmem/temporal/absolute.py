"""Rules for calendar expressions: dates, day ranges, months, weeks of a month, seasons, years.

A missing year is taken from the reference date, moved by the clause's tense (past: the most
recent such date not after the reference; future: the next one not before it). Without a
reference such expressions stay unresolved; fully specified ones ("7 May 2023") resolve alone.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.calendar import (
    Interval,
    last_season,
    month_interval,
    month_number,
    next_season,
    season_interval,
    this_season,
    valid_date,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    DAY,
    MONTH,
    ORDINAL,
    ORDINALS,
    SEASON,
    WEEKDAY,
    YEAR,
    compile_rx,
)
from swcmem.temporal.span import Hit, Rule

UNRESOLVED = Hit(None, "unresolved", 0.5)
_PART = r"early|mid|late|the beginning of|beginning of|the end of|end of|the middle of|middle of"
_MONTH_FULL = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)


def _year(m: re.Match[str], ref: date | None) -> int | None:
    y = m.groupdict().get("y")
    if y:
        return int(y)
    return ref.year if ref else None


def _shift_year(day: date, ref: date, tense: Tense, explicit: bool) -> date:
    """Move a year-less date to the past/future occurrence the tense asks for."""
    if explicit:
        return day
    if tense == "past" and day > ref:
        return day.replace(year=day.year - 1) if not (day.month == 2 and day.day == 29) else day
    if tense == "future" and day < ref:
        return day.replace(year=day.year + 1) if not (day.month == 2 and day.day == 29) else day
    return day


def _month_days(m: re.Match[str], ref: date | None, *groups: str) -> tuple[date, ...] | Hit | None:
    """The dates the day groups of ``m`` name in its month: UNRESOLVED without a year,
    None when the month is unknown or a date is impossible."""
    month = month_number(m["mon"])
    if month is None:
        return None
    year = _year(m, ref)
    if year is None:
        return UNRESOLVED
    days = [valid_date(year, month, int(re.sub(r"\D", "", m[g]))) for g in groups]
    return None if any(d is None for d in days) else tuple(d for d in days if d)


def _day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    found = _month_days(m, ref, "d")
    if not isinstance(found, tuple):
        return found
    (day,) = found
    explicit = bool(m.groupdict().get("y"))
    if ref is not None:
        day = _shift_year(day, ref, tense, explicit)
    return Hit((day, day), "day", 0.95 if explicit else 0.85)


def _iso(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    day = valid_date(int(m["y"]), int(m["m"]), int(m["d"]))
    return Hit((day, day), "day", 0.99) if day else None


def _day_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    found = _month_days(m, ref, "d1", "d2")
    if not isinstance(found, tuple):
        return found
    d1, d2 = found
    if d2 < d1:
        return None
    if ref is not None and not m.groupdict().get("y"):
        shifted = _shift_year(d1, ref, tense, False)
        # 29 February has no twin in a common year: the range then ends on the 28th
        d2 = valid_date(shifted.year, d2.month, d2.day) or date(shifted.year, 2, 28)
        d1 = shifted
    return Hit((d1, d2), "day", 0.9)


def _month_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    m1, m2 = month_number(m["m1"]), month_number(m["m2"])
    year = _year(m, ref)
    if m1 is None or m2 is None:
        return None
    if year is None:
        return UNRESOLVED
    end_year = year if m2 >= m1 else year + 1
    return Hit((month_interval(year, m1)[0], month_interval(end_year, m2)[1]), "month", 0.85)


def _part_of(interval: Interval, part: str | None) -> Interval:
    """Early (days 1–10), mid (11–20), late (21–end) of a month; thirds of a longer period."""
    if not part:
        return interval
    start, end = interval
    total = (end - start).days + 1
    third = 10 if total <= 31 else total // 3
    key = part.lower().replace("the ", "")
    if key in ("early", "beginning of"):
        return (start, start + timedelta(days=third - 1))
    if key in ("mid", "middle of"):
        return (start + timedelta(days=third), start + timedelta(days=2 * third - 1))
    return (start + timedelta(days=2 * third), end)


def _month_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    part = m.groupdict().get("part")
    grain: Grain = "day" if part else "month"
    return Hit(_part_of(month_interval(int(m["y"]), month), part), grain, 0.95)


def _week_of_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    year = _year(m, ref)
    if month is None:
        return None
    if year is None:
        return UNRESOLVED
    first, last = month_interval(year, month)
    nth = ORDINALS[m["ord"].lower()]
    if m["unit"].lower() == "weekend":
        saturdays = [
            first + timedelta(days=i)
            for i in range(last.day)
            if (first + timedelta(days=i)).weekday() == 5
        ]
        sat = saturdays[nth - 1 if nth > 0 else -1] if len(saturdays) >= abs(nth) else None
        return Hit((sat, sat + timedelta(days=1)), "week", 0.9) if sat else None
    if nth < 0:
        return Hit((last - timedelta(days=6), last), "week", 0.9)
    start = first + timedelta(days=7 * (nth - 1))
    return Hit((start, min(start + timedelta(days=6), last)), "week", 0.9)


def _year_rule(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    part = (m.groupdict().get("prep") or "").lower()
    interval = year_interval(int(m["y"]))
    if part in ("early", "mid", "late"):
        return Hit(_part_of(interval, part), "month", 0.85)
    return Hit(interval, "year", 0.9)


def _season_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    return Hit(season_interval(m["season"], int(m["y"])), "season", 0.9)


def _season_rel(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    mod = (m["mod"] or "").lower()
    season = m["season"]
    if season.lower() in ("fall", "spring") and not mod:
        return None
    if mod in ("last", "past", "this past"):
        return Hit(last_season(season, ref), "season", 0.85)
    if mod in ("next", "this coming", "coming"):
        return Hit(next_season(season, ref), "season", 0.85)
    current = this_season(season, ref)
    if tense == "past" and current[0] > ref:
        current = last_season(season, ref)
    elif tense == "future" and current[1] < ref:
        current = next_season(season, ref)
    return Hit(current, "season", 0.8 if mod == "this" else 0.7)


def _month_rel(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    mod = (m["mod"] or "").lower()
    if month is None or not _month_word_ok(m, mod):
        return None
    if ref is None:
        return UNRESOLVED
    year = ref.year
    if mod in ("last", "past", "this past") or (mod != "this" and tense == "past"):
        strict = mod in ("last", "past", "this past")
        if month > ref.month or (strict and month == ref.month):
            year -= 1
    elif mod in ("next", "coming", "this coming") or tense == "future":
        strict = mod in ("next", "coming", "this coming")
        if month < ref.month or (strict and month == ref.month):
            year += 1
    part = mod if mod in _PART.split("|") else None
    grain: Grain = "day" if part else "month"
    return Hit(_part_of(month_interval(year, month), part), grain, 0.8)


def _month_word_ok(m: re.Match[str], mod: str) -> bool:
    """Bare "may"/"march" are verbs unless capitalised and introduced by a preposition."""
    word = m["mon"]
    if word.lower() in ("may", "march"):
        return word[0].isupper() and mod not in ("", "of")
    return bool(mod) or word[0].isupper()


RULES: tuple[Rule, ...] = (
    Rule("iso", compile_rx(r"\[?(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\]?"), _iso),
    Rule(
        "day_range_mdd",
        compile_rx(
            rf"(?:from\s+|between\s+)?(?P<mon>{MONTH})\s*(?P<d1>{DAY})\s*(?:-|–|to|and|until|through|thru|till)"
            rf"\s*(?P<d2>{DAY})(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _day_range,
    ),
    Rule(
        "day_range_ddm",
        compile_rx(
            rf"(?:from\s+|between\s+)?(?:the\s+)?(?P<d1>{DAY})\s*(?:-|–|to|and|until|till)\s*(?:the\s+)?"
            rf"(?P<d2>{DAY})\s*(?:of\s+)?(?P<mon>{MONTH})(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _day_range,
    ),
    Rule(
        "month_range",
        compile_rx(
            rf"(?:from|between)\s+(?P<m1>{MONTH})\s+(?:to|and|until|through|till)\s+(?P<m2>{MONTH})"
            rf"(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _month_range,
    ),
    Rule(
        "date_dmy",
        compile_rx(
            rf"(?:{WEEKDAY},?\s+)?(?:the\s+)?(?P<d>{DAY})\s*(?:of\s+)?(?P<mon>{MONTH})"
            rf"(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _day,
    ),
    Rule(
        "date_mdy",
        compile_rx(
            rf"(?:{WEEKDAY},?\s+)?(?P<mon>{MONTH})\s*(?:the\s+)?(?P<d>{DAY})(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _day,
    ),
    Rule(
        "month_year",
        compile_rx(rf"(?:(?P<part>{_PART})\s+)?(?P<mon>{MONTH})(?:\s+of)?,?\s*(?P<y>{YEAR})"),
        _month_year,
    ),
    Rule(
        "week_of_month",
        compile_rx(
            rf"(?:the\s+)?(?P<ord>{ORDINAL})\s+(?P<unit>week|weekend)\s+(?:of|in)\s+(?P<mon>{MONTH})"
            rf"(?:,?\s*(?P<y>{YEAR}))?"
        ),
        _week_of_month,
    ),
    Rule(
        "season_year",
        compile_rx(rf"(?:the\s+)?(?P<season>{SEASON})\s+(?:of\s+)?(?P<y>{YEAR})"),
        _season_year,
    ),
    Rule("year_season", compile_rx(rf"(?P<y>{YEAR})\s+(?P<season>{SEASON})"), _season_year),
    Rule(
        "year",
        compile_rx(
            r"(?:(?P<prep>in|since|during|from|by|until|till|of|back in|around|circa|early|late"
            rf"|mid|the year|year|before|after)\s+)(?P<y>{YEAR})(?!\s*(?:%|dollars|people|km|miles))"
        ),
        _year_rule,
    ),
    Rule(
        "season",
        compile_rx(
            r"(?:(?P<mod>last|this|next|this past|past|this coming|coming|in the|during the"
            rf"|over the|in|during|over|the)\s+)?(?P<season>{SEASON})(?!\s*(?:break|time|s\b))"
        ),
        _season_rel,
    ),
    Rule(
        "month",
        compile_rx(
            r"(?:(?P<mod>last|this|next|this past|past|this coming|coming|in|during|since|by|until"
            rf"|till|of|throughout|{_PART})\s+)?(?P<mon>{_MONTH_FULL})"
        ),
        _month_rel,
    ),
)

GOLD_ONLY: tuple[Rule, ...] = (Rule("bare_year", compile_rx(rf"(?P<y>{YEAR})"), _year_rule),)
