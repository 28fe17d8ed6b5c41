"""The LLM callers use: a backend wrapped with the response cache, bounded concurrency and
cost accounting. Build one with :func:`swcmem.llm.open_llm`.

* cache hit: returns the stored completion with ``cached=True`` (no model call);
* miss: waits for a concurrency slot, calls the backend (retries live in its transport),
  stores the completion, records usage;
* error: recorded in the usage log, never cached, re-raised to the caller.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import uuid
from collections.abc import Sequence

from swcmem.errors import ConfigError, LLMError
from swcmem.llm.base import (
    Backend,
    Completion,
    CompletionParams,
    LLMRequest,
    Message,
    complete_many,
)
from swcmem.llm.cache import ResponseCache, cache_key, request_payload
from swcmem.llm.usage import RunSummary, UsageRow, UsageTracker

log = logging.getLogger("swcmem.llm")


class LLMClient:
    """Implements the :class:`~swcmem.llm.base.LLM` protocol on top of a :class:`Backend`."""

    def __init__(
        self,
        backend: Backend,
        *,
        cache: ResponseCache | None = None,
        concurrency: int = 4,
        run_id: str | None = None,
    ) -> None:
        if concurrency < 1:
            raise ConfigError(f"concurrency must be at least 1, got {concurrency}")
        self.backend = backend
        self.spec = backend.spec
        self.cache = cache
        self.concurrency = concurrency
        self.run_id = run_id or uuid.uuid4().hex[:12]
        self.usage = UsageTracker()
        self._slots = threading.BoundedSemaphore(concurrency)

    def __repr__(self) -> str:
        return f"LLMClient({self.spec!r}, cache={self.cache.path if self.cache else None})"

    def __enter__(self) -> LLMClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.backend.close()
        if self.cache is not None:
            self.cache.close()

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        started = time.perf_counter()
        key = cache_key(self.backend.identity, messages, params) if self.cache else ""
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                self._record(purpose, hit, cached=True, latency=time.perf_counter() - started)
                return hit
        try:
            with self._slots:
                completion = self.backend.complete(messages, params, purpose=purpose)
        except LLMError as exc:
            self._record_error(purpose, exc, time.perf_counter() - started)
            raise
        if self.cache is not None:
            payload = request_payload(self.backend.identity, messages, params)
            self.cache.put(key, payload, completion)
        self._record(purpose, completion, cached=False, latency=completion.latency_s)
        return completion

    async def acomplete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        """:meth:`complete` for asyncio callers (runs in a worker thread; same slots)."""
        return await asyncio.to_thread(self.complete, messages, params, purpose=purpose)

    def complete_many(
        self,
        requests: Sequence[LLMRequest],
        *,
        concurrency: int | None = None,
        return_exceptions: bool = False,
    ) -> list[Completion | LLMError]:
        """A batch in input order; at most ``concurrency`` (default: the client's) in flight."""
        return complete_many(
            self,
            requests,
            concurrency=concurrency or self.concurrency,
            return_exceptions=return_exceptions,
        )

    def summary(self) -> RunSummary:
        """Calls, cache hits, errors, tokens in/out and model seconds per purpose this run."""
        return self.usage.summary()

    def _record(self, purpose: str, c: Completion, *, cached: bool, latency: float) -> None:
        row = UsageRow(
            self.run_id,
            purpose,
            self.backend.identity,
            c.tokens_in,
            c.tokens_out,
            latency,
            cached,
            ok=True,
        )
        self._store(row)

    def _record_error(self, purpose: str, exc: LLMError, latency: float) -> None:
        log.warning("LLM %s call failed: %s", purpose, exc)
        row = UsageRow(
            self.run_id,
            purpose,
            self.backend.identity,
            0,
            0,
            latency,
            False,
            False,
            type(exc).__name__,
        )
        self._store(row)

    def _store(self, row: UsageRow) -> None:
        self.usage.add(row)
        if self.cache is not None:
            self.cache.record(row)
