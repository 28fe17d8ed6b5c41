"""``SWCSession``: swcmem as the memory of an OpenAI Agents SDK agent.

    from agents import Agent, Runner
    from swcmem.integrations.openai_agents import SWCSession

    session = SWCSession("user-42", "memory.db", budget=4000)
    result = await Runner.run(agent, "Where did I say I'd go on Saturday?", session=session)

The SDK keeps a conversation in a :class:`agents.memory.Session`. This one

* **stores every item losslessly**: each item becomes a turn (its readable text, the time it
  was added, the speaker: the message role, or ``assistant``/``tool`` for tool calls and
  their outputs) so it is searched, dated and consolidated like any message, and the item
  itself — messages, tool calls, tool outputs, reasoning, anything — is kept byte-exact as a
  JSON payload beside its turn (:mod:`swcmem.store.payloads`);
* **returns a budgeted memory instead of the whole history**: ``get_items()`` gives one
  ``system`` message holding the SWC context (default ``swc-anchored``: first and latest
  sessions verbatim, the rest as dated gists, inside ``budget`` tokens), so a long-running
  agent's prompt stops growing. ``get_items(limit=N)`` returns the latest N items exactly as
  they were added (the SDK reads them to check its own writes);
* ``clear_session()`` is the explicit delete (:meth:`swcmem.Memory.forget`); ``pop_item()``
  is refused, because swcmem never removes single turns.

Thread-safe and usable from several event loops: every store call runs in a worker thread
on a thread-safe :class:`~swcmem.Memory`. Needs the ``agents`` extra
(``pip install 'swcmem[agents]'``).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from swcmem.errors import InputError, MissingExtraError
from swcmem.memory import Memory
from swcmem.store.db import Store
from swcmem.store.payloads import latest_payloads, save_payloads

if TYPE_CHECKING:
    from agents.items import TResponseInputItem
    from agents.memory import SessionSettings

    from swcmem.llm.base import LLM

FORMAT = "openai-agents/1"
MEMORY_HEADER = (
    "Memory of this conversation so far (swcmem: older parts condensed, dates resolved)."
)


class SWCSession:
    """An Agents SDK session backed by a swcmem :class:`~swcmem.Memory` (see the module
    doc). ``store`` is a :class:`~swcmem.Store`, a path, ``":memory:"`` or None (the
    default store); ``clock`` returns the (aware) time an item is added."""

    session_settings: SessionSettings | None = None

    def __init__(
        self,
        session_id: str,
        store: Store | str | Path | None = None,
        *,
        budget: int = 4000,
        strategy: str = "swc-anchored",
        llm: LLM | None = None,
        clock: Callable[[], datetime] | None = None,
        session_settings: SessionSettings | None = None,
        memory: Memory | None = None,
    ) -> None:
        _require_agents()
        self.session_id = session_id
        self.memory = memory or Memory(session_id, store, llm=llm)
        self.budget = budget
        self.strategy = strategy
        self.session_settings = session_settings
        self._clock = clock or (lambda: datetime.now(UTC))

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The budgeted memory as one ``system`` message (``limit`` None), or the latest
        ``limit`` items exactly as they were added."""
        if limit is not None:
            return await asyncio.to_thread(self._latest, limit)
        return await asyncio.to_thread(self._memory_items)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Store the items (each as a turn plus its payload) in one transaction."""
        if items:
            await asyncio.to_thread(self._add, list(items))

    async def pop_item(self) -> TResponseInputItem | None:
        """Refused: swcmem keeps every turn (``clear_session()`` deletes the whole session)."""
        raise InputError(
            "an swcmem session never removes a single item (turns are append-only)",
            hint="clear_session() deletes the whole conversation explicitly",
        )

    async def clear_session(self) -> None:
        """Delete the conversation and everything derived from it (explicit delete)."""
        if await asyncio.to_thread(self._exists):
            await asyncio.to_thread(self.memory.forget)

    def close(self) -> None:
        """Wait for background consolidation and close the memory."""
        self.memory.close()

    # -- in a worker thread ----------------------------------------------------------------
    def _add(self, items: list[Any]) -> None:
        now = self._clock()
        messages = [_as_turn(item, now) for item in items]
        store = self.memory.store
        with store.atomic():
            turns = self.memory.add(messages)
            payloads = [(t.id, FORMAT, _dump(item)) for t, item in zip(turns, items, strict=True)]
            save_payloads(store, self.session_id, payloads)

    def _latest(self, limit: int) -> list[Any]:
        if limit <= 0:
            return []
        rows = latest_payloads(self.memory.store, self.session_id, FORMAT, limit)
        return [json.loads(r.payload) for r in rows]

    def _memory_items(self) -> list[Any]:
        if not self._exists():
            return []
        ctx = self.memory.context(strategy=self.strategy, budget=self.budget)
        if not ctx.text.strip():
            return []
        return [{"role": "system", "content": f"{MEMORY_HEADER}\n\n{ctx.text}"}]

    def _exists(self) -> bool:
        from swcmem.store.anchors import conversation_speakers

        return conversation_speakers(self.memory.store, self.session_id) is not None


def _require_agents() -> None:
    import importlib.util

    if importlib.util.find_spec("agents") is None:
        raise MissingExtraError("openai-agents", "agents", "SWCSession")


def _dump(item: Any) -> str:
    try:
        return json.dumps(item, ensure_ascii=False, sort_keys=False)
    except (TypeError, ValueError) as exc:
        raise InputError(f"an agent item is not JSON-serialisable: {exc}") from None


def _as_turn(item: Any, at: datetime) -> dict[str, Any]:
    """The turn an item is stored as: who said it and its readable text."""
    if not isinstance(item, Mapping):
        raise InputError(f"an agent item must be a dict, got {type(item).__name__}")
    speaker, text = _render(item)
    return {"speaker": speaker, "text": text, "timestamp": at}


def _render(item: Mapping[str, Any]) -> tuple[str, str]:
    kind = item.get("type")
    role = item.get("role")
    if isinstance(role, str) and role and kind in (None, "message"):
        return role, _content_text(item.get("content"))
    if kind == "function_call":
        return "assistant", f"[calls {item.get('name')}({item.get('arguments', '')})]"
    if kind == "function_call_output":
        return "tool", f"[result of call {item.get('call_id')}] {_content_text(item.get('output'))}"
    if kind == "reasoning":
        return "assistant", "[reasoning] " + _content_text(item.get("summary"))
    compact = {k: v for k, v in item.items() if k not in ("id", "type")}
    return str(role or "event"), f"[{kind or 'item'}] {json.dumps(compact, ensure_ascii=False)}"


def _content_text(content: Any) -> str:
    """Text of a content field: a string, or a list of parts (text kept, others named)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        return " ".join(_part_text(p) for p in content).strip()
    return json.dumps(content, ensure_ascii=False)


def _part_text(part: Any) -> str:
    if not isinstance(part, Mapping):
        return str(part)
    for key in ("text", "refusal"):
        if isinstance(part.get(key), str):
            return str(part[key])
    return f"[{part.get('type', 'part')}]"
