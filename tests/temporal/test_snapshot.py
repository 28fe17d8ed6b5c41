"""The in-process copy of a conversation's turns and anchors that ranking reads: the same
answers as the store, and every change (new turns, rewritten anchors, from this process or
another) seen by the next question."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import numpy as np
import pytest

from swcmem.model import Conversation
from swcmem.search.embed import DIMENSIONS, Matrix, minilm_available, normalize_rows
from swcmem.store import Store
from swcmem.store.anchors import delete_anchors, insert_anchors, load_anchors
from swcmem.temporal import snapshot
from swcmem.temporal import vectors as vectors_module
from swcmem.temporal.index import EXTRACTOR, TemporalIndex, index_conversation
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.snapshot import Snapshot, StoreTurns, turn_source
from swcmem.temporal.vectors import EventVectors

from .conftest import make_conversation

QUESTION = "When did Malik run the charity marathon?"


@pytest.fixture
def club(store_location: str) -> Iterator[Store]:
    """Our conversation in a fresh store, on each backend."""
    with Store(store_location) as store:
        ingest_conversation(store, make_conversation())
        yield store


def _rowids(store: Store) -> list[int]:
    return [int(r[0]) for r in store.execute("SELECT rowid FROM anchors ORDER BY rowid")]


def test_a_snapshot_reads_what_the_store_reads(club: Store) -> None:
    copy, direct = turn_source(club, "club"), StoreTurns(club, "club")
    assert isinstance(copy, Snapshot)
    seqs = [0, 3, 5, 8, 9, 40]  # 9 and 40 do not exist
    assert copy.turns_at(seqs) == direct.turns_at(seqs)
    ids = ["D2:1", "D3:2", "D9:9"]
    assert copy.turns_by_id(ids) == direct.turns_by_id(ids)
    turns = ["D3:1", "D2:1", "D2:1", "D1:1"]
    assert sorted(copy.anchors(turns), key=repr) == sorted(direct.anchors(turns), key=repr)
    for turn in ("D2:1", "D3:2"):  # each turn's anchors in their order in the turn
        assert copy.anchors([turn]) == direct.anchors([turn])
    assert copy.length_turns() == direct.length_turns() == ["D3:2"]  # "for 3 years now"
    assert turn_source(club, "club") is copy  # nothing changed: the same copy


def test_new_turns_and_their_anchors_are_seen_by_the_next_question(
    club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = turn_source(club, "club")
    assert first.turns_by_id(["D4:1"]) == {}
    ingest_conversation(club, make_conversation(extra_session=True))

    def read_all(cls: type[Snapshot], store: Store, conversation_id: str) -> Snapshot:
        raise AssertionError("an append is read by itself, not with the whole conversation")

    monkeypatch.setattr(Snapshot, "read", classmethod(read_all))
    again = turn_source(club, "club")
    assert again is not first
    assert again.turns_by_id(["D4:1"])["D4:1"].text.startswith("We went fishing")
    assert [a.start for a in again.anchors(["D4:1"]) if not a.implicit] == [date(2023, 6, 30)]
    assert again.anchors(["D2:1"]) == first.anchors(["D2:1"])
    direct = StoreTurns(club, "club")
    assert again.turns_at(range(12)) == direct.turns_at(range(12))
    everything = [t.id for t in direct.turns_at(range(12)).values()]
    assert again.anchors(everything) == direct.anchors(everything)


def test_anchors_indexed_after_the_copy_was_made_are_seen(club: Store) -> None:
    assert turn_source(club, "club").anchors(["D2:1"])
    delete_anchors(club, "club")  # turns without anchors: a store older than the index
    assert turn_source(club, "club").anchors(["D2:1"]) == []
    assert index_conversation(club, make_conversation()) > 0
    found = turn_source(club, "club").anchors(["D2:1"])
    assert [a.start for a in found if not a.implicit] == [date(2023, 5, 20)]


def _with_last_turn(text: str) -> Conversation:
    conv = make_conversation(extra_session=True)
    last = conv.sessions[-1]
    turn = replace(last.turns[0], text=text)
    return replace(conv, sessions=(*conv.sessions[:-1], replace(last, turns=(turn,))))


def test_rows_of_a_rolled_back_write_are_never_kept(club: Store) -> None:
    turn_source(club, "club")
    with pytest.raises(RuntimeError), club.atomic():
        ingest_conversation(club, _with_last_turn("We went fishing on Friday."))
        assert "D4:1" in turn_source(club, "club").turns_by_id(["D4:1"])  # seen inside
        raise RuntimeError("rolled back")
    # the same state as the rolled-back write's (turn seq, anchors token and appends)
    ingest_conversation(club, _with_last_turn("We went sailing on Friday."))
    text = turn_source(club, "club").turns_by_id(["D4:1"])["D4:1"].text
    assert text == "We went sailing on Friday."


def test_vectors_of_a_rolled_back_write_are_never_kept(club: Store) -> None:
    if not minilm_available():
        pytest.skip("the onnx extra is missing")
    vectors = TemporalIndex(club).vectors
    assert vectors is not None
    vectors.conversation("club")
    with pytest.raises(RuntimeError), club.atomic():
        ingest_conversation(club, _with_last_turn("We went fishing on Friday."))
        assert vectors.conversation("club").turn("D4:1") is not None
        raise RuntimeError("rolled back")
    sailing = "We went sailing on Friday."
    ingest_conversation(club, _with_last_turn(sailing))
    found = vectors.conversation("club").turn("D4:1")
    assert found is not None
    assert float(found @ vectors.encode(sailing)) > 0.99


def _shift_anchors(store: Store, days: int) -> None:
    """Rewrite the conversation's anchors, every date ``days`` later (as a reindex does)."""
    old = load_anchors(store, "club")
    moved = [
        replace(a, start=a.start + timedelta(days), end=a.end + timedelta(days))
        if a.start and a.end
        else a
        for a in old
    ]
    with store.atomic() as db:
        delete_anchors(db, "club")
        insert_anchors(db, "club", moved, EXTRACTOR)


def test_rewritten_anchors_are_seen_even_with_the_same_rowids(club: Store) -> None:
    before = turn_source(club, "club").anchors(["D2:1"])
    rowids = _rowids(club)
    with Store(club.location) as other:  # another connection: what another process does
        _shift_anchors(other, 7)
    if club.dialect == "sqlite":
        assert _rowids(club) == rowids  # SQLite gave the new rows the old rowids
    after = turn_source(club, "club").anchors(["D2:1"])
    assert [a.start for a in after] == [a.start + timedelta(7) for a in before if a.start]


def test_a_rewrite_by_another_process_changes_the_answer(club: Store) -> None:
    index = TemporalIndex(club, dense=False)
    first = index.ask("club", QUESTION).answers[0]
    assert first.start == date(2023, 5, 20)
    script = (
        "import sys; from swcmem.store import Store;"
        "from tests.temporal.test_snapshot import _shift_anchors;"
        "store = Store(sys.argv[1]); _shift_anchors(store, 7); store.close()"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", script, str(club.location)], check=True, cwd=root)
    assert index.ask("club", QUESTION).answers[0].start == date(2023, 5, 27)


def test_a_long_conversation_is_read_from_the_store(
    club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(snapshot, "SNAPSHOT_MAX_TURNS", 5)
    source = turn_source(club, "club")
    assert isinstance(source, StoreTurns)
    lexical = TemporalIndex(club, dense=False)
    assert lexical.ask("club", QUESTION).answers[0].start == date(2023, 5, 20)


def test_questions_from_many_threads_while_anchors_are_rewritten(club: Store) -> None:
    index = TemporalIndex(club, dense=False)
    seen: list[date | None] = []
    errors: list[BaseException] = []

    def ask() -> None:
        try:
            for _ in range(20):
                seen.append(index.ask("club", QUESTION).answers[0].start)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    _shift_anchors(club, 7)
    for t in threads:
        t.join()
    assert not errors
    assert len(seen) == 80 and set(seen) <= {date(2023, 5, 20), date(2023, 5, 27)}
    assert index.ask("club", QUESTION).answers[0].start == date(2023, 5, 27)


def test_the_cache_keeps_to_its_turn_budget(club: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    ingest_conversation(club, make_conversation("club2"))
    monkeypatch.setattr(snapshot, "_TURN_BUDGET", 12)  # each conversation has 9 turns
    monkeypatch.setattr(snapshot, "_CACHE", type(snapshot._CACHE)())
    first = turn_source(club, "club")
    assert turn_source(club, "club") is first  # kept
    turn_source(club, "club2")
    assert list(snapshot._CACHE) == [(club.key, "club2")]  # 18 turns: the older one dropped
    assert turn_source(club, "club") is not first  # read again


class _Hashing:
    """A small deterministic embedder (words hashed into 384 buckets): enough for a cache."""

    name = "hashing"

    def embed(self, texts: Sequence[str]) -> Matrix:
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().split():
                out[i, sum(map(ord, word)) % DIMENSIONS] += 1.0
        return normalize_rows(out)


def test_the_vector_cache_keeps_to_its_budget(club: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    ingest_conversation(club, make_conversation("club2"))
    monkeypatch.setattr(vectors_module, "_ROW_BUDGET", 20)  # each conversation: 9 turns + dates
    monkeypatch.setattr(vectors_module, "_CACHE", type(vectors_module._CACHE)())
    vectors = EventVectors(club, _Hashing(), "hashing/1")
    first = vectors.conversation("club")
    assert first.size > 10 and vectors.conversation("club") is first
    vectors.conversation("club2")
    assert [k[1] for k in vectors_module._CACHE] == ["club2"]
    again = vectors.conversation("club")
    assert again is not first and again.turn_ids == first.turn_ids
