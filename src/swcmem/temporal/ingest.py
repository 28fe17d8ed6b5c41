"""Ingest into the store: save each conversation with its indexes — turns (the store writes
their search index with them), QA items apart, and the temporal anchors — all of one
conversation inside one transaction (nothing half-written on failure).

Re-ingesting is idempotent. QA items that differ from the stored ones are refused (the
whole conversation's ingest rolls back) unless ``replace_qa=True``
(``swcmem ingest --replace-qa``).

It lives in the temporal layer because anchors are the highest index built at ingest; the
ingest package below only reads files.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import timedelta, tzinfo
from functools import partial
from pathlib import Path

from swcmem.ingest.chatlog import DEFAULT_GAP
from swcmem.ingest.files import DEFAULT_MAX_BYTES, load_dataset
from swcmem.messages import Appended, Tail
from swcmem.model import Anchor, Conversation, Dataset, QAItem, Turn
from swcmem.store.anchors import insert_anchors, told_days
from swcmem.store.conversations import IngestResult, append_turns, save_conversation
from swcmem.store.db import Store
from swcmem.store.qa import save_qa
from swcmem.temporal.extract import turn_anchors
from swcmem.temporal.index import EXTRACTOR, index_conversation
from swcmem.temporal.offsets import ToldDays

Progress = Callable[[int, int], None]


def ingest_conversation(
    store: Store,
    conv: Conversation,
    source: str | None = None,
    qa: Sequence[QAItem] = (),
    *,
    replace_qa: bool = False,
    progress: Progress | None = None,
) -> IngestResult:
    """Store ``conv`` (idempotent; appended turns only) and index its new turns' dates, batch
    by batch (bounded memory at any length; ``progress(done, total)`` after each batch);
    ``qa`` items are compared with the stored ones (see the module doc)."""
    turns = conv.turns

    def index_batch(batch: Sequence[tuple[int, Turn]]) -> None:
        anchors: list[Anchor] = []
        told = ToldDays(partial(told_days, store, conv.id))
        for seq, turn in batch:
            previous = _same_session(turn, turns[seq - 1]) if seq else None
            earlier = _same_session(turn, turns[seq - 2]) if previous and seq > 1 else None
            new = turn_anchors(turn, previous, told, earlier)
            anchors.extend(new)
            told.add(new)
        if anchors:
            insert_anchors(store, conv.id, anchors, EXTRACTOR)
        if progress:
            progress(batch[-1][0] + 1, len(turns))

    with store.atomic():
        result = save_conversation(store, conv, source, on_batch=index_batch)
        if result.status == "extended":  # turns of a store older than the index, if any
            index_conversation(store, conv)
        qa_status = save_qa(store, conv.id, qa, replace=replace_qa)
    return replace(result, qa=qa_status)


def ingest_dataset(
    store: Store,
    dataset: Dataset,
    source: str | None = None,
    only: set[str] | None = None,
    *,
    replace_qa: bool = False,
) -> list[IngestResult]:
    """Ingest every conversation of ``dataset`` (or only the ids in ``only``), all in one
    transaction: a refusal stores none of them."""
    with store.atomic():
        return [
            ingest_conversation(store, c, source, dataset.questions(c.id), replace_qa=replace_qa)
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
    max_bytes: int = DEFAULT_MAX_BYTES,
    replace_qa: bool = False,
) -> list[IngestResult]:
    """Ingest every conversation in ``path`` (or only the ids in ``only``). The whole file is
    read and checked before anything is stored; ``max_bytes`` limits its size."""
    dataset = load_dataset(
        path,
        allow_undated=allow_undated,
        session_gap=session_gap,
        conversation_id=conversation_id,
        zone=zone,
        max_bytes=max_bytes,
    )
    return ingest_dataset(store, dataset, str(path), only, replace_qa=replace_qa)


def append_conversation(
    store: Store, tail: Tail, appended: Appended, source: str | None = None
) -> int:
    """Store the new turns of one ``Memory.add()`` after the conversation's end (``tail``,
    read in the caller's transaction) and index their dates — reading no stored turn besides
    the last two (the question a short answer replies to, and what a question that names
    nothing asks about). Returns the turns written."""
    with store.atomic():
        written = append_turns(store, tail, appended, source)
        earlier, previous = tail.earlier_turn, tail.last_turn
        anchors: list[Anchor] = []
        told = ToldDays(partial(told_days, store, tail.conversation_id))
        for turn in appended.new_turns:
            before = _same_session(turn, previous)
            new = turn_anchors(turn, before, told, _same_session(turn, earlier) if before else None)
            anchors.extend(new)
            told.add(new)
            earlier, previous = previous, turn
        if anchors:
            insert_anchors(store, tail.conversation_id, anchors, EXTRACTOR)
    return written


def _same_session(turn: Turn, other: Turn | None) -> Turn | None:
    """``other`` when it is a turn of ``turn``'s session, else None."""
    return other if other is not None and other.session_idx == turn.session_idx else None
