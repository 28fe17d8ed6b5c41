"""Consolidation jobs on the store's queue: coalesced per conversation, seen only by the
tenant owning the conversation, durable across restarts and kill -9, taken over after a dead
process's lease, released on shutdown, pruned once finished long enough. In-process tests
run on both backends (``store``); the server tests run a real ``swcmem serve`` on each."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest

from service.conftest import CHAT, make_keys
from service.server import Server, wait_for
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.memory import Memory
from swcmem.service.errors import Missing
from swcmem.service.jobs import JobService, JobSettings
from swcmem.service.memories import Memories, NewTurn
from swcmem.store import Store
from swcmem.store import jobs as queue
from swcmem.store.tenants import ensure_tenant

FAST = JobSettings(workers=1, lease_s=30.0, poll_s=0.05)
AT = datetime(2024, 3, 14, 10, 0, tzinfo=UTC)


def add(memories: Memories, name: str, text: str = "Hello there.", mid: str | None = None) -> None:
    memories.add("acme", name, [NewTurn("Ana", text, AT, client_id=mid)])


def queued(store: Store, cid: str) -> list[int]:
    return [j.id for j in queue.list_jobs(store, state="queued", conversation_id=cid)]


@pytest.fixture
def memories(store: Store) -> Memories:
    for tenant in ("acme", "globex"):
        ensure_tenant(store, tenant)
    return Memories(store)


class Held(JobService):
    """A job service whose jobs wait for the test to let them run."""

    def __init__(self, memories: Memories, settings: JobSettings = FAST) -> None:
        super().__init__(memories, settings)
        self.started = threading.Event()
        self.go = threading.Event()

    @contextmanager
    def _guard(self, job: queue.Job) -> Iterator[None]:
        self.started.set()
        assert self.go.wait(30)
        with super()._guard(job):
            yield


def run_all(memories: Memories) -> None:
    """Run every queued job to the end with a service of its own."""
    service = JobService(memories, FAST)
    service.start()
    try:
        assert wait_for(lambda: queue.pending(memories.store) == 0)
    finally:
        service.stop(30)


# -- in-process, both backends ---------------------------------------------------------------
def test_adding_turns_queues_one_job_per_conversation_while_it_waits(
    memories: Memories, store: Store
) -> None:
    add(memories, "one", mid="m1")
    add(memories, "one", "And again.", mid="m2")
    jobs = JobService(memories, FAST)  # not started: nothing runs
    first = queued(store, "acme/one")
    assert len(first) == 1
    assert jobs.submit("acme", "one", "acme/one").id == str(first[0])
    add(memories, "two")
    assert queued(store, "acme/two") != first
    run_all(memories)
    add(memories, "one", mid="m1")  # nothing new: no job
    assert queued(store, "acme/one") == []
    job = jobs.get("acme", str(first[0]))
    assert (job.state, job.conversation, job.kind, job.attempts) == (
        "done",
        "one",
        "consolidate",
        1,
    )
    assert job.finished_at is not None and job.gists_created is not None


def test_a_job_is_seen_only_by_the_tenant_owning_its_conversation(
    memories: Memories, store: Store
) -> None:
    add(memories, "one")
    jobs = JobService(memories, FAST)
    job_id = str(queued(store, "acme/one")[0])
    assert jobs.get("acme", job_id).conversation == "one"
    Memory("loose", store, background=False).add(
        [{"speaker": "Ivy", "text": "Nobody owns this.", "timestamp": AT}]
    )
    loose = str(enqueue_consolidation(store, "loose"))
    for tenant, wanted in (("globex", job_id), ("acme", loose), ("globex", loose)):
        with pytest.raises(Missing):
            jobs.get(tenant, wanted)
    for bad in ("0", "-1", "abc", "１", "9" * 40, str(int(job_id) + 1000)):
        with pytest.raises(Missing):
            jobs.get("acme", bad)


def test_stop_lets_the_running_job_finish_and_leaves_queued_ones_queued(
    memories: Memories, store: Store
) -> None:
    add(memories, "one")
    add(memories, "two")
    one, two = queued(store, "acme/one")[0], queued(store, "acme/two")[0]
    service = Held(memories)
    service.start()
    assert service.started.wait(30)
    stopper = threading.Thread(target=service.stop, args=(30.0,))
    stopper.start()
    service.go.set()
    stopper.join(30)
    assert not stopper.is_alive()
    assert queue.get_job(store, one).state == "done"  # type: ignore[union-attr]
    waiting = queue.get_job(store, two)
    assert waiting is not None and (waiting.state, waiting.attempts) == ("queued", 0)
    run_all(memories)  # the next process runs it
    assert queue.get_job(store, two).state == "done"  # type: ignore[union-attr]


def test_a_job_still_running_after_the_grace_is_given_back(
    memories: Memories, store: Store
) -> None:
    add(memories, "one")
    job_id = queued(store, "acme/one")[0]
    service = Held(memories)
    service.start()
    assert service.started.wait(30)
    service.stop(0.2)
    back = queue.get_job(store, job_id)
    assert back is not None and (back.state, back.attempts, back.worker) == (
        "queued",
        0,
        service.name,
    )
    service.go.set()  # the cut-short run ends; it no longer holds the job
    assert wait_for(lambda: not any(t.is_alive() for t in service._threads))
    assert queue.get_job(store, job_id).state == "queued"  # type: ignore[union-attr]
    run_all(memories)
    assert queue.get_job(store, job_id).state == "done"  # type: ignore[union-attr]


def test_a_dead_workers_job_is_taken_over_after_its_lease(memories: Memories, store: Store) -> None:
    add(memories, "one")
    (dead,) = queue.claim(store, "host:4242:dead", lease_s=1.0)  # then the process died
    service = JobService(memories, FAST)
    service.start()
    try:
        assert wait_for(lambda: queue.get_job(store, dead.id).state == "done")  # type: ignore[union-attr]
    finally:
        service.stop(30)
    job = queue.get_job(store, dead.id)
    assert job is not None and job.attempts == 2 and job.worker == service.name


def test_a_job_makes_the_when_vectors_its_conversation_lacks(
    memories: Memories, store: Store
) -> None:
    from swcmem.store.vectors import vector_coverage
    from swcmem.temporal.index import TemporalIndex

    vectors = TemporalIndex(store).vectors
    if vectors is None:
        pytest.skip("no MiniLM (the onnx extra): when() has no vectors to make")

    add(memories, "one", "We went camping in the hills last weekend.")
    add(memories, "one", "Next month I start a new job in Porto.")
    assert vector_coverage(store, "acme/one", vectors.model)[1] == 0

    def made() -> bool:
        wanted, stored = vector_coverage(store, "acme/one", vectors.model)
        return stored == wanted >= 2

    service = JobService(memories, FAST)
    service.start()
    try:
        assert wait_for(made)
    finally:
        service.stop(30)


def test_finished_jobs_are_pruned_after_they_were_kept(memories: Memories, store: Store) -> None:
    add(memories, "one")
    job_id = queued(store, "acme/one")[0]
    service = JobService(memories, JobSettings(lease_s=30.0, poll_s=0.05, keep_s=0.5))
    service.start()
    try:
        assert wait_for(lambda: queue.get_job(store, job_id) is None)
    finally:
        service.stop(30)
    assert queue.counts(store)["done"] == 0


# -- a real server, both backends ------------------------------------------------------------
@pytest.fixture
def where(store_location: str, tmp_path: Path) -> tuple[str, Path]:
    return store_location, tmp_path


def server_on(where: tuple[str, Path], *env: tuple[str, str]) -> Server:
    db, logs = where
    return Server(db, ("--rate", "0"), env=dict(env), logs=logs).start()


def job_state(url: str, key: str, job_id: str) -> dict[str, object]:
    r = httpx.get(f"{url}/v1/jobs/{job_id}", headers={"Authorization": f"Bearer {key}"})
    assert r.status_code == 200, r.text
    found: dict[str, object] = r.json()
    return found


def test_jobs_survive_a_restart(where: tuple[str, Path]) -> None:
    keys = make_keys(where[0])
    auth = {"Authorization": f"Bearer {keys.acme}"}
    first = server_on(where)
    try:
        r = httpx.post(
            f"{first.url}/v1/conversations/chat/turns", json={"turns": CHAT}, headers=auth
        )
        assert r.status_code == 200, r.text
        r = httpx.post(f"{first.url}/v1/conversations/chat/consolidate", headers=auth)
        assert r.status_code == 202, r.text
        job_id = r.json()["id"]
        assert wait_for(lambda: job_state(first.url, keys.acme, job_id)["state"] == "done")
        before = job_state(first.url, keys.acme, job_id)
    finally:
        assert first.terminate() in (0, -15)
    second = server_on(where)
    try:
        assert job_state(second.url, keys.acme, job_id) == before
        other = {"Authorization": f"Bearer {keys.globex}"}
        assert httpx.get(f"{second.url}/v1/jobs/{job_id}", headers=other).status_code == 404
    finally:
        second.terminate()


def test_a_killed_servers_running_job_is_finished_by_the_next_server(
    where: tuple[str, Path],
) -> None:
    keys = make_keys(where[0])
    with Store(where[0]) as store:
        ensure_tenant(store, "acme")
        add(Memories(store), "chat")
        # what a server killed mid-job leaves: the job running, its lease still on
        (job,) = queue.claim(store, "host:4242:killed", lease_s=2.0)
    server = server_on(where)
    try:
        assert wait_for(lambda: job_state(server.url, keys.acme, str(job.id))["state"] == "done")
        done = job_state(server.url, keys.acme, str(job.id))
        assert (done["attempts"], done["conversation"], done["error"]) == (2, "chat", None)
        metrics = httpx.get(f"{server.url}/metrics").text
    finally:
        server.terminate()
    assert 'swcmem_jobs{state="done"} 1.0' in metrics
    assert 'swcmem_job_seconds_count{state="done"} 1.0' in metrics
