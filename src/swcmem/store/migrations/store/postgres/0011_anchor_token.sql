-- A third memory token: replaced by every write of a conversation's anchors (indexing new
-- turns, a reindex, a delete). The in-process copy of a conversation's turns and anchors that
-- "when" questions read (swcmem.temporal.snapshot) compares it — with the conversation's
-- highest turn seq, both index reads — instead of counting rows. Anchor rowids alone cannot
-- tell: SQLite may give a rewritten conversation the same rowids again. NULL until the
-- conversation's anchors are next written (a cache then reads them once more).
ALTER TABLE memory_versions ADD COLUMN anchors TEXT;
