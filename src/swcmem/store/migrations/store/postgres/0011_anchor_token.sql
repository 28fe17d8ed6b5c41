-- What in-process copies of a conversation's anchors compare (the vectors and the turn snapshot
-- "when" questions read: swcmem.temporal.snapshot), by one primary-key read instead of counting
-- rows: ``anchors``, a random token replaced whenever the conversation's anchors are rewritten
-- or removed (a reindex, a delete), and ``anchors_added``, counting the appends since (new
-- turns indexed): a copy then reads only the rows added. Anchor rowids alone cannot tell: SQLite
-- may give rewritten anchors the same rowids again. NULL / 0 until the next write.
ALTER TABLE memory_versions ADD COLUMN anchors TEXT;
ALTER TABLE memory_versions ADD COLUMN anchors_added INTEGER NOT NULL DEFAULT 0;
