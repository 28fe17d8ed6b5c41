"""Fuzz: every malformed input gives exit 2 with one clear error, no traceback, and an
unchanged store; documented edge cases are accepted (exit 0) and stored as written.

Cases run through the real CLI entry in-process (``swcmem.cli.main.run``); those tagged
``sub`` also run in a real ``python -m swcmem`` subprocess, where a traceback that escapes
``run`` (or an interpreter-level failure) would show on stderr.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from fuzz_corpus import CASES, SAMPLE_ID, Case, chat_log, locomo_sample

from swcmem.cli.main import run
from swcmem.store import Store
from swcmem.store.qa import load_qa

REPO = Path(__file__).resolve().parents[2]
FAILING = [c for c in CASES if c.exit == 2]
ACCEPTED = [c for c in CASES if c.exit == 0]


def checksum(db: Path) -> str:
    """A hash of every table's rows and the schema (not of the file's bytes: WAL)."""
    with closing(sqlite3.connect(db)) as conn:
        return hashlib.sha256("\n".join(conn.iterdump()).encode()).hexdigest()


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A store holding the valid bases (the LoCoMo sample with its QA, and the chat log)."""
    folder = tmp_path_factory.mktemp("seeded")
    data = folder / "locomo.json"
    data.write_text(json.dumps([locomo_sample()]))
    chat = folder / "fz-chat.json"
    chat.write_text(json.dumps(chat_log()))
    db = folder / "store.db"
    assert run(["--db", str(db), "ingest", str(data)]) == 0
    assert run(["--db", str(db), "ingest", str(chat)]) == 0
    yield db


def _assert_one_clear_error(stderr: str, case: Case) -> None:
    assert "Traceback" not in stderr, stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert 1 <= len(lines) <= 2, f"{case.name}: expected one line (and a hint): {stderr!r}"
    assert lines[0].startswith("error:"), stderr
    assert case.expect in stderr.lower(), f"{case.name}: {case.expect!r} not in {stderr!r}"
    assert len(lines[0]) < 400, f"{case.name}: the error line is {len(lines[0])} characters"


def test_the_corpus_is_large_and_names_are_unique() -> None:
    assert len(FAILING) >= 100
    assert len({c.name for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", FAILING, ids=[c.name for c in FAILING])
def test_malformed_input_is_refused_cleanly(
    case: Case, seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = checksum(seeded)
    path = case.make(tmp_path)
    capsys.readouterr()
    code = run(["--db", str(seeded), "ingest", str(path), *case.args])
    captured = capsys.readouterr()
    assert code == 2, f"{case.name}: exit {code}; {captured.err or captured.out}"
    _assert_one_clear_error(captured.err, case)
    assert checksum(seeded) == before, f"{case.name} changed the store"


@pytest.mark.parametrize("case", ACCEPTED, ids=[c.name for c in ACCEPTED])
def test_documented_edge_cases_are_accepted(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert case.note
    db = tmp_path / "s.db"
    code = run(["--db", str(db), "ingest", str(case.make(tmp_path)), *case.args])
    captured = capsys.readouterr()
    assert code == 0, f"{case.name}: {captured.err}"
    assert "Traceback" not in captured.err


def _stored(tmp_path: Path, name: str) -> Store:
    case = next(c for c in ACCEPTED if c.name == name)
    folder = tmp_path / name
    folder.mkdir()
    db = folder / "s.db"
    assert run(["--db", str(db), "ingest", str(case.make(folder))]) == 0
    return Store(db, read_only=True)


def test_accepted_values_are_stored_as_written(tmp_path: Path) -> None:
    with _stored(tmp_path, "ok-evidence-as-one-string") as store:
        assert load_qa(store, SAMPLE_ID)[0].evidence == ("D1:1",)
    with _stored(tmp_path, "ok-answer-as-number") as store:
        assert load_qa(store, SAMPLE_ID)[0].answer == "2022"
    with _stored(tmp_path, "ok-nul-in-text") as store:
        text = store.execute("SELECT text FROM turns WHERE id='D1:1'").fetchone()[0]
    assert text == "before\x00after"


SUBPROCESS = [c for c in FAILING if "sub" in c.tags] + [
    c for c in FAILING if c.name in ("locomo-text-lone-surrogate", "chat-time-year-1-offset")
]


@pytest.mark.parametrize("case", SUBPROCESS, ids=[c.name for c in SUBPROCESS])
def test_a_real_process_prints_one_line_and_exits_2(
    case: Case, seeded: Path, tmp_path: Path
) -> None:
    before = checksum(seeded)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    args = ["--db", str(seeded), "ingest", str(case.make(tmp_path)), *case.args]
    proc = subprocess.run(
        [sys.executable, "-m", "swcmem", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 2, proc.stderr
    _assert_one_clear_error(proc.stderr, case)
    assert checksum(seeded) == before


FAR_DATES = ["9999 years ago", "in 999999 days", "in 100000 years", "3000 years from now"]


@pytest.mark.parametrize("text", FAR_DATES)
def test_text_naming_a_date_beyond_the_calendar_is_ingested(text: str, tmp_path: Path) -> None:
    log = chat_log()
    log["messages"][0]["text"] = f"We talked about it: {text}."
    path = tmp_path / "far.json"
    path.write_text(json.dumps(log))
    assert run(["--db", str(tmp_path / "s.db"), "ingest", str(path)]) == 0
