-- The twin of sqlite/0007 (see there): the memory service's tenants, their API keys (only a
-- SHA-256 of each key) and which tenant owns which conversation under which name.
CREATE TABLE tenants (
    name TEXT COLLATE "C" PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE api_keys (
    id TEXT COLLATE "C" PRIMARY KEY,
    tenant TEXT COLLATE "C" NOT NULL REFERENCES tenants(name),
    digest TEXT COLLATE "C" NOT NULL,
    scope TEXT COLLATE "C" NOT NULL,
    label TEXT COLLATE "C",
    created_at TIMESTAMPTZ NOT NULL,
    revoked_at TIMESTAMPTZ
);
CREATE INDEX api_keys_by_tenant ON api_keys (tenant);

CREATE TABLE tenant_conversations (
    tenant TEXT COLLATE "C" NOT NULL REFERENCES tenants(name),
    name TEXT COLLATE "C" NOT NULL,
    conversation_id TEXT COLLATE "C" NOT NULL UNIQUE REFERENCES conversations(id),
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (tenant, name)
);
