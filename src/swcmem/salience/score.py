"""Salience = 0.4 · downstream similarity + 0.3 · recency + 0.3 · information density.

Each feature is min-max scaled to [0, 1] within the conversation first; the weights are
configurable and divided by their sum, so salience stays in [0, 1] and the tier thresholds
(0.3 / 0.6) keep their meaning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from swcmem.errors import ConfigError
from swcmem.salience.chunks import Chunk
from swcmem.salience.embed import Embedder, LexicalEmbedder
from swcmem.salience.features import density, downstream_similarity, minmax, recency


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


def score_chunks(
    chunks: Sequence[Chunk],
    embedder: Embedder | None = None,
    weights: SalienceWeights = SalienceWeights(),
    density_method: str = "heuristic",
) -> list[ChunkSalience]:
    """Salience of every chunk (in the order given)."""
    embedder = embedder or LexicalEmbedder()
    down = minmax(downstream_similarity(chunks, embedder))
    rec = minmax(recency(chunks))
    dens = minmax(density(chunks, density_method))
    total = weights.downstream + weights.recency + weights.density
    return [
        ChunkSalience(
            chunk_id=c.id,
            session_idx=c.session_idx,
            downstream=d,
            recency=r,
            density=n,
            salience=(weights.downstream * d + weights.recency * r + weights.density * n) / total,
        )
        for c, d, r, n in zip(chunks, down, rec, dens, strict=True)
    ]
