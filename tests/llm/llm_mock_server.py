"""A scripted local HTTP server for fault injection (real sockets, real timeouts).

The ``mock_server`` fixture is re-exported by tests/llm/conftest.py."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; str -> raw text
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


def chat_ok(text: str = "hello", *, finish: str = "stop", model: str = "mock") -> Reply:
    return Reply(
        body={
            "model": model,
            "choices": [
                {"message": {"role": "assistant", "content": text}, "finish_reason": finish}
            ],
            "usage": {"prompt_tokens": 11, "completion_tokens": 3},
        }
    )


class MockServer:
    """Answers POSTs from a script (the last reply repeats); records requests."""

    def __init__(self) -> None:
        self.script: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def play(self, *replies: Reply) -> None:
        self.script = list(replies)
        self.requests.clear()

    def _next(self, request: dict[str, Any]) -> Reply:
        with self._lock:
            self.requests.append(request)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            return self.script.pop(0) if len(self.script) > 1 else self.script[0]

    def _done(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length", 0)))
                reply = server._next(
                    {"path": self.path, "headers": dict(self.headers), "body": json.loads(raw)}
                )
                done = False
                try:
                    time.sleep(reply.delay_s)
                    body = reply.body
                    if isinstance(body, str):
                        body = body.replace("{auth}", self.headers.get("authorization", ""))
                    data = (body if isinstance(body, str) else json.dumps(body)).encode()
                    self.send_response(reply.status)
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    # no longer in flight before the client can have the whole answer: once
                    # it has, its next request may arrive before this thread runs again
                    done = True
                    server._done()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    if not done:
                        server._done()

        return Handler


@pytest.fixture
def mock_server() -> Iterator[MockServer]:
    server = MockServer()
    server.thread.start()
    yield server
    server.httpd.shutdown()
    server.httpd.server_close()
