"""Ranking anchors for a "When did X happen?" question.

Candidates are the anchors of the ``turns`` turns that BM25 (:class:`swcmem.search.TurnSearch`,
the question's content words, per-conversation statistics) ranks best and of the turns that
answer them (the next turn: "When do you start?" → "I'm starting next month"), plus the
anchors of the next ``events`` hits, scored on their words alone. Each is scored by
:class:`Weights`:

    turn BM25 (normalised to the best hit) + share of question words in the turn
    (an answering turn: 0.7 × that of the turn it answers, whose text counts with its own;
    1 × when that turn asks "when ...?")
    + share of question words in the anchor's own sentence (the event it modifies)
    + explicit resolved expression (an implicit "mentioned on" anchor gets nothing)
    + the speaker named in the question
    + tense fit (a "did" question prefers dates not after the turn, a plan question later ones)
    + period fit (the question names a month, season or year: inside it, or outside it)

and answers with the same interval are merged, keeping the best evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from swcmem.model import Anchor
from swcmem.search.bm25 import TurnSearch, top_scores
from swcmem.store.anchors import load_anchors
from swcmem.store.conversations import TurnRow, turns_at
from swcmem.store.db import Store
from swcmem.temporal.calendar import SEASONS, month_number
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
_MONTH_Q = re.compile(
    r"\b(january|february|march|april|may|june|july|august|september|october|november"
    r"|december|spring|summer|fall|autumn|winter)\b(?:,?\s*((?:19|20)\d\d))?",
    re.I,
)
_YEAR_Q = re.compile(r"\b((?:19|20)\d\d)\b")
_WHEN_ASKED = re.compile(r"\b(?:when|what day|what date|how long ago)\b[^.!?]*\?", re.I)


@dataclass(frozen=True, slots=True)
class Weights:
    turn_bm25: float = 1.0
    turn_words: float = 0.6
    event_words: float = 0.6
    explicit: float = 0.8
    speaker: float = 0.3
    tense: float = 0.15
    period: float = 0.5
    answer_turn: float = 0.7  # the turn after a hit (its answer) gets this share of its score
    turns: int = 20
    events: int = 30


DEFAULT = Weights()


@dataclass(frozen=True, slots=True)
class Scored:
    anchor: Anchor
    score: float


@dataclass(frozen=True, slots=True)
class Period:
    """Months (1–12) and/or a year the question restricts the answer to."""

    months: frozenset[int]
    year: int | None

    def fits(self, start: date, end: date) -> bool:
        if self.year is not None and not (start.year <= self.year <= end.year):
            return False
        return not self.months or start.month in self.months or end.month in self.months


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
    for m in _MONTH_Q.finditer(question):
        word = m.group(1).lower()
        if word == "may" and not m.group(1)[0].isupper():
            continue
        if word in SEASONS:
            first = SEASONS[word]
            months.update(((first - 1 + i) % 12) + 1 for i in range(3))
        else:
            months.add(month_number(word) or 0)
        year = int(m.group(2)) if m.group(2) else year
    if year is None and (y := _YEAR_Q.search(question)):
        year = int(y.group(1))
    months.discard(0)
    return Period(frozenset(months), year) if months or year else None


def _key(a: Anchor) -> str:
    return f"{a.turn_id}\x1f{a.char_start}\x1f{int(a.implicit)}"


@dataclass(frozen=True, slots=True)
class _Candidate:
    anchor: Anchor
    text: str  # the turn's text (an answering turn: the hit's text, then its own)
    score: float  # the hit turn's BM25 score (0 for word-only candidates)
    via_previous: bool


def candidates(
    store: Store, conversation_id: str, terms: list[str], weights: Weights
) -> tuple[list[_Candidate], list[_Candidate]]:
    """(BM25 hits with their answering turns, word-only candidates): anchors with the text
    they are judged by."""
    scores = TurnSearch(store).scores(conversation_id, [stem(t) for t in terms])
    best = top_scores(scores, weights.turns + weights.events)
    hits, extra = best[: weights.turns], best[weights.turns :]
    rows = turns_at(store, conversation_id, [s + d for s, _ in hits for d in (0, 1)])
    rows.update(turns_at(store, conversation_id, [s for s, _ in extra]))
    pairs: list[tuple[TurnRow, str, float, bool]] = []
    for seq, score in hits:
        hit = rows[seq]
        pairs.append((hit, hit.text, score, False))
        nxt = rows.get(seq + 1)
        if nxt is not None and nxt.session_idx == hit.session_idx:
            pairs.append((nxt, f"{hit.text} {nxt.text}", score, True))
    plain = [(rows[s], rows[s].text, 0.0, False) for s, _ in extra if s in rows]
    by_turn: dict[str, list[Anchor]] = {}
    ids = [row.id for row, *_ in (*pairs, *plain)]
    for a in load_anchors(store, conversation_id, ids):
        by_turn.setdefault(a.turn_id, []).append(a)

    def expand(items: list[tuple[TurnRow, str, float, bool]]) -> list[_Candidate]:
        return [
            _Candidate(a, text, score, via)
            for row, text, score, via in items
            for a in by_turn.get(row.id, ())
        ]

    return expand(pairs), expand(plain)


def score_anchors(
    store: Store,
    conversation_id: str,
    question: str,
    weights: Weights = DEFAULT,
    speakers: tuple[str, ...] = (),
) -> list[Scored]:
    """Every candidate anchor with its score, best first."""
    terms = question_terms(question, speakers)
    if not terms:
        return []
    hits, plain = candidates(store, conversation_id, terms, weights)
    top = max((c.score for c in hits), default=0.0) or 1.0
    context = _Context(
        stems=frozenset(stem(t) for t in terms),
        question=question.lower(),
        future=bool(_FUTURE_Q.search(question)) and not re.search(r"\bdid\b", question, re.I),
        period=question_period(question),
        weights=weights,
    )
    best: dict[str, Scored] = {}
    for c in hits:
        relevance = weights.turn_bm25 * c.score / top + weights.turn_words * _coverage(
            c.text, context.stems
        )
        if c.via_previous:
            relevance *= 1.0 if _asks_when(c.text) else weights.answer_turn
        _keep(best, c.anchor, relevance, context)
    for c in plain:
        _keep(best, c.anchor, weights.turn_words * _coverage(c.text, context.stems), context)
    return sorted(best.values(), key=lambda s: s.score, reverse=True)


def _keep(best: dict[str, Scored], a: Anchor, relevance: float, ctx: _Context) -> None:
    key = _key(a)
    score = relevance + _bonus(a, ctx)
    if key not in best or best[key].score < score:
        best[key] = Scored(a, score)


@dataclass(frozen=True, slots=True)
class _Context:
    stems: frozenset[str]
    question: str
    future: bool
    period: Period | None
    weights: Weights


def _bonus(a: Anchor, ctx: _Context) -> float:
    w = ctx.weights
    bonus = 0.0 if a.implicit else w.event_words * _coverage(a.event_text, ctx.stems)
    if a.speaker and a.speaker.lower() in ctx.question:
        bonus += w.speaker
    if a.start is None or a.end is None:
        return bonus - 1.0
    if not a.implicit:
        bonus += w.explicit if a.grain != "duration" else w.explicit / 2
    said = a.reference_at.date() if a.reference_at else None
    if said is not None and not a.implicit:
        bonus += w.tense * _tense_fit(a.start, said, ctx.future)
    if ctx.period is not None:
        bonus += w.period if ctx.period.fits(a.start, a.end) else -w.period
    return bonus


def _tense_fit(start: date, said: date, future: bool) -> float:
    if future:
        return 1.0 if start > said else 0.0
    return 0.5 if start <= said else -0.5


@lru_cache(maxsize=50_000)
def _asks_when(text: str) -> bool:
    return _WHEN_ASKED.search(text) is not None


@lru_cache(maxsize=50_000)
def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in content_words(text))


def _coverage(text: str, stems: frozenset[str]) -> float:
    if not stems:
        return 0.0
    return len(stems & _stems(text)) / len(stems)
