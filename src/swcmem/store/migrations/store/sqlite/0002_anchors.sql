-- Temporal anchors: one row per temporal expression of a turn (or one implicit "mentioned on"
-- row for a turn without any), resolved against the turn's own time. Built at ingest,
-- incremental (a turn with rows is indexed), never rewritten by any compression.
CREATE TABLE anchors (
    rowid INTEGER PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES conversations(id),
    turn_id TEXT NOT NULL,
    seq INTEGER NOT NULL,            -- order within the turn
    surface TEXT NOT NULL,           -- the expression as written ('' for implicit anchors)
    char_start INTEGER NOT NULL,
    char_end INTEGER NOT NULL,
    start TEXT,                      -- ISO date, inclusive; NULL when unresolved
    "end" TEXT,                      -- ISO date, inclusive; NULL when unresolved
    grain TEXT NOT NULL,
    reference_at TEXT,               -- ISO UTC time of the turn; NULL when unknown
    event_text TEXT NOT NULL,        -- the sentence the expression modifies
    speaker TEXT NOT NULL,
    confidence REAL NOT NULL,
    implicit INTEGER NOT NULL,
    duration_days REAL,
    extractor TEXT NOT NULL,         -- e.g. 'duckling+rules/1'
    UNIQUE (conversation_id, turn_id, seq),
    FOREIGN KEY (conversation_id, turn_id) REFERENCES turns(conversation_id, id)
);
CREATE INDEX anchors_by_interval ON anchors (conversation_id, start, "end");
CREATE INDEX anchors_by_turn ON anchors (conversation_id, turn_id);

CREATE TRIGGER anchors_no_update BEFORE UPDATE ON anchors
BEGIN SELECT RAISE(ABORT, 'anchors are never rewritten'); END;

-- FTS5 over the event text of explicit anchors (implicit ones repeat their turn, which
-- turns_fts already covers).
CREATE VIRTUAL TABLE anchors_fts USING fts5 (
    event_text, content='anchors', content_rowid='rowid', tokenize='porter unicode61'
);
CREATE TRIGGER anchors_fts_insert AFTER INSERT ON anchors WHEN new.implicit = 0 BEGIN
    INSERT INTO anchors_fts(rowid, event_text) VALUES (new.rowid, new.event_text);
END;
