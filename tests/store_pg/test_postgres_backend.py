"""The PostgreSQL backend itself, on a real server (a fresh schema per test)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from fixtures.data import mini_locomo
from swcmem.errors import StoreError
from swcmem.ingest import load_file
from swcmem.store import Store
from swcmem.store.conversations import save_conversation
from swcmem.store.copy import JSON_COLUMNS
from swcmem.store.migrations import available
from swcmem.store.postgres import PgRow, copy_statement, translate

T = TypeVar("T")


def test_placeholders_are_translated_outside_quotes_and_comments() -> None:
    sql = "SELECT '?', \"a?\", x % 2 FROM t WHERE a=? AND b LIKE 'x%' -- why?\n AND c=?"
    assert translate(sql) == (
        "SELECT '?', \"a?\", x %% 2 FROM t WHERE a=%s AND b LIKE 'x%%' -- why?\n AND c=%s"
    )


def test_only_plain_multi_row_inserts_go_through_copy() -> None:
    assert copy_statement("INSERT INTO t VALUES (?,?, ?)") == "COPY t  FROM STDIN"
    assert copy_statement('INSERT INTO t (a, "end") VALUES (?,?)') == 'COPY t (a, "end") FROM STDIN'
    for sql in (
        "INSERT INTO t VALUES (?,?) ON CONFLICT (a) DO NOTHING",
        "INSERT INTO t VALUES (?, 'x')",
        "UPDATE t SET a=?",
        "INSERT INTO t SELECT * FROM u",
    ):
        assert copy_statement(sql) is None


def test_rows_read_by_name_and_position() -> None:
    row = PgRow((1, "a"), {"id": 0, "name": 1})
    assert row["name"] == row[1] == "a" and tuple(row) == (1, "a")
    assert dict(row) == {"id": 1, "name": "a"} and row.keys() == ["id", "name"]


@pytest.mark.parametrize(
    "stamp",
    [
        "2023-05-08T13:56:00+00:00",
        "2023-05-08T13:56:00.500000+00:00",
        "2023-05-08T13:56:00.000001+00:00",
        "1999-12-31T23:59:59.123450+00:00",
    ],
)
def test_timestamps_read_back_as_written(pg_url: str, stamp: str) -> None:
    with Store(pg_url) as store:
        store.execute("INSERT INTO eval_runs VALUES (?,?,?)", ("r", '{"a": 1}', stamp))
        row = store.execute("SELECT config, created_at FROM eval_runs").fetchone()
        assert row["created_at"] == stamp and row["config"] == '{"a": 1}'
        typed = store.execute("SELECT pg_typeof(created_at)::text FROM eval_runs").fetchone()
        assert typed[0] == "timestamp with time zone"


def test_every_jsonb_column_is_compared_parsed_by_copies(pg_url: str) -> None:
    with Store(pg_url) as store:
        rows = store.execute(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND data_type = 'jsonb'"
        )
        found: dict[str, set[str]] = {}
        for r in rows:
            found.setdefault(r[0], set()).add(r[1])
    assert found == JSON_COLUMNS


def test_both_backends_ship_the_same_migration_numbers() -> None:
    sqlite = [(v, n) for v, n, _ in available("sqlite")]
    postgres = [(v, n) for v, n, _ in available("postgres")]
    assert sqlite == postgres


def test_read_only_store_refuses_writes(pg_url: str) -> None:
    Store(pg_url).close()
    with Store(pg_url, read_only=True) as store:
        assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == 0
        with pytest.raises(StoreError, match="read-only"):
            store.execute("INSERT INTO eval_runs VALUES ('r', '{}', '2024-01-01T00:00:00+00:00')")


def test_unreachable_server_fails_with_a_hint_and_no_password() -> None:
    url = "postgresql://swc:s3cret-pw@127.0.0.1:1/nowhere"
    with pytest.raises(StoreError) as caught:
        Store(url)
    text = f"{caught.value} {caught.value.hint}"
    assert "cannot connect" in text and "127.0.0.1:1/nowhere" in text
    assert "s3cret" not in text and "***" in text


def test_missing_database_suggests_creating_it(pg_server: str) -> None:
    url = pg_server.rsplit("/", 1)[0] + "/no_such_db_swcmem"
    with pytest.raises(StoreError, match="does not exist") as caught:
        Store(url)
    assert "createdb" in (caught.value.hint or "")


def test_a_transaction_is_all_or_nothing_and_private_to_its_thread(pg_url: str) -> None:
    with Store(pg_url) as store:
        seen: list[int] = []
        with store.atomic():
            store.execute("INSERT INTO eval_runs VALUES ('a', '{}', '2024-01-01T00:00:00+00:00')")
            with store.atomic():  # nested: joins
                store.execute(
                    "INSERT INTO eval_runs VALUES ('b', '{}', '2024-01-01T00:00:00+00:00')"
                )
            other = threading.Thread(
                target=lambda: seen.append(
                    store.execute("SELECT count(*) FROM eval_runs").fetchone()[0]
                )
            )
            other.start()
            other.join()
        assert seen == [0]  # another thread does not see uncommitted rows
        assert store.execute("SELECT count(*) FROM eval_runs").fetchone()[0] == 2
        with pytest.raises(RuntimeError), store.atomic():
            store.execute("INSERT INTO eval_runs VALUES ('c', '{}', '2024-01-01T00:00:00+00:00')")
            raise RuntimeError("boom")
        assert store.execute("SELECT count(*) FROM eval_runs").fetchone()[0] == 2


def in_threads(action: Callable[[], T], n: int = 4) -> list[T | BaseException]:
    """``action()`` in ``n`` threads at once: each one's result or exception."""
    out: list[T | BaseException] = []

    def run() -> None:
        try:
            out.append(action())
        except BaseException as exc:
            out.append(exc)

    threads = [threading.Thread(target=run) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def test_concurrent_ingests_of_one_conversation_queue_up(pg_url: str, tmp_path: Path) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(mini_locomo()))
    conv = load_file(path)[0]
    with Store(pg_url) as store:
        results = in_threads(lambda: save_conversation(store, conv))
        statuses = sorted(getattr(r, "status", repr(r)) for r in results)
        assert statuses == ["new", "unchanged", "unchanged", "unchanged"]
        assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == len(conv.turns)


def test_a_new_store_opened_by_many_at_once_is_migrated_once(pg_url: str) -> None:
    assert in_threads(lambda: Store(pg_url).close()) == [None] * 4
    with Store(pg_url) as store:
        versions = [r[0] for r in store.execute("SELECT version FROM migrations ORDER BY version")]
    assert versions == [v for v, _, _ in available("postgres")]


def test_a_schema_swcmem_did_not_create_is_refused_unless_init(pg_url: str, pg_admin: Any) -> None:
    schema = pg_url.rsplit("%3D", 1)[1]
    pg_admin.execute(f"CREATE TABLE {schema}.customers (id int)")
    with pytest.raises(StoreError, match="did not create") as caught:
        Store(pg_url)
    assert "--init" in (caught.value.hint or "")
    with Store(pg_url, init=True) as store:
        assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == 0


def test_a_dropped_connection_is_replaced_outside_transactions(pg_url: str, pg_admin: Any) -> None:
    with Store(pg_url) as store:
        pid = store.execute("SELECT pg_backend_pid()").fetchone()[0]
        pg_admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        time.sleep(0.2)
        assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == 0
        assert store.execute("SELECT pg_backend_pid()").fetchone()[0] != pid
