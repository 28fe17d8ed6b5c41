"""Trimming an in-process least-recently-used cache to a count and a size budget.

The ``when()`` caches of one conversation's vectors (:mod:`swcmem.temporal.vectors`) and of its
turns and anchors (:mod:`swcmem.temporal.snapshot`) hold very different amounts per entry; each
keeps at most so many entries and so much in all.

Not thread-safe by itself: call it under the lock that guards the cache.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def trim(cache: OrderedDict[K, V], limit: int, budget: int, size: Callable[[V], int]) -> None:
    """Drops the least recently used entries (the first ones) until at most ``limit`` remain
    and their ``size`` sums to at most ``budget``; the most recent one always stays."""
    held = sum(size(v) for v in cache.values())
    while len(cache) > 1 and (len(cache) > limit or held > budget):
        _, gone = cache.popitem(last=False)
        held -= size(gone)
