"""Small SQL builders that read the same on SQLite and PostgreSQL (the one place, besides the
backends, where a statement may depend on the dialect)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from swcmem.store.backend import Row
from swcmem.store.db import Store

IN_CHUNK = 900  # values per IN (...) list: under SQLite's parameter limit of older builds


def marks(n: int) -> str:
    """``?,?,…`` for ``n`` values."""
    return ",".join("?" * n)


def upsert(
    table: str, columns: Sequence[str], key: Sequence[str], *, update: Sequence[str] | None = None
) -> str:
    """``INSERT … ON CONFLICT (key) DO UPDATE`` of every non-key column (or of ``update``):
    what ``INSERT OR REPLACE`` did on SQLite, in syntax both backends accept. An empty
    ``update`` gives ``DO NOTHING`` (``INSERT OR IGNORE``)."""
    cols = ", ".join(columns)
    changed = [c for c in columns if c not in key] if update is None else list(update)
    action = (
        "DO UPDATE SET " + ", ".join(f"{c}=excluded.{c}" for c in changed)
        if changed
        else "DO NOTHING"
    )
    return (
        f"INSERT INTO {table} ({cols}) VALUES ({marks(len(columns))})"
        f" ON CONFLICT ({', '.join(key)}) {action}"
    )


def lock(store: Store, *key: str) -> None:
    """Serialise writers of one thing (e.g. one conversation) until the current transaction
    ends. SQLite needs nothing (a write transaction locks the whole file from its start);
    PostgreSQL takes a transaction-scoped advisory lock on a hash of ``key``."""
    if store.dialect == "postgres":
        store.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", ("\x1f".join(key),))


def select_in(
    store: Store, sql: str, params: Sequence[object], values: Iterable[object]
) -> Iterator[Row]:
    """The rows of ``sql`` — whose ``{marks}`` stands for an ``IN`` list — for every one of
    ``values`` (deduplicated), :data:`IN_CHUNK` values per statement; ``params`` come
    before the values."""
    wanted = sorted(set(values), key=str)
    for start in range(0, len(wanted), IN_CHUNK):
        part = wanted[start : start + IN_CHUNK]
        yield from store.execute(sql.format(marks=marks(len(part))), (*params, *part))
