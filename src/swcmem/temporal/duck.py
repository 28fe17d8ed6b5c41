"""Duckling (``pyduckling-native-phihos``) as a second extractor, with our corrections.

Duckling resolves against the turn's own local wall-clock time: it is handed the reference's
local date and time as if they were UTC, so its calendar is the speaker's (a turn at 22:00
−05:00 on 14 March is still 14 March to it). Two of its habits are corrected here:
it leans to the future for cyclic expressions ("on Friday", "the 15th", "in March" in a
past-tense clause are moved back by their cycle), and it reports time-of-day fragments and
number-like spans ("now", "one", "2077") that are not dates (dropped); a day it dates in a
habitual clause is generic. The import is guarded:
without a wheel (non-Linux), :data:`AVAILABLE` is False and only the rules run.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from typing import Any

from swcmem.model import Grain
from swcmem.temporal.calendar import (
    MONTHS,
    Interval,
    add_months,
    month_interval,
    week_of,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.direction import direction_at, ends_now
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.numeric import is_score, slash_day
from swcmem.temporal.patterns import (
    IDENTIFIER_BEFORE,
    MONTH,
    NOT_A_FRACTION,
    OPENS_SENTENCE,
    WEEKDAY,
    number_range,
)
from swcmem.temporal.span import Span

try:  # pragma: no cover - depends on the platform
    import duckling as _duckling

    AVAILABLE = True
except ImportError:  # pragma: no cover
    _duckling = None
    AVAILABLE = False

ZONEINFO = "/usr/share/zoneinfo"
_PROBES = (datetime(2001, 3, 14, 12, tzinfo=UTC), datetime(2011, 9, 7, 12, tzinfo=UTC))
_JUNK = re.compile(
    "|".join(
        (
            r"^(?:right\s+)?now$",
            r"^(?:the\s+)?weekends?$",
            r"^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days$",
            r"^(?:up\s+to|from|by|at|in|on|for|the|a)?\s*(?:the\s+)?(?:one|first|second|third|fourth"
            r"|day|days|week|weeks|month|months|year|years|moment)$",
            r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$",
            r"^(?:in|by|since|from|of|until|till|around)?\s*\d{1,2}$",
            r"^\d{1,2}\s*-\s*\d{1,2}$",
            r"^(?:this|that|the)\s+day$",
            r"^.*\bquarter\b",
            r"^(?:sat|sun|wed|mar|may|jan|dec|boss|boy)\.?$",  # "Dec", "DEC.": a name (Declan)
            r"^immediately$",
            r"^a\s+(?:second|minute)$",
            r"^(?:the\s+)?(?:coming|next|following|past|last)\s+(?:days|weeks|months|years)$",
        )
    ),
    re.IGNORECASE,
)
_LAP_TIME = re.compile(r"\bin\s+$", re.IGNORECASE)  # "ran it in 2:59": a length, not a clock
_MIXED_NUMBER = re.compile(r"\b\d+\s+\d{1,2}/(?:2|4|8|16|32|64)\b")
_BARE_CLOCK = re.compile(r"\d{1,2}:\d\d")
_SPLIT_SECONDS = re.compile(r"\d:\d\d[.,]\d")  # "14:58.20": a race time's hundredths
_POINT = re.compile(r"\s*(?:since|until|till|by|before|after|from)\b", re.IGNORECASE)
_CLOCK = re.compile(r"\d\s*(?:am|pm|a\.m\.|p\.m\.)|\d:\d\d|\bnoon\b|\bmidnight\b", re.IGNORECASE)
_DAY_WORDS = re.compile(
    r"day|night|morning|evening|afternoon|week|month|year|jan|feb|mar|apr|may|jun|jul|aug|sep"
    r"|oct|nov|dec|christmas|thanksgiving|eve|easter|halloween|valentine|\d",
    re.IGNORECASE,
)
_ORDINAL_END = re.compile(r"\d(?:st|nd|rd|th)$", re.IGNORECASE)
_ORDINAL_NOUN = re.compile(
    r"\s+(?:grade|graders?|floor|place|time|street|avenue|birthday|anniversary|edition|century"
    r"|round|inning|period|book|generation|row|gear|base|hole|lap)\b",
    re.IGNORECASE,
)
_SLASH = re.compile(r"\d{1,2}/\d{1,2}")
_SLASH_END = re.compile(r"\d/\d{1,2}$")
_WORD_AFTER = re.compile(r"(?!(?:st|nd|rd|th)\b)[a-z]", re.IGNORECASE)  # "2/3rds", not "3/15th"
# an all-digit "date" after a word that names an identifier ("Case No. 04-1234", "Docket
# 03-2217", "Flight 12/24"), or whose year is centuries from the reference: a number
_NUMERIC = re.compile(r"[\d/.\-]+")
_FRACTION_AFTER = re.compile(NOT_A_FRACTION.replace("(?!", "(?=", 1), re.IGNORECASE)
_BARE_HOUR = re.compile(r",?\s+(?:at|@)\s+\d{1,2}\s*$", re.IGNORECASE)
_DATE_PART = re.compile(
    rf"\d{{1,2}}/\d{{1,2}}|\b(?:{MONTH}|{WEEKDAY}|today|tomorrow|tonight)", re.IGNORECASE
)
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.44, "year": 365.25}


def _zoneinfo() -> str:
    """A new empty folder for Duckling's tz database. Duckling only ever sees wall-clock
    times labelled UTC, which it resolves without any zone file, so the system database
    (:data:`ZONEINFO`: about 18 MB per process once loaded) is not needed — same anchors —
    and Duckling aborts the whole process on a folder that does not exist."""
    return tempfile.mkdtemp(prefix="swcmem-no-zoneinfo-")


@lru_cache(maxsize=1)
def _runtime() -> tuple[Any, Any, Any]:
    """(tz database, locale, dimensions), built once per process."""
    assert _duckling is not None
    folder = _zoneinfo()
    try:
        tz = _duckling.load_time_zones(folder)
    finally:
        os.rmdir(folder)  # read already; empty
    locale = _duckling.default_locale_lang(_duckling.parse_lang("EN"))
    dims = _duckling.parse_dimensions(["time", "duration"])
    return tz, locale, dims


@lru_cache(maxsize=4096)
def _context(timestamp: int) -> Any:
    assert _duckling is not None
    tz, locale, _ = _runtime()
    return _duckling.Context(_duckling.parse_ref_time(tz, "UTC", timestamp), locale)


def wall_timestamp(ref: datetime) -> int:
    """Seconds since the epoch of ``ref``'s local wall-clock time read as UTC: the instant
    whose UTC calendar is the speaker's calendar (naive datetimes are wall time already)."""
    return int(ref.replace(tzinfo=UTC).timestamp())


def _parse(text: str, ref: datetime) -> list[dict[str, Any]]:
    assert _duckling is not None
    _, _, dims = _runtime()
    ctx = _context(wall_timestamp(ref))
    return list(json.loads(_duckling.parse_text(text, ctx, dims, False)))


def duckling_spans(text: str, ref: datetime | None) -> list[Span]:
    """Corrected Duckling spans of ``text``; with no reference only self-contained
    expressions (same result against two unrelated reference times) are resolved."""
    if not AVAILABLE or not text.strip() or _too_many_in_a_row(text):
        return []  # a long run of time words ("May 5 May 5 May 5 ..."): Duckling's parse
        # grows exponentially with it (seconds, then minutes and all memory); our rules read it
    if ref is not None:
        return _spans(text, ref)
    first, second = (_spans(text, probe) for probe in _PROBES)
    stable = {(s.start, s.end, s.interval) for s in second}
    return [
        s if (s.start, s.end, s.interval) in stable else _unresolved(s)
        for s in first
        if s.grain != "duration"
    ]


_TIME_TOKEN = re.compile(
    rf"(?:{MONTH}|{WEEKDAY}|\d[\d:./-]*(?:am|pm|st|nd|rd|th)?|[ap]\.?m\.?|today|tomorrow|yesterday"
    r"|tonight|next|last|this|week|weeks|month|months|year|years|day|days|at|on|in|of|the)",
    re.IGNORECASE,
)
_RUN_LIMIT = 8  # time words in a row Duckling is given (8: well under 0.1 s)


def _too_many_in_a_row(text: str) -> bool:
    """Whether more than :data:`_RUN_LIMIT` time words follow each other with no
    punctuation between them."""
    run = 0
    for word in text.split():
        bare = word.rstrip(",;:.!?")
        run = run + 1 if _TIME_TOKEN.fullmatch(bare) else 0
        if run > _RUN_LIMIT:
            return True
        if bare != word:
            run = 0
    return False


def _far(span: Span, ref: date) -> bool:
    """An interval more than 150 years from the reference."""
    return span.interval is not None and abs(span.interval[0].year - ref.year) > 150


def _unresolved(span: Span) -> Span:
    return Span(span.start, span.end, span.surface, None, "unresolved", 0.5, span.source)


def _slash_read(span: Span, text: str, core: str, end: int, ref: date, tense: Tense) -> Span:
    """A year-less "3/4" read as our numeric rules read it ("LONDON — ... is due 03/04": 3
    April), not Duckling's month first."""
    a, b = (int(n) for n in core.split("/"))
    hit = slash_day(text, end, a, b, ref, tense, span.confidence)
    if hit is None or hit.interval is None:
        return span
    return replace(span, interval=hit.interval)


_COUNTED_AFTER = re.compile(
    r"\s+(?:votes?|points?|people|persons|seats|runs|yards|miles|metres|meters|feet|km|kg"
    r"|shares|jobs|deaths|cases|members|copies|units|ballots|delegates|troops|homes|cars"
    r"|hrs?|hours?|mins?|minutes|secs?|seconds|days|weeks|months|years|laps|reps|songs|pages)\b",
    re.IGNORECASE,
)
_DECIMAL_AFTER = re.compile(r"(?:[.,]\d|\s*%|\s*per\s*cent)")


def _spans(text: str, ref: datetime) -> list[Span]:
    out = []
    for entity in _parse(text, ref):
        surface = str(entity.get("body", ""))
        core = surface.strip(" ,.!?\"'")
        if not core or _JUNK.match(core) or (core.lower() in MONTHS and core[0].islower()):
            continue
        if _SLASH.fullmatch(core) and _FRACTION_AFTER.match(text, int(entity["end"])):
            continue  # "1/2 cup", "1/3 of my pay": a fraction
        if _MIXED_NUMBER.search(core):
            continue  # "rose 1 1/8 to 23 3/8": a share price in eighths
        if _SLASH_END.search(core) and _WORD_AFTER.match(text, int(entity["end"])):
            continue  # "about 2/3rds of the class": a fraction
        if _SLASH.fullmatch(core) and is_score(
            text, int(entity["start"]), int(entity["end"]), core
        ):
            continue  # "4.5/5", "I'd say 8/10", "got 3/10 on that quiz": a rating or a score
        if _ORDINAL_END.search(core) and _ORDINAL_NOUN.match(text, int(entity["end"])):
            continue  # "since 7th grade", "on the 3rd floor": an ordinal, no day
        start, end = int(entity["start"]), int(entity["end"])
        if _NUMERIC.fullmatch(core) and IDENTIFIER_BEFORE.search(text, 0, start):
            continue
        if _DECIMAL_AFTER.match(text, end) and core[-1:].isdigit():
            continue  # "grow by about 6.5%": a number cut short, no clock time
        if core[-1:].isdigit() and _COUNTED_AFTER.match(text, end):
            continue  # "leads by 930 votes": a count, no clock time
        tense = direction_at(text, start, end)  # "since Christmas" looks back there too
        try:
            span = _entity_span(entity, surface, start, end, ref.date(), text, tense)
        except (ValueError, OverflowError):  # beyond the calendar: the rules keep it unresolved
            continue
        if span is not None and _NUMERIC.fullmatch(core) and _far(span, ref.date()):
            continue  # "04-1234" read as April 1234
        if span is not None and _SLASH.fullmatch(core):  # day first where the text says so
            span = _slash_read(span, text, core, end, ref.date(), tense)
        if span is not None and span.grain == "time":
            if _LAP_TIME.search(text[:start]) or _SPLIT_SECONDS.search(core):
                continue  # "ran it in 2:59", "clocked 14:58.20": a length, no clock
            if _BARE_CLOCK.fullmatch(core) and OPENS_SENTENCE.search(text, 0, start):
                continue  # "1:52! Way under two hours": a race time told alone
            if tense == "past":
                span = _clock_before(span, entity, ref)
        if span is not None:
            out.append(_generic_if_habitual(span, text))
    return out


def _clock_before(span: Span, entity: dict[str, Any], ref: datetime) -> Span:
    """A bare clock time told in the past ("I woke up at 6am", said at 6 pm) is the last one
    at or before the reference: Duckling gives the next one (tomorrow's). A clock on a named
    day ("Wednesday at 6am": its readings a week apart) was moved back by its cycle already."""
    value = entity.get("value") or {}
    if value.get("type") != "value" or not isinstance(value.get("value"), str):
        return span
    if _cycle_days(value) != 1:
        return span
    # Duckling reads the speaker's wall clock as UTC (:func:`wall_timestamp`): compare wall
    # clocks ("the earthquake struck at 1:47 a.m.", said at 9:00 +08:00, is that morning)
    moment = datetime.fromisoformat(value["value"]).replace(tzinfo=None)
    wall = ref.replace(tzinfo=None)
    while moment > wall:
        moment -= timedelta(days=1)
    return replace(span, interval=(moment.date(), moment.date()))


def _entity_span(
    entity: dict[str, Any], surface: str, start: int, end: int, ref: date, text: str, tense: Tense
) -> Span | None:
    if entity.get("dim") == "duration":
        return _duration(entity.get("value") or {}, surface, start, end, ref, text)
    return _to_span(entity, surface, start, end, ref, tense)


def _generic_if_habitual(span: Span, text: str) -> Span:
    """A holiday or day Duckling dates in a habitual clause ("we always eat turkey at
    Thanksgiving") names no one date: generic, undated. A written year keeps it dated."""
    if span.grain in ("duration", "time") or re.search(r"\d{4}", span.surface):
        return span
    if _POINT.match(span.surface):  # "since Christmas" is one point, whatever the clause
        return span
    if not is_habitual(text, span.start, span.end):
        return span
    return replace(span, interval=None, generic=True, confidence=0.6)


def _to_span(
    entity: dict[str, Any], surface: str, start: int, end: int, ref: date, tense: Tense
) -> Span | None:
    value = entity.get("value") or {}
    resolved = _time_interval(value)
    if resolved is None:
        return None
    interval, grain = resolved
    if grain == "time" and not _CLOCK.search(surface):
        cut = _BARE_HOUR.search(surface)  # "3/15 at 2": the date, not a clock we cannot read
        if cut is None or not _DATE_PART.search(surface, 0, cut.start()):
            return None
        surface, end, grain = surface[: cut.start()], start + cut.start(), "day"
    if re.fullmatch(r"\W*\d{4}\W*", surface) or not _DAY_WORDS.search(surface):
        return None
    if tense == "past" and interval[0] > ref:
        interval = _move_back(interval, value, ref, surface)
    return Span(start, end, surface, interval, grain, 0.75, "duckling")


def _day(iso: str) -> date:
    return datetime.fromisoformat(iso).date()


def _time_interval(value: dict[str, Any]) -> tuple[Interval, Grain] | None:
    if value.get("type") == "value" and isinstance(value.get("value"), str):
        return _grain_interval(_day(value["value"]), str(value.get("grain", "day")))
    frm, to = value.get("from"), value.get("to")
    if not frm:
        return None
    first = _day(frm["value"])
    if not to:
        return _grain_interval(first, str(frm.get("grain", "day")))
    last_moment = datetime.fromisoformat(to["value"]) - timedelta(seconds=1)
    last = last_moment.date()
    if to.get("grain") != "hour" and frm.get("grain") == to.get("grain"):
        last = _grain_interval(_day(to["value"]), str(to["grain"]))[0][0] - timedelta(days=1)
    if first.weekday() == 4 and frm.get("grain") == "hour" and (last - first).days == 2:
        return ((first + timedelta(days=1), last), "week")  # a weekend: Saturday–Sunday
    if frm.get("grain") in ("hour", "minute") and (last - first).days < 1:
        return ((first, first), "time")  # "in the morning", "after work"
    grain: Grain = "month" if frm.get("grain") in ("month", "quarter") else "day"
    if (last - first).days > 80 and frm.get("grain") == "day":
        grain = "season"
    return ((first, max(first, last)), grain)


def _grain_interval(day: date, grain: str) -> tuple[Interval, Grain]:
    if grain in ("second", "minute", "hour"):
        return ((day, day), "time")
    if grain == "week":
        return (week_of(day), "week")
    if grain == "month":
        return (month_interval(day.year, day.month), "month")
    if grain == "quarter":
        return ((day, month_interval(*_ym(add_months(day, 2)))[1]), "month")
    if grain == "year":
        return (year_interval(day.year), "year")
    return ((day, day), "day")


def _ym(day: date) -> tuple[int, int]:
    return (day.year, day.month)


def _move_back(interval: Interval, value: dict[str, Any], ref: date, surface: str) -> Interval:
    """Step a forward-leaning reading back by its cycle (the gap between Duckling's
    alternative values) until it is not after the reference; yearly events (holidays) are
    parsed again against the reference a year earlier."""
    gap = _cycle_days(value)
    if gap is None:
        return interval
    if gap > 300:
        return _year_earlier(interval, surface, ref)
    start, end = interval
    for _ in range(4):
        if start <= ref:
            break
        if gap in (7, 14):
            start, end = start - timedelta(days=gap), end - timedelta(days=gap)
        elif 28 <= gap <= 31:
            start, end = add_months(start, -1), add_months(end, -1)
        else:
            break
    return (start, end)


def _cycle_days(value: dict[str, Any]) -> int | None:
    """Days between Duckling's first two alternative readings: 1 for a bare clock time, 7 for
    a weekday, about 365 for a holiday; None with fewer than two."""
    days = [d for v in value.get("values", []) if (d := _first_day(v)) is not None]
    return (days[1] - days[0]).days if len(days) >= 2 else None


def _first_day(value: dict[str, Any]) -> date | None:
    """The first day of one of Duckling's alternative readings (a value or an interval)."""
    if value.get("type") == "value" and isinstance(value.get("value"), str):
        return _day(value["value"])
    frm = value.get("from")
    return _day(frm["value"]) if isinstance(frm, dict) and "value" in frm else None


def _year_earlier(interval: Interval, surface: str, ref: date) -> Interval:
    earlier = datetime(ref.year - 1, ref.month, min(ref.day, 28), 12, tzinfo=UTC)
    for entity in _parse(surface, earlier):
        resolved = (
            _time_interval(entity.get("value") or {}) if entity.get("dim") == "time" else None
        )
        if resolved and resolved[0][0] <= ref:
            return resolved[0]
    return (add_months(interval[0], -12), add_months(interval[1], -12))


def _duration(
    value: dict[str, Any], surface: str, start: int, end: int, ref: date, text: str
) -> Span | None:
    """A length; dated from its start only when it runs up to now ("have been … for 18
    months"), see :func:`swcmem.temporal.direction.ends_now`."""
    unit = str(value.get("unit", ""))
    if unit not in _UNIT_DAYS or re.match(r"(?:an?|one)\s(?!few|couple)", surface, re.IGNORECASE):
        return None
    length = float((value.get("normalized") or {}).get("value", 0)) / 86400
    if not ends_now(text, start, end):
        return Span(start, end, surface, None, "duration", 0.5, "duckling", length)
    count = _vague_count(surface)
    if count is not None:  # "a few days": from four to two days back
        far, near = _began(ref, unit, count[1]), _began(ref, unit, count[0])
        return Span(start, end, surface, (far[0], near[1]), "duration", 0.4, "duckling", length)
    began = _began(ref, unit, int(value.get("value", 0)))
    return Span(start, end, surface, began, "duration", 0.5, "duckling", length)


def _vague_count(surface: str) -> tuple[int, int] | None:
    m = re.match(
        r"(?:about\s+|around\s+)?(a few|few|a couple of|a couple|couple of|several)\b",
        surface,
        re.I,
    )
    return number_range(m.group(1)) if m else None


def _began(ref: date, unit: str, n: int) -> Interval:
    if unit == "day":
        d = ref - timedelta(days=n)
        return (d, d)
    if unit == "week":
        return week_of(ref - timedelta(weeks=n))
    if unit == "month":
        d = add_months(ref, -n)
        return month_interval(d.year, d.month)
    return year_interval(ref.year - n)
