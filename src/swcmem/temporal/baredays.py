"""A day of the month told without its month, read from the dates told before it in the same
text (joined by :mod:`swcmem.temporal.compose`):

* told again after a date with its month, it is that date ("the 6th and 7th of December
  ..., wedding on the 7th"); "on 14 July, not the 7th" and "was July 3rd, but they moved it
  to the 8th" are in July;
* told just after a month ("coming in February? The week of the 17th is school holidays",
  "next month, on the 13th", "It's in March — the weekend of the 9th", "for the October half
  term, the 23rd to the 30th") or after a range ending in a later month ("from December 22 to
  January 4, then back on the 5th"), it is in that month, when its own tense points there.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from swcmem.temporal.antecedents import direction_in_sentence, is_dated, same_sentence
from swcmem.temporal.arrangements import MONTH_WORD
from swcmem.temporal.calendar import add_months, valid_date, week_of, weekend_holding
from swcmem.temporal.patterns import OPENS_SENTENCE
from swcmem.temporal.span import Span

_BARE_DAY_RULES = frozenset(("rule:on_the_nth", "rule:to_the_nth"))
_DAY_NUMBER = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\b")


_NOT_BEFORE = re.compile(r",?\s*not\s+$", re.IGNORECASE)


def _corrected(text: str, prev: Span | None, span: Span, n: int) -> date | None:
    """ "on 14 July, not the 7th": the day corrected is of the same month; "the appointment
    was July 3rd, but they moved it to the 8th": a day a date is moved to, in that date's
    month (or the next one when the day number is smaller)."""
    if prev is None or prev.interval is None or prev.grain != "day" or not is_dated(prev):
        return None
    if not MONTH_WORD.search(prev.surface):
        return None
    first = prev.interval[0]
    if _NOT_BEFORE.fullmatch(text[prev.end : span.start]):
        return valid_date(first.year, first.month, n)
    between = text[prev.end : span.start]
    if len(between) > 80 or "." in between or not _MOVED_TO.search(between):
        return None
    if n < first.day:
        first = add_months(first.replace(day=1), 1)
    return valid_date(first.year, first.month, n)


_MOVED_TO = re.compile(
    r"\b(?:mov|push|postpon|reschedul|shift|bump|chang|delay|put\s+back|brought\s+forward)"
    r"\w*\b[^.]*?\s(?:to|until|till)\s+$",
    re.IGNORECASE,
)


_MONTH_RULES = frozenset(("rule:month",))
_MONTH_REACH = 160  # characters from the month to the day
# a month the text is in ("coming in February?", "We moved in March."), not one that names a
# kind of thing ("all August invoices ... by the 5th", "the bill for January")
_A_FRAME = re.compile(r"(?:in|during|this|next|last|coming|early|mid|late)\b", re.I)


def in_month_told(text: str, spans: list[Span]) -> list[Span]:
    """A bare day told right after a month ("coming in February? The week of the 17th is
    school holidays"; "We moved in March. The movers came on the 3rd"; "April. The 17th to
    the 19th.") is in that month: the month is what the day number is said of."""
    out: list[Span] = []
    for span in spans:
        prev = next((s for s in reversed(out) if is_dated(s)), None)
        numbers = {int(n) for n in _DAY_NUMBER.findall(span.surface)}
        close = prev is not None and prev.interval is not None and is_dated(span)
        close = close and prev is not None and span.start - prev.end <= _MONTH_REACH
        near = close and span.source in _BARE_DAY_RULES and len(numbers) == 1
        if close and prev is not None and _month_days(span) and _frames_day(text, prev, span):
            span = _moved_into(text, span, prev)
        elif near and prev is not None and _paired(text, prev, span, numbers):
            # "I fly out August 14 and back on the 30th": the same month, later in it
            assert prev.interval is not None
            day = valid_date(prev.interval[0].year, prev.interval[0].month, numbers.pop())
            span = replace(span, interval=(day, day)) if day else span
        elif (
            near
            and prev is not None
            and len(numbers) == 1
            and _PAIRED_ON.match(text[prev.end : span.start])
        ):
            span = _after_in_next_month(text, prev, span, next(iter(numbers)))
        elif near and prev is not None and _ends_in_month(prev, numbers):
            # "off from December 22 to January 4, then back at it on the 5th": January's
            assert prev.interval is not None
            last = prev.interval[1]
            month = replace(prev, interval=(last.replace(day=1), last))
            span = _moved_into(text, span, month)
        out.append(span)
    return out


# days told without a month: "on the 9th", "the weekend of the 9th", "the 23rd to the 30th"
_MONTH_DAY_RULES = _BARE_DAY_RULES | {"rule:weekend_of_nth", "rule:nth_range"}


def _month_days(span: Span) -> bool:
    """``span`` names one day number (two for a range of days) and no month."""
    count = len(_DAY_NUMBER.findall(span.surface))
    wanted = 2 if span.source == "rule:nth_range" else 1
    return (
        span.source in _MONTH_DAY_RULES and count == wanted and not MONTH_WORD.search(span.surface)
    )


def _frames_day(text: str, prev: Span, span: Span) -> bool:
    """The month ``prev`` is the one ``span``'s day numbers are said of."""
    return (
        _frames(prev)
        or _apposed(text, prev, span)
        or _named_for(text, prev, span)
        or _month_alone(text, prev, span)
    )


# a month told as a sentence of its own, then the days: "When?" "April. The 17th to the 19th."
_ALONE_AFTER = re.compile(r"\s*[.!:]+\s*")


def _month_alone(text: str, prev: Span, span: Span) -> bool:
    return (
        prev.grain == "month"
        and prev.source in _MONTH_RULES
        and OPENS_SENTENCE.search(text, 0, prev.start) is not None
        and _ALONE_AFTER.fullmatch(text, prev.end, span.start) is not None
    )


# "for the October half term, the 23rd to the 30th": a few words naming what is in the month,
# then the days after a comma or a dash
_NAMED_FOR = re.compile(r"(?:\s+[\w'’-]+){0,3}\s*(?:,|\s[-–—])\s*", re.IGNORECASE)


def _named_for(text: str, prev: Span, span: Span) -> bool:
    return (
        prev.grain == "month"
        and span.surface[:4].lower() == "the "
        and _NAMED_FOR.fullmatch(text, prev.end, span.start) is not None
    )


def _frames(prev: Span) -> bool:
    """A month the text is in: a named one ("in February") or the one before, this or
    after the reference month ("next month, on the 13th")."""
    if prev.grain != "month":
        return False
    if prev.source == _UNIT_RULE:
        return _THIS_MONTH.fullmatch(prev.surface) is not None
    return prev.source in _MONTH_RULES and _A_FRAME.match(prev.surface) is not None


_UNIT_RULE = "rule:unit_mod"
_THIS_MONTH = re.compile(r"(?:this|next|last|the\s+coming)\s+month", re.IGNORECASE)


_YEAR_DIGITS = re.compile(r"\b\d{4}\b")


def _apposed(text: str, prev: Span, span: Span) -> bool:
    """ "married on a Saturday in May 2015, the 23rd": a month of a named year, the day put
    after it with a comma."""
    return (
        prev.grain == "month"
        and _YEAR_DIGITS.search(prev.surface) is not None
        and text[prev.end : span.start].strip() == ","
    )


_PAIRED = re.compile(r"^\s*,?\s*(?:and|then|to|until|till|through|-|–)\b[^.;!?]{0,20}$", re.I)


def _paired(text: str, prev: Span, span: Span, numbers: set[int]) -> bool:
    """A single date naming its month, then "and (back) on the 30th" in the same clause (or
    a bare day, then "and again on": "once on the 1st and again on the 3rd"): a later day of
    that month; or "02/16 instead of the 15th": the day it replaces."""
    assert prev.interval is not None
    if prev.grain != "day" or prev.interval[0] != prev.interval[1]:
        return False
    between = text[prev.end : span.start]
    if _INSTEAD.match(between) and re.search(r"\d", prev.surface):
        return True
    if prev.source in _BARE_DAY_RULES and _AGAIN.match(between):
        return min(numbers) > prev.interval[0].day  # "once on the 1st and again on the 3rd"
    return (
        MONTH_WORD.search(prev.surface) is not None
        and min(numbers) > prev.interval[0].day
        and _PAIRED.match(between) is not None
    )


_AGAIN = re.compile(r"^\s*,?\s*and\s+again\s+(?:on\s+)?$", re.IGNORECASE)


def _after_in_next_month(text: str, prev: Span, span: Span, n: int) -> Span:
    """ "we fly in on the 21st and leave on the 2nd" (the caller has read the "and leave
    on"): a day number told after a later one of a future trip is in the next month."""
    assert prev.interval is not None and span.interval is not None
    first = prev.interval[0]
    if (
        prev.grain != "day"
        or n >= first.day
        or span.interval[0] > first
        or direction_in_sentence(text, prev) != "future"
    ):
        return span
    month = add_months(first.replace(day=1), 1)
    day = valid_date(month.year, month.month, n)
    return span if day is None else replace(span, interval=(day, day))


_PAIRED_ON = re.compile(
    r"^\s*,?\s*(?:and|then)\s+(?:(?:we|i|they|he|she)\s+)?(?:leave|fly\s+back|come\s+back|back"
    r"|return|head\s+home|go\s+home)\w*\s+(?:on\s+)?$",
    re.IGNORECASE,
)


_INSTEAD = re.compile(r"^\s*,?\s*(?:instead\s+of|rather\s+than|not)\s+(?:on\s+)?$", re.IGNORECASE)


def _ends_in_month(prev: Span, numbers: set[int]) -> bool:
    """A range of days naming its month, ending before the day told after it in that month
    (a range only: a single date read wrongly would carry its error on)."""
    assert prev.interval is not None
    return (
        prev.grain == "day"
        and prev.interval[0] != prev.interval[1]
        and MONTH_WORD.search(prev.surface) is not None
        and min(numbers) > prev.interval[1].day
    )


def _moved_into(text: str, span: Span, month: Span) -> Span:
    """The days move into the month only the way their own tense points, or with none in the
    month's sentence ("The hearing is on the 17th" after "the trip in April" stays ahead)."""
    assert month.interval is not None and span.interval is not None
    interval = _in_month(span, month.interval[0])
    if interval is None:
        return span
    ahead = interval[0] > span.interval[1]
    told = direction_in_sentence(text, span)  # with no tense of their own, the days follow
    # a month of their sentence ("It's in March — the weekend of the 9th")
    untold = told == "none" and (
        same_sentence(text, month, span) or _month_alone(text, month, span)
    )
    if told != ("future" if ahead else "past") and not untold:
        return span
    return replace(span, interval=interval)


def _in_month(span: Span, month: date) -> tuple[date, date] | None:
    """The days ``span`` names, in ``month``: a day, the week or weekend of a day, or a
    range of days (ending in the next month when its last number is the smaller)."""
    first, *rest = (int(n) for n in _DAY_NUMBER.findall(span.surface))
    day = valid_date(month.year, month.month, first)
    if day is None:
        return None
    if span.source == "rule:weekend_of_nth":
        return weekend_holding(day)
    if span.grain == "week":
        return week_of(day)
    if not rest:
        return (day, day)
    end_month = month if rest[0] >= first else add_months(month.replace(day=1), 1)
    last = valid_date(end_month.year, end_month.month, rest[0])
    return None if last is None else (day, last)


def same_day_number(text: str, spans: list[Span]) -> list[Span]:
    """A bare day told again after a date with its month names that date: "the 6th and 7th
    of December ..., wedding on the 7th. The haldi will be the morning of the 7th" (all in
    December, whatever the tense of each clause)."""
    named: dict[int, date] = {}
    out: list[Span] = []
    for span in spans:
        numbers = {int(n) for n in _DAY_NUMBER.findall(span.surface)}
        if span.source in _BARE_DAY_RULES and len(numbers) == 1 and is_dated(span):
            n = numbers.pop()
            day = named.get(n) or _corrected(text, out[-1] if out else None, span, n)
            if day is not None:
                span = replace(span, interval=(day, day), grain="day")
        elif is_dated(span) and span.grain == "day" and MONTH_WORD.search(span.surface):
            assert span.interval is not None
            if (span.interval[1] - span.interval[0]).days <= 7:  # "the 6th and 7th of December"
                named |= {d.day: d for d in span.interval if d.day in numbers}
        out.append(span)
    return out
