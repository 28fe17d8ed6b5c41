"""Build backends and clients from spec strings (explicit arguments only).

API keys are the one thing read from the environment (``environ``, default
``os.environ``) and never from files or arguments that end up in logs: ``OPENAI_API_KEY``
for ``openai:``, ``ANTHROPIC_API_KEY`` for ``anthropic:``, ``SWCMEM_LLM_API_KEY``
(optional) for ``openai-compatible:`` — unless its base URL carries user info
(``http://user:pass@host/v1``), which is sent as HTTP Basic auth instead (see
:mod:`swcmem.llm.spec`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from swcmem.errors import ConfigError
from swcmem.llm.anthropic import AnthropicBackend
from swcmem.llm.base import Backend
from swcmem.llm.cache import ResponseCache, default_cache_path
from swcmem.llm.client import LLMClient
from swcmem.llm.openai_compat import OPENAI_BASE_URL, OpenAICompatBackend
from swcmem.llm.spec import BackendSpec, parse_spec
from swcmem.llm.transport import TransportOptions

KEY_ENV = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openai-compatible": "SWCMEM_LLM_API_KEY",
}


def _key(spec: BackendSpec, environ: Mapping[str, str], required: bool) -> str | None:
    name = KEY_ENV[spec.kind]
    value = environ.get(name) or None
    if required and value is None:
        raise ConfigError(
            f"the {spec.kind} backend needs an API key",
            hint=f"export {name}=... (keys are read only from the environment)",
        )
    return value


def make_backend(
    spec: str | BackendSpec,
    *,
    options: TransportOptions = TransportOptions(),
    environ: Mapping[str, str] | None = None,
) -> Backend:
    """The backend for ``spec``; optional packages are imported only for their backend."""
    parsed = parse_spec(spec) if isinstance(spec, str) else spec
    env = os.environ if environ is None else environ
    if parsed.kind == "openai":
        key = _key(parsed, env, required=True)
        return OpenAICompatBackend(
            OPENAI_BASE_URL, parsed.model, api_key=key, kind="openai", options=options
        )
    if parsed.kind == "openai-compatible":
        assert parsed.base_url is not None
        key = None if parsed.auth else _key(parsed, env, required=False)
        return OpenAICompatBackend(
            parsed.base_url, parsed.model, api_key=key, auth=parsed.auth, options=options
        )
    if parsed.kind == "anthropic":
        key = _key(parsed, env, required=True)
        assert key is not None
        return AnthropicBackend(parsed.model, api_key=key, options=options)
    from swcmem.llm.llamacpp import LlamaCppBackend  # imports llama_cpp lazily

    assert parsed.path is not None
    return LlamaCppBackend(parsed.path)


def open_llm(
    spec: str | BackendSpec,
    *,
    cache_path: str | Path | None = None,
    use_cache: bool = True,
    options: TransportOptions = TransportOptions(),
    environ: Mapping[str, str] | None = None,
    run_id: str | None = None,
) -> LLMClient:
    """A ready :class:`LLMClient`: backend + cache (unless ``use_cache`` is false) + usage.

    ``cache_path`` defaults to the user cache dir (the CLI passes ``$SWCMEM_CACHE``).
    """
    backend = make_backend(spec, options=options, environ=environ)
    try:
        cache = ResponseCache(cache_path or default_cache_path()) if use_cache else None
    except BaseException:
        backend.close()  # its HTTP client (or loaded model) would otherwise leak
        raise
    return LLMClient(backend, cache=cache, concurrency=options.concurrency, run_id=run_id)
