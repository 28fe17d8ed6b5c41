"""Tenant isolation: no route reads or writes another tenant's conversations or jobs, even
when the other tenant guesses names, stored ids or job ids."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.conftest import CHAT, Running, turn
from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_conversation

READS = [
    "context",
    "when?question=When+did+Ana+join",
    "anchors",
    "tiers",
    "audit",
    "search?query=dog",
]


@pytest.fixture(scope="module")
def acme_chat(running: Running) -> Running:
    with running.client(running.keys.acme) as http:
        r = http.post("/v1/conversations/chat-1/turns", json={"turns": CHAT})
        assert r.status_code == 200, r.text
    return running


def test_two_tenants_use_the_same_name_apart(acme_chat: Running) -> None:
    other = [turn("Globex private note about the merger.", "2024-04-01T10:00:00Z", "Gus")]
    with acme_chat.client(acme_chat.keys.globex) as http:
        r = http.post("/v1/conversations/chat-1/turns", json={"turns": other})
        assert r.status_code == 200 and r.json()["created"] is True
        text = http.get("/v1/conversations/chat-1/context").json()["text"]
    assert "merger" in text and "Lisbon" not in text
    with acme_chat.client(acme_chat.keys.acme) as http:
        text = http.get("/v1/conversations/chat-1/context").json()["text"]
    assert "Lisbon" in text and "merger" not in text
    with Store(acme_chat.server.db, read_only=True) as store:
        assert len(load_conversation(store, "acme/chat-1").turns) == 3
        assert len(load_conversation(store, "globex/chat-1").turns) == 1


@pytest.mark.parametrize("route", READS)
def test_reads_of_another_tenants_conversation_are_not_found(
    acme_chat: Running, route: str
) -> None:
    with acme_chat.client(acme_chat.keys.globex) as http:
        r = http.get(f"/v1/conversations/only-acme/{route}")
    assert r.status_code == 404
    with acme_chat.client(acme_chat.keys.acme) as http:
        http.post("/v1/conversations/only-acme/turns", json={"turns": CHAT})
        assert http.get(f"/v1/conversations/only-acme/{route}").status_code == 200
    with acme_chat.client(acme_chat.keys.globex) as http:
        r = http.get(f"/v1/conversations/only-acme/{route}")
    assert r.status_code == 404
    assert r.json()["error"]["code"] == "not_found"
    assert "acme" not in r.text.replace("only-acme", "")  # nothing about the owner leaks


@pytest.mark.parametrize(
    "path",
    [
        "/v1/conversations/acme%2Fchat-1/context",  # the stored id, slash escaped
        "/v1/conversations/acme/chat-1/context",
        "/v1/conversations/..%2Facme%2Fchat-1/context",
        "/v1/conversations/%2E%2E/context",
    ],
)
def test_guessed_stored_ids_reach_nothing(acme_chat: Running, path: str) -> None:
    with acme_chat.client(acme_chat.keys.globex) as http:
        r = http.get(path)
    assert r.status_code in (404, 422)
    assert "Lisbon" not in r.text


def test_writes_and_deletes_stay_in_the_callers_tenant(acme_chat: Running) -> None:
    with acme_chat.client(acme_chat.keys.globex) as http:
        assert http.delete("/v1/conversations/only-acme-2").status_code == 404
        assert http.post("/v1/conversations/only-acme-2/consolidate").status_code == 404
    with acme_chat.client(acme_chat.keys.acme) as http:
        assert (
            http.post("/v1/conversations/only-acme-2/turns", json={"turns": CHAT}).status_code
            == 200
        )
    with acme_chat.client(acme_chat.keys.globex) as http:
        assert http.delete("/v1/conversations/only-acme-2").status_code == 404
        assert http.post("/v1/conversations/only-acme-2/consolidate").status_code == 404
        names = [c["name"] for c in http.get("/v1/conversations").json()["conversations"]]
    assert "only-acme-2" not in names
    with acme_chat.client(acme_chat.keys.acme) as http:
        assert http.get("/v1/conversations/only-acme-2/context").status_code == 200


def test_jobs_of_another_tenant_are_not_found(acme_chat: Running) -> None:
    with acme_chat.client(acme_chat.keys.acme) as http:
        job = http.post("/v1/conversations/chat-1/consolidate")
        assert job.status_code == 202, job.text
        job_id = job.json()["id"]
        assert http.get(f"/v1/jobs/{job_id}").status_code == 200
    with acme_chat.client(acme_chat.keys.globex) as http:
        r = http.get(f"/v1/jobs/{job_id}")
        assert r.status_code == 404 and "chat-1" not in r.text
        assert http.get("/v1/jobs/00000000000000000000000000000000").status_code == 404


def test_a_stored_conversation_no_tenant_owns_is_not_taken_over(acme_chat: Running) -> None:
    at = datetime(2024, 1, 5, 12, 0, tzinfo=UTC)
    cli = Conversation(
        "globex/imported",
        ("Ivy",),
        (Session(1, at, (Turn("D1:1", 1, 0, "Ivy", "Imported by the CLI.", at),)),),
    )
    with Store(acme_chat.server.db) as store:
        ingest_conversation(store, cli)
    with acme_chat.client(acme_chat.keys.globex) as http:
        assert http.get("/v1/conversations/imported/context").status_code == 404
        r = http.post("/v1/conversations/imported/turns", json={"turns": CHAT})
    assert r.status_code == 409 and r.json()["error"]["code"] == "conflict"
    with Store(acme_chat.server.db, read_only=True) as store:
        assert len(load_conversation(store, "globex/imported").turns) == 1


def test_delete_removes_the_conversation_and_frees_its_name(acme_chat: Running) -> None:
    with acme_chat.client(acme_chat.keys.acme) as http:
        assert http.post("/v1/conversations/gone/turns", json={"turns": CHAT}).status_code == 200
        assert http.post("/v1/conversations/kept/turns", json={"turns": CHAT}).status_code == 200
        r = http.delete("/v1/conversations/gone")
        assert r.status_code == 200 and r.json()["turns_removed"] == 3
        assert http.get("/v1/conversations/gone/context").status_code == 404
        assert http.delete("/v1/conversations/gone").status_code == 404
        again = http.post("/v1/conversations/gone/turns", json={"turns": CHAT[:1]}).json()
        assert again["created"] is True and again["added"] == 1  # its message ids went too
    with Store(acme_chat.server.db, read_only=True) as store:
        assert len(load_conversation(store, "acme/kept").turns) == 3
        assert len(load_conversation(store, "acme/gone").turns) == 1
