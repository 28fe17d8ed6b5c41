"""Consolidation as queued jobs that any number of workers (threads, processes, machines on
one PostgreSQL store) share: :func:`enqueue_consolidation` and :func:`run_worker`.

A job is "bring the memory of conversation C up to date with these settings". It is
idempotent: consolidation reuses every gist already stored for the same chunk state, so a
job that runs again (its worker crashed and the lease expired, or it was queued twice)
makes only what is missing and never a duplicate gist. The queue itself (claims, leases,
retries) is :mod:`swcmem.store.jobs`.

    job = enqueue_consolidation(store, "chat-42", ConsolidationConfig())
    stats = run_worker(store, concurrency=2, stop_event=stop)   # until stop is set

A worker runs ``concurrency`` threads; each claims ``batch`` jobs at a time, runs them one
after the other and renews its leases while it works. When ``stop_event`` is set, each
thread finishes the job it is running and gives back the jobs it claimed but had not started
(graceful stop). A failure that may pass (store, LLM) is retried by a later claim, up to the
job's ``max_attempts``; a bad job (unknown conversation, bad settings) fails at once.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import asdict, dataclass, field, fields

from swcmem.consolidate.auditor import GistAuditor
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import consolidate
from swcmem.consolidate.tiers import TierConfig
from swcmem.errors import ConfigError, InputError, NotFoundError
from swcmem.llm.base import LLM
from swcmem.salience.score import SalienceWeights
from swcmem.store import jobs as queue
from swcmem.store.anchors import conversation_speakers
from swcmem.store.db import Store

KIND = "consolidate"
PERMANENT = (ConfigError, InputError, NotFoundError)  # failures a retry cannot fix
Event = Callable[[str], None]
Guard = Callable[[queue.Job], AbstractContextManager[object]]


def config_payload(config: ConsolidationConfig) -> str:
    """The job payload of ``config``: canonical JSON (equal settings, equal text). The
    auditor is not part of it: the worker brings its own."""
    settings = {f.name: getattr(config, f.name) for f in fields(config) if f.name != "auditor"}
    settings["weights"] = asdict(config.weights)
    settings["tiers"] = asdict(config.tiers)
    return json.dumps({"config": settings}, sort_keys=True)


def config_from_payload(payload: str, auditor: GistAuditor | None = None) -> ConsolidationConfig:
    """The settings a consolidation job carries, run with ``auditor`` (:class:`ConfigError`
    when unreadable)."""
    try:
        data = dict(json.loads(payload)["config"])
        data["weights"] = SalienceWeights(**data["weights"])
        data["tiers"] = TierConfig(**data["tiers"])
        return ConsolidationConfig(**data, auditor=auditor)
    except (KeyError, TypeError, ValueError) as exc:
        raise ConfigError(f"unreadable consolidation job payload: {exc}") from exc


def enqueue_consolidation(
    store: Store, conversation_id: str, config: ConsolidationConfig = ConsolidationConfig()
) -> int:
    """Queue the consolidation of a stored conversation; returns the job id (the id of the
    same job when it is already queued)."""
    if conversation_speakers(store, conversation_id) is None:
        raise NotFoundError(f"unknown conversation id '{conversation_id}'")
    return queue.enqueue(store, KIND, conversation_id, config_payload(config))


@dataclass(frozen=True)
class WorkerOptions:
    """How a worker claims: ``lease_s`` a claim lasts (renewed every third of it while the
    job runs), ``poll_s`` between looks at an empty queue, ``batch`` jobs per claim,
    ``drain`` to return once no job is queued or running anywhere, ``max_jobs`` to return
    after that many finished jobs (all threads), ``name`` of the worker (default
    host:pid:random)."""

    lease_s: float = 300.0
    poll_s: float = 1.0
    batch: int = 1
    drain: bool = False
    max_jobs: int | None = None
    name: str | None = None

    def __post_init__(self) -> None:
        if self.lease_s <= 0 or self.poll_s <= 0 or self.batch < 1:
            raise ConfigError("worker lease and poll must be positive, batch at least 1")


@dataclass
class WorkerStats:
    """What one worker did (updated by its threads under a lock)."""

    name: str
    done: int = 0
    failed: int = 0
    retried: int = 0
    released: int = 0
    lost: int = 0  # finished after another worker had taken the job over
    seconds: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, counter: str, n: int = 1) -> None:
        with self._lock:
            setattr(self, counter, getattr(self, counter) + n)

    @property
    def finished(self) -> int:
        return self.done + self.failed + self.retried


def default_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


def run_worker(
    store: Store,
    concurrency: int = 1,
    stop_event: threading.Event | None = None,
    *,
    llm: LLM | None = None,
    auditor: GistAuditor | None = None,
    options: WorkerOptions = WorkerOptions(),
    on_event: Event | None = None,
    guard: Guard | None = None,
) -> WorkerStats:
    """Run consolidation jobs until ``stop_event`` is set (or the queue is drained, or
    ``max_jobs`` are finished); see the module doc. ``llm`` serves jobs with the LLM gister,
    ``auditor`` audited ones (``swcmem.audit.PreservationAuditor``; without one such jobs
    fail). ``guard(job)`` is entered around each job's run (a lock, a timer: the service
    serialises its SQLite writers with it); it sees the job's exception, if any. May be
    called from any thread; several calls may share one store."""
    if concurrency < 1:
        raise ConfigError(f"concurrency must be at least 1, got {concurrency}")
    stop = stop_event or threading.Event()
    stats = WorkerStats(options.name or default_name())
    worker = _Worker(store, (llm, auditor), options, stats, stop, on_event or (lambda _: None))
    if guard is not None:
        worker.guard = guard
    started = time.perf_counter()
    threads = [
        threading.Thread(target=worker.loop, name=f"swcmem-worker-{i}", daemon=True)
        for i in range(concurrency)
    ]
    heartbeat = threading.Thread(target=worker.heartbeat, name="swcmem-lease", daemon=True)
    for t in threads:
        t.start()
    heartbeat.start()
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.2)
    finally:
        worker.finished.set()
        stop.set()  # a KeyboardInterrupt above: the threads finish their job and give back the rest
        for t in threads:
            t.join()
        heartbeat.join()
        stats.seconds = time.perf_counter() - started
    return stats


class _Worker:
    """The loop every thread of one worker runs, and the lease heartbeat."""

    def __init__(
        self,
        store: Store,
        helpers: tuple[LLM | None, GistAuditor | None],
        options: WorkerOptions,
        stats: WorkerStats,
        stop: threading.Event,
        emit: Event,
    ) -> None:
        self.store, self.options = store, options
        self.llm, self.auditor = helpers
        self.stats, self.stop, self.emit = stats, stop, emit
        self.finished = threading.Event()
        self.guard: Guard = lambda _job: nullcontext()

    def heartbeat(self) -> None:
        while not self.finished.wait(self.options.lease_s / 3):
            queue.renew(self.store, self.stats.name, self.options.lease_s)

    def _enough(self) -> bool:
        limit = self.options.max_jobs
        return limit is not None and self.stats.finished >= limit

    def loop(self) -> None:
        while not self.stop.is_set() and not self._enough():
            jobs = queue.claim(
                self.store, self.stats.name, limit=self.options.batch, lease_s=self.options.lease_s
            )
            if not jobs:
                if self.options.drain and queue.pending(self.store) == 0:
                    return
                self.stop.wait(self.options.poll_s)
                continue
            for i, job in enumerate(jobs):
                if self.stop.is_set() or self._enough():
                    self._release([j.id for j in jobs[i:]])
                    break
                self._run(job)

    def _release(self, ids: list[int]) -> None:
        n = queue.release(self.store, ids, self.stats.name)
        self.stats.add("released", n)
        if n:
            self.emit(f"released {n} claimed job(s) that had not started: {ids}")

    def _run(self, job: queue.Job) -> None:
        started = time.perf_counter()
        label = f"job {job.id} ({job.kind} {job.conversation_id}, attempt {job.attempts})"
        try:
            with self.guard(job):
                config = config_from_payload(job.payload, self.auditor)
                report = consolidate(self.store, job.conversation_id, config, self.llm)
        except Exception as exc:  # the job's failure, recorded; the worker carries on
            retry = not isinstance(exc, PERMANENT)
            message = f"{type(exc).__name__}: {exc}"
            if not queue.fail(self.store, job.id, self.stats.name, message, retry=retry):
                self.stats.add("lost")
            retried = retry and job.attempts < job.max_attempts
            self.stats.add("retried" if retried else "failed")
            self.emit(f"{label}: {'will retry' if retried else 'failed'}: {message}")
            return
        result = {
            "created": report.created,
            "reused": report.reused,
            "gists": len(report.gists),
            "rescored": report.rescored,
            "worker": self.stats.name,
            "seconds": round(time.perf_counter() - started, 3),
        }
        if queue.complete(self.store, job.id, self.stats.name, json.dumps(result, sort_keys=True)):
            self.stats.add("done")
            self.emit(f"{label}: done, {report.created} gists made, {report.reused} reused")
        else:
            self.stats.add("lost")
            self.emit(f"{label}: finished, but another worker had taken it over (lease expired)")
