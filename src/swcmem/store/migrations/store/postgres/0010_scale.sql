-- The twin of sqlite/0010 (see there for the meaning of each table and column): memory
-- tokens for in-process caches of the consolidated memory, stored salience features of each
-- chunk, and the extractive gister's incrementally counted stem frequencies.
CREATE TABLE memory_versions (
    conversation_id TEXT COLLATE "C" PRIMARY KEY,
    chunks TEXT NOT NULL,
    gists TEXT NOT NULL
);

CREATE TABLE chunk_features (
    conversation_id TEXT COLLATE "C" NOT NULL,
    chunk_id TEXT COLLATE "C" NOT NULL,
    kind TEXT COLLATE "C" NOT NULL,
    fingerprint TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (conversation_id, chunk_id, kind)
);

CREATE TABLE gist_terms (
    conversation_id TEXT COLLATE "C" NOT NULL,
    stem TEXT COLLATE "C" NOT NULL,
    df INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, stem)
);

CREATE TABLE gist_terms_counted (
    conversation_id TEXT COLLATE "C" PRIMARY KEY,
    turns INTEGER NOT NULL
);
