"""The LLM response cache file under store/: numbered migrations, and a cache file written
before them adopted in place."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from swcmem.llm.base import Completion
from swcmem.llm.cache import ResponseCache
from swcmem.llm.usage import UsageRow
from swcmem.store.migrations import available

# The script the cache ran on every open before it had migrations (kept here verbatim).
LEGACY_SCRIPT = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY, identity TEXT NOT NULL, request_json TEXT NOT NULL,
    response_json TEXT NOT NULL, created_at TEXT NOT NULL, hits INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS usage (
    id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, at TEXT NOT NULL, purpose TEXT NOT NULL,
    identity TEXT NOT NULL, tokens_in INTEGER NOT NULL, tokens_out INTEGER NOT NULL,
    latency_s REAL NOT NULL, cached INTEGER NOT NULL, ok INTEGER NOT NULL, error TEXT
);
CREATE INDEX IF NOT EXISTS usage_run ON usage(run_id);
"""


def test_a_legacy_cache_file_is_adopted_with_its_entries(tmp_path: Path) -> None:
    path = tmp_path / "llm_cache.sqlite"
    response = {"text": "old answer", "model": "m", "tokens_in": 3, "tokens_out": 2,
                "latency_s": 0.1, "finish_reason": "stop"}  # fmt: skip
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.executescript(LEGACY_SCRIPT)
        conn.execute(
            "INSERT INTO responses VALUES ('k1', 'x:m', '{}', ?, '2024-01-01', 0)",
            (json.dumps(response),),
        )
        conn.commit()
    cache = ResponseCache(path)
    hit = cache.get("k1")
    assert hit is not None and hit.text == "old answer" and hit.cached
    cache.record(UsageRow("run", "test", "x:m", 1, 1, 0.1, cached=True, ok=True))
    assert cache.stats().entries == 1 and cache.stats().runs == 1
    versions = [r[0] for r in cache.store.execute("SELECT version FROM migrations")]
    assert versions == [v for v, _, _ in available("sqlite", "cache")]
    cache.close()
    ResponseCache(path).close()  # reopening applies nothing twice


def test_a_new_cache_and_an_in_memory_cache(tmp_path: Path) -> None:
    for location in (tmp_path / "new" / "c.sqlite", ":memory:"):
        cache = ResponseCache(location)
        cache.put("k", {"model": "x:m"}, Completion("hi", "m", 1, 1, 0.1))
        cache.put("k", {"model": "x:m"}, Completion("hi again", "m", 1, 1, 0.1))  # replaced
        got = cache.get("k")
        assert got is not None and got.text == "hi again"
        assert cache.stats().models == {"x:m": 1}
        cache.close()
