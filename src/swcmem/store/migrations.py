"""Numbered, append-only schema migrations, one folder per backend.

Each migration is a file ``migrations/<schema>/<dialect>/NNNN_name.sql``: schema ``store``
is the swcmem store, ``cache`` the LLM response cache (a file of its own). A migration, once
released, is never edited: change the schema by adding the next number (to every backend's
folder).
Applied versions are recorded in the ``migrations`` table.

Opening a store that is up to date only reads that table. Otherwise all missing migrations
run in one transaction under an exclusive lock (SQLite: ``BEGIN EXCLUSIVE``; PostgreSQL: a
transaction-scoped advisory lock), and the applied versions are read again *inside* the lock:
when several processes or threads open a new store at once, one migrates and the others find
nothing left to do.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime
from functools import cache
from importlib import resources

from swcmem.errors import StoreError
from swcmem.store.backend import Backend, Dialect

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
MIGRATION_LOCK = 0x5357434D  # "SWCM": the PostgreSQL advisory lock key
_TABLE_EXISTS = {
    "sqlite": "SELECT 1 FROM sqlite_master WHERE type='table' AND name='migrations'",
    "postgres": "SELECT 1 FROM pg_tables WHERE schemaname=current_schema() AND tablename='migrations'",
}
_CREATE = (
    "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
    " applied_at TEXT NOT NULL)"
)


@cache
def available(
    dialect: Dialect = "sqlite", schema: str = "store"
) -> tuple[tuple[int, str, str], ...]:
    """(version, file name, SQL) for every migration shipped for ``dialect``, in order."""
    found = []
    folder = resources.files("swcmem.store").joinpath("migrations", schema, dialect)
    if not folder.is_dir():
        raise StoreError(f"no {schema!r} migrations for {dialect}")
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort()
    versions = [v for v, _, _ in found]
    if len(set(versions)) != len(versions):
        raise StoreError(f"two {dialect} migrations share a number: {versions}")
    return tuple(found)


def first_migration(dialect: Dialect, schema: str) -> str:
    """The file name of a schema's migration 1: what marks a database as that schema's."""
    return available(dialect, schema)[0][1]


def applied(backend: Backend) -> set[int]:
    """Versions recorded in the store (empty for a new store)."""
    if backend.execute(_TABLE_EXISTS[backend.dialect]).fetchone() is None:
        return set()
    return {int(r[0]) for r in backend.execute("SELECT version FROM migrations")}


def migrate(backend: Backend, schema: str = "store") -> list[int]:
    """Apply the missing migrations; returns the versions applied now (see the module doc)."""
    known = available(backend.dialect, schema)
    latest = max(v for v, _, _ in known)
    done = applied(backend)
    if done and max(done) > latest:
        raise StoreError(
            f"the store was written by a newer swcmem (schema {max(done)}, this one knows "
            f"{latest})",
            hint="upgrade swcmem or use another --db",
        )
    if {v for v, _, _ in known} <= done:
        return []
    if backend.read_only and not done:
        raise StoreError(
            "the file holds no swcmem tables yet, and a read-only command cannot create them",
            hint="ingest a conversation first ('swcmem ingest FILE'), or pass another --db",
        )
    if backend.read_only:
        raise StoreError(
            "the store needs a schema upgrade, which a read-only command cannot do",
            hint="run any writing command once (e.g. 'swcmem ingest'), or open it writable",
        )
    with backend.transaction(exclusive=True):
        if backend.dialect == "postgres":
            backend.execute("SELECT pg_advisory_xact_lock(?, ?)", (MIGRATION_LOCK, len(schema)))
        backend.execute(_CREATE)
        done = applied(backend)
        new = [(v, n, s) for v, n, s in known if v not in done]
        for version, name, sql in new:
            _apply(backend, version, name, sql)
    return [v for v, _, _ in new]


def _apply(backend: Backend, version: int, name: str, sql: str) -> None:
    try:
        for statement in split_statements(sql, backend.dialect):
            backend.execute(statement)
    except Exception as exc:
        raise StoreError(f"migration {name} failed: {exc}") from exc
    backend.execute(
        "INSERT INTO migrations (version, name, applied_at) VALUES (?,?,?)",
        (version, name, datetime.now(UTC).isoformat()),
    )


def split_statements(sql: str, dialect: Dialect) -> list[str]:
    """The statements of a migration file (trigger bodies and ``$$`` blocks kept whole)."""
    out: list[str] = []
    current: list[str] = []
    for line in sql.splitlines():
        if not current and (not line.strip() or line.lstrip().startswith("--")):
            continue
        current.append(line)
        text = "\n".join(current)
        if _complete(text, dialect):
            out.append(text.strip())
            current = []
    if "\n".join(current).strip():
        out.append("\n".join(current).strip())
    return out


def _complete(text: str, dialect: Dialect) -> bool:
    if dialect == "sqlite":
        return sqlite3.complete_statement(text)
    return text.rstrip().endswith(";") and text.count("$$") % 2 == 0
