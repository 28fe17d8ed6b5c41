"""Every /v1 route needs a valid, unrevoked key; read-only keys cannot write."""

from __future__ import annotations

import httpx
import pytest

from service.conftest import CHAT, Running
from swcmem.service.keys import create_key
from swcmem.store import Store
from swcmem.store.tenants import list_keys, revoke_key


@pytest.mark.parametrize(
    "header",
    [
        None,
        "Basic dXNlcjpwYXNz",
        "Bearer",
        "Bearer swcm_000000000000_" + "A" * 43,  # well formed, never issued
        "Bearer not-a-key",
    ],
)
def test_requests_without_a_valid_key_get_401(running: Running, header: str | None) -> None:
    headers = {"Authorization": header} if header else {}
    r = httpx.get(f"{running.url}/v1/conversations", headers=headers)
    assert r.status_code == 401
    assert set(r.json()["error"]) == {"code", "message", "hint"}


def test_a_key_with_a_wrong_secret_is_refused(running: Running) -> None:
    key = running.keys.acme
    forged = key[:-4] + ("AAAA" if not key.endswith("AAAA") else "BBBB")
    with running.client(forged) as http:
        assert http.get("/v1/conversations").status_code == 401
    with running.client(key) as http:
        assert http.get("/v1/conversations").status_code == 200


def test_a_revoked_key_is_refused_at_once(running: Running) -> None:
    with Store(running.server.db) as store:
        key = create_key(store, "acme")
    with running.client(key.secret) as http:
        assert http.get("/v1/conversations").status_code == 200
        with Store(running.server.db) as store:
            assert revoke_key(store, key.key_id)
        r = http.get("/v1/conversations")
    assert r.status_code == 401 and "revoked" in r.json()["error"]["message"]


def test_a_read_only_key_reads_but_cannot_write(running: Running) -> None:
    with running.client(running.keys.acme) as http:
        assert http.post("/v1/conversations/ro/turns", json={"turns": CHAT}).status_code == 200
    with running.client(running.keys.acme_read) as http:
        assert http.get("/v1/conversations/ro/context").status_code == 200
        r = http.post("/v1/conversations/ro/turns", json={"turns": CHAT})
        assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"
        assert http.post("/v1/conversations/ro/consolidate").status_code == 403
        assert http.delete("/v1/conversations/ro").status_code == 403


def test_only_a_digest_of_each_key_is_stored(running: Running) -> None:
    with Store(running.server.db, read_only=True) as store:
        rows = list_keys(store)
        dump = "\n".join(
            "|".join(str(v) for v in r) for r in store.execute("SELECT * FROM api_keys")
        )
    secrets = [running.keys.acme, running.keys.acme_read, running.keys.globex]
    assert len(rows) >= 3
    assert not any(s in dump or s.split("_", 2)[2] in dump for s in secrets)


def test_health_metrics_and_docs_need_no_key(running: Running) -> None:
    assert httpx.get(f"{running.url}/healthz").json()["status"] == "ok"
    assert httpx.get(f"{running.url}/docs").status_code == 200
    spec = httpx.get(f"{running.url}/openapi.json").json()
    assert "/v1/conversations/{name}/turns" in spec["paths"]
    assert "/v1/jobs/{job_id}" in spec["paths"]
    metrics = httpx.get(f"{running.url}/metrics").text
    assert "swcmem_requests_total" in metrics and "swcmem_store_bytes" in metrics
    assert 'route="/healthz"' in metrics
