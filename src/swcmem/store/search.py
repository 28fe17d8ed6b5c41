"""The per-conversation search index (migration 0005): postings, document lengths, document
frequencies and each turn's context-line cost, written with the turns in one transaction.

Terms come from :func:`swcmem.text.search_terms`, in Python, so every backend indexes and
ranks identically, and statistics belong to one conversation: what else is in the store never
changes a ranking. The index is derived data: :func:`ensure_index` rebuilds it for turns that
lack it (a store written before migration 0005, or by an older analyzer).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from swcmem.lines import text_tokens, turn_text
from swcmem.model import Turn
from swcmem.store.db import Store
from swcmem.text import ANALYZER, search_terms

K1 = 1.2
B = 0.75
IMPACT_NORM_LENGTH = 12.0  # fixed length norm of the stored impact (ordering only)


@dataclass(frozen=True, slots=True)
class SearchStats:
    docs: int
    terms: int
    analyzer: str

    @property
    def avg_length(self) -> float:
        return self.terms / self.docs if self.docs else 1.0


@dataclass(frozen=True, slots=True)
class Posting:
    seq: int
    tf: int
    length: int  # the turn's term count


def impact(tf: int, length: int) -> float:
    """BM25's term-frequency part at a fixed length norm (stored; orders postings)."""
    return tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / IMPACT_NORM_LENGTH))


def index_turns(store: Store, conversation_id: str, turns: Iterable[tuple[int, Turn]]) -> int:
    """Index ``(seq, turn)`` pairs (new turns only); returns how many were indexed."""
    stats_rows: list[tuple[str, int, int, int]] = []
    term_rows: list[tuple[str, str, float, int, int]] = []
    df: Counter[str] = Counter()
    total = 0
    for seq, turn in turns:
        bag = Counter(search_terms(turn.full_text))
        length = sum(bag.values())
        cost = text_tokens(turn_text(turn.speaker, turn.full_text))
        stats_rows.append((conversation_id, seq, cost, length))
        term_rows.extend((conversation_id, t, impact(tf, length), seq, tf) for t, tf in bag.items())
        df.update(bag.keys())
        total += length
    if not stats_rows:
        return 0
    with store.atomic() as db:
        db.executemany("INSERT INTO turn_stats VALUES (?,?,?,?)", stats_rows)
        db.executemany("INSERT INTO turn_terms VALUES (?,?,?,?,?)", term_rows)
        db.executemany(
            "INSERT INTO term_stats VALUES (?,?,?) ON CONFLICT (conversation_id, term)"
            " DO UPDATE SET df = term_stats.df + excluded.df",
            [(conversation_id, t, n) for t, n in df.items()],
        )
        db.execute(
            "INSERT INTO search_stats VALUES (?,?,?,?) ON CONFLICT (conversation_id)"
            " DO UPDATE SET docs = search_stats.docs + excluded.docs,"
            " terms = search_stats.terms + excluded.terms",
            (conversation_id, len(stats_rows), total, ANALYZER),
        )
    return len(stats_rows)


def search_stats(store: Store, conversation_id: str) -> SearchStats | None:
    row = store.execute(
        "SELECT docs, terms, analyzer FROM search_stats WHERE conversation_id=?",
        (conversation_id,),
    ).fetchone()
    return None if row is None else SearchStats(int(row[0]), int(row[1]), str(row[2]))


def document_frequencies(
    store: Store, conversation_id: str, terms: Sequence[str]
) -> dict[str, int]:
    """df of each term in the conversation (absent terms are left out)."""
    if not terms:
        return {}
    rows = store.execute(
        "SELECT term, df FROM term_stats WHERE conversation_id=?"
        f" AND term IN ({','.join('?' * len(terms))})",
        (conversation_id, *terms),
    )
    return {str(r[0]): int(r[1]) for r in rows}


def postings(store: Store, conversation_id: str, term: str, limit: int) -> list[Posting]:
    """The ``limit`` postings of ``term`` with the highest stored impact (all of them when the
    term is in at most ``limit`` turns), each with its turn's length."""
    rows = store.execute(
        "SELECT p.seq, p.tf, s.terms FROM turn_terms p JOIN turn_stats s"
        " ON s.conversation_id = p.conversation_id AND s.seq = p.seq"
        " WHERE p.conversation_id=? AND p.term=? ORDER BY p.impact DESC, p.seq LIMIT ?",
        (conversation_id, term, limit),
    )
    return [Posting(int(r[0]), int(r[1]), int(r[2])) for r in rows]


def line_costs(store: Store, conversation_id: str, seqs: Sequence[int]) -> dict[int, int]:
    """The stored context-line cost (o200k tokens + newline) of some turns, by seq."""
    if not seqs:
        return {}
    rows = store.execute(
        "SELECT seq, line_tokens FROM turn_stats WHERE conversation_id=?"
        f" AND seq IN ({','.join('?' * len(seqs))})",
        (conversation_id, *seqs),
    )
    return {int(r[0]): int(r[1]) for r in rows}


def session_line_costs(store: Store, conversation_id: str, session_idx: int) -> list[int]:
    """The stored context-line costs of one session's turns, in order (empty when the
    search index lacks them)."""
    rows = store.execute(
        "SELECT s.line_tokens FROM turns t JOIN turn_stats s ON s.conversation_id ="
        " t.conversation_id AND s.seq = t.seq WHERE t.conversation_id=? AND t.session_idx=?"
        " ORDER BY t.seq",
        (conversation_id, session_idx),
    )
    return [int(r[0]) for r in rows]


def unindexed(store: Store) -> list[str]:
    """Conversations with turns the search index lacks, or built by another analyzer."""
    rows = store.execute(
        "SELECT c.id FROM conversations c LEFT JOIN search_stats s ON s.conversation_id = c.id"
        " WHERE (s.conversation_id IS NULL AND EXISTS"
        " (SELECT 1 FROM turns t WHERE t.conversation_id = c.id))"
        " OR s.analyzer <> ? OR s.docs <> (SELECT count(*) FROM turns t"
        " WHERE t.conversation_id = c.id) ORDER BY c.id",
        (ANALYZER,),
    )
    return [str(r[0]) for r in rows]


def clear_index(store: Store, conversation_id: str) -> None:
    """Remove a conversation's search index (to rebuild it, or with the conversation)."""
    with store.atomic() as db:
        for table in ("turn_terms", "term_stats", "turn_stats", "search_stats"):
            db.execute(f"DELETE FROM {table} WHERE conversation_id=?", (conversation_id,))
