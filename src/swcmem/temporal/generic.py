"""Generic and habitual time: expressions that name a kind of time, not one time.

"every Monday", "each summer", "every other week", "once a month", "twice a year",
"on weekends", "Sundays are for resting", "winters here", "mornings", "on a Tuesday" (also
"a Monday", "on a Tuesday in early May": which one is not said; the month is read apart),
"after a (long) day at work", "after school" are kept as anchors flagged ``generic``: they have
no dates and are never offered as the answer to a "when" question. The other rules ask
:func:`is_habitual` whether a modifier-less expression ("in the summer", "on Saturday") sits in
a habitual clause ("we usually go there in the summer"), which makes it generic too.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.model import Grain
from swcmem.temporal.calendar import month_number
from swcmem.temporal.cues import Tense
from swcmem.temporal.markers import read_tokens
from swcmem.temporal.patterns import NUMBER, WEEKDAYS, compile_rx, word_set
from swcmem.temporal.span import Hit, Rule

_HABITUAL = re.compile(
    r"\b(?:usually|(?<!\bcan\s)(?<!\bcould\s)always|often|generally"
    r"|typically|normally|sometimes|rarely|seldom"
    r"|whenever|especially|mostly(?!\s+(?:thanks|because|due|from))|tends? to|used to"
    r"|traditionally|customarily|habitually)\b"
    r"(?!\s*[$£€\d])",  # not "normally $89"; not "mostly thanks to the commute": a cause
    re.IGNORECASE,
)
_WINDOW = 80
_SINCE = re.compile(r"(?:ever\s+)?since\b", re.IGNORECASE)
_SINCE_BEFORE = re.compile(r"\bsince\s+(?:the\s+)?$", re.IGNORECASE)
# a new clause with its own subject: a habit told there is not the expression's
# ("every day since we arrived on Saturday", "every night since the team signed up on
# Monday": the "since" clause tells one time)
_NEW_CLAUSE = re.compile(
    r";\s*|,\s*(?=but\s)|,\s*(?=(?:and\s+|so\s+)?(?:we|i|he|she|they|you|it|there)\b)"
    r"|\bsince\s+(?=(?:we|i|he|she|they|you|the|my|our|his|her|their|your)\s)",
    re.I,
)
# a relative clause closed before the expression tells its own habit: "The broker, which
# closes its books every month, said Tuesday ..." (Tuesday is one day)
_AS_BEFORE = re.compile(r"\s*,\s*(?:just\s+)?as\s+(?:we|i|he|she|they|you|it)\b", re.I)
_COMMA_ON = re.compile(r"\s*[,;]")
_AND_SUBJECT = re.compile(r",?\s+and\s+(?:we|i|he|she|they)\s", re.IGNORECASE)
_VERB_JOINED = re.compile(r"\s+and\s+(?:will|would|then|also|is|are|was|were)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?]+\s+(?=[A-Z])")
_RELATIVE = re.compile(r",\s*(?:which|who|whose)\b[^,;]*,", re.IGNORECASE)
_JOINED = re.compile(r"[,;]\s*(?:but|and|so)\s", re.I)  # ", so I'll ...": a clause joined on
# "every", "each", "most", "per" make a habit only of time ("each week", "most Sundays",
# "per day", "most of the time", "every other morning"), not of people or money ("most
# analysts said on Friday", "50 cents per share", "each of the defendants")
# ("most of the weekend" is a part of one weekend: "most of the" a habit only of "time")
_QUANTIFIER = (
    r"\b(?:(?:every|each|per)\s+(?:(?:other|single|of\s+the|of\s+our)\s+)?"
    r"|most\s+(?:(?:of\s+the|of\s+our)\s+(?=times?\b))?)"
)
_QUANTIFIER_END = re.compile(rf"{_QUANTIFIER}$", re.IGNORECASE)
_KINDS = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|week|month|year"
    r"|day|morning|afternoon|evening|night|summer|winter|spring|fall|autumn|season|holiday"
    r"|quarter|decade|christmas|easter|thanksgiving|halloween|birthday|anniversary|new\s+year"
    r"|january|february|march|april|may|june|july|august|september|october|november|december"
)
_QUANTIFIED_TIME = re.compile(
    rf"{_QUANTIFIER}(?:(?:{_KINDS})s?|times?|weeknights?)\b", re.IGNORECASE
)
_GRAINS: dict[str, Grain] = {
    "week": "week",
    "weekend": "week",
    "month": "month",
    "quarter": "month",
    "year": "year",
    "decade": "year",
    "summer": "season",
    "winter": "season",
    "spring": "season",
    "fall": "season",
    "autumn": "season",
    "season": "season",
}


def is_habitual(text: str, start: int, end: int) -> bool:
    """True when a habitual word ("usually", "every", "especially", "used to") is near the
    expression at ``text[start:end]`` in its sentence. A habit's start ("going in most
    mornings since May") is one time, never generic."""
    if _SINCE.match(text, start) or _SINCE_BEFORE.search(text, max(0, start - 12), start):
        return False
    before, after = _around(text, start, end)
    starts = [m.end() for m in _NEW_CLAUSE.finditer(before)]
    before = before[starts[-1] :] if starts else before
    after = _VERB_JOINED.split(after, maxsplit=1)[0]  # "opens Saturday and will then run every
    # Tuesday": the habit is the second verb's
    cut = _NEW_CLAUSE.search(after)  # "Halloween's next Saturday, we always dress up"
    joined = cut is not None and _JOINED.match(after, cut.start()) is not None
    if cut and (after[: cut.start()].strip() or joined):  # not "In the summer, we always go"
        after = after[: cut.start()]
    if _COMMA_ON.match(after) and "past" in read_tokens(before).kinds:
        after = ""  # "Started learning guitar in March, 20 min every day": one event, the
        # habit is what follows the comma
    joined_on = _AND_SUBJECT.search(after)
    if joined_on and "past" in read_tokens(before).kinds:
        after = after[: joined_on.start()]  # "started on it in early May and we work on it
        # every weekend": one event, the habit is the second clause's
    if _AS_BEFORE.match(after) and "past" in read_tokens(before).kinds:
        after = ""  # "laid a wreath on Memorial Day, as he has done every year": the habit is
        # the comparison's (not "We go to the lake on Memorial Day, as we do every year")
    window = before + " " + after
    if _HABITUAL.search(window) or _QUANTIFIED_TIME.search(window):
        return True
    return _QUANTIFIER_END.search(before) is not None  # "every" + the expression


_YEARLY = re.compile(
    r"\b(?:(?:every|each)\s+year|annually|yearly|always|usually|traditionally)\b", re.IGNORECASE
)


def _around(text: str, start: int, end: int) -> tuple[str, str]:
    """The words read before and after ``text[start:end]`` for a habit: a relative clause
    closed before it left out ("X, which closes its books every month, said Tuesday ..."),
    and only its own sentence after it."""
    wide = _RELATIVE.sub(lambda r: " " * len(r.group()), text[max(0, start - 3 * _WINDOW) : start])
    after = _SENTENCE_END.split(text[end : end + _WINDOW // 2], maxsplit=1)[0]
    return wide[-_WINDOW:], after


def is_yearly(text: str, start: int, end: int) -> bool:
    """True when a date without a year is told as a yearly habit ("every year on March 20",
    "we always celebrate on the 4th of July"): which year's is not said."""
    before, after = _around(text, start, end)
    if re.search(r"\bevery\s+$", before, re.IGNORECASE):
        return True
    return _YEARLY.search(before + " " + after) is not None


def _grain(word: str) -> Grain:
    key = word.lower().rstrip("s") if word.lower() != "days" else "day"
    return "month" if month_number(word) else _GRAINS.get(key, "day")


def _generic(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    return Hit(None, _grain(m["kind"]), 0.6, generic=True)


def _after_a_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "after a day at work", "after a long day": a routine. A bare "after a day" (one day
    later) is left to the other rules."""
    if not (m["adj"] or m["where"] or m["kind"].lower() == "shift"):
        return None
    return _generic(m, ref, tense)


RULES: tuple[Rule, ...] = (
    Rule(
        "every",
        compile_rx(
            rf"(?:every|each)\s+(?:other\s+|single\s+|(?:{NUMBER})\s+)?(?P<kind>{_KINDS})s?"
            r"(?:\s+(?:morning|afternoon|evening|night))?"
        ),
        _generic,
        word_set("every each"),
    ),
    Rule(
        "frequency",
        compile_rx(
            r"(?:once|twice|(?:one|two|three|four|five|six|several|a\s+few|many)\s+times)"
            rf"\s+(?:a|an|per|every)\s+(?P<kind>{_KINDS})"
        ),
        _generic,
        word_set("once twice times"),
    ),
    Rule(
        "plural_days",
        compile_rx(
            r"(?:(?:on|most|some|many|all|during|over|at)\s+)?(?:(?:the|my|our)\s+)?"
            r"(?P<kind>mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends"
            r"|weekdays|winters|summers|autumns)"
        ),
        _generic,
        word_set(
            "mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends weekdays winters summers autumns"
        ),
    ),
    Rule(
        "any_day",
        compile_rx(
            r"(?<!\bonce\s)(?<!\btwice\s)(?<!\btimes\s)(?:on\s+)?(?:a|any)\s+"
            r"(?P<kind>monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)"
            r"(?:\s+(?:morning|afternoon|evening|night))?(?!\s+deadline)"  # "face a Friday deadline"
        ),
        _generic,
        WEEKDAYS | word_set("weekday weekend"),
    ),
    Rule(
        "after_a_day",
        compile_rx(
            r"after\s+(?:a|an|the)\s+(?:(?P<adj>long|hard|busy|tough|full|rough|whole|big)\s+)?"
            r"(?P<kind>day|week|shift|night)(?P<where>\s+(?:at|of|in|on)\s+(?:the\s+)?[a-z]+)?"
        ),
        _after_a_day,
        word_set("after"),
    ),
)
