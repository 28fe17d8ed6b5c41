"""Business periods a text defines: periods told by their last day, and fiscal years.

* "the six months to June 30", "the quarter ended Sept. 30", "the year ending March 31", "the
  24 weeks to June 17", "its fiscal third quarter, which ended Dec. 31": the period up to
  that day ("the nine months to Dec. 31" → 1 April to 31 December). The day keeps its own
  anchor; the period's words get the period: a quarter, half or month at the month grain
  (TIMEX3 "1989-Q3" for a calendar quarter), a count of months or weeks, a week or a year as
  a length that is dated (its TIMEX3 value stays the length, "P9M", as news annotation
  writes it);
* a fiscal year the text defines — "whose fiscal year ends June 30", "fiscal 1985, which
  began Oct. 1", "its fiscal fourth quarter, ended June 30", "the 1991 fiscal year, which
  begins Feb. 1", "the fiscal 1990 deficit, for the year that began Oct. 1", "an April-March
  financial year", "the year ended March 31", "the March 31 end of the fiscal year" — dates
  the text's "fiscal 1989" (the year holding most of its months names it; a tie, the year it
  ends in: "fiscal 1990, which begins Oct. 1" is October 1989 to September 1990, Japan's
  "fiscal 1990" April 1990 to March 1991), "the
  current fiscal year", "its fiscal fourth quarter", "the first half of fiscal 1990" and
  split years ("1986-87": the fiscal year that begins in 1986). Without a definition a
  fiscal year is the calendar year named (and "1986-87" both years).

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import cast

from swcmem.temporal.antecedents import (
    PERIOD_ENDED_RULE,
    add_years,
    direction_in_sentence,
    is_dated,
)
from swcmem.temporal.calendar import Interval, add_months, days_away, month_number
from swcmem.temporal.cues import Tense, sentence_spans
from swcmem.temporal.patterns import MONTH, NUMBER, ORDINALS, WEEKDAY, number_range
from swcmem.temporal.picks import pick_period
from swcmem.temporal.span import Span

_UNIT_MONTHS = {"year": 12, "half": 6, "half-year": 6, "quarter": 3, "month": 1}
_ORDINAL = r"first|second|third|fourth|1st|2nd|3rd|4th"
# the period's words before "ended (to, ending) <day>"
_ENDED = re.compile(
    r"(?P<period>\b(?:the|its|their|his|her|our)\s+(?:(?:latest|current|last|first|fiscal"
    rf"|financial|{_ORDINAL})\s+)*(?:(?P<num>{NUMBER})[\s-]+(?P<nunit>months?|weeks?)"
    r"|(?P<unit>year|half-year|half|quarter|month|week)))"
    r"\s*,?\s+(?:which\s+|that\s+)?(?P<verb>ended|ending|ends|to|through)\s+(?:on\s+)?$",
    re.IGNORECASE,
)
_MONTH_DAY = rf"(?P<mon>{MONTH})\.?\s+(?P<day>\d{{1,2}})"
# how a text says when its fiscal year ends or begins
_FY_ENDS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"\b(?:fiscal|financial|business)\s+years?\s+(?:that\s+|which\s+)?(?:always\s+)?"
        r"(?:has\s+(?:always\s+)?)?(?:ends?|ended|ending|closes|runs\s+to|runs\s+through)\s+"
        rf"(?:on\s+|in\s+)?{_MONTH_DAY}",
        rf"\b{_MONTH_DAY}\s+end\s+of\s+(?:the|its|their)\s+(?:fiscal|financial)\s+year",
        rf"\bthe\s+(?:fiscal\s+|financial\s+)?year\s+(?:ended|ending|to)\s+{_MONTH_DAY}",
        # "fiscal 2003, which ended in March", "fiscal 2031, which ends March 31, 2031"
        rf"\bfiscal\s+(?:year\s+)?(?P<named>[12]\d{{3}})\s*,\s*(?:which|that)\s+(?:ended|ends"
        rf"|ending)\s+(?:on\s+|in\s+)?(?P<mon>{MONTH})(?:\.?\s+\d{{1,2}})?(?:,?\s+(?P<ty>[12]\d{{3}}))?",
        # "which ends its fiscal year Sept. 30"
        r"\b(?:ends|ended|closes|closed)\s+(?:its|their|the)\s+(?:fiscal|financial)\s+year\s+"
        rf"(?:on\s+)?{_MONTH_DAY}",
        # "its fiscal fourth quarter, ended June 30": the year ends with its fourth quarter
        rf"\bfiscal\s+(?P<q>{_ORDINAL})[\s-]+quarter\s*,?\s+(?:which\s+|that\s+"
        r"|the\s+three\s+months\s+)?"  # "its fiscal fourth quarter, the three months ending"
        rf"(?:ended|ends|ending|to)\s+(?:on\s+)?{_MONTH_DAY}",
        # "which closes its books each June 30"
        r"\bclos(?:es|e|ed|ing)\s+(?:its|their|the)\s+books\s+(?:each\s+|every\s+|on\s+)?"
        rf"{_MONTH_DAY}",
    )
)
_FY_WORD = re.compile(r"fiscal|financial|budget|year\s+(?:ended|ending|to)\b", re.IGNORECASE)
_FY_BEGINS = re.compile(
    r"\b(?:(?:fiscal|financial)\s+(?:year\s+)?|budget\s+year\s+"
    # "the 1991 fiscal year, which begins Feb. 1, 1991"
    r"|(?P<named2>[12]\d{3})\s+(?:fiscal|financial|budget)\s+year\s*,\s*)"
    r"(?:(?P<named>[12]\d{3})\s*,?\s*)?"  # "fiscal 1991 begins Oct. 1" too
    r"(?:(?:which|that)\s+)?"
    r"(?:begins|began|starts|started|beginning|starting|runs\s+from)\s+(?:on\s+)?"
    rf"(?:{WEEKDAY},?\s+)?{_MONTH_DAY}(?:,?\s+(?P<ty>[12]\d{{3}}))?",
    re.IGNORECASE,
)
# "the government's fiscal 1990 deficit, for the year that began Oct. 1" (a text that tells
# of a fiscal or budget year: see _FY_WORD)
_YEAR_BEGAN = re.compile(
    rf"\bthe\s+year\s+(?:that|which)\s+(?:began|begins|started|starts)\s+(?:on\s+)?{_MONTH_DAY}",
    re.IGNORECASE,
)
# the fiscal year told by its first day: "the fiscal year that begins July 1"
_BEGINNING = re.compile(
    r"(?P<period>\bthe\s+(?:new\s+|next\s+|current\s+|coming\s+)?(?:fiscal|financial|budget)"
    r"\s+year)\s*,?\s+(?:which\s+|that\s+)?(?:begins|began|beginning|starts|started|starting)"
    rf"\s+(?:on\s+)?(?:{WEEKDAY},?\s+)?$",
    re.IGNORECASE,
)
_FY_SPAN = re.compile(
    rf"\b(?P<first>{MONTH})\s*[-–—]\s*(?:{MONTH})\s+(?:fiscal|financial)\s+year", re.IGNORECASE
)
_FISCAL_BEFORE = re.compile(r"\b(?:fiscal|financial)\s+(?:year\s+)?$|\bFY\s?['’]?$", re.IGNORECASE)
_FISCAL_NAMED = re.compile(r"(?:fiscal|financial)\s+(?:year\s+)?[12]|FY", re.IGNORECASE)
_NAMED_FY = re.compile(r"(?P<y>[12]\d{3})\s+(?:fiscal|financial|budget)\s+year$", re.IGNORECASE)
_SPLIT_YEAR = re.compile(r"(?P<y>[12]\d{3})\s*[-–/]\s*(?:\d{2}|[12]\d{3})\b")
_CURRENT_FY = re.compile(
    r"(?P<mod>this|current|last|previous|prior|next|coming)?\s*(?:fiscal|financial)\s+year$"
    r"|(?:^|\bthe\s+)(?P<mod2>current)\s+year$|^(?P<mod3>this)\s+year$",
    re.IGNORECASE,
)
_RESULTS_AFTER = re.compile(
    r"\s+(?:\w+\s+)?(?:earnings|results|profits?|net|loss|sales|revenues?)\b", re.IGNORECASE
)
_BUDGET = re.compile(r"\b(?:budget|deficit|fiscal|financial\s+year|revenue\s+target)\b", re.I)
_BARE_PART = re.compile(
    rf"(?:in\s+|for\s+)?(?:the|its|their)\s+(?:{_ORDINAL})[\s-]+(?:quarter|half)", re.IGNORECASE
)
_OF_AFTER = re.compile(r"\s+(?:of|in)\b", re.IGNORECASE)
# the economy's figures in the quarter's sentence: its calendar quarter, not the company's
_MACRO = re.compile(r"\b(?:gdp|economy|economic|gross\s+domestic|inflation|unemployment)\b", re.I)


def _own_results(text: str, span: Span) -> bool:
    """The quarter's sentence tells no figure of the economy."""
    lo, hi = next(((a, b) for a, b in sentence_spans(text) if a <= span.start < b), (0, len(text)))
    return not _MACRO.search(text, lo, hi)


_OF_FISCAL = re.compile(rf"(?P<q>{_ORDINAL})[\s-]+(?P<unit>quarter|half)", re.IGNORECASE)


def fiscal_periods(text: str, spans: list[Span], ref: date | None) -> list[Span]:
    """``spans`` with the periods a business text defines dated (see the module doc); a date
    beyond the calendar (year 1 or 9999) leaves them as read, never a crash."""
    try:
        out = [_with_fiscal_words(text, s) for s in _periods_ended(text, spans, ref)]
        cal = fiscal_calendar(text, ref)
        if cal is None:
            return out
        return [_in_fiscal_year(text, s, cal, ref) for s in out]
    except (ValueError, OverflowError):
        return spans


@dataclass(frozen=True, slots=True)
class FiscalCalendar:
    """The fiscal year a text defines: the month it begins in, and whether a year is named
    by the calendar year it ends in (else by the one it begins in)."""

    start_month: int
    by_end: bool


def fiscal_calendar(text: str, ref: date | None) -> FiscalCalendar | None:
    """The fiscal year the text defines, when it does. A year is named by the calendar year
    holding most of its months (a tie: the one it ends in), unless the text names one with
    its end or start ("fiscal 2003, which ended in March", said in May 2003: April 2002 to
    March 2003)."""
    start, named = _defined(text, ref)
    if start is None:
        return None
    return FiscalCalendar(start, named if named is not None else 13 - start <= 6)


def _defined(text: str, ref: date | None) -> tuple[int | None, bool | None]:
    """(start month, named by its end year) as the text tells them."""
    if not _FY_WORD.search(text):
        return None, None  # one test for every text, before the patterns
    for pattern in _FY_ENDS:
        if m := pattern.search(text):
            month = month_number(m["mon"])
            if month is None:
                return None, None
            if quarter := m.groupdict().get("q"):  # the year ends 3 months per later quarter
                month = (month - 1 + 3 * (4 - ORDINALS[quarter.lower()])) % 12 + 1
            return month % 12 + 1, _named_by_end(m, month, ref, ends=True)
    if m := _FY_BEGINS.search(text) or _YEAR_BEGAN.search(text):
        month = month_number(m["mon"])
        return month, _named_by_end(m, month, ref, ends=False) if month else None
    if m := _FY_SPAN.search(text):
        return month_number(m["first"]), None
    return None, None


def _named_by_end(m: re.Match[str], month: int, ref: date | None, *, ends: bool) -> bool | None:
    """Whether the year the definition names ("fiscal 2003, which ended in March") is the one
    its last (first) month falls in; None when it names none."""
    named = m.groupdict().get("named") or m.groupdict().get("named2")
    if not named:
        return None
    told = m.groupdict().get("ty")
    if told:
        year = int(told)
    elif ref is None:
        return None
    elif re.search(r"\b(?:ended|began|started)\b", m.group(), re.IGNORECASE):
        year = ref.year if month <= ref.month else ref.year - 1
    else:
        year = ref.year if month >= ref.month else ref.year + 1
    return (year == int(named)) if ends else (year != int(named))


def fiscal_year(name: int, cal: FiscalCalendar) -> Interval:
    """The fiscal year called ``name`` in the calendar ``cal``."""
    first = name - 1 if cal.by_end and cal.start_month != 1 else name
    start = date(first, cal.start_month, 1)
    return start, add_months(start, 12) - timedelta(days=1)


def _periods_ended(text: str, spans: list[Span], ref: date | None) -> list[Span]:
    out = list(spans)
    for day in spans:
        if not is_dated(day) or day.grain not in ("day", "month") or day.interval is None:
            continue
        if day.grain == "month" and day.interval[0].day != 1:
            continue  # a month's part ("late June") ends no period
        if day.grain == "day" and (
            begun := _BEGINNING.search(text, max(0, day.start - 90), day.start)
        ):
            first = day.interval[0]
            lo, hi = begun.span("period")
            year = (first, add_months(first, 12) - timedelta(days=1))
            period = Span(lo, hi, text[lo:hi], year, "year", 0.8, PERIOD_ENDED_RULE)
            out = [s for s in out if not s.overlaps(period)] + [period]
            continue
        lead = _LEAD.match(day.surface)  # "to June": the span holds its "to"
        at = day.start + (lead.end() if lead else 0)
        m = _ENDED.search(text, max(0, day.start - 80), at)
        months, weeks = _length(m) if m else (0, 0)
        if m is None or not (months or weeks):
            continue
        end = day.interval[1]
        if ref is not None and not _YEAR_TOLD.search(day.surface):
            past = direction_in_sentence(text, day) == "past"
            end = _last_day(end, ref, "ended" if past else m["verb"].lower())
            moved = (end, end) if day.grain == "day" else (end.replace(day=1), end)
            out = [replace(day, interval=moved) if s is day else s for s in out]
        start = add_months(end + timedelta(days=1), -months) - timedelta(weeks=weeks)
        lo, hi = m.span("period")
        calendar = m["unit"] and m["unit"].lower() in ("quarter", "half", "month")
        period = Span(
            lo, hi, text[lo:hi], (start, end), "month" if calendar else "duration", 0.8,
            PERIOD_ENDED_RULE, None if calendar else float((end - start).days + 1),
        )  # fmt: skip
        out = [s for s in out if not s.overlaps(period)] + [period]
    return sorted(out, key=lambda s: s.start)


_LEAD = re.compile(r"(?:to|through|thru)\s+", re.IGNORECASE)
_YEAR_TOLD = re.compile(
    r"\d{4}|['’]\d\d\b|\b(?:next|last|this|coming|past|previous|following)\b", re.IGNORECASE
)  # a year or a modifier told with it: kept as read


def _last_day(told: date, ref: date, verb: str) -> date:
    """A period's year-less last day: one that "ended" is the latest on or before the
    reference, one that "ends" the next on or after it; "to Dec. 31" the one nearest it
    (results for the nine months to Dec. 31 are told in the weeks after)."""
    options = [add_years(told, k) for k in (-1, 0, 1)]  # the end of February kept
    if verb == "ended":
        return max((d for d in options if d <= ref), default=told)
    if verb == "ends":
        return min((d for d in options if d >= ref), default=told)
    return min(options, key=lambda d: abs((d - ref).days))


def _length(m: re.Match[str]) -> tuple[int, int]:
    """(months, weeks) of the period's words."""
    if m["unit"]:
        unit = m["unit"].lower()
        return (0, 1) if unit == "week" else (_UNIT_MONTHS[unit], 0)
    count = number_range(m["num"])
    if count is None or count[0] != count[1]:
        return 0, 0
    return (count[0], 0) if m["nunit"].lower().startswith("month") else (0, count[0])


_FISCAL_AFTER = re.compile(r"\s+(?:fiscal|financial)\s+year\b", re.IGNORECASE)


def _with_fiscal_words(text: str, span: Span) -> Span:
    """A year told as a fiscal one takes the words that say so: "fiscal 1989", "the 1989-90
    fiscal year" (its TIMEX3 value is then "FY1989")."""
    if span.grain != "year" or span.interval is None:
        return span
    if m := _FISCAL_BEFORE.search(text, max(0, span.start - 16), span.start):
        return replace(span, start=m.start(), surface=text[m.start() : span.end])
    if m := _FISCAL_AFTER.match(text, span.end):
        return replace(span, end=m.end(), surface=text[span.start : m.end()])
    return span


def _in_fiscal_year(text: str, span: Span, cal: FiscalCalendar, ref: date | None) -> Span:
    """One span read in the text's fiscal year (unchanged when it names none)."""
    if span.interval is None or span.generic or span.source == PERIOD_ENDED_RULE:
        return span
    surface = span.surface
    if span.grain == "year" and (split := _SPLIT_YEAR.search(surface)):
        first = int(split["y"])
        return _moved(span, fiscal_year(first + (1 if cal.by_end else 0), cal))
    one_year = span.interval[0].year == span.interval[1].year
    if span.grain == "year" and _FISCAL_NAMED.match(surface) and one_year:
        return _moved(span, fiscal_year(span.interval[0].year, cal))
    if span.grain == "year" and (named := _NAMED_FY.search(surface)):  # "the 1991 fiscal year"
        return _moved(span, fiscal_year(int(named["y"]), cal))
    if span.grain == "year" and (m := _CURRENT_FY.search(surface)) and ref is not None:
        if (m["mod2"] or m["mod3"]) and not _BUDGET.search(
            text, max(0, span.start - 80), span.end + 80
        ):
            return span  # "the current year" is the fiscal one only where a budget is told
        return _moved(span, _current(ref, cal, m["mod"]))
    if (m := _OF_FISCAL.search(surface)) and span.grain == "month":
        return _part(text, span, cal, m, ref)
    return span


def _current(ref: date, cal: FiscalCalendar, mod: str | None) -> Interval:
    shift = {"last": -1, "previous": -1, "prior": -1, "next": 1, "coming": 1}
    name = _name_of(ref, cal) + shift.get((mod or "").lower(), 0)
    return fiscal_year(name, cal)


def _name_of(day: date, cal: FiscalCalendar) -> int:
    """The name of the fiscal year holding ``day``."""
    for name in (day.year - 1, day.year, day.year + 1):
        first, last = fiscal_year(name, cal)
        if first <= day <= last:
            return name
    return day.year


def _part(text: str, span: Span, cal: FiscalCalendar, m: re.Match[str], ref: date | None) -> Span:
    """ "fiscal third quarter", "the first half of fiscal 1990": that part of the fiscal year
    (a named year's, else the nearest in the direction of its sentence)."""
    n = ORDINALS[m["q"].lower()]
    months = 3 if m["unit"].lower() == "quarter" else 6
    named = re.search(r"(?:fiscal|FY)\s?['’]?(?P<y>[12]\d{3})", span.surface, re.IGNORECASE)
    fiscal = "fiscal" in text[max(0, span.start - 12) : span.end].lower()
    # a company whose year is not the calendar's tells its own quarters ("whose fiscal year
    # ends June 30, said profit for the fourth quarter rose"; not "the first half of calendar
    # 2030", "the first quarter of next year")
    if cal.start_month != 1 and _BARE_PART.fullmatch(span.surface) and _own_results(text, span):
        fiscal = fiscal or not _OF_AFTER.match(text, span.end)
    if not (named or fiscal) or (months == 6 and n > 2):
        return span

    def part(name: int) -> Interval:
        first = add_months(fiscal_year(name, cal)[0], months * (n - 1))
        return first, add_months(first, months) - timedelta(days=1)

    if named:
        return _moved(span, part(int(named["y"])))
    if ref is None:
        return span
    this = _name_of(ref, cal)
    options = tuple(part(y) for y in (this - 1, this, this + 1))
    tense = cast(Tense, direction_in_sentence(text, span))
    if _RESULTS_AFTER.match(text, span.end):  # "to report fiscal third-quarter earnings":
        ended = [o for o in options if o[1] < ref] if tense == "past" else list(options)
        return _moved(span, min(ended or options, key=lambda o: days_away(o, ref)))  # the one
        # told of (reported: one that has ended)
    ended = [o for o in options if o[1] < ref]
    if tense == "past" and ended:  # "said sales in the first half rose": one that has ended
        return _moved(span, max(ended))
    return _moved(span, pick_period(ref, options, tense))


def _moved(span: Span, interval: Interval) -> Span:
    return replace(span, interval=interval)
