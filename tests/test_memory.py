"""The public ``Memory`` API: idempotent adds, validation, local time, reading, forgetting,
and threads (one memory shared by 8 threads; 4 memories on one conversation)."""

from __future__ import annotations

import subprocess
import sys
import threading
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from swcmem import ConfigError, InputError, Memory, NotFoundError, Store
from swcmem.store.delete import count_rows

T0 = datetime(2024, 3, 14, 10, 0, tzinfo=timezone(timedelta(hours=-5)))
CHAT = [
    ("Rosa", "We finally repainted the boat shed last weekend."),
    ("Ivo", "Nice! I start the new pottery class next Tuesday."),
    ("Rosa", "My sister flew in from Porto yesterday."),
    ("Ivo", "I sold twelve bowls at the market on Sunday."),
]


def messages(prefix: str = "m", start: datetime = T0) -> list[dict[str, object]]:
    return [
        {
            "id": f"{prefix}{i}",
            "speaker": spk,
            "text": text,
            "timestamp": (start + timedelta(minutes=i)).isoformat(),
        }
        for i, (spk, text) in enumerate(CHAT)
    ]


def quiet(path: Path | str, cid: str = "c1", **kw: object) -> Memory:
    from swcmem.consolidate.scheduler import Schedule

    return Memory(cid, path, background=False, schedule=Schedule(None, None, None), **kw)  # type: ignore[arg-type]


def count_turns(path: Path, cid: str) -> int:
    with Store(path, read_only=True) as s:
        return int(
            s.execute("SELECT count(*) FROM turns WHERE conversation_id=?", (cid,)).fetchone()[0]
        )


# -- adding -----------------------------------------------------------------------------------
def test_adding_the_same_messages_again_stores_nothing_new(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db") as mem:
        first = mem.add(messages())
        again = mem.add(messages())
        assert again == first and [t.id for t in first] == ["D1:1", "D1:2", "D1:3", "D1:4"]
        mixed = mem.add([*messages()[2:], {**messages("n")[0], "text": "Brand new."}])
        assert [t.id for t in mixed] == ["D1:3", "D1:4", "D1:5"]
    assert count_turns(tmp_path / "m.db", "c1") == 5


def test_rerunning_a_script_leaves_the_turn_count_unchanged(tmp_path: Path) -> None:
    db = tmp_path / "chat.db"
    script = tmp_path / "bot.py"
    script.write_text(
        "import sys\n"
        "from swcmem import Memory\n"
        "with Memory('bot', sys.argv[1], background=False) as mem:\n"
        "    mem.add([\n"
        "        {'id': 'a', 'speaker': 'Ana', 'text': 'Hi there', 'timestamp': '2024-01-02T10:00:00Z'},\n"
        "        {'message_id': 7, 'role': 'assistant', 'content': 'Hello!',\n"
        "         'timestamp': '2024-01-02T10:00:05Z'},\n"
        "    ])\n"
    )
    for _ in range(2):
        subprocess.run([sys.executable, str(script), str(db)], check=True, timeout=120)
    assert count_turns(db, "bot") == 2


def test_a_known_id_with_other_content_is_refused_and_nothing_is_stored(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db") as mem:
        mem.add(messages())
        changed = [{**messages()[1], "text": "Something else."}, *messages("x")]
        with pytest.raises(InputError, match="already stored as turn D1:2"):
            mem.add(changed)
        with pytest.raises(InputError, match="appears twice"):
            mem.add([messages("y")[0], messages("y")[0]])
    assert count_turns(tmp_path / "m.db", "c1") == 4


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"speaker": "A", "text": "hi"}, "no timestamp"),
        ({"speaker": "", "text": "hi", "timestamp": "2024-01-01T00:00:00Z"}, "speaker"),
        ({"speaker": "A", "text": None, "timestamp": "2024-01-01T00:00:00Z"}, "text"),
        ({"speaker": "A", "text": "hi", "timestamp": "yesterday"}, "not ISO-8601"),
        ({"speaker": "A", "text": "hi", "timestamp": 1700000000}, "ISO-8601 string"),
        ({"speaker": "A", "text": "hi", "timestamp": "2024-01-01", "id": True}, "'id' must"),
        ({"speaker": "A", "text": "hi", "timestamp": "2024-01-01", "id": "x" * 300}, "longer"),
    ],
)
def test_bad_messages_are_refused(tmp_path: Path, bad: dict[str, object], message: str) -> None:
    with quiet(tmp_path / "m.db") as mem, pytest.raises(InputError, match=message):
        mem.add([bad])
    assert not (tmp_path / "m.db").exists() or count_turns(tmp_path / "m.db", "c1") == 0


def test_undated_only_when_allowed_and_never_the_clock(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db") as mem:
        (turn,) = mem.add([{"speaker": "A", "text": "no date"}], allow_undated=True)
        assert turn.at is None


def test_times_keep_the_speakers_offset_and_naive_ones_use_the_timezone(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db", timezone="Europe/Berlin") as mem:
        aware, naive = mem.add(
            [
                {"speaker": "A", "text": "x", "timestamp": "2024-03-14T22:00:00-05:00"},
                {"speaker": "B", "text": "y", "timestamp": "2024-07-01T09:30:00"},
            ]
        )
        assert aware.at is not None and aware.at.utcoffset() == timedelta(hours=-5)
        assert naive.at == datetime(2024, 7, 1, 7, 30, tzinfo=UTC)
        assert naive.at.utcoffset() == timedelta(hours=2)  # Berlin summer time
        stored = mem.add([{"id": "z", "speaker": "A", "text": "z", "timestamp": T0}])
        assert stored[0].at == T0 and stored[0].at.utcoffset() == T0.utcoffset()
    with pytest.raises(InputError, match="unknown time zone"):
        Memory("c", ":memory:", timezone="Mars/Olympus")


def test_budget_must_be_positive(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db") as mem:
        mem.add(messages())
        for bad in (0, -5):
            with pytest.raises(ConfigError, match="budget must be a positive"):
                mem.context(budget=bad)
            with pytest.raises(ConfigError, match="budget must be a positive"):
                mem.tiers(budget=bad)
        assert mem.context(budget=50, strategy="truncation").tokens <= 50


# -- reading --------------------------------------------------------------------------------
def test_when_anchors_and_ask_without_an_llm(tmp_path: Path) -> None:
    with quiet(tmp_path / "m.db") as mem:
        with pytest.raises(NotFoundError, match="empty"):
            mem.when("When did Rosa's sister arrive?")
        mem.add(messages())
        best = mem.when("When did Rosa's sister fly in?")[0]
        assert best.start == date(2024, 3, 13)  # "yesterday", said on 14 March
        with pytest.raises(InputError, match="question is empty"):
            mem.when("   ")
        explicit = mem.anchors()
        assert explicit and all(not a.implicit for a in explicit)
        assert len(mem.anchors(include_implicit=True)) >= len(explicit)
        march = mem.anchors(date(2024, 3, 1), date(2024, 3, 31))
        assert {a.surface for a in march} >= {"yesterday", "last weekend"}
        answer = mem.ask("When did Rosa's sister fly in from Porto?")
        assert answer.mode == "temporal-index" and answer.answer == best.text
        assert answer.to_dict()["when"][0]["speaker"] == "Rosa"
        other = mem.ask("What does Ivo sell at the market?")
        assert other.mode == "evidence" and other.answer is None
        assert other.evidence[0].turn_id == "D1:4"


# -- forgetting -----------------------------------------------------------------------------
def _fill(store: Store, cid: str) -> Memory:
    """Five sessions a week apart, consolidated, with a QA item and an evaluation row."""
    from swcmem.model import QAItem
    from swcmem.store.evals import AnswerRow, save_answer
    from swcmem.store.qa import save_qa

    mem = quiet(store, cid)
    for week in range(5):
        mem.add(messages(f"w{week}-", T0 + timedelta(days=7 * week)))
    mem.consolidate()
    save_qa(store, cid, [QAItem("When did Rosa's sister fly in?", "13 March 2024", 2)])
    save_answer(store, AnswerRow("s", "truncation", cid, 0, 2, "q?", "gold", 10, "answer"))
    return mem


def test_forget_removes_one_conversation_and_nothing_else(tmp_path: Path) -> None:
    store = Store(tmp_path / "m.db")
    keep, drop = _fill(store, "keep"), _fill(store, "drop")
    before = count_rows(store, "keep")
    filled = {t for t, n in count_rows(store, "drop").items() if n}
    assert {"turns", "anchors", "gists", "chunks", "turn_terms", "qa_items"} <= filled
    assert {"eval_answers", "message_ids", "consolidation_state"} <= filled
    report = drop.forget()
    assert report.turns == 20 and set(report.rows) == filled
    assert set(count_rows(store, "drop").values()) == {0}
    assert count_rows(store, "keep") == before
    with pytest.raises(NotFoundError):
        drop.when("When did Rosa's sister fly in?")
    assert drop.add(messages())[0].id == "D1:1"  # usable again, starting afresh
    with pytest.raises(Exception, match="never deleted"):
        store.execute("DELETE FROM turns WHERE conversation_id='keep'")
    keep.close()
    drop.close()
    store.close()


# -- threads --------------------------------------------------------------------------------
def _run_threads(targets: list[threading.Thread]) -> None:
    for t in targets:
        t.start()
    for t in targets:
        t.join(600)
        assert not t.is_alive()


def test_one_memory_shared_by_8_threads_x_100_adds(tmp_path: Path) -> None:
    mem = Memory("busy", tmp_path / "m.db")  # background consolidation on: it shares the store
    returned: list[str] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def worker(w: int) -> None:
        try:
            for i in range(100):
                at = T0 + timedelta(hours=w, seconds=i)
                text = f"note {i} from {w}"
                msg = {"id": f"{w}-{i}", "speaker": f"s{w}", "text": text, "timestamp": at}
                (turn,) = mem.add([msg])
                with lock:
                    returned.append(turn.id)
        except BaseException as exc:
            errors.append(exc)

    _run_threads([threading.Thread(target=worker, args=(w,)) for w in range(8)])
    assert errors == []
    assert mem.wait(600) and mem.errors == []
    with Store(tmp_path / "m.db", read_only=True) as s:
        stored = {r[0] for r in s.execute("SELECT id FROM turns WHERE conversation_id='busy'")}
        ids = s.execute("SELECT count(*) FROM message_ids WHERE conversation_id='busy'").fetchone()[
            0
        ]
    assert len(returned) == len(set(returned)) == len(stored) == ids == 800
    assert set(returned) == stored
    mem.close()


def test_four_memories_on_one_conversation_in_threads(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    Store(path).close()  # the file exists, so the four openers race only on the conversation
    returned: list[str] = []
    errors: list[BaseException] = []

    def worker(w: int) -> None:
        try:
            with Memory("shared", path, background=False) as mem:
                for i in range(50):
                    at = (T0 + timedelta(minutes=i)).isoformat()
                    turn = mem.add([{"speaker": f"s{w}", "text": f"{w}/{i}", "timestamp": at}])
                    returned.append(turn[0].id)
        except BaseException as exc:
            errors.append(exc)

    _run_threads([threading.Thread(target=worker, args=(w,)) for w in range(4)])
    assert errors == []
    assert count_turns(path, "shared") == len(set(returned)) == 200
