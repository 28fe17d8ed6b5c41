"""Graceful shutdown: on SIGTERM the server stops taking connections, lets an in-flight
request finish (and commit), runs its shutdown and exits (the job worker's part of it is
tested in test_service_jobs.py)."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import httpx

from service.conftest import CHAT, make_keys
from service.server import Server, wait_for
from swcmem.store import Store


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
