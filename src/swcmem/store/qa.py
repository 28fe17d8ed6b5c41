"""Benchmark questions (QA items), kept apart from conversations: nothing that builds a
context reads this module; the evaluation harness and benchmarks do.

QA items are part of what a re-ingest compares: the same items are a no-op, items for a
conversation that has none are added, and *different* items are refused unless the caller
asks to replace them (``replace=True``; ``swcmem ingest --replace-qa``) — a changed file
never silently keeps the old questions, nor silently swaps in new ones under stored results.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Literal

from swcmem.errors import InputError
from swcmem.model import QAItem
from swcmem.store.db import Store

QAStatus = Literal["none", "kept", "unchanged", "new", "replaced"]


def save_qa(
    store: Store, conversation_id: str, items: Sequence[QAItem], *, replace: bool = False
) -> QAStatus:
    """Store the QA items of a conversation, in one transaction; returns what happened:
    ``none`` (none given, none stored), ``kept`` (none given: the stored ones stay),
    ``unchanged``, ``new`` or ``replaced``. Items that differ from the stored ones raise
    :class:`InputError` unless ``replace``."""
    with store.atomic() as db:
        stored = load_qa(db, conversation_id)
        if not items:
            return "kept" if stored else "none"
        if stored == tuple(items):
            return "unchanged"
        if stored and not replace:
            raise InputError(
                f"conversation '{conversation_id}' is already stored with other QA items "
                f"({len(stored)} stored, {len(items)} in the input; first difference at item "
                f"{_first_difference(stored, items) + 1})",
                hint="pass --replace-qa (replace_qa=True) to replace them",
            )
        db.execute("DELETE FROM qa_items WHERE conversation_id=?", (conversation_id,))
        db.executemany(
            "INSERT INTO qa_items (conversation_id, idx, question, answer, category, evidence,"
            " adversarial_answer) VALUES (?,?,?,?,?,?,?)",
            [
                (
                    conversation_id,
                    i,
                    q.question,
                    q.answer,
                    q.category,
                    json.dumps(list(q.evidence)),
                    q.adversarial_answer,
                )
                for i, q in enumerate(items)
            ],
        )
    return "replaced" if stored else "new"


def _first_difference(stored: Sequence[QAItem], items: Sequence[QAItem]) -> int:
    for i, (a, b) in enumerate(zip(stored, items, strict=False)):
        if a != b:
            return i
    return min(len(stored), len(items))


def load_qa(store: Store, conversation_id: str) -> tuple[QAItem, ...]:
    """The stored QA items of a conversation, in their original order."""
    return tuple(
        QAItem(
            question=q["question"],
            answer=q["answer"],
            category=q["category"],
            evidence=tuple(json.loads(q["evidence"])),
            adversarial_answer=q["adversarial_answer"],
        )
        for q in store.execute(
            "SELECT * FROM qa_items WHERE conversation_id=? ORDER BY idx", (conversation_id,)
        )
    )
