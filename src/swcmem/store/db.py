"""Opening the store: a location (an SQLite file path, ``:memory:``, or a ``postgresql://``
URL), a backend behind one small interface, schema migrations, atomic transactions.

Thread safety: a :class:`Store` may be shared by any number of threads (each backend keeps
transactions per thread; see :mod:`swcmem.store.sqlite`), and several processes may open the
same location at once. Every multi-row write goes through :meth:`Store.atomic`, so a failure
leaves nothing half-written. Datetimes are stored as ISO-8601 UTC strings.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import platformdirs

from swcmem.errors import NotFoundError, StoreError
from swcmem.secrets import redact_url
from swcmem.store.backend import Backend, Dialect, Params, Rows
from swcmem.store.migrations import migrate

ENV_DB = "SWCMEM_DB"
MEMORY = ":memory:"
_URL_SCHEMES = ("postgresql://", "postgres://")


def default_db_path() -> Path:
    """``$SWCMEM_DB`` if set, else ``<user data dir>/swcmem/swcmem.db``."""
    env = os.environ.get(ENV_DB)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("swcmem")) / "swcmem.db"


def is_url(location: str | Path) -> bool:
    return str(location).startswith(_URL_SCHEMES)


class Store:
    """A handle on one swcmem store; thread-safe (see the module doc).

    ``location`` is a file path (``~`` expanded; it must be a regular file or not exist
    yet), ``":memory:"`` or a ``postgresql://`` URL. ``read_only`` opens without writing to
    the database (read commands; works in a read-only folder) and refuses a missing or empty
    one; ``create`` False refuses a location that does not exist yet instead of creating it;
    ``init`` allows adding swcmem's tables to an existing SQLite file that is not ours.
    ``schema`` names the migration set (``store``; ``cache`` for the LLM response cache,
    :mod:`swcmem.store.llm_cache`). Every refusal is a :class:`~swcmem.errors.StoreError`
    (or :class:`~swcmem.errors.NotFoundError`) with a hint.
    """

    def __init__(
        self,
        location: str | Path | None = None,
        *,
        read_only: bool = False,
        create: bool = True,
        init: bool = False,
        schema: str = "store",
    ) -> None:
        self.location: str | Path = _resolve(location)
        self.schema = schema
        self.backend: Backend = _open_backend(self.location, read_only, create, init, schema)
        try:
            if migrate(self.backend, schema) and schema == "store":
                self._rebuild_derived()
        except BaseException:
            self.backend.close()
            raise

    def _rebuild_derived(self) -> None:
        """After a schema upgrade: build the search index of conversations that lack it
        (stores written before it existed; derived data, rebuilt from the turns)."""
        from swcmem.store.conversations import rebuild_search_index
        from swcmem.store.search import unindexed

        for conversation_id in unindexed(self):
            rebuild_search_index(self, conversation_id)

    @property
    def dialect(self) -> Dialect:
        return self.backend.dialect

    @property
    def read_only(self) -> bool:
        return self.backend.read_only

    @property
    def path(self) -> Path | str:
        """The SQLite file (``":memory:"`` for a private in-memory store), or the URL (its
        password hidden) of a server store."""
        if isinstance(self.location, Path):
            return self.location
        return redact_url(self.location) if is_url(self.location) else self.location

    @property
    def in_memory(self) -> bool:
        return self.location == MEMORY

    @property
    def key(self) -> str:
        """Identifies the database for in-process caches (a private memory store is unique)."""
        return f"memory:{id(self)}" if self.in_memory else str(self.path)

    @contextmanager
    def atomic(self) -> Iterator[Store]:
        """A transaction (nested calls in one thread join the outer one): all or nothing."""
        with self.backend.transaction():
            yield self

    def execute(self, sql: str, params: Params = ()) -> Rows:
        return self.backend.execute(sql, params)

    def executemany(self, sql: str, rows: Sequence[Params]) -> None:
        self.backend.executemany(sql, rows)

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r})"


def _resolve(location: str | Path | None) -> str | Path:
    if location is None:
        return default_db_path()
    text = str(location)
    if text == MEMORY or is_url(text):
        return text
    return Path(text).expanduser()


def _open_backend(
    location: str | Path, read_only: bool, create: bool, init: bool, schema: str
) -> Backend:
    if isinstance(location, str) and is_url(location):
        from swcmem.store.postgres import PostgresBackend  # psycopg only when chosen

        return PostgresBackend(location, read_only=read_only, allow_foreign=init)
    from swcmem.store.sqlite import SQLiteBackend

    if location == MEMORY:
        return SQLiteBackend(None, schema=schema)
    assert isinstance(location, Path)
    _check_path(location, read_only, create)
    return SQLiteBackend(location, read_only=read_only, allow_foreign=init, schema=schema)


def _check_path(path: Path, read_only: bool, create: bool) -> None:
    """Refuse what is not a regular file, and a missing store unless we may create it."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:  # a path through a file, a loop of links, no permission
        raise StoreError(f"cannot use {path} as a store: {exc.strerror}") from None
    if mode is not None:
        if stat.S_ISDIR(mode):
            raise StoreError(f"{path} is a folder, not a store file", hint="pass --db FILE.db")
        if not stat.S_ISREG(mode):
            raise StoreError(
                f"{path} is not a regular file (a device, pipe or socket)",
                hint="pass --db with the path of a .db file",
            )
        return
    if read_only or not create:
        raise NotFoundError(
            f"no store at {path}",
            hint="ingest a conversation first ('swcmem ingest FILE'), or pass --db PATH",
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            f"cannot create the folder for the store at {path.parent}: {exc}",
            hint="pass --db PATH or set SWCMEM_DB to a writable location",
        ) from exc
