"""Sentence vectors of what a "when" question is matched against: every turn (text and image
caption) and every explicit anchor's clause (:mod:`swcmem.temporal.clauses`: "the plumber came
yesterday", not the whole sentence that also says "the boiler broke down on Monday"), embedded
once with MiniLM and kept in the store (``event_vectors``, migration 0009) under
:func:`vectors_key` (the model, its kernels and what was embedded: vectors of another kind
are made anew).

Made lazily: the first question about a conversation embeds whatever lacks a vector (a
600-turn conversation takes a few seconds), later ones only read. A read-only store keeps
what it embedded in memory instead. Each conversation's vectors are cached in-process, keyed
by (row count, highest id) of its rows, its highest turn seq and its anchors token, so new
turns, new anchors and a reindex are noticed by one query of index reads per question.

Thread-safe: the cache and the per-conversation embedding are guarded by locks.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from swcmem.lru import trim
from swcmem.model import REFERENCE_GRAINS
from swcmem.search.embed import (
    DIMENSIONS,
    Embedder,
    Matrix,
    MiniLMEmbedder,
    minilm_key,
    shared_minilm,
)
from swcmem.store.anchors import load_anchors
from swcmem.store.conversations import turn_page
from swcmem.store.db import Store
from swcmem.store.vectors import (
    TURN_PART,
    VectorRow,
    VectorState,
    load_vectors,
    save_vectors,
    vector_state,
)
from swcmem.temporal.clauses import event_texts

# At most 32 conversations' vectors in memory, and 150,000 vectors in all (1.5 KB each: ~230
# MB; a 10,000-turn conversation has about 11,500), dropping the least recently used.
_CACHE_LIMIT = 32
_ROW_BUDGET = 150_000
# What was embedded, after the model's key: anchors by their clause (3: a teaser clause with
# the next sentence; 4: no sentence ends at an abbreviation's period, "at 3 a.m. Wednesday").
EMBEDDED = "clauses/4"


def vectors_key(embedder: Embedder) -> str:
    """The name a store keeps ``embedder``'s vectors under: its model and kernels, and what
    was embedded (vectors of another kind are made anew)."""
    key = embedder.key if isinstance(embedder, MiniLMEmbedder) else embedder.name
    return f"{key}+{EMBEDDED}"


def minilm_vectors() -> str:
    """The name this process's MiniLM (:func:`shared_minilm`) keeps its vectors under."""
    return f"{minilm_key()}+{EMBEDDED}"


Key = tuple[str, int]  # (turn id, part): part -1 is the whole turn, else an anchor's char_start


@dataclass
class ConversationVectors:
    """One conversation's vectors: a matrix of turn vectors and one of the anchors' own."""

    turn_ids: list[str]
    turns: Matrix
    anchor_keys: list[Key]
    anchors: Matrix
    _turn_row: dict[str, int] = field(default_factory=dict)
    _anchor_row: dict[Key, int] = field(default_factory=dict)

    @property
    def size(self) -> int:
        """How many vectors it holds."""
        return len(self.turn_ids) + len(self.anchor_keys)

    @classmethod
    def from_rows(cls, rows: Sequence[VectorRow]) -> ConversationVectors:
        turn_rows = [r for r in rows if r.part == TURN_PART]
        anchor_rows = [r for r in rows if r.part != TURN_PART]
        turn_ids = [r.turn_id for r in turn_rows]
        keys = [(r.turn_id, r.part) for r in anchor_rows]
        return cls(
            turn_ids,
            _matrix(turn_rows),
            keys,
            _matrix(anchor_rows),
            {t: i for i, t in enumerate(turn_ids)},
            {k: i for i, k in enumerate(keys)},
        )

    def turn(self, turn_id: str) -> NDArray[np.float32] | None:
        row = self._turn_row.get(turn_id)
        return None if row is None else self.turns[row]

    def anchor(self, turn_id: str, char_start: int) -> NDArray[np.float32] | None:
        row = self._anchor_row.get((turn_id, char_start))
        return None if row is None else self.anchors[row]

    def turn_row(self, turn_id: str) -> int | None:
        """The row of a turn's vector in :attr:`turns`."""
        return self._turn_row.get(turn_id)

    def anchor_row(self, turn_id: str, char_start: int) -> int | None:
        """The row of an anchor's vector in :attr:`anchors`."""
        return self._anchor_row.get((turn_id, char_start))


def _matrix(rows: Sequence[VectorRow]) -> Matrix:
    if not rows:
        return np.zeros((0, DIMENSIONS), np.float32)
    return np.stack([r.vector for r in rows]).astype(np.float32)


class EventVectors:
    """The vectors of a store's conversations, made on first use (see the module doc)."""

    def __init__(self, store: Store, embedder: Embedder, model: str | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.model = model or vectors_key(embedder)

    def encode(self, text: str) -> NDArray[np.float32]:
        """One text's vector (a question's event)."""
        vector: NDArray[np.float32] = self.embedder.embed([text])[0]
        return vector

    def encode_all(self, texts: list[str]) -> Matrix:
        """The texts' vectors in one run of the model (the events of one question)."""
        return self.embedder.embed(texts)

    def conversation(self, conversation_id: str) -> ConversationVectors:
        """Every vector of a conversation, embedding what is missing first."""
        key = (self.store.key, conversation_id, self.model)
        state = vector_state(self.store, conversation_id, self.model)
        hit = _cached(key, state)
        if hit is not None:
            return hit
        with _lock(key):
            hit = _cached(key, vector_state(self.store, conversation_id, self.model))
            if hit is not None:
                return hit
            rows = self._complete(conversation_id)
            vectors = ConversationVectors.from_rows(rows)
            if not self.store.backend.in_transaction():  # not rows that may be rolled back
                _remember(key, vector_state(self.store, conversation_id, self.model), vectors)
            return vectors

    def ensure(self, conversation_id: str) -> int:
        """Embed and store what a conversation lacks; returns the number of texts embedded."""
        have = {(r.turn_id, r.part) for r in load_vectors(self.store, conversation_id, self.model)}
        missing = self._missing(conversation_id, have)
        self._embed(conversation_id, missing)
        return len(missing)

    def _complete(self, conversation_id: str) -> list[VectorRow]:
        rows = load_vectors(self.store, conversation_id, self.model)
        missing = self._missing(conversation_id, {(r.turn_id, r.part) for r in rows})
        return rows + self._embed(conversation_id, missing)

    def _missing(self, conversation_id: str, have: set[Key]) -> list[tuple[Key, str]]:
        wanted = texts_to_embed(self.store, conversation_id)
        return [(k, text) for k, text in wanted if k not in have]

    def _embed(self, conversation_id: str, items: list[tuple[Key, str]]) -> list[VectorRow]:
        if not items:
            return []
        matrix = self.embedder.embed([text for _, text in items])
        rows = [VectorRow(t, p, v) for ((t, p), _), v in zip(items, matrix, strict=True)]
        if not self.store.read_only:
            save_vectors(self.store, conversation_id, self.model, rows)
        return rows


def texts_to_embed(store: Store, conversation_id: str) -> list[tuple[Key, str]]:
    """What a conversation's vectors cover: each turn's text (with its caption) and each
    explicit anchor's clause (not a general reference's: "now" and "recently" answer no
    "when")."""
    out: list[tuple[Key, str]] = []
    texts: dict[str, str] = {}
    after = -1
    while page := turn_page(store, conversation_id, after, 512):
        out.extend(((t.id, TURN_PART), t.text) for t in page)
        texts.update((t.id, t.text) for t in page)
        after = page[-1].seq
    seen: set[Key] = set()
    for a in load_anchors(store, conversation_id):
        key = (a.turn_id, a.char_start)
        if not a.implicit and a.grain not in REFERENCE_GRAINS and key not in seen:
            seen.add(key)
            turn = texts.get(a.turn_id, a.event_text)
            out.append(
                (key, event_texts(turn, a.char_start, a.char_end, a.surface, a.event_text).clause)
            )
    return out


def default_vectors(store: Store) -> EventVectors | None:
    """Event vectors with the process's shared MiniLM, or ``None`` without the onnx extra."""
    model = shared_minilm()
    return None if model is None else EventVectors(store, model)


_CACHE: OrderedDict[tuple[str, str, str], tuple[VectorState, ConversationVectors]] = OrderedDict()
_CACHE_LOCK = threading.Lock()
_LOCKS: dict[tuple[str, str, str], threading.Lock] = {}


def _cached(key: tuple[str, str, str], state: VectorState) -> ConversationVectors | None:
    with _CACHE_LOCK:
        hit = _CACHE.get(key)
        if hit is None or hit[0] != state:
            return None
        _CACHE.move_to_end(key)
        return hit[1]


def _remember(key: tuple[str, str, str], state: VectorState, vectors: ConversationVectors) -> None:
    with _CACHE_LOCK:
        _CACHE[key] = (state, vectors)
        _CACHE.move_to_end(key)
        trim(_CACHE, _CACHE_LIMIT, _ROW_BUDGET, lambda entry: entry[1].size)


def _lock(key: tuple[str, str, str]) -> threading.Lock:
    with _CACHE_LOCK:
        return _LOCKS.setdefault(key, threading.Lock())
