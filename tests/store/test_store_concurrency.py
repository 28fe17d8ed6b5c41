"""Threads and processes on one store: nothing lost, nothing raised, migrations once.

Counts are checked, never timings."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from swcmem.errors import StoreError
from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store
from swcmem.store.conversations import save_conversation
from swcmem.store.migrations import available

THREADS = 8
WRITES = 60


def _run_threads(work: Callable[[int], None], n: int = THREADS) -> list[BaseException]:
    errors: list[BaseException] = []
    start = threading.Barrier(n)

    def body(i: int) -> None:
        try:
            start.wait()
            work(i)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=body, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def _conv(cid: str, turns: int = 2) -> Conversation:
    ts = tuple(
        Turn(f"D1:{i + 1}", 1, i, "Ana" if i % 2 == 0 else "Ben", f"note {cid} {i}")
        for i in range(turns)
    )
    return Conversation(cid, ("Ana", "Ben"), (Session(1, None, ts),))


@pytest.mark.parametrize("location", ["file", ":memory:"])
def test_many_threads_writing_through_one_store_lose_nothing(tmp_path: Path, location: str) -> None:
    store = Store(tmp_path / "s.db" if location == "file" else ":memory:")
    store.execute("CREATE TABLE counter (thread INTEGER, n INTEGER, PRIMARY KEY (thread, n))")

    def work(i: int) -> None:
        for n in range(WRITES):
            with store.atomic():  # nested atomic() joins the outer transaction
                store.execute("INSERT INTO counter VALUES (?, ?)", (i, n))
                with store.atomic():
                    store.execute("INSERT INTO counter VALUES (?, ?)", (i, n + 10_000))
            if n % 10 == 0:  # readers in between writers
                assert store.execute("SELECT count(*) FROM counter").fetchone()[0] >= 2

    assert _run_threads(work) == []
    rows = store.execute("SELECT thread, count(*) FROM counter GROUP BY thread").fetchall()
    assert {r[0]: r[1] for r in rows} == {i: 2 * WRITES for i in range(THREADS)}
    store.close()


def test_a_failed_transaction_in_one_thread_leaves_the_others_untouched(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    store.execute("CREATE TABLE t (thread INTEGER, n INTEGER)")

    def work(i: int) -> None:
        for n in range(20):
            try:
                with store.atomic():
                    store.execute("INSERT INTO t VALUES (?, ?)", (i, n))
                    if i % 2:
                        raise RuntimeError("roll me back")
            except RuntimeError:
                pass

    assert _run_threads(work) == []
    threads = {r[0] for r in store.execute("SELECT DISTINCT thread FROM t")}
    assert threads == {0, 2, 4, 6}
    assert store.execute("SELECT count(*) FROM t").fetchone()[0] == 4 * 20
    store.close()


def test_threads_saving_conversations_concurrently(tmp_path: Path) -> None:
    """Distinct conversations all land; one conversation saved by every thread at once is
    stored once (the others see it unchanged)."""
    store = Store(tmp_path / "s.db")
    statuses: list[str] = []

    def work(i: int) -> None:
        for k in range(10):
            save_conversation(store, _conv(f"t{i}-{k}"))
        statuses.append(save_conversation(store, _conv("shared", 4)).status)

    assert _run_threads(work) == []
    assert store.execute("SELECT count(*) FROM conversations").fetchone()[0] == THREADS * 10 + 1
    assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == THREADS * 10 * 2 + 4
    assert sorted(statuses) == ["new"] + ["unchanged"] * (THREADS - 1)
    store.close()


def test_threads_opening_a_new_store_at_once(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    stores: list[Store] = []
    lock = threading.Lock()

    def work(i: int) -> None:
        s = Store(path)
        with lock:
            stores.append(s)

    assert _run_threads(work) == []
    _assert_migrated_once(path)
    for s in stores:
        s.close()


def _open_and_close(path: str, barrier: threading.Barrier) -> None:
    barrier.wait()
    Store(path).close()


def _assert_migrated_once(path: Path) -> None:
    with Store(path, read_only=True) as store:
        rows = store.execute("SELECT version, count(*) FROM migrations GROUP BY version")
        counts = {int(r[0]): int(r[1]) for r in rows}
    assert counts == {version: 1 for version, _, _ in available("sqlite", "store")}


def test_parallel_processes_opening_a_brand_new_store(tmp_path: Path) -> None:
    """8 processes open one new store at the same moment: all succeed, each migration is
    recorded once."""
    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(8)
    path = tmp_path / "fresh.db"
    procs = [ctx.Process(target=_open_and_close, args=(str(path), barrier)) for _ in range(8)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
    assert [p.exitcode for p in procs] == [0] * 8
    _assert_migrated_once(path)


def _child_writes(store: Store, queue: multiprocessing.Queue[int]) -> None:
    store.execute("INSERT INTO t VALUES (2)")
    queue.put(store.execute("SELECT count(*) FROM t").fetchone()[0])


def test_a_forked_child_opens_its_own_connection(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    store.execute("CREATE TABLE t (x INTEGER)")
    store.execute("INSERT INTO t VALUES (1)")
    ctx = multiprocessing.get_context("fork")
    queue: multiprocessing.Queue[int] = ctx.Queue()
    child = ctx.Process(target=_child_writes, args=(store, queue))
    child.start()
    child.join(timeout=60)
    assert child.exitcode == 0 and queue.get(timeout=5) == 2
    assert store.execute("SELECT count(*) FROM t").fetchone()[0] == 2  # parent still works
    store.close()


_CLOSE_WHILE_QUERYING = """
import sys, threading, time
from pathlib import Path
from swcmem.errors import StoreError
from swcmem.store import Store

unexpected = []
for round_ in range(8):
    store = Store(Path(sys.argv[1]) / f"s{round_}.db")
    store.execute("CREATE TABLE IF NOT EXISTS t (x INTEGER)")
    with store.atomic() as db:
        db.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(3000)])
    stop = threading.Event()
    closed = []

    def work():
        try:
            while not stop.is_set():
                store.execute(
                    "SELECT count(*) FROM t a JOIN t b ON a.x % 50 = b.x % 50 WHERE a.x < 300"
                )
        except StoreError as exc:
            closed.append(str(exc))
        except BaseException as exc:
            unexpected.append(repr(exc))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    time.sleep(0.05)
    store.close()
    stop.set()
    for t in threads:
        t.join()
    assert all("closed" in c for c in closed), closed
print("unexpected:", unexpected)
"""


def test_closing_a_store_while_other_threads_query_it(tmp_path: Path) -> None:
    """Closing used to close the connections other threads were inside: the process crashed
    (SIGSEGV). Now those threads get "the store is closed" (run in a child process, so that
    a crash fails this test instead of ending the run)."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", _CLOSE_WHILE_QUERYING, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == "unexpected: []"


def test_calls_after_close_say_the_store_is_closed_on_each_backend(store_location: str) -> None:
    store = Store(store_location)
    store.execute("CREATE TABLE IF NOT EXISTS numbers (x INTEGER)")
    with store.atomic() as db:
        db.executemany("INSERT INTO numbers VALUES (?)", [(i,) for i in range(2000)])
    closed = threading.Event()
    errors: list[BaseException] = []

    def work() -> None:
        try:
            while True:  # until the store is closed: then the next call raises
                store.execute("SELECT count(*) FROM numbers WHERE x % 7 = 3")
                if closed.is_set():
                    store.execute("SELECT 1")
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    store.close()
    closed.set()
    for t in threads:
        t.join(timeout=60)
    assert len(errors) == 4
    assert all(isinstance(e, StoreError) and "store is closed" in str(e) for e in errors), errors
