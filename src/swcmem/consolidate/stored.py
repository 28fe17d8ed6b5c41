"""The stored memory of a conversation — chunk rows, gist sets, gist terms — parsed once
per change and shared by the engine and the views.

Chunk rows and gists are cached under the conversation's memory token
(:func:`swcmem.store.gists.memory_token`: one half replaced by every write of chunk rows,
the other by every write of a gist), so a context build reads one primary-key row to know
its parsed memory is current, and re-scoring leaves the parsed gists valid.

Thread-safe (see :mod:`swcmem.consolidate.cache`; the gist-terms table has its own lock).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from swcmem.consolidate.cache import cached
from swcmem.consolidate.cache import forget as forget_cached
from swcmem.salience.chunks import Chunk
from swcmem.store import gists as gist_store
from swcmem.store.db import Store
from swcmem.store.gists import StoredChunk, StoredGist
from swcmem.text import search_terms

TERMS_LIMIT = 50_000  # gists whose search terms are kept in this process

_TERMS: OrderedDict[tuple[int, str], frozenset[str]] = OrderedDict()
_LOCK = threading.Lock()


def chunk_rows(store: Store, conversation_id: str) -> list[StoredChunk]:
    """The stored chunk rows (conversation order), parsed once per memory token."""
    token = gist_store.memory_token(store, conversation_id).chunks
    key = ("chunks", store.key, conversation_id)
    return cached(key, token, lambda: gist_store.load_chunks(store, conversation_id))


def remember_chunk_rows(store: Store, conversation_id: str, rows: list[StoredChunk]) -> None:
    """Keep rows just written as the parsed chunk rows of the current token (they equal what
    reading them back would give: no second parse)."""
    token = gist_store.memory_token(store, conversation_id).chunks
    cached(("chunks", store.key, conversation_id), token, lambda: rows, replace=True)


def gist_set(
    store: Store, conversation_id: str, strategy: str, gister: str, version: str
) -> dict[str, StoredGist]:
    """chunk id → stored gist of one strategy/gister/version, parsed once per memory token."""
    token = gist_store.memory_token(store, conversation_id).gists
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
            while len(_TERMS) > TERMS_LIMIT:
                _TERMS.popitem(last=False)
    return hit


@dataclass(frozen=True)
class _GistIndex:
    chunks: Sequence[Chunk]
    gists: Mapping[str, StoredGist]
    where: dict[str, list[int]]  # search term → positions (in ``chunks``) of gists holding it
    first: int | None  # position of the first chunk with a gist


_INDEXES: OrderedDict[tuple[int, int], _GistIndex] = OrderedDict()


def gists_by_overlap(
    chunks: Sequence[Chunk], gists: Mapping[str, StoredGist], terms: set[str]
) -> list[tuple[int, Chunk, StoredGist]]:
    """(shared terms, chunk, gist) for the chunks whose gist shares a search term with
    ``terms`` — most shared first, then earlier sessions, then chunk order — or, when none
    does, the first chunk with a gist (0 shared). What ranking every gist by its overlap
    gives up to its first zero, from an index of gist terms built once per gist set (the
    cost follows the question's terms, not the number of gists)."""
    index = _gist_index(chunks, gists)
    shared: dict[int, int] = {}
    for term in terms:
        for pos in index.where.get(term, ()):
            shared[pos] = shared.get(pos, 0) + 1
    order = sorted(shared, key=lambda p: (-shared[p], chunks[p].session_idx, p))
    if not order:
        return [] if index.first is None else [_entry(chunks, gists, index.first, 0)]
    return [_entry(chunks, gists, p, shared[p]) for p in order]


def _entry(
    chunks: Sequence[Chunk], gists: Mapping[str, StoredGist], pos: int, shared: int
) -> tuple[int, Chunk, StoredGist]:
    return shared, chunks[pos], gists[chunks[pos].id]


def _gist_index(chunks: Sequence[Chunk], gists: Mapping[str, StoredGist]) -> _GistIndex:
    key = (id(chunks), id(gists))
    with _LOCK:
        hit = _INDEXES.get(key)
    if hit is not None and hit.chunks is chunks and hit.gists is gists:
        return hit
    where: dict[str, list[int]] = {}
    first = None
    for pos, chunk in enumerate(chunks):
        gist = gists.get(chunk.id)
        if gist is None:
            continue
        first = pos if first is None else first
        for term in gist_terms(gist):
            where.setdefault(term, []).append(pos)
    index = _GistIndex(chunks, gists, where, first)
    with _LOCK:
        _INDEXES[key] = index
        while len(_INDEXES) > 16:
            _INDEXES.popitem(last=False)
    return index


def forget(store_key: str, conversation_id: str) -> None:
    """Drop everything this process keeps of one conversation's memory (after an explicit
    delete): parsed rows, views and features."""
    forget_cached(store_key, conversation_id)
