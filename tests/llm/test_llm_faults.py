"""Fault injection against a scripted local HTTP server: retries, timeouts, bad bodies."""

from __future__ import annotations

import logging
import random
import sqlite3
from pathlib import Path

import pytest
from llm_mock_server import MockServer, Reply, chat_ok

from swcmem.errors import LLMBadResponse, LLMError, LLMRateLimited, LLMTimeout
from swcmem.llm import CompletionParams, LLMClient, LLMRequest, Message, ResponseCache
from swcmem.llm.anthropic import AnthropicBackend
from swcmem.llm.openai_compat import OpenAICompatBackend
from swcmem.llm.transport import HTTPTransport, TransportOptions, parse_retry_after

MSGS = [Message("user", "hi")]
SECRET = "sk-test-7f3a9c1e55d04b2c9e8f"


def make_client(
    mock: MockServer,
    tmp_path: Path,
    sleeps: list[float],
    *,
    api_key: str | None = None,
    timeout_s: float = 5.0,
    max_tries: int = 3,
    concurrency: int = 4,
) -> LLMClient:
    options = TransportOptions(
        timeout_s=timeout_s, max_tries=max_tries, backoff_base_s=0.4, concurrency=concurrency
    )
    transport = HTTPTransport(
        options, secrets=[api_key or ""], sleep=sleeps.append, rng=random.Random(1)
    )
    backend = OpenAICompatBackend(mock.base_url, "mock", api_key=api_key, transport=transport)
    return LLMClient(backend, cache=ResponseCache(tmp_path / "c.sqlite"), concurrency=concurrency)


def cached_rows(tmp_path: Path) -> int:
    conn = sqlite3.connect(tmp_path / "c.sqlite")
    return int(conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0])


def test_429_waits_for_retry_after_then_succeeds(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(429, {"error": "slow down"}, {"Retry-After": "3"}), chat_ok("fine"))
    sleeps: list[float] = []
    with make_client(mock_server, tmp_path, sleeps) as llm:
        c = llm.complete(MSGS)
    assert c.text == "fine"
    assert sleeps == [3.0]  # Retry-After wins over the (smaller) backoff
    assert len(mock_server.requests) == 2


def test_429_on_every_try_raises_rate_limited(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(429, {"error": "quota"}))
    sleeps: list[float] = []
    with make_client(mock_server, tmp_path, sleeps) as llm, pytest.raises(LLMRateLimited) as err:
        llm.complete(MSGS)
    assert "after 3 tries" in str(err.value) and err.value.hint
    assert len(mock_server.requests) == 3
    assert len(sleeps) == 2 and sleeps[1] > sleeps[0] * 0.9  # backoff grows (with jitter)
    assert 0.2 <= sleeps[0] <= 0.4 and 0.4 <= sleeps[1] <= 0.8


def test_500_then_success(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(500, "boom"), chat_ok("recovered"))
    sleeps: list[float] = []
    with make_client(mock_server, tmp_path, sleeps) as llm:
        c = llm.complete(MSGS, purpose="gist")
        summary = llm.summary().as_dict()
    assert c.text == "recovered" and not c.cached
    assert len(sleeps) == 1 and len(mock_server.requests) == 2
    assert summary["gist"]["calls"] == 1 and summary["gist"]["errors"] == 0


def test_timeout_on_every_try_raises_llm_timeout(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(delay_s=1.0, body=chat_ok().body))
    with (
        make_client(mock_server, tmp_path, [], timeout_s=0.2, max_tries=2) as llm,
        pytest.raises(LLMTimeout) as err,
    ):
        llm.complete(MSGS)
    assert "0.2s" in str(err.value) and len(mock_server.requests) == 2


def test_timeout_then_success(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(delay_s=1.0, body=chat_ok().body), chat_ok("late but ok"))
    with make_client(mock_server, tmp_path, [], timeout_s=0.2) as llm:
        assert llm.complete(MSGS).text == "late but ok"


def test_malformed_json_body_is_a_bad_response_not_retried(
    mock_server: MockServer, tmp_path: Path
) -> None:
    mock_server.play(Reply(200, '{"choices": [ not json'))
    with make_client(mock_server, tmp_path, []) as llm, pytest.raises(LLMBadResponse) as err:
        llm.complete(MSGS)
    assert "not JSON" in str(err.value)
    assert len(mock_server.requests) == 1
    assert cached_rows(tmp_path) == 0


@pytest.mark.parametrize("content", ["", "   \n", None])
def test_empty_completion_is_a_bad_response(
    mock_server: MockServer, tmp_path: Path, content: str | None
) -> None:
    reply = chat_ok("x", finish="length")
    reply.body["choices"][0]["message"]["content"] = content
    mock_server.play(reply)
    with make_client(mock_server, tmp_path, []) as llm, pytest.raises(LLMBadResponse) as err:
        llm.complete(MSGS)
    assert "empty completion" in str(err.value) and "length" in str(err.value)
    assert cached_rows(tmp_path) == 0


def test_body_without_choices_is_a_bad_response(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(200, {"object": "error", "message": "model not loaded"}))
    with make_client(mock_server, tmp_path, []) as llm, pytest.raises(LLMBadResponse):
        llm.complete(MSGS)


def test_client_error_is_not_retried(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(404, {"error": "no such model"}))
    with make_client(mock_server, tmp_path, []) as llm, pytest.raises(LLMError) as err:
        llm.complete(MSGS)
    assert "404" in str(err.value) and "model name" in (err.value.hint or "")
    assert len(mock_server.requests) == 1


def test_errors_are_never_cached(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(503, "down"))
    with make_client(mock_server, tmp_path, [], max_tries=2) as llm:
        with pytest.raises(LLMError):
            llm.complete(MSGS, purpose="answer")
        assert cached_rows(tmp_path) == 0
        mock_server.play(chat_ok("now ok"))
        assert llm.complete(MSGS, purpose="answer").text == "now ok"  # reached the server
        assert len(mock_server.requests) == 1
        assert llm.complete(MSGS, purpose="answer").cached
        summary = llm.summary().as_dict()["answer"]
    assert cached_rows(tmp_path) == 1
    assert summary == {
        "calls": 1,
        "cache_hits": 1,
        "errors": 1,
        "tokens_in": 11,
        "tokens_out": 3,
        "latency_s": summary["latency_s"],
    }
    conn = sqlite3.connect(tmp_path / "c.sqlite")
    assert conn.execute("SELECT ok, error FROM usage ORDER BY id").fetchall() == [
        (0, "LLMError"),
        (1, None),
        (1, None),
    ]


def test_concurrency_is_bounded_by_the_client(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(Reply(delay_s=0.15, body=chat_ok().body))
    reqs = [LLMRequest.prompt(f"q{i}") for i in range(8)]
    with make_client(mock_server, tmp_path, [], concurrency=2) as llm:
        results = llm.complete_many(reqs, concurrency=8)
    assert len(results) == 8 and len(mock_server.requests) == 8
    assert 1 <= mock_server.max_in_flight <= 2  # 8 requested at once, 2 slots


def test_batch_returns_errors_in_place(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(chat_ok("a"), Reply(400, "bad"), chat_ok("c"))
    reqs = [LLMRequest.prompt(f"q{i}") for i in range(3)]
    with make_client(mock_server, tmp_path, [], concurrency=1) as llm:
        results = llm.complete_many(reqs, concurrency=1, return_exceptions=True)
        mock_server.play(Reply(400, "bad"))
        with pytest.raises(LLMError):
            llm.complete_many([LLMRequest.prompt("new")], concurrency=1)
    assert [type(r).__name__ for r in results] == ["Completion", "LLMError", "Completion"]


def test_api_key_never_in_logs_errors_or_cache(
    mock_server: MockServer, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    # a hostile server echoes the Authorization header back in its error body
    mock_server.play(Reply(500, "bad auth header: {auth}"), chat_ok("ok"))
    with make_client(mock_server, tmp_path, [], api_key=SECRET) as llm:
        assert llm.complete(MSGS).text == "ok"
        mock_server.play(Reply(500, "still echoing {auth}"))
        with pytest.raises(LLMError) as err:
            llm.complete([Message("user", "other")])
        report = "\n".join(llm.summary().lines()) + repr(llm) + repr(llm.backend)
    assert mock_server.requests[0]["headers"]["authorization"] == f"Bearer {SECRET}"
    assert "***" in str(err.value)  # the echoed key was redacted, the rest kept
    assert SECRET not in str(err.value)
    assert SECRET not in caplog.text and "still echoing" in caplog.text
    assert SECRET not in report
    for f in tmp_path.iterdir():
        assert SECRET.encode() not in f.read_bytes()


def test_anthropic_messages_api_shape(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(
        Reply(
            body={
                "model": "claude-x",
                "content": [{"type": "text", "text": "Hi "}, {"type": "text", "text": "there"}],
                "stop_reason": "end_turn",
                "usage": {"input_tokens": 9, "output_tokens": 2},
            }
        )
    )
    base = mock_server.base_url.removesuffix("/v1")
    backend = AnthropicBackend("claude-x", api_key=SECRET, base_url=base)
    msgs = [Message("system", "Be brief."), Message("user", "Hello")]
    c = backend.complete(msgs, CompletionParams(max_tokens=20, stop=("\n",)))
    backend.close()
    sent = mock_server.requests[0]
    assert sent["path"] == "/v1/messages"
    assert sent["headers"]["x-api-key"] == SECRET
    assert sent["body"]["system"] == "Be brief."
    assert sent["body"]["messages"] == [{"role": "user", "content": "Hello"}]
    assert sent["body"]["stop_sequences"] == ["\n"]
    assert (c.text, c.tokens_in, c.tokens_out, c.finish_reason) == ("Hi there", 9, 2, "end_turn")


def test_openai_kind_sends_max_completion_tokens(mock_server: MockServer) -> None:
    mock_server.play(chat_ok())
    backend = OpenAICompatBackend(mock_server.base_url, "gpt-x", api_key=SECRET, kind="openai")
    backend.complete(MSGS, CompletionParams(max_tokens=33, seed=5, stop=("END",)))
    backend.close()
    body = mock_server.requests[0]["body"]
    assert body["max_completion_tokens"] == 33 and "max_tokens" not in body
    assert body["seed"] == 5 and body["stop"] == ["END"] and body["model"] == "gpt-x"


def test_retry_after_parsing() -> None:
    from datetime import UTC, datetime

    now = datetime(2024, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("7", now) == 7.0
    assert parse_retry_after("Mon, 01 Jan 2024 12:00:30 GMT", now) == 30.0
    assert parse_retry_after("Mon, 01 Jan 2024 11:00:00 GMT", now) == 0.0
    assert parse_retry_after("soon", now) is None
    assert parse_retry_after(None, now) is None


def test_async_variant_shares_cache_and_slots(mock_server: MockServer, tmp_path: Path) -> None:
    import asyncio

    mock_server.play(Reply(delay_s=0.1, body=chat_ok("async").body))
    with make_client(mock_server, tmp_path, [], concurrency=2) as llm:

        async def main() -> list[str]:
            outs = await asyncio.gather(
                *(llm.acomplete([Message("user", f"a{i % 3}")]) for i in range(3))
            )
            again = await llm.acomplete([Message("user", "a0")])
            return [c.text for c in outs] + [str(again.cached)]

        texts = asyncio.run(main())
    assert texts == ["async", "async", "async", "True"]
    assert mock_server.max_in_flight <= 2 and len(mock_server.requests) == 3
