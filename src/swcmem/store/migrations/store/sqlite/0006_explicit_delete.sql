-- 1. Explicit delete: turns are never deleted, except by an explicit delete of their whole
--    conversation (swcmem delete / Memory.forget). The deleting transaction first inserts a
--    marker row into `deletions`, deletes the conversation's rows, then removes the marker;
--    the triggers let a turn's deletion through only while its conversation's marker exists,
--    which no other transaction can see (the marker never outlives the transaction).
-- 2. Client message ids: Memory.add(..., id=...) and the service's idempotent add record
--    which turn a client's message became, so sending the same message again is a no-op.
-- 3. Payloads of structured turns (below).
CREATE TABLE deletions (
    conversation_id TEXT PRIMARY KEY,
    requested_at TEXT NOT NULL
);

DROP TRIGGER turns_no_delete;
CREATE TRIGGER turns_no_delete BEFORE DELETE ON turns
WHEN NOT EXISTS (SELECT 1 FROM deletions d WHERE d.conversation_id = old.conversation_id)
BEGIN SELECT RAISE(ABORT, 'turns are never deleted (only an explicit delete of their conversation)'); END;

CREATE TABLE message_ids (
    conversation_id TEXT NOT NULL,
    message_id TEXT NOT NULL,        -- the client's id of the message
    turn_id TEXT NOT NULL,           -- the turn it was stored as
    PRIMARY KEY (conversation_id, message_id),
    FOREIGN KEY (conversation_id, turn_id) REFERENCES turns(conversation_id, id)
);

CREATE TRIGGER message_ids_no_update BEFORE UPDATE ON message_ids
BEGIN SELECT RAISE(ABORT, 'message ids are never rewritten'); END;
CREATE TRIGGER message_ids_no_delete BEFORE DELETE ON message_ids
WHEN NOT EXISTS (SELECT 1 FROM deletions d WHERE d.conversation_id = old.conversation_id)
BEGIN SELECT RAISE(ABORT, 'message ids are never deleted (only an explicit delete of their conversation)'); END;

-- Payloads: the original form of a turn when it came from a structured source (an agent
--    framework's item: a tool call, its output, a reasoning item...), byte-exact JSON beside
--    the turn that renders it as text. Written with the turn, never rewritten.
CREATE TABLE turn_payloads (
    conversation_id TEXT NOT NULL,
    turn_id TEXT NOT NULL,
    format TEXT NOT NULL,            -- who wrote it, e.g. 'openai-agents/1'
    payload TEXT NOT NULL,           -- JSON, exactly as received
    PRIMARY KEY (conversation_id, turn_id),
    FOREIGN KEY (conversation_id, turn_id) REFERENCES turns(conversation_id, id)
);

CREATE TRIGGER turn_payloads_no_update BEFORE UPDATE ON turn_payloads
BEGIN SELECT RAISE(ABORT, 'payloads are never rewritten'); END;
CREATE TRIGGER turn_payloads_no_delete BEFORE DELETE ON turn_payloads
WHEN NOT EXISTS (SELECT 1 FROM deletions d WHERE d.conversation_id = old.conversation_id)
BEGIN SELECT RAISE(ABORT, 'payloads are never deleted (only an explicit delete of their conversation)'); END;
