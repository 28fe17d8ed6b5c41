"""The gold-answer matcher of the benchmarks: which date interval a gold answer names, why an
answer is not checkable, and the rule for calling a gold and a predicted interval a match.

* :func:`gold_interval` / :func:`classify_gold` (see :data:`GOLD_REASONS`): "The sunday before
  26 May 2024" is that Sunday (19 May), "on the Friday before 21 June, 2024" the 14th, "The
  week before 14 June 2024" (and "a week before 14 June 2024", as the answers write it) the
  Monday–Sunday week holding 7 June, "Two weeks before 30 October 2024" 16 October ("two weeks
  ago" said that day: the day counted), "the week after 3 May" the week holding 10 May, "two
  weekends before 22 July 2024" the second Saturday–Sunday before it, "The week of 21 August
  2024" the week holding it, "the weekend of 19 August 2024" (a Monday) the weekend of that
  Monday–Sunday week (24–25 August: "this weekend" said that day), "2022" the whole year, "May
  2023" the month, "summer 2022" June–August 2022, "first week of May 2024" 1–7 May, "between
  October 17 and 22, 2024" and "between 25 March and 19 April 2024" those ranges, "10 years
  ago" the year ten years before the reference (the evidence turn's date). (Our examples, not
  the benchmark's answers.) Answers are read by the temporal module's own rules and compounds
  (:func:`swcmem.temporal.compose.compose`); relational answers it does not join are read as
  the relative phrase said on the anchor date ("the weekend of D").
* :func:`unparsed_answers` lists the answers that look temporal but that no rule read, by text.
* :func:`intervals_match` — gold and predicted intervals match when they overlap and the
  predicted one is no longer than the gold one plus a tolerance of max(2 days, 10 % of the gold
  length): a predicted day inside a gold week or year matches, a predicted Friday–Sunday weekend
  matches a gold Saturday–Sunday one, but a predicted month never matches a gold day.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from datetime import date, datetime

from swcmem.temporal.calendar import (
    MONTHS,
    Interval,
    length_days,
    weekend_of,
)
from swcmem.temporal.compose import compose
from swcmem.temporal.patterns import number_range
from swcmem.temporal.rules import ALL_RULES, rule_spans
from swcmem.temporal.span import Span

GOLD_REASONS = {
    "date": "resolves to one date interval (checkable)",
    "not_temporal": "no date in the answer (a name, a place, yes/no, a count)",
    "duration": "a length of time ('4 years', 'two weeks'), not a date",
    "vague": "an imprecise period ('a few years ago', 'a few years before 2023')",
    "needs_reference": "relative or year-less ('10 years ago', '13 August') with no reference",
    "unparsed": "looks temporal but no rule read it",
}
_FILLER = re.compile(
    r"\b(?:the|in|on|at|of|around|approximately|approx|about|circa|since|roughly|during|sometime"
    r"|some time|by|year|it was|was|night|the night of)\b|[\s,.;:`'\"()!?-]+",
    re.IGNORECASE,
)
_DURATION = re.compile(
    r"^(?:about |around |nearly |almost |over |more than |approximately )?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|few"
    r"|several|a couple of|couple of)\s+(?:day|week|month|year|hour|minute)s?$",
    re.IGNORECASE,
)
_RELATION = re.compile(r"^(?P<rel>.*?)\s*\b(?P<dir>before|after|of)\s+(?P<date>.+)$", re.IGNORECASE)
_TEMPORAL_HINT = re.compile(
    r"\d|\b(?:ago|week|weekend|month|year|day|summer|winter|spring|fall|autumn|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july"
    r"|august|september|october|november|december)s?\b",
    re.IGNORECASE,
)
_VAGUE = re.compile(r"\b(?:few|several|some|couple)\b", re.IGNORECASE)


def intervals_match(gold: Interval, predicted: Interval) -> bool:
    """Overlap, and the prediction no coarser than the gold interval (see module doc)."""
    overlap = predicted[0] <= gold[1] and gold[0] <= predicted[1]
    gold_len = length_days(gold)
    return overlap and length_days(predicted) <= gold_len + max(2, gold_len // 10)


def clean_answer(answer: str) -> str:
    """Gold-answer spelling repairs: "21Janury, 2022." → "21 January, 2022"."""
    text = answer.strip().strip("`'\". ").replace("`", "")
    text = re.sub(r"(\d)(?!(?:st|nd|rd|th|s)\b)([A-Za-z])", r"\1 \2", text)
    text = re.sub(r"([A-Za-z])\.(\d)", r"\1 \2", text)
    text = re.sub(r"([A-Za-z]),(\d)", r"\1, \2", text)
    return re.sub(r"[A-Za-z]{4,}", _fix_month, text)


def _fix_month(m: re.Match[str]) -> str:
    word = m.group()
    if word.lower() in MONTHS:
        return word
    close = difflib.get_close_matches(word.lower(), MONTHS, n=1, cutoff=0.8)
    return close[0].capitalize() if close else word


def classify_gold(answer: str, reference: datetime | None = None) -> str:
    """Why a gold answer is or is not checkable: a key of :data:`GOLD_REASONS`."""
    return _gold(answer, reference)[0]


def gold_interval(answer: str, reference: datetime | None = None) -> Interval | None:
    """The date interval a gold answer names, or ``None`` (see :func:`classify_gold`)."""
    return _gold(answer, reference)[1]


def unparsed_answers(answers: Iterable[tuple[str, datetime | None]]) -> list[str]:
    """The gold answers (with their references) that look temporal but no rule read, in the
    order given: the list a benchmark reports so the matcher can be taught them."""
    return [a for a, ref in answers if classify_gold(a, ref) == "unparsed"]


def _spans(text: str, ref: date | None) -> list[Span]:
    return compose(text, rule_spans(text, ref, ALL_RULES))


def _gold(answer: str, reference: datetime | None) -> tuple[str, Interval | None]:
    text = clean_answer(answer)
    if not text or not _TEMPORAL_HINT.search(text):
        return ("not_temporal", None)
    if _DURATION.match(text):
        return ("duration", None)
    ref = reference.date() if reference else None
    if _A_UNIT_BEFORE.match(text):  # "a week before 14 June": the week before it
        relation = _relational(text, ref)
        if relation is not None:
            return relation
    whole = _whole(text, ref)
    if whole is not None:
        return whole
    relation = _relational(text, ref)
    if relation is not None:
        return relation
    if ref is None and re.search(r"\bago\b", text, re.IGNORECASE):
        return ("vague", None) if _VAGUE.search(text) else ("needs_reference", None)
    return ("unparsed", None) if _spans(text, ref) else ("not_temporal", None)


# the answers write "a week before D" as they write "the week before D" (the week before the
# one holding D); "two weeks before D" is "two weeks ago" said on D
_A_UNIT_BEFORE = re.compile(r"(?:a|one)\s+(?:week|month|year)\s+before\b", re.IGNORECASE)


def _whole(text: str, ref: date | None) -> tuple[str, Interval | None] | None:
    """One span reading the whole answer (fillers aside)."""
    spans = [s for s in _spans(text, ref) if not s.generic]
    if len(spans) != 1:
        return None
    span = spans[0]
    rest = text[: span.start] + " " + text[span.end :]
    if _FILLER.sub("", rest).strip():
        return None
    if _VAGUE.search(span.surface) and span.grain in ("month", "year", "duration", "unresolved"):
        return ("vague", None)
    if span.grain == "duration":
        return ("duration", None)
    if span.interval is None:
        return ("needs_reference", None)
    return ("date", span.interval)


def _relational(text: str, ref: date | None) -> tuple[str, Interval | None] | None:
    """Read "<relative phrase> before|after|of <date>" as the phrase said on that date."""
    m = _RELATION.match(text)
    if not m:
        return None
    anchor_spans = _spans(m["date"], ref)
    if len(anchor_spans) != 1:
        return None
    rel = re.sub(r"^(?:on\s+)?(?:the|a|an|on|in)\s+", "", m["rel"].strip().lower())
    if anchor_spans[0].interval is None:  # only when the relation itself can be read
        readable = _relate(rel, m["dir"].lower(), date(2000, 1, 5)) is not None
        return ("needs_reference", None) if readable else None
    span = anchor_spans[0]
    if _FILLER.sub("", m["date"][: span.start] + m["date"][span.end :]).strip():
        return None
    if span.grain != "day" or span.interval is None:
        return ("vague", None) if _VAGUE.search(rel) else None
    day = span.interval[0]
    interval = _relate(rel, m["dir"].lower(), day)
    return ("date", interval) if interval else None


def _relate(rel: str, direction: str, day: date) -> Interval | None:
    if direction == "of":
        if rel == "weekend":  # "this weekend" said on D: the weekend of D's Monday–Sunday week
            return weekend_of(day)
        phrase = "this " + rel
    elif direction == "after":
        phrase = "next " + rel.removeprefix("next ")
    else:
        phrase = _before_phrase(rel)
    if not phrase:
        return None
    spans = rule_spans(phrase, day)
    if len(spans) == 1 and spans[0].interval is not None and spans[0].surface == phrase:
        return spans[0].interval
    return None


def _before_phrase(rel: str) -> str:
    rel = re.sub(r"^last\s+", "", rel)
    words = rel.split()
    if not words:
        return ""
    if len(words) == 1 or (len(words) == 2 and words[0] in ("a", "one")):
        return f"last {words[-1]}"  # "a week before D" is written as "the week before D" is
    count = " ".join(words[:-1])
    if number_range(count) is not None:
        return f"{count} {words[-1]} ago"
    return ""
