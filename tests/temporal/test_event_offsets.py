"""An offset from an event told in an earlier turn of the conversation ("the week after the
wedding", the wedding dated sessions before): every path that indexes turns — a whole
ingest, ``Memory.add()`` in several calls, a reindex — dates it the same way."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from swcmem import Memory
from swcmem.model import Anchor, Turn
from swcmem.temporal.extract import turn_anchors
from swcmem.temporal.offsets import ToldDays

T0 = datetime(2024, 4, 2, 18, 30, tzinfo=UTC)  # a Tuesday
SESSIONS = [
    [
        ("Noor", "Big news: our wedding is on Saturday the 18th of May!"),
        ("Emil", "Congratulations! I'll keep the day free."),
    ],
    [
        ("Emil", "How is the planning going?"),
        ("Noor", "Slowly. The caterer wants a deposit by Friday."),
    ],
    [
        ("Emil", "Any plans after the big day?"),
        ("Noor", "We leave for Lisbon the week after the wedding, and the Monday after the gala."),
    ],
]


def _messages(s: int) -> list[dict[str, object]]:
    day = T0 + timedelta(days=12 * s)
    return [
        {"id": f"s{s}m{i}", "speaker": spk, "text": text, "timestamp": day + timedelta(minutes=i)}
        for i, (spk, text) in enumerate(SESSIONS[s])
    ]


def _offsets(mem: Memory) -> list[tuple[str, date | None, date | None]]:
    return [(a.surface, a.start, a.end) for a in mem.anchors() if a.surface.startswith("the ")]


WEEK_AFTER = ("the week after the wedding", date(2024, 5, 20), date(2024, 5, 26))
UNTOLD = ("the Monday after the gala", None, None)  # no earlier turn dates a gala


def test_the_event_is_dated_sessions_before(store_location: str) -> None:
    """On either store (the earlier anchors are read from it by SQL)."""
    with Memory("chat", store_location, background=False) as mem:
        for s in range(len(SESSIONS)):
            mem.add(_messages(s), new_session=True)
        assert _offsets(mem) == [WEEK_AFTER, UNTOLD]
        assert not mem.reindex(force=True).skipped
        assert _offsets(mem) == [WEEK_AFTER, UNTOLD]


def test_one_add_of_every_session_dates_it_the_same(tmp_path: Path) -> None:
    with Memory("chat", tmp_path / "m.db", background=False) as mem:
        mem.add([m for s in range(len(SESSIONS)) for m in _messages(s)])
        assert _offsets(mem) == [WEEK_AFTER, UNTOLD]


def test_the_latest_telling_wins_and_told_is_read_only_when_needed() -> None:
    at = T0 + timedelta(days=30)
    turn = Turn("t9", 9, 1, "Noor", "We fly out two days after the wedding.", at=at)
    first = Turn("t1", 1, 1, "Noor", "The wedding is on 4 May.", at=T0)
    moved = Turn("t5", 5, 1, "Noor", "The wedding moved: it is on 11 May now.", at=T0)
    told = turn_anchors(first) + turn_anchors(moved)
    calls: list[int] = []

    def earlier() -> list[Anchor]:
        calls.append(1)
        return told

    days = ToldDays(earlier)
    plain = Turn("t8", 9, 0, "Noor", "We fly out on Friday.", at=at)
    turn_anchors(plain, None, days)
    assert calls == []  # no offset to date: the store is not read
    found = [(a.start, a.grain) for a in turn_anchors(turn, None, days) if a.surface]
    assert found == [(date(2024, 5, 13), "day")]
    turn_anchors(turn, None, days)
    assert calls == [1]  # read once
