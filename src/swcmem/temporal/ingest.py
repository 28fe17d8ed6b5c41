"""Ingest into the store: save each conversation with its indexes — turns (the store writes
their search index with them), QA items apart, and the temporal anchors — all of one
conversation inside one transaction (nothing half-written on failure).

It lives in the temporal layer because anchors are the highest index built at ingest; the
ingest package below only reads files.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta, tzinfo
from pathlib import Path

from swcmem.ingest.chatlog import DEFAULT_GAP
from swcmem.ingest.files import load_dataset
from swcmem.model import Conversation, Dataset, QAItem
from swcmem.store.conversations import IngestResult, save_conversation
from swcmem.store.db import Store
from swcmem.store.qa import save_qa
from swcmem.temporal.index import index_conversation


def ingest_conversation(
    store: Store, conv: Conversation, source: str | None = None, qa: Sequence[QAItem] = ()
) -> IngestResult:
    """Store ``conv`` (idempotent; appended turns only) and index its new turns' dates."""
    with store.atomic():
        result = save_conversation(store, conv, source)
        if result.status != "unchanged":
            index_conversation(store, conv)
        save_qa(store, conv.id, qa)
    return result


def ingest_dataset(
    store: Store, dataset: Dataset, source: str | None = None, only: set[str] | None = None
) -> list[IngestResult]:
    """Ingest every conversation of ``dataset`` (or only the ids in ``only``)."""
    return [
        ingest_conversation(store, c, source, dataset.questions(c.id))
        for c in dataset.conversations
        if not only or c.id in only
    ]


def ingest_path(
    store: Store,
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = DEFAULT_GAP,
    conversation_id: str | None = None,
    only: set[str] | None = None,
    zone: tzinfo | None = None,
) -> list[IngestResult]:
    """Ingest every conversation in ``path`` (or only the ids in ``only``)."""
    dataset = load_dataset(
        path,
        allow_undated=allow_undated,
        session_gap=session_gap,
        conversation_id=conversation_id,
        zone=zone,
    )
    return ingest_dataset(store, dataset, str(path), only)
