-- Background jobs (consolidation), shared by any number of worker processes. A worker claims
-- a job by setting state 'running', its own name and a lease in one write transaction
-- (BEGIN IMMEDIATE here; FOR UPDATE SKIP LOCKED on PostgreSQL) and renews the lease while it
-- works; a crashed worker's lease expires and another worker takes the job over. Jobs are
-- idempotent (consolidation reuses stored gists), so a job that is run again is cheap and
-- changes nothing that was already done.
CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,              -- 'consolidate'
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    payload TEXT NOT NULL,           -- JSON: the job's settings (canonical, sorted keys)
    state TEXT NOT NULL,             -- queued | running | done | failed
    attempts INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    lease_until TEXT,                -- while running: the claim expires then (ISO UTC)
    worker TEXT,                     -- who holds (or last held) the job
    error TEXT,                      -- the last failure
    result TEXT,                     -- JSON summary of the finished run
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX jobs_by_state ON jobs (state, id);
CREATE INDEX jobs_by_conversation ON jobs (conversation_id, id);
-- One queued job per (kind, conversation, payload): enqueueing it again is a no-op.
CREATE UNIQUE INDEX jobs_queued_once ON jobs (kind, conversation_id, payload)
WHERE state = 'queued';
