-- 1. Local time: the UTC offset the speaker's clock showed (minutes east of UTC) beside every
--    UTC timestamp; NULL for rows stored before this migration (read as UTC).
-- 2. Turn order as one number per conversation (seq, 0-based): the key of the search index.
-- 3. Turns are fully immutable: the update trigger covers every column.
-- 4. Per-conversation search: our own BM25 index (terms stemmed in Python, identical on every
--    backend; statistics never mix conversations) and each turn's write-time costs.
--    Derived data, rebuilt from the turns when missing. It replaces the FTS5 tables, whose
--    statistics were store-wide.
-- 5. Anchors flag generic/habitual mentions ("in spring", "every Monday").
ALTER TABLE turns ADD COLUMN seq INTEGER;
ALTER TABLE turns ADD COLUMN utc_offset INTEGER;
ALTER TABLE sessions ADD COLUMN utc_offset INTEGER;

UPDATE turns SET seq = ranked.n FROM (
    SELECT rowid AS r,
           row_number() OVER (PARTITION BY conversation_id ORDER BY session_idx, position) - 1 AS n
    FROM turns
) AS ranked WHERE ranked.r = turns.rowid;
CREATE UNIQUE INDEX turns_by_seq ON turns (conversation_id, seq);

DROP TRIGGER turns_no_update;
CREATE TRIGGER turns_no_update BEFORE UPDATE ON turns
BEGIN SELECT RAISE(ABORT, 'turns are never rewritten'); END;

DROP TRIGGER turns_fts_insert;
DROP TABLE turns_fts;
DROP TRIGGER anchors_fts_insert;
DROP TABLE anchors_fts;

CREATE TABLE turn_stats (
    conversation_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    line_tokens INTEGER NOT NULL,    -- o200k cost of the turn's context line (+ its newline)
    terms INTEGER NOT NULL,          -- search terms in the turn (BM25 document length)
    PRIMARY KEY (conversation_id, seq)
) WITHOUT ROWID;

CREATE TABLE turn_terms (
    conversation_id TEXT NOT NULL,
    term TEXT NOT NULL,              -- a stemmed content word
    impact REAL NOT NULL,            -- BM25 term-frequency part at a fixed length norm: the
                                     -- order in which a very common term's postings are read
    seq INTEGER NOT NULL,
    tf INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, term, impact DESC, seq)
) WITHOUT ROWID;

CREATE TABLE term_stats (
    conversation_id TEXT NOT NULL,
    term TEXT NOT NULL,
    df INTEGER NOT NULL,             -- turns of the conversation holding the term
    PRIMARY KEY (conversation_id, term)
) WITHOUT ROWID;

CREATE TABLE search_stats (
    conversation_id TEXT PRIMARY KEY,
    docs INTEGER NOT NULL,           -- turns indexed
    terms INTEGER NOT NULL,          -- their search terms in all (for the average length)
    analyzer TEXT NOT NULL           -- tokenizer/stemmer version the index was built with
);

ALTER TABLE anchors ADD COLUMN generic INTEGER NOT NULL DEFAULT 0;
