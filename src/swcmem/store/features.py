"""What salience needs of each chunk, kept so that a new session re-scores by arithmetic
(migration 0010): per chunk and kind, a JSON value with the chunk state (fingerprint) it was
computed from — the lexical term counts (``terms``), an embedding (``embedding:<name>``), the
raw information density (``density:<method>``). Derived data, rebuilt from the turns when
missing or stale.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from swcmem.store.db import Store

COLUMNS = ("conversation_id", "chunk_id", "kind", "fingerprint", "value")


@dataclass(frozen=True, slots=True)
class StoredFeature:
    chunk_id: str
    kind: str
    fingerprint: str
    value: object  # parsed JSON


def load_features(
    store: Store, conversation_id: str, kinds: Sequence[str]
) -> dict[tuple[str, str], StoredFeature]:
    """(chunk id, kind) → the stored feature, for the given kinds."""
    if not kinds:
        return {}
    rows = store.execute(
        "SELECT chunk_id, kind, fingerprint, value FROM chunk_features WHERE conversation_id=?"
        f" AND kind IN ({','.join('?' * len(kinds))})",
        (conversation_id, *kinds),
    )
    return {
        (str(r[0]), str(r[1])): StoredFeature(str(r[0]), str(r[1]), str(r[2]), json.loads(r[3]))
        for r in rows
    }


def save_features(store: Store, conversation_id: str, features: Iterable[StoredFeature]) -> int:
    """Insert or replace features (one transaction); returns how many were written."""
    rows = [
        (conversation_id, f.chunk_id, f.kind, f.fingerprint, json.dumps(f.value)) for f in features
    ]
    if rows:
        with store.atomic() as db:
            db.executemany(
                "INSERT INTO chunk_features (conversation_id, chunk_id, kind, fingerprint, value)"
                " VALUES (?,?,?,?,?) ON CONFLICT (conversation_id, chunk_id, kind) DO UPDATE SET"
                " fingerprint=excluded.fingerprint, value=excluded.value",
                rows,
            )
    return len(rows)


def delete_stale_features(store: Store, conversation_id: str, keep: Iterable[str]) -> None:
    """Remove the features of chunk ids no longer produced (e.g. a re-split session)."""
    kept = set(keep)
    with store.atomic() as db:
        stored = {
            str(r[0])
            for r in db.execute(
                "SELECT DISTINCT chunk_id FROM chunk_features WHERE conversation_id=?",
                (conversation_id,),
            )
        }
        gone = [(conversation_id, cid) for cid in sorted(stored - kept)]
        if gone:
            db.executemany(
                "DELETE FROM chunk_features WHERE conversation_id=? AND chunk_id=?", gone
            )
