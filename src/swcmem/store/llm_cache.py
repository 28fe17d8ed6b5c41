"""The LLM response cache's file and queries (its logic — keys, payloads — is
:mod:`swcmem.llm.cache`).

The cache is an SQLite file of its own (schema ``cache``: numbered migrations under
``migrations/cache/sqlite/``), opened through :class:`~swcmem.store.db.Store` like the store,
so it shares the per-thread connections, busy retries and race-free migrations. A cache file
written before the cache had migrations (it holds ``responses`` and ``usage`` and no
``migrations`` table) is adopted in place: migration 0001 creates its tables only where they
are missing and records itself; nothing in the file changes otherwise.

Thread-safe (through the store).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from swcmem.store.db import MEMORY, Store

SCHEMA = "cache"
_LEGACY_TABLES = {"responses", "usage"}


@dataclass(frozen=True, slots=True)
class UsageRow:
    """One call for the usage log (``error`` is an error class name, never a message)."""

    run_id: str
    purpose: str
    identity: str
    tokens_in: int
    tokens_out: int
    latency_s: float
    cached: bool
    ok: bool
    error: str | None = None


# purpose, fresh successful calls, cache hits, errors, tokens in, tokens out, model seconds
PurposeSums = tuple[str, int, int, int, int, int, float]


def open_cache(path: str | Path) -> Store:
    """The cache file at ``path`` (created when missing; a legacy cache file adopted)."""
    return Store(path, schema=SCHEMA, init=_is_legacy(path))


def _is_legacy(path: str | Path) -> bool:
    """True for a cache file written before migrations: our two tables, no ``migrations``."""
    if str(path) == MEMORY:
        return False
    file = Path(path).expanduser()
    if not file.is_file() or file.stat().st_size == 0:
        return False
    uri = f"file:{quote(str(file.resolve()))}?mode=ro"
    try:
        with closing(sqlite3.connect(uri, uri=True)) as conn:
            names = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
    except sqlite3.Error:
        return False  # not a database: Store() says so clearly
    return names == _LEGACY_TABLES


def get_response(store: Store, key: str) -> str | None:
    """The stored response JSON for ``key`` (counting the hit), or ``None``."""
    row = store.execute("SELECT response_json FROM responses WHERE key = ?", (key,)).fetchone()
    if row is None:
        return None
    store.execute("UPDATE responses SET hits = hits + 1 WHERE key = ?", (key,))
    return str(row[0])


def put_response(
    store: Store, key: str, identity: str, request_json: str, response_json: str, at: str
) -> None:
    """Store (or replace) the response for ``key``."""
    store.execute(
        "INSERT INTO responses (key, identity, request_json, response_json, created_at)"
        " VALUES (?,?,?,?,?) ON CONFLICT (key) DO UPDATE SET identity=excluded.identity,"
        " request_json=excluded.request_json, response_json=excluded.response_json,"
        " created_at=excluded.created_at",
        (key, identity, request_json, response_json, at),
    )


def record_usage(store: Store, row: UsageRow, at: str) -> None:
    store.execute(
        "INSERT INTO usage (run_id, at, purpose, identity, tokens_in, tokens_out, latency_s,"
        " cached, ok, error) VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            row.run_id,
            at,
            row.purpose,
            row.identity,
            row.tokens_in,
            row.tokens_out,
            row.latency_s,
            int(row.cached),
            int(row.ok),
            row.error,
        ),
    )


def entries(store: Store) -> int:
    return int(store.execute("SELECT COUNT(*) FROM responses").fetchone()[0])


def entries_per_identity(store: Store) -> dict[str, int]:
    rows = store.execute(
        "SELECT identity, COUNT(*) FROM responses GROUP BY identity ORDER BY 2 DESC, 1"
    )
    return {str(r[0]): int(r[1]) for r in rows}


def size_bytes(store: Store) -> int:
    pages = store.execute("PRAGMA page_count").fetchone()[0]
    page_size = store.execute("PRAGMA page_size").fetchone()[0]
    return int(pages) * int(page_size)


def run_count(store: Store) -> int:
    return int(store.execute("SELECT COUNT(DISTINCT run_id) FROM usage").fetchone()[0])


def purpose_totals(store: Store, run_id: str | None = None) -> list[PurposeSums]:
    """Per purpose: fresh successful calls, cache hits, errors, and the fresh calls' tokens
    and model seconds (one run, or all)."""
    where, args = ("WHERE run_id = ?", (run_id,)) if run_id else ("", ())
    rows = store.execute(
        "SELECT purpose, SUM(cached = 0 AND ok = 1), SUM(cached), SUM(ok = 0),"
        " SUM(CASE WHEN cached = 0 THEN tokens_in ELSE 0 END),"
        " SUM(CASE WHEN cached = 0 THEN tokens_out ELSE 0 END),"
        f" SUM(CASE WHEN cached = 0 THEN latency_s ELSE 0 END) FROM usage {where}"
        " GROUP BY purpose ORDER BY purpose",
        args,
    )
    return [
        (
            str(r[0]),
            int(r[1] or 0),
            int(r[2] or 0),
            int(r[3] or 0),
            int(r[4] or 0),
            int(r[5] or 0),
            float(r[6] or 0.0),
        )
        for r in rows
    ]
