"""Reading a "when" question: what event it asks about, in which words, and what kind of
answer it wants.

* **Kind.** ``when`` ("When did Ana move?", "Which year did ...") wants a date; ``ago`` ("How
  long ago was ...") a date and its distance from now; ``since`` ("How long has Ana had her
  bike?") the date something began and the length up to now; ``between`` ("How many weeks
  passed between the move and the wedding?", "How long did she train before the race?", "How
  long after the race did she rest?") the length between two events, each found on its own
  (with "before"/"after" only answers in that order are paired: ``ordered``); ``length``
  any other length ("How long did the trip take?"), which the index cannot compute (it shows
  evidence, no answer).
* **Grain.** "which year" → ``year``, "what month" → ``month``, "which week" → ``week``, "what
  day/date" → ``day``; otherwise the answer keeps the grain it was said with.
* **Event.** The question without its "when did"-frame, the words the turns are matched on
  (content words minus question words, "mention" — it names the telling, not the event: "When
  did Ana mention her niece?" — and the speakers' names), and the text that is embedded.
* **Period.** A month, season or year the question names restricts the answer ("camping in
  June") and is no event word (the turns are matched on "camping": a plan "for June" would
  match twice); "as of <period>" sets the "now" that lengths are counted to.
* **Tense.** A plan question ("When is Ana going to ...", "will", "planning"; "When was it
  originally scheduled?", "first booked for") prefers dates
  after the turn, a "did" question dates not after it; a ``start`` question ("When did she
  start/begin/get/adopt/join/meet ...", "since when") prefers the start of a length ("for three
  years now").

Pure functions of the question text; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

from swcmem.model import Grain
from swcmem.temporal.calendar import SEASONS, month_interval, month_number
from swcmem.text import content_words, stem

Kind = Literal["when", "ago", "since", "between", "length"]

_QUESTION_STOP = frozenset(
    [
        "when",
        "date",
        "time",
        "day",
        "happen",
        "happened",
        "exactly",
        "approximately",
        "roughly",
        "which",
        "year",
        "years",
        "month",
        "months",
        "week",
        "weeks",
        "days",
        "long",
        "ago",
        "many",
        "passed",
        "take",
        "took",
        "since",
        "mention",
        "mentioned",
    ]
)
_FUTURE = re.compile(
    r"\b(?:is|are|will|going to|plan|plans|planning|planned|intend|intends|scheduled)\b", re.I
)
_PAST = re.compile(r"\b(?:did|was|were|had)\b", re.I)
# a plan asked about in the past ("When was the surgery originally scheduled?", "When had he
# planned to fly?", "first booked for"): the date the plan named, ahead of its telling
_PLAN = re.compile(
    r"\b(?:originally|initially|(?:planned|scheduled|booked|supposed|meant|set|due)\s+(?:to|for)\b"
    r"|(?:was|were)\s+(?:[\w'’]+\s+){0,5}?(?:planned|scheduled|booked|due|supposed|meant)\b)",
    re.I,
)
_PERIOD = re.compile(
    r"\b(january|february|march|april|may|june|july|august|september|october|november"
    r"|december|spring|summer|fall|autumn|winter)\b(?:,?\s*([12]\d{3}))?",
    re.I,
)
_YEAR = re.compile(r"\b([12]\d{3})\b")
_AS_OF = re.compile(r",?\s*\bas of\b[^?]*", re.I)
_GRAIN = (
    (re.compile(r"\b(?:which|what|in which|what)\s+year\b", re.I), "year"),
    (re.compile(r"\b(?:which|what)\s+month\b|\bin which month\b", re.I), "month"),
    (re.compile(r"\b(?:which|what)\s+week\b", re.I), "week"),
    (re.compile(r"\b(?:which|what)\s+(?:day|date)\b", re.I), "day"),
)
_AGO = re.compile(r"\bhow (?:long|many \w+) ago\b", re.I)
_SINCE = re.compile(
    r"^\s*(?:for\s+)?how (?:long|many \w+) (?:has|have|had|is|are)\b(?!.*\b(?:before|after"
    r"|between)\b)|\bsince when\b",
    re.I,
)
_LENGTH = re.compile(r"^\s*(?:after\s+)?how (?:long|many \w+)\b", re.I)
_BETWEEN = re.compile(r"\bbetween\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)\s*\??$", re.I)
_BEFORE_AFTER = re.compile(r"^(?P<a>.+?)\s+(?P<rel>before|after|until)\s+(?P<b>.+?)\s*\??$", re.I)
_LEADING_REL = re.compile(  # "after the wedding did they move" (the frame already cut)
    r"^(?P<rel>before|after)\s+(?P<b>.+?)\s+(?:did|was|were|had|has|have|does|do|is|are)\s+"
    r"(?P<a>.+?)\s*\??$",
    re.I,
)
_FRAME = re.compile(
    r"^\s*(?:(?:in|on|during|at)\s+)?(?:when|which|what|how)\b(?:\s+(?:long|many \w+|year|month"
    r"|week|day|date|time))?(?:\s+ago)?(?:\s+(?:did|does|do|was|were|is|are|will|has|have|had"
    r"|would|passed|it|take|took|for))*\s+",
    re.I,
)
_START = re.compile(
    r"\b(?:start|starts|started|starting|begin|began|begun|beginning|get|got|adopt|adopted"
    r"|join|joined|meet|met|since|become|became|move|moved|open|opened|found|founded|resume"
    r"|resumed|(?:take|took|taken|pick|picked) up|born|marry|married|wed)\b",
    re.I,
)


_SEASON_LEAD = re.compile(
    r"\b(?:in|during|over|through|this|last|that|the|early|late|mid|of|since|until|by)\W*$", re.I
)


def _names_period(question: str, m: re.Match[str]) -> bool:
    """A month name is a period when capitalised ("march in a parade", "may" are verbs); a
    season when a preposition or determiner leads it or a year follows ("in the fall", "fall
    2022"; "fall on the patio" is a verb)."""
    word = m.group(1)
    if word.lower() not in SEASONS:
        return word[0].isupper()
    return bool(m.group(2)) or bool(_SEASON_LEAD.search(question[: m.start()]))


# a year is the question's period after a preposition of time ("in 2022", "by 2019", "the
# summer of 2021") or at its end ("..., 2022?"), not as the name of a thing ("her 2022
# Bacchus", "the library of 2030")
_YEAR_LEAD = re.compile(
    r"\b(?:in|during|since|before|after|by|from|until|till|through|throughout|around|early|late"
    r"|mid|(?:summer|winter|spring|fall|autumn|end|start|beginning|middle|half|rest|part|year)"
    r"\s+of)[\s-]+$",
    re.I,
)
_YEAR_END = re.compile(r"\s*(?:[?!.,;]|$)")
_YEAR_OWNER = re.compile(r"\b(?:the|a|an|his|her|their|its|my|our|your|\w+['’]s)\s+$")


def _year_period(question: str, y: re.Match[str]) -> bool:
    """Whether the year at ``y`` names the question's period (see the comment above)."""
    if _YEAR_LEAD.search(question, 0, y.start()):
        return True
    named = _YEAR_OWNER.search(question, 0, y.start())
    return named is None and _YEAR_END.match(question, y.end()) is not None


@dataclass(frozen=True, slots=True)
class Period:
    """Months (1–12) and/or a year the question restricts the answer to."""

    months: frozenset[int]
    year: int | None

    def fits(self, start: date, end: date) -> bool | None:
        """Whether the interval falls in the period: ``None`` (cannot say) for an interval
        longer than a season whose year fits ("2019" for "in December")."""
        if self.year is not None and not (start.year <= self.year <= end.year):
            return False
        if not self.months:
            return True
        if (end - start).days > 92:
            return None
        return start.month in self.months or end.month in self.months

    def first_day(self) -> date | None:
        """The first day of the period when it names a year (for "as of June 2023")."""
        if self.year is None:
            return None
        month = min(self.months) if self.months else 1
        return month_interval(self.year, month)[0]


@dataclass(frozen=True, slots=True)
class Question:
    """A parsed "when" question (see the module doc)."""

    text: str
    event: str  # the question without its frame: what is embedded
    terms: tuple[str, ...]  # content words matched against turns
    stems: frozenset[str]
    kind: Kind
    grain: Grain | None  # the grain the question asks for, or None (the anchor's own)
    future: bool
    start: bool  # asks when something began
    period: Period | None
    as_of: date | None  # "as of <period>": the "now" lengths are counted to
    parts: tuple[Question, Question] | None = None  # the two events of a ``between`` question
    ordered: bool = False  # the first part happened before the second ("before", "after")


def parse_question(text: str, speakers: tuple[str, ...] = ()) -> Question:
    """Read ``text`` (see the module doc); ``speakers``' names are kept out of the terms."""
    as_of_match = _AS_OF.search(text)
    as_of = question_period(as_of_match.group()) if as_of_match else None
    body = _AS_OF.sub("", text).strip() if as_of_match else text
    kind = _kind(body)
    found = _parts(body, speakers) if kind == "between" else None
    if kind == "between" and found is None:
        kind = "length"
    parts, ordered = (found[:2], found[2]) if found else (None, False)
    return _question(body, speakers, kind, parts, as_of.first_day() if as_of else None, ordered)


def _question(
    text: str,
    speakers: tuple[str, ...],
    kind: Kind,
    parts: tuple[Question, Question] | None,
    as_of: date | None,
    ordered: bool = False,
) -> Question:
    period = question_period(text)
    terms = tuple(_without_period(question_terms(text, speakers), text, period))
    future = (bool(_FUTURE.search(text)) and not _PAST.search(text)) or bool(_PLAN.search(text))
    grain = next((g for rx, g in _GRAIN if rx.search(text)), None)
    return Question(
        text=text,
        event=_event(text, speakers),
        terms=terms,
        stems=frozenset(stem(t) for t in terms),
        kind=kind,
        grain=grain,  # type: ignore[arg-type]
        future=future,
        start=kind == "since" or bool(_START.search(text)),
        period=period,
        as_of=as_of,
        parts=parts,
        ordered=ordered,
    )


def _without_period(terms: list[str], text: str, period: Period | None) -> list[str]:
    """The terms without the words that name the question's period: "camping in June" is
    matched on "camping" (the period is its own feature), or a turn that only plans for June
    would match twice. Kept when nothing else is left."""
    if period is None:
        return terms
    named = {
        w.lower() for m in _PERIOD.finditer(text) if _names_period(text, m) for w in m.groups() if w
    }
    named |= {m.group(1) for m in _YEAR.finditer(text)}
    rest = [t for t in terms if t.lower() not in named]
    return rest or terms


def _event(text: str, speakers: tuple[str, ...]) -> str:
    """The question's event without its frame and without the speakers' names (people say
    "I went", not their own name): "When did Ana and Bo go hiking?" → "go hiking"."""
    event = _FRAME.sub("", text, count=1).rstrip(" ?") or text
    for name in speakers:
        event = re.sub(rf"\b{re.escape(name)}(?:'s|’s)?\b", " ", event)
    event = re.sub(r"^\W*(?:and|&)\b", " ", event.strip())
    return " ".join(event.split()) or text


def _kind(text: str) -> Kind:
    if _AGO.search(text):
        return "ago"
    if _SINCE.search(text):
        return "since"
    if _LENGTH.search(text):
        return "between"
    return "when"


def _parts(text: str, speakers: tuple[str, ...]) -> tuple[Question, Question, bool] | None:
    """The two events of a length question, each as a "when" question of its own, and
    whether the question orders them ("before", "after": the first one happened first)."""
    body = _FRAME.sub("", text, count=1).rstrip(" ?")
    m = _BETWEEN.search(body)
    ordered = m is None
    if m:
        subject = body[: m.start()].strip()
        a, b = m["a"], m["b"]
        b = _complete(a, b)
        first, second = f"{subject} {a}".strip(), f"{subject} {b}".strip()
    else:
        m = _BEFORE_AFTER.match(body) or _LEADING_REL.match(body)
        if m is None:
            return None
        first, second = m["a"], m["b"]
        if m["rel"].lower() == "after":
            first, second = second, first
    if not question_terms(first, speakers) or not question_terms(second, speakers):
        return None
    return (
        _question(f"When did {first}?", speakers, "when", None, None),
        _question(f"When did {second}?", speakers, "when", None, None),
        ordered,
    )


def _complete(a: str, b: str) -> str:
    """An elliptical second event takes the first one's verb: "adopting Coco and Shadow" →
    "adopting Shadow"; "her other three dogs" keeps its own words after the verb."""
    a_words, b_words = a.split(), b.split()
    if len(content_words(b)) > 2:
        return b
    verbs = [w for w in a_words if w.lower().endswith(("ing", "ed"))]
    if verbs and not any(w.lower().endswith(("ing", "ed")) for w in b_words):
        cut = a_words.index(verbs[-1]) + 1
        return " ".join([*a_words[:cut], *b_words])
    if len(b_words) >= len(a_words):
        return b
    return " ".join([*a_words[: len(a_words) - len(b_words)], *b_words])


def question_terms(question: str, speakers: tuple[str, ...] = ()) -> list[str]:
    """Content words of the question, without "when"-words and the speakers' names (names
    match half the turns, cost the most to search and are scored by the speaker term)."""
    names = {s.lower() for s in speakers}
    terms = [w.removesuffix("'s") for w in content_words(question)]
    return [w for w in terms if w not in _QUESTION_STOP and w not in names and len(w) > 1]


def question_period(question: str) -> Period | None:
    """The month/season/year a question names ("camping in June", "during the summer")."""
    months: set[int] = set()
    year = None
    for m in _PERIOD.finditer(question):
        word = m.group(1).lower()
        if not _names_period(question, m):
            continue
        if word in SEASONS:
            first = SEASONS[word]
            months.update(((first - 1 + i) % 12) + 1 for i in range(3))
        else:
            months.add(month_number(word) or 0)
        year = int(m.group(2)) if m.group(2) else year
    if year is None:
        year = next(
            (int(y.group(1)) for y in _YEAR.finditer(question) if _year_period(question, y)), None
        )
    months.discard(0)
    return Period(frozenset(months), year) if months or year else None
