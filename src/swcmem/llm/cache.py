"""The LLM response cache and usage log: one SQLite file under the user cache dir.

Responses are keyed by the SHA-256 of the canonical JSON of everything that changes the
output — the backend's identity (its kind, its endpoint: the base URL without credentials,
and its model), the messages, temperature, max tokens, seed and stop sequences — and of
nothing else (timeouts, retries, concurrency and API keys are transport). Two servers that
serve a model under the same name are two endpoints, so one never gets the other's answers.
Only successful completions are stored; errors never are. Every call, hit or miss, ok or
failed, is appended to the ``usage`` table for cost accounting (a failure by its error's
class name only: messages can quote what a server echoed).

The file's schema and queries live in :mod:`swcmem.store.llm_cache` (numbered migrations,
schema ``cache``); an old cache file is adopted in place. Deleting the file only costs new
LLM calls.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from swcmem.errors import StoreError
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.usage import PurposeTotals, RunSummary, UsageRow
from swcmem.store import llm_cache
from swcmem.store.db import Store

ENV_CACHE = "SWCMEM_CACHE"
KEY_VERSION = 1


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
    """Thread-safe; several processes may share the file (WAL, busy retries)."""

    def __init__(self, path: str | Path) -> None:
        self.path = path if str(path) == ":memory:" else Path(path).expanduser()
        self.store = self._open()

    def _open(self) -> Store:
        try:
            return llm_cache.open_cache(self.path)
        except StoreError as exc:
            raise StoreError(
                f"cannot open the LLM cache at {self.path}: {exc.message}",
                hint="set SWCMEM_CACHE to a writable file, or run with --no-cache",
            ) from exc

    def close(self) -> None:
        self.store.close()

    def get(self, key: str) -> Completion | None:
        found = llm_cache.get_response(self.store, key)
        if found is None:
            return None
        data = json.loads(found)
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
        llm_cache.put_response(
            self.store,
            key,
            str(payload["model"]),
            canonical_json(payload),
            json.dumps(response),
            _now(),
        )

    def record(self, row: UsageRow) -> None:
        llm_cache.record_usage(self.store, row, _now())

    def stats(self, run_id: str | None = None) -> CacheStats:
        """Entries, size, entries per model and usage totals per purpose (one run or all)."""
        purposes = tuple(PurposeTotals(*p) for p in llm_cache.purpose_totals(self.store, run_id))
        return CacheStats(
            str(self.path),
            llm_cache.entries(self.store),
            llm_cache.size_bytes(self.store),
            llm_cache.entries_per_identity(self.store),
            RunSummary.of(purposes),
            llm_cache.run_count(self.store),
        )
