"""Several server processes on one PostgreSQL store: ``serve --workers N`` (uvicorn's
supervisor and N processes), and separate ``serve`` processes — each answers for every
conversation and every job of the store, whichever process made them."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import httpx

from service.conftest import CHAT, Keys, make_keys
from service.server import Server, wait_for, worker_processes


def auth(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def start_job(url: str, keys: Keys) -> str:
    r = httpx.post(
        f"{url}/v1/conversations/chat/turns", json={"turns": CHAT}, headers=auth(keys.acme)
    )
    assert r.status_code == 200, r.text
    r = httpx.post(f"{url}/v1/conversations/chat/consolidate", headers=auth(keys.acme))
    assert r.status_code == 202, r.text
    job_id: str = r.json()["id"]
    return job_id


def job_on(url: str, keys: Keys, job_id: str) -> dict[str, object]:
    r = httpx.get(f"{url}/v1/jobs/{job_id}", headers=auth(keys.acme))  # a new connection
    assert r.status_code == 200, r.text
    found: dict[str, object] = r.json()
    return found


def test_workers_share_the_store_and_a_killed_one_is_replaced(pg_url: str, tmp_path: Path) -> None:
    keys = make_keys(pg_url)
    server = Server(pg_url, ("--workers", "2", "--rate", "0"), logs=tmp_path).start()
    assert server.proc is not None
    parent = server.proc.pid
    try:
        assert wait_for(lambda: len(worker_processes(parent)) == 2, 60)
        job_id = start_job(server.url, keys)
        # each request on a new connection: the kernel hands it to either process
        assert {job_on(server.url, keys, job_id)["id"] for _ in range(12)} == {job_id}
        assert wait_for(lambda: job_on(server.url, keys, job_id)["state"] == "done")
        victim = worker_processes(parent)[0]
        os.kill(victim, signal.SIGKILL)
        assert wait_for(
            lambda: victim not in (now := worker_processes(parent)) and len(now) == 2, 60
        ), "the supervisor did not replace the killed process"
        assert wait_for(lambda: httpx.get(f"{server.url}/healthz").status_code == 200)
        r = httpx.get(f"{server.url}/v1/conversations/chat/context", headers=auth(keys.acme))
        assert r.status_code == 200 and "Lisbon" in r.text
        assert job_on(server.url, keys, job_id)["state"] == "done"
    finally:
        code = server.terminate()
    assert code == 0, server.log()[-2000:]
    assert not worker_processes(parent)
    # both processes alive at the end shut down gracefully (the killed one could not)
    assert server.log().count('"msg": "stopped"') == 2


def test_separate_servers_on_one_store_answer_for_each_others_jobs(
    pg_url: str, tmp_path: Path
) -> None:
    keys = make_keys(pg_url)
    # A short job lease: the first may be running the job when it is killed, and the second
    # takes a dead process's job over only once its lease has run out (60 s by default).
    env = {"SWCMEM_SERVICE_JOB_LEASE_S": "2"}
    first = Server(pg_url, ("--rate", "0"), env=env, logs=tmp_path).start()
    second = Server(pg_url, ("--rate", "0"), env=env, logs=tmp_path).start()
    try:
        job_id = start_job(first.url, keys)
        assert job_on(second.url, keys, job_id)["conversation"] == "chat"
        first.kill()  # kill -9: the second goes on alone
        assert wait_for(lambda: job_on(second.url, keys, job_id)["state"] == "done", 60)
        r = httpx.get(f"{second.url}/v1/jobs/{job_id}", headers=auth(keys.globex))
        assert r.status_code == 404
    finally:
        first.kill()
        second.terminate()
