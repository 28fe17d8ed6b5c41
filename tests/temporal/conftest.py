"""Temporal test helpers: a conversation we wrote, with dated sessions and a QA item, and the
lookups the phenomenon suites share."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from swcmem.ingest.files import load_dataset
from swcmem.model import Anchor, Conversation, Dataset, QAItem, Session, Turn
from swcmem.store import Store
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.ingest import ingest_dataset
from swcmem.temporal.timex import timex_value


def at(y: int, m: int, d: int, hour: int = 14) -> datetime:
    return datetime(y, m, d, hour, 0, tzinfo=UTC)


def make_conversation(conv_id: str = "club", extra_session: bool = False) -> Conversation:
    """Rosa and Malik: three (or four) sessions in spring 2023, dates resolvable by hand."""
    s1 = at(2023, 5, 8)  # Monday
    s2 = at(2023, 5, 25)  # Thursday
    s3 = at(2023, 6, 9)  # Friday
    lines = [
        (1, s1, "Rosa", "Hi Malik! I joined a choir yesterday and it was lovely."),
        (1, s1, "Malik", "Nice. I painted a harbour at dawn last year, it hangs in my hall."),
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
    return conversation_of(conv_id, ("Rosa", "Malik"), lines)


Line = tuple[int, datetime, str, str]  # session, said at, speaker, text


def conversation_of(conv_id: str, speakers: tuple[str, str], lines: list[Line]) -> Conversation:
    """A conversation from (session, said at, speaker, text) lines; turn ids D<session>:<n>
    counted from 1 in each session, which starts at its first line's time."""
    sessions = []
    for idx in sorted({n for n, *_ in lines}):
        rows = [row for row in lines if row[0] == idx]
        turns = tuple(
            Turn(id=f"D{idx}:{i}", session_idx=idx, position=i, speaker=sp, text=tx, at=ts)
            for i, (_, ts, sp, tx) in enumerate(rows, start=1)
        )
        sessions.append(Session(idx=idx, started_at=rows[0][1], turns=turns))
    return Conversation(id=conv_id, speakers=speakers, sessions=tuple(sessions))


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


def local(
    y: int, m: int, d: int, hour: int = 12, minute: int = 0, *, offset: float = 0.0
) -> datetime:
    """An aware datetime in a fixed UTC offset (hours), as the speaker's clock showed it."""
    return datetime(y, m, d, hour, minute, tzinfo=timezone(timedelta(hours=offset)))


def anchor_for(text: str, ref: datetime | None, surface: str) -> Anchor:
    """The one anchor of ``text`` whose surface is ``surface``; no other anchor may overlap it
    (a compound's parts never survive beside it)."""
    found = extract_anchors(text, ref)
    hits = [a for a in found if a.surface == surface]
    assert hits, [(a.surface, a.start, a.end, a.grain) for a in found]
    a = hits[0]
    others = [
        o for o in found if o is not a and o.char_start < a.char_end and a.char_start < o.char_end
    ]
    assert not others, [o.surface for o in others]
    return a


def dates_of(text: str, ref: datetime | None, surface: str) -> tuple[date | None, date | None, str]:
    """(start, end, grain) of the anchor ``surface`` in ``text``."""
    a = anchor_for(text, ref, surface)
    return (a.start, a.end, a.grain)


OWN = Path(__file__).resolve().parents[1] / "fixtures" / "when_conversations.json"


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> Store:
    """Our two written conversations for "when" questions (Ines and Karl, Femi and Hana;
    dates resolvable by hand), ingested once per module."""
    store = Store(tmp_path_factory.mktemp("own") / "own.db")
    ingest_dataset(store, load_dataset(OWN))
    return store


def anchors_at(
    text: str, ref: datetime | None, surface: str, *, use_duckling: bool = True
) -> list[Anchor]:
    """The anchors of ``text`` overlapping ``surface``."""
    i = text.index(surface)
    return [
        a
        for a in extract_anchors(text, ref, use_duckling=use_duckling)
        if a.char_start < i + len(surface) and i < a.char_end
    ]


def timex_values(ref: datetime, text: str, surface: str) -> list[str]:
    """The TIMEX3 values of the anchors overlapping ``surface`` (generic ones: "generic")."""
    return [
        "generic" if a.generic else timex_value(a.start, a.end, a.grain, a.duration_days)
        for a in anchors_at(text, ref, surface)
    ]


def assert_value(ref: datetime, text: str, surface: str, expected: str | None) -> None:
    """A news case: ``expected`` among the values at ``surface``; ``None``: no date there
    (nothing, a generic mention or a pure length such as "P3Y")."""
    values = timex_values(ref, text, surface)
    if expected is None:
        durations = [v for v in values if v.startswith("P") and not v.endswith("_REF")]
        assert all(v in ("", "generic") for v in values if v not in durations), values
    else:
        assert expected in values, values


GENERIC = "GENERIC"


def assert_reading(
    ref: datetime,
    text: str,
    surface: str,
    expected: tuple[date, date] | list[tuple[date, date]] | str,
) -> None:
    """A chat case: ``expected`` among the intervals at ``surface`` (a list: any of them);
    GENERIC: no answerable date there."""
    hits = anchors_at(text, ref, surface)
    found = [(a.start, a.end) for a in hits]
    if expected == GENERIC:
        assert all(a.start is None or a.generic for a in hits), hits
    elif isinstance(expected, list):
        assert any(e in found for e in expected), hits
    else:
        assert expected in found, hits
