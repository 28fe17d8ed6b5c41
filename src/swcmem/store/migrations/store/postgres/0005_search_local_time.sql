-- The twin of sqlite/0005: local time (UTC offsets), turn order (seq), fully immutable turns,
-- the per-conversation search index (our own BM25 postings; terms stemmed in Python, so both
-- backends index and rank identically and statistics never mix conversations), and generic
-- anchors. See the SQLite file for the meaning of each column.
ALTER TABLE turns ADD COLUMN seq INTEGER;
ALTER TABLE turns ADD COLUMN utc_offset INTEGER;
ALTER TABLE sessions ADD COLUMN utc_offset INTEGER;

UPDATE turns SET seq = ranked.n FROM (
    SELECT rowid AS r,
           row_number() OVER (PARTITION BY conversation_id ORDER BY session_idx, position) - 1 AS n
    FROM turns
) AS ranked WHERE ranked.r = turns.rowid;
CREATE UNIQUE INDEX turns_by_seq ON turns (conversation_id, seq);

DROP TRIGGER turns_no_update ON turns;
CREATE TRIGGER turns_no_update BEFORE UPDATE ON turns
FOR EACH ROW EXECUTE FUNCTION swcmem_refuse('turns are never rewritten');

CREATE TABLE turn_stats (
    conversation_id TEXT COLLATE "C" NOT NULL,
    seq INTEGER NOT NULL,
    line_tokens INTEGER NOT NULL,
    terms INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, seq)
);

-- Postings, read in descending impact per (conversation, term): SQLite's primary key
-- (conversation_id, term, impact DESC, seq) as a unique index (a primary key cannot be DESC).
CREATE TABLE turn_terms (
    conversation_id TEXT COLLATE "C" NOT NULL,
    term TEXT COLLATE "C" NOT NULL,
    impact DOUBLE PRECISION NOT NULL,
    seq INTEGER NOT NULL,
    tf INTEGER NOT NULL
);
CREATE UNIQUE INDEX turn_terms_by_impact ON turn_terms (conversation_id, term, impact DESC, seq);

CREATE TABLE term_stats (
    conversation_id TEXT COLLATE "C" NOT NULL,
    term TEXT COLLATE "C" NOT NULL,
    df INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, term)
);

CREATE TABLE search_stats (
    conversation_id TEXT COLLATE "C" PRIMARY KEY,
    docs INTEGER NOT NULL,
    terms INTEGER NOT NULL,
    analyzer TEXT COLLATE "C" NOT NULL
);

ALTER TABLE anchors ADD COLUMN generic INTEGER NOT NULL DEFAULT 0;
