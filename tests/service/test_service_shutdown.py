"""Graceful shutdown: on SIGTERM the server stops taking connections, lets an in-flight
request finish (and commit), releases queued jobs, runs its shutdown and exits."""

from __future__ import annotations

import json
import socket
import threading
import time
from datetime import UTC
from pathlib import Path

import httpx
import pytest

from service.conftest import CHAT, make_keys
from service.server import Server
from swcmem.consolidate.engine import ConsolidationReport
from swcmem.service.jobs import JobRunner
from swcmem.service.memories import Memories, NewTurn
from swcmem.store import Store
from swcmem.store.tenants import ensure_tenant


def in_progress(server: Server) -> float:
    """Requests being answered, not counting the /metrics request asking."""
    for line in httpx.get(f"{server.url}/metrics").text.splitlines():
        if line.startswith("swcmem_requests_in_progress "):
            return float(line.split()[1]) - 1
    raise AssertionError("no in-progress gauge")


def refused(server: Server) -> bool:
    try:
        socket.create_connection(("127.0.0.1", server.port), timeout=1).close()
    except OSError:
        return True
    return False


def read_response(sock: socket.socket) -> str:
    """One whole HTTP response (headers, then Content-Length bytes of body)."""
    data = b""
    while b"\r\n\r\n" not in data and (part := sock.recv(65536)):
        data += part
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length")
    )
    while len(body) < length and (part := sock.recv(65536)):
        body += part
    return (head + b"\r\n\r\n" + body).decode()


def wait_for(condition, timeout: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_an_in_flight_request_finishes_after_sigterm(tmp_path: Path) -> None:
    db = tmp_path / "shutdown.db"
    keys = make_keys(db)
    server = Server(db, ("--rate", "0")).start()
    body = json.dumps({"turns": CHAT}).encode()
    head = (
        b"POST /v1/conversations/late/turns HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Authorization: Bearer " + keys.acme.encode() + b"\r\n"
        b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body)
    )
    try:
        with socket.create_connection(("127.0.0.1", server.port), timeout=60) as sock:
            sock.sendall(head + body[:20])  # the request is in flight, its body half sent
            assert wait_for(lambda: in_progress(server) >= 1)
            assert server.proc is not None
            server.proc.send_signal(15)
            assert wait_for(lambda: refused(server)), "still accepting new connections"
            sock.sendall(body[20:])
            answer = read_response(sock)
        code = server.proc.wait(60)
    finally:
        server.kill()
    assert answer.startswith("HTTP/1.1 200"), answer[:300]
    assert '"added":3' in answer
    assert code in (0, -15)  # uvicorn re-raises the signal it handled, after shutting down
    with Store(db, read_only=True) as store:
        n = store.execute("SELECT count(*) FROM turns WHERE conversation_id='acme/late'")
        assert n.fetchone()[0] == 3
    assert '"msg": "stopped"' in server.log()


class BlockingMemories(Memories):
    """Consolidation that waits for the test to let it finish."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self.started = threading.Event()
        self.go = threading.Event()

    def consolidate(self, cid: str, name: str) -> ConsolidationReport:
        self.started.set()
        assert self.go.wait(30)
        return super().consolidate(cid, name)


def test_stop_releases_queued_jobs_and_lets_the_running_one_finish(store: Store) -> None:
    memories = BlockingMemories(store)
    ensure_tenant(store, "acme")
    for name in ("one", "two"):
        memories.add("acme", name, [NewTurn("Ana", "Hello there.", _at())])
    runner = JobRunner(memories, workers=1)
    runner.start()
    first = runner.submit("acme", "one", "acme/one")
    assert memories.started.wait(30)
    second = runner.submit("acme", "two", "acme/two")
    stopper = threading.Thread(target=runner.stop, args=(30.0,))
    stopper.start()
    assert wait_for(lambda: runner.get("acme", second.id).state == "released")
    with pytest.raises(Exception, match="shutting down"):
        runner.submit("acme", "two", "acme/two")
    memories.go.set()
    stopper.join(30)
    assert runner.get("acme", first.id).state == "done"
    assert runner.get("acme", second.id).state == "released"


def _at():  # type: ignore[no-untyped-def]
    from datetime import datetime

    return datetime(2024, 3, 14, 10, 0, tzinfo=UTC)
