"""Ranking a conversation's turns for a question: BM25 plus three general refinements.

1. **Speaker names out of the query, into a prior.** A question names the person it is about
   ("When did Ana move?"), but people rarely say their own name, so the name is a poor term;
   instead, turns spoken by the named person get a mild boost.
2. **Neighbours.** An answer often sits in the reply to a question, or the turn before it
   sets the topic ("What did you paint?" / "A sunset"); a turn inherits part of the best
   score of its neighbours in the same session.
3. **Session locality.** Talk about one topic clusters in a session; every turn of a session
   gains a little in proportion to that session's best match.

Scores use Porter-stemmed content words (possessives stripped), BM25 with k1=1.2, b=0.75
over the turn text plus image caption. Statistics are built once per conversation and cached.
"""

from __future__ import annotations

import math
from collections import Counter, OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from swcmem.model import Conversation, Turn
from swcmem.text import STOPWORDS, stem, words

Vector = NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class RankConfig:
    k1: float = 1.2
    b: float = 0.75
    speaker_boost: float = 0.3
    neighbour_weight: float = 0.5
    session_weight: float = 0.3


def terms(text: str, drop: Iterable[str] = ()) -> list[str]:
    """Stemmed content words of ``text`` (possessive ``'s`` removed), minus ``drop``."""
    skip = set(drop)
    out = []
    for w in words(text):
        w = w.removesuffix("'s")
        if len(w) > 1 and w not in STOPWORDS and w not in skip:
            out.append(stem(w))
    return out


class TurnIndex:
    """BM25 statistics of one conversation's turns."""

    def __init__(self, conv: Conversation) -> None:
        self.turns: tuple[Turn, ...] = conv.turns
        self.speakers = {s.lower(): s for s in conv.speakers}
        self.positions = {t.id: i for i, t in enumerate(self.turns)}
        bags = [Counter(terms(t.full_text)) for t in self.turns]
        self.lengths = np.array([sum(b.values()) for b in bags], dtype=float)
        self.avg_length = float(self.lengths.mean()) if len(bags) else 1.0
        self.postings: dict[str, list[tuple[int, int]]] = {}
        for i, bag in enumerate(bags):
            for term, tf in bag.items():
                self.postings.setdefault(term, []).append((i, tf))
        n = len(bags)
        self.idf = {
            t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self.postings.items()
        }
        sessions = np.array([t.session_idx for t in self.turns])
        self.session_of = sessions
        same = sessions[1:] == sessions[:-1] if n > 1 else np.zeros(0, dtype=bool)
        self.same_as_prev = np.concatenate([[False], same])
        self.same_as_next = np.concatenate([same, [False]])

    def named_speakers(self, question: str) -> set[str]:
        return {
            self.speakers[w.removesuffix("'s")]
            for w in words(question)
            if w.removesuffix("'s") in self.speakers
        }

    def bm25(self, query_terms: Iterable[str], config: RankConfig) -> Vector:
        scores = np.zeros(len(self.turns))
        norm = config.k1 * (1 - config.b + config.b * self.lengths / max(self.avg_length, 1e-9))
        for term in dict.fromkeys(query_terms):
            for i, tf in self.postings.get(term, ()):
                scores[i] += self.idf[term] * tf * (config.k1 + 1) / (tf + norm[i])
        return scores

    def scores(
        self,
        question: str,
        config: RankConfig = RankConfig(),
        boost: Mapping[str, float] | None = None,
    ) -> Vector:
        """One score per turn (conversation order); ``boost`` adds to given turn ids, as a
        multiple of the best lexical score (e.g. turns the temporal index points at)."""
        base = self.bm25(terms(question, drop=self.speakers), config)
        top = float(base.max()) if len(base) and base.max() > 0 else 1.0
        scores = base.copy()
        named = self.named_speakers(question)
        if named and config.speaker_boost:
            mask = np.array([t.speaker in named for t in self.turns])
            scores[mask] *= 1 + config.speaker_boost
        if config.neighbour_weight and len(base) > 1:
            prev = np.concatenate([[0.0], base[:-1]]) * self.same_as_prev
            nxt = np.concatenate([base[1:], [0.0]]) * self.same_as_next
            scores += config.neighbour_weight * np.maximum(prev, nxt)
        if config.session_weight and len(base):
            best: dict[int, float] = {}
            for s, v in zip(self.session_of.tolist(), base.tolist(), strict=True):
                best[s] = max(best.get(s, 0.0), v)
            session_part = np.array([best[s] for s in self.session_of.tolist()]) / top
            scores += config.session_weight * top * session_part
        for tid, extra in (boost or {}).items():
            if tid in self.positions:
                scores[self.positions[tid]] += extra * top
        return scores

    def rank(
        self,
        question: str,
        config: RankConfig = RankConfig(),
        boost: Mapping[str, float] | None = None,
    ) -> list[Turn]:
        """Turns best first (ties keep conversation order)."""
        order = np.argsort(-self.scores(question, config, boost), kind="stable")
        return [self.turns[i] for i in order.tolist()]


_CACHE: OrderedDict[tuple[str, int], TurnIndex] = OrderedDict()
_CACHE_SIZE = 16


def turn_index(conv: Conversation) -> TurnIndex:
    """The (cached) index of ``conv``; a grown conversation gets a fresh one."""
    key = (conv.id, hash(tuple((t.id, t.speaker, t.full_text) for t in conv.turns)))
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    index = TurnIndex(conv)
    _CACHE[key] = index
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return index
