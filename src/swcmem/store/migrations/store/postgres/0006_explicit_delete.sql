-- The twin of sqlite/0006 (see there): explicit delete of a whole conversation (the only way
-- turns ever leave the store), client message ids, payloads of structured turns.
-- PostgreSQL trigger conditions cannot hold a subquery, so the "only while the
-- conversation's deletion marker exists" test lives in a PL/pgSQL function.
CREATE TABLE deletions (
    conversation_id TEXT COLLATE "C" PRIMARY KEY,
    requested_at TIMESTAMPTZ NOT NULL
);

-- Lets the row go while a deletion marker for its conversation exists, else refuses with
-- the trigger's argument as the message.
CREATE FUNCTION swcmem_refuse_unless_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM deletions d WHERE d.conversation_id = OLD.conversation_id) THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION '%', TG_ARGV[0];
END
$$;

DROP TRIGGER turns_no_delete ON turns;
CREATE TRIGGER turns_no_delete BEFORE DELETE ON turns
FOR EACH ROW EXECUTE FUNCTION
swcmem_refuse_unless_deleting('turns are never deleted (only an explicit delete of their conversation)');

CREATE TABLE message_ids (
    conversation_id TEXT COLLATE "C" NOT NULL,
    message_id TEXT COLLATE "C" NOT NULL,
    turn_id TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (conversation_id, message_id),
    FOREIGN KEY (conversation_id, turn_id) REFERENCES turns(conversation_id, id)
);

CREATE TRIGGER message_ids_no_update BEFORE UPDATE ON message_ids
FOR EACH ROW EXECUTE FUNCTION swcmem_refuse('message ids are never rewritten');
CREATE TRIGGER message_ids_no_delete BEFORE DELETE ON message_ids
FOR EACH ROW EXECUTE FUNCTION
swcmem_refuse_unless_deleting('message ids are never deleted (only an explicit delete of their conversation)');
CREATE TRIGGER message_ids_no_truncate BEFORE TRUNCATE ON message_ids
FOR EACH STATEMENT EXECUTE FUNCTION swcmem_refuse('message ids are never deleted');

-- Payloads stay text, not jsonb: they are kept byte-exact, as received.
CREATE TABLE turn_payloads (
    conversation_id TEXT COLLATE "C" NOT NULL,
    turn_id TEXT COLLATE "C" NOT NULL,
    format TEXT COLLATE "C" NOT NULL,
    payload TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (conversation_id, turn_id),
    FOREIGN KEY (conversation_id, turn_id) REFERENCES turns(conversation_id, id)
);

CREATE TRIGGER turn_payloads_no_update BEFORE UPDATE ON turn_payloads
FOR EACH ROW EXECUTE FUNCTION swcmem_refuse('payloads are never rewritten');
CREATE TRIGGER turn_payloads_no_delete BEFORE DELETE ON turn_payloads
FOR EACH ROW EXECUTE FUNCTION
swcmem_refuse_unless_deleting('payloads are never deleted (only an explicit delete of their conversation)');
CREATE TRIGGER turn_payloads_no_truncate BEFORE TRUNCATE ON turn_payloads
FOR EACH STATEMENT EXECUTE FUNCTION swcmem_refuse('payloads are never deleted');
