"""SWCSession with the OpenAI Agents SDK: lossless items, a budgeted memory instead of the
whole history, and a real ``Runner`` against the local llama.cpp server (SmolLM2 is tiny:
the tests check the session plumbing, not the answers)."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip(
    "agents", reason="the 'agents' extra is not installed: pip install 'swcmem[agents]'"
)

from swcmem import InputError, Store
from swcmem.integrations.openai_agents import MEMORY_HEADER, SWCSession
from swcmem.tokens import count_tokens

ITEMS: list[Any] = [
    {"role": "user", "content": "I adopted a grey cat called Miso last Saturday."},
    {
        "id": "__fake_id__",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": "Congratulations on Miso!", "annotations": []}],
    },
    {
        "type": "function_call",
        "call_id": "call_1",
        "name": "vet_lookup",
        "arguments": '{"town": "Ghent", "pet": "cat"}',
    },
    {"type": "function_call_output", "call_id": "call_1", "output": "Dr Aerts, open Mondays"},
    {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "vet"}]},
    {"type": "mystery_item", "payload": {"nested": [1, 2.5, None, "ü"]}},
]


class Clock:
    """Items are stamped when added: a clock we move by hand (days apart → sessions)."""

    def __init__(self) -> None:
        self.now = datetime(2024, 4, 24, 18, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def test_every_item_is_kept_exactly_and_get_items_is_a_budgeted_memory(tmp_path: Path) -> None:
    clock = Clock()
    session = SWCSession("chat-1", tmp_path / "a.db", budget=300, clock=clock)

    async def scenario() -> tuple[list[Any], list[Any], list[Any]]:
        assert await session.get_items() == []
        await session.add_items(ITEMS)
        for day in range(1, 8):  # a week of chatter: the history outgrows the budget
            clock.now += timedelta(days=day)
            await session.add_items(
                [
                    {"role": "user", "content": f"Day {day}: the garden needs water again."},
                    {"role": "assistant", "content": f"Noted for day {day}, water the beans."},
                ]
            )
        return (
            await session.get_items(limit=len(ITEMS) + 14),
            await session.get_items(limit=2),
            await session.get_items(),
        )

    everything, last_two, memory = asyncio.run(scenario())
    assert everything[: len(ITEMS)] == ITEMS  # byte-exact round trip, tool calls included
    assert json.dumps(everything[: len(ITEMS)]) == json.dumps(ITEMS)
    assert last_two == everything[-2:] and last_two[1]["content"].startswith("Noted for day 7")
    (system,) = memory
    assert system["role"] == "system" and system["content"].startswith(MEMORY_HEADER)
    assert count_tokens(system["content"]) <= 300 + count_tokens(MEMORY_HEADER) + 4
    assert "Miso" in system["content"]  # the first session is kept
    with Store(tmp_path / "a.db", read_only=True) as store:
        turns = store.execute("SELECT speaker, text FROM turns ORDER BY seq").fetchall()
    assert len(turns) == len(ITEMS) + 14
    assert tuple(turns[2]) == ("assistant", '[calls vet_lookup({"town": "Ghent", "pet": "cat"})]')
    assert tuple(turns[3]) == ("tool", "[result of call call_1] Dr Aerts, open Mondays")
    session.close()


def test_pop_is_refused_and_clear_is_the_explicit_delete(tmp_path: Path) -> None:
    session = SWCSession("chat-2", tmp_path / "b.db", clock=Clock())

    async def scenario() -> list[Any]:
        await session.add_items(ITEMS[:2])
        with pytest.raises(InputError, match="never removes a single item"):
            await session.pop_item()
        assert len(await session.get_items(limit=5)) == 2
        await session.clear_session()
        await session.clear_session()  # nothing left: still fine
        return await session.get_items(limit=5)

    assert asyncio.run(scenario()) == []
    session.close()


@pytest.mark.llm
def test_a_real_runner_uses_the_session(llama_server: Any, tmp_path: Path) -> None:
    import httpx
    from agents import Agent, OpenAIChatCompletionsModel, Runner, set_tracing_disabled
    from openai import AsyncOpenAI

    set_tracing_disabled(True)
    sent: list[dict[str, Any]] = []

    async def record(request: httpx.Request) -> None:
        if request.url.path.endswith("/chat/completions"):
            sent.append(json.loads(request.content))

    async def scenario() -> tuple[str, str]:
        http = httpx.AsyncClient(event_hooks={"request": [record]})
        client = AsyncOpenAI(base_url=llama_server.base_url, api_key="unused", http_client=http)
        model = OpenAIChatCompletionsModel(model=llama_server.alias, openai_client=client)
        agent = Agent(name="Helper", instructions="Answer in one short sentence.", model=model)
        session = SWCSession("agent-run", tmp_path / "agent.db", budget=500)
        first = await Runner.run(agent, "My sister Oona moved to Tartu last week.", session=session)
        second = await Runner.run(agent, "Where did my sister move?", session=session)
        stored = await session.get_items(limit=10)
        session.close()
        await http.aclose()
        assert [i.get("role") for i in stored] == ["user", "assistant", "user", "assistant"]
        assert stored[0]["content"] == "My sister Oona moved to Tartu last week."
        return str(first.final_output), str(second.final_output)

    first, second = asyncio.run(scenario())
    assert first.strip() and second.strip()
    assert len(sent) == 2
    roles = [m["role"] for m in sent[1]["messages"]]
    assert roles[:3] == ["system", "system", "user"]  # instructions, memory, the new question
    memory = sent[1]["messages"][1]["content"]
    assert memory.startswith(MEMORY_HEADER) and "Oona moved to Tartu" in memory
    assert sent[1]["messages"][2]["content"] == "Where did my sister move?"
