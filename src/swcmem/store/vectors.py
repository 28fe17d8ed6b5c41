"""Reading and writing event vectors (migration 0009): embeddings of turns and of anchors'
event sentences, per conversation and model, stored as float16 blobs. Derived data: rows are
only added, or deleted with the anchors they describe (see :mod:`swcmem.temporal.reindex`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from swcmem.model import REFERENCE_GRAINS
from swcmem.store.anchors import STATE_COLUMNS, AnchorState, state_of
from swcmem.store.db import Store

TURN_PART = -1  # the part number of a whole turn's vector


@dataclass(frozen=True, slots=True)
class VectorRow:
    turn_id: str
    part: int
    vector: NDArray[np.float32]


VectorState = tuple[AnchorState, int, int]


def vector_state(store: Store, conversation_id: str, model: str) -> VectorState:
    """(the conversation's :class:`AnchorState`, vector rows, highest vector id): changes
    whenever its turns, its anchors or its vectors (ids never reused) do; index reads only."""
    row = store.execute(
        f"SELECT {STATE_COLUMNS}, count(*), coalesce(max(id), 0)"
        " FROM event_vectors WHERE conversation_id=? AND model=?",
        (*(conversation_id,) * 4, model),
    ).fetchone()
    return state_of(row), int(row[3]), int(row[4])


def vector_coverage(store: Store, conversation_id: str, model: str) -> tuple[int, int]:
    """(texts that should have a vector, vector rows) of a conversation: equal once its
    vectors are all made (counts rows: for checks, not for every question). The texts are
    what :func:`swcmem.temporal.vectors.texts_to_embed` lists: every turn, and each place in a
    turn where an explicit anchor that is not a general reference ("now", "recently") starts."""
    refs = sorted(REFERENCE_GRAINS)
    marks = ",".join("?" * len(refs))
    row = store.execute(
        "SELECT (SELECT count(*) FROM turns WHERE conversation_id=?)"
        " + (SELECT count(*) FROM (SELECT DISTINCT turn_id, char_start FROM anchors"
        f" WHERE conversation_id=? AND implicit=0 AND grain NOT IN ({marks})) AS placed),"
        " count(*) FROM event_vectors WHERE conversation_id=? AND model=?",
        (conversation_id, conversation_id, *refs, conversation_id, model),
    ).fetchone()
    return int(row[0]), int(row[1])


def load_vectors(store: Store, conversation_id: str, model: str) -> list[VectorRow]:
    """Every vector of a conversation for ``model``."""
    rows = store.execute(
        "SELECT turn_id, part, vector FROM event_vectors WHERE conversation_id=? AND model=?",
        (conversation_id, model),
    )
    return [
        VectorRow(r["turn_id"], int(r["part"]), np.frombuffer(r["vector"], "<f2").astype("f4"))
        for r in rows
    ]


def save_vectors(store: Store, conversation_id: str, model: str, rows: Sequence[VectorRow]) -> None:
    """Add vectors (a row another writer added first is kept)."""
    if not rows:
        return
    with store.atomic() as db:
        db.executemany(
            "INSERT INTO event_vectors (conversation_id, model, turn_id, part, vector)"
            " VALUES (?,?,?,?,?) ON CONFLICT (conversation_id, model, turn_id, part) DO NOTHING",
            [
                (conversation_id, model, r.turn_id, r.part, r.vector.astype("<f2").tobytes())
                for r in rows
            ],
        )


def delete_anchor_vectors(store: Store, conversation_id: str, turn_ids: Sequence[str]) -> None:
    """Drop the vectors of some turns' anchors (the turns' own vectors stay)."""
    ids = list(dict.fromkeys(turn_ids))
    if ids:
        store.execute(
            "DELETE FROM event_vectors WHERE conversation_id=? AND part<>?"
            f" AND turn_id IN ({','.join('?' * len(ids))})",
            (conversation_id, TURN_PART, *ids),
        )
