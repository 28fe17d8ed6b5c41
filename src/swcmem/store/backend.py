"""The one small interface every database backend implements (SQLite, PostgreSQL).

Store modules write portable SQL with ``?`` placeholders; a backend runs it and returns fully
fetched rows, so no cursor (and, on a pool, no connection) outlives a call. Rows are read by
column name (``row["id"]``) or position (``row[0]``).

Thread safety is the backend's job: every backend here may be shared by threads. A
transaction belongs to the thread that opened it; nested ``transaction()`` calls in that
thread join the outer one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from typing import Any, Literal, Protocol

from swcmem.errors import StoreError

Dialect = Literal["sqlite", "postgres"]
Params = Sequence[object] | dict[str, object]
Row = Any  # sqlite3.Row, or the PostgreSQL backend's row: both index by name and position


class Rows:
    """Fully fetched rows of one statement (iterable; ``fetchone``/``fetchall`` as a cursor)."""

    __slots__ = ("_rows", "lastrowid", "rowcount")

    def __init__(self, rows: Sequence[Row], rowcount: int = -1, lastrowid: int | None = None):
        self._rows = list(rows)
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    def __iter__(self) -> Iterator[Row]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)

    def fetchone(self) -> Row:  # None when there are no rows
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[Row]:
        return list(self._rows)


class Backend(Protocol):
    """A connection (or pool) to one database."""

    dialect: Dialect
    read_only: bool

    def execute(self, sql: str, params: Params = ()) -> Rows:
        """Run one statement (``?`` placeholders) and fetch all its rows."""
        ...

    def executemany(self, sql: str, rows: Sequence[Params]) -> None:
        """Run one statement once per parameter row."""
        ...

    def transaction(self, *, exclusive: bool = False) -> AbstractContextManager[None]:
        """All or nothing; nested calls in one thread join the outer transaction.
        ``exclusive`` also serialises against other writers from the start (migrations)."""
        ...

    def in_transaction(self) -> bool:
        """True when the calling thread is inside :meth:`transaction`."""
        ...

    def close(self) -> None: ...


def store_closed() -> StoreError:
    """What a call on a closed store raises, on every backend."""
    return StoreError("the store is closed", hint="open a new Store")
