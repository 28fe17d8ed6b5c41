"""Benchmark questions (QA items), kept apart from conversations: nothing that builds a
context reads this module; the evaluation harness and benchmarks do."""

from __future__ import annotations

import json
from collections.abc import Sequence

from swcmem.model import QAItem
from swcmem.store.db import Store


def save_qa(store: Store, conversation_id: str, items: Sequence[QAItem]) -> None:
    """Replace the stored QA items of a conversation (none given: nothing changes)."""
    if not items:
        return
    with store.atomic() as db:
        db.execute("DELETE FROM qa_items WHERE conversation_id=?", (conversation_id,))
        db.executemany(
            "INSERT INTO qa_items VALUES (?,?,?,?,?,?,?)",
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
