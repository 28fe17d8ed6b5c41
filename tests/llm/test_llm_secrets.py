"""Secrets never leak, not even in part: a server that echoes every request header (and the
request line) back in its error body, and credentials given three ways — the API key
variable, user info in the base URL, a secret query parameter. No 6-character piece of a
secret may reach stderr, stdout, the logs, the LLM cache file, the store or the reports."""

from __future__ import annotations

import base64
import json
import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from fixtures.data import mini_locomo
from swcmem.cli.main import run
from swcmem.llm.spec import parse_spec, redact_spec
from swcmem.secrets import MIN_PIECE, redact, redact_url, url_secrets

KEY = "sk-live-Q7x9ZpL2mW4vB8nK"  # no piece of it occurs in ordinary text
PASSWORD = "Pw-5mT8qY2xR"
TOKEN = "Tk-9vN3bJ6hW1s"


def pieces(secret: str) -> list[str]:
    return [secret[i : i + MIN_PIECE] for i in range(len(secret) - MIN_PIECE + 1)]


def leaked(secret: str, text: str | bytes) -> list[str]:
    haystack = text if isinstance(text, str) else text.decode("utf-8", "replace")
    return [p for p in pieces(secret) if p in haystack]


# -- unit level ------------------------------------------------------------------------------


def test_redact_removes_every_piece_of_six_characters() -> None:
    cut = f"auth: Bearer {KEY[:18]}… and later {KEY[7:]} and {KEY}"
    out = redact(cut, [KEY])
    assert leaked(KEY, out) == []
    assert out.startswith("auth: Bearer ***") and "and later" in out
    assert redact("nothing secret here", [KEY]) == "nothing secret here"
    assert redact("pin 4821 ok", ["4821"]) == "pin *** ok"  # short secrets go whole
    assert redact("a%2Bb%2Fc%3D%3D", ["a+b/c=="]) == "***"  # URL-encoded copies too


def test_redact_before_truncation_leaves_no_fragment() -> None:
    body = "x" * 287 + f"Bearer {KEY}"
    assert leaked(KEY, redact(body, [KEY])[:300]) == []
    assert leaked(KEY, body[:300])  # what cutting first would have shown


def test_redact_url_hides_user_info_and_secret_query_values() -> None:
    url = f"https://bob:{PASSWORD}@llm.example:8443/v1?api-version=2&api_key={TOKEN}&Sig=abc123"
    shown = redact_url(url)
    assert shown == "https://***@llm.example:8443/v1?api-version=2&api_key=***&Sig=***"
    assert set(url_secrets(url)) >= {PASSWORD, TOKEN, "abc123"}
    assert redact_url("postgresql://u:p4ssw0rd@db/x") == "postgresql://***@db/x"
    assert redact_url("not a url") == "not a url"


def test_a_spec_never_shows_or_stores_its_credentials() -> None:
    text = f"openai-compatible:http://alice:{PASSWORD}@127.0.0.1:8080/v1?api_key={TOKEN}#m"
    spec = parse_spec(text)
    assert spec.auth == ("alice", PASSWORD)
    for shown in (str(spec), repr(spec), spec.endpoint or "", redact_spec(text)):
        assert leaked(PASSWORD, shown) == [] and leaked(TOKEN, shown) == []
    assert str(spec) == "openai-compatible:http://127.0.0.1:8080/v1?api_key=***#m"


# -- end to end: an echoing server -----------------------------------------------------------


class EchoServer:
    """Answers every POST with ``status`` and a body echoing the request line and headers."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.seen: list[dict[str, Any]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("content-length", 0)))
                echo = {"path": self.path, "headers": dict(self.headers)}
                server.seen.append(echo)
                data = f"upstream failure; you sent {json.dumps(echo)}".encode()
                self.send_response(server.status)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = int(self.httpd.server_address[1])
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)


@pytest.fixture(params=[500, 401])
def echo(request: pytest.FixtureRequest) -> Iterator[EchoServer]:
    server = EchoServer(int(request.param))
    server.thread.start()
    yield server
    server.httpd.shutdown()
    server.httpd.server_close()


STYLES = {
    "api-key-variable": ("http://127.0.0.1:{port}/v1", {"SWCMEM_LLM_API_KEY": KEY}, KEY),
    "url-user-info": (f"http://alice:{PASSWORD}@127.0.0.1:{{port}}/v1", {}, PASSWORD),
    "url-query-token": (f"http://127.0.0.1:{{port}}/v1?api_key={TOKEN}", {}, TOKEN),
}


def _files_bytes(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


@pytest.mark.parametrize("style", list(STYLES))
def test_no_piece_of_a_secret_reaches_any_output(
    style: str,
    echo: EchoServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    url, env, secret = STYLES[style]
    spec = f"openai-compatible:{url.format(port=echo.port)}#m"
    config = tmp_path / "config.toml"
    config.write_text("[llm]\nmax_tries = 1\n")
    for name, value in {"SWCMEM_CONFIG": str(config), **env}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("SWCMEM_CACHE", str(tmp_path / "work" / "llm_cache.sqlite"))
    if not env:
        monkeypatch.delenv("SWCMEM_LLM_API_KEY", raising=False)
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(mini_locomo()))
    db = str(tmp_path / "work" / "store.db")

    codes = [
        run(["--db", db, "llm", "test", "--llm", spec, "hello"]),
        run(["--db", db, "eval", "--data", str(data), "--conditions", "truncation,swc-full",
             "--answer-llm", spec, "--judge-llm", spec, "--gist-llm", spec, "--limit", "2",
             "--no-plots", "--out", str(tmp_path / "work" / "out")]),
    ]  # fmt: skip
    out = capsys.readouterr()

    assert codes[0] == 2  # the failed call is one clear error
    assert "Traceback" not in out.err
    assert echo.seen, "the server was never called"
    sent = json.dumps(echo.seen)
    if style == "url-user-info":
        assert base64.b64encode(f"alice:{PASSWORD}".encode()).decode() in sent
    else:
        assert secret in sent  # the credential really went out (and came back echoed)
    assert leaked(secret, out.err) == []
    assert leaked(secret, out.out) == []
    assert leaked(secret, caplog.text) == []
    files = _files_bytes(tmp_path / "work")  # store, cache (with WAL files), results
    assert b"SQLite format 3" in files and b"you sent" in files  # echoed errors were stored
    assert leaked(secret, files) == []
