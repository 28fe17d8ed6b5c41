"""Client message ids: which turn a client's message became (``Memory.add(..., id=...)``).

A message sent again with the same id is found here and not stored twice, which makes
retries and re-run scripts safe. Rows are written in the transaction that stores the turns
and are never rewritten (migration ``0006_explicit_delete``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from swcmem.store.db import Store


def turns_of_messages(
    store: Store, conversation_id: str, message_ids: Iterable[str]
) -> dict[str, str]:
    """message id → turn id, for the given ids that are already stored."""
    wanted = sorted(set(message_ids))
    found: dict[str, str] = {}
    for start in range(0, len(wanted), 500):
        part = wanted[start : start + 500]
        rows = store.execute(
            "SELECT message_id, turn_id FROM message_ids WHERE conversation_id=?"
            f" AND message_id IN ({','.join('?' * len(part))})",
            (conversation_id, *part),
        )
        found |= {r["message_id"]: r["turn_id"] for r in rows}
    return found


def save_message_ids(store: Store, conversation_id: str, pairs: Sequence[tuple[str, str]]) -> None:
    """Record (message id, turn id) pairs of newly stored turns."""
    store.executemany(
        "INSERT INTO message_ids (conversation_id, message_id, turn_id) VALUES (?,?,?)",
        [(conversation_id, m, t) for m, t in pairs],
    )
