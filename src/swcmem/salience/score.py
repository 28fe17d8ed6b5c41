"""Salience = 0.4 · downstream similarity + 0.3 · recency + 0.3 · information density.

Each feature is min-max scaled to [0, 1] within the conversation first; the weights are
configurable and divided by their sum, so salience stays in [0, 1] and the tier thresholds
(0.3 / 0.6) keep their meaning.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from swcmem.errors import ConfigError
from swcmem.salience.chunks import Chunk
from swcmem.salience.embed import Embedder, LexicalEmbedder, term_counts
from swcmem.salience.features import (
    dense_downstream,
    density,
    lexical_downstream,
    minmax,
    session_recency,
)


@dataclass(frozen=True, slots=True)
class SalienceWeights:
    downstream: float = 0.4
    recency: float = 0.3
    density: float = 0.3

    def __post_init__(self) -> None:
        parts = (self.downstream, self.recency, self.density)
        if min(parts) < 0 or sum(parts) <= 0:
            raise ConfigError(
                f"salience weights must be ≥ 0 with a positive sum, got {parts}",
                hint="e.g. downstream=0.4, recency=0.3, density=0.3",
            )

    @property
    def label(self) -> str:
        return f"{self.downstream:g}/{self.recency:g}/{self.density:g}"


@dataclass(frozen=True, slots=True)
class ChunkSalience:
    chunk_id: str
    session_idx: int
    downstream: float
    recency: float
    density: float
    salience: float

    def features(self) -> dict[str, float]:
        return {"downstream": self.downstream, "recency": self.recency, "density": self.density}


@dataclass(frozen=True, slots=True)
class ChunkFeatures:
    """What salience needs of one chunk, computed once from its text and storable: its turn
    count (its weight in the centroids after it), raw information density, and either its
    lexical term counts or an embedding."""

    chunk_id: str
    session_idx: int
    turns: int
    density: float
    terms: Mapping[str, int] | None = None
    vector: tuple[float, ...] | None = None


def chunk_features(
    chunks: Sequence[Chunk], embedder: Embedder, density_method: str = "heuristic"
) -> list[ChunkFeatures]:
    """The features of ``chunks`` (lexical: term counts; any other embedder: its vectors)."""
    dens = density(chunks, density_method)
    if isinstance(embedder, LexicalEmbedder):
        return [
            ChunkFeatures(c.id, c.session_idx, len(c.turns), d, terms=term_counts(c.text))
            for c, d in zip(chunks, dens, strict=True)
        ]
    if not chunks:
        return []
    vectors = embedder.embed([c.text for c in chunks])
    return [
        ChunkFeatures(c.id, c.session_idx, len(c.turns), d, vector=tuple(map(float, v)))
        for c, d, v in zip(chunks, dens, vectors, strict=True)
    ]


def score_features(
    features: Sequence[ChunkFeatures], weights: SalienceWeights = SalienceWeights()
) -> list[ChunkSalience]:
    """Salience of every chunk from its features (arithmetic only: no text is read)."""
    turns = [f.turns for f in features]
    if all(f.terms is not None for f in features):
        raw = lexical_downstream([f.terms or {} for f in features], turns)
    else:
        vectors = np.array([f.vector or () for f in features], dtype=np.float32)
        raw = dense_downstream(vectors, turns)
    down = minmax(raw)
    rec = minmax(session_recency([f.session_idx for f in features]))
    dens = minmax([f.density for f in features])
    total = weights.downstream + weights.recency + weights.density
    return [
        ChunkSalience(
            chunk_id=f.chunk_id,
            session_idx=f.session_idx,
            downstream=d,
            recency=r,
            density=n,
            salience=(weights.downstream * d + weights.recency * r + weights.density * n) / total,
        )
        for f, d, r, n in zip(features, down, rec, dens, strict=True)
    ]


def score_chunks(
    chunks: Sequence[Chunk],
    embedder: Embedder | None = None,
    weights: SalienceWeights = SalienceWeights(),
    density_method: str = "heuristic",
) -> list[ChunkSalience]:
    """Salience of every chunk (in the order given)."""
    features = chunk_features(chunks, embedder or LexicalEmbedder(), density_method)
    return score_features(features, weights)
