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
that, which no conversation shorter than ``hits`` turns can), their neighbours and the turns of the ``sessions`` best-matching
sessions are scored; every other turn scores zero and follows in conversation order, read
page by page only as far as the caller iterates. With at most ``sessions`` matching sessions
the order equals scoring every turn. :meth:`TurnRanker.rank` reads a best-matching session's
turns only when the ranking reaches its locality bonus (a turn there that is neither a hit
nor a hit's neighbour scores exactly that bonus), so a caller that stops after a budget's
worth of turns reads a few sessions, not all of them — in the same order :meth:`scores`
gives.

Thread-safe: holds no state besides its store.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from swcmem.search.bm25 import SearchConfig, TurnSearch, top_scores
from swcmem.store.conversations import TurnRow, session_turns, turn_page, turns_at
from swcmem.store.db import Store
from swcmem.text import search_terms, words

PAGE = 512


@dataclass(frozen=True, slots=True)
class RankConfig:
    k1: float = 1.2
    b: float = 0.75
    speaker_boost: float = 0.3
    neighbour_weight: float = 0.5
    session_weight: float = 0.3
    sessions: int = 64  # best-matching sessions whose turns get the locality bonus
    per_term: int = 1000
    hits: int = 1000  # best BM25 hits ranked as hits (every hit below this many matches)

    def search(self) -> SearchConfig:
        return SearchConfig(self.k1, self.b, self.per_term)


@dataclass
class _Scoring:
    base: dict[int, float]
    rows: dict[int, TurnRow]
    top: float
    best: dict[int, float]  # each session's best BM25 score


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
        ``seq`` to extra score. Lazy: sessions and the zero-score tail are read as far as the
        caller iterates."""
        scoring, named, kept = self._prepare(conversation_id, question, speakers, boost)
        scores = self._explicit(scoring, named, boost)
        explicit = sorted((-v, seq) for seq, v in scores.items() if v > 0)
        bonus = [(-self._bonus(scoring, s), s) for s in kept]
        sessions = sorted(b for b in bonus if b[0] < 0)
        shown: set[int] = set()
        for row in self._merge(conversation_id, scoring.rows, explicit, sessions):
            shown.add(row.seq)
            yield row
        after = -1
        while page := turn_page(self.store, conversation_id, after, PAGE):
            yield from (t for t in page if t.seq not in shown)
            after = page[-1].seq

    def _merge(
        self,
        conversation_id: str,
        rows: Mapping[int, TurnRow],
        explicit: list[tuple[float, int]],
        sessions: list[tuple[float, int]],
    ) -> Iterator[TurnRow]:
        """Scored candidates and the best sessions' other turns (each worth its session's
        bonus), merged by (score, seq); a session is read when the merge reaches it."""
        i = j = 0
        pending: deque[TurnRow] = deque()
        level = 0.0
        while True:
            head = explicit[i] if i < len(explicit) else None
            if not pending and j < len(sessions) and (head is None or head[0] >= sessions[j][0]):
                level, idx = sessions[j]
                j += 1
                turns = session_turns(self.store, conversation_id, [idx])
                pending = deque(t for t in turns if t.seq not in rows)
                continue
            if pending and (head is None or (level, pending[0].seq) < head):
                yield pending.popleft()
            elif head is not None:
                yield rows[head[1]]
                i += 1
            elif not pending and j >= len(sessions):
                return

    def _prepare(
        self,
        conversation_id: str,
        question: str,
        speakers: Sequence[str],
        boost: Mapping[int, float] | None,
    ) -> tuple[_Scoring, set[str], list[int]]:
        """BM25 of the hits, the rows of the hits, their neighbours and the boosted turns,
        the named speakers, and the best-matching sessions."""
        names = {s.lower(): s for s in speakers}
        terms = search_terms(question, drop=names)
        base = TurnSearch(self.store, self.config.search()).scores(conversation_id, terms)
        if len(base) > self.config.hits:
            base = dict(top_scores(base, self.config.hits))
        top = max(base.values(), default=0.0)
        near = {s + d for s in base for d in (-1, 0, 1)} | set(boost or ())
        rows = turns_at(self.store, conversation_id, near)
        best = _session_best(base, rows)
        kept = sorted(best, key=lambda s: (-best[s], s))[: self.config.sessions]
        named = {
            names[w.removesuffix("'s")] for w in words(question) if w.removesuffix("'s") in names
        }
        return _Scoring(base, rows, top or 1.0, best), named, kept

    def _explicit(
        self, scoring: _Scoring, named: set[str], boost: Mapping[int, float] | None
    ) -> dict[int, float]:
        scores = {seq: self._score(seq, scoring, named) for seq in scoring.rows}
        for seq, extra in (boost or {}).items():
            if seq in scores:
                scores[seq] += extra * scoring.top
        return scores

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
        scoring.rows.update({t.seq: t for t in session_turns(self.store, conversation_id, kept)})
        return self._explicit(scoring, named, boost), scoring.rows

    def _score(self, seq: int, sc: _Scoring, named: set[str]) -> float:
        c, row = self.config, sc.rows[seq]
        score = sc.base.get(seq, 0.0)
        if row.speaker in named and c.speaker_boost:
            score *= 1 + c.speaker_boost
        if c.neighbour_weight:
            score += c.neighbour_weight * max(
                _same_session(sc, seq - 1, row), _same_session(sc, seq + 1, row)
            )
        if c.session_weight:
            score += self._bonus(sc, row.session_idx)
        return score

    def _bonus(self, sc: _Scoring, session_idx: int) -> float:
        """The session-locality part of a score (all of it for a turn that is neither a hit
        nor a hit's neighbour)."""
        if not self.config.session_weight:
            return 0.0
        best = sc.best.get(session_idx, 0.0)
        return self.config.session_weight * sc.top * (best / sc.top)


def _same_session(sc: _Scoring, seq: int, row: TurnRow) -> float:
    other = sc.rows.get(seq)
    if other is None or other.session_idx != row.session_idx:
        return 0.0
    return sc.base.get(seq, 0.0)


def _session_best(base: Mapping[int, float], rows: Mapping[int, TurnRow]) -> dict[int, float]:
    best: dict[int, float] = {}
    for seq, score in base.items():
        if seq in rows:
            s = rows[seq].session_idx
            best[s] = max(best.get(s, 0.0), score)
    return best
