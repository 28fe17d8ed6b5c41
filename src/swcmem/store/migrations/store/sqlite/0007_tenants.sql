-- The memory service (issue 16): tenants, their API keys (only a SHA-256 of each key is
-- stored; keys are 256-bit random, shown once) and which tenant owns which conversation under
-- which name. (Client message ids are the store's own message_ids table, migration 0006.)
-- Portable SQL: the PostgreSQL migration of the same number mirrors it.
CREATE TABLE tenants (
    name TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
);

CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,             -- the key's public part: swcm_<id>_<secret>
    tenant TEXT NOT NULL REFERENCES tenants(name),
    digest TEXT NOT NULL,            -- sha256 hex of the whole key
    scope TEXT NOT NULL,             -- 'write' (read and write) or 'read'
    label TEXT,
    created_at TEXT NOT NULL,
    revoked_at TEXT                  -- NULL while the key is valid
);
CREATE INDEX api_keys_by_tenant ON api_keys (tenant);

-- A tenant's conversation "chat-1" is stored as conversation "<tenant>/chat-1": two tenants
-- can use the same name, and the CLI shows the stored id. Every service route resolves
-- (tenant, name) through this table; none builds a stored id and reads it directly.
CREATE TABLE tenant_conversations (
    tenant TEXT NOT NULL REFERENCES tenants(name),
    name TEXT NOT NULL,
    conversation_id TEXT NOT NULL UNIQUE REFERENCES conversations(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (tenant, name)
);
