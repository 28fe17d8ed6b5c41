"""``swcmem.client``: the methods and results of an embedded ``Memory``, over HTTP; retries
that cannot store a turn twice."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from service.conftest import CHAT, Running, make_keys
from service.server import Server
from swcmem.client import AsyncClient, Client
from swcmem.errors import InputError, NotFoundError
from swcmem.memory import Memory
from swcmem.model import Context, Turn
from swcmem.store import Store

QUESTION = "When did Ana join the pottery class?"
PLAIN = [{k: v for k, v in t.items() if k != "message_id"} for t in CHAT]  # ids made by the client


def test_served_memory_answers_as_the_embedded_one(running: Running) -> None:
    with Client(running.url, running.keys.acme) as client:
        served = client.memory("same")
        added = served.add(PLAIN)
        ctx = served.context(QUESTION)
        when = served.when(QUESTION)
        anchors = served.anchors()
        tiers = served.tiers()
    assert [t.id for t in added] == ["D1:1", "D1:2", "D1:3"] and isinstance(added[0], Turn)
    assert added[0].at is not None and added[0].at.utcoffset() is not None
    with Store(running.server.db) as store:
        embedded = Memory("acme/same", store, background=False)
        assert isinstance(ctx, Context)
        assert ctx.text == embedded.context(QUESTION, strategy="swc-adaptive").text
        assert embedded.tiers() == tiers
    assert when[0].start is not None and when[0].start.isoformat() == "2024-03-13"
    assert {a.surface for a in anchors} >= {"yesterday", "last week", "in July"}
    with running.client(running.keys.acme) as http:
        rows = http.get("/v1/conversations/same/anchors").json()["anchors"]
    values = {r["surface"]: r["value"] for r in rows}  # TIMEX3 values, beside start and end
    assert values["yesterday"] == "2024-03-13" and values["in July"].endswith("-07")


def test_a_retry_after_a_lost_answer_stores_nothing_twice(running: Running) -> None:
    class LoseFirstAnswer(httpx.HTTPTransport):
        lost = 0

        def handle_request(self, request: httpx.Request) -> httpx.Response:
            response = super().handle_request(request)
            if request.method == "POST" and not self.lost:
                response.read()
                response.close()
                self.lost += 1
                raise httpx.ReadError("the answer was lost", request=request)
            return response

    transport = LoseFirstAnswer()
    with Client(running.url, running.keys.acme, transport=transport) as client:
        turns = client.memory("retried").add(PLAIN)
    assert transport.lost == 1 and [t.id for t in turns] == ["D1:1", "D1:2", "D1:3"]
    with Store(running.server.db, read_only=True) as store:
        n = store.execute("SELECT count(*) FROM turns WHERE conversation_id='acme/retried'")
        assert n.fetchone()[0] == 3


def test_errors_are_the_librarys_classes(running: Running) -> None:
    with Client(running.url, running.keys.acme) as client:
        with pytest.raises(NotFoundError, match="not found"):
            client.memory("never-added").context()
        with pytest.raises(InputError, match="offset"):
            client.memory("x").add([{"speaker": "A", "text": "t", "timestamp": "2024-01-01T10:00"}])
        with pytest.raises(InputError):
            client.memory("x").context(strategy="nope")


def test_the_async_client(running: Running) -> None:
    async def main() -> tuple[list[Turn], Context, list[str]]:
        async with AsyncClient(running.url, running.keys.globex) as client:
            memory = client.memory("async-chat")
            added = await memory.add(PLAIN)
            again = await memory.add(CHAT)  # ids a1..a3: new, stored once more
            ctx = await memory.context(QUESTION, budget=500)
            job = await memory.consolidate()
            return [*added, *again], ctx, [job["state"]]

    turns, ctx, states = asyncio.run(main())
    assert len({t.id for t in turns}) == 6
    assert ctx.tokens <= 500 and "pottery" in ctx.text and states == ["done"]


def test_429_is_retried_after_retry_after(tmp_path_factory: pytest.TempPathFactory) -> None:
    db = tmp_path_factory.mktemp("limited") / "limited.db"
    keys = make_keys(db)
    server = Server(db, ("--rate", "2", "--burst", "1")).start()
    try:
        with Client(server.url, keys.acme) as client:
            memory = client.memory("slow")
            memory.add(PLAIN)
            contexts = [memory.context(QUESTION) for _ in range(3)]
        raw = httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {keys.acme}"})
        answers = [raw.get("/v1/conversations") for _ in range(5)]
        metrics = httpx.get(f"{server.url}/metrics").text
    finally:
        server.terminate()
    assert all("pottery" in c.text for c in contexts)
    refused = [r for r in answers if r.status_code == 429]
    assert refused and refused[0].json()["error"]["code"] == "rate_limited"
    assert int(refused[0].headers["retry-after"]) >= 1
    assert 'status="429"' in metrics


def test_forget_deletes_through_the_client(running: Running) -> None:
    with Client(running.url, running.keys.acme) as client:
        memory = client.memory("to-forget")
        memory.add(PLAIN)
        assert memory.forget() == 3
        with pytest.raises(NotFoundError):
            memory.context()
