"""swcmem — Salience-Weighted Consolidation memory for long conversations.

Keep a long conversation inside a token budget without losing *when* things happened::

    from swcmem import Memory

    with Memory("chat-42", "memory.db") as mem:
        mem.add([{"id": "m1", "speaker": "Ana", "text": "I ran a race last Saturday!",
                  "timestamp": "2023-05-25T13:14:00+01:00"}])
        ctx = mem.context("When did Ana run?", strategy="swc-adaptive", budget=4000)
        print(ctx.text, ctx.tokens)
        print(mem.when("When did Ana run a race?")[0].text)

The public API (everything importable from ``swcmem``):

* :class:`Memory` — one conversation: ``add``, ``context``, ``when``, ``anchors``, ``ask``,
  ``tiers``, ``consolidate``, ``forget``; results :class:`Context`, :class:`WhenAnswer`,
  :class:`Anchor`, :class:`Answer`, :class:`TierRow`, :class:`DeleteReport`.
* :func:`build_context`, :func:`available_strategies`, :func:`register_strategy`,
  :class:`Strategy`, :class:`StrategyEnv` — context strategies over a stored conversation.
* :class:`TemporalIndex` — date queries over any stored conversation.
* :func:`extract_anchors`, :func:`timex_value` — tag any text: its temporal expressions
  resolved against a reference time, and each one's TIMEX3 value ("1989-10-20", "1989-Q3",
  "P10Y", "PAST_REF").
* :class:`Store` — the lossless store (an SQLite file, ``:memory:`` or a ``postgresql://`` URL).
* :class:`Conversation`, :class:`Session`, :class:`Turn`, :class:`Dataset`,
  :class:`QAItem`, :func:`load_dataset`, :func:`ingest_path` — data and files.
* :class:`ConsolidationConfig`, :class:`Schedule` — how and when to consolidate.
* Errors: :class:`SwcmemError` and its subclasses; each message says what went wrong and,
  where useful, a ``hint`` says how to fix it.

Names are imported on first use, so ``import swcmem`` stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from swcmem.errors import (
    ConfigError,
    InputError,
    LLMBadResponse,
    LLMError,
    LLMRateLimited,
    LLMTimeout,
    MissingExtraError,
    NotFoundError,
    StoreError,
    SwcmemError,
)
from swcmem.lazy import lazy_exports

if TYPE_CHECKING:
    from swcmem.ask import Answer, Evidence
    from swcmem.consolidate.config import ConsolidationConfig
    from swcmem.consolidate.engine import ConsolidationReport
    from swcmem.consolidate.scheduler import Schedule
    from swcmem.context.base import (
        Strategy,
        StrategyEnv,
        available_strategies,
        build_context,
        register_strategy,
    )
    from swcmem.ingest.files import load_dataset
    from swcmem.memory import Memory, TierRow
    from swcmem.model import (
        Anchor,
        Context,
        ContextLine,
        Conversation,
        Dataset,
        QAItem,
        Session,
        Turn,
    )
    from swcmem.store.db import Store
    from swcmem.store.delete import DeleteReport
    from swcmem.temporal.extract import extract_anchors
    from swcmem.temporal.index import TemporalIndex, WhenAnswer
    from swcmem.temporal.ingest import ingest_path
    from swcmem.temporal.timex import timex_value

__version__ = "0.1.0"

_LAZY: dict[str, str] = {
    "Memory": "swcmem.memory",
    "TierRow": "swcmem.memory",
    "Answer": "swcmem.ask",
    "Evidence": "swcmem.ask",
    "Context": "swcmem.model",
    "ContextLine": "swcmem.model",
    "Conversation": "swcmem.model",
    "Session": "swcmem.model",
    "Turn": "swcmem.model",
    "Anchor": "swcmem.model",
    "Dataset": "swcmem.model",
    "QAItem": "swcmem.model",
    "build_context": "swcmem.context.base",
    "available_strategies": "swcmem.context.base",
    "register_strategy": "swcmem.context.base",
    "Strategy": "swcmem.context.base",
    "StrategyEnv": "swcmem.context.base",
    "TemporalIndex": "swcmem.temporal.index",
    "WhenAnswer": "swcmem.temporal.index",
    "Store": "swcmem.store.db",
    "DeleteReport": "swcmem.store.delete",
    "ConsolidationConfig": "swcmem.consolidate.config",
    "ConsolidationReport": "swcmem.consolidate.engine",
    "Schedule": "swcmem.consolidate.scheduler",
    "load_dataset": "swcmem.ingest.files",
    "ingest_path": "swcmem.temporal.ingest",
    "extract_anchors": "swcmem.temporal.extract",
    "timex_value": "swcmem.temporal.timex",
}
__all__ = [
    "Anchor",
    "Answer",
    "ConfigError",
    "ConsolidationConfig",
    "ConsolidationReport",
    "Context",
    "ContextLine",
    "Conversation",
    "Dataset",
    "DeleteReport",
    "Evidence",
    "InputError",
    "LLMBadResponse",
    "LLMError",
    "LLMRateLimited",
    "LLMTimeout",
    "Memory",
    "MissingExtraError",
    "NotFoundError",
    "QAItem",
    "Schedule",
    "Session",
    "Store",
    "StoreError",
    "Strategy",
    "StrategyEnv",
    "SwcmemError",
    "TemporalIndex",
    "TierRow",
    "Turn",
    "WhenAnswer",
    "__version__",
    "available_strategies",
    "build_context",
    "extract_anchors",
    "ingest_path",
    "load_dataset",
    "register_strategy",
    "timex_value",
]


__getattr__, __dir__ = lazy_exports(__name__, _LAZY, __all__)
