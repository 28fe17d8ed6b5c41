"""HTTP transport for the HTTP backends: per-call timeout, retries with exponential backoff
and jitter on 429 / 5xx / timeouts / connection errors (honouring ``Retry-After``), and a
clear error after the last try.

Secrets (the API key, a URL's user info and secret query values, and the headers built
from them) are redacted from every message and log line we build — the whole key and every
piece of it of 6 or more characters (:func:`swcmem.secrets.redact`), *before* a body is cut
to length — and URLs are shown with their credentials as ``***``.

None of these settings is part of the cache key: they change how we reach the model, not
what it answers.
"""

from __future__ import annotations

import email.utils
import json
import logging
import random
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx

from swcmem.errors import LLMBadResponse, LLMError, LLMRateLimited, LLMTimeout
from swcmem.secrets import redact, redact_url

log = logging.getLogger("swcmem.llm")


class RedactURLs(logging.Filter):
    """Shows the URLs in httpx's own log records ("HTTP Request: POST URL ...") with their
    credentials as ``***``: a base URL may carry a secret query parameter."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(
                redact_url(str(a)) if isinstance(a, str | httpx.URL) else a for a in record.args
            )
        return True


if not any(isinstance(f, RedactURLs) for f in logging.getLogger("httpx").filters):
    logging.getLogger("httpx").addFilter(RedactURLs())

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 529})


@dataclass(frozen=True, slots=True)
class TransportOptions:
    """How to reach a backend (never part of the cache key)."""

    timeout_s: float = 120.0
    max_tries: int = 4
    backoff_base_s: float = 1.0
    backoff_max_s: float = 30.0
    retry_after_max_s: float = 120.0
    concurrency: int = 4


def join_url(base_url: str, path: str) -> str:
    """``base_url`` + ``/path``, the path going before the base URL's query string."""
    base, q, query = base_url.partition("?")
    return f"{base.rstrip('/')}/{path.lstrip('/')}{q}{query}"


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, float((when - (now or datetime.now(UTC))).total_seconds()))


def backoff_delay(attempt: int, options: TransportOptions, rng: random.Random) -> float:
    """Exponential backoff with "equal jitter": half fixed, half random (attempt from 1)."""
    cap = min(options.backoff_max_s, options.backoff_base_s * 2.0 ** (attempt - 1))
    return cap / 2 + rng.uniform(0, cap / 2)


@dataclass
class _Failure:
    kind: str  # "rate", "timeout", "server", "connect"
    detail: str
    retry_after: float | None = None


class HTTPTransport:
    """POSTs JSON with retries; one per backend (it owns the ``httpx.Client``)."""

    def __init__(
        self,
        options: TransportOptions,
        *,
        secrets: Iterable[str] = (),
        client: httpx.Client | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: random.Random | None = None,
    ) -> None:
        self.options = options
        self.secrets = tuple(s for s in secrets if s)
        limits = httpx.Limits(max_connections=max(1, options.concurrency) * 2)
        self.client = client or httpx.Client(timeout=options.timeout_s, limits=limits)
        self.sleep = sleep
        self.rng = rng or random.Random()

    def add_secrets(self, secrets: Iterable[str]) -> None:
        """Also redact ``secrets`` (a backend adds its key and its URL's credentials)."""
        self.secrets = tuple(dict.fromkeys((*self.secrets, *(s for s in secrets if s))))

    def close(self) -> None:
        self.client.close()

    def post_json(
        self, url: str, body: Mapping[str, Any], headers: Mapping[str, str]
    ) -> dict[str, Any]:
        """The decoded JSON object of a 2xx answer; retries, then raises an LLMError."""
        failure: _Failure | None = None
        for attempt in range(1, self.options.max_tries + 1):
            if failure is not None:
                self._wait(attempt - 1, failure)
            result = self._try_once(url, body, headers)
            if not isinstance(result, _Failure):
                return result
            failure = result
            log.info("LLM call to %s failed (try %d): %s", redact_url(url), attempt, result.detail)
        assert failure is not None
        raise self._final_error(url, failure)

    def _wait(self, attempt: int, failure: _Failure) -> None:
        delay = backoff_delay(attempt, self.options, self.rng)
        if failure.retry_after is not None:
            delay = min(failure.retry_after, self.options.retry_after_max_s)
        log.debug("retrying in %.2fs", delay)
        self.sleep(delay)

    def _try_once(
        self, url: str, body: Mapping[str, Any], headers: Mapping[str, str]
    ) -> dict[str, Any] | _Failure:
        try:
            response = self.client.post(
                url, json=dict(body), headers=dict(headers), timeout=self.options.timeout_s
            )
        except httpx.TimeoutException:
            return _Failure("timeout", f"no answer within {self.options.timeout_s:g}s")
        except httpx.TransportError as exc:
            return _Failure("connect", self.clean(f"{type(exc).__name__}: {exc}"))
        if response.status_code in RETRY_STATUS:
            kind = "rate" if response.status_code == 429 else "server"
            kind = "timeout" if response.status_code == 408 else kind
            retry_after = parse_retry_after(response.headers.get("retry-after"))
            return _Failure(kind, self._status_detail(response), retry_after)
        if response.status_code >= 400:
            raise LLMError(
                f"LLM request to {redact_url(url)} was refused: {self._status_detail(response)}",
                hint=_hint_for_status(response.status_code),
            )
        return self._decode(url, response)

    def _decode(self, url: str, response: httpx.Response) -> dict[str, Any]:
        try:
            data = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise LLMBadResponse(
                f"LLM at {redact_url(url)} answered with a body that is not JSON: "
                f"{self.clean(response.text, 200)!r} ({exc.__class__.__name__})",
                hint="is the base URL right (it usually ends in /v1)?",
            ) from None
        if not isinstance(data, dict):
            raise LLMBadResponse(f"LLM at {redact_url(url)} answered JSON that is not an object")
        return data

    def _status_detail(self, response: httpx.Response) -> str:
        return f"HTTP {response.status_code}: {self.clean(response.text, 300)}"

    def clean(self, text: str, limit: int | None = None) -> str:
        """``text`` with every secret (and every piece of one) removed, then cut to
        ``limit`` characters: redaction always comes first."""
        cleaned = redact(text, self.secrets)
        return cleaned if limit is None else cleaned[:limit]

    def _final_error(self, url: str, failure: _Failure) -> LLMError:
        tries = self.options.max_tries
        msg = f"LLM call to {redact_url(url)} failed after {tries} tries: {failure.detail}"
        if failure.kind == "rate":
            return LLMRateLimited(msg, hint="lower --concurrency or wait; the cache keeps work")
        if failure.kind == "timeout":
            return LLMTimeout(msg, hint="raise the timeout (--timeout) or use a smaller model")
        if failure.kind == "connect":
            return LLMError(msg, hint="is the server running and the base URL right?")
        return LLMError(msg, hint="the server is failing; retry later")


def _hint_for_status(status: int) -> str:
    if status in (401, 403):
        return "check the API key environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY...)"
    if status == 404:
        return "check the base URL and the model name in the spec"
    return "check the model name and the parameters; the prompt may exceed the context window"
