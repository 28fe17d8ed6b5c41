"""Opening the store: one SQLite file, WAL, foreign keys, migrations, atomic transactions.

Every multi-row write goes through :meth:`Store.atomic` so a failure leaves nothing
half-written. Datetimes are stored as ISO-8601 UTC strings.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

from swcmem.errors import StoreError
from swcmem.store.migrations import migrate

ENV_DB = "SWCMEM_DB"


def default_db_path() -> Path:
    """``$SWCMEM_DB`` if set, else ``<user data dir>/swcmem/swcmem.db``."""
    env = os.environ.get(ENV_DB)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("swcmem")) / "swcmem.db"


class Store:
    """A connection to one swcmem database file (``":memory:"`` works for throwaway use)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_db_path()
        self.conn = self._open()
        self._depth = 0
        try:
            migrate(self.conn)
        except BaseException:
            self.conn.close()
            raise

    def _open(self) -> sqlite3.Connection:
        if str(self.path) != ":memory:":
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(
                    f"cannot create the folder for the store at {self.path.parent}: {exc}",
                    hint="pass --db PATH or set SWCMEM_DB to a writable location",
                ) from exc
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA busy_timeout=5000")
            conn.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.DatabaseError as exc:
            if conn is not None:
                conn.close()
            raise StoreError(
                f"cannot open the store at {self.path}: {exc}",
                hint="is it an swcmem database? pass --db PATH to use another file",
            ) from exc
        return conn

    @contextmanager
    def atomic(self) -> Iterator[sqlite3.Connection]:
        """A transaction (nested calls join the outer one): all or nothing."""
        if self._depth:
            self._depth += 1
            try:
                yield self.conn
            finally:
                self._depth -= 1
            return
        self.conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")
        finally:
            self._depth = 0

    def execute(
        self, sql: str, params: tuple[object, ...] | dict[str, object] = ()
    ) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
