"""Opening a store: read-only opens write nothing, foreign files are refused unless init,
paths that are not regular files are refused, ``~`` is expanded, errors are StoreErrors."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from swcmem.errors import NotFoundError, StoreError
from swcmem.llm.cache import ResponseCache
from swcmem.store import Store


def _digest(path: Path) -> tuple[str, int, int]:
    st = path.stat()
    return hashlib.sha256(path.read_bytes()).hexdigest(), st.st_size, st.st_mtime_ns


def _closed_store(path: Path) -> Path:
    """A store with one row, closed (checkpointed: no -wal left)."""
    with Store(path) as store:
        store.execute("CREATE TABLE notes (x TEXT)")
        store.execute("INSERT INTO notes VALUES ('kept')")
    assert not Path(f"{path}-wal").exists()
    return path


def test_read_only_reads_and_never_writes_the_database(tmp_path: Path) -> None:
    path = _closed_store(tmp_path / "s.db")
    before = _digest(path)
    with Store(path, read_only=True) as store:
        assert store.read_only
        assert store.execute("SELECT x FROM notes").fetchone()[0] == "kept"
        with pytest.raises(StoreError, match="read-only"):
            store.execute("INSERT INTO notes VALUES ('no')")
        with pytest.raises(StoreError, match="read-only"), store.atomic():
            store.execute("DELETE FROM notes")
    assert _digest(path) == before


def test_read_only_where_side_files_cannot_be_created(tmp_path: Path) -> None:
    """A folder where the WAL side files cannot be made (works as root too: the -wal path
    is taken by a folder) is read through the immutable fallback, writing nothing."""
    path = _closed_store(tmp_path / "s.db")
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
    Path(f"{path}-wal").mkdir()
    before = _digest(path)
    with Store(path, read_only=True) as store:
        assert store.execute("SELECT count(*) FROM notes").fetchone()[0] == 1
    assert _digest(path) == before
    assert not Path(f"{path}-shm").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores folder permissions (chmod)")
def test_read_only_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _closed_store(folder / "s.db")
    folder.chmod(0o555)
    try:
        with Store(path, read_only=True) as store:
            assert store.execute("SELECT x FROM notes").fetchone()[0] == "kept"
        assert sorted(p.name for p in folder.iterdir()) == ["s.db"]
    finally:
        folder.chmod(0o755)


def test_read_only_refuses_what_is_missing_or_empty(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError, match="no store"):
        Store(tmp_path / "absent.db", read_only=True)
    assert not (tmp_path / "absent.db").exists()
    (tmp_path / "empty.db").touch()
    with pytest.raises(StoreError, match="no swcmem tables"):
        Store(tmp_path / "empty.db", read_only=True)
    assert (tmp_path / "empty.db").stat().st_size == 0


def test_create_false_refuses_a_missing_store_and_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        Store(tmp_path / "deep" / "x.db", create=False)
    assert list(tmp_path.iterdir()) == []


def _foreign(path: Path, *extra: str) -> Path:
    with closing(sqlite3.connect(path)) as conn:
        for ddl in ("CREATE TABLE notes (x TEXT)", "INSERT INTO notes VALUES ('theirs')", *extra):
            conn.execute(ddl)
        conn.commit()
    return path


def test_a_foreign_sqlite_file_is_refused_untouched_unless_init(tmp_path: Path) -> None:
    path = _foreign(tmp_path / "other.db")
    before = _digest(path)
    for read_only in (False, True):
        with pytest.raises(StoreError, match="did not create") as err:
            Store(path, read_only=read_only)
        assert "--init" in (err.value.hint or "")
    assert _digest(path) == before  # not even switched to WAL
    with Store(path, init=True) as store:
        assert store.execute("SELECT x FROM notes").fetchone()[0] == "theirs"
        assert store.execute("SELECT count(*) FROM migrations").fetchone()[0] >= 1
    with Store(path) as store:  # now it is ours
        assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == 0


def test_another_programs_migrations_table_is_not_ours(tmp_path: Path) -> None:
    path = _foreign(tmp_path / "a.db", "CREATE TABLE migrations (id INTEGER, notes TEXT)")
    with pytest.raises(StoreError, match="did not create"):
        Store(path)
    same_columns = _foreign(
        tmp_path / "b.db",
        "CREATE TABLE migrations (version INTEGER, name TEXT, applied_at TEXT)",
        "INSERT INTO migrations VALUES (1, '0001_users.sql', '2024-01-01')",
    )
    with pytest.raises(StoreError, match="another program"):
        Store(same_columns)


def test_store_and_llm_cache_files_are_not_mistaken_for_each_other(tmp_path: Path) -> None:
    ResponseCache(tmp_path / "cache.sqlite").close()
    with pytest.raises(StoreError, match="LLM response cache, not an swcmem store"):
        Store(tmp_path / "cache.sqlite")
    Store(tmp_path / "store.db").close()
    with pytest.raises(StoreError, match="an swcmem store, not an swcmem LLM response cache"):
        ResponseCache(tmp_path / "store.db")


@pytest.mark.parametrize("target", ["/dev/null", "folder", "fifo", "text"])
def test_what_is_not_a_database_file_is_refused(tmp_path: Path, target: str) -> None:
    if target == "folder":
        path = tmp_path
    elif target == "fifo":
        path = tmp_path / "pipe.db"
        os.mkfifo(path)
    elif target == "text":
        path = tmp_path / "notes.db"
        path.write_text("just some text, long enough to fill a header " * 4)
    else:
        path = Path(target)
    for read_only in (False, True):
        with pytest.raises(StoreError):
            Store(path, read_only=read_only)


def test_a_path_through_a_file_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(StoreError, match="cannot"):
        Store(tmp_path / "file.txt" / "x.db")


def test_tilde_is_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    with Store("~/stores/x.db") as store:
        assert store.path == tmp_path / "home" / "stores" / "x.db"
    assert (tmp_path / "home" / "stores" / "x.db").is_file()
    assert not (tmp_path / "~").exists()


def test_a_failed_transaction_leaves_the_connection_usable(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    store.execute("CREATE TABLE t (x INTEGER UNIQUE)")
    with pytest.raises(sqlite3.IntegrityError), store.atomic():
        store.execute("INSERT INTO t VALUES (1)")
        store.execute("INSERT INTO t VALUES (1)")
    assert not store.backend.in_transaction()
    with store.atomic():
        store.execute("INSERT INTO t VALUES (2)")
    assert [r[0] for r in store.execute("SELECT x FROM t")] == [2]
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.execute("SELECT 1")
