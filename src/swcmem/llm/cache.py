"""The response cache and usage log: one SQLite file under the user cache dir.

Responses are keyed by the SHA-256 of the canonical JSON of everything that changes the
output — the backend's model identity, the messages, temperature, max tokens, seed and stop
sequences — and of nothing else (timeouts, retries, concurrency, base URL ports and API keys
are transport). Only successful completions are stored; errors never are. Every call, hit
or miss, ok or failed, is appended to the ``usage`` table for cost accounting.

This file is a cache, separate from the swcmem store (which is why its small schema lives
here): deleting it only costs new LLM calls.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from swcmem.errors import StoreError
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.usage import PurposeTotals, RunSummary, UsageRow

ENV_CACHE = "SWCMEM_CACHE"
KEY_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    identity TEXT NOT NULL,
    request_json TEXT NOT NULL,
    response_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS usage (
    id INTEGER PRIMARY KEY,
    run_id TEXT NOT NULL,
    at TEXT NOT NULL,
    purpose TEXT NOT NULL,
    identity TEXT NOT NULL,
    tokens_in INTEGER NOT NULL,
    tokens_out INTEGER NOT NULL,
    latency_s REAL NOT NULL,
    cached INTEGER NOT NULL,
    ok INTEGER NOT NULL,
    error TEXT
);
CREATE INDEX IF NOT EXISTS usage_run ON usage(run_id);
"""


def default_cache_path(environ: Mapping[str, str] | None = None) -> Path:
    """``$SWCMEM_CACHE`` (from ``environ``, read at the CLI edge) else the user cache dir."""
    env = (environ or {}).get(ENV_CACHE)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_cache_dir("swcmem")) / "llm_cache.sqlite"


def request_payload(
    identity: str, messages: Sequence[Message], params: CompletionParams
) -> dict[str, Any]:
    """The part of a request that determines the answer (the cache key's content)."""
    return {
        "v": KEY_VERSION,
        "model": identity,
        "messages": [[m.role, m.content] for m in messages],
        "temperature": float(params.temperature),
        "max_tokens": int(params.max_tokens),
        "seed": params.seed,
        "stop": list(params.stop),
    }


def canonical_json(payload: Mapping[str, Any]) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def cache_key(identity: str, messages: Sequence[Message], params: CompletionParams) -> str:
    """SHA-256 hex of the canonical JSON of :func:`request_payload`."""
    text = canonical_json(request_payload(identity, messages, params))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class CacheStats:
    path: str
    entries: int
    size_bytes: int
    models: dict[str, int]
    usage: RunSummary
    runs: int


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class ResponseCache:
    """Thread-safe; several processes may share the file (WAL, busy timeout)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self.conn = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            if str(self.path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA busy_timeout=10000")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.executescript(SCHEMA)
        except (OSError, sqlite3.DatabaseError) as exc:
            raise StoreError(
                f"cannot open the LLM cache at {self.path}: {exc}",
                hint="set SWCMEM_CACHE to a writable file, or run with --no-cache",
            ) from exc
        return conn

    def close(self) -> None:
        with self._lock:
            self.conn.close()

    def get(self, key: str) -> Completion | None:
        with self._lock:
            row = self.conn.execute(
                "SELECT response_json FROM responses WHERE key = ?", (key,)
            ).fetchone()
            if row is None:
                return None
            self.conn.execute("UPDATE responses SET hits = hits + 1 WHERE key = ?", (key,))
        data = json.loads(row[0])
        return Completion(
            text=data["text"],
            model=data["model"],
            tokens_in=data["tokens_in"],
            tokens_out=data["tokens_out"],
            latency_s=data["latency_s"],
            finish_reason=data.get("finish_reason"),
            cached=True,
        )

    def put(self, key: str, payload: Mapping[str, Any], completion: Completion) -> None:
        """Store a successful completion (callers never pass errors)."""
        response = {
            "text": completion.text,
            "model": completion.model,
            "tokens_in": completion.tokens_in,
            "tokens_out": completion.tokens_out,
            "latency_s": completion.latency_s,
            "finish_reason": completion.finish_reason,
        }
        with self._lock:
            self.conn.execute(
                "INSERT OR REPLACE INTO responses"
                "(key, identity, request_json, response_json, created_at) VALUES (?,?,?,?,?)",
                (key, payload["model"], canonical_json(payload), json.dumps(response), _now()),
            )

    def record(self, row: UsageRow) -> None:
        with self._lock:
            self.conn.execute(
                "INSERT INTO usage(run_id, at, purpose, identity, tokens_in, tokens_out,"
                " latency_s, cached, ok, error) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    row.run_id,
                    _now(),
                    row.purpose,
                    row.identity,
                    row.tokens_in,
                    row.tokens_out,
                    row.latency_s,
                    int(row.cached),
                    int(row.ok),
                    row.error,
                ),
            )

    def stats(self, run_id: str | None = None) -> CacheStats:
        """Entries, size, entries per model and usage totals per purpose (one run or all)."""
        with self._lock:
            entries = self.conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0]
            models = dict(
                self.conn.execute(
                    "SELECT identity, COUNT(*) FROM responses GROUP BY identity ORDER BY 2 DESC"
                ).fetchall()
            )
            pages = self.conn.execute("PRAGMA page_count").fetchone()[0]
            page_size = self.conn.execute("PRAGMA page_size").fetchone()[0]
            purposes = self._purpose_totals(run_id)
            runs = self.conn.execute("SELECT COUNT(DISTINCT run_id) FROM usage").fetchone()[0]
        return CacheStats(
            str(self.path), entries, pages * page_size, models, RunSummary.of(purposes), runs
        )

    def _purpose_totals(self, run_id: str | None) -> tuple[PurposeTotals, ...]:
        where, args = ("WHERE run_id = ?", (run_id,)) if run_id else ("", ())
        rows = self.conn.execute(
            "SELECT purpose, SUM(cached = 0 AND ok = 1), SUM(cached), SUM(ok = 0),"
            " SUM(CASE WHEN cached = 0 THEN tokens_in ELSE 0 END),"
            " SUM(CASE WHEN cached = 0 THEN tokens_out ELSE 0 END),"
            f" SUM(CASE WHEN cached = 0 THEN latency_s ELSE 0 END) FROM usage {where}"
            " GROUP BY purpose ORDER BY purpose",
            args,
        ).fetchall()
        return tuple(
            PurposeTotals(
                str(r[0]),
                calls=int(r[1] or 0),
                cache_hits=int(r[2] or 0),
                errors=int(r[3] or 0),
                tokens_in=int(r[4] or 0),
                tokens_out=int(r[5] or 0),
                latency_s=float(r[6] or 0.0),
            )
            for r in rows
        )
