"""The SQLite backend: one file in WAL mode, safe to share between threads and processes.

* **A connection per thread** (file stores): threads never share a connection, so one
  thread's transaction can never swallow another's statements. Connections of threads that
  have ended are closed when the next one is opened, and all of them on :meth:`close` — a
  connection another thread is inside is closed by that thread as its call returns (closing
  it under the call crashed the process), and its next call raises ``StoreError``. A
  process started by ``fork`` never reuses its parent's connections (it opens its own).
  A ``:memory:`` store has one connection, serialised by a lock (each transaction holds it).
* **Writers wait, then retry**: every transaction starts with ``BEGIN IMMEDIATE`` (the write
  lock is taken up front, so a transaction never fails half-way on a lock), SQLite's busy
  handler waits up to ``busy_timeout``, and a still-busy start is retried with backoff. A
  commit that fails is rolled back, so the connection is clean for the next transaction.
* **Read-only** stores open with ``mode=ro``: the database file is never written (like any
  SQLite reader in a writable folder, the connection may create the ``-wal``/``-shm`` side
  files, which is what lets it read safely while another process writes). Where those side
  files cannot be created (a read-only folder, where nobody can be writing either) the file
  is opened ``immutable``.
* **Not ours**: a file that holds tables but no swcmem ``migrations`` table (or a
  ``migrations`` table of another program or of another swcmem schema, such as the LLM cache)
  is refused unless ``allow_foreign`` (``--init``), before anything is written to it (not
  even WAL mode).
* Errors a user can act on (read-only store, still locked after every retry, disk full,
  I/O error) are raised as :class:`~swcmem.errors.StoreError`; constraint violations stay
  ``sqlite3.IntegrityError`` (the store modules turn them into messages).
"""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext, suppress
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from swcmem.errors import StoreError
from swcmem.store.backend import Dialect, Params, Rows, store_closed
from swcmem.store.migrations import first_migration

T = TypeVar("T")
BUSY_TIMEOUT_MS = 10_000
BUSY_RETRIES = 8
_MIGRATIONS_COLUMNS = {"version", "name", "applied_at"}


def is_busy(exc: sqlite3.Error) -> bool:
    """True for "database is locked"-style errors that a later try can get past."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
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


def store_error(exc: sqlite3.Error, path: Path | None) -> StoreError | None:
    """The :class:`StoreError` for an SQLite error a user can act on, else ``None``."""
    text = str(exc)
    where = path if path is not None else "the in-memory store"
    if "readonly" in text or "read-only" in text:
        return StoreError(
            f"cannot write to {where}: it is open read-only or the file is not writable",
            hint="check the file's permissions, or use a command that only reads",
        )
    if isinstance(exc, sqlite3.OperationalError) and is_busy(exc):
        return StoreError(
            f"{where} stayed locked by another writer through every retry",
            hint="wait for the other swcmem process to finish, then run the command again",
        )
    if "disk is full" in text or "disk I/O" in text or "malformed" in text:
        return StoreError(f"the store at {where} cannot be used: {text}")
    return None


class _ThreadState(threading.local):
    conn: sqlite3.Connection | None = None
    depth: int = 0


class SQLiteBackend:
    """See the module doc. ``path`` None means a private in-memory database; ``schema`` is
    the migration set the file must belong to (``store``, or ``cache`` for the LLM cache)."""

    dialect: Dialect = "sqlite"

    def __init__(
        self,
        path: Path | None,
        *,
        read_only: bool = False,
        allow_foreign: bool = False,
        schema: str = "store",
    ) -> None:
        self.path = path
        self.read_only = read_only
        self.schema = schema
        self._allow_foreign = allow_foreign
        self._pid = os.getpid()
        self._state = _ThreadState()
        self._registry: list[tuple[weakref.ref[threading.Thread], sqlite3.Connection]] = []
        self._registry_lock = threading.Lock()
        self._shared_lock = threading.RLock() if path is None else None
        self._shared: sqlite3.Connection | None = None
        self._closed = False
        self._busy: dict[int, int] = {}  # id(connection) -> calls inside SQLite now
        self._conn()  # open (and validate) now: errors surface at Store(), not later

    # -- connections -----------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        if self._closed:
            raise store_closed()
        if self._pid != os.getpid():
            self._forget_parent()
        if self._shared_lock is not None:
            if self._shared is None:
                self._shared = self._connect()
            return self._shared
        if self._state.conn is None:
            conn = self._connect()
            self._register(conn)
            self._state.conn = conn
        return self._state.conn

    def _forget_parent(self) -> None:
        """In a forked child: drop (never use, never close) the parent's connections."""
        self._pid = os.getpid()
        self._registry_lock = threading.Lock()
        self._registry = []
        self._busy = {}
        self._state = _ThreadState()
        if self._shared_lock is not None:
            self._shared_lock = threading.RLock()

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
            conn = _open_read_only(self.path)
        else:
            conn = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=30
            )
        try:
            _configure(conn)
            if not self._allow_foreign:
                refuse_foreign(conn, self.path, self.schema)
            if not self.read_only:
                _use_wal(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    # -- statements ------------------------------------------------------------------------
    def _locked(self) -> threading.RLock | nullcontext[None]:
        return self._shared_lock if self._shared_lock is not None else nullcontext()

    @contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as exc:
            error = store_error(exc, self.path)
            if error is None:
                raise
            raise error from exc

    @contextmanager
    def _using(self, conn: sqlite3.Connection) -> Iterator[None]:
        """Marks ``conn`` as inside SQLite for the block: :meth:`close` from another thread
        then leaves it to this one, which closes it after the call (closing a connection
        another thread is using crashes the process)."""
        key = id(conn)
        with self._registry_lock:
            if self._closed:
                raise store_closed()
            self._busy[key] = self._busy.get(key, 0) + 1
        try:
            yield
        finally:
            with self._registry_lock:
                left = self._busy.pop(key) - 1
                if left:
                    self._busy[key] = left
                elif self._closed:
                    conn.close()

    def execute(self, sql: str, params: Params = ()) -> Rows:
        with self._locked(), self._errors():
            conn = self._conn()

            def run() -> Rows:
                cur = conn.execute(sql, params)
                return Rows(cur.fetchall(), cur.rowcount, cur.lastrowid)

            with self._using(conn):
                return run() if self._state.depth else retry_busy(run)

    def executemany(self, sql: str, rows: Sequence[Params]) -> None:
        if not rows:
            return
        with self._locked(), self._errors():
            conn = self._conn()
            with self._using(conn):
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
            with self._errors(), self._using(conn):
                retry_busy(lambda: conn.execute(self._begin(exclusive)))
            self._state.depth = 1
            try:
                yield
                with self._errors(), self._using(conn):
                    retry_busy(lambda: conn.execute("COMMIT"))
            finally:
                self._state.depth = 0
                self._end(conn)

    def _end(self, conn: sqlite3.Connection) -> None:
        """Roll back what the body or a failed commit left open (nothing on a connection the
        store closed meanwhile: it is gone, and its transaction with it)."""
        with suppress(StoreError), self._using(conn):
            if conn.in_transaction:
                _rollback(conn)

    def _begin(self, exclusive: bool) -> str:
        if self.read_only:
            return "BEGIN"
        return "BEGIN EXCLUSIVE" if exclusive else "BEGIN IMMEDIATE"

    def close(self) -> None:
        """Closes every connection; one inside a call of another thread is closed by that
        thread when the call returns, and later calls raise :class:`StoreError`."""
        with self._locked(), self._registry_lock:
            self._closed = True
            for _, conn in self._registry:
                if id(conn) not in self._busy:
                    conn.close()
            self._registry = []
            if self._shared is not None:
                self._shared.close()
                self._shared = None


def _rollback(conn: sqlite3.Connection) -> None:
    with suppress(sqlite3.Error):  # the error that got us here matters more than this one
        conn.execute("ROLLBACK")


def _configure(conn: sqlite3.Connection) -> None:
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")


def _use_wal(conn: sqlite3.Connection) -> None:
    if retry_busy(lambda: conn.execute("PRAGMA journal_mode").fetchone()[0]) != "wal":
        retry_busy(lambda: conn.execute("PRAGMA journal_mode=WAL").fetchone())
    conn.execute("PRAGMA synchronous=NORMAL")


def _open_read_only(path: Path) -> sqlite3.Connection:
    """``mode=ro``; where the WAL side files cannot be created (a read-only folder) the file is
    opened immutable — nobody can be writing to it there either."""
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    for suffix in ("", "&immutable=1"):
        conn = sqlite3.connect(
            uri + suffix, uri=True, isolation_level=None, check_same_thread=False
        )
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.OperationalError:
            conn.close()
            if suffix:
                raise
    raise AssertionError("unreachable")


def refuse_foreign(conn: sqlite3.Connection, path: Path, schema: str = "store") -> None:
    """Raise unless the file is empty or belongs to swcmem's ``schema``: it has our
    ``migrations`` table, whose first recorded migration is that schema's first."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not names:
        return
    if "migrations" in names:
        columns = {r[1] for r in conn.execute("PRAGMA table_info(migrations)")}
        if columns >= _MIGRATIONS_COLUMNS:
            row = conn.execute("SELECT name FROM migrations WHERE version=1").fetchone()
            if row is None or row[0] == first_migration("sqlite", schema):
                return
            raise StoreError(
                f"{path} is {_describe(str(row[0]))}, not {_SCHEMA_WORDS.get(schema, schema)}",
                hint="pass the path of the right file",
            )
    example = sorted(names - {"migrations"} or names)[0]
    raise StoreError(
        f"{path} is an SQLite database that swcmem did not create (it holds tables like "
        f"{example!r})",
        hint="pass --db with another path, or add --init to add swcmem's tables to it",
    )


_SCHEMA_WORDS = {"store": "an swcmem store", "cache": "an swcmem LLM response cache"}


def _describe(first: str) -> str:
    for schema, words in _SCHEMA_WORDS.items():
        if first == first_migration("sqlite", schema):
            return words
    return f"the database of another program (its first migration is {first!r})"
