"""Anthropic's Messages API over plain httpx (no SDK needed): ``anthropic:MODEL``.

System messages become the top-level ``system`` field; ``seed`` has no Anthropic equivalent
and is ignored by the API (it still separates cache entries). The cache identity is
``anthropic:MODEL`` on Anthropic's own API and ``anthropic:ENDPOINT#MODEL`` on another base
URL (credentials hidden), so a proxy never shares cached answers with the real API.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from swcmem.errors import LLMBadResponse
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.llm.spec import auth_secrets, split_credentials
from swcmem.llm.transport import HTTPTransport, TransportOptions, join_url
from swcmem.secrets import redact_url, url_secrets

ANTHROPIC_BASE_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


class AnthropicBackend:
    """A Claude model behind ``POST {base_url}/v1/messages``."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str,
        base_url: str = ANTHROPIC_BASE_URL,
        options: TransportOptions = TransportOptions(),
        transport: HTTPTransport | None = None,
    ) -> None:
        self.model = model
        self._url, auth = split_credentials(base_url.rstrip("/"))  # Anthropic: key only
        self.endpoint = self.base_url = redact_url(self._url)
        default = self._url == ANTHROPIC_BASE_URL
        self.spec = f"anthropic:{model}" if default else f"anthropic:{self.endpoint}#{model}"
        self.identity = self.spec
        self._api_key = api_key
        self._transport = transport or HTTPTransport(options)
        self._transport.add_secrets([api_key, *url_secrets(self._url), *auth_secrets(auth)])

    def __repr__(self) -> str:  # never show the key
        return f"AnthropicBackend({self.spec!r})"

    def close(self) -> None:
        self._transport.close()

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        url = join_url(self._url, "v1/messages")
        headers = {
            "content-type": "application/json",
            "x-api-key": self._api_key,
            "anthropic-version": ANTHROPIC_VERSION,
        }
        started = time.perf_counter()
        data = self._transport.post_json(url, self._body(messages, params), headers)
        return self._parse(url, data, time.perf_counter() - started)

    def _body(self, messages: Sequence[Message], params: CompletionParams) -> dict[str, Any]:
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        body: dict[str, Any] = {
            "model": self.model,
            "max_tokens": params.max_tokens,
            "temperature": params.temperature,
            "messages": [
                {"role": m.role, "content": m.content} for m in messages if m.role != "system"
            ],
        }
        if system:
            body["system"] = system
        if params.stop:
            body["stop_sequences"] = list(params.stop)
        return body

    def _parse(self, url: str, data: dict[str, Any], latency: float) -> Completion:
        blocks = data.get("content")
        if not isinstance(blocks, list):
            body = self._transport.clean(str(data), 200)
            raise LLMBadResponse(
                f"Anthropic at {redact_url(url)} answered without content: {body!r}"
            )
        text = "".join(
            str(b.get("text", ""))
            for b in blocks
            if isinstance(b, dict) and b.get("type") == "text"
        )
        stop = data.get("stop_reason")
        if not text.strip():
            raise LLMBadResponse(
                f"{self.spec} returned an empty completion (stop_reason={stop})",
                hint="raise max_tokens, or check the prompt",
            )
        usage = data.get("usage") or {}
        return Completion(
            text=text,
            model=str(data.get("model") or self.model),
            tokens_in=int(usage.get("input_tokens") or 0),
            tokens_out=int(usage.get("output_tokens") or 0),
            latency_s=latency,
            finish_reason=str(stop) if stop is not None else None,
        )
