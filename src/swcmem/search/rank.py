"""Ranking a conversation's turns for a question: BM25 plus three general refinements.

1. **Speaker names out of the query, into a prior.** A question names the person it is about
   ("When did Ana move?"), but people rarely say their own name, so the name is a poor term;
   instead, turns spoken by the named person get a mild boost (× 1 + ``speaker_boost``).
2. **Neighbours.** An answer often sits in the reply to a question, or the turn before it
   sets the topic ("What did you paint?" / "A sunset"); a turn gains ``neighbour_weight`` ×
   the better BM25 score of its two neighbours in the same session.
3. **Session locality.** Talk about one topic clusters in a session; every turn of a session
   gains ``session_weight`` × that session's best BM25 score.

Callers may add boosts (as multiples of the best BM25 score) to given turns, e.g. the turns
the temporal index points at.

Reads are bounded by the question, not the conversation: the BM25 hits (see
:mod:`swcmem.search.bm25`; the ``hits`` best of them when a question matches more turns than
that, which no conversation shorter than ``hits`` turns can), their neighbours and the turns
of the ``sessions`` best-matching sessions are scored; every other turn scores zero and
follows in conversation order. With at most ``sessions`` matching sessions the order equals
scoring every turn.

Ranking reads no turn row: a turn's session comes from the conversation's session layout
(:mod:`swcmem.search.layout`), speakers are looked up for the hits only (and only when the
question names one), and a best-matching session's other turns all score exactly its
locality bonus, so they join the order as a run of ``seq``. :meth:`TurnRanker.order` gives
the ``seq`` order; :meth:`TurnRanker.rank` reads the rows of the turns it yields, a few at a
time, as far as the caller iterates.

Thread-safe: holds no state besides its store.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from swcmem.search.bm25 import SearchConfig, TurnSearch, top_scores
from swcmem.search.layout import Layout, layout
from swcmem.store.conversations import TurnRow, turn_speakers, turns_at
from swcmem.store.db import Store
from swcmem.text import search_terms, words

ROWS_PER_READ = 64  # rows rank() reads at a time for the turns it yields


@dataclass(frozen=True, slots=True)
class RankConfig:
    k1: float = 1.2
    b: float = 0.75
    speaker_boost: float = 0.3
    neighbour_weight: float = 0.5
    session_weight: float = 0.3
    sessions: int = 64  # best-matching sessions whose turns get the locality bonus
    per_term: int = 300
    hits: int = 400  # best BM25 hits ranked as hits (all of them below this many matches)

    def search(self) -> SearchConfig:
        return SearchConfig(self.k1, self.b, self.per_term)


@dataclass
class _Scoring:
    base: dict[int, float]
    session: dict[int, int]  # candidate seq → its session
    speaker: dict[int, str]  # hit seq → its speaker (when the question names one)
    top: float
    best: dict[int, float]  # each session's best BM25 score
    layout: Layout


class TurnRanker:
    """Turns of one conversation, best first for a question (see the module doc)."""

    def __init__(self, store: Store, config: RankConfig = RankConfig()) -> None:
        self.store = store
        self.config = config

    def rank(
        self,
        conversation_id: str,
        question: str,
        speakers: Sequence[str] = (),
        boost: Mapping[int, float] | None = None,
    ) -> Iterator[TurnRow]:
        """Turns best first (by score, then conversation order); ``boost`` maps a turn's
        ``seq`` to extra score. Lazy: rows are read as far as the caller iterates."""
        order = self.order(conversation_id, question, speakers, boost)
        while batch := [seq for _, seq in zip(range(ROWS_PER_READ), order, strict=False)]:
            rows = turns_at(self.store, conversation_id, batch)
            yield from (rows[seq] for seq in batch if seq in rows)

    def order(
        self,
        conversation_id: str,
        question: str,
        speakers: Sequence[str] = (),
        boost: Mapping[int, float] | None = None,
    ) -> Iterator[int]:
        """The ``seq`` of every turn, in :meth:`rank` order (reads no turn row)."""
        scoring, named, kept = self._prepare(conversation_id, question, speakers, boost)
        scores = self._explicit(scoring, named, boost)
        explicit = sorted((-v, seq) for seq, v in scores.items() if v > 0)
        bonus = [(-self._bonus(scoring, s), s) for s in kept]
        sessions = sorted(b for b in bonus if b[0] < 0)
        shown: set[int] = set()
        for seq in self._merge(scoring, explicit, sessions):
            shown.add(seq)
            yield seq
        yield from (seq for seq in range(scoring.layout.turns) if seq not in shown)

    def _merge(
        self,
        scoring: _Scoring,
        explicit: list[tuple[float, int]],
        sessions: list[tuple[float, int]],
    ) -> Iterator[int]:
        """Scored candidates and the best sessions' other turns (each worth its session's
        bonus), merged by (score, seq)."""
        i = j = 0
        pending: Iterator[int] = iter(())
        head_seq: int | None = None
        level = 0.0
        while True:
            head = explicit[i] if i < len(explicit) else None
            if (
                head_seq is None
                and j < len(sessions)
                and (head is None or head[0] >= sessions[j][0])
            ):
                level, idx = sessions[j]
                j += 1
                run = scoring.layout.seqs_of(idx)
                pending = (seq for seq in run if seq not in scoring.session)
                head_seq = next(pending, None)
                continue
            if head_seq is not None and (head is None or (level, head_seq) < head):
                yield head_seq
                head_seq = next(pending, None)
            elif head is not None:
                yield head[1]
                i += 1
            elif head_seq is None and j >= len(sessions):
                return

    def _prepare(
        self,
        conversation_id: str,
        question: str,
        speakers: Sequence[str],
        boost: Mapping[int, float] | None,
    ) -> tuple[_Scoring, set[str], list[int]]:
        """BM25 of the hits, the sessions of the hits, their neighbours and the boosted
        turns, the named speakers, and the best-matching sessions."""
        names = {s.lower(): s for s in speakers}
        terms = search_terms(question, drop=names)
        base = TurnSearch(self.store, self.config.search()).scores(conversation_id, terms)
        if len(base) > self.config.hits:
            base = dict(top_scores(base, self.config.hits))
        top = max(base.values(), default=0.0)
        plan = layout(self.store, conversation_id)
        near = {s + d for s in base for d in (-1, 0, 1)} | set(boost or ())
        session = plan.sessions_of(near)
        named = {
            names[w.removesuffix("'s")] for w in words(question) if w.removesuffix("'s") in names
        }
        spoken = {}
        if named and self.config.speaker_boost:
            spoken = turn_speakers(self.store, conversation_id, base)
        best = _session_best(base, session)
        kept = sorted(best, key=lambda s: (-best[s], s))[: self.config.sessions]
        return _Scoring(base, session, spoken, top or 1.0, best, plan), named, kept

    def _explicit(
        self, sc: _Scoring, named: set[str], boost: Mapping[int, float] | None
    ) -> dict[int, float]:
        """The score of every candidate (:meth:`_score`, inlined: thousands per question)."""
        c = self.config
        base, session, speaker = sc.base, sc.session, sc.speaker
        bonus = {s: self._bonus(sc, s) for s in set(session.values())}
        out: dict[int, float] = {}
        for seq, s in session.items():
            score = base.get(seq, 0.0)
            if c.speaker_boost and speaker.get(seq) in named:
                score *= 1 + c.speaker_boost
            if c.neighbour_weight:
                left = base.get(seq - 1, 0.0) if session.get(seq - 1) == s else 0.0
                right = base.get(seq + 1, 0.0) if session.get(seq + 1) == s else 0.0
                score += c.neighbour_weight * max(left, right)
            if c.session_weight:
                score += bonus[s]
            out[seq] = score
        for seq, extra in (boost or {}).items():
            if seq in out:
                out[seq] += extra * sc.top
        return out

    def scores(
        self,
        conversation_id: str,
        question: str,
        speakers: Sequence[str] = (),
        boost: Mapping[int, float] | None = None,
    ) -> tuple[dict[int, float], dict[int, TurnRow]]:
        """Score of every candidate turn (by seq), and the candidates' rows: the hits, their
        neighbours, the boosted turns and every turn of the best-matching sessions."""
        scoring, named, kept = self._prepare(conversation_id, question, speakers, boost)
        scores = self._explicit(scoring, named, boost)
        for s in kept:
            bonus = self._bonus(scoring, s)
            scores.update({seq: bonus for seq in scoring.layout.seqs_of(s) if seq not in scores})
        return scores, turns_at(self.store, conversation_id, scores)

    def _bonus(self, sc: _Scoring, session_idx: int) -> float:
        """The session-locality part of a score (all of it for a turn that is neither a hit
        nor a hit's neighbour)."""
        if not self.config.session_weight:
            return 0.0
        best = sc.best.get(session_idx, 0.0)
        return self.config.session_weight * sc.top * (best / sc.top)


def _session_best(base: Mapping[int, float], session: Mapping[int, int]) -> dict[int, float]:
    best: dict[int, float] = {}
    for seq, score in base.items():
        if seq in session:
            s = session[seq]
            best[s] = max(best.get(s, 0.0), score)
    return best
