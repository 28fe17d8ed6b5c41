"""Consolidation jobs of the service, on the store's queue (the ``jobs`` table,
:mod:`swcmem.store.jobs`): ``POST …/consolidate`` queues one and returns its id at once,
``GET /v1/jobs/{id}`` reads it, and every serving process runs a worker
(:func:`~swcmem.consolidate.jobs.run_worker`) on threads of its own.

* **Shared and durable**: jobs are rows of the store, so ids survive a restart and every
  process on one store (``serve --workers N`` on PostgreSQL, or several servers) sees every
  job and takes its share of the work.
* **Tenants**: a job is visible only to the tenant that owns its conversation (the ownership
  table); another tenant gets "not found", exactly as for an id that does not exist. Ids are
  the queue's sequence numbers: guessing one reaches nothing, but their growth shows how
  many jobs the whole store has made.
* **Coalesced**: asking again for a conversation whose job is still queued returns that job
  (the table has a unique index on queued jobs); one run brings the memory up to date for
  both. After turns are added the service queues a job itself, in the same transaction as
  the turns (:meth:`~swcmem.service.memories.Memories.add`): consolidation then runs between
  an agent's calls instead of inside its next ``context``.
* **Leases**: a running job's claim lasts ``job_lease_s`` and is renewed while it runs. A
  process that dies (``kill -9``) leaves its job ``running``; once the lease expires, any
  process on the store takes it over and finishes it (consolidation is idempotent: gists
  already written are reused).
* **Shutdown** (:meth:`JobService.stop`): the worker claims nothing more, gives back jobs it
  claimed but had not started, and lets the running one finish within the grace period;
  one still running then is given back too (queued again, its attempt not counted) so that
  the next process runs it at once rather than after the lease. Queued jobs stay in the
  queue for whichever process runs next, and a job submitted during shutdown is queued the
  same way.
* After a job, the process makes the ``when`` vectors its conversation lacks on a thread of
  its own (:mod:`swcmem.service.warm`), so that the first ``when`` after a bulk add does not
  wait for them; shutdown does not wait for them.
* Finished jobs are deleted ``job_keep_s`` after they finished.

Thread-safe: the state is in the store; the worker and the pruner are threads of their own.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from swcmem.consolidate.jobs import WorkerOptions, default_name, enqueue_consolidation, run_worker
from swcmem.service.errors import Missing
from swcmem.service.memories import Memories
from swcmem.service.warm import Warmer
from swcmem.store import jobs as queue
from swcmem.store.tenants import conversation_owner

JOB_STATES: tuple[str, ...] = queue.STATES
MAX_ID = 2**63 - 1
log = logging.getLogger("swcmem.service.jobs")


@dataclass(frozen=True, slots=True)
class JobSettings:
    """How the service's worker runs: jobs at once, lease, poll interval, how long finished
    jobs are kept."""

    workers: int = 1
    lease_s: float = 60.0
    poll_s: float = 0.5
    keep_s: float = 86_400.0


@dataclass(frozen=True, slots=True)
class Job:
    """A consolidation job as ``GET /v1/jobs/{id}`` shows it."""

    id: str
    kind: str
    conversation: str  # the tenant's name for it
    state: str  # queued | running | done | failed
    attempts: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    error: str | None
    gists_created: int | None
    gists_reused: int | None
    seconds: float | None


def job_view(row: queue.Job, name: str) -> Job:
    """The API's view of a stored job (``name``: the owner's name for the conversation)."""
    result = json.loads(row.result) if row.result else {}
    updated = datetime.fromisoformat(row.updated_at)
    return Job(
        id=str(row.id),
        kind=row.kind,
        conversation=name,
        state=row.state,
        attempts=row.attempts,
        created_at=datetime.fromisoformat(row.created_at),
        updated_at=updated,
        finished_at=updated if row.state in (queue.DONE, queue.FAILED) else None,
        error=row.error,
        gists_created=result.get("created"),
        gists_reused=result.get("reused"),
        seconds=result.get("seconds"),
    )


class JobService:
    """See the module doc. ``on_finish(state, seconds)`` feeds the metrics with every job
    this process ran ("done", or "failed" for a failed attempt)."""

    def __init__(
        self,
        memories: Memories,
        settings: JobSettings = JobSettings(),
        on_finish: Callable[[str, float], None] | None = None,
    ) -> None:
        self.memories = memories
        self.store = memories.store
        self.settings = settings
        self.name = default_name()
        self._on_finish = on_finish
        self.warmer = Warmer(memories)
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    # -- the API -----------------------------------------------------------------------------
    def submit(self, tenant: str, name: str, stored_id: str) -> Job:
        """Queue the consolidation of the tenant's (resolved) conversation, or return the job
        already queued for it."""
        job_id = enqueue_consolidation(self.store, stored_id, self.memories.config)
        return self.get(tenant, str(job_id))

    def get(self, tenant: str, job_id: str) -> Job:
        """A job of ``tenant``'s conversations, or :class:`Missing`."""
        number = int(job_id) if job_id.isascii() and job_id.isdigit() else 0
        row = queue.get_job(self.store, number) if 0 < number <= MAX_ID else None
        owner = conversation_owner(self.store, row.conversation_id) if row else None
        if row is None or owner is None or owner[0] != tenant:
            raise Missing(
                f"job '{job_id[:40]}' not found",
                hint="finished jobs are kept for "
                f"{self.settings.keep_s / 3600:g} h, and deleted with their conversation",
            )
        return job_view(row, owner[1])

    def counts(self) -> dict[str, int]:
        """Jobs in the store's queue by state (all processes and tenants together)."""
        return queue.counts(self.store)

    # -- running -----------------------------------------------------------------------------
    def start(self) -> None:
        self.warmer.start()
        for target, label in ((self._work, "swcmem-jobs"), (self._prune, "swcmem-job-prune")):
            thread = threading.Thread(target=target, name=label, daemon=True)
            thread.start()
            self._threads.append(thread)

    def stop(self, grace_s: float) -> None:
        """Stop the worker (see the module doc): wait up to ``grace_s`` for the running job,
        then give back what is still running."""
        self.warmer.stop()
        self._stop.set()
        deadline = time.monotonic() + grace_s
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        if self._threads and self._threads[0].is_alive():
            held = [j.id for j in queue.list_jobs(self.store, state=queue.RUNNING)]
            released = queue.release(self.store, held, self.name)  # only this worker's
            log.warning("stopped with %d consolidation job(s) still running: released", released)

    def _work(self) -> None:
        options = WorkerOptions(
            lease_s=self.settings.lease_s, poll_s=self.settings.poll_s, name=self.name
        )
        while not self._stop.is_set():
            try:
                run_worker(
                    self.store,
                    self.settings.workers,
                    self._stop,
                    auditor=self.memories.config.auditor,
                    options=options,
                    on_event=lambda line: log.debug(line),
                    guard=self._guard,
                )
            except Exception:  # keep serving jobs: a store outage must not end the worker
                log.exception("the job worker stopped")
            if not self._stop.is_set():
                log.warning("the job worker stopped unexpectedly; restarting it")
                self._stop.wait(1.0)

    @contextmanager
    def _guard(self, job: queue.Job) -> Iterator[None]:
        """Around each job: the process's writer turn (SQLite) and the job's run time; after
        it, the conversation's ``when`` vectors are asked for."""
        started = time.perf_counter()
        state = queue.FAILED
        try:
            with self.memories.writing():
                yield
            state = queue.DONE
        finally:
            if self._on_finish is not None:
                self._on_finish(state, time.perf_counter() - started)
        self.warmer.want(job.conversation_id)

    def _prune(self) -> None:
        every = min(600.0, max(1.0, self.settings.keep_s / 4))
        while True:
            try:
                before = datetime.now(UTC) - timedelta(seconds=self.settings.keep_s)
                queue.prune(self.store, before)
            except Exception:
                log.exception("pruning finished jobs failed")
            if self._stop.wait(every):
                return
