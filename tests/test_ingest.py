import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from fixtures.data import chat_messages, mini_locomo
from swcmem.errors import InputError
from swcmem.ingest import load_dataset, load_file
from swcmem.ingest.locomo import parse_session_date


def write(tmp_path: Path, data: object, name: str = "data.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def test_locomo_loader_keeps_sessions_turns_captions_and_qa(tmp_path: Path) -> None:
    data = load_dataset(write(tmp_path, mini_locomo()))
    (conv,) = data.conversations
    qa = data.questions(conv.id)
    assert not hasattr(conv, "qa")  # gold answers never travel with the conversation
    assert conv.id == "mini-1"
    assert conv.speakers == ("Ana", "Ben")
    assert [s.idx for s in conv.sessions] == [1, 2, 3]
    assert conv.sessions[1].started_at == datetime(2023, 5, 25, 19, 30, tzinfo=UTC)
    photo = conv.turn_map()["D1:3"]
    assert photo.caption == "a photo of a blue clay bowl"
    assert "blue clay bowl" in photo.full_text
    assert [q.category for q in qa] == [2, 4, 5]
    assert qa[2].adversarial_answer == "Porto" and qa[2].answer == "Porto"
    assert qa[0].evidence == ("D2:1",)


def test_session_date_formats() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("10:04 am on 19 January, 2024").hour == 10
    with pytest.raises(ValueError):
        parse_session_date("yesterday-ish")


def test_locomo_missing_date_is_an_error_unless_allowed(tmp_path: Path) -> None:
    data = mini_locomo()
    del data[0]["conversation"]["session_2_date_time"]
    path = write(tmp_path, data)
    with pytest.raises(InputError, match="missing timestamps"):
        load_file(path)
    (conv,) = load_file(path, allow_undated=True)
    assert conv.sessions[1].started_at is None
    assert all(t.at is None for t in conv.sessions[1].turns)


def test_locomo_empty_session_and_unknown_speaker(tmp_path: Path) -> None:
    data = mini_locomo()
    data[0]["conversation"]["session_2"] = []
    data[0]["conversation"]["session_3"][0]["speaker"] = "Carla"
    (conv,) = load_file(write(tmp_path, data))
    assert conv.sessions[1].turns == ()
    assert "Carla" in conv.speakers


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{not json", "not JSON"),
        (b"", "is empty"),
        (b'{"hello": 1}', "unknown layout"),
        (b"\xff\xfe\x00bad", "not UTF-8"),
        (
            b'[{"conversation": {"session_1": [{"speaker": "A"}],'
            b' "session_1_date_time": "1:56 pm on 8 May, 2023"}}]',
            "has no 'text'",
        ),
        (b'[{"conversation": {"session_1": [], "session_1_date_time": "soon"}}]', "is not a date"),
    ],
)
def test_malformed_files_give_one_clear_error(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(InputError, match=message):
        load_file(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="file not found"):
        load_file(tmp_path / "nope.json")


def test_chatlog_splits_sessions_by_gap_and_normalises_to_utc(tmp_path: Path) -> None:
    (conv,) = load_file(write(tmp_path, chat_messages(), "chat.json"))
    assert conv.id == "chat"
    assert [len(s.turns) for s in conv.sessions] == [3, 1]
    third = conv.sessions[0].turns[2]
    assert third.at == datetime(2024, 3, 2, 8, 2, tzinfo=UTC)
    assert conv.speakers == ("Ana", "Ben")
    (one,) = load_file(
        write(tmp_path, chat_messages(), "chat2.json"), session_gap=timedelta(hours=7)
    )
    assert len(one.sessions) == 1


def test_chatlog_jsonl_and_explicit_sessions(tmp_path: Path) -> None:
    rows = [dict(m, session="a" if i < 2 else "b") for i, m in enumerate(chat_messages())]
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    (conv,) = load_file(path)
    assert [len(s.turns) for s in conv.sessions] == [2, 2]


def test_chatlog_missing_or_bad_timestamps(tmp_path: Path) -> None:
    rows = chat_messages()
    del rows[1]["timestamp"]
    with pytest.raises(InputError, match="no timestamp"):
        load_file(write(tmp_path, rows))
    (conv,) = load_file(write(tmp_path, rows), allow_undated=True)
    assert conv.turns[1].at is None
    rows[1]["timestamp"] = "last tuesday"
    with pytest.raises(InputError, match="not ISO-8601"):
        load_file(write(tmp_path, rows))


def test_bundled_example_loads() -> None:
    path = Path(__file__).resolve().parents[1] / "examples" / "garden_club.json"
    (conv,) = load_file(path)
    assert conv.id == "garden-club" and len(conv.sessions) == 8
