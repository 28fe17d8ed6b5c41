"""Temporal test helpers: a conversation we wrote, with dated sessions and a QA item."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from swcmem.model import Conversation, Dataset, QAItem, Session, Turn


def at(y: int, m: int, d: int, hour: int = 14) -> datetime:
    return datetime(y, m, d, hour, 0, tzinfo=UTC)


def make_conversation(conv_id: str = "club", extra_session: bool = False) -> Conversation:
    """Rosa and Malik: three (or four) sessions in spring 2023, dates resolvable by hand."""
    s1 = at(2023, 5, 8)  # Monday
    s2 = at(2023, 5, 25)  # Thursday
    s3 = at(2023, 6, 9)  # Friday
    lines = [
        (1, s1, "Rosa", "Hi Malik! I joined a choir yesterday and it was lovely."),
        (1, s1, "Malik", "Nice. I painted a lake sunrise last year, it hangs in my hall."),
        (1, s1, "Rosa", "The conductor is strict but kind."),
        (2, s2, "Malik", "I ran a charity marathon for the hospital last Saturday."),
        (2, s2, "Rosa", "Amazing! We are going kayaking next month with my cousins."),
        (2, s2, "Malik", "Two weekends ago I repaired the old canoe in the garage."),
        (3, s3, "Rosa", "I gave a talk about bird migration at the library last week."),
        (3, s3, "Malik", "I have been baking sourdough for 3 years now."),
        (3, s3, "Rosa", "My niece Lena adores your bread."),
    ]
    if extra_session:
        lines.append((4, at(2023, 7, 3), "Malik", "We went fishing on Friday and caught nothing."))
    sessions = []
    for idx in sorted({n for n, *_ in lines}):
        rows = [row for row in lines if row[0] == idx]
        turns = tuple(
            Turn(id=f"D{idx}:{i}", session_idx=idx, position=i, speaker=sp, text=tx, at=ts)
            for i, (_, ts, sp, tx) in enumerate(rows, start=1)
        )
        sessions.append(Session(idx=idx, started_at=rows[0][1], turns=turns))
    return Conversation(id=conv_id, speakers=("Rosa", "Malik"), sessions=tuple(sessions))


def make_questions() -> tuple[QAItem, ...]:
    """Questions about :func:`make_conversation`, with gold answers (kept apart from it)."""
    return (
        QAItem(
            "When did Malik run the charity marathon?",
            "The saturday before 25 May 2023",
            2,
            ("D2:1",),
        ),
        QAItem("When did Rosa join a choir?", "7 May 2023", 2, ("D1:1",)),
        QAItem("When is Rosa going kayaking?", "June 2023", 2, ("D2:2",)),
        QAItem("How long has Malik been baking?", "3 years", 2, ("D3:2",)),
        QAItem("Who adores the bread?", "Lena", 4, ("D3:3",)),
    )


def make_dataset(conv_id: str = "club") -> Dataset:
    conv = make_conversation(conv_id)
    return Dataset((conv,), {conv.id: make_questions()})


@pytest.fixture
def conversation() -> Conversation:
    return make_conversation()
