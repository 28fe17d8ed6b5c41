-- SWC consolidation: chunks with their salience and tier, gists with provenance and audit.
-- Derived data only: everything here can be rebuilt from the turns.
CREATE TABLE chunks (
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    id TEXT NOT NULL,                -- 's3' (a session) or 's3.2' (part of a long session)
    session_idx INTEGER NOT NULL,
    turn_ids TEXT NOT NULL,          -- JSON list, in order
    tokens INTEGER NOT NULL,         -- verbatim cost (o200k, rendered turn lines)
    fingerprint TEXT NOT NULL,       -- hash of the turn ids: changes when the chunk grows
    salience REAL,
    features_json TEXT,              -- {"downstream": .., "recency": .., "density": ..} in [0, 1]
    tier TEXT,                       -- high | mid | low
    reasons_json TEXT,               -- JSON list of why the chunk got its tier
    computed_with TEXT,              -- embedder + weights + conversation state signature
    updated_at TEXT NOT NULL,
    PRIMARY KEY (conversation_id, id)
);
CREATE INDEX chunks_by_session ON chunks (conversation_id, session_idx);

CREATE TABLE gists (
    id INTEGER PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    chunk_id TEXT NOT NULL,
    session_idx INTEGER NOT NULL,
    strategy TEXT NOT NULL,          -- swc-full | swc-temporal | swc-anchored
    gister TEXT NOT NULL,            -- extractive | llm
    version TEXT NOT NULL,           -- gister + prompt version (+audit when audited)
    chunk_fingerprint TEXT NOT NULL, -- the chunk state the gist was made from
    text TEXT NOT NULL,
    tokens INTEGER NOT NULL,
    units_json TEXT NOT NULL,        -- ranked pieces: [{"text", "turn_ids", "rank"}]
    source_turns TEXT NOT NULL,      -- JSON list of the turn ids the gist came from
    llm_spec TEXT,                   -- the model that wrote it (LLM gister only)
    audit_json TEXT,                 -- preservation audit result (issue 6), NULL when not audited
    created_at TEXT NOT NULL,
    UNIQUE (conversation_id, chunk_id, strategy, gister, version)
);
CREATE INDEX gists_by_conversation ON gists (conversation_id, strategy, gister, version);

CREATE TABLE consolidation_state (
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    key TEXT NOT NULL,               -- strategy/gister/version/policy
    status TEXT NOT NULL,            -- running | done
    signature TEXT NOT NULL,         -- conversation state the run covers
    sessions INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    PRIMARY KEY (conversation_id, key)
);
