"""The stored memory of a conversation — chunk rows, gist sets, salience features — parsed
once per change and shared by the engine and the views.

Chunk rows and gists are cached under the conversation's memory token
(:func:`swcmem.store.gists.memory_token`, replaced by every write of either), so a context
build reads one primary-key row to know its parsed memory is current. Features are cached
per (chunk, kind, chunk state): a chunk's features never change while its turns do not.

Thread-safe (see :mod:`swcmem.consolidate.cache`; the feature table has its own lock).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

from swcmem.consolidate.cache import cached
from swcmem.consolidate.cache import forget as forget_cached
from swcmem.store import gists as gist_store
from swcmem.store.db import Store
from swcmem.store.features import StoredFeature, load_features
from swcmem.store.gists import StoredChunk, StoredGist
from swcmem.text import search_terms

FEATURE_LIMIT = 50_000  # parsed chunk features kept in this process

_FEATURES: OrderedDict[tuple[str, str, str, str, str], StoredFeature] = OrderedDict()
_TERMS: OrderedDict[tuple[int, str], frozenset[str]] = OrderedDict()
_LOCK = threading.Lock()


def chunk_rows(store: Store, conversation_id: str) -> list[StoredChunk]:
    """The stored chunk rows (conversation order), parsed once per memory token."""
    token = gist_store.memory_token(store, conversation_id)
    key = ("chunks", store.key, conversation_id)
    return cached(key, token, lambda: gist_store.load_chunks(store, conversation_id))


def gist_set(
    store: Store, conversation_id: str, strategy: str, gister: str, version: str
) -> dict[str, StoredGist]:
    """chunk id → stored gist of one strategy/gister/version, parsed once per memory token."""
    token = gist_store.memory_token(store, conversation_id)
    key = ("gists", store.key, conversation_id, strategy, gister, version)
    return cached(
        key,
        token,
        lambda: {
            g.chunk_id: g
            for g in gist_store.list_gists(
                store, conversation_id, strategy=strategy, gister=gister, version=version
            )
        },
    )


def gist_terms(gist: StoredGist) -> frozenset[str]:
    """The search terms of a gist's text, computed once per stored gist in this process."""
    key = (gist.id, gist.created_at)
    with _LOCK:
        hit = _TERMS.get(key)
    if hit is None:
        hit = frozenset(search_terms(gist.text))
        with _LOCK:
            _TERMS[key] = hit
            while len(_TERMS) > FEATURE_LIMIT:
                _TERMS.popitem(last=False)
    return hit


def stored_features(
    store: Store, conversation_id: str, generation: str, wanted: Sequence[tuple[str, str, str]]
) -> dict[tuple[str, str], StoredFeature]:
    """The stored features among ``wanted`` (chunk id, kind, chunk fingerprint) whose state
    matches, by (chunk id, kind); the store is read only for those not parsed yet.
    ``generation`` (the conversation's creation time) keeps a deleted and re-created
    conversation from meeting its predecessor's features."""
    found: dict[tuple[str, str], StoredFeature] = {}
    missing: list[tuple[str, str, str]] = []
    with _LOCK:
        for cid, kind, fp in wanted:
            hit = _FEATURES.get((store.key, conversation_id, generation, cid, kind))
            if hit is not None and hit.fingerprint == fp:
                found[(cid, kind)] = hit
            else:
                missing.append((cid, kind, fp))
    if missing:
        kinds = sorted({kind for _, kind, _ in missing})
        rows = load_features(store, conversation_id, kinds)
        for cid, kind, fp in missing:
            row = rows.get((cid, kind))
            if row is not None and row.fingerprint == fp:
                found[(cid, kind)] = row
        remember_features(store, conversation_id, generation, list(rows.values()))
    return found


def remember_features(
    store: Store, conversation_id: str, generation: str, rows: Sequence[StoredFeature]
) -> None:
    """Keep parsed features in this process (the oldest go first past the limit)."""
    with _LOCK:
        for row in rows:
            key = (store.key, conversation_id, generation, row.chunk_id, row.kind)
            _FEATURES[key] = row
            _FEATURES.move_to_end(key)
        while len(_FEATURES) > FEATURE_LIMIT:
            _FEATURES.popitem(last=False)


def forget(store_key: str, conversation_id: str) -> None:
    """Drop everything this process keeps of one conversation's memory (after an explicit
    delete): parsed rows, views and features."""
    forget_cached(store_key, conversation_id)
    with _LOCK:
        for key in [k for k in _FEATURES if k[:2] == (store_key, conversation_id)]:
            del _FEATURES[key]
