"""Ranking anchors for a "when" question: candidates, their features and one linear score.

**Candidates** are the anchors of

* the ``turns`` turns that BM25 (:class:`swcmem.search.TurnSearch`: the question's content
  words, the conversation's own statistics) ranks best, and of the turns that answer them (the
  next turn: "When do you start?" → "I'm starting next month"; the one after a "when"
  question about them: "Tom proposed!" → "When?!" → "Saturday night!");
* the next ``events`` BM25 hits;
* for a start question ("When did she get them?"), every length of the conversation with a
  start ("I've had them for three years now": there are few), as the answer to the question
  before it when there is one ("How long have you had them?": see
  :func:`swcmem.temporal.teasers.asked_before`); that question and the turn before it ("a
  photo of a parrot") name the event, so their words and MiniLM similarity count as the
  anchor's own event's;
* the ``dense`` turns and the ``dense`` event sentences most similar to the question's event
  in MiniLM space (when the ``onnx`` extra is installed: see :mod:`swcmem.temporal.vectors`),
  which find an event told in other words than the question's ("biking" for "a bicycle ride").

Anchors that date nothing are never candidates: unresolved ones, pure durations (no start)
and generic or habitual mentions (``Anchor.generic``: "in spring", "every Monday").

**Features** (:data:`FEATURES`), few and general (chosen by leave-one-conversation-out: the
24 features of the first version scored no better on conversations left out of the fit):

* relevance of the turn: BM25 (as a share of the best hit), the IDF-weighted share of the
  question's words in the turn (an answering turn counts its question's text too), MiniLM
  similarity of the turn; a question's word counts in any form the conversation uses for
  it (:func:`swcmem.lexicon.alternatives`: "ran" for "run", "moved" for "relocate"), for
  BM25 too, but never for more than the rarer of the two words weighs;
* relevance of the anchor's own event: the IDF-weighted share of the question's words in
  the sentence the expression modifies with the ones before and after it ("Last night was
  great! We celebrated her birthday.", "That's my sister and my dogs. We were just chilling
  together yesterday.") and in its clause ("I had a quiet weekend | after we went camping two
  weekends ago": :mod:`swcmem.temporal.clauses`), and MiniLM similarity of the clause (an
  implicit anchor's is its turn's); a teaser ending its turn ("Something awful happened
  yesterday...") or an event the other speaker then asks about ("What was it?") is matched
  by the same speaker's next turn too, which tells it (:mod:`swcmem.temporal.teasers`);
* the kind of anchor: explicit (an expression) or implicit (the date the turn was said on),
  and how long its interval is (vague periods are weak answers);
* fit with the question: the speaker named in the question said it; tense (a "did" question
  prefers dates not after the turn, a plan question later ones); the period the question
  names ("camping in June": candidates outside it are dropped when any is inside, and the
  feature says whether the rest are); a start question ("When did she get them?") prefers
  the start of a length ("I've had them for three years now") or of a state told with
  "since" ("he's been there since last summer"), any other question the other dates; a
  date of getting something ready ("I signed up for the marathon on New Year's Day") is a
  weak answer when the question asks when it was done ("When did she run the marathon?");
  a question asking for a year or a month ("In which year did he pass his test?") prefers
  an anchor told at that grain ("six years ago", "back in 2015", "last month") to a day
  seen at it;
* the share of the question's words (by IDF) that the conversation never uses (an event it
  never mentions): the same for all of a question's candidates, it only moves the "none"
  option.

**Score**: ``z = weights · features + bias``; the answer probability of a candidate is its
softmax share against every candidate and a "none of them" option of score 0, so a question
whose event is nowhere in the conversation gets a low probability everywhere. The weights are
fitted on data we may tune on (``benchmarks/temporal/fit_when.py``), with and without MiniLM
(the lexical set also on the blind rounds already read: see ``benchmarks/temporal/README.md``).
An answer's confidence is its probability against "none" alone (``sigmoid(z)``): unlike the
softmax share it does not fall as a conversation grows and similar events crowd the field,
so the abstention threshold set on it holds on conversations of another size.

Thread-safe: pure functions over the store (itself thread-safe).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from swcmem.lexicon import alternatives
from swcmem.model import Anchor
from swcmem.search.bm25 import TurnSearch, top_scores
from swcmem.store.conversations import TurnRow
from swcmem.store.db import Store
from swcmem.store.search import document_frequencies, search_stats
from swcmem.temporal.carried import is_carried
from swcmem.temporal.clauses import EventTexts, event_texts
from swcmem.temporal.cues import ARRANGED, asks_when
from swcmem.temporal.patterns import SINCE_BEFORE
from swcmem.temporal.question import Question
from swcmem.temporal.snapshot import TurnSource, turn_source
from swcmem.temporal.teasers import asked_before, told_after
from swcmem.temporal.vectors import ConversationVectors
from swcmem.text import content_words, stem

FEATURES = (
    "bm25",
    "cov_turn",
    "cov_context",
    "cov_clause",
    "dense_turn",
    "dense_clause",
    "explicit",
    "span",
    "speaker",
    "tense",
    "unseen",
    "period",
    "length_start",
    "arranged",
    "grain_fit",
)
DENSE_FEATURES = frozenset({"dense_turn", "dense_clause"})


@dataclass(frozen=True, slots=True)
class Weights:
    """A linear scorer: one weight per name in :data:`FEATURES`, a bias, the least confidence
    (:attr:`Scored.confidence`) at which :meth:`TemporalIndex.when` answers (below it, it
    abstains), and how many candidates each source gives."""

    values: tuple[float, ...]
    bias: float
    threshold: float
    turns: int = 10
    events: int = 10
    dense: int = 10

    def __post_init__(self) -> None:
        if len(self.values) != len(FEATURES):
            raise ValueError(f"{len(FEATURES)} weights needed, got {len(self.values)}")

    @classmethod
    def named(
        cls, values: dict[str, float], bias: float, threshold: float, pool: int = 10
    ) -> Weights:
        """Weights by feature name (a feature not named weighs 0); ``pool`` candidates from
        each source."""
        unknown = set(values) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown features: {', '.join(sorted(unknown))}")
        return cls(tuple(values.get(f, 0.0) for f in FEATURES), bias, threshold, pool, pool, pool)

    def vector(self) -> NDArray[np.float64]:
        return np.asarray(self.values, dtype=np.float64)


@dataclass(frozen=True, slots=True)
class Candidate:
    anchor: Anchor
    features: NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Scored:
    """A candidate anchor with its score, its answer probability (its softmax share against
    the other candidates and "none") and its confidence: the probability of the candidate
    against "none" alone (``sigmoid(score)``), which says whether the question's event is
    in the conversation at all, however many candidates compete (see the module doc)."""

    anchor: Anchor
    score: float
    probability: float

    @property
    def confidence(self) -> float:
        return 1.0 / (1.0 + math.exp(-self.score))


@dataclass(frozen=True, slots=True)
class _Source:
    row: TurnRow  # the turn whose anchors are candidates
    hit: TurnRow  # the turn that was found (itself, or the question ``row`` answers)
    bm25: float
    answer: bool
    asked: bool = False  # ``row`` answers ``hit``'s question: the event is named there


@dataclass
class _Dense:
    """A question's MiniLM similarities, computed once: to every turn and every explicit
    anchor's clause, and the turns of the best ones (candidates of their own)."""

    vectors: ConversationVectors
    turn_sims: NDArray[np.float32]
    anchor_sims: NDArray[np.float32]
    best: list[str]

    @classmethod
    def of(cls, vectors: ConversationVectors, query: NDArray[np.float32], n: int) -> _Dense:
        turn_sims = vectors.turns @ query
        anchor_sims = vectors.anchors @ query
        best = [vectors.turn_ids[i] for i in _top(turn_sims, n)]
        best += [vectors.anchor_keys[i][0] for i in _top(anchor_sims, n)]
        return cls(vectors, turn_sims, anchor_sims, list(dict.fromkeys(best)))

    def turn(self, turn_id: str) -> float | None:
        row = self.vectors.turn_row(turn_id)
        return None if row is None else float(self.turn_sims[row])

    def anchor(self, turn_id: str, char_start: int) -> float | None:
        row = self.vectors.anchor_row(turn_id, char_start)
        return None if row is None else float(self.anchor_sims[row])


def _top(values: NDArray[np.float32], n: int) -> list[int]:
    """The indexes of the ``n`` largest values, largest first."""
    if len(values) > n:
        part = np.argpartition(-values, n)[:n]
        return [int(i) for i in part[np.argsort(-values[part], kind="stable")]]
    return [int(i) for i in np.argsort(-values, kind="stable")]


Encode = Callable[[], "NDArray[np.float32] | None"]


@dataclass(frozen=True, slots=True)
class _Context:
    question: Question
    idf: _Idf
    top: float
    named: frozenset[str]
    unseen: float


def score(found: Sequence[Candidate], weights: Weights) -> list[Scored]:
    """Candidates with their score and probability (their softmax share against each other
    and the "none" option of score 0), best first."""
    if not found:
        return []
    z = np.stack([c.features for c in found]) @ weights.vector() + weights.bias
    top = max(float(z.max()), 0.0)
    shares = np.exp(z - top)
    total = float(shares.sum()) + math.exp(-top)
    scored = [
        Scored(c.anchor, float(s), float(p / total))
        for c, s, p in zip(found, z, shares, strict=True)
    ]
    return sorted(scored, key=lambda s: s.score, reverse=True)


def candidates(
    store: Store,
    conversation_id: str,
    question: Question,
    weights: Weights,
    speakers: Sequence[str] = (),
    vectors: ConversationVectors | None = None,
    encode: Encode | None = None,
) -> list[Candidate]:
    """Candidate anchors with their feature vectors (one per anchor: its best source); none
    for a question without content words ("When?"). With ``vectors``, ``encode()`` gives the
    question's MiniLM vector; it is called once the word-based part is done (BM25, anchors,
    every feature but MiniLM's), so that a caller may compute it meanwhile."""
    if not question.terms:
        return []
    terms = [stem(t) for t in question.terms]
    alts = {stem(t): alternatives(t) for t in question.terms}
    other = [a for t in terms for a in sorted(alts[t]) if a not in terms]
    scores = TurnSearch(store).scores(conversation_id, terms + other)
    turns = turn_source(store, conversation_id)
    sources = _bm25_sources(turns, scores, weights)
    idf, unseen = _idf(store, conversation_id, terms, alts)
    ctx = _Context(
        question=question,
        idf=idf,
        unseen=unseen,
        top=max(scores.values(), default=0.0) or 1.0,
        named=_named(question.text, speakers),
    )
    if question.start:
        sources += _length_sources(turns, {s.row.id for s in sources})
    found = _sourced(turns, sources, ctx)
    query = encode() if encode is not None and vectors is not None else None
    if vectors is not None and query is not None:
        dense = _Dense.of(vectors, query, weights.dense)
        more = _dense_sources(turns, dense, {s.row.id for s in sources})
        found += _sourced(turns, more, ctx)
        for a, source, features, nxt in found:
            features[_DENSE_COLUMNS] = _dense(a, source, dense, nxt)
    best: dict[tuple[str, int, bool, str], Candidate] = {}
    for a, _, features, _ in found:
        c = Candidate(a, features)
        key = (a.turn_id, a.char_start, a.implicit, a.surface)  # a shown turn: carried and own
        if key not in best or _strength(best[key]) < _strength(c):
            best[key] = c
    return _in_period(list(best.values()), question)


_Sourced = tuple[Anchor, "_Source", NDArray[np.float64], TurnRow | None]


def _sourced(turns: TurnSource, sources: Sequence[_Source], ctx: _Context) -> list[_Sourced]:
    """The answerable anchors of ``sources``' turns, each with its source and its features
    (MiniLM's left at 0)."""
    by_turn: dict[str, list[Anchor]] = {}
    for a in turns.anchors({s.row.id for s in sources}):
        if answerable(a):
            by_turn.setdefault(a.turn_id, []).append(a)
    follow = told_after(turns, {s.row.id: s.row for s in sources}, by_turn)
    return [
        (a, source, _features(a, source, ctx, follow.get(a.turn_id)), follow.get(a.turn_id))
        for source in sources
        for a in by_turn.get(source.row.id, ())
    ]


def _in_period(found: list[Candidate], q: Question) -> list[Candidate]:
    """The candidates inside the period the question names ("camping in June") and those too
    long to say ("2023"), when any is inside; all of them otherwise (read from the ``period``
    feature: +1 inside, -1 outside, 0 cannot say)."""
    if q.period is None or not any(c.features[_PERIOD] > 0 for c in found):
        return found
    return [c for c in found if c.features[_PERIOD] >= 0]


def answerable(a: Anchor) -> bool:
    """An anchor that dates something: resolved, not generic (a pure duration has no start)."""
    return a.start is not None and a.end is not None and not a.generic


_RELEVANCE = [FEATURES.index(n) for n in ("bm25", "cov_turn", "dense_turn")]
_DENSE_COLUMNS = [FEATURES.index(n) for n in ("dense_turn", "dense_clause")]
_PERIOD = FEATURES.index("period")


def _strength(c: Candidate) -> float:
    """Which of two sources of one anchor to keep: the more relevant turn."""
    return float(c.features[_RELEVANCE].sum())


def _bm25_sources(turns: TurnSource, scores: dict[int, float], weights: Weights) -> list[_Source]:
    """The BM25 hits and the turns answering the best of them."""
    best = top_scores(scores, weights.turns + weights.events)
    seqs = [s for s, _ in best] + [s + d for s, _ in best[: weights.turns] for d in (1, 2)]
    rows = turns.turns_at(seqs)
    out: list[_Source] = []
    for rank, (seq, score) in enumerate(best):
        hit = rows[seq]
        out.append(_Source(hit, hit, score, False))
        nxt = rows.get(seq + 1)
        if rank < weights.turns and nxt is not None and nxt.session_idx == hit.session_idx:
            out.append(_Source(nxt, hit, score, True))
            out.extend(_answer_to_when(hit, nxt, rows.get(seq + 2), score))
    return out


def _answer_to_when(
    hit: TurnRow, nxt: TurnRow, after: TurnRow | None, score: float
) -> list[_Source]:
    """The turn answering a "when" question about the hit ("Tom proposed!" "When?!"
    "Saturday night!"; "I won silver!" "When did you find out?" "Monday evening."): an
    answer to the hit, whose words and vector it takes."""
    if after is None or after.session_idx != hit.session_idx or not asks_when(nxt.text):
        return []
    return [_Source(after, replace(hit, text=f"{hit.text} {nxt.text}"), score, True, True)]


def _length_sources(turns: TurnSource, seen: set[str]) -> list[_Source]:
    """For a start question, the turns telling a length ("I've had them for three years
    now") not found yet: there are few, and the event is often named only in the question
    the length answers ("How long have you had them?") or the turn before that."""
    wanted = [t for t in turns.length_turns() if t not in seen]
    rows = turns.turns_by_id(wanted)
    asked = asked_before(turns, rows)
    return [_length_source(rows[t], asked.get(t, [])) for t in wanted if t in rows]


def _length_source(row: TurnRow, asked: list[TurnRow]) -> _Source:
    """A length's turn as a source: as the answer to the question before it, if any (its
    text is that of the question and the turn before it too; it has no BM25 score, a turn
    found by BM25 being a source already)."""
    if not asked:
        return _Source(row, row, 0.0, False)
    hit = replace(asked[-1], text=" ".join(r.text for r in asked))
    return _Source(row, hit, 0.0, True, True)


def _dense_sources(turns: TurnSource, dense: _Dense, seen: set[str]) -> list[_Source]:
    """The turns MiniLM finds that BM25 did not."""
    wanted = [t for t in dense.best if t not in seen]
    found = turns.turns_by_id(wanted)
    return [_Source(found[t], found[t], 0.0, False) for t in wanted if t in found]


def _idf(
    store: Store, conversation_id: str, terms: list[str], alts: dict[str, frozenset[str]]
) -> tuple[_Idf, float]:
    """Each question term's IDF in the conversation (and its alternatives', each capped at
    the term's: "relocate" found as "moved" counts no more than the rarer of the two), and
    the share of their IDF mass that no turn holds in any form (words the conversation never
    uses: the event may not be there)."""
    stats = search_stats(store, conversation_id)
    if stats is None or not terms:
        return _Idf({}, {}), 0.0
    every = list(dict.fromkeys(terms + [a for t in terms for a in sorted(alts.get(t, ()))]))
    df = document_frequencies(store, conversation_id, every)
    n = stats.docs
    idf = {t: math.log(1 + (n - df.get(t, 0) + 0.5) / (df.get(t, 0) + 0.5)) for t in every}
    own = {t: idf[t] for t in terms}
    other = {
        t: tuple((a, min(own[t], idf[a])) for a in sorted(alts.get(t, ())) if a in df)
        for t in terms
    }
    total = sum(own.values())
    missing = sum(v for t, v in own.items() if t not in df and not other[t])
    return _Idf(own, other), missing / total if total else 0.0


def _named(question: str, speakers: Sequence[str]) -> frozenset[str]:
    lowered = question.lower()
    return frozenset(s for s in speakers if re.search(rf"\b{re.escape(s.lower())}\b", lowered))


def _own_texts(a: Anchor, text: str) -> EventTexts | None:
    """An explicit anchor's event texts in its turn ``text``; a carried one's (a reply dated
    by the turn it follows up) is the whole reply; other implicit anchors have none."""
    if is_carried(a):
        return EventTexts(text, text, text)
    if a.implicit:
        return None
    return event_texts(text, a.char_start, a.char_end, a.surface, a.event_text)


def _features(
    a: Anchor, source: _Source, ctx: _Context, follow: TurnRow | None = None
) -> NDArray[np.float64]:
    """The candidate's values of :data:`FEATURES`, in that order."""
    turn_text = f"{source.hit.text} {source.row.text}" if source.answer else source.row.text
    texts = _own_texts(a, source.row.text)
    said = a.reference_at.date() if a.reference_at else None
    assert a.start is not None and a.end is not None
    asked = f" {source.hit.text}" if source.asked else ""
    told = f" {follow.text}" if follow else ""
    values = (
        source.bm25 / ctx.top,
        _coverage(turn_text, ctx.idf),
        _coverage(texts.context + asked, ctx.idf) if texts else 0.0,
        _coverage(texts.clause + asked + told, ctx.idf) if texts else 0.0,
        0.0,  # dense_turn and dense_clause: set once the question is encoded
        0.0,
        float(not a.implicit),
        math.log2((a.end - a.start).days + 1) / 9,
        float(a.speaker in ctx.named),
        _tense_fit(a.start, said, ctx.question.future) if said and texts else 0.0,
        ctx.unseen,
        _period_fit(a.start, a.end, ctx.question),
        _length_start(a, ctx.question, source.row.text),
        _arranged(texts.clause, ctx.question) if texts else 0.0,
        _grain_fit(a, ctx.question),
    )
    return np.asarray(values, dtype=np.float64)


def _arranged(clause: str, q: Question) -> float:
    """-1 for a date of getting something ready ("I signed up for the marathon in January")
    when the question asks when it was done ("When did she run the marathon?"); 0 for any
    other date, and for any date when the question asks about an arrangement or a plan
    ("When did she sign up ...?", "When is he planning to ...?")."""
    if not ARRANGED.search(clause) or q.future or ARRANGED.search(q.text):
        return 0.0
    return -1.0


_COARSE = {"year": ("year", "decade", "duration"), "month": ("month", "season")}


def _grain_fit(a: Anchor, q: Question) -> float:
    """1 when the question asks for a year or a month ("In which year ...?") and the anchor
    is told at that grain or a length's start ("back in 2015", "six years ago", "last
    month"), not a day seen at the year's grain; 0 otherwise."""
    wanted = _COARSE.get(q.grain or "")
    return 1.0 if wanted and a.grain in wanted else 0.0


def _period_fit(start: date, end: date, q: Question) -> float:
    """+1 when the anchor falls in the period the question names ("camping in June"), -1
    when it does not, 0 when the question names none or the anchor is too long to say."""
    fits = q.period.fits(start, end) if q.period is not None else None
    return 0.0 if fits is None else 1.0 if fits else -1.0


def _length_start(a: Anchor, q: Question, text: str) -> float:
    """The start of a length ("I've had them for three years now"): what a start question
    ("When did she get them?") asks for (+1), a weak answer to any other (-1); so is the
    start of a state told with "since" ("he's been there since last summer") to a start
    question."""
    if a.duration_days is not None:
        return 1.0 if q.start else -1.0
    return 1.0 if q.start and _since(a, text) else 0.0


def _since(a: Anchor, text: str) -> bool:
    """The anchor is the start of a state: "since last summer", "been going since January"."""
    if a.implicit:
        return False
    return a.surface.lower().startswith("since ") or bool(
        SINCE_BEFORE.search(text, 0, a.char_start)
    )


def _dense(
    a: Anchor, source: _Source, dense: _Dense, follow: TurnRow | None = None
) -> tuple[float, float]:
    """MiniLM similarity of the (hit or answering) turn, and of the anchor's own event (its
    clause; an implicit anchor's is its turn; a teaser's, the better of it and the turn that
    tells the event; an answer's, the better of it and the question's turn)."""
    turn = max(dense.turn(source.hit.id) or 0.0, dense.turn(source.row.id) or 0.0)
    own = dense.turn(a.turn_id) if a.implicit else dense.anchor(a.turn_id, a.char_start)
    own = turn if own is None else max(own, turn) if source.asked else own
    told = dense.turn(follow.id) if follow is not None else None
    return turn, own if told is None else max(own, told)


def _tense_fit(start: date, said: date, future: bool) -> float:
    if future:
        return 1.0 if start > said else -0.5
    return 0.5 if start <= said else -0.5


@lru_cache(maxsize=50_000)
def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w.removesuffix("'s")) for w in content_words(text))


@dataclass(frozen=True, slots=True)
class _Idf:
    """The question's terms' IDF and, for each, its alternatives found in the conversation
    (:func:`swcmem.lexicon.alternatives`) with the weight a match on them counts."""

    own: dict[str, float]
    other: dict[str, tuple[tuple[str, float], ...]]


def _coverage(text: str, idf: _Idf) -> float:
    """The IDF-weighted share of the question's words found in ``text`` (in any form)."""
    total = sum(idf.own.values())
    if not total or not text:
        return 0.0
    found = _stems(text)
    return sum(_found(t, w, idf.other.get(t, ()), found) for t, w in idf.own.items()) / total


def _found(
    term: str, weight: float, other: tuple[tuple[str, float], ...], found: frozenset[str]
) -> float:
    if term in found:
        return weight
    return max((w for a, w in other if a in found), default=0.0)
