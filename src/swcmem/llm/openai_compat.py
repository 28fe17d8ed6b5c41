"""OpenAI chat-completions over plain httpx: ``openai:`` and ``openai-compatible:`` backends.

No SDK needed. ``openai:MODEL`` talks to api.openai.com with ``OPENAI_API_KEY``;
``openai-compatible:BASE_URL#MODEL`` talks to any server with the same API (vLLM, Ollama,
llama.cpp server, LM Studio) and sends a bearer key only when one is given (the CLI reads
``SWCMEM_LLM_API_KEY``; the OpenAI key is never sent to a third-party server). User info in
the base URL (``http://user:pass@host/v1``) is taken out of the URL and sent as HTTP Basic
auth instead of the bearer key; query parameters of the base URL are kept on every request.

The cache identity is ``KIND:ENDPOINT#MODEL`` — the endpoint being the base URL with its
credentials hidden — so two servers that serve different weights under one model name never
share cached answers or stored results (``openai:MODEL`` on OpenAI's own API stays
``openai:MODEL``). A caller that knows which weights an endpoint serves may pass its own
``identity``.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Callable, Sequence
from typing import Any

from swcmem.errors import LLMBadResponse
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.spec import auth_secrets, split_credentials
from swcmem.llm.transport import HTTPTransport, TransportOptions, join_url
from swcmem.secrets import redact_url, url_secrets
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
        auth: tuple[str, str] | None = None,
        identity: str | None = None,
    ) -> None:
        plain, url_auth = split_credentials(base_url.rstrip("/"))
        self._url = plain
        self.endpoint = redact_url(plain)
        self.base_url = self.endpoint  # safe to show: credentials hidden
        self.model = model
        self.kind = kind
        default = kind == "openai" and self.endpoint == OPENAI_BASE_URL
        self.spec = f"{kind}:{model}" if default else f"{kind}:{self.endpoint}#{model}"
        self.identity = identity or self.spec
        auth = auth or url_auth
        self._headers_base = _auth_headers(api_key, auth)
        secrets = [api_key or "", *url_secrets(base_url), *auth_secrets(auth)]
        secrets += [v.partition(" ")[2] for v in self._headers_base.values()]
        self._transport = transport or HTTPTransport(options)
        self._transport.add_secrets(secrets)
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
        url = join_url(self._url, "chat/completions")
        started = time.perf_counter()
        headers = {"content-type": "application/json", **self._headers_base}
        data = self._transport.post_json(url, self._body(messages, params), headers)
        return self._parse(data, messages, time.perf_counter() - started)

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
        self, data: dict[str, Any], messages: Sequence[Message], latency: float
    ) -> Completion:
        try:
            choice = data["choices"][0]
            text = choice["message"]["content"]
        except (KeyError, IndexError, TypeError):
            body = self._transport.clean(str(data), 200)
            raise LLMBadResponse(
                f"LLM at {self.endpoint} answered without choices[0].message.content: {body!r}"
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


def _auth_headers(api_key: str | None, auth: tuple[str, str] | None) -> dict[str, str]:
    """Basic auth from a URL's user info when it had one, else the bearer key (if any)."""
    if auth is not None:
        token = base64.b64encode(f"{auth[0]}:{auth[1]}".encode()).decode("ascii")
        return {"authorization": f"Basic {token}"}
    return {"authorization": f"Bearer {api_key}"} if api_key else {}


def _count(messages: Sequence[Message]) -> int:
    return sum(count_tokens(m.content) for m in messages)


def _int(value: object, fallback: Callable[[], int]) -> int:
    """``value`` when the server reported a usable count, else our own o200k estimate."""
    if isinstance(value, int) and value >= 0:
        return value
    return fallback()
