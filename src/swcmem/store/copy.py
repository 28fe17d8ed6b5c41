"""Copying a whole store to another one, across backends (SQLite ⇄ PostgreSQL), verified.

:func:`copy_store` copies every table (conversations, sessions, turns with their client
message ids and payloads, QA items, anchors, the search index, chunks, gists with their
provenance, consolidation state, chunk features and gist stem counts, memory tokens,
evaluations, jobs, the service's tenants, key digests and conversation owners) page by page, in one transaction on the
target, and checks before committing that the target holds, per table, the same number of
rows with the same content checksum as what was read from the source. A mismatch rolls
everything back.

* The target must be empty unless ``append``: then conversations it lacks are added (with
  every row that belongs to them), evaluation rows it lacks are added, and conversations it
  already holds are left alone when identical (same fingerprint) and refused when not.
* A fresh copy keeps surrogate ids (turn and anchor row ids, gist and job ids); an appended
  copy lets the target number its rows.
* **The checksum is of content**, independent of the backend and of row order: per row, the
  values in column-name order with surrogate ids left out and JSON compared parsed (jsonb
  stores ``{"b": 1, "a": 2}`` as ``{"a": 2, "b": 1}``); the table's checksum is the sum of the
  rows' SHA-256 modulo 2²⁵⁶. So SQLite → PostgreSQL → SQLite gives the same checksums.
* The source is opened read-only and never written.

Not thread-safe (one copy at a time per target); other processes may keep reading both.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from swcmem.errors import InputError, StoreError
from swcmem.store.db import Store
from swcmem.store.sql import marks

PAGE = 2000
_MOD = 2**256


@dataclass(frozen=True)
class Table:
    """How to page through one table, and which of its rows belong to a conversation."""

    name: str
    key: tuple[str, ...]  # unique, the paging order
    surrogate: str | None = None  # an id the store assigns
    scoped: bool = True  # rows belong to one conversation
    owner: str = "conversation_id"  # the column naming that conversation


TABLES = (
    Table("conversations", ("id",), owner="id"),
    Table("tenants", ("name",), scoped=False),
    Table("api_keys", ("id",), scoped=False),
    Table("tenant_conversations", ("tenant", "name")),
    Table("sessions", ("conversation_id", "idx")),
    Table("turns", ("rowid",), surrogate="rowid"),
    Table("message_ids", ("conversation_id", "message_id")),
    Table("turn_payloads", ("conversation_id", "turn_id")),
    Table("qa_items", ("conversation_id", "idx")),
    Table("anchors", ("rowid",), surrogate="rowid"),
    Table("turn_stats", ("conversation_id", "seq")),
    Table("turn_terms", ("conversation_id", "term", "seq")),  # the index order (both backends)
    Table("term_stats", ("conversation_id", "term")),
    Table("search_stats", ("conversation_id",)),
    Table("chunks", ("conversation_id", "id")),
    Table("gists", ("id",), surrogate="id"),
    Table("consolidation_state", ("conversation_id", "key")),
    Table("eval_runs", ("id",), scoped=False),
    Table("eval_answers", ("setting", "condition", "conversation_id", "qa_idx"), scoped=False),
    Table(
        "eval_verdicts",
        ("setting", "condition", "conversation_id", "qa_idx", "judge", "judge_setting"),
        scoped=False,
    ),
    Table("jobs", ("id",), surrogate="id"),
    Table("event_vectors", ("id",), surrogate="id"),
    Table("memory_versions", ("conversation_id",)),
    Table("chunk_features", ("conversation_id", "chunk_id", "kind")),
    Table("gist_terms", ("conversation_id", "stem")),
    Table("gist_terms_counted", ("conversation_id",)),
)
JSON_COLUMNS = {
    "conversations": {"speakers"},
    "qa_items": {"evidence"},
    "chunks": {"turn_ids", "features_json", "reasons_json"},
    "gists": {"units_json", "source_turns", "audit_json"},
    "eval_runs": {"config"},
    "jobs": {"payload", "result"},
}
_SKIP = {"migrations", "deletions"}  # the schema log; delete markers (never committed)


@dataclass(frozen=True)
class TableDigest:
    rows: int
    checksum: str  # 64 hex digits

    @property
    def short(self) -> str:
        return self.checksum[:12]


@dataclass(frozen=True)
class CopyReport:
    tables: dict[str, TableDigest]  # what was copied (and verified on the target)
    conversations: tuple[str, ...]  # copied
    skipped: tuple[str, ...]  # already in the target, identical (append)
    seconds: float


# -- reading -------------------------------------------------------------------------------
def store_tables(store: Store) -> set[str]:
    """The swcmem tables of a store (not the migration log)."""
    sql = (
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
        if store.dialect == "sqlite"
        else "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    )
    return {str(r[0]) for r in store.execute(sql)} - _SKIP


def table_columns(store: Store, table: str) -> list[str]:
    if store.dialect == "sqlite":
        return [str(r[1]) for r in store.execute(f"PRAGMA table_info({table})")]
    return [
        str(r[0])
        for r in store.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
    ]


def _quote(column: str) -> str:
    return f'"{column}"'


def read_rows(
    store: Store, table: Table, columns: Sequence[str], conversations: Sequence[str] | None
) -> Iterator[list[Any]]:
    """Pages of ``columns`` of a table in key order (keyset paging: rows may be many)."""
    cols = ", ".join(_quote(c) for c in columns)
    positions = [list(columns).index(k) for k in table.key]
    where, scope = "", []
    if conversations is not None and table.scoped:
        where, scope = f"{table.owner} IN ({marks(len(conversations))})", list(conversations)
    after: list[Any] | None = None
    keys = ", ".join(table.key)
    while True:
        clauses = [
            c for c in (where, f"({keys}) > ({marks(len(table.key))})" if after else "") if c
        ]
        sql = f"SELECT {cols} FROM {table.name}"
        sql += (" WHERE " + " AND ".join(clauses)) if clauses else ""
        rows = store.execute(
            f"{sql} ORDER BY {keys} LIMIT ?", (*scope, *(after or ()), PAGE)
        ).fetchall()
        if not rows:
            return
        yield [tuple(r) for r in rows]
        after = [rows[-1][p] for p in positions]


# -- checksums -----------------------------------------------------------------------------
def row_hash(table: str, columns: Sequence[str], row: Sequence[Any]) -> int:
    """The content hash of one row (see the module doc)."""
    spec = next(t for t in TABLES if t.name == table)
    json_cols = JSON_COLUMNS.get(table, set())
    values = {}
    for column, value in zip(columns, row, strict=True):
        if column == spec.surrogate:
            continue
        if isinstance(value, bytes | bytearray | memoryview):
            value = bytes(value).hex()  # vectors: the same bytes on every backend
        values[column] = json.loads(value) if column in json_cols and value is not None else value
    text = json.dumps(values, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest(), "big")


def _digest(hashes: Sequence[int]) -> TableDigest:
    return TableDigest(len(hashes), f"{sum(hashes) % _MOD:064x}")


def table_digest(
    store: Store, table: str, conversations: Sequence[str] | None = None
) -> TableDigest:
    """Row count and content checksum of one table (of some conversations' rows)."""
    spec = next(t for t in TABLES if t.name == table)
    columns = table_columns(store, table)
    hashes = [
        row_hash(table, columns, row)
        for page in read_rows(store, spec, columns, conversations)
        for row in page
    ]
    return _digest(hashes)


def store_digest(store: Store) -> dict[str, TableDigest]:
    """Every table's row count and content checksum (to compare two stores)."""
    _check_known(store, "store")
    return {t.name: table_digest(store, t.name) for t in TABLES}


# -- copying -------------------------------------------------------------------------------
def _check_known(store: Store, role: str) -> None:
    unknown = store_tables(store) - {t.name for t in TABLES}
    if unknown:
        raise StoreError(
            f"the {role} store has tables this swcmem does not know how to copy: "
            f"{', '.join(sorted(unknown))}",
            hint="copy with the swcmem version that wrote it",
        )


def is_empty(store: Store) -> bool:
    return all(store.execute(f"SELECT 1 FROM {t.name} LIMIT 1").fetchone() is None for t in TABLES)


def copy_store(source: Store, target: Store, *, append: bool = False) -> CopyReport:
    """Copy ``source`` into ``target`` and verify it (see the module doc)."""
    started = time.perf_counter()
    _check_known(source, "source")
    _check_known(target, "target")
    if not append and not is_empty(target):
        raise InputError(
            f"the target store {target.path} is not empty",
            hint="copy into a new store, or pass --append to add what it lacks",
        )
    conversations, skipped = _plan(source, target, append)
    scope = conversations if append else None
    report: dict[str, TableDigest] = {}
    with target.atomic():
        for table in TABLES:
            report[table.name] = _copy_table(source, target, table, scope, append)
        if target.dialect == "postgres" and not append:
            _reset_identities(target)
    return CopyReport(report, conversations, skipped, time.perf_counter() - started)


def _plan(source: Store, target: Store, append: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Conversations to copy, and those the target already holds identically."""
    mine = {
        str(r[0]): str(r[1]) for r in source.execute("SELECT id, fingerprint FROM conversations")
    }
    if not append:
        return tuple(sorted(mine)), ()
    theirs = {
        str(r[0]): str(r[1]) for r in target.execute("SELECT id, fingerprint FROM conversations")
    }
    clash = sorted(c for c in mine if c in theirs and theirs[c] != mine[c])
    if clash:
        raise InputError(
            f"the target holds different versions of {len(clash)} conversation(s): "
            f"{', '.join(clash[:5])}",
            hint="turns are never rewritten: copy into another store",
        )
    return tuple(sorted(c for c in mine if c not in theirs)), tuple(
        sorted(c for c in mine if c in theirs)
    )


def _copy_table(
    source: Store, target: Store, table: Table, scope: Sequence[str] | None, append: bool
) -> TableDigest:
    columns = table_columns(source, table.name)
    if set(columns) != set(table_columns(target, table.name)):
        raise StoreError(
            f"table {table.name} has different columns in the two stores",
            hint="open both with the same swcmem version (reopen the source writable once "
            "to upgrade it)",
        )
    written = [c for c in columns if not (append and c == table.surrogate)]
    keep = [columns.index(c) for c in written]
    insert = (
        f"INSERT INTO {table.name} ({', '.join(_quote(c) for c in written)})"
        f" VALUES ({marks(len(written))})" + ("" if table.scoped else " ON CONFLICT DO NOTHING")
    )
    hashes: list[int] = []
    keys: set[tuple[Any, ...]] = set()
    positions = [columns.index(k) for k in table.key]
    if scope is None or scope or not table.scoped:
        for page in read_rows(source, table, columns, scope):
            hashes.extend(row_hash(table.name, columns, row) for row in page)
            keys.update(tuple(row[i] for i in positions) for row in page)
            target.executemany(insert, [tuple(row[i] for i in keep) for row in page])
    expected = _digest(hashes)
    _verify(target, table, scope, keys, expected)
    return expected


def _verify(
    target: Store,
    table: Table,
    scope: Sequence[str] | None,
    keys: set[tuple[Any, ...]],
    expected: TableDigest,
) -> None:
    if scope is not None and not table.scoped:  # appended global rows: each key is there
        present = {tuple(row) for page in read_rows(target, table, table.key, None) for row in page}
        missing = len(keys - present)
        if missing:
            raise StoreError(f"copy check failed: {missing} {table.name} rows did not arrive")
        return
    if scope is not None and not scope:
        return
    found = table_digest(target, table.name, scope)
    if found != expected:
        raise StoreError(
            f"copy check failed for {table.name}: copied {expected.rows} rows"
            f" ({expected.short}), the target holds {found.rows} ({found.short})",
            hint="nothing was written; is another process writing to the target?",
        )


def _reset_identities(target: Store) -> None:
    """Identity columns continue after the copied ids (PostgreSQL does not do it itself)."""
    for table in TABLES:
        if table.surrogate:
            column = table.surrogate
            target.execute(
                f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column}'),"
                f" (SELECT coalesce(max({column}), 0) + 1 FROM {table.name}), false)"
            )
