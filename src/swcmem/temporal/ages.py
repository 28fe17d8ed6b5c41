"""Ages and anniversaries told with their day: "we'll be 35 on the 16th of August", "the
bakery turns five this month", "Mum turns 80 next Saturday". The date is the birthday or the
anniversary; the age dates where it began — the birth, the opening — that many years before
it (the 16th of August 1989, January 2016). :func:`origins` adds that as a span of its own
over the age ("be 35", "turns five"), beside the date's span, so that "In which year were
they born?" and "When did the bakery open?" find it.

Only an age of at most 120 right before a dated day, week or month counts; a figure that is
no age ("the score is 3 on Monday") is rare there, and "5 years old" alone is a length up to
now (:mod:`swcmem.temporal.durations`).

A count of years told with the date it falls on dates the start the same way: "it's four
years this month since I started there", "eleven years this March", "35 years married on
the 14th of October", "it'll be ten years in November"; so does an ordinal occasion, "our
45th anniversary" ("Sunday was our 45th anniversary", "it's my 21st on Friday"). Months
count as years do ("four months today since I landed", "six months together today"); weeks
and days only with "since" after the day ("four weeks tomorrow since the operation").

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import timedelta

from swcmem.temporal.calendar import Interval, add_months, month_interval
from swcmem.temporal.patterns import NUMBER, SINCE_AFTER, number_range
from swcmem.temporal.span import Span

_AGE = re.compile(
    rf"(?:\b(?:turn|turns|turned|turning|be|am)|['’](?:m|re)|\b(?:he|she)['’]s)"
    rf"\s+(?P<n>\d{{1,3}}|{NUMBER})"
    r"(?:\s+years?\s+old)?(?:\s+(?:on|in)(?:\s+the)?)?\s+$"  # "turned sixty on the Wednesday"
    # "is", "are", "'s" tell a score or a count as well: an age only with "years old"
    rf"|(?:\b(?:is|are)|['’]s)\s+(?P<m>\d{{1,3}}|{NUMBER})\s+years?\s+old(?:\s+(?:on|in))?\s+$",
    re.IGNORECASE,
)
_DATED_GRAINS = frozenset({"day", "week", "month", "season"})
_MAX_AGE = 120
_GROUP = re.compile(r"\b(?:we|they|there)(?:['’]ll\s+|\s+will\s+|\s+would\s+|['’]d\s+|\s+)?$", re.I)
_GROUP_MIN = 13


def origins(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` and, for each dated day, week or month right after an age, the age's own
    span dated that many years before (see the module doc); spans the age overlaps (its "5
    years old" read as a length) give way to it."""
    return _merged(spans, [a for s in spans if (a := _origin(text, s)) is not None])


def told_ages(text: str, spans: list[Span], asked: str = "") -> list[Span]:
    """``spans`` and, in a talk of ages (``text``, or the question ``asked`` before it, names a
    birthday or an age), the origin of a bare age told as a sentence with its day: "Sixty-five
    on Thursday.", "58 in January, thanks very much" (asked "can I ask your age?")."""
    if _AGE_TALK.search(text) is None and _AGE_TALK.search(asked) is None:
        return spans
    return _merged(spans, [a for s in spans if (a := _bare_origin(text, s)) is not None])


def _merged(spans: list[Span], added: list[Span]) -> list[Span]:
    if not added:
        return spans
    kept = [s for s in spans if not any(s.overlaps(a) for a in added)]
    return sorted(kept + added, key=lambda s: s.start)


_AGE_TALK = re.compile(
    r"\b(?:birthdays?|b-?day|bday|age|how\s+old|years?\s+old|turn(?:s|ed|ing)?|born)\b", re.I
)
# a sentence that is an age and its day: "Sixty-five on Thursday."; "58 in January, thanks"
_BARE_AGE = re.compile(
    rf"(?:^|[.!?]\s+)(?P<yes>(?:yep|yes|yeah|yup|aye)\W+)?(?P<n>\d{{1,3}}|{NUMBER})\s+(?:(?:on|in)\s+)?$",
    re.I,
)  # "yep, 27 on Saturday!" (asked "It's Saturday right?" of a birthday)
_ENDS = re.compile(r"\s*(?:[.!,;]|$)")


def _bare_origin(text: str, span: Span) -> Span | None:
    if span.interval is None or span.generic or span.grain not in _DATED_GRAINS:
        return None
    m = _BARE_AGE.search(text, max(0, span.start - 24), span.start)
    count = _count(m["n"]) if m else None
    if m is None or count is None or _ENDS.match(text, span.end) is None:
        return None
    if m["yes"] and count < _GROUP_MIN:
        return None  # "Yes, 4 on Saturday, all confirmed": a head count as likely
    return _origin_span(text, span, _Count(m.start("n"), m.end("n"), count, state=True))


@dataclass(frozen=True)
class _Count:
    """How many ``unit``s before the dated span something began, told at ``text[start:end]``."""

    start: int
    end: int
    count: int
    unit: str = "year"
    state: bool = False  # a state held that long ("had him eleven years this March"), not an
    # event that long ago ("four years this April since we lost her")

    @property
    def days(self) -> float | None:
        """The length of a state held up to the date, in days (None for an event's date)."""
        per = {"year": 365.25, "month": 30.44, "week": 7.0, "day": 1.0}[self.unit]
        return self.count * per if self.state else None


def _origin(text: str, span: Span) -> Span | None:
    if span.interval is None or span.generic or span.grain not in _DATED_GRAINS | {"year"}:
        return None
    if span.grain == "year":  # "She turns 86 this year": the year she was built (not "She's a
        # 2004!": a year named is no age's)
        told = _age(text, span) if "year" in span.surface.lower() else None
        return None if told is None else _origin_span(text, span, told)
    told = (
        _age(text, span) or _counted(text, span) or _occasion(text, span) or _told_after(text, span)
    )
    return None if told is None else _origin_span(text, span, told)


def _origin_span(text: str, span: Span, told: _Count) -> Span:
    assert span.interval is not None
    return replace(
        span, start=told.start, end=told.end, surface=text[told.start : told.end],
        interval=_before(span.interval, told), source="rule:age_on", confidence=0.7,
        duration_days=told.days,
    )  # fmt: skip


def _age(text: str, span: Span) -> _Count | None:
    """ "turns five this month", "I turned 34 on Sunday", "will be 35 on the 16th"."""
    m = _AGE.search(text, max(0, span.start - 40), span.start)
    count = _count(m["n"] or m["m"]) if m else None
    if m is None or count is None:
        return None
    if count < _GROUP_MIN and _GROUP.search(text, max(0, m.start() - 16), m.start()):
        return None  # "we'll be 4 on Saturday": a head count (twins "will be 35" stay ages)
    old = _OLD.search(text, m.start(), m.end())
    end = old.end() if old else m.end("n" if m["n"] else "m")
    return _Count(m.start(), end, count, state=True)  # alive so long: a start ("born")


def _counted(text: str, span: Span) -> _Count | None:
    """ "four years this month (since ...)", "35 years married on the 14th", "four months
    today since I landed"; weeks and days only with "since" after the day ("two weeks today
    since we dropped you off")."""
    m = _COUNTED.search(text, max(0, span.start - 48), span.start)
    count = _count(m["n"]) if m else None
    if m is None or count is None or _NOT_COUNTED.search(text, max(0, m.start() - 20), m.start()):
        return None
    unit = m["unit"].lower().rstrip("s")
    if unit == "month" and m["n"].lower() in ("a", "an"):
        return None  # "£250 a month from November": a rate
    since = SINCE_AFTER.match(text, span.end) is not None
    if unit in ("week", "day") and not since:
        return None
    if unit == "decade":
        unit, count = "year", count * 10
    return _Count(m.start(), m.end("unit"), count, unit, state=not since)


def _occasion(text: str, span: Span) -> _Count | None:
    """ "our 45th anniversary next week", "Sunday was our 45th anniversary"."""
    m = _NTH_BEFORE.search(text, max(0, span.start - 48), span.start) or _NTH_AFTER.match(
        text, span.end
    )
    count = _count(m["n"]) if m else None
    if m is None or count is None:
        return None
    return _Count(m.start("nth"), m.end("nth"), count, state=True)  # married so long


def _told_after(text: str, span: Span) -> _Count | None:
    """ "our anniversary on Tuesday, five years", "Saturday, she'll be fourteen", "Friday's
    your birthday!! 80!!": the count or the age right after the day of a birthday or an
    anniversary."""
    m = _COUNT_AFTER.match(text, span.end)
    told = next(g for g in ("n", "m", "b", "w") if m[g]) if m else None
    count = _count(m[told]) if m and told else None
    if m is None or told is None or count is None:
        return None
    if told == "n" and not _OCCASION_BEFORE.search(text, max(0, span.start - 40), span.start):
        return None
    return _Count(m.start(told), m.end() if told == "n" else m.end(told), count, state=True)


_COUNT_AFTER = re.compile(
    # "Friday's your birthday!! 80!!"
    rf"['’]s\s+(?:your|my|his|her|our)\s+birthday\W*[!.]\s*(?P<b>\d{{1,3}}|{NUMBER})\s*!"
    rf"|,\s+(?:(?P<n>\d{{1,3}}|{NUMBER})\s+years\b(?!\s+(?:ago|old|later|before|after))"
    rf"|(?:(?:she|he|i|you)(?:['’]ll|\s+will)\s+be|(?:she|he)\s+turns|i\s+turn)\s+"
    rf"(?P<m>\d{{1,3}}|{NUMBER})(?=\s*[.!,;]|\s*$|\s+years?\s+old\b))"
    # the age in the next sentence: "The 3rd of February. I'll be 62.", "Saturday week, the
    # 30th. Her actual birthday, she'll be ninety on the day."
    r"|\W*[.!]\s+(?:(?:her|his|my|your)\s+(?:actual\s+|real\s+)?birthday\s*,\s*)?"
    rf"(?:she|he|i|you)(?:['’]ll|\s+will)\s+be\s+(?P<w>\d{{1,3}}|{NUMBER})"
    r"(?=\s*[.!,;]|\s*$|\s+on\s+the\s+day\b|\s+years?\s+old\b)",
    re.IGNORECASE,
)
_OCCASION_BEFORE = re.compile(r"\b(?:anniversary|birthday)\b[^.!?]*$", re.IGNORECASE)


def _count(number: str) -> int | None:
    found = number_range(number)
    if found is None or found[0] != found[1] or not 0 < found[0] <= _MAX_AGE:
        return None
    return found[0]


def _before(interval: Interval, told: _Count) -> Interval:
    start, end = interval
    if told.unit in ("year", "month"):
        months = told.count * (12 if told.unit == "year" else 1)
        last = add_months(end, -months)
        if end == month_interval(end.year, end.month)[1]:  # a month's end stays one
            last = month_interval(last.year, last.month)[1]
        return add_months(start, -months), last
    days = timedelta(days=told.count * (7 if told.unit == "week" else 1))
    return start - days, end - days


_STATES = (
    r"married|together|qualified|sober|clean|retired|engaged|divorced|here|there|in"
    r"|(?:with|at|in)\s+(?:them|him|her|us|me|you|the\s+[\w-]+|\w+['’]s"
    r"|(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+){0,2})"  # "three years at Hollow Pine this month"
)
# "four years this month", "35 years married on the 14th", "ten years in November"
_COUNTED = re.compile(
    rf"\b(?P<n>\d{{1,3}}|{NUMBER})\s+(?P<unit>years?|decades?|months?|weeks?|days?)"
    rf"(?:\s+(?:{_STATES}))?(?:\s+(?:on|in|come))?\s+$",
    re.IGNORECASE,
)
# a length that is not a count up to the day: "for five years in August", "sentenced to
# five years on Monday", "in two years in March", "the first two weeks in May", "in the 12
# months through March"
_NOT_COUNTED = re.compile(
    r"\b(?:for|to|in|within|of|than|next|last|first|past|every|each|after|over|the|these)\s+"
    r"(?:(?:about|around|nearly|almost|over|roughly|some|just|under)\s+)?$",
    re.IGNORECASE,
)
_OWNER = r"(?:our|my|his|her|their|your|(?-i:[A-Z])\w+['’]s)"
_NTH = r"(?P<nth>(?P<n>\d{1,3})(?:st|nd|rd|th))"
_NTH_BEFORE = re.compile(
    rf"\b{_OWNER}\s+{_NTH}(?:\s+(?:wedding\s+)?(?:anniversary|birthday))?"
    # "Are you coming up for Dad's 70th? It's on the 16th"
    r"(?:\s*[?!.]+\s+(?:it|that)(?=['’]s|\s+is))?"
    r"(?:\s+(?:is|was|will\s+be)|['’]s)?(?:\s+(?:on|in))?\s+$",
    re.IGNORECASE,
)
_NTH_AFTER = re.compile(
    rf"\s+(?:is|was|will\s+be|['’]s)\s+{_OWNER}\s+{_NTH}"
    r"(?:\s+(?:wedding\s+)?(?:anniversary|birthday)|(?=\s*[.!,;]|\s*$))",
    re.IGNORECASE,
)


_OLD = re.compile(r"\byears?\s+old\b", re.IGNORECASE)
