"""`swcmem llm test` and `swcmem llm cache-stats` end to end (mock server, real cache file)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from llm_mock_server import MockServer, Reply, chat_ok

from swcmem.cli.main import run


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache.sqlite"
    monkeypatch.setenv("SWCMEM_CACHE", str(cache))
    monkeypatch.setenv("SWCMEM_CONFIG", str(tmp_path / "no-config.toml"))
    monkeypatch.delenv("SWCMEM_LLM", raising=False)
    return cache


def test_llm_test_then_cache_hit_then_stats(
    mock_server: MockServer, cli_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mock_server.play(chat_ok("Paris."))
    spec = f"openai-compatible:{mock_server.base_url}#m"
    assert run(["llm", "test", "--llm", spec, "--json", "Capital of France?"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["text"] == "Paris." and first["cached"] is False and first["tokens_in"] == 11
    assert run(["llm", "test", "--llm", spec, "--json", "Capital of France?"]) == 0
    assert json.loads(capsys.readouterr().out)["cached"] is True
    assert len(mock_server.requests) == 1
    assert run(["llm", "cache-stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["entries"] == 1 and stats["models"] == {spec: 1}
    assert stats["usage"]["test"]["calls"] == 1 and stats["usage"]["test"]["cache_hits"] == 1
    assert stats["runs"] == 2


def test_no_cache_and_env_spec(
    mock_server: MockServer,
    cli_env: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    mock_server.play(chat_ok("one"))
    monkeypatch.setenv("SWCMEM_LLM", f"openai-compatible:{mock_server.base_url}#m")
    assert run(["llm", "test", "--no-cache", "hi"]) == 0
    assert run(["llm", "test", "--no-cache", "hi"]) == 0
    out = capsys.readouterr().out
    assert out.count("one") >= 2 and "cache hit" not in out
    assert len(mock_server.requests) == 2 and not cli_env.exists()


def test_errors_are_one_line(
    mock_server: MockServer, cli_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["llm", "test", "hi"]) == 2
    assert "no LLM configured" in capsys.readouterr().err
    assert run(["llm", "test", "--llm", "nope:x", "hi"]) == 2
    assert "unknown backend" in capsys.readouterr().err
    mock_server.play(Reply(503, "overloaded"))
    spec = f"openai-compatible:{mock_server.base_url}#m"
    assert run(["llm", "test", "--llm", spec, "--tries", "1", "hi"]) == 2
    err = capsys.readouterr().err
    assert "failed after 1 tries" in err and "hint:" in err
