"""Document frequencies of the extractive gister's stems, counted incrementally (migration
0008): ``gist_terms`` holds each stem's df over the turns counted so far and
``gist_terms_counted`` how many turns that is (always the first ones, in conversation order).
:func:`count_turns` adds the turns not yet counted inside one write transaction, so two
consolidations at once never count a turn twice. Derived data, rebuilt from the turns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from swcmem.store.db import Store
from swcmem.store.sql import lock, select_in

T = TypeVar("T")

BATCH = 5000


def counted(store: Store, conversation_id: str) -> int:
    """How many turns (the first ones) the stored frequencies cover."""
    row = store.execute(
        "SELECT turns FROM gist_terms_counted WHERE conversation_id=?", (conversation_id,)
    ).fetchone()
    return 0 if row is None else int(row[0])


def count_turns(
    store: Store, conversation_id: str, turns: Sequence[T], stems: Callable[[T], Iterable[str]]
) -> int:
    """Bring the frequencies up to ``turns`` — every turn of the conversation, in order, whose
    stems ``stems(turn)`` gives — analysing only the turns past the stored count; returns
    the number of turns covered."""
    with store.atomic() as db:
        lock(db, "gist_terms", conversation_id)  # PostgreSQL: one counter at a time
        done = counted(db, conversation_id)
        for start in range(done, len(turns), BATCH):
            df: Counter[str] = Counter()
            for turn in turns[start : start + BATCH]:
                df.update(set(stems(turn)))
            db.executemany(
                "INSERT INTO gist_terms (conversation_id, stem, df) VALUES (?,?,?)"
                " ON CONFLICT (conversation_id, stem) DO UPDATE SET df = gist_terms.df + excluded.df",
                [(conversation_id, s, n) for s, n in df.items()],
            )
        total = max(done, len(turns))
        db.execute(
            "INSERT INTO gist_terms_counted (conversation_id, turns) VALUES (?,?)"
            " ON CONFLICT (conversation_id) DO UPDATE SET turns=excluded.turns",
            (conversation_id, total),
        )
    return total


def frequencies(store: Store, conversation_id: str, stems: Iterable[str]) -> dict[str, int]:
    """df of the given stems (stems never counted are left out)."""
    sql = "SELECT stem, df FROM gist_terms WHERE conversation_id=? AND stem IN ({marks})"
    return {str(r[0]): int(r[1]) for r in select_in(store, sql, (conversation_id,), stems)}
