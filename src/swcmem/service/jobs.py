"""Consolidation jobs of one service process: ``POST …/consolidate`` queues one and returns
its id at once; worker threads run them; ``GET /v1/jobs/{id}`` shows their state.

* A job belongs to the tenant that asked for it: another tenant gets "not found", exactly as
  for an id that never existed (ids are random UUIDs, so they cannot be guessed either).
* A second request for a conversation that already has a *queued* job returns that job
  (coalesced): consolidation brings the memory up to date, so one run serves both.
* After turns are added the server queues a ``refresh`` job itself: consolidation then runs
  between an agent's calls instead of inside its next ``context`` request.
* Shutdown (:meth:`JobRunner.stop`) takes no new jobs, marks queued ones ``released`` (not
  run; ask again after the restart) and lets the running ones finish within the grace
  period. A run cut short by a crash leaves its consolidation state ``running`` in the store,
  and the next run resumes it (gists already written are reused).

Jobs live in this process's memory: ids do not survive a restart, and several processes do
not share them. A store-backed queue (the PostgreSQL store's ``jobs`` table, with leases
that are released on shutdown) replaces this class behind the same methods.

Thread-safe: all state is guarded by one lock.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Literal

from swcmem.errors import SwcmemError
from swcmem.service.errors import Missing, Unavailable
from swcmem.service.memories import Memories

JobState = Literal["queued", "running", "done", "failed", "released"]
JOB_STATES: tuple[JobState, ...] = ("queued", "running", "done", "failed", "released")
KEEP_FINISHED = 10_000
log = logging.getLogger("swcmem.service.jobs")


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Job:
    """A consolidation job as ``GET /v1/jobs/{id}`` shows it."""

    id: str
    tenant: str
    conversation: str  # the tenant's name for it
    stored_id: str
    kind: str = "consolidate"
    state: JobState = "queued"
    created_at: datetime = field(default_factory=_now)
    started_at: datetime | None = None
    finished_at: datetime | None = None
    error: str | None = None
    gists_created: int | None = None
    gists_reused: int | None = None
    seconds: float | None = None


class JobRunner:
    """See the module doc. ``on_finish(state, seconds)`` feeds the metrics."""

    def __init__(
        self,
        memories: Memories,
        workers: int = 1,
        on_finish: Callable[[str, float], None] | None = None,
    ) -> None:
        self.memories = memories
        self._workers = workers
        self._on_finish = on_finish
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._queued: dict[str, str] = {}  # stored id → queued job id
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        self._closing = False

    def start(self) -> None:
        for n in range(self._workers):
            thread = threading.Thread(target=self._work, name=f"swcmem-job-{n}", daemon=True)
            thread.start()
            self._threads.append(thread)

    def submit(self, tenant: str, name: str, stored_id: str, kind: str = "consolidate") -> Job:
        """Queue a consolidation (``kind`` "refresh": the one the server queues itself after
        turns were added, so that the next context finds the memory up to date)."""
        with self._lock:
            if self._closing:
                raise Unavailable(
                    "the server is shutting down and takes no new jobs",
                    hint="retry after the restart",
                    retry_after=5,
                )
            queued = self._queued.get(stored_id)
            if queued is not None:
                return self._jobs[queued]
            job = Job(uuid.uuid4().hex, tenant, name, stored_id, kind)
            self._jobs[job.id] = job
            self._queued[stored_id] = job.id
            self._trim()
        self._queue.put(job.id)
        return job

    def get(self, tenant: str, job_id: str) -> Job:
        with self._lock:
            job = self._jobs.get(job_id)
        if job is None or job.tenant != tenant:
            raise Missing(f"job '{job_id}' not found", hint="jobs are kept until a restart")
        return job

    def counts(self) -> dict[str, int]:
        with self._lock:
            out: dict[str, int] = dict.fromkeys(JOB_STATES, 0)
            for job in self._jobs.values():
                out[job.state] += 1
            return out

    def stop(self, grace_s: float) -> None:
        """Release queued jobs, then wait up to ``grace_s`` for running ones to finish."""
        with self._lock:
            self._closing = True
            for job_id in self._queued.values():
                self._set(job_id, state="released", finished_at=_now())
            self._queued.clear()
        for _ in self._threads:
            self._queue.put(None)
        deadline = time.monotonic() + grace_s
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        running = [j.id for j in self._jobs.values() if j.state == "running"]
        if running:
            log.warning("stopped with %d consolidation job(s) still running", len(running))

    # -- internals ---------------------------------------------------------------------------
    def _work(self) -> None:
        while True:
            job_id = self._queue.get()
            if job_id is None:
                return
            with self._lock:
                job = self._jobs.get(job_id)
                if job is None or job.state != "queued":
                    continue
                self._queued.pop(job.stored_id, None)
                job = self._set(job_id, state="running", started_at=_now())
            self._run(job)

    def _run(self, job: Job) -> None:
        started = time.perf_counter()
        try:
            report = self.memories.consolidate(job.stored_id, job.conversation)
        except SwcmemError as exc:
            self._finish(job, started, state="failed", error=exc.message)
        except Exception as exc:  # a bug: keep the worker alive, say so in the job
            log.exception("consolidation job %s failed", job.id)
            self._finish(
                job, started, state="failed", error=f"internal error: {type(exc).__name__}"
            )
        else:
            self._finish(
                job,
                started,
                state="done",
                gists_created=report.created,
                gists_reused=report.reused,
            )

    def _finish(self, job: Job, started: float, **changes: object) -> None:
        seconds = time.perf_counter() - started
        with self._lock:
            self._set(job.id, finished_at=_now(), seconds=round(seconds, 3), **changes)
        if self._on_finish is not None:
            self._on_finish(str(changes["state"]), seconds)

    def _set(self, job_id: str, **changes: object) -> Job:
        job = replace(self._jobs[job_id], **changes)  # type: ignore[arg-type]
        self._jobs[job_id] = job
        return job

    def _trim(self) -> None:
        finished = [j for j, job in self._jobs.items() if job.state not in ("queued", "running")]
        for job_id in finished[: max(0, len(self._jobs) - KEEP_FINISHED)]:
            del self._jobs[job_id]
