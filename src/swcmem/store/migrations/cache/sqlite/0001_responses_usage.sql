-- The LLM response cache (a file of its own, apart from the store): successful completions
-- by cache key, and the usage log of every call. IF NOT EXISTS: a cache file written before
-- the cache had migrations holds exactly these tables and is adopted as it is.
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,            -- SHA-256 of the canonical request (llm/cache.py)
    identity TEXT NOT NULL,          -- backend identity + endpoint, never credentials
    request_json TEXT NOT NULL,
    response_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS usage (
    id INTEGER PRIMARY KEY,
    run_id TEXT NOT NULL,
    at TEXT NOT NULL,
    purpose TEXT NOT NULL,
    identity TEXT NOT NULL,
    tokens_in INTEGER NOT NULL,
    tokens_out INTEGER NOT NULL,
    latency_s REAL NOT NULL,
    cached INTEGER NOT NULL,
    ok INTEGER NOT NULL,
    error TEXT                       -- the error's class name only, never its message
);
CREATE INDEX IF NOT EXISTS usage_run ON usage(run_id);
