"""A small in-process cache for derived rows read from the store, shared by the views.

Stored chunks, gists and timeline candidates are parsed once per change rather than once per
context build: each entry is kept with a *token* (a cheap value read from the store, or a
conversation signature) and reused while the token is unchanged. Keys start with a kind and
:attr:`swcmem.store.Store.key`, so two stores never share entries.

Thread-safe: one lock guards the table; ``load()`` runs outside it (two threads may load the
same entry once each; the later one wins, both results are equal).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")
CACHE_LIMIT = 256

_CACHE: dict[tuple[object, ...], tuple[object, object]] = {}
_LOCK = threading.Lock()


def cached(
    key: tuple[object, ...], token: object, load: Callable[[], T], *, replace: bool = False
) -> T:
    """``load()``, reused while the store's ``token`` for ``key`` is unchanged (``replace``:
    load and keep it whatever is cached)."""
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None and hit[0] == token and not replace:
        return hit[1]  # type: ignore[return-value]
    value = load()
    with _LOCK:
        if key not in _CACHE and len(_CACHE) >= CACHE_LIMIT:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = (token, value)
    return value


def forget(store_key: str, conversation_id: str) -> None:
    """Drop every entry of one conversation of one store (after an explicit delete)."""
    with _LOCK:
        for key in [k for k in _CACHE if k[1:3] == (store_key, conversation_id)]:
            del _CACHE[key]
