-- Scale (issue 14): memory that costs the same to read at any conversation length.
-- 1. memory_versions: two tokens per conversation, one replaced by every write of its chunk
--    rows, one by every write of its gists. In-process caches of the consolidated memory
--    (parsed chunks and gists, built views) compare them — one primary-key read — instead of
--    scanning those rows; re-scoring (chunk rows) leaves the parsed gists valid.
-- 2. chunk_features: what salience needs of a chunk, computed once from its text and kept
--    with the chunk state it describes (its fingerprint): the lexical term counts (or an
--    embedding) and the raw information density. A new session then re-scores every chunk
--    by arithmetic on stored values; only new or grown chunks are read again.
-- Derived data only: both can be dropped and rebuilt from the turns.
CREATE TABLE memory_versions (
    conversation_id TEXT PRIMARY KEY,
    chunks TEXT NOT NULL,            -- random, new on every write of the chunk rows
    gists TEXT NOT NULL              -- random, new on every write of a gist
);

CREATE TABLE chunk_features (
    conversation_id TEXT NOT NULL,
    chunk_id TEXT NOT NULL,
    kind TEXT NOT NULL,              -- 'terms' | 'embedding:<embedder>' | 'density:<method>'
    fingerprint TEXT NOT NULL,       -- the chunk state (its turn ids) the value describes
    value TEXT NOT NULL,             -- JSON: {stem: count} | [floats] | number
    PRIMARY KEY (conversation_id, chunk_id, kind)
);

-- 3. gist_terms: document frequencies of the content stems the extractive gister weighs (its
--    own analyzer: every content word, possessives kept apart — not the search index's
--    terms), counted once per turn as consolidation first needs them: ``counted`` says how
--    many turns (in conversation order) are in. A new session adds its turns' counts only.
CREATE TABLE gist_terms (
    conversation_id TEXT NOT NULL,
    stem TEXT NOT NULL,
    df INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, stem)
) WITHOUT ROWID;

CREATE TABLE gist_terms_counted (
    conversation_id TEXT PRIMARY KEY,
    turns INTEGER NOT NULL
);
