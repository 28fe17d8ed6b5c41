"""The one small interface every LLM backend implements, and its batch variant.

* :class:`LLM` is what callers (gists, condenser, answering, judging) depend on:
  ``complete(messages, params, *, purpose) -> Completion``.
* :class:`Backend` is what a concrete provider implements (an LLM plus a cache identity and
  ``close``); :class:`swcmem.llm.client.LLMClient` wraps one with cache, retries already
  inside the transport, bounded concurrency and cost accounting.
* :func:`complete_many` runs a batch of :class:`LLMRequest` on any LLM with bounded
  concurrency (threads: every backend here does blocking I/O or native compute that
  releases the GIL), keeping the input order.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

from swcmem.errors import ConfigError, LLMError

Role = Literal["system", "user", "assistant"]
PURPOSES = ("gist", "condense", "answer", "judge", "classify", "test", "other")


@dataclass(frozen=True, slots=True)
class Message:
    role: Role
    content: str


@dataclass(frozen=True, slots=True)
class CompletionParams:
    """Everything that changes the output (all of it goes into the cache key)."""

    temperature: float = 0.0
    max_tokens: int = 512
    seed: int | None = None
    stop: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Completion:
    text: str
    model: str
    tokens_in: int
    tokens_out: int
    latency_s: float
    finish_reason: str | None = None
    cached: bool = False
    extra: dict[str, str] = field(default_factory=dict)


@runtime_checkable
class LLM(Protocol):
    """A chat model. ``purpose`` (gist, condense, answer, judge...) is only for accounting."""

    spec: str

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion: ...


@runtime_checkable
class Backend(LLM, Protocol):
    """A concrete provider. ``identity`` names the model for the cache key and for stored
    results: it must change whenever the model *or the endpoint serving it* changes (HTTP
    backends: ``KIND:ENDPOINT#MODEL``, the endpoint being the base URL with its credentials
    hidden) and must not contain transport settings or secrets. ``spec`` is what is shown
    and stored; it carries no credentials either."""

    identity: str

    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class LLMRequest:
    """One item of a batch for :func:`complete_many`."""

    messages: tuple[Message, ...]
    params: CompletionParams = CompletionParams()
    purpose: str = "other"

    @classmethod
    def prompt(
        cls,
        text: str,
        params: CompletionParams = CompletionParams(),
        *,
        system: str | None = None,
        purpose: str = "other",
    ) -> LLMRequest:
        """A single user message (optionally after a system message)."""
        msgs = ((Message("system", system),) if system else ()) + (Message("user", text),)
        return cls(msgs, params, purpose)


def complete_many(
    llm: LLM,
    requests: Sequence[LLMRequest],
    *,
    concurrency: int = 4,
    return_exceptions: bool = False,
) -> list[Completion | LLMError]:
    """Run ``requests`` with at most ``concurrency`` in flight; results keep the input order.

    With ``return_exceptions`` an item that failed holds its :class:`LLMError` instead of a
    completion; otherwise the first failure (in input order) is raised after all finished.
    """
    if concurrency < 1:
        raise ConfigError(f"concurrency must be at least 1, got {concurrency}")

    def one(req: LLMRequest) -> Completion | LLMError:
        try:
            return llm.complete(req.messages, req.params, purpose=req.purpose)
        except LLMError as exc:
            return exc

    if not requests:
        return []
    with ThreadPoolExecutor(max_workers=min(concurrency, len(requests))) as pool:
        results = list(pool.map(one, requests))
    if not return_exceptions:
        for item in results:
            if isinstance(item, LLMError):
                raise item
    return results
