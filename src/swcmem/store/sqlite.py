"""The SQLite backend: one file in WAL mode, safe to share between threads and processes.

* **A connection per thread** (file stores): threads never share a connection, so one
  thread's transaction can never swallow another's statements. Connections of threads that
  have ended are closed when the next one is opened, and all of them on :meth:`close`.
  A ``:memory:`` store has one connection, serialised by a lock (each transaction holds it).
* **Writers wait, then retry**: every transaction starts with ``BEGIN IMMEDIATE`` (the write
  lock is taken up front, so a transaction never fails half-way on a lock), SQLite's busy
  handler waits up to ``busy_timeout``, and a still-busy start is retried with backoff.
* **Read-only** stores open with ``mode=ro`` (and as immutable in a read-only folder where
  the WAL side files cannot be created).
* **Not ours**: a file that holds tables but no swcmem ``migrations`` table is refused unless
  ``allow_foreign`` (``--init``), before anything is written to it (not even WAL mode).
"""

from __future__ import annotations

import random
import sqlite3
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from swcmem.errors import StoreError
from swcmem.store.backend import Dialect, Params, Rows

T = TypeVar("T")
BUSY_TIMEOUT_MS = 10_000
BUSY_RETRIES = 8


def is_busy(exc: sqlite3.Error) -> bool:
    """True for "database is locked"-style errors that a later try can get past."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    return "locked" in str(exc) or "busy" in str(exc)


def retry_busy(action: Callable[[], T], retries: int = BUSY_RETRIES) -> T:
    """``action()``, tried again with jittered backoff while the database is busy."""
    for attempt in range(retries):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not is_busy(exc) or attempt == retries - 1:
                raise
            time.sleep(min(1.0, 0.02 * 2**attempt) * (0.5 + random.random()))
    raise AssertionError("unreachable")


class _ThreadState(threading.local):
    conn: sqlite3.Connection | None = None
    depth: int = 0


class SQLiteBackend:
    """See the module doc. ``path`` None means a private in-memory database."""

    dialect: Dialect = "sqlite"

    def __init__(
        self, path: Path | None, *, read_only: bool = False, allow_foreign: bool = False
    ) -> None:
        self.path = path
        self.read_only = read_only
        self._allow_foreign = allow_foreign
        self._state = _ThreadState()
        self._registry: list[tuple[weakref.ref[threading.Thread], sqlite3.Connection]] = []
        self._registry_lock = threading.Lock()
        self._shared_lock = threading.RLock() if path is None else None
        self._shared: sqlite3.Connection | None = None
        self._closed = False
        self._conn()  # open (and validate) now: errors surface at Store(), not later

    # -- connections -----------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        if self._closed:
            raise StoreError("the store is closed", hint="open a new Store")
        if self._shared_lock is not None:
            if self._shared is None:
                self._shared = self._connect()
            return self._shared
        if self._state.conn is None:
            conn = self._connect()
            self._register(conn)
            self._state.conn = conn
        return self._state.conn

    def _register(self, conn: sqlite3.Connection) -> None:
        with self._registry_lock:
            alive = []
            for ref, old in self._registry:
                thread = ref()
                if thread is not None and thread.is_alive():
                    alive.append((ref, old))
                else:
                    old.close()
            alive.append((weakref.ref(threading.current_thread()), conn))
            self._registry = alive

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = self._open_file() if self.path is not None else self._open_memory()
        except sqlite3.Error as exc:
            raise StoreError(
                f"cannot open the store at {self.path}: {exc}",
                hint="is it an swcmem database? pass --db PATH to use another file",
            ) from exc
        return conn

    def _open_memory(self) -> sqlite3.Connection:
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        _configure(conn)
        return conn

    def _open_file(self) -> sqlite3.Connection:
        assert self.path is not None
        if self.read_only:
            return _open_read_only(self.path)
        conn = sqlite3.connect(
            str(self.path), isolation_level=None, check_same_thread=False, timeout=30
        )
        try:
            _configure(conn)
            if not self._allow_foreign:
                refuse_foreign(conn, self.path)
            if retry_busy(lambda: conn.execute("PRAGMA journal_mode").fetchone()[0]) != "wal":
                retry_busy(lambda: conn.execute("PRAGMA journal_mode=WAL").fetchone())
            conn.execute("PRAGMA synchronous=NORMAL")
        except BaseException:
            conn.close()
            raise
        return conn

    # -- statements ------------------------------------------------------------------------
    def _locked(self) -> threading.RLock | nullcontext[None]:
        return self._shared_lock if self._shared_lock is not None else nullcontext()

    def execute(self, sql: str, params: Params = ()) -> Rows:
        with self._locked():
            conn = self._conn()

            def run() -> Rows:
                cur = conn.execute(sql, params)
                return Rows(cur.fetchall(), cur.rowcount, cur.lastrowid)

            return run() if self._state.depth else retry_busy(run)

    def executemany(self, sql: str, rows: Sequence[Params]) -> None:
        if not rows:
            return
        with self._locked():
            conn = self._conn()
            if self._state.depth:
                conn.executemany(sql, rows)
            else:
                retry_busy(lambda: conn.executemany(sql, rows))

    def in_transaction(self) -> bool:
        return self._state.depth > 0

    @contextmanager
    def transaction(self, *, exclusive: bool = False) -> Iterator[None]:
        if self._state.depth:
            self._state.depth += 1
            try:
                yield
            finally:
                self._state.depth -= 1
            return
        with self._locked():
            conn = self._conn()
            begin = (
                "BEGIN" if self.read_only else "BEGIN EXCLUSIVE" if exclusive else "BEGIN IMMEDIATE"
            )
            retry_busy(lambda: conn.execute(begin))
            self._state.depth = 1
            try:
                yield
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            else:
                retry_busy(lambda: conn.execute("COMMIT"))
            finally:
                self._state.depth = 0

    def close(self) -> None:
        with self._registry_lock:
            self._closed = True
            for _, conn in self._registry:
                conn.close()
            self._registry = []
        if self._shared is not None:
            self._shared.close()
            self._shared = None


def _configure(conn: sqlite3.Connection) -> None:
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")


def _open_read_only(path: Path) -> sqlite3.Connection:
    """``mode=ro``; where the WAL side files cannot be created (a read-only folder) the file is
    opened immutable — nobody can be writing to it there either."""
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    for suffix in ("", "&immutable=1"):
        conn = sqlite3.connect(
            uri + suffix, uri=True, isolation_level=None, check_same_thread=False
        )
        try:
            _configure(conn)
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.OperationalError:
            conn.close()
            if suffix:
                raise
    raise AssertionError("unreachable")


def refuse_foreign(conn: sqlite3.Connection, path: Path) -> None:
    """Raise unless the file is empty or an swcmem store (it has our ``migrations`` table)."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if names and "migrations" not in names:
        raise StoreError(
            f"{path} is an SQLite database that swcmem did not create "
            f"(it holds tables like {sorted(names)[0]!r})",
            hint="pass --db with another path, or add --init to add swcmem's tables to it",
        )
