"""Which questions an evaluation asks: categories, the image filter, limits.

Categories 1–4 form the primary aggregate; category 5 (adversarial: the conversation does not
hold the answer) is asked too but reported apart. Questions about photos are dropped: the
contexts carry only the image captions, so such questions test captioning, not memory. The
filter is a plain keyword match on the question (case-insensitive, whole words) against
:data:`IMAGE_KEYWORDS`; the count removed is reported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from swcmem.model import Dataset

IMAGE_KEYWORDS: tuple[str, ...] = (
    "photo",
    "photos",
    "photograph",
    "photographs",
    "picture",
    "pictures",
    "pic",
    "pics",
    "image",
    "images",
    "pictured",
    "snapshot",
    "selfie",
    "screenshot",
)
_IMAGE = re.compile(r"\b(?:" + "|".join(IMAGE_KEYWORDS) + r")\b", re.IGNORECASE)

#: What a correct answer to a category-5 question says (LoCoMo's convention).
NOT_MENTIONED = "Not mentioned in the conversation"


@dataclass(frozen=True, slots=True)
class EvalItem:
    conversation_id: str
    qa_idx: int
    category: int
    question: str
    gold: str


@dataclass(frozen=True, slots=True)
class Selection:
    items: tuple[EvalItem, ...]
    image_removed: int
    by_category: dict[str, int]


def is_image_question(question: str) -> bool:
    return _IMAGE.search(question) is not None


def gold_answer(category: int, answer: str) -> str:
    """The answer a correct model gives: category 5 questions have none in the conversation."""
    return NOT_MENTIONED if category == 5 else answer


def select(
    dataset: Dataset,
    *,
    categories: Sequence[int] = (1, 2, 3, 4, 5),
    limit: int | None = None,
    image_filter: bool = True,
) -> Selection:
    """The questions to ask, in a stable order. ``limit`` keeps at most that many per
    conversation, taken round-robin across categories so a small run still covers each."""
    items: list[EvalItem] = []
    removed = 0
    for conv in dataset.conversations:
        picked: list[EvalItem] = []
        for idx, qa in enumerate(dataset.questions(conv.id)):
            if qa.category not in categories:
                continue
            if image_filter and is_image_question(qa.question):
                removed += 1
                continue
            gold = gold_answer(qa.category, qa.answer)
            picked.append(EvalItem(conv.id, idx, qa.category, qa.question, gold))
        items.extend(_round_robin(picked, limit) if limit else picked)
    counts: dict[str, int] = {}
    for item in items:
        counts[str(item.category)] = counts.get(str(item.category), 0) + 1
    return Selection(tuple(items), removed, dict(sorted(counts.items())))


def _round_robin(items: list[EvalItem], limit: int) -> list[EvalItem]:
    queues: dict[int, list[EvalItem]] = {}
    for item in items:
        queues.setdefault(item.category, []).append(item)
    out: list[EvalItem] = []
    while len(out) < limit and any(queues.values()):
        for cat in sorted(queues):
            if queues[cat] and len(out) < limit:
                out.append(queues[cat].pop(0))
    return sorted(out, key=lambda i: i.qa_idx)
