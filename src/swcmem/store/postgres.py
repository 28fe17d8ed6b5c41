"""The PostgreSQL backend: psycopg 3 with a connection pool, for stores many processes share.

* **Same SQL as SQLite**: store modules write ``?`` placeholders; :func:`translate` turns them
  into psycopg's ``%s`` (and escapes a literal ``%``), outside string literals, quoted names
  and comments.
* **Same values as SQLite**: timestamps are ``timestamptz`` and JSON is ``jsonb`` in the
  database, but rows come back as the store code wrote them: a timestamp as the Python
  ISO-8601 text of the UTC instant (``2023-05-08T13:56:00+00:00``), a date as
  ``YYYY-MM-DD``, JSON as its text. Each session runs with ``TimeZone=UTC``. So callers above
  ``store/`` see identical rows on both backends (and CLI outputs are byte-identical).
* **Rows** are tuples that are also readable by column name (:class:`PgRow`).
* **Transactions per thread**: :meth:`PostgresBackend.transaction` checks a connection out of
  the pool for the calling thread; statements of that thread join it, nested calls join the
  outer one. Outside a transaction every statement borrows a connection, runs in autocommit,
  fetches all its rows and gives the connection back.
* **Read-only** stores set ``default_transaction_read_only`` on every connection.
* **Errors** become :class:`~swcmem.errors.StoreError` with a hint; the URL's password never
  appears in a message.

Thread-safe: one backend may be shared by any number of threads (and the database by any
number of processes).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC
from functools import lru_cache
from typing import Any

from swcmem.errors import MissingExtraError, StoreError
from swcmem.secrets import redact, redact_url, url_secrets

try:
    import psycopg
    from psycopg import errors as pg_errors
    from psycopg.adapt import Buffer
    from psycopg.rows import RowMaker
    from psycopg.types.datetime import TimestamptzLoader
    from psycopg.types.string import TextLoader
    from psycopg_pool import ConnectionPool, PoolClosed, PoolTimeout
except ImportError as exc:  # pragma: no cover - depends on the install
    raise MissingExtraError("psycopg", "postgres", "a PostgreSQL store") from exc
from swcmem.store.backend import Dialect, Params, Rows, store_closed

DEFAULT_POOL_SIZE = 10
CONNECT_TIMEOUT_S = 10


def translate(sql: str) -> str:
    """``?`` placeholders as ``%s`` and ``%`` as ``%%``, except inside quoted strings and
    names and ``--`` comments (statements with parameters use no ``/* */`` comments or
    dollar quotes; migrations, which take no parameters, are not translated)."""
    return _translate(sql)


@lru_cache(maxsize=1024)
def _translate(sql: str) -> str:
    out: list[str] = []
    i, n = 0, len(sql)
    while i < n:
        ch = sql[i]
        if ch in "'\"":
            end = sql.find(ch, i + 1)
            end = n if end < 0 else end + 1
            out.append(sql[i:end].replace("%", "%%"))
            i = end
        elif sql.startswith("--", i):
            end = sql.find("\n", i)
            end = n if end < 0 else end
            out.append(sql[i:end].replace("%", "%%"))
            i = end
        else:
            out.append("%s" if ch == "?" else "%%" if ch == "%" else ch)
            i += 1
    return "".join(out)


_PLAIN_INSERT = re.compile(
    r"\s*INSERT\s+INTO\s+(\w+)\s*(\([\w\s,\"]+\))?\s*VALUES\s*\(\s*\?(\s*,\s*\?)*\s*\)\s*",
    re.IGNORECASE,
)


def copy_statement(sql: str) -> str | None:
    """``COPY t [(cols)] FROM STDIN`` for a plain multi-row insert, else None."""
    match = _PLAIN_INSERT.fullmatch(sql)
    if match is None:
        return None
    return f"COPY {match.group(1)} {match.group(2) or ''} FROM STDIN"


class PgRow(tuple[Any, ...]):
    """A fetched row: a tuple (``row[0]``) that is also read by column name (``row["id"]``),
    like ``sqlite3.Row``; ``keys()`` lists the names, so ``dict(row)`` works."""

    _index: dict[str, int]

    def __new__(cls, values: Sequence[Any], index: dict[str, int]) -> PgRow:
        row = super().__new__(cls, values)
        row._index = index
        return row

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            return tuple.__getitem__(self, self._index[key])
        return tuple.__getitem__(self, key)

    def keys(self) -> list[str]:
        return list(self._index)


def _row_factory(cursor: psycopg.Cursor[Any]) -> RowMaker[PgRow]:
    index: dict[str, int] = {}
    for i, column in enumerate(cursor.description or ()):
        index.setdefault(column.name, i)
    return lambda values: PgRow(values, index)


class _IsoTimestamptzLoader(TimestamptzLoader):
    """``timestamptz`` as Python's ISO text of the UTC instant (what SQLite stores)."""

    def load(self, data: Buffer) -> str:  # type: ignore[override]
        text = bytes(data).decode()
        if len(text) >= 22 and text[10] == " " and text.endswith("+00"):
            day, clock = text[:10], text[11:-3]
            if "." in clock:  # PostgreSQL drops trailing zeros of the microseconds
                whole, frac = clock.split(".")
                clock = f"{whole}.{frac.ljust(6, '0')}"
            return f"{day}T{clock}+00:00"
        return super().load(data).astimezone(UTC).isoformat()


def _configure(read_only: bool) -> Any:
    def configure(conn: psycopg.Connection[Any]) -> None:
        for name in ("date", "json", "jsonb"):
            conn.adapters.register_loader(name, TextLoader)
        conn.adapters.register_loader("timestamptz", _IsoTimestamptzLoader)
        conn.execute("SET TimeZone = 'UTC'")
        conn.execute("SET DateStyle = 'ISO, YMD'")
        if read_only:
            conn.execute("SET default_transaction_read_only = on")

    return configure


class _ThreadState(threading.local):
    conn: psycopg.Connection[Any] | None = None
    depth: int = 0


class PostgresBackend:
    """See the module doc. ``url`` is a ``postgresql://`` URL (libpq's URI format; a schema
    other than ``public`` with ``?options=-csearch_path%3DNAME``). A schema holding tables
    but no swcmem ``migrations`` table is refused unless ``allow_foreign`` (``--init``)."""

    dialect: Dialect = "postgres"

    def __init__(
        self,
        url: str,
        *,
        read_only: bool = False,
        allow_foreign: bool = False,
        pool_size: int = DEFAULT_POOL_SIZE,
    ) -> None:
        self._url = url
        self._secrets = url_secrets(url)
        self.read_only = read_only
        self._state = _ThreadState()
        configure = _configure(read_only)
        kwargs: dict[str, Any] = {"autocommit": True, "row_factory": _row_factory}
        self._check_connect(configure, kwargs, allow_foreign)
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max(1, pool_size),
            kwargs=kwargs,
            configure=configure,
            open=False,
            timeout=60,
            name="swcmem",
        )
        try:
            self._pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        except PoolTimeout as exc:
            raise self._error(exc) from exc

    @property
    def location(self) -> str:
        """The URL with its password hidden (for messages)."""
        return redact_url(self._url)

    def _check_connect(self, configure: Any, kwargs: dict[str, Any], allow_foreign: bool) -> None:
        """Connect once before the pool does, so a wrong URL fails now with libpq's reason;
        refuse a schema that holds tables but is not an swcmem store (unless allowed)."""
        try:
            with psycopg.connect(self._url, connect_timeout=CONNECT_TIMEOUT_S, **kwargs) as conn:
                configure(conn)
                tables = {
                    str(r[0])
                    for r in conn.execute(
                        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
                    )
                }
        except psycopg.Error as exc:
            raise self._connect_error(exc) from exc
        if tables and "migrations" not in tables and not allow_foreign:
            raise StoreError(
                f"the PostgreSQL store {self.location} holds tables swcmem did not create"
                f" (like {sorted(tables)[0]!r})",
                hint="name another database, or another schema with"
                " ?options=-csearch_path%3DNAME, or add --init to add swcmem's tables to it",
            )

    # -- statements ------------------------------------------------------------------------
    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection[Any]]:
        if self._state.depth:
            assert self._state.conn is not None
            yield self._state.conn
            return
        try:
            with self._pool.connection() as conn:
                yield conn
        except PoolClosed as exc:
            raise store_closed() from exc
        except PoolTimeout as exc:
            raise self._error(exc) from exc

    def execute(self, sql: str, params: Params = ()) -> Rows:
        query = translate(sql) if params else sql
        for attempt in (1, 2):
            with self._connection() as conn:
                try:
                    cur = conn.execute(query, params or None)
                    rows = cur.fetchall() if cur.description else []
                    return Rows(rows, cur.rowcount)
                except psycopg.Error as exc:
                    if attempt == 1 and self._reconnectable(conn, exc):
                        continue  # a pooled connection the server dropped: once more
                    raise self._error(exc) from exc
        raise AssertionError("unreachable")

    def _reconnectable(self, conn: psycopg.Connection[Any], exc: psycopg.Error) -> bool:
        """A dead pooled connection (server restart, idle timeout) outside a transaction:
        the pool discards it, and the statement can run again on another one."""
        return not self._state.depth and isinstance(exc, psycopg.OperationalError) and conn.broken

    def executemany(self, sql: str, rows: Sequence[Params]) -> None:
        """Many rows: a plain ``INSERT INTO t [(cols)] VALUES (?,…)`` goes through ``COPY``
        (the same rows, constraints and triggers, several times faster); anything else is
        pipelined."""
        if not rows:
            return
        copy = copy_statement(sql)
        with self._connection() as conn:
            try:
                with conn.cursor() as cur:
                    if copy is None:
                        cur.executemany(translate(sql), rows)
                        return
                    with cur.copy(copy) as out:
                        for row in rows:
                            out.write_row(row)  # type: ignore[arg-type]
            except psycopg.Error as exc:
                raise self._error(exc) from exc

    def in_transaction(self) -> bool:
        return self._state.depth > 0

    @contextmanager
    def transaction(self, *, exclusive: bool = False) -> Iterator[None]:
        """A transaction on this thread's own pooled connection (nested calls join it).
        ``exclusive`` adds nothing here: callers that must serialise take an advisory lock
        (migrations do)."""
        if self._state.depth:
            self._state.depth += 1
            try:
                yield
            finally:
                self._state.depth -= 1
            return
        try:
            conn = self._pool.getconn()
        except PoolClosed as exc:
            raise store_closed() from exc
        except PoolTimeout as exc:
            raise self._error(exc) from exc
        self._state.conn, self._state.depth = conn, 1
        try:
            with conn.transaction():
                yield
        except psycopg.Error as exc:
            raise self._error(exc) from exc
        finally:
            self._state.conn, self._state.depth = None, 0
            self._pool.putconn(conn)

    def close(self) -> None:
        self._pool.close()

    # -- errors ----------------------------------------------------------------------------
    def _clean(self, text: str) -> str:
        return redact(text.strip(), self._secrets)

    def _connect_error(self, exc: psycopg.Error) -> StoreError:
        reason = self._clean(str(exc)).splitlines()[-1] if str(exc).strip() else type(exc).__name__
        hint = (
            "create the database first (createdb NAME), or name another one in the URL"
            if "does not exist" in reason
            else "check the URL (postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE) and that "
            "the server is running and reachable"
        )
        return StoreError(
            f"cannot connect to the PostgreSQL store at {self.location}: {reason}", hint=hint
        )

    def _error(self, exc: Exception) -> StoreError:
        return _store_error(exc, self._clean(str(exc)) or type(exc).__name__, self.location)


_HINTS: tuple[tuple[type[Exception], str], ...] = (
    (pg_errors.ReadOnlySqlTransaction, "the store was opened read-only; open it writable"),
    (
        pg_errors.UntranslatableCharacter,
        "PostgreSQL text cannot hold NUL characters: remove them from the input",
    ),
    (
        pg_errors.CharacterNotInRepertoire,
        "PostgreSQL text cannot hold NUL characters: remove them from the input",
    ),
    (pg_errors.RaiseException, "turns and anchors are append-only"),
    (pg_errors.UndefinedTable, "is this an swcmem store? reopen it writable to migrate it"),
    (
        PoolTimeout,
        "the server did not hand out a connection in time: is it running, or are all "
        "connections busy (max_connections)?",
    ),
    (psycopg.OperationalError, "is the PostgreSQL server running and reachable?"),
)


def _store_error(exc: Exception, message: str, location: str) -> StoreError:
    hint = next((h for kind, h in _HINTS if isinstance(exc, kind)), None)
    if isinstance(exc, psycopg.Error) and exc.diag.message_primary:
        message = message.splitlines()[0]
    return StoreError(f"PostgreSQL store {location}: {message}", hint=hint)
