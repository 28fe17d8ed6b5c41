"""Payloads: the original, structured form of a turn (e.g. an agent framework's tool call),
kept byte-exact as JSON beside the turn that renders it as text (migration
``0006_explicit_delete``). Written in the transaction that stores the turn; never rewritten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from swcmem.store.db import Store


@dataclass(frozen=True, slots=True)
class Payload:
    """One stored payload: the turn it belongs to, its position, its format and its JSON."""

    turn_id: str
    seq: int
    format: str
    payload: str


def save_payloads(store: Store, conversation_id: str, rows: Sequence[tuple[str, str, str]]) -> None:
    """Store (turn id, format, JSON) rows; a turn that has one already keeps it."""
    store.executemany(
        "INSERT INTO turn_payloads (conversation_id, turn_id, format, payload) VALUES (?,?,?,?)"
        " ON CONFLICT (conversation_id, turn_id) DO NOTHING",
        [(conversation_id, t, f, p) for t, f, p in rows],
    )


def latest_payloads(
    store: Store, conversation_id: str, format: str, limit: int | None = None
) -> list[Payload]:
    """The payloads of one format, in conversation order (only the latest ``limit``)."""
    sql = (
        "SELECT p.turn_id, t.seq, p.format, p.payload FROM turn_payloads p JOIN turns t"
        " ON t.conversation_id = p.conversation_id AND t.id = p.turn_id"
        " WHERE p.conversation_id=? AND p.format=? ORDER BY t.seq DESC"
    )
    params: tuple[object, ...] = (conversation_id, format)
    if limit is not None:
        sql += " LIMIT ?"
        params += (limit,)
    rows = store.execute(sql, params)
    return [Payload(r["turn_id"], int(r["seq"]), r["format"], r["payload"]) for r in rows][::-1]
