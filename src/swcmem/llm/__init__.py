"""LLM backends behind one small interface, with a response cache, retries, bounded
concurrency and cost accounting.

Typical use (library code takes explicit arguments; the CLI resolves them from
``--llm`` / ``$SWCMEM_LLM`` / the config file)::

    from swcmem.llm import CompletionParams, LLMRequest, Message, open_llm

    with open_llm("openai-compatible:http://127.0.0.1:8080/v1#smollm2") as llm:
        c = llm.complete([Message("user", "Hi")], CompletionParams(max_tokens=32), purpose="gist")
        batch = llm.complete_many([LLMRequest.prompt("Hi")] * 10, concurrency=4)
        print("\\n".join(llm.summary().lines()))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from swcmem.lazy import lazy_exports

if TYPE_CHECKING:
    from swcmem.llm.base import (
        LLM,
        Backend,
        Completion,
        CompletionParams,
        LLMRequest,
        Message,
        complete_many,
    )
    from swcmem.llm.cache import ResponseCache, cache_key, default_cache_path
    from swcmem.llm.client import LLMClient
    from swcmem.llm.factory import make_backend, open_llm
    from swcmem.llm.spec import BackendSpec, parse_spec
    from swcmem.llm.transport import TransportOptions
    from swcmem.llm.usage import RunSummary

# Names are imported on first use: importing one module of the package (``swcmem.llm.spec``,
# ``swcmem.llm.base``) does not load the HTTP client stack.
_LAZY: dict[str, str] = {
    "LLM": "swcmem.llm.base",
    "Backend": "swcmem.llm.base",
    "Completion": "swcmem.llm.base",
    "CompletionParams": "swcmem.llm.base",
    "LLMRequest": "swcmem.llm.base",
    "Message": "swcmem.llm.base",
    "complete_many": "swcmem.llm.base",
    "ResponseCache": "swcmem.llm.cache",
    "cache_key": "swcmem.llm.cache",
    "default_cache_path": "swcmem.llm.cache",
    "LLMClient": "swcmem.llm.client",
    "make_backend": "swcmem.llm.factory",
    "open_llm": "swcmem.llm.factory",
    "BackendSpec": "swcmem.llm.spec",
    "parse_spec": "swcmem.llm.spec",
    "TransportOptions": "swcmem.llm.transport",
    "RunSummary": "swcmem.llm.usage",
}

__all__ = [
    "LLM",
    "Backend",
    "BackendSpec",
    "Completion",
    "CompletionParams",
    "LLMClient",
    "LLMRequest",
    "Message",
    "ResponseCache",
    "RunSummary",
    "TransportOptions",
    "cache_key",
    "complete_many",
    "default_cache_path",
    "make_backend",
    "open_llm",
    "parse_spec",
]


__getattr__, __dir__ = lazy_exports(__name__, _LAZY, __all__)
