"""The job queue (migration 0008): background work, such as consolidating a conversation, that
any number of worker processes share.

A job moves ``queued`` → ``running`` (claimed: a worker's name and a lease) → ``done``, or
back to ``queued`` after a failure that may pass (until ``max_attempts``), or ``failed``.

* **Claiming** happens in one write transaction: on PostgreSQL the candidate rows are
  locked with ``FOR UPDATE SKIP LOCKED`` (concurrent claimers skip each other's rows and
  never wait); on SQLite the transaction itself (``BEGIN IMMEDIATE``) serialises claimers.
* **Leases**: a running job whose lease has expired (its worker crashed or hangs) is
  claimable again; a worker renews the leases of the jobs it holds while it works. Finishing
  or failing a job checks that the caller still holds it, so a worker that lost its lease
  cannot overwrite the outcome of the worker that took over.
* **Idempotent jobs** are the caller's contract: running a job twice must be harmless.
* Enqueueing a job that is already queued with the same kind, conversation and payload
  returns the queued one (a partial unique index makes that atomic).

Times are the workers' clocks (UTC); keep them in sync (NTP) when workers run on several
machines. Thread-safe, as the store is.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from swcmem.errors import StoreError
from swcmem.store.db import Store
from swcmem.store.sql import marks

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"
STATES = (QUEUED, RUNNING, DONE, FAILED)
ERROR_LIMIT = 2000  # characters of a failure message kept


@dataclass(frozen=True, slots=True)
class Job:
    id: int
    kind: str
    conversation_id: str
    payload: str  # JSON
    state: str
    attempts: int
    max_attempts: int
    lease_until: str | None
    worker: str | None
    error: str | None
    result: str | None  # JSON
    created_at: str
    updated_at: str


_COLUMNS = (
    "id, kind, conversation_id, payload, state, attempts, max_attempts, lease_until, worker,"
    " error, result, created_at, updated_at"
)


def _job(r: Any) -> Job:
    return Job(*(r[i] for i in range(13)))


def _now() -> datetime:
    return datetime.now(UTC)


def enqueue(
    store: Store, kind: str, conversation_id: str, payload: str, *, max_attempts: int = 3
) -> int:
    """Queue a job (or find the identical queued one); returns its id. Joins the caller's
    transaction when there is one (the job is then queued only if that transaction commits)."""
    now = _now().isoformat()
    with store.atomic() as db:
        # On PostgreSQL a worker may claim the queued job that made the INSERT a no-op before
        # the SELECT looks (READ COMMITTED): then no job is queued and the INSERT is retried.
        for _ in range(5):
            db.execute(
                "INSERT INTO jobs (kind, conversation_id, payload, state, attempts, max_attempts,"
                " created_at, updated_at) VALUES (?,?,?,?,0,?,?,?)"
                " ON CONFLICT (kind, conversation_id, payload) WHERE state = 'queued' DO NOTHING",
                (kind, conversation_id, payload, QUEUED, max_attempts, now, now),
            )
            row = db.execute(
                "SELECT id FROM jobs WHERE kind=? AND conversation_id=? AND payload=?"
                " AND state='queued' ORDER BY id LIMIT 1",
                (kind, conversation_id, payload),
            ).fetchone()
            if row is not None:
                return int(row[0])
    raise StoreError(
        f"could not queue a {kind} job for '{conversation_id}': workers kept claiming it",
        hint="retry; this happens only under heavy contention",
    )


def claim(store: Store, worker: str, *, limit: int = 1, lease_s: float = 300.0) -> list[Job]:
    """Claim up to ``limit`` jobs for ``worker`` (oldest first): queued ones, and running ones
    whose lease has expired. A job whose lease expired on its last attempt is marked
    failed instead (it crashed every worker that ran it)."""
    for _ in range(3):  # a batch of exhausted jobs leaves room to look again
        jobs, exhausted = _claim_once(store, worker, limit, lease_s)
        if jobs or not exhausted:
            return jobs
    return []


def _claim_once(store: Store, worker: str, limit: int, lease_s: float) -> tuple[list[Job], int]:
    now = _now()
    lock = " FOR UPDATE SKIP LOCKED" if store.dialect == "postgres" else ""
    with store.atomic() as db:
        rows = db.execute(
            "SELECT id, attempts, max_attempts FROM jobs WHERE state='queued'"
            " OR (state='running' AND lease_until < ?) ORDER BY id LIMIT ?" + lock,
            (now.isoformat(), limit),
        ).fetchall()
        dead = [int(r[0]) for r in rows if int(r[1]) >= int(r[2])]
        live = [int(r[0]) for r in rows if int(r[1]) < int(r[2])]
        if dead:
            db.execute(
                "UPDATE jobs SET state='failed', lease_until=NULL, updated_at=?,"
                " error='its worker stopped (crashed or timed out) on every attempt'"
                f" WHERE id IN ({marks(len(dead))})",
                (now.isoformat(), *dead),
            )
        if not live:
            return [], len(dead)
        db.execute(
            "UPDATE jobs SET state='running', attempts=attempts+1, lease_until=?, worker=?,"
            f" updated_at=? WHERE id IN ({marks(len(live))})",
            ((now + timedelta(seconds=lease_s)).isoformat(), worker, now.isoformat(), *live),
        )
        claimed = db.execute(
            f"SELECT {_COLUMNS} FROM jobs WHERE id IN ({marks(len(live))}) ORDER BY id", live
        )
        return [_job(r) for r in claimed], len(dead)


def renew(store: Store, worker: str, lease_s: float) -> int:
    """Extend the lease of every job ``worker`` is running; returns how many it holds."""
    now = _now()
    rows = store.execute(
        "UPDATE jobs SET lease_until=?, updated_at=? WHERE worker=? AND state='running'",
        ((now + timedelta(seconds=lease_s)).isoformat(), now.isoformat(), worker),
    )
    return max(rows.rowcount, 0)


def complete(store: Store, job_id: int, worker: str, result: str) -> bool:
    """Mark a job done with its result (JSON); False when ``worker`` no longer holds it."""
    rows = store.execute(
        "UPDATE jobs SET state='done', lease_until=NULL, result=?, error=NULL, updated_at=?"
        " WHERE id=? AND worker=? AND state='running'",
        (result, _now().isoformat(), job_id, worker),
    )
    return rows.rowcount == 1


def fail(store: Store, job_id: int, worker: str, error: str, *, retry: bool) -> bool:
    """Record a failure: queued again when ``retry`` and attempts remain, else failed.
    False when ``worker`` no longer holds the job."""
    rows = store.execute(
        "UPDATE jobs SET state = CASE WHEN ? = 1 AND attempts < max_attempts THEN 'queued'"
        " ELSE 'failed' END, lease_until=NULL, error=?, updated_at=?"
        " WHERE id=? AND worker=? AND state='running'",
        (int(retry), error[:ERROR_LIMIT], _now().isoformat(), job_id, worker),
    )
    return rows.rowcount == 1


def release(store: Store, job_ids: list[int], worker: str) -> int:
    """Give back jobs ``worker`` claimed but never started (a graceful stop): queued again,
    their attempt not counted. Returns how many were released."""
    if not job_ids:
        return 0
    rows = store.execute(
        "UPDATE jobs SET state='queued', attempts=attempts-1, lease_until=NULL, updated_at=?"
        f" WHERE worker=? AND state='running' AND id IN ({marks(len(job_ids))})",
        (_now().isoformat(), worker, *job_ids),
    )
    return max(rows.rowcount, 0)


def get_job(store: Store, job_id: int) -> Job | None:
    row = store.execute(f"SELECT {_COLUMNS} FROM jobs WHERE id=?", (job_id,)).fetchone()
    return None if row is None else _job(row)


def list_jobs(
    store: Store, *, state: str | None = None, conversation_id: str | None = None
) -> list[Job]:
    """Jobs, oldest first, optionally of one state and/or conversation."""
    sql, params = f"SELECT {_COLUMNS} FROM jobs WHERE 1=1", []
    for column, value in (("state", state), ("conversation_id", conversation_id)):
        if value is not None:
            sql += f" AND {column}=?"
            params.append(value)
    return [_job(r) for r in store.execute(sql + " ORDER BY id", params)]


def prune(store: Store, before: datetime) -> int:
    """Delete finished jobs (done or failed) last updated before ``before``; returns how
    many. Queued and running jobs are never pruned."""
    rows = store.execute(
        "DELETE FROM jobs WHERE state IN ('done', 'failed') AND updated_at < ?",
        (before.astimezone(UTC).isoformat(),),
    )
    return max(rows.rowcount, 0)


def counts(store: Store) -> dict[str, int]:
    """Jobs per state (every state present, zero when none)."""
    found = {
        str(r[0]): int(r[1])
        for r in store.execute("SELECT state, count(*) FROM jobs GROUP BY state")
    }
    return {s: found.get(s, 0) for s in STATES}


def pending(store: Store) -> int:
    """Jobs not finished yet (queued or running)."""
    row = store.execute("SELECT count(*) FROM jobs WHERE state IN ('queued', 'running')").fetchone()
    return int(row[0])
