"""The MCP tools through the SDK's own client: over stdio (``swcmem mcp``) and over
streamable HTTP (``/mcp`` on ``swcmem serve``, the tenant of the caller's key)."""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from service.conftest import CHAT, Running
from service.server import cli_env
from swcmem.store import Store
from swcmem.store.conversations import load_conversation

TOOLS = {"remember", "recall", "when", "search", "consolidate"}
Session = Callable[[Client], Awaitable[dict[str, Any]]]


def text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if hasattr(c, "text"))


async def exercise(client: Client) -> dict[str, Any]:
    """Every tool once, as an agent would use them."""
    out: dict[str, Any] = {}
    out["tools"] = {t.name: t.description for t in (await client.list_tools()).tools}
    first = await client.call_tool("remember", {"conversation": "chat", "turns": CHAT})
    again = await client.call_tool("remember", {"conversation": "chat", "turns": CHAT})
    out["remember"], out["again"] = text(first), text(again)
    question = {"conversation": "chat", "question": "When did Ana join the pottery class?"}
    out["recall"] = text(await client.call_tool("recall", question))
    out["when"] = text(await client.call_tool("when", question))
    hits = await client.call_tool("search", {"conversation": "chat", "query": "dog Biscuit"})
    out["search"] = text(hits)
    out["consolidate"] = text(await client.call_tool("consolidate", {"conversation": "chat"}))
    missing = await client.call_tool("recall", {"conversation": "never-made"})
    out["missing"] = (missing.is_error, text(missing))
    return out


def check(out: dict[str, Any]) -> None:
    assert set(out["tools"]) == TOOLS
    assert all(len(d or "") > 100 for d in out["tools"].values())  # written for a model
    assert out["remember"].startswith("stored 3 turn(s)")
    assert out["again"].startswith("stored 0 turn(s), skipped 3")
    assert "pottery" in out["recall"] and "13 March 2024" in out["recall"]
    assert out["when"].startswith("1. 13 March 2024")
    assert out["search"].splitlines()[0].startswith("D1:2 Ben:")
    assert out["consolidate"].startswith("consolidated:")
    is_error, message = out["missing"]
    assert is_error and "not found" in message


def run(session: Session, client: Client) -> dict[str, Any]:
    async def main() -> dict[str, Any]:
        with anyio.fail_after(120):
            async with client:
                return await session(client)

    return anyio.run(main)


def test_stdio_session_for_one_tenant(tmp_path: Path) -> None:
    db = tmp_path / "mcp.db"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "swcmem", "mcp", "--db", str(db), "--tenant", "desk"],
        env=cli_env(),
    )
    check(run(exercise, Client(params)))
    with Store(db, read_only=True) as store:
        assert len(load_conversation(store, "desk/chat").turns) == 3


def http_client(running: Running, key: str | None) -> Client:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    http = httpx2.AsyncClient(headers=headers, timeout=60)
    return Client(streamable_http_client(f"{running.url}/mcp", http_client=http))


def test_http_session_with_the_tenant_of_the_key(running: Running) -> None:
    check(run(exercise, http_client(running, running.keys.acme)))
    with Store(running.server.db, read_only=True) as store:
        assert len(load_conversation(store, "acme/chat").turns) == 3


def test_http_tools_see_only_the_callers_tenant(running: Running) -> None:
    async def other_tenant(client: Client) -> dict[str, Any]:
        question = {"conversation": "chat", "question": "When did Ana join the pottery class?"}
        result = await client.call_tool("recall", question)
        return {"error": result.is_error, "text": text(result)}

    run(exercise, http_client(running, running.keys.acme))
    seen = run(other_tenant, http_client(running, running.keys.globex))
    assert seen["error"] and "pottery" not in seen["text"]


def test_http_mcp_needs_a_key(running: Running) -> None:
    with pytest.raises(BaseException, match="error"):
        run(exercise, http_client(running, None))
    hello = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    for key in (None, "swcm_000000000000_" + "A" * 43):
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        r = httpx.post(f"{running.url}/mcp", json=hello, headers=headers)
        assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
        assert r.headers["www-authenticate"] == "Bearer"


def test_a_read_only_key_cannot_remember(running: Running) -> None:
    async def write(client: Client) -> dict[str, Any]:
        result = await client.call_tool("remember", {"conversation": "ro", "turns": CHAT})
        return {"error": result.is_error, "text": text(result)}

    seen = run(write, http_client(running, running.keys.acme_read))
    assert seen["error"] and "only read" in seen["text"]
