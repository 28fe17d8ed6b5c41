"""Text embedders behind one interface: a fast lexical one (default) and MiniLM via ONNX.

Both return one L2-normalised row per text, so a dot product is a cosine similarity.

- ``lexical``: TF-IDF over Porter-stemmed content words, IDF fitted on the texts of one call
  (the chunks of one conversation), sublinear term frequency. No model, pure numpy.
- ``minilm``: all-MiniLM-L6-v2 (int8 ONNX), :class:`swcmem.search.embed.MiniLMEmbedder` (it
  lives in the search layer so that the temporal index can use it too). Needs the ``onnx``
  extra, imported only when this embedder is chosen.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from swcmem.errors import ConfigError
from swcmem.search.embed import Embedder, Matrix, MiniLMEmbedder, kernels_suffix, normalize_rows
from swcmem.text import content_words, stem

__all__ = [
    "EMBEDDERS",
    "Embedder",
    "LexicalEmbedder",
    "Matrix",
    "MiniLMEmbedder",
    "feature_name",
    "get_embedder",
    "normalize_rows",
]


def term_counts(text: str) -> Counter[str]:
    """The lexical embedder's view of a text: its stemmed content words, counted."""
    return Counter(stem(w) for w in content_words(text))


def content_stems(text: str) -> set[str]:
    """The distinct stemmed content words of a text (what the extractive gister weighs)."""
    return {stem(w) for w in content_words(text)}


class LexicalEmbedder:
    """TF-IDF vectors over stemmed content words (fitted per call)."""

    name = "lexical"

    def embed(self, texts: Sequence[str]) -> Matrix:
        bags = [term_counts(t) for t in texts]
        vocab: dict[str, int] = {}
        df: Counter[str] = Counter()
        for bag in bags:
            df.update(bag.keys())
            for term in bag:
                vocab.setdefault(term, len(vocab))
        n = max(1, len(texts))
        idf = np.zeros(len(vocab), dtype=np.float32)
        for term, j in vocab.items():
            idf[j] = math.log((1 + n) / (1 + df[term])) + 1.0
        m = np.zeros((len(texts), len(vocab)), dtype=np.float32)
        for i, bag in enumerate(bags):
            for term, count in bag.items():
                m[i, vocab[term]] = 1.0 + math.log(count)
        return normalize_rows(m * idf)


EMBEDDERS = ("lexical", "minilm")


def feature_name(name: str) -> str:
    """What similarities computed by embedder ``name`` are stored under: its name, with
    "+int8" for MiniLM on int8 kernels (its vectors differ a little from the float path's, so
    a store keeps the two apart), without loading the model."""
    return name + kernels_suffix() if name == "minilm" else name


def get_embedder(name: str) -> Embedder:
    """An embedder by name: ``lexical`` (default, no model) or ``minilm`` (onnx extra)."""
    if name == "lexical":
        return LexicalEmbedder()
    if name == "minilm":
        return MiniLMEmbedder()
    raise ConfigError(f"unknown embedder '{name}' (choose one of: {', '.join(EMBEDDERS)})")
