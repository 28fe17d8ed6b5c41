"""Per-key rate limits: a token bucket per API key.

Each key may make ``burst`` requests at once and ``rate`` requests per second on average; a
request that finds the bucket empty is refused with 429 and ``Retry-After`` (the seconds
until a token is back). Buckets live in the process: with ``--workers N`` each process keeps
its own, so a key can reach up to N × the rate (said in ``serve --help``).

Thread-safe (one lock); the clock is injectable for tests.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from swcmem.service.errors import RateLimited

MAX_BUCKETS = 100_000


@dataclass
class _Bucket:
    tokens: float
    updated: float


class RateLimiter:
    """Token buckets by key id. ``rate`` 0 turns the limit off."""

    def __init__(
        self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()
        self._lock = threading.Lock()

    def wait_time(self, key: str) -> float:
        """Take a token for ``key``: 0.0 when allowed, else the seconds until one is back."""
        if self.rate <= 0:
            return 0.0
        now = self._clock()
        with self._lock:
            bucket = self._buckets.pop(key, None) or _Bucket(float(self.burst), now)
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.updated) * self.rate)
            bucket.updated = now
            self._buckets[key] = bucket
            if len(self._buckets) > MAX_BUCKETS:
                self._buckets.popitem(last=False)
            if bucket.tokens >= 1.0:
                bucket.tokens -= 1.0
                return 0.0
            return (1.0 - bucket.tokens) / self.rate

    def check(self, key: str) -> None:
        """Raise :class:`RateLimited` (429, ``Retry-After``) when ``key`` has no token left."""
        wait = self.wait_time(key)
        if wait > 0:
            raise RateLimited(
                f"too many requests for this key (limit {self.rate:g}/s, burst {self.burst})",
                hint=f"retry after {wait:.1f} s, or slow down",
                retry_after=wait,
            )
