"""API keys: made here, shown once, stored only as a digest; checked on every request.

A key looks like ``swcm_<id>_<secret>``: ``id`` (12 hex digits) is public — it names the key
in ``swcmem keys list``, in logs and in metrics — and ``secret`` is 256 random bits. The store
keeps SHA-256 of the whole key: a slow password hash buys nothing for a 256-bit random secret,
and a fast one keeps every request cheap. Digests are compared in constant time.

Tenant names: lower-case letters, digits, ``-`` and ``_`` (1-63 characters, starting with a
letter or digit), so ``<tenant>/<name>`` stored ids are unambiguous.

Thread-safe: :class:`KeyRing` holds only its store.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from typing import Literal

from swcmem.errors import InputError, NotFoundError
from swcmem.service.errors import Unauthorized
from swcmem.store import tenants
from swcmem.store.db import Store
from swcmem.store.tenants import KeyRow

PREFIX = "swcm_"
Scope = Literal["write", "read"]
SCOPES: tuple[Scope, ...] = ("write", "read")
_TENANT = re.compile(r"^[a-z0-9][a-z0-9_-]{0,62}$")
_KEY = re.compile(r"^swcm_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$")


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: the tenant and the public id and scope of the key used."""

    tenant: str
    key_id: str
    scope: Scope

    @property
    def can_write(self) -> bool:
        return self.scope == "write"


@dataclass(frozen=True, slots=True)
class NewKey:
    """A key just made: ``secret`` is the whole key, shown to the user once."""

    key_id: str
    tenant: str
    scope: Scope
    secret: str


def check_tenant(name: str) -> str:
    if not _TENANT.match(name):
        raise InputError(
            f"invalid tenant name '{name}'",
            hint="use 1-63 lower-case letters, digits, '-' or '_', starting with a letter or digit",
        )
    return name


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def create_key(
    store: Store, tenant: str, scope: Scope = "write", label: str | None = None
) -> NewKey:
    """Make a key for ``tenant`` (the tenant is created if needed); store only its digest."""
    check_tenant(tenant)
    if scope not in SCOPES:
        raise InputError(f"unknown key scope '{scope}'", hint="use 'write' or 'read'")
    key_id = secrets.token_hex(6)
    key = f"{PREFIX}{key_id}_{secrets.token_urlsafe(32)}"
    tenants.insert_key(store, key_id, tenant, digest(key), scope, label)
    return NewKey(key_id, tenant, scope, key)


def revoke(store: Store, key_id: str) -> None:
    if not tenants.revoke_key(store, key_id):
        raise NotFoundError(
            f"no active key with id '{key_id}'", hint="'swcmem keys list' shows the key ids"
        )


class KeyRing:
    """Checks ``Authorization: Bearer`` values against the stored digests."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def authenticate(self, authorization: str | None) -> Principal:
        """The caller of a request with this ``Authorization`` header, or :class:`Unauthorized`."""
        if not authorization:
            raise Unauthorized(
                "this request needs an API key",
                hint="send 'Authorization: Bearer KEY' (make one with 'swcmem keys create')",
            )
        scheme, _, token = authorization.strip().partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Unauthorized(
                "the Authorization header must be 'Bearer KEY'", hint="send 'Bearer swcm_...'"
            )
        return self.check(token.strip())

    def check(self, key: str) -> Principal:
        match = _KEY.match(key)
        row: KeyRow | None = tenants.find_key(self.store, match.group(1)) if match else None
        if row is None or not hmac.compare_digest(row.digest, digest(key)):
            raise Unauthorized(
                "unknown API key", hint="check the key, or make one: swcmem keys create"
            )
        if not row.active:
            raise Unauthorized(
                "this API key was revoked", hint="make a new one: swcmem keys create"
            )
        scope: Scope = "read" if row.scope == "read" else "write"
        return Principal(row.tenant, row.id, scope)
