-- 1. Event vectors: sentence embeddings of what the temporal index matches a "when" question
-- against, per conversation and embedding model: each turn (part -1: its text and image
-- caption) and each explicit anchor's event sentence (part: the anchor's char_start in its
-- turn). Derived data: written on the first question about a conversation (or by 'swcmem
-- reindex'), deleted with the anchors they describe, rebuilt when missing.
-- ``id`` is never reused (AUTOINCREMENT; PostgreSQL: an identity column), so (count, max id)
-- of a conversation's rows changes on every write: the key of in-process caches.
CREATE TABLE event_vectors (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL,
    model TEXT NOT NULL,             -- e.g. 'minilm-l6-int8/1'
    turn_id TEXT NOT NULL,
    part INTEGER NOT NULL,           -- -1: the whole turn; else the anchor's char_start
    vector BLOB NOT NULL,            -- float16, little-endian, L2-normalised
    UNIQUE (conversation_id, model, turn_id, part)
);

-- 2. Which extractor wrote a conversation's anchors, read without scanning the table: an older
-- one is reported, and 'swcmem reindex' rebuilds it.
CREATE INDEX anchors_by_extractor ON anchors (conversation_id, extractor);
