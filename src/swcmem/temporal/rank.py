"""Ranking anchors for a "When did X happen?" question.

Candidates come from two BM25 (FTS5) searches with the question's content words: over whole
turns (which turn talks about the event) and over anchor event texts (which sentence carries a
date). Each anchor of a candidate turn is scored by

    turn BM25 (normalised) + 0.8 · event BM25 (normalised) + 0.4 · share of question words in
    its own sentence + 0.15 speaker named in the question + 0.25 explicit resolved expression
    + 0.1/0.15 tense fit (past question → not after it was said; plan question → after)

then answers with the same interval are merged (best evidence kept).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from swcmem.model import Anchor
from swcmem.store.anchors import load_anchors, search_events
from swcmem.store.conversations import search_turns
from swcmem.store.db import Store
from swcmem.text import content_words, stem

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
        "month",
        "week",
    ]
)
_FUTURE_Q = re.compile(
    r"\b(?:is|are|will|going to|plan|plans|planning|planned|intend|intends|scheduled)\b", re.I
)


@dataclass(frozen=True, slots=True)
class Scored:
    anchor: Anchor
    score: float


def question_terms(question: str) -> list[str]:
    return [w for w in content_words(question) if w not in _QUESTION_STOP and len(w) > 1]


def _normalised(pairs: list[tuple[str, float]]) -> dict[str, float]:
    top = max((s for _, s in pairs), default=0.0)
    return {key: s / top for key, s in pairs} if top > 0 else {}


def _key(a: Anchor) -> str:
    return f"{a.turn_id}\x1f{a.char_start}\x1f{int(a.implicit)}"


def score_anchors(store: Store, conversation_id: str, question: str) -> list[Scored]:
    """Every candidate anchor with its score, best first."""
    terms = question_terms(question)
    if not terms:
        return []
    turn_hits = search_turns(store, conversation_id, " ".join(terms), limit=25)
    event_hits = search_events(store, conversation_id, terms, limit=40)
    turn_score = _normalised(turn_hits)
    event_score = _normalised([(_key(a), s) for a, s in event_hits])
    candidates = {_key(a): a for a in load_anchors(store, conversation_id, turn_score)}
    candidates.update({_key(a): a for a, _ in event_hits})
    stems = {stem(t) for t in terms}
    future = bool(_FUTURE_Q.search(question)) and not re.search(r"\bdid\b", question, re.I)
    lowered = question.lower()
    scored = [
        Scored(
            a,
            turn_score.get(a.turn_id, 0.0)
            + 0.8 * event_score.get(key, 0.0)
            + _bonus(a, stems, lowered, future),
        )
        for key, a in candidates.items()
    ]
    return sorted(scored, key=lambda s: s.score, reverse=True)


def _bonus(a: Anchor, stems: set[str], question: str, future: bool) -> float:
    bonus = 0.4 * _coverage(a.event_text, stems)
    if a.speaker and a.speaker.lower() in question:
        bonus += 0.15
    if a.start is None:
        return bonus - 0.5
    if not a.implicit:
        bonus += 0.25 if a.grain != "duration" else 0.05
    said = a.reference_at.date() if a.reference_at else None
    if said is not None and not a.implicit:
        bonus += _tense_fit(a.start, said, future)
    return bonus


def _tense_fit(start: date, said: date, future: bool) -> float:
    if future:
        return 0.15 if start > said else 0.0
    return 0.1 if start <= said else -0.1


def _coverage(text: str, stems: set[str]) -> float:
    if not stems:
        return 0.0
    found = {stem(w) for w in content_words(text)}
    return len(stems & found) / len(stems)
