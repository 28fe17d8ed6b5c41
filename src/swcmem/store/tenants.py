"""Tenants, API keys, conversation ownership and client message ids (the memory service's
tables; migration 0007).

* **Keys**: only a digest of each key is stored, with its public id, tenant, scope and
  revocation time. Generating and checking keys is the service's job; this module only
  reads and writes rows.
* **Ownership**: a tenant's conversation ``name`` maps to one stored conversation id (the
  service uses ``<tenant>/<name>``). Every lookup goes through :func:`owned_conversation`.
* **Client message ids**: per stored conversation, the turn each client id produced and a
  digest of its content.

Thread-safe as the store is; multi-row writes run inside the caller's :meth:`Store.atomic`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


@dataclass(frozen=True, slots=True)
class ClientMessage:
    """The turn a client message id produced, and the digest of its content."""

    client_id: str
    turn_id: str
    digest: str
    session_idx: int = 0  # the turn's place (read back from the turn)
    position: int = 0


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


# -- client message ids ----------------------------------------------------------------------
def client_messages(
    store: Store, conversation_id: str, client_ids: Iterable[str]
) -> dict[str, ClientMessage]:
    """The stored client message ids among ``client_ids``."""
    wanted = sorted(set(client_ids))
    found: dict[str, ClientMessage] = {}
    for start in range(0, len(wanted), 500):
        part = wanted[start : start + 500]
        rows = store.execute(
            "SELECT m.client_id, m.turn_id, m.digest, t.session_idx, t.position"
            " FROM client_messages m"
            " JOIN turns t ON t.conversation_id=m.conversation_id AND t.id=m.turn_id"
            f" WHERE m.conversation_id=? AND m.client_id IN ({','.join('?' * len(part))})",
            (conversation_id, *part),
        )
        found.update({r[0]: ClientMessage(r[0], r[1], r[2], int(r[3]), int(r[4])) for r in rows})
    return found


def record_client_messages(
    store: Store, conversation_id: str, messages: Sequence[ClientMessage]
) -> None:
    store.executemany(
        "INSERT INTO client_messages (conversation_id, client_id, turn_id, digest, created_at)"
        " VALUES (?,?,?,?,?)",
        [(conversation_id, m.client_id, m.turn_id, m.digest, _now()) for m in messages],
    )


def forget_owner(store: Store, conversation_id: str) -> None:
    """Drop the ownership row and client message ids of a conversation (part of deleting it;
    run inside the caller's transaction, before the conversation's own rows go)."""
    store.execute("DELETE FROM client_messages WHERE conversation_id=?", (conversation_id,))
    store.execute("DELETE FROM tenant_conversations WHERE conversation_id=?", (conversation_id,))
