"""The fuzz corpus: malformed inputs for ``swcmem ingest`` (and a few documented edge cases
that are accepted).

Every case is a file (or a special path: a device, a FIFO, a folder) plus extra CLI
arguments. ``exit == 2`` cases must give one clear error, no traceback, and leave the store
unchanged; ``exit == 0`` cases are edge cases that are valid input, each with a note saying
why. All content here was written for these tests.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# -- valid bases -----------------------------------------------------------------------------

SAMPLE_ID = "fz-1"
CHAT_ID = "fz-chat"


def locomo_sample(sample_id: str = SAMPLE_ID) -> dict[str, Any]:
    """A small, valid LoCoMo-layout sample."""
    return {
        "sample_id": sample_id,
        "conversation": {
            "speaker_a": "Ines",
            "speaker_b": "Tomas",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ines", "dia_id": "D1:1", "text": "I repotted the fern yesterday."},
                {"speaker": "Tomas", "dia_id": "D1:2", "text": "Nice, which pot did you use?"},
                {
                    "speaker": "Ines",
                    "dia_id": "D1:3",
                    "text": "The blue one.",
                    "blip_caption": "a fern in a blue pot",
                },
            ],
            "session_2_date_time": "10:02 am on 20 May, 2023",
            "session_2": [
                {"speaker": "Tomas", "dia_id": "D2:1", "text": "Is the fern still alive?"},
                {"speaker": "Ines", "dia_id": "D2:2", "text": "Thriving since last week."},
            ],
        },
        "qa": [
            {
                "question": "When did Ines repot the fern?",
                "answer": "7 May 2023",
                "category": 2,
                "evidence": ["D1:1"],
            },
            {
                "question": "What colour was the pot Tomas bought?",
                "adversarial_answer": "blue",
                "category": 5,
                "evidence": ["D1:3"],
            },
        ],
    }


def chat_log(conversation_id: str = CHAT_ID) -> dict[str, Any]:
    """A small, valid chat log."""
    return {
        "id": conversation_id,
        "title": "Weekend plans",
        "messages": [
            {"speaker": "Ana", "text": "Hiking on Saturday?", "timestamp": "2024-03-14T09:00:00Z"},
            {"role": "Ben", "content": "Sure, 8 am.", "timestamp": "2024-03-14T09:05:00+01:00"},
            {"speaker": "Ana", "text": "Great.", "timestamp": "2024-03-16T07:30:00Z"},
        ],
    }


# -- cases -----------------------------------------------------------------------------------

Maker = Callable[[Path], Path]


@dataclass(frozen=True)
class Case:
    name: str
    make: Maker  # writes (or finds) the input, returns its path
    args: tuple[str, ...] = ()
    exit: int = 2
    expect: str = ""  # a fragment the error (exit 2) must contain, lower case
    note: str = ""  # exit 0: why this input is valid
    tags: frozenset[str] = field(default_factory=frozenset)


def _write(content: bytes | str, suffix: str = ".json") -> Maker:
    def make(folder: Path) -> Path:
        path = folder / f"input{suffix}"
        path.write_bytes(
            content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content
        )
        return path

    return make


def _json(data: Any) -> Maker:
    return _write(json.dumps(data, allow_nan=True))


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _delete(data: Any, path: tuple[Any, ...]) -> Any:
    target = data
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return data


def locomo_with(path: tuple[Any, ...], value: Any) -> Maker:
    return _json([_set(locomo_sample(), path, value)])


def chat_with(path: tuple[Any, ...], value: Any) -> Maker:
    return _json(_set(chat_log(), path, value))


TURN = ("conversation", "session_1", 0)
QA = ("qa", 0)
CONV = ("conversation",)
MSG = ("messages", 0)
DEEP = 50_000
LONG_ID = "x" * 50_000


def _special(target: str) -> Maker:
    return lambda folder: Path(target)


def _fifo(folder: Path) -> Path:
    path = folder / "pipe.json"
    os.mkfifo(path)
    return path


def _symlink_to(target: str) -> Maker:
    def make(folder: Path) -> Path:
        path = folder / "link.json"
        path.symlink_to(target)
        return path

    return make


def _folder(folder: Path) -> Path:
    path = folder / "a-folder.json"
    path.mkdir()
    return path


def _two_samples_second_bad(folder: Path) -> Path:
    bad = _set(locomo_sample("fz-2"), (*TURN, "text"), None)
    path = folder / "two.json"
    path.write_text(json.dumps([locomo_sample("fz-new"), bad]))
    return path


def _moved_session(folder: Path) -> Path:
    sample = locomo_sample()
    conv = sample["conversation"]
    conv["session_01"] = conv.pop("session_1")
    conv["session_1"] = copy.deepcopy(conv["session_01"])
    path = folder / "dup-session.json"
    path.write_text(json.dumps([sample]))
    return path


def _locomo_cases() -> list[Case]:
    bad_text = {
        "text-null": None, "text-list": ["a", "b"], "text-number": 42, "text-float": 1.5,
        "text-object": {"a": 1}, "text-bool": True, "text-lone-surrogate": "ok \ud800 ok",
        "text-lone-low-surrogate": "\udfff",
    }  # fmt: skip
    cases = [Case(f"locomo-{k}", locomo_with((*TURN, "text"), v)) for k, v in bad_text.items()]
    cases += [
        Case("locomo-text-missing", _json([_delete(locomo_sample(), (*TURN, "text"))])),
        Case("locomo-speaker-null", locomo_with((*TURN, "speaker"), None), expect="speaker"),
        Case("locomo-speaker-list", locomo_with((*TURN, "speaker"), ["Ines"])),
        Case("locomo-speaker-number", locomo_with((*TURN, "speaker"), 7)),
        Case("locomo-speaker-newline", locomo_with((*TURN, "speaker"), "In\nes")),
        Case("locomo-speaker-nul", locomo_with((*TURN, "speaker"), "In\x00es")),
        Case("locomo-speaker-bidi", locomo_with((*TURN, "speaker"), "In\u202ees")),
        Case("locomo-speaker-huge", locomo_with((*TURN, "speaker"), "I" * 5000)),
        Case("locomo-speaker-surrogate", locomo_with((*TURN, "speaker"), "I\ud834")),
        Case("locomo-speaker_a-list", locomo_with((*CONV, "speaker_a"), ["Ines"])),
        Case("locomo-speaker_a-number", locomo_with((*CONV, "speaker_a"), 12)),
        Case("locomo-speaker_b-object", locomo_with((*CONV, "speaker_b"), {"n": 1})),
        Case(
            "locomo-dia_id-duplicate",
            locomo_with((*CONV, "session_1", 1, "dia_id"), "D1:1"),
            expect="used twice",
        ),
        Case(
            "locomo-dia_id-duplicate-across-sessions",
            locomo_with((*CONV, "session_2", 0, "dia_id"), "D1:2"),
            expect="used twice",
        ),
        Case("locomo-dia_id-list", locomo_with((*TURN, "dia_id"), ["D1:1"])),
        Case("locomo-dia_id-object", locomo_with((*TURN, "dia_id"), {"id": 1})),
        Case("locomo-dia_id-control", locomo_with((*TURN, "dia_id"), "D1:\x1b[31m1")),
        Case("locomo-dia_id-huge", locomo_with((*TURN, "dia_id"), "D" * 10_000)),
        Case("locomo-session_01-beside-session_1", _moved_session, expect="both name session 1"),
        Case(
            "locomo-session-20-digits",
            locomo_with((*CONV, "session_99999999999999999999"), []),
            expect="session number",
        ),
        Case("locomo-session-above-limit", locomo_with((*CONV, "session_100001"), [])),
        Case("locomo-session-string", locomo_with((*CONV, "session_1"), "hello")),
        Case("locomo-session-object", locomo_with((*CONV, "session_1"), {"0": {}})),
        Case("locomo-session-null", locomo_with((*CONV, "session_1"), None)),
        Case("locomo-turn-string", locomo_with(TURN, "just text")),
        Case("locomo-turn-list", locomo_with(TURN, ["Ines", "hi"])),
        Case("locomo-turn-null", locomo_with(TURN, None)),
        Case(
            "locomo-date-year-1",
            locomo_with((*CONV, "session_1_date_time"), "1:56 pm on 8 May, 0001"),
            expect="years",
        ),
        Case(
            "locomo-date-year-9999",
            locomo_with((*CONV, "session_1_date_time"), "1:56 pm on 31 December, 9999"),
            expect="years",
        ),
        Case("locomo-date-list", locomo_with((*CONV, "session_1_date_time"), ["8 May 2023"])),
        Case("locomo-date-number", locomo_with((*CONV, "session_1_date_time"), 20230508)),
        Case("locomo-date-object", locomo_with((*CONV, "session_1_date_time"), {"d": 1})),
        Case("locomo-date-garbage", locomo_with((*CONV, "session_1_date_time"), "soon-ish")),
        Case(
            "locomo-date-31-february",
            locomo_with((*CONV, "session_1_date_time"), "1:56 pm on 31 February, 2023"),
        ),
        Case(
            "locomo-date-missing",
            _json([_delete(locomo_sample(), (*CONV, "session_1_date_time"))]),
            expect="missing timestamps",
        ),
        Case("locomo-no-sessions", _json([{"sample_id": "x", "conversation": {"speaker_a": "A"}}])),
        Case("locomo-sample_id-list", locomo_with(("sample_id",), ["a"])),
        Case("locomo-sample_id-object", locomo_with(("sample_id",), {"a": 1})),
        Case("locomo-sample_id-newline", locomo_with(("sample_id",), "fz\n1")),
        Case("locomo-sample_id-markup-control", locomo_with(("sample_id",), "mk2[/x]\x07")),
        Case("locomo-sample_id-50kb", locomo_with(("sample_id",), LONG_ID), expect="characters"),
        Case("locomo-sample_id-duplicate", _json([locomo_sample(), locomo_sample()])),
        Case("locomo-caption-list", locomo_with((*TURN, "blip_caption"), ["a", "b"])),
        Case("locomo-caption-number", locomo_with((*TURN, "blip_caption"), 3)),
        Case("locomo-caption-surrogate", locomo_with((*TURN, "blip_caption"), "\udc80")),
        Case("locomo-qa-number", locomo_with(("qa",), 5), expect="'qa'"),
        Case("locomo-qa-string", locomo_with(("qa",), "questions")),
        Case("locomo-qa-object", locomo_with(("qa",), {"question": "q"})),
        Case("locomo-qa-item-string", locomo_with(QA, "When?")),
        Case("locomo-qa-item-null", locomo_with(QA, None)),
        Case("locomo-qa-no-question", _json([_delete(locomo_sample(), (*QA, "question"))])),
        Case("locomo-qa-no-category", _json([_delete(locomo_sample(), (*QA, "category"))])),
        Case("locomo-qa-category-two", locomo_with((*QA, "category"), "two"), expect="category"),
        Case("locomo-qa-category-null", locomo_with((*QA, "category"), None), expect="category"),
        Case("locomo-qa-category-digit-string", locomo_with((*QA, "category"), "2")),
        Case("locomo-qa-category-7", locomo_with((*QA, "category"), 7)),
        Case("locomo-qa-category-0", locomo_with((*QA, "category"), 0)),
        Case("locomo-qa-category-float", locomo_with((*QA, "category"), 2.0)),
        Case("locomo-qa-category-bool", locomo_with((*QA, "category"), True)),
        Case("locomo-qa-category-huge", locomo_with((*QA, "category"), 10**30)),
        Case("locomo-qa-question-null", locomo_with((*QA, "question"), None)),
        Case("locomo-qa-question-list", locomo_with((*QA, "question"), ["a"])),
        Case("locomo-qa-answer-list", locomo_with((*QA, "answer"), ["7 May"])),
        Case("locomo-qa-answer-object", locomo_with((*QA, "answer"), {"d": "7 May"})),
        Case("locomo-qa-answer-null", locomo_with((*QA, "answer"), None)),
        Case("locomo-qa-answer-bool", locomo_with((*QA, "answer"), False)),
        Case("locomo-qa-answer-nan", locomo_with((*QA, "answer"), float("nan"))),
        Case("locomo-qa-answer-infinity", locomo_with((*QA, "answer"), float("inf"))),
        Case(
            "locomo-qa-adversarial-object",
            locomo_with(("qa", 1, "adversarial_answer"), {"a": 1}),
            expect="adversarial_answer",
        ),
        Case("locomo-qa-adversarial-list", locomo_with(("qa", 1, "adversarial_answer"), ["a"])),
        Case("locomo-qa-evidence-number", locomo_with((*QA, "evidence"), 13)),
        Case("locomo-qa-evidence-object", locomo_with((*QA, "evidence"), {"D1": 3})),
        Case("locomo-qa-evidence-nested-list", locomo_with((*QA, "evidence"), [["D1:1"]])),
        Case("locomo-qa-evidence-null-item", locomo_with((*QA, "evidence"), [None])),
        Case("locomo-qa-evidence-control", locomo_with((*QA, "evidence"), ["D1:\n1"])),
        Case("locomo-second-sample-bad-nothing-stored", _two_samples_second_bad),
    ]
    return cases


def _chat_cases() -> list[Case]:
    stamp = (*MSG, "timestamp")
    return [
        Case("chat-text-null", chat_with((*MSG, "text"), None), expect="must be a string"),
        Case("chat-text-list", chat_with((*MSG, "text"), ["a", "b"])),
        Case("chat-text-number", chat_with((*MSG, "text"), 3.25)),
        Case("chat-content-object", chat_with(("messages", 1, "content"), {"t": "x"})),
        Case("chat-text-surrogate", chat_with((*MSG, "text"), "a\ud800b")),
        Case("chat-role-list", chat_with(("messages", 1, "role"), ["user"])),
        Case("chat-speaker-object", chat_with((*MSG, "speaker"), {"name": "Ana"})),
        Case("chat-speaker-blank", chat_with((*MSG, "speaker"), "   ")),
        Case("chat-speaker-tab", chat_with((*MSG, "speaker"), "A\tna")),
        Case("chat-speaker-surrogate", chat_with((*MSG, "speaker"), "\ud83d")),
        Case(
            "chat-time-year-1-offset", chat_with(stamp, "0001-01-01T00:00:00+05:00"), expect="years"
        ),
        Case("chat-time-year-1-utc", chat_with(stamp, "0001-01-01T00:00:00Z"), expect="years"),
        Case(
            "chat-time-year-9999-west",
            chat_with(stamp, "9999-12-31T23:00:00-05:00"),
            expect="years",
        ),
        Case("chat-time-year-9999-naive", chat_with(stamp, "9999-12-31T23:59:59")),
        Case("chat-time-year-999", chat_with(stamp, "0999-06-01T10:00:00Z")),
        Case("chat-time-number", chat_with(stamp, 1700000000)),
        Case("chat-time-list", chat_with(stamp, ["2024-03-14T09:00:00Z"])),
        Case("chat-time-object", chat_with(stamp, {"iso": "2024"})),
        Case("chat-time-bool", chat_with(stamp, True)),
        Case("chat-time-garbage", chat_with(stamp, "next tuesday"), expect="iso-8601"),
        Case("chat-time-30-february", chat_with(stamp, "2023-02-30T10:00:00Z")),
        Case("chat-time-offset-25h", chat_with(stamp, "2023-02-03T10:00:00+25:00")),
        Case("chat-time-surrogate", chat_with(stamp, "2023-02-03\udc00")),
        Case("chat-time-missing", _json(_delete(chat_log(), stamp)), expect="timestamp"),
        Case("chat-title-list", chat_with(("title",), ["a", "b"]), expect="title"),
        Case("chat-title-number", chat_with(("title",), 5)),
        Case("chat-title-object", chat_with(("title",), {"t": 1})),
        Case("chat-id-list", chat_with(("id",), ["x"])),
        Case("chat-id-control", chat_with(("id",), "chat\r\nid")),
        Case("chat-id-50kb", chat_with(("id",), LONG_ID), expect="characters"),
        Case("chat-id-bidi", chat_with(("id",), "abc\u2066def")),
        Case("chat-session-object", chat_with((*MSG, "session"), {"s": 1})),
        Case("chat-session-list", chat_with((*MSG, "session"), [1])),
        Case("chat-session-bool", chat_with((*MSG, "session"), False)),
        Case("chat-messages-empty", _json({"id": "e", "messages": []}), expect="unknown layout"),
        Case("chat-messages-number", _json({"id": "e", "messages": 5}), expect="unknown layout"),
        Case("chat-message-not-object", _json([{"speaker": "a", "text": "b"}, "hello"])),
        Case(
            "chat-jsonl-bad-line",
            _write(
                '{"speaker": "a", "text": "b", "timestamp": "2024-01-01T00:00:00Z"}\n{oops\n',
                ".jsonl",
            ),
        ),
        Case("chat-jsonl-line-array", _write('{"speaker": "a", "text": "b"}\n[1, 2]\n', ".jsonl")),
        Case("chat-id-option-newline", _json(_delete(chat_log(), ("id",))), args=("--id", "a\nb")),
        Case("chat-id-option-empty", _json(_delete(chat_log(), ("id",))), args=("--id", "")),
        Case("chat-id-option-huge", _json(_delete(chat_log(), ("id",))), args=("--id", "i" * 500)),
        Case("chat-gap-inf", _json(chat_log()), args=("--session-gap-hours", "inf")),
        Case("chat-gap-nan", _json(chat_log()), args=("--session-gap-hours", "nan")),
        Case("chat-gap-1e300", _json(chat_log()), args=("--session-gap-hours", "1e300")),
        Case("chat-gap-negative", _json(chat_log()), args=("--session-gap-hours", "-1")),
        Case("chat-gap-zero", _json(chat_log()), args=("--session-gap-hours", "0")),
    ]


def _file_cases() -> list[Case]:
    deep_list = "[" * DEEP + "]" * DEEP
    deep_object = '{"a":' * DEEP + "1" + "}" * DEEP
    return [
        Case("file-empty", _write(b""), expect="empty"),
        Case("file-whitespace", _write(b"  \n\t\n")),
        Case("file-latin-1", _write("caf\xe9".encode("latin-1")), expect="utf-8"),
        Case("file-utf-16", _write('[{"speaker": "a"}]'.encode("utf-16"))),
        Case("file-binary", _write(bytes(range(256)) * 4)),
        Case("file-truncated-json", _write('[{"sample_id": "x", "conversation": {')),
        Case("file-deep-list", _write(deep_list), expect="nested", tags=frozenset({"sub"})),
        Case("file-deep-object", _write(deep_object), expect="nested"),
        Case("file-top-number", _write("42")),
        Case("file-top-string", _write('"hello"')),
        Case("file-top-null", _write("null")),
        Case("file-top-true", _write("true")),
        Case("file-top-empty-list", _write("[]")),
        Case("file-top-empty-object", _write("{}")),
        Case("file-huge-integer", _write("[" + "9" * 5000 + "]")),
        Case("file-nan", _write("NaN")),
        Case("file-dev-zero", _special("/dev/zero"), expect="regular file", tags=frozenset({"sub"})),
        Case("file-dev-null", _special("/dev/null"), expect="regular file"),
        Case("file-dev-urandom", _special("/dev/urandom"), expect="regular file"),
        Case("file-fifo", _fifo, expect="regular file", tags=frozenset({"sub"})),
        Case("file-symlink-to-dev-zero", _symlink_to("/dev/zero"), expect="regular file"),
        Case("file-dangling-symlink", _symlink_to("/no/such/target.json"), expect="not found"),
        Case("file-folder", _folder, expect="folder"),
        Case("file-missing", lambda folder: folder / "absent.json", expect="not found"),
        Case(
            "file-over-size-limit", _json([locomo_sample()]), args=("--max-size", "0.0001"),
            expect="larger than",
        ),
        Case("file-size-limit-zero", _json([locomo_sample()]), args=("--max-size", "0")),
        Case("file-size-limit-nan", _json([locomo_sample()]), args=("--max-size", "nan")),
        Case("file-size-limit-negative", _json([locomo_sample()]), args=("--max-size", "-5")),
    ]  # fmt: skip


def _accepted_cases() -> list[Case]:
    """Valid edge cases: exit 0, stored as written."""
    return [
        Case(
            "ok-evidence-as-one-string", locomo_with((*QA, "evidence"), "D1:1"), exit=0,
            note="one string is one turn id (stored as ['D1:1'], never split into characters)",
        ),
        Case(
            "ok-answer-as-number", locomo_with((*QA, "answer"), 2022), exit=0,
            note="LoCoMo has numeric answers; stored as the digits '2022'",
        ),
        Case(
            "ok-markup-in-text", locomo_with((*TURN, "text"), "[bold]hi[/bold] [/red] ok"), exit=0,
            note="conversation text is data: stored byte-exact",
        ),
        Case(
            "ok-markup-in-id", locomo_with(("sample_id",), "mk2[/x]"), exit=0,
            note="brackets are printable: a valid id, printed without markup",
        ),
        Case(
            "ok-nul-in-text", locomo_with((*TURN, "text"), "before\x00after"), exit=0,
            note="turn text may hold any valid Unicode, control characters included",
        ),
        Case(
            "ok-emoji-zwj-speaker", locomo_with((*TURN, "speaker"), "Ines 👩‍🌾"), exit=0,
            note="a joiner inside an emoji is not a control character",
        ),
        Case(
            "ok-empty-text", locomo_with((*TURN, "text"), ""), exit=0,
            note="an empty message is a message (e.g. a photo without words)",
        ),
        Case(
            "ok-integer-session-ids", chat_with((*MSG, "session"), 1), exit=0,
            note="explicit chat-log session ids may be integers",
        ),
    ]  # fmt: skip


CASES: list[Case] = _locomo_cases() + _chat_cases() + _file_cases() + _accepted_cases()
