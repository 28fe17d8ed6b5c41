"""Checking ``when()`` against gold answers: which questions are checkable, what counts as
right (a date, a length), and abstentions counted apart.

* A category-2 question is checkable when its gold answer reads as one date interval
  (:func:`swcmem.bench.gold.gold_interval`, against the date of its latest evidence
  turn); an answer is right when its interval matches (``intervals_match``).
* A length question ("How many weeks passed between ...?", gold "two weeks") is right when the
  answer's ``duration_days`` is within max(3 days, 25 %) of the gold length.
* An adversarial question (category 5) that asks "when" has no answer in the conversation:
  abstaining is right.

Nothing of the data's text is kept in the results (ids and counts only).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from swcmem.bench.gold import classify_gold, gold_interval, intervals_match
from swcmem.model import Conversation, Dataset, QAItem
from swcmem.temporal.calendar import Interval
from swcmem.temporal.index import TemporalIndex, WhenResult
from swcmem.temporal.patterns import number_range

_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.44, "year": 365.25}
_LENGTH = re.compile(
    r"^(?:about|around|nearly|almost|over|more than|approximately|roughly)?\s*"
    r"(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(?P<unit>day|week|month|year)s?$",
    re.IGNORECASE,
)
_WHEN_LIKE = re.compile(
    r"^\s*(?:when|which year|what year|how long|how many \w+ (?:ago|passed))", re.I
)


@dataclass(frozen=True, slots=True)
class Checkable:
    """A question with what it is checked against: a gold interval, a gold length in days,
    or neither (no answer exists: abstaining is right)."""

    conversation: str
    index: int
    question: str
    gold: Interval | None
    length_days: float | None = None
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """How ``when()`` did on one question."""

    item: Checkable
    answered: bool
    top1: bool  # the first answer is right (never when it abstained)
    top3: bool
    ranked_top1: bool  # the same for the ranking alone (the evidence, answered or not)
    ranked_top3: bool


def reference(conv: Conversation, qa: QAItem) -> datetime | None:
    """The time of the latest evidence turn: what a relative gold answer is read against."""
    turns = conv.turn_map()
    times = [t.at for e in qa.evidence if (t := turns.get(e)) is not None and t.at is not None]
    return max(times) if times else None


def gold_length_days(answer: str) -> float | None:
    """ "two weeks" → 14, "nearly four months" → 121.76; ``None`` for anything else."""
    m = _LENGTH.match(answer.strip().strip(".").lower())
    if m is None:
        return None
    n = number_range("1" if m["n"] in ("a", "an") else m["n"])
    return None if n is None else n[0] * _UNIT_DAYS[m["unit"]]


def checkable_questions(dataset: Dataset) -> tuple[list[Checkable], Counter[str]]:
    """Category-2 questions with a date or length gold answer, category-5 "when" questions
    (unanswerable), and why the other category-2 questions cannot be checked."""
    found: list[Checkable] = []
    reasons: Counter[str] = Counter()
    for conv in dataset.conversations:
        for i, qa in enumerate(dataset.questions(conv.id)):
            if qa.category == 5 and _WHEN_LIKE.search(qa.question):
                found.append(Checkable(conv.id, i, qa.question, None, None, qa.evidence))
            if qa.category != 2:
                continue
            ref = reference(conv, qa)
            gold = gold_interval(qa.answer, ref)
            length = gold_length_days(qa.answer) if gold is None else None
            if gold is None and length is None:
                reasons[classify_gold(qa.answer, ref)] += 1
                continue
            found.append(Checkable(conv.id, i, qa.question, gold, length, qa.evidence))
    return found, reasons


def check(index: TemporalIndex, item: Checkable, k: int = 3) -> Outcome:
    """Ask ``item``'s question and judge the answers and the evidence."""
    result = index.ask(item.conversation, item.question, k=k)
    hits = [_right(item, a.start, a.end, a.duration_days) for a in result.evidence]
    answered = not result.abstained
    return Outcome(
        item=item,
        answered=answered,
        top1=answered and bool(hits[:1] and hits[0]),
        top3=answered and any(hits[:3]),
        ranked_top1=bool(hits[:1] and hits[0]),
        ranked_top3=any(hits[:3]),
    )


def _right(item: Checkable, start: object, end: object, days: float | None) -> bool:
    if item.gold is not None:
        return start is not None and end is not None and intervals_match(item.gold, (start, end))  # type: ignore[arg-type]
    if item.length_days is not None and days is not None:
        return abs(days - item.length_days) <= max(3.0, 0.25 * item.length_days)
    return False


def summary(outcomes: list[Outcome]) -> dict[str, object]:
    """Date, length and unanswerable metrics (see the module doc)."""
    dates = [o for o in outcomes if o.item.gold is not None]
    lengths = [o for o in outcomes if o.item.length_days is not None]
    none = [o for o in outcomes if o.item.gold is None and o.item.length_days is None]
    answered = [o for o in dates if o.answered]
    return {
        "when_top1": _share([o.top1 for o in dates]),
        "when_top3": _share([o.top3 for o in dates]),
        "when_coverage": _share([o.answered for o in dates]),
        "when_answered_accuracy": _share([o.top1 for o in answered]),
        "when_abstained": len(dates) - len(answered),
        "ranked_top1": _share([o.ranked_top1 for o in dates]),
        "ranked_top3": _share([o.ranked_top3 for o in dates]),
        "lengths": {
            "questions": len(lengths),
            "answered": sum(o.answered for o in lengths),
            "right": sum(o.top1 for o in lengths),
            "right_top3": sum(o.top3 for o in lengths),
        },
        "unanswerable": {
            "questions": len(none),
            "abstained": sum(not o.answered for o in none),
        },
        "misses": {
            "when_top1": [_id(o) for o in dates if not o.top1],
            "when_abstained": [_id(o) for o in dates if not o.answered],
        },
    }


def _share(values: list[bool]) -> float:
    return round(sum(values) / len(values), 4) if values else 0.0


def _id(o: Outcome) -> str:
    return f"{o.item.conversation}#{o.item.index}"


__all__ = [
    "Checkable",
    "Outcome",
    "WhenResult",
    "check",
    "checkable_questions",
    "gold_length_days",
    "reference",
    "summary",
]
