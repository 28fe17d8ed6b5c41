"""Loaded conversations kept in the process and extended by appended turns only; appends at
the store level that equal re-ingesting the whole conversation."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from swcmem.consolidate.scheduler import Schedule
from swcmem.errors import NotFoundError
from swcmem.memory import Memory
from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store, live
from swcmem.store.conversations import fingerprint, load_conversation, read_tail
from swcmem.store.delete import delete_conversation
from swcmem.temporal.ingest import ingest_conversation

T0 = datetime(2024, 2, 1, 18, 0, tzinfo=UTC)


def _conv(cid: str, sessions: int, per: int = 3) -> Conversation:
    out = []
    for s in range(1, sessions + 1):
        at = T0 + timedelta(days=3 * s)
        turns = tuple(
            Turn(f"D{s}:{p + 1}", s, p, "Kai" if p % 2 else "Mo", f"Note {p} of day {s}.", at)
            for p in range(per)
        )
        out.append(Session(s, at, turns))
    return Conversation(cid, ("Mo", "Kai"), tuple(out))


def test_cached_copy_is_extended_by_new_turns_only(store: Store) -> None:
    ingest_conversation(store, _conv("c", 2))
    first = live.conversation(store, "c")
    assert live.conversation(store, "c") is first  # nothing added: the same object
    ingest_conversation(store, _conv("c", 4))
    reads: list[str] = []
    execute = store.execute

    def spy(sql: str, params: tuple[object, ...] = ()) -> object:
        reads.append(sql)
        return execute(sql, params)

    store.execute = spy  # type: ignore[method-assign,assignment]
    grown = live.conversation(store, "c")
    store.execute = execute  # type: ignore[method-assign]
    assert grown == load_conversation(store, "c") and len(grown.turns) == 12
    assert grown.turn("D4:3") is not None and grown.session(4).turns[-1].id == "D4:3"
    turn_reads = [sql for sql in reads if "FROM turns" in sql and "seq>?" in sql]
    assert turn_reads and all("max(" not in sql for sql in turn_reads)


def test_turns_added_to_the_last_session_and_new_sessions(tmp_path: Path) -> None:
    with Memory(
        "m", tmp_path / "m.db", background=False, schedule=Schedule(None, None, None)
    ) as mem:
        at = T0.isoformat()
        mem.add([{"speaker": "Mo", "text": "First.", "timestamp": at}])
        before = live.conversation(mem.store, "m")
        mem.add([{"speaker": "Kai", "text": "Second.", "timestamp": at}])
        later = (T0 + timedelta(days=2)).isoformat()
        mem.add([{"speaker": "Mo", "text": "Days later.", "timestamp": later}])
        now = live.conversation(mem.store, "m")
        assert before is not now and now == load_conversation(mem.store, "m")
        assert [t.id for t in now.turns] == ["D1:1", "D1:2", "D2:1"]


def test_a_deleted_and_recreated_conversation_is_read_again(store: Store) -> None:
    ingest_conversation(store, _conv("c", 2))
    old = live.conversation(store, "c")
    delete_conversation(store, "c")
    with pytest.raises(NotFoundError):
        live.conversation(store, "c")
    ingest_conversation(store, _conv("c", 2, per=2))
    assert live.conversation(store, "c") != old
    assert live.conversation(store, "c") == load_conversation(store, "c")


def test_reads_inside_a_rolled_back_transaction_are_not_cached(store: Store) -> None:
    ingest_conversation(store, _conv("c", 1))
    live.conversation(store, "c")
    with pytest.raises(RuntimeError), store.atomic():
        ingest_conversation(store, _conv("c", 2))
        assert len(live.conversation(store, "c").turns) == 6
        raise RuntimeError("roll back")
    assert len(live.conversation(store, "c").turns) == 3


def test_appending_keeps_the_fingerprint_of_the_whole_conversation(tmp_path: Path) -> None:
    with Memory(
        "m", tmp_path / "m.db", background=False, schedule=Schedule(None, None, None)
    ) as mem:
        for day in range(3):
            at = T0 + timedelta(days=day)
            mem.add(
                [
                    {"speaker": "Mo", "text": f"Day {day}.", "timestamp": at.isoformat()},
                    {"speaker": "Kai", "text": "Noted.", "timestamp": at.isoformat()},
                ]
            )
        conv = load_conversation(mem.store, "m")
        assert read_tail(mem.store, "m").fingerprint == fingerprint(conv)
        again = ingest_conversation(mem.store, conv)  # the same content as a file: a no-op
        assert again.status == "unchanged" and again.turns_added == 0
