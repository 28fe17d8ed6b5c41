"""The one small interface every LLM backend implements (contract; see llm/__init__.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

Role = Literal["system", "user", "assistant"]


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
