"""Adding turns: idempotent on message ids, all or nothing, validated before anything is
stored, and bodies over the limit refused before parsing."""

from __future__ import annotations

import json
import socket

from service.conftest import CHAT, Running, turn
from swcmem.store import Store


def stored_turns(running: Running, stored_id: str) -> list[tuple[str, str, int | None]]:
    with Store(running.server.db, read_only=True) as store:
        rows = store.execute(
            "SELECT id, text, utc_offset FROM turns WHERE conversation_id=? ORDER BY seq",
            (stored_id,),
        )
        return [(r[0], r[1], r[2]) for r in rows]


def test_resending_the_same_message_ids_adds_nothing(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        first = http.post("/v1/conversations/idem/turns", json={"turns": CHAT}).json()
        again = http.post("/v1/conversations/idem/turns", json={"turns": CHAT}).json()
        more = [*CHAT[1:], turn("And a new one.", "2024-03-14T19:05:00-05:00", "Ben", "a4")]
        mixed = http.post("/v1/conversations/idem/turns", json={"turns": more}).json()
    assert first["added"] == 3 and again["added"] == 0 and again["duplicates"] == 3
    assert [t["turn_id"] for t in again["turns"]] == [t["turn_id"] for t in first["turns"]]
    assert all(t["duplicate"] for t in again["turns"])
    assert mixed["added"] == 1 and [t["duplicate"] for t in mixed["turns"]] == [True, True, False]
    assert len(stored_turns(running, "acme/idem")) == 4


def test_turns_without_message_ids_are_appended_each_time(running: Running) -> None:
    plain = [turn("No id here.", "2024-03-14T19:00:00Z")]
    with running.client(running.keys.acme) as http:
        for _ in range(2):
            assert (
                http.post("/v1/conversations/noid/turns", json={"turns": plain}).json()["added"]
                == 1
            )
    assert len(stored_turns(running, "acme/noid")) == 2


def test_a_message_id_reused_for_other_content_refuses_the_whole_request(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        http.post("/v1/conversations/clash/turns", json={"turns": CHAT[:1]})
        changed = [
            turn("Fresh turn.", "2024-03-14T20:00:00Z", "Ben", "b1"),
            {**CHAT[0], "text": "Edited!"},
        ]
        r = http.post("/v1/conversations/clash/turns", json={"turns": changed})
    assert r.status_code == 409 and "a1" in r.json()["error"]["message"]
    assert [t[1] for t in stored_turns(running, "acme/clash")] == [CHAT[0]["text"]]


def test_the_speakers_utc_offset_is_kept(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        http.post("/v1/conversations/offset/turns", json={"turns": CHAT[:1]})
        ctx = http.get("/v1/conversations/offset/context", params={"strategy": "full"}).json()
    assert stored_turns(running, "acme/offset")[0][2] == -300
    assert "14 March 2024" in ctx["text"] and "7:00 PM" in ctx["text"]  # local, not UTC


def test_invalid_turns_get_422_and_store_nothing(running: Running) -> None:
    cases = [
        {"turns": [turn("naive time", "2024-03-14T19:00:00")]},
        {"turns": [{"speaker": "Ana", "text": "no time"}]},
        {"turns": [{"speaker": "", "text": "x", "timestamp": "2024-03-14T19:00:00Z"}]},
        {"turns": []},
        {"turns": [turn("ok", "2024-03-14T19:00:00Z")], "extra": 1},
        {"turns": [turn("x", "yesterday-ish")]},
        {"turns": [turn("a" * 5000, "2024-03-14T19:00:00Z")]},  # quadratic to tokenize
    ]
    with running.client(running.keys.acme) as http:
        for body in cases:
            r = http.post("/v1/conversations/bad/turns", json=body)
            assert r.status_code == 422, (body, r.text)
            assert r.json()["error"]["code"] == "invalid"
        naive = http.post("/v1/conversations/bad/turns", json=cases[0]).json()["error"]
        assert "offset" in (naive["hint"] or "")
        assert http.get("/v1/conversations/bad/context").status_code == 404
        assert http.get("/v1/conversations/x/when").status_code == 422  # question is required
        assert http.get("/v1/conversations/x/context", params={"budget": 0}).status_code == 422
        r = http.get("/v1/conversations/bad name!/context")
        assert r.status_code == 422


def test_malformed_json_gets_400(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        r = http.post(
            "/v1/conversations/j/turns",
            content=b'{"turns": [',
            headers={"content-type": "application/json"},
        )
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_json"


def test_an_unknown_strategy_is_422(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        http.post("/v1/conversations/strat/turns", json={"turns": CHAT})
        r = http.get("/v1/conversations/strat/context", params={"strategy": "nope"})
    assert r.status_code == 422 and "swc-adaptive" in r.json()["error"]["hint"]


def big_body(n_bytes: int) -> bytes:
    """A valid request of about ``n_bytes`` (turns of 90,000 characters each)."""
    n = max(1, n_bytes // 90_000)
    text = "pottery clay bowl " * 5000
    turns = [turn(text, f"2024-03-14T19:{k % 60:02d}:00Z") for k in range(n)]
    return json.dumps({"turns": turns}).encode()


def test_a_declared_body_over_the_limit_gets_413(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        r = http.post(
            "/v1/conversations/big/turns",
            content=big_body(2_000_000),
            headers={"content-type": "application/json"},
        )
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    assert stored_turns(running, "acme/big") == []


def raw_request(running: Running, head: bytes, chunks: list[bytes]) -> bytes:
    with socket.create_connection(("127.0.0.1", running.server.port), timeout=30) as sock:
        sock.sendall(head)
        try:
            for chunk in chunks:
                sock.sendall(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed before the whole body was sent
        data = b""
        while b"\r\n\r\n" not in data or not data.endswith(b"}"):
            part = sock.recv(65536)
            if not part:
                break
            data += part
    return data


def test_a_streamed_body_over_the_limit_gets_413_without_content_length(running: Running) -> None:
    body = big_body(3_000_000)
    pieces = [body[i : i + 65536] for i in range(0, len(body), 65536)]
    chunks = [b"%x\r\n%s\r\n" % (len(p), p) for p in pieces] + [b"0\r\n\r\n"]
    head = (
        b"POST /v1/conversations/big2/turns HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Authorization: Bearer " + running.keys.acme.encode() + b"\r\n"
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    answer = raw_request(running, head, chunks)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b'"too_large"' in answer
    assert stored_turns(running, "acme/big2") == []


def test_a_body_under_the_limit_is_stored(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        r = http.post(
            "/v1/conversations/big3/turns",
            content=big_body(900_000),
            headers={"content-type": "application/json"},
        )
    assert r.status_code == 200 and len(stored_turns(running, "acme/big3")) == 10
