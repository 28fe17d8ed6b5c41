"""Explicit delete: the one way turns ever leave the store.

:func:`delete_conversation` removes a conversation and everything stored for it — sessions,
turns, message ids, anchors, the search index, chunks, gists, consolidation state, QA items,
evaluation answers and verdicts: every row of every table with a ``conversation_id`` column
that names it — and nothing else, in one transaction. The append-only triggers let the turns
go only while a marker row for the conversation exists in ``deletions``; the marker is
written first and removed last inside that transaction, so no other writer ever sees it
(migration ``0006_explicit_delete``).

Tables are found by their ``conversation_id`` column, so tables added later are covered
without editing this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from swcmem.errors import NotFoundError
from swcmem.store.db import Store

CORE_LAST = ("turns", "sessions", "conversations")  # referenced by the others: deleted last
_NOT_DATA = {"deletions"}

_TABLES_SQL = {
    "sqlite": (
        "SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c"
        " WHERE m.type = 'table' AND c.name = 'conversation_id' ORDER BY m.name"
    ),
    "postgres": (
        "SELECT table_name FROM information_schema.columns WHERE column_name = "
        "'conversation_id' AND table_schema = current_schema() ORDER BY table_name"
    ),
}


@dataclass(frozen=True)
class DeleteReport:
    """What an explicit delete removed: rows per table (tables without rows left out)."""

    conversation_id: str
    rows: dict[str, int]

    @property
    def turns(self) -> int:
        return self.rows.get("turns", 0)


def conversation_tables(store: Store) -> list[str]:
    """Every table holding per-conversation rows, in deletion order (core tables last)."""
    names = [r[0] for r in store.execute(_TABLES_SQL[store.dialect])]
    rest = [n for n in names if n not in CORE_LAST and n not in _NOT_DATA]
    return [*rest, *(n for n in CORE_LAST[:-1] if n in names), "conversations"]


def _key(table: str) -> str:
    return "id" if table == "conversations" else "conversation_id"


def count_rows(store: Store, conversation_id: str) -> dict[str, int]:
    """Rows per table that an explicit delete of ``conversation_id`` would remove (every
    table, zeros included; read-only)."""
    return {
        table: int(
            store.execute(
                f"SELECT count(*) FROM {table} WHERE {_key(table)}=?", (conversation_id,)
            ).fetchone()[0]
        )
        for table in conversation_tables(store)
    }


def delete_conversation(store: Store, conversation_id: str) -> DeleteReport:
    """Remove ``conversation_id`` and everything derived from it (see the module doc)."""
    rows: dict[str, int] = {}
    with store.atomic() as db:
        found = db.execute("SELECT 1 FROM conversations WHERE id=?", (conversation_id,))
        if found.fetchone() is None:
            raise NotFoundError(f"unknown conversation id '{conversation_id}'")
        db.execute(
            "INSERT INTO deletions (conversation_id, requested_at) VALUES (?, ?)",
            (conversation_id, datetime.now(UTC).isoformat()),
        )
        for table in conversation_tables(db):
            n = db.execute(
                f"DELETE FROM {table} WHERE {_key(table)}=?", (conversation_id,)
            ).rowcount
            if n > 0:
                rows[table] = n
        db.execute("DELETE FROM deletions WHERE conversation_id=?", (conversation_id,))
    return DeleteReport(conversation_id, rows)
