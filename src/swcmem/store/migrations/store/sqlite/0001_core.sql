-- Conversations, sessions, turns (lossless, never rewritten), QA items, FTS5 over turn text.
CREATE TABLE conversations (
    id TEXT PRIMARY KEY,
    title TEXT,
    speakers TEXT NOT NULL,          -- JSON list
    source TEXT,                     -- where it was ingested from
    fingerprint TEXT NOT NULL,       -- hash of the content, for idempotent re-ingest
    created_at TEXT NOT NULL
);

CREATE TABLE sessions (
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    idx INTEGER NOT NULL,
    started_at TEXT,                 -- ISO UTC, NULL when unknown
    label TEXT,
    PRIMARY KEY (conversation_id, idx)
);

CREATE TABLE turns (
    rowid INTEGER PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    id TEXT NOT NULL,
    session_idx INTEGER NOT NULL,
    position INTEGER NOT NULL,
    speaker TEXT NOT NULL,
    text TEXT NOT NULL,
    caption TEXT,
    at TEXT,                         -- ISO UTC, NULL when unknown
    UNIQUE (conversation_id, id)
);
CREATE INDEX turns_by_session ON turns (conversation_id, session_idx, position);

CREATE TRIGGER turns_no_delete BEFORE DELETE ON turns
BEGIN SELECT RAISE(ABORT, 'turns are never deleted'); END;
CREATE TRIGGER turns_no_update BEFORE UPDATE OF text, speaker, at, caption ON turns
BEGIN SELECT RAISE(ABORT, 'turns are never rewritten'); END;

CREATE VIRTUAL TABLE turns_fts USING fts5 (
    text, content='turns', content_rowid='rowid', tokenize='porter unicode61'
);
CREATE TRIGGER turns_fts_insert AFTER INSERT ON turns BEGIN
    INSERT INTO turns_fts(rowid, text)
    VALUES (new.rowid, new.text || ' ' || coalesce(new.caption, ''));
END;

CREATE TABLE qa_items (
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    idx INTEGER NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    category INTEGER NOT NULL,
    evidence TEXT NOT NULL,          -- JSON list of turn ids
    adversarial_answer TEXT,
    PRIMARY KEY (conversation_id, idx)
);
