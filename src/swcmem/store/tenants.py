"""Tenants, API keys and conversation ownership (the memory service's tables; migration 0007),
and the few other queries the service runs.

* **Keys**: only a digest of each key is stored, with its public id, tenant, scope and
  revocation time. Generating and checking keys is the service's job; this module only
  reads and writes rows.
* **Ownership**: a tenant's conversation ``name`` maps to one stored conversation id (the
  service uses ``<tenant>/<name>``). Every lookup goes through :func:`owned_conversation`.

Deleting a conversation (:mod:`swcmem.store.delete`) removes its ownership row with it (the
table has a ``conversation_id`` column).

Thread-safe as the store is; multi-row writes run inside the caller's :meth:`Store.atomic`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from swcmem.store.backend import Row
from swcmem.store.db import Store


def _now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True, slots=True)
class KeyRow:
    """One stored API key (never the key itself)."""

    id: str
    tenant: str
    digest: str
    scope: str
    label: str | None
    created_at: str
    revoked_at: str | None

    @property
    def active(self) -> bool:
        return self.revoked_at is None


def _key(r: Row) -> KeyRow:
    return KeyRow(
        r["id"], r["tenant"], r["digest"], r["scope"], r["label"], r["created_at"], r["revoked_at"]
    )


# -- tenants and keys ------------------------------------------------------------------------
def ensure_tenant(store: Store, name: str) -> bool:
    """Create the tenant unless it exists; True when it was created."""
    rows = store.execute(
        "INSERT INTO tenants (name, created_at) VALUES (?,?) ON CONFLICT (name) DO NOTHING",
        (name, _now()),
    )
    return rows.rowcount == 1


def tenant_exists(store: Store, name: str) -> bool:
    return store.execute("SELECT 1 FROM tenants WHERE name=?", (name,)).fetchone() is not None


def insert_key(
    store: Store, key_id: str, tenant: str, digest: str, scope: str, label: str | None
) -> None:
    """Store a new key's digest for ``tenant`` (created if needed), in one transaction."""
    with store.atomic() as db:
        ensure_tenant(db, tenant)
        db.execute(
            "INSERT INTO api_keys (id, tenant, digest, scope, label, created_at, revoked_at)"
            " VALUES (?,?,?,?,?,?,NULL)",
            (key_id, tenant, digest, scope, label, _now()),
        )


def find_key(store: Store, key_id: str) -> KeyRow | None:
    row = store.execute("SELECT * FROM api_keys WHERE id=?", (key_id,)).fetchone()
    return None if row is None else _key(row)


def list_keys(store: Store, tenant: str | None = None) -> list[KeyRow]:
    """Keys (all tenants, or one), oldest first."""
    if tenant is None:
        rows = store.execute("SELECT * FROM api_keys ORDER BY created_at, id")
    else:
        rows = store.execute(
            "SELECT * FROM api_keys WHERE tenant=? ORDER BY created_at, id", (tenant,)
        )
    return [_key(r) for r in rows]


def revoke_key(store: Store, key_id: str) -> bool:
    """Mark a key revoked; False when no active key has that id."""
    rows = store.execute(
        "UPDATE api_keys SET revoked_at=? WHERE id=? AND revoked_at IS NULL", (_now(), key_id)
    )
    return rows.rowcount == 1


def active_key_count(store: Store) -> int:
    return int(
        store.execute("SELECT count(*) FROM api_keys WHERE revoked_at IS NULL").fetchone()[0]
    )


# -- conversation ownership ------------------------------------------------------------------
def owned_conversation(store: Store, tenant: str, name: str) -> str | None:
    """The stored id of ``tenant``'s conversation ``name`` (None: the tenant has none)."""
    row = store.execute(
        "SELECT conversation_id FROM tenant_conversations WHERE tenant=? AND name=?",
        (tenant, name),
    ).fetchone()
    return None if row is None else str(row[0])


def conversation_owner(store: Store, conversation_id: str) -> tuple[str, str] | None:
    """(tenant, name) owning a stored conversation, or None (e.g. ingested by the CLI)."""
    row = store.execute(
        "SELECT tenant, name FROM tenant_conversations WHERE conversation_id=?",
        (conversation_id,),
    ).fetchone()
    return None if row is None else (str(row[0]), str(row[1]))


def record_owner(store: Store, tenant: str, name: str, conversation_id: str) -> None:
    """Record that ``tenant`` owns the (just stored) conversation under ``name``."""
    store.execute(
        "INSERT INTO tenant_conversations (tenant, name, conversation_id, created_at)"
        " VALUES (?,?,?,?)",
        (tenant, name, conversation_id, _now()),
    )


def tenant_conversations(store: Store, tenant: str) -> list[tuple[str, str]]:
    """(name, stored id) of every conversation of ``tenant``, by name."""
    rows = store.execute(
        "SELECT name, conversation_id FROM tenant_conversations WHERE tenant=? ORDER BY name",
        (tenant,),
    )
    return [(str(r[0]), str(r[1])) for r in rows]


# -- service helpers ------------------------------------------------------------------------
def conversation_fingerprint(store: Store, conversation_id: str) -> str | None:
    """The content fingerprint of a stored conversation (None: not stored): it changes with
    every added turn, so the service can keep a parsed conversation until it does."""
    row = store.execute(
        "SELECT fingerprint FROM conversations WHERE id=?", (conversation_id,)
    ).fetchone()
    return None if row is None else str(row[0])


def ping(store: Store) -> None:
    """One round trip to the database (health checks)."""
    store.execute("SELECT 1")


def database_bytes(store: Store) -> int | None:
    """The PostgreSQL database's size in bytes (None on other backends)."""
    if store.dialect != "postgres":
        return None
    row = store.execute("SELECT pg_database_size(current_database())").fetchone()
    return int(row[0]) if row else None
