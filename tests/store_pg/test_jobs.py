"""The job queue and the consolidation worker, on both backends."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import replace

import pytest

from swc.swc_data import make_conversation
from swcmem.audit.hook import PreservationAuditor
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.jobs import (
    WorkerOptions,
    config_from_payload,
    config_payload,
    enqueue_consolidation,
    run_worker,
)
from swcmem.errors import NotFoundError
from swcmem.store import Store
from swcmem.store import jobs as queue
from swcmem.store.gists import list_gists
from swcmem.temporal.ingest import ingest_conversation

DRAIN = WorkerOptions(drain=True, poll_s=0.05, lease_s=30)
AUDITOR = PreservationAuditor()


@pytest.fixture
def three(store: Store) -> list[str]:
    """Three stored conversations (ours), not yet consolidated."""
    ids = []
    for n in range(3):
        ingest_conversation(store, make_conversation(f"chat-{n}"))
        ids.append(f"chat-{n}")
    return ids


def test_payload_round_trips_every_setting_but_the_auditor() -> None:
    config = ConsolidationConfig(strategy="swc-full", budget=1234, gist_ratio=0.2)
    assert config_from_payload(config_payload(config)) == config
    audited = replace(config, auditor=AUDITOR)
    assert config_payload(audited) == config_payload(config)  # the worker brings its own
    assert config_from_payload(config_payload(config), AUDITOR).auditor is AUDITOR


def test_enqueue_is_idempotent_while_queued(store: Store, three: list[str]) -> None:
    first = enqueue_consolidation(store, three[0])
    assert enqueue_consolidation(store, three[0]) == first
    other = enqueue_consolidation(store, three[0], ConsolidationConfig(budget=2000))
    assert other != first
    with pytest.raises(NotFoundError):
        enqueue_consolidation(store, "nope")
    assert queue.counts(store)["queued"] == 2


def test_concurrent_claims_never_share_a_job(store: Store, three: list[str]) -> None:
    ids = {
        enqueue_consolidation(store, c, ConsolidationConfig(budget=b))
        for c in three
        for b in (1000, 2000, 3000, 4000)
    }
    claimed: dict[str, list[int]] = {}

    def claimer(name: str) -> None:
        while jobs := queue.claim(store, name, limit=2):
            claimed.setdefault(name, []).extend(j.id for j in jobs)

    threads = [threading.Thread(target=claimer, args=(f"w{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    everything = [j for js in claimed.values() for j in js]
    assert sorted(everything) == sorted(ids)  # each job claimed exactly once
    assert queue.counts(store)["running"] == len(ids)


def test_an_expired_lease_is_taken_over_and_the_loser_cannot_finish(
    store: Store, three: list[str]
) -> None:
    job = enqueue_consolidation(store, three[0])
    [mine] = queue.claim(store, "crashed", lease_s=0.05)
    assert queue.claim(store, "other") == []  # the lease holds
    time.sleep(0.1)
    [taken] = queue.claim(store, "other")
    assert taken.id == job == mine.id and taken.attempts == 2
    assert not queue.complete(store, job, "crashed", "{}")  # lost its lease
    assert queue.complete(store, job, "other", "{}")
    assert queue.get_job(store, job).state == "done"  # type: ignore[union-attr]


def test_failures_retry_then_fail_and_crashes_are_bounded(store: Store, three: list[str]) -> None:
    job = queue.enqueue(store, "consolidate", three[0], "{}", max_attempts=2)
    [j] = queue.claim(store, "w")
    assert queue.fail(store, j.id, "w", "flaky", retry=True)
    assert queue.get_job(store, job).state == "queued"  # type: ignore[union-attr]
    [j] = queue.claim(store, "w")
    assert queue.fail(store, j.id, "w", "flaky again", retry=True)
    failed = queue.get_job(store, job)
    assert failed is not None and failed.state == "failed" and failed.error == "flaky again"
    crash = queue.enqueue(store, "consolidate", three[1], "{}", max_attempts=1)
    queue.claim(store, "w", lease_s=0.01)
    time.sleep(0.05)
    assert queue.claim(store, "w") == []
    dead = queue.get_job(store, crash)
    assert dead is not None and dead.state == "failed" and "every attempt" in (dead.error or "")


def test_worker_drains_the_queue_and_a_rerun_changes_nothing(
    store: Store, three: list[str]
) -> None:
    for c in three:
        enqueue_consolidation(store, c)
    stats = run_worker(store, concurrency=2, auditor=AUDITOR, options=DRAIN)
    assert stats.done == 3 and stats.failed == stats.lost == 0
    done = queue.list_jobs(store, state="done")
    results = [json.loads(j.result or "{}") for j in done]
    assert all(r["created"] == r["gists"] > 0 and r["reused"] == 0 for r in results)
    before = {c: list_gists(store, c) for c in three}
    enqueue_consolidation(store, three[0])  # the same job again: idempotent
    run_worker(store, auditor=AUDITOR, options=DRAIN)
    again = json.loads(queue.list_jobs(store, state="done")[-1].result or "{}")
    assert again["created"] == 0 and again["reused"] == again["gists"]
    assert {c: list_gists(store, c) for c in three} == before


def test_a_bad_job_fails_at_once_and_the_worker_carries_on(store: Store, three: list[str]) -> None:
    bad = queue.enqueue(store, "consolidate", three[0], '{"config": {"strategy": "nope"}}')
    good = enqueue_consolidation(store, three[1])
    stats = run_worker(store, auditor=AUDITOR, options=DRAIN)
    assert stats.failed == 1 and stats.done == 1
    failed = queue.get_job(store, bad)
    assert failed is not None and failed.state == "failed" and failed.attempts == 1
    assert queue.get_job(store, good).state == "done"  # type: ignore[union-attr]


def test_a_stopping_worker_gives_back_what_it_had_not_started(
    store: Store, three: list[str]
) -> None:
    for c in three:
        enqueue_consolidation(store, c)
    stop = threading.Event()
    events: list[str] = []

    def on_event(line: str) -> None:
        events.append(line)
        if "done" in line:
            stop.set()  # stop after the first job of the batch

    stats = run_worker(
        store,
        1,
        stop,
        auditor=AUDITOR,
        options=WorkerOptions(batch=3, poll_s=0.05),
        on_event=on_event,
    )
    assert stats.done == 1 and stats.released == 2
    counts = queue.counts(store)
    assert counts == {"queued": 2, "running": 0, "done": 1, "failed": 0}
    assert all(j.attempts == 0 for j in queue.list_jobs(store, state="queued"))
