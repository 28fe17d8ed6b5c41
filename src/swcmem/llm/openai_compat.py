"""OpenAI chat-completions over plain httpx: ``openai:`` and ``openai-compatible:`` backends.

No SDK needed. ``openai:MODEL`` talks to api.openai.com with ``OPENAI_API_KEY``;
``openai-compatible:BASE_URL#MODEL`` talks to any server with the same API (vLLM, Ollama,
llama.cpp server, LM Studio) and sends a bearer key only when one is given (the CLI reads
``SWCMEM_LLM_API_KEY``; the OpenAI key is never sent to a third-party server).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from swcmem.errors import LLMBadResponse
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.transport import HTTPTransport, TransportOptions, redact
from swcmem.tokens import count_tokens

OPENAI_BASE_URL = "https://api.openai.com/v1"


class OpenAICompatBackend:
    """A chat model behind ``POST {base_url}/chat/completions``."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        kind: str = "openai-compatible",
        options: TransportOptions = TransportOptions(),
        transport: HTTPTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.kind = kind
        self.spec = f"{kind}:{model}" if kind == "openai" else f"{kind}:{self.base_url}#{model}"
        self.identity = f"{kind}:{model}"
        self._api_key = api_key
        self._transport = transport or HTTPTransport(options, secrets=[api_key or ""])
        # OpenAI's own API prefers max_completion_tokens (required by reasoning models);
        # compatible servers (llama.cpp, vLLM, Ollama) all understand max_tokens.
        self._token_field = "max_completion_tokens" if kind == "openai" else "max_tokens"

    def __repr__(self) -> str:  # never show the key
        return f"OpenAICompatBackend({self.spec!r})"

    def close(self) -> None:
        self._transport.close()

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        url = f"{self.base_url}/chat/completions"
        started = time.perf_counter()
        data = self._transport.post_json(url, self._body(messages, params), self._headers())
        return self._parse(url, data, messages, time.perf_counter() - started)

    def _headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        return headers

    def _body(self, messages: Sequence[Message], params: CompletionParams) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "temperature": params.temperature,
            self._token_field: params.max_tokens,
        }
        if params.seed is not None:
            body["seed"] = params.seed
        if params.stop:
            body["stop"] = list(params.stop)
        return body

    def _parse(
        self, url: str, data: dict[str, Any], messages: Sequence[Message], latency: float
    ) -> Completion:
        try:
            choice = data["choices"][0]
            text = choice["message"]["content"]
        except (KeyError, IndexError, TypeError):
            body = redact(str(data)[:200], [self._api_key or ""])
            raise LLMBadResponse(
                f"LLM at {url} answered without choices[0].message.content: {body!r}"
            ) from None
        finish = choice.get("finish_reason")
        if not isinstance(text, str) or not text.strip():
            raise LLMBadResponse(
                f"{self.spec} returned an empty completion (finish_reason={finish})",
                hint="raise max_tokens, or check the prompt fits the model's context",
            )
        usage = data.get("usage") or {}
        return Completion(
            text=text,
            model=str(data.get("model") or self.model),
            tokens_in=_int(usage.get("prompt_tokens"), lambda: _count(messages)),
            tokens_out=_int(usage.get("completion_tokens"), lambda: count_tokens(text)),
            latency_s=latency,
            finish_reason=str(finish) if finish is not None else None,
        )


def _count(messages: Sequence[Message]) -> int:
    return sum(count_tokens(m.content) for m in messages)


def _int(value: object, fallback: Callable[[], int]) -> int:
    """``value`` when the server reported a usable count, else our own o200k estimate."""
    if isinstance(value, int) and value >= 0:
        return value
    return fallback()
