"""Temporal anchors of a chunk's turns, from the temporal index (issue 3).

Read from the lossless index built at ingest (``TemporalIndex(store).anchors``); turns the
index has nothing for are extracted on the fly (``extract_anchors``), so a store built before
the index existed still works. Only explicit anchors are returned (implicit "said on <date>"
anchors carry no expression to protect).
"""

from __future__ import annotations

from collections.abc import Sequence

from swcmem.model import Anchor, Turn
from swcmem.store.db import Store
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.index import TemporalIndex


def _extracted(turns: Sequence[Turn]) -> list[Anchor]:
    out: list[Anchor] = []
    for t in turns:
        out.extend(extract_anchors(t.text, t.at, turn_id=t.id, speaker=t.speaker))
    return out


def turn_anchors(store: Store | None, conversation_id: str, turns: Sequence[Turn]) -> list[Anchor]:
    """Explicit anchors of ``turns``: from the index, extracted now for turns it lacks (every
    indexed turn has at least its implicit anchor, so a turn without rows is not indexed)."""
    if not turns:
        return []
    ids = [t.id for t in turns]
    found = [] if store is None else TemporalIndex(store).anchors(conversation_id, ids)
    have = {a.turn_id for a in found}
    found.extend(_extracted([t for t in turns if t.id not in have]))
    return [a for a in found if not a.implicit]
