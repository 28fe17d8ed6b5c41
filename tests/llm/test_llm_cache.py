"""The cache key: what changes the output is in it — the endpoint included — and transport
settings are not."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from llm_mock_server import MockServer, Reply, chat_ok

from fixtures.data import mini_locomo
from swcmem.errors import StoreError
from swcmem.eval.harness import EvalRequest, run_eval
from swcmem.eval.runner import EvalConfig
from swcmem.llm import (
    Completion,
    CompletionParams,
    Message,
    ResponseCache,
    TransportOptions,
    cache_key,
    open_llm,
)
from swcmem.store import Store

MSGS = [Message("system", "Be brief."), Message("user", "hello")]
BASE = CompletionParams(temperature=0.0, max_tokens=64, seed=1, stop=("\n",))


def test_key_changes_with_everything_that_changes_the_output() -> None:
    k = cache_key("openai-compatible:m", MSGS, BASE)
    variants = [
        cache_key("openai-compatible:m2", MSGS, BASE),
        cache_key("openai:m", MSGS, BASE),
        cache_key("openai-compatible:m", [*MSGS[:1], Message("user", "hello!")], BASE),
        cache_key("openai-compatible:m", [Message("user", "Be brief."), MSGS[1]], BASE),
        cache_key("openai-compatible:m", MSGS, CompletionParams(0.7, 64, 1, ("\n",))),
        cache_key("openai-compatible:m", MSGS, CompletionParams(0.0, 65, 1, ("\n",))),
        cache_key("openai-compatible:m", MSGS, CompletionParams(0.0, 64, 2, ("\n",))),
        cache_key("openai-compatible:m", MSGS, CompletionParams(0.0, 64, None, ("\n",))),
        cache_key("openai-compatible:m", MSGS, CompletionParams(0.0, 64, 1, ())),
    ]
    assert len({k, *variants}) == len(variants) + 1


def test_key_is_canonical() -> None:
    a = cache_key("x:m", MSGS, CompletionParams(temperature=0))  # int vs float
    b = cache_key("x:m", tuple(MSGS), CompletionParams(temperature=0.0))
    assert a == b and len(a) == 64


def test_transport_settings_do_not_change_the_key(mock_server: MockServer, tmp_path: Path) -> None:
    """Two clients of one server differing only in timeout, retries and concurrency share
    entries."""
    mock_server.play(chat_ok("first"))
    cache = tmp_path / "c.sqlite"
    spec = f"openai-compatible:{mock_server.base_url}#m"
    fast = TransportOptions(timeout_s=1, max_tries=1, concurrency=1)
    slow = TransportOptions(timeout_s=300, max_tries=9, concurrency=16, backoff_base_s=5)
    with open_llm(spec, cache_path=cache, options=fast) as a:
        first = a.complete(MSGS, BASE)
    with open_llm(spec, cache_path=cache, options=slow) as b:
        again = b.complete(MSGS, BASE)
    assert not first.cached and again.cached and again.text == "first"
    assert len(mock_server.requests) == 1


def test_temperature_change_misses_the_cache(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(chat_ok("t0"), chat_ok("t7"))
    with open_llm(
        f"openai-compatible:{mock_server.base_url}#m", cache_path=tmp_path / "c.sqlite"
    ) as llm:
        a = llm.complete(MSGS, CompletionParams(temperature=0.0))
        b = llm.complete(MSGS, CompletionParams(temperature=0.7))
        c = llm.complete(MSGS, CompletionParams(temperature=0.7))
    assert (a.text, b.text, c.text) == ("t0", "t7", "t7")
    assert (a.cached, b.cached, c.cached) == (False, False, True)
    assert len(mock_server.requests) == 2


def test_no_cache_always_calls(mock_server: MockServer, tmp_path: Path) -> None:
    mock_server.play(chat_ok("x"))
    spec = f"openai-compatible:{mock_server.base_url}#m"
    with open_llm(spec, use_cache=False, cache_path=tmp_path / "c.sqlite") as llm:
        assert llm.cache is None
        assert not llm.complete(MSGS).cached and not llm.complete(MSGS).cached
    assert len(mock_server.requests) == 2
    assert not (tmp_path / "c.sqlite").exists()


def test_cache_roundtrip_stats_and_threads(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "c.sqlite")
    comp = Completion("answer", "m", 10, 2, 0.5, "stop")

    def writer(i: int) -> None:
        key = cache_key("x:m", [Message("user", str(i))], BASE)
        cache.put(key, {"model": "x:m"}, comp)
        assert cache.get(key) == Completion("answer", "m", 10, 2, 0.5, "stop", cached=True)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stats = cache.stats()
    assert stats.entries == 16 and stats.models == {"x:m": 16} and stats.size_bytes > 0
    assert cache.get("0" * 64) is None
    cache.close()


def test_backend_is_closed_when_the_cache_cannot_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from swcmem.llm import factory

    closed: list[str] = []
    real = factory.make_backend

    def make(*args: Any, **kwargs: Any) -> Any:
        backend = real(*args, **kwargs)
        inner = backend.close
        monkeypatch.setattr(backend, "close", lambda: (closed.append("yes"), inner()))
        return backend

    monkeypatch.setattr(factory, "make_backend", make)
    with pytest.raises(StoreError):
        open_llm("openai-compatible:http://127.0.0.1:9/v1#m", cache_path=tmp_path)  # a folder
    assert closed == ["yes"]


@pytest.fixture
def two_servers() -> Iterator[tuple[MockServer, MockServer]]:
    servers = (MockServer(), MockServer())
    for s in servers:
        s.thread.start()
    yield servers
    for s in servers:
        s.httpd.shutdown()
        s.httpd.server_close()


def test_two_servers_under_one_model_name_never_share_answers(
    two_servers: tuple[MockServer, MockServer], tmp_path: Path
) -> None:
    first, second = two_servers
    first.play(chat_ok("from the first"))
    second.play(chat_ok("from the second"))
    cache = tmp_path / "c.sqlite"
    with open_llm(f"openai-compatible:{first.base_url}#same", cache_path=cache) as a:
        one = a.complete(MSGS, BASE)
    with open_llm(f"openai-compatible:{second.base_url}#same", cache_path=cache) as b:
        two = b.complete(MSGS, BASE)
        again = b.complete(MSGS, BASE)
    assert (one.text, two.text, again.text) == (
        "from the first",
        "from the second",
        "from the second",
    )
    assert not two.cached and again.cached
    assert len(first.requests) == 1 and len(second.requests) == 1


def test_eval_against_a_refusing_server_reuses_nothing_from_another(
    two_servers: tuple[MockServer, MockServer], tmp_path: Path
) -> None:
    """The stored answers are keyed by the answering endpoint too: a second server (that
    answers 401) gets its own calls — and fails — instead of the first server's answers."""
    good, refusing = two_servers
    good.play(chat_ok("20 May 2023"))
    refusing.play(Reply(status=401, body={"error": "bad key"}))
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(mini_locomo()))
    request = EvalRequest(data, EvalConfig(("truncation",), concurrency=1), limit=2)
    cache = tmp_path / "c.sqlite"
    with Store(tmp_path / "s.db") as store:
        with open_llm(f"openai-compatible:{good.base_url}#m", cache_path=cache) as llm:
            _, first = run_eval(store, request, llm)
        with open_llm(f"openai-compatible:{refusing.base_url}#m", cache_path=cache) as llm:
            _, second = run_eval(store, request, llm)
    assert first.counts.answered == 2 and first.counts.failed == 0
    assert second.counts.reused == 0 and second.counts.answered == 0
    assert second.counts.failed == 2 and len(refusing.requests) == 2
