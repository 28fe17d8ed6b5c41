"""BM25 over the turns of one conversation, from the store's search index.

Statistics (document count, average length, document frequencies) are the conversation's
own, so a ranking never depends on what else is stored. Scores use k1=1.2, b=0.75 over the
search terms of :func:`swcmem.text.search_terms` (turn text plus image caption).

Reads are bounded: a term is read from at most ``per_term`` postings, those with the highest
stored impact; below that many occurrences (every conversation of ordinary length) the
scores are exact, above it the term is so common that its IDF is small.

Thread-safe: holds no state besides its store (which is thread-safe).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass

from swcmem.store.conversations import TurnRow, turns_at
from swcmem.store.db import Store
from swcmem.store.search import document_frequencies, postings, search_stats
from swcmem.text import search_terms


@dataclass(frozen=True, slots=True)
class SearchConfig:
    k1: float = 1.2
    b: float = 0.75
    per_term: int = 300


@dataclass(frozen=True, slots=True)
class Hit:
    turn: TurnRow
    score: float


class TurnSearch:
    """BM25 search over one conversation's turns (see the module doc)."""

    def __init__(self, store: Store, config: SearchConfig = SearchConfig()) -> None:
        self.store = store
        self.config = config

    def scores(self, conversation_id: str, terms: Sequence[str]) -> dict[int, float]:
        """BM25 score of every turn (by ``seq``) matching any of ``terms`` (search terms,
        already stemmed); terms are summed in the order given."""
        stats = search_stats(self.store, conversation_id)
        unique = list(dict.fromkeys(terms))
        if stats is None or not stats.docs or not unique:
            return {}
        df = document_frequencies(self.store, conversation_id, unique)
        k1, b, n = self.config.k1, self.config.b, stats.docs
        avg = max(stats.avg_length, 1e-9)
        out: dict[int, float] = {}
        for term in unique:
            if term not in df:
                continue
            idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
            for p in postings(self.store, conversation_id, term, self.config.per_term):
                norm = k1 * (1 - b + b * p.length / avg)
                out[p.seq] = out.get(p.seq, 0.0) + idf * p.tf * (k1 + 1) / (p.tf + norm)
        return out

    def search(
        self, conversation_id: str, query: str, limit: int = 20, drop: Sequence[str] = ()
    ) -> list[Hit]:
        """The ``limit`` best turns for ``query`` (its search terms minus the lower-case words
        in ``drop``), best first; ties in conversation order."""
        scores = self.scores(conversation_id, search_terms(query, drop))
        best = top_scores(scores, limit)
        rows = turns_at(self.store, conversation_id, [seq for seq, _ in best])
        return [Hit(rows[seq], score) for seq, score in best if seq in rows]


def top_scores(scores: dict[int, float], limit: int) -> list[tuple[int, float]]:
    """The ``limit`` best (seq, score) pairs, best first, ties in conversation order."""
    return heapq.nsmallest(limit, scores.items(), key=lambda kv: (-kv[1], kv[0]))
