"""Ingest into the store: load a file, save each conversation and build its indexes, all of
one conversation inside one transaction (nothing half-written on failure)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

from swcmem.ingest.chatlog import DEFAULT_GAP
from swcmem.ingest.files import load_file
from swcmem.model import Conversation
from swcmem.store.conversations import IngestResult, save_conversation
from swcmem.store.db import Store

Indexer = Callable[[Store, Conversation], object]


def indexers() -> list[Indexer]:
    """Derived indexes built at every ingest (incremental: each skips what it already has)."""
    from swcmem.temporal.index import index_conversation

    return [index_conversation]


def ingest_conversation(
    store: Store, conv: Conversation, source: str | None = None
) -> IngestResult:
    with store.atomic():
        result = save_conversation(store, conv, source)
        if result.status != "unchanged":
            for index in indexers():
                index(store, conv)
    return result


def ingest_path(
    store: Store,
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = DEFAULT_GAP,
    conversation_id: str | None = None,
    only: set[str] | None = None,
) -> list[IngestResult]:
    """Ingest every conversation in ``path`` (or only the ids in ``only``)."""
    convs = load_file(
        path, allow_undated=allow_undated, session_gap=session_gap, conversation_id=conversation_id
    )
    return [ingest_conversation(store, c, str(path)) for c in convs if not only or c.id in only]
