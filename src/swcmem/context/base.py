"""The context-strategy interface and its registry.

A strategy turns a stored conversation (plus, optionally, the question) into a
:class:`~swcmem.model.Context` that fits a token budget. Strategies register themselves by
name (:func:`register_strategy`); :func:`available_strategies` lists them all, so benchmarks
pick up new ones without being edited.

Thread safety: the registry is a plain dict, filled at import time; register your own
strategies before starting threads. Built-in strategies hold no per-build state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from swcmem.errors import ConfigError, NotFoundError
from swcmem.llm.base import LLM
from swcmem.model import Context, Conversation
from swcmem.store.db import Store


@dataclass
class StrategyEnv:
    """What a strategy may use besides the conversation: the store (for the search index,
    gists and the temporal index), an optional LLM and free-form options (e.g. ``gister``,
    ``policy``). Unless ``options`` names an ``auditor``, the SWC strategies audit their
    gists with :class:`swcmem.audit.PreservationAuditor`."""

    store: Store | None = None
    llm: LLM | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if "auditor" not in self.options:
            from swcmem.audit.hook import PreservationAuditor

            self.options = {"auditor": PreservationAuditor(), **self.options}

    def require_store(self, strategy: str) -> Store:
        if self.store is None:
            raise ConfigError(
                f"strategy '{strategy}' needs the store (pass env=StrategyEnv(store))"
            )
        return self.store


class Strategy(Protocol):
    """A context strategy: ``name`` as registered; ``query_aware`` True when ``build`` uses
    the question (benchmarks build a query-unaware context once per conversation)."""

    name: str
    query_aware: bool

    def build(self, conv: Conversation, budget: int | None, question: str | None = None) -> Context:
        """A context of at most ``budget`` tokens (``None``: no limit)."""
        ...


Factory = Callable[[StrategyEnv], Strategy]
_REGISTRY: dict[str, tuple[Factory, str]] = {}


def register_strategy(
    name: str, factory: Factory, description: str = "", *, replace: bool = False
) -> None:
    """Make a strategy available under ``name``: ``factory(env)`` returns an object with
    ``name``, ``query_aware`` and ``build(conv, budget, question)`` (see :class:`Strategy`).
    An existing name is refused unless ``replace``."""
    if not name or not name.strip():
        raise ConfigError("a strategy needs a non-empty name")
    if name in _REGISTRY and not replace:
        raise ConfigError(
            f"a strategy named '{name}' is already registered",
            hint="choose another name, or pass replace=True",
        )
    _REGISTRY[name] = (factory, description or name)


def register(name: str, description: str) -> Callable[[Factory], Factory]:
    """Decorator form of :func:`register_strategy` (used by the built-in strategies)."""

    def deco(factory: Factory) -> Factory:
        register_strategy(name, factory, description, replace=True)
        return factory

    return deco


def available_strategies() -> dict[str, str]:
    """name → one-line description, for every registered strategy."""
    _load_builtin()
    return {name: desc for name, (_, desc) in _REGISTRY.items()}


def get_strategy(name: str, env: StrategyEnv | None = None) -> Strategy:
    """The strategy registered as ``name``, made for ``env``."""
    _load_builtin()
    if name not in _REGISTRY:
        known = ", ".join(_REGISTRY)
        raise NotFoundError(f"unknown context strategy '{name}' (available: {known})")
    return _REGISTRY[name][0](env or StrategyEnv())


def build_context(
    conversation: Conversation,
    budget: int | None,
    question: str | None = None,
    *,
    strategy: str = "truncation",
    env: StrategyEnv | None = None,
) -> Context:
    """Build a context with the named strategy (see :func:`available_strategies`)."""
    if budget is not None and budget <= 0:
        raise ConfigError(f"budget must be a positive number of tokens, got {budget}")
    return get_strategy(strategy, env).build(conversation, budget, question)


_BUILTIN_MODULES = (
    "swcmem.context.baselines",
    "swcmem.context.swc",
    "swcmem.context.adaptive",
)


def _load_builtin() -> None:
    import importlib

    for module in _BUILTIN_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
