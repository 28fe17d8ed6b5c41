"""Integration: the real llama.cpp server (SmolLM2-135M) through the OpenAI-compatible backend."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from swcmem.errors import LLMError, MissingExtraError
from swcmem.llm import CompletionParams, LLMRequest, Message, TransportOptions, open_llm
from swcmem.llm.local import LocalServer

pytestmark = pytest.mark.llm

SHORT = CompletionParams(temperature=0.0, max_tokens=12, seed=7)


def test_server_answers_a_chat_completion(llama_server: LocalServer, tmp_path: Path) -> None:
    with open_llm(llama_server.spec, cache_path=tmp_path / "c.sqlite") as llm:
        c = llm.complete(
            [Message("system", "You are terse."), Message("user", "Name one fruit.")],
            SHORT,
            purpose="test",
        )
    assert c.text.strip()
    assert c.model == "smollm2"
    assert c.tokens_in > 5
    assert 0 < c.tokens_out <= 12
    assert c.finish_reason in {"stop", "length"}
    assert c.cached is False


def test_second_call_is_served_from_cache(llama_server: LocalServer, tmp_path: Path) -> None:
    msgs = [Message("user", "Say the word 'blue'.")]
    with open_llm(llama_server.spec, cache_path=tmp_path / "c.sqlite") as llm:
        first = llm.complete(msgs, SHORT, purpose="gist")
        second = llm.complete(msgs, SHORT, purpose="gist")
        summary = llm.summary()
    assert not first.cached and second.cached
    assert second.text == first.text
    gist = summary.as_dict()["gist"]
    assert gist["calls"] == 1 and gist["cache_hits"] == 1
    assert gist["tokens_out"] == first.tokens_out


def test_cache_survives_a_new_client_but_another_endpoint_is_another_key(
    llama_server: LocalServer, tmp_path: Path
) -> None:
    cache = tmp_path / "c.sqlite"
    msgs = [Message("user", "Count to three.")]
    with open_llm(llama_server.spec, cache_path=cache) as llm:
        llm.complete(msgs, SHORT)
    with open_llm(llama_server.spec, cache_path=cache) as llm:
        assert llm.complete(msgs, SHORT).cached
    other_port = llama_server.spec.replace(str(llama_server.port), "1")  # nothing listens there
    once = TransportOptions(max_tries=1)
    with open_llm(other_port, cache_path=cache, options=once) as llm, pytest.raises(LLMError):
        llm.complete(msgs, SHORT)  # the other endpoint's answer is never the cached one
    rows = sqlite3.connect(cache).execute("SELECT COUNT(*) FROM responses").fetchone()[0]
    assert rows == 1


def test_batch_keeps_order_and_bounds_concurrency(
    llama_server: LocalServer, tmp_path: Path
) -> None:
    reqs = [LLMRequest.prompt(f"Repeat the number {i}.", SHORT, purpose="answer") for i in range(6)]
    with open_llm(llama_server.spec, cache_path=tmp_path / "c.sqlite") as llm:
        results = llm.complete_many(reqs, concurrency=3)
        rerun = llm.complete_many(reqs, concurrency=3)
    assert len(results) == 6
    assert all(not getattr(r, "cached", True) for r in results)
    assert all(getattr(r, "cached", False) for r in rerun)
    assert [getattr(r, "text", None) for r in rerun] == [getattr(r, "text", None) for r in results]


def test_in_process_llama_cpp_backend(tmp_path: Path) -> None:
    try:
        llm = open_llm("llama-cpp:smollm2", cache_path=tmp_path / "c.sqlite")
    except MissingExtraError as exc:
        pytest.skip(str(exc))
    with llm:
        c = llm.complete([Message("user", "Name a color.")], SHORT, purpose="test")
        again = llm.complete([Message("user", "Name a color.")], SHORT, purpose="test")
    assert c.text.strip() and c.tokens_out > 0
    assert again.cached and again.text == c.text
    assert llm.backend.identity.startswith("llama-cpp:SmolLM2-135M-Instruct.Q4_1.gguf:")


def test_cli_llm_test_against_the_real_server(
    llama_server: LocalServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from swcmem.cli.main import run

    monkeypatch.setenv("SWCMEM_CACHE", str(tmp_path / "cli.sqlite"))
    monkeypatch.setenv("SWCMEM_CONFIG", str(tmp_path / "none.toml"))
    argv = ["llm", "test", "--llm", llama_server.spec, "--max-tokens", "8", "Say hi."]
    assert run(argv) == 0
    out = capsys.readouterr().out
    assert "model smollm2" in out and "model call" in out
    assert run(argv) == 0
    assert "cache hit" in capsys.readouterr().out
