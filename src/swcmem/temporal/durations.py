"""Rules for lengths of time: "for ten years", "been 3 months", "after 3 years", "the past
few weeks", "5 years old".

A duration keeps its length (``duration_days``) and has no dates unless the text ties it to the
moment of speaking: "for the past ten years", "over the past year" (not the last calendar
year), "I have been baking for 3 years (now)", "we've lived here a year now", "she's lived
in that flat 30 years", "it's been two weeks", "she is 5 years old" are dated from their start (the period that long before
the reference) up to now; "used to work there for ten years" stays a bare length.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.temporal.counted import AND_A_HALF, half_count, half_shift
from swcmem.temporal.cues import Tense
from swcmem.temporal.direction import ends_now, has_perfect
from swcmem.temporal.patterns import NUMBER, UNITS, compile_rx, number_range, word_set
from swcmem.temporal.relative import (
    APPROX,
    UNIT_DAYS,
    shift_unit,
    span_of,
    unit_grain,
    unit_of,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_UNITS = r"(?:day|week|fortnight|month|year|decade)"
_PRESENT = re.compile(r"\b(?:is|am|are|'m|’m|'re|’re|'s|’s|turns|turning)\s+$", re.IGNORECASE)


def _length(m: re.Match[str]) -> tuple[str, tuple[int, int], float] | None:
    count = number_range(m["num"] or "a")
    if count is None:
        return None
    unit = unit_of(m["unit"])
    if unit == "fortnight":  # "it's been a fortnight": two weeks
        unit, count = "week", (2 * count[0], 2 * count[1])
    return unit, count, count[0] * UNIT_DAYS[unit]


def _started(ref: date | None, unit: str, count: tuple[int, int], anchored: bool) -> Hit:
    """A duration: dated by the period it started in when ``anchored`` and a reference exists."""
    length = count[0] * UNIT_DAYS[unit]
    if not anchored or ref is None:
        return Hit(None, "duration", 0.5, length)
    return Hit(span_of(ref, unit, *count, -1), "duration", 0.6, length)


def _duration(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "for ten years", "been 3 months": anchored only by a present perfect or "now"."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    return _started(_short_of(m, ref, unit), unit, count, ends_now(m.string, m.start(), m.end()))


def _period_length(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "for the nine months", "the three years we lived there": a length, never dated; up
    to now when a present perfect tells it ("in the twenty-six years I've had the place")."""
    found = _length(m)
    reaches_now = _PERFECT_AFTER.match(m.string, m.end()) is not None
    return None if found is None else _started(ref, found[0], found[1], reaches_now)


_PERFECT_AFTER = re.compile(
    r"\s+(?:that\s+)?(?:i|we|you|he|she|they)(?:['’]ve|['’]s|\s+have|\s+has)\s+(?!to\b)",
    re.IGNORECASE,
)


def _been(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "it's been two weeks", "I've been 3 years sober": up to now, unless "had been"."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    past_perfect = re.search(r"\bhad\s+$", m.string[max(0, m.start() - 10) : m.start()])
    return _started(ref, unit, count, not past_perfect)


def _since_clause(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "five years since we opened the doors": up to now, as "it's been five years" (not
    "it had been two weeks since": told from a past moment)."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    told_from_past = _HAD_BEEN.search(m.string, max(0, m.start() - 16), m.start())
    return _started(ref, unit, count, not told_from_past)


_HAD_BEEN = re.compile(r"\b(?:had|'d|’d)\s+(?:been\s+)?$")


def _age(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "is 5 years old" dates the birth; "was 5 years old" does not; "(they're) four weeks
    old today" dates it to the day."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    said = m.string[max(0, m.start() - 12) : m.start()]
    present = _PRESENT.search(said) is not None or (m["today"] and _OPENS.search(said))
    if m["today"] and present and ref is not None and unit in ("week", "day"):
        born = ref - timedelta(days=count[0] * UNIT_DAYS[unit])  # "four weeks old today"
        return Hit((born, born), "day", 0.6, count[0] * UNIT_DAYS[unit])
    return _started(ref, unit, count, bool(present))


# a leaving after the time spent: "my last day at the company after 7 years", "retiring
# next month after 31 years"
_LEAVING = re.compile(
    r"\b(?:last\s+(?:day|shift|week|game|match|show)|retir\w*|leaving|quit\w*|farewell"
    r"|step(?:ping)?\s+down|moving\s+on)\b[^.;!?]*$",
    re.IGNORECASE,
)


def _after_n(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "left my job after 3 years" is a length; "after two weeks" in a future clause a date
    that far ahead, unless the time is told as spent somewhere ("will retire after 31 years
    with the bank", "after 100 years in business", "after two days of talks": a length)."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    spent = m["spent"] or _LEAVING.search(m.string, max(0, m.start() - 60), m.start())
    if tense == "future" and ref is not None and not spent:
        return Hit(span_of(ref, unit, *count, 1), unit_grain(unit), 0.6)
    return _started(ref, unit, count, ends_now(m.string, m.start(), m.end()))


def _recent(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the last few days", "for the past ten years": from that far back up to now."""
    found = _length(m)
    if found is None:
        return None
    unit, count, _ = found
    if ref is None:
        return UNRESOLVED
    if unit in ("month", "year", "decade"):
        return _started(ref, unit, count, True)
    start = shift_unit(ref, unit, -count[1])[0]
    return Hit((start, ref - timedelta(days=1)), unit_grain(unit), 0.6)


def _half_length(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "for a year and a half", "been two and a half years": a length, dated from its start
    when it runs up to now ("I've worked there for a year and a half")."""
    found = half_count(m)
    if found is None:
        return None
    unit, count = found
    length = count * UNIT_DAYS[unit]
    up_to_now = m["verb"] is not None or ends_now(m.string, m.start(), m.end())
    if ref is None or not up_to_now:
        return Hit(None, "duration", 0.5, length)
    interval, _ = half_shift(ref, unit, count, -1)
    return Hit(interval, "duration", 0.6, length)


def _length_now(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "we've lived here a year now", "she's worked there a decade now": a length without
    "for", told up to now by a perfect before it or after it ("six years I've had him now");
    or by the state it names ("three years retired now", "two years sober now", "two years in
    now", "three years with them now")."""
    found = _length(m)
    if found is None or not (m["state"] or m["had"] or has_perfect(m.string, m.start())):
        return None
    unit, count, _ = found
    return _started(_short_of(m, ref, unit), unit, count, True)


def _length_held(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "she's lived in this house 41 years", "Four years I've had that plot", "Nine years
    together, ...": a length without "for" or "now", held up to now by a perfect of a verb
    of keeping or doing (before it, or right after a length that opens its sentence), or by
    a state of two people that opens the sentence."""
    found = _length(m)
    if found is None or not _CLAUSE_END.match(m.string, m.end()):
        return None
    said = m.string[max(0, m.start() - 60) : m.start()]
    opens = _OPENS.search(said) is not None
    unit, count, _ = found
    pair = m["pair"] and unit in ("month", "year", "decade")  # not "two weeks together"
    held = _HELD_BEFORE.search(said) or (
        opens and (_PERFECT_AFTER.match(m.string, m.end()) or pair)
    )
    if not held:
        return None
    return _started(_short_of(m, ref, unit), unit, count, True)


# a verb of keeping or doing in a present perfect, in the same clause before the length
_HELD_BEFORE = re.compile(
    r"(?:['’]ve|['’]s|\bhave|\bhas)\s+(?:been\s+(?:living|working|keeping|running|doing|playing"
    r"|teaching|riding|driving|coming|going|volunteering)|lived|had|kept|known|worked|owned"
    r"|run|taught|played|driven|volunteered|rented|coached|managed|ridden)\b[^,.;!?:]*$",
    re.IGNORECASE,
)
_OPENS = re.compile(r"(?:^|[.!?]\s+|\n)\W*$")
_CLAUSE_END = re.compile(
    r"(?:\s+(?:together|married))?(?:\s*[,.!;?:]|\s*$|\s+(?:and|but|now|i|we|you|he|she|they)\b)",
    re.IGNORECASE,
)


def _short_of(m: re.Match[str], ref: date | None, unit: str) -> date | None:
    """The reference a length told as a little short of its count runs back from ("for
    almost a year now", "just under a year now": it began a little later than a year ago)."""
    said = m.string[max(0, m.start() - 16) : m.start()]
    if ref is None or not (_SHORT_OF.search(said) or _SHORT_START.search(m.group())):
        return ref
    return ref + timedelta(days=UNIT_DAYS[unit] / 12)


_SHORT_START = re.compile(r"^(?:for\s+)?(?:almost|nearly)\s", re.IGNORECASE)
_SHORT_OF = re.compile(
    r"\b(?:just\s+under|under|almost|nearly|not\s+quite|just\s+shy\s+of)\s+$", re.IGNORECASE
)


# a state one has been in for a length, up to now: "three years retired now"
_STATES = (
    r"retired|married|sober|clean|divorced|together|engaged|qualified|vegan|vegetarian"
    r"|single|widowed|smoke-free|cancer-free|debt-free"
)

RULES: tuple[Rule, ...] = (
    Rule(
        "after_n",
        compile_rx(
            rf"after\s+{APPROX}(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s?)"
            r"(?!\s+(?:ago|later|from)\b)"
            r"(?=\s+(?P<spent>with|in|at(?!\s+\d)|as|of|together|behind|abroad|away|off)\b)?"
        ),
        _after_n,
        word_set("after"),
    ),
    Rule(
        "recent",
        compile_rx(
            rf"(?:for\s+)?(?:the\s+)?(?:last|past)\s+(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s)"
        ),
        _recent,
        word_set("last past"),
    ),
    Rule(
        "recent_one",  # "over the past year": a length up to now, not last calendar year
        compile_rx(
            r"(?:(?:for|over|in|during|within)\s+)?the\s+past\s+(?P<num>)"
            r"(?P<unit>month|year|decade)(?![a-z'’])"
        ),
        _recent,
        word_set("past"),
    ),
    Rule(
        "half_length",
        compile_rx(rf"(?:for|(?P<verb>been))\s+{APPROX}{AND_A_HALF}(?!\s+(?:ago|back|old))"),
        _half_length,
        word_set("half"),
    ),
    Rule(
        "the_period",  # "profit for the nine months": a length the report covers
        compile_rx(
            rf"the\s+(?:first\s+)?(?P<num>{NUMBER})\s+(?P<unit>(?:week|month|year)s)"
            r"(?!\s+(?:ago|before|after|later|earlier|since|of|from|to|until)\b)"
        ),
        _period_length,
        word_set("weeks months years"),
    ),
    Rule(
        "duration",
        compile_rx(rf"for\s+{APPROX}(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s?)"),
        _duration,
        UNITS,
    ),
    Rule(
        "been",
        compile_rx(
            r"been\s+(?:(?!for\b|to\b|in\b|on\b|at\b|with\b|about\b|like\b|over\b|an?\b|the\b)"
            r"[a-z]+\s+)?"
            rf"{APPROX}(?P<core>(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s?))"
            r"(?!\s+(?:ago|back|old))"
        ),
        _been,
        word_set("been"),
    ),
    Rule(
        "length_since",  # "five years since we opened the doors"
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s?)(?=\s+since\s+(?:i|we|he|she"
            r"|they|you|my|our|his|her|their|your|the)\s)"
        ),
        _since_clause,
        word_set("since"),
    ),
    Rule(
        "length_now",
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER}|an?)\s+(?P<unit>{_UNITS}s?)"
            rf"(?:\s+(?P<state>{_STATES}|with\s+(?:them|him|her|us|the\s+\w+))"
            # "six years I've had him now": the perfect after the length
            r"|(?P<had>\s+(?:i|we|you|he|she|they)(?:['’]ve|\s+have|['’]s|\s+has)(?:\s+\w+){1,3}?))?"
            r"(?=\s+now\b)"
        ),
        _length_now,
        word_set("now"),
    ),
    Rule(
        "length_in",
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER}|an?)\s+(?P<unit>{_UNITS}s?)\s+(?P<state>in)\b"
            r"(?=\s+now\b|\s*[,.!;]|\s*$|\s+and\s)"
        ),
        _length_now,  # "two years in now", "I'm six months in and loving it"
        word_set("in"),
    ),
    Rule(
        "length_held",
        compile_rx(
            rf"{APPROX}(?P<num>{NUMBER})\s+(?P<unit>{_UNITS}s?)(?P<pair>\s+(?:together|married))?"
            r"(?!\s+(?:ago|back|old|later|before|after|of|since|from|to|until|left|in|on|at)\b)"
        ),
        _length_held,
        UNITS,
    ),
    Rule(
        "age",
        compile_rx(
            rf"(?P<num>\d{{1,3}}|{NUMBER})\s+(?P<unit>years?|months?|weeks?|days?)\s+old"
            r"(?P<today>\s+today\b)?"
        ),
        _age,
        word_set("old"),
    ),
)


# "my first open mic in about six years", "the wettest May in 50 years", "haven't seen him in
# three years": a length reaching back to now, no date ahead
_LENGTH_IN = re.compile(
    rf"^in\s+(?:(?:about|around|nearly|almost|over|more\s+than|roughly|some|just)\s+)?"
    rf"(?:{NUMBER}|a|an)(?:\s+and\s+a\s+half)?\s+{_UNITS}s?(?:\s+and\s+a\s+half)?$",
    re.IGNORECASE,
)
_BACK_TO_NOW = re.compile(
    r"\b(?:first|only|best|worst|biggest|largest|longest|highest|lowest|hottest|coldest"
    r"|wettest|driest|warmest|fastest|slowest|strongest|weakest|busiest|quietest|most|least"
    r"|haven['’]t|hasn['’]t|hadn['’]t|have\s+not|has\s+not|had\s+not|never)\b"
    # not "the first payment is due in two weeks": a time ahead
    r"(?![^.;!?,]*\b(?:is|are|will|due|starts|begins|comes|arrives|opens|expires|ends"
    r"|lands|going|gonna)\b)[^.;!?,]*$",
    re.IGNORECASE,
)


def is_length_back(text: str, start: int, end: int) -> bool:
    """ "in about six years" after a superlative, "first", "only", a perfect negation or a
    measured change in its clause: the length up to now ("the first rain in three weeks",
    "down 11 per cent in a month"), not a date ahead."""
    return _LENGTH_IN.match(text[start:end]) is not None and (
        _BACK_TO_NOW.search(text, max(0, start - 80), start) is not None
        or _MEASURED_CHANGE.search(text, max(0, start - 60), start) is not None
    )


# "is down 11 per cent in a month", "gained 240 points in two months": how long it took
_MEASURED_CHANGE = re.compile(
    r"\d[\d,.]*\s*(?:%|per\s*cent|percent|points?|cents?|basis\s+points|bps)(?!\w)[^.;!?,]{0,30}$",
    re.IGNORECASE,
)
