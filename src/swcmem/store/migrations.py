"""Numbered, append-only schema migrations.

Each migration is a file ``migrations/NNNN_name.sql``. A migration, once released, is never
edited: change the schema by adding the next number. Applied versions are recorded in the
``migrations`` table; each migration runs in its own transaction.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime
from importlib import resources

from swcmem.errors import StoreError

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


def available() -> list[tuple[int, str, str]]:
    """(version, file name, SQL) for every migration shipped with the package, in order."""
    found = []
    for entry in resources.files("swcmem.store").joinpath("migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort()
    versions = [v for v, _, _ in found]
    if len(set(versions)) != len(versions):
        raise StoreError(f"two migrations share a number: {versions}")
    return found


def applied(conn: sqlite3.Connection) -> set[int]:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL)"
    )
    return {int(r[0]) for r in conn.execute("SELECT version FROM migrations")}


def migrate(conn: sqlite3.Connection) -> list[int]:
    """Apply the missing migrations; returns the versions applied now."""
    done = applied(conn)
    known = available()
    if done and max(done) > max(v for v, _, _ in known):
        raise StoreError(
            f"the store was written by a newer swcmem (schema {max(done)})",
            hint="upgrade swcmem or use another --db",
        )
    new = []
    for version, name, sql in known:
        if version in done:
            continue
        _apply(conn, version, name, sql)
        new.append(version)
    return new


def _apply(conn: sqlite3.Connection, version: int, name: str, sql: str) -> None:
    now = datetime.now(UTC).isoformat()
    script = f"BEGIN IMMEDIATE;\n{sql}\n;INSERT INTO migrations VALUES ({version}, '{name}', '{now}');\nCOMMIT;"
    try:
        conn.executescript(script)
    except sqlite3.Error as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise StoreError(f"migration {name} failed: {exc}") from exc
