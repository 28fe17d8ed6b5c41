import json
from pathlib import Path

import pytest

from fixtures.data import mini_locomo
from fixtures.stores import refusal
from swcmem.errors import InputError, NotFoundError
from swcmem.ingest import load_file
from swcmem.search import TurnSearch
from swcmem.store import Store
from swcmem.store.conversations import (
    list_conversations,
    load_conversation,
    save_conversation,
)


@pytest.fixture
def conv(tmp_path: Path):  # type: ignore[no-untyped-def]
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(mini_locomo()))
    return load_file(path)[0]


def test_round_trip_is_lossless(store: Store, conv) -> None:  # type: ignore[no-untyped-def]
    assert save_conversation(store, conv).status == "new"
    assert load_conversation(store, conv.id) == conv


def test_reingest_is_idempotent(store: Store, conv) -> None:  # type: ignore[no-untyped-def]
    save_conversation(store, conv)
    again = save_conversation(store, conv)
    assert again.status == "unchanged" and again.turns_added == 0
    count = store.execute("SELECT count(*) FROM turns").fetchone()[0]
    assert count == len(conv.turns)


def test_extended_conversation_appends_only_new_turns(tmp_path: Path, store: Store) -> None:
    data = mini_locomo()
    short = json.loads(json.dumps(data))
    del short[0]["conversation"]["session_3"]
    (tmp_path / "a.json").write_text(json.dumps(short))
    (tmp_path / "b.json").write_text(json.dumps(data))
    save_conversation(store, load_file(tmp_path / "a.json")[0])
    result = save_conversation(store, load_file(tmp_path / "b.json")[0])
    assert result.status == "extended" and result.turns_added == 2
    data[0]["conversation"]["session_1"][0]["text"] = "rewritten"
    (tmp_path / "c.json").write_text(json.dumps(data))
    with pytest.raises(InputError, match="different content"):
        save_conversation(store, load_file(tmp_path / "c.json")[0])
    assert load_conversation(store, "mini-1").turns[0].text.startswith("Hi Ben")


@pytest.mark.parametrize(
    "edit",
    [
        lambda c: c.update(session_1_date_time="9:00 am on 1 January, 2022"),
        lambda c: c["session_1"][0].update(blip_caption="a photo of a dog"),
    ],
    ids=["date", "caption"],
)
def test_a_changed_turn_date_or_caption_is_refused(tmp_path: Path, store: Store, edit) -> None:  # type: ignore[no-untyped-def]
    data = mini_locomo()
    (tmp_path / "a.json").write_text(json.dumps(data))
    save_conversation(store, load_file(tmp_path / "a.json")[0])
    edit(data[0]["conversation"])
    (tmp_path / "b.json").write_text(json.dumps(data))
    with pytest.raises(InputError, match="different content"):
        save_conversation(store, load_file(tmp_path / "b.json")[0])


@pytest.mark.parametrize(
    "column", ["id", "session_idx", "position", "speaker", "text", "caption", "at", "seq"]
)
def test_turns_can_never_be_deleted_or_rewritten(store: Store, conv, column: str) -> None:  # type: ignore[no-untyped-def]
    save_conversation(store, conv)
    with pytest.raises(refusal(store), match="never deleted"):
        store.execute("DELETE FROM turns")
    with pytest.raises(refusal(store), match="never rewritten"):
        store.execute(f"UPDATE turns SET {column}={column}")


def test_failed_ingest_leaves_nothing(store: Store, conv) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError), store.atomic():
        save_conversation(store, conv)
        raise RuntimeError("crash mid-ingest")
    assert store.execute("SELECT count(*) FROM turns").fetchone()[0] == 0
    assert store.execute("SELECT count(*) FROM conversations").fetchone()[0] == 0


def test_wal_and_migrations_recorded(tmp_path: Path) -> None:
    s = Store(tmp_path / "x.db")
    assert s.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    versions = [r[0] for r in s.execute("SELECT version FROM migrations ORDER BY version")]
    assert versions[0] == 1 and versions == sorted(versions)
    s.close()
    again = Store(tmp_path / "x.db")  # reopening applies nothing twice
    assert [r[0] for r in again.execute("SELECT version FROM migrations")] == versions


def test_search_and_unknown_id(store: Store, conv) -> None:  # type: ignore[no-untyped-def]
    save_conversation(store, conv)
    hits = TurnSearch(store).search(conv.id, "When did Ben run the trail race?")
    assert hits[0].turn.id == "D2:1"
    assert TurnSearch(store).search(conv.id, "?!* OR (") == []
    assert list_conversations(store)[0]["turns"] == len(conv.turns)
    with pytest.raises(NotFoundError, match="unknown conversation id 'nope'"):
        load_conversation(store, "nope")
