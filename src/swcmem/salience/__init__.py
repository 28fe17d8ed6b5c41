"""Salience: how much each chunk of a conversation matters (downstream similarity, recency,
information density), with a lexical embedder by default and MiniLM (ONNX) as an option."""

from swcmem.salience.chunks import Chunk, make_chunks
from swcmem.salience.embed import Embedder, LexicalEmbedder, get_embedder
from swcmem.salience.score import ChunkSalience, SalienceWeights, score_chunks

__all__ = [
    "Chunk",
    "ChunkSalience",
    "Embedder",
    "LexicalEmbedder",
    "SalienceWeights",
    "get_embedder",
    "make_chunks",
    "score_chunks",
]
