"""QA items are part of what a re-ingest compares: changed items are refused unless
replace_qa, and a refusal stores nothing of the file."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from fixtures.data import mini_locomo
from swcmem.cli.main import run
from swcmem.errors import InputError
from swcmem.store import Store
from swcmem.store.qa import load_qa
from swcmem.temporal.ingest import ingest_path


def _write(path: Path, samples: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps(samples))
    return path


def _edited(sample_id: str = "mini-1") -> list[dict[str, Any]]:
    samples = mini_locomo(sample_id)
    samples[0]["qa"][0]["answer"] = "21 May 2023"
    return samples


def _checksum(db: Path) -> str:
    with closing(sqlite3.connect(db)) as conn:
        return hashlib.sha256("\n".join(conn.iterdump()).encode()).hexdigest()


def test_same_qa_is_unchanged_and_changed_qa_is_refused(tmp_path: Path) -> None:
    original = _write(tmp_path / "a.json", mini_locomo())
    edited = _write(tmp_path / "b.json", _edited())
    with Store(tmp_path / "s.db") as store:
        (first,) = ingest_path(store, original)
        (again,) = ingest_path(store, original)
        assert (first.qa, again.qa, again.status) == ("new", "unchanged", "unchanged")
        stored = load_qa(store, "mini-1")
        with pytest.raises(InputError, match="other QA items") as err:
            ingest_path(store, edited)
        assert "--replace-qa" in (err.value.hint or "")
        assert load_qa(store, "mini-1") == stored  # kept, and said so
        (replaced,) = ingest_path(store, edited, replace_qa=True)
        assert replaced.qa == "replaced" and replaced.status == "unchanged"
        assert load_qa(store, "mini-1")[0].answer == "21 May 2023"


def test_a_file_without_qa_keeps_the_stored_items(tmp_path: Path) -> None:
    bare = mini_locomo()
    del bare[0]["qa"]
    with Store(tmp_path / "s.db") as store:
        ingest_path(store, _write(tmp_path / "a.json", mini_locomo()))
        (result,) = ingest_path(store, _write(tmp_path / "b.json", bare))
        assert result.qa == "kept" and len(load_qa(store, "mini-1")) > 0


def test_a_refused_conversation_stores_nothing_of_its_file(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with Store(db) as store:
        ingest_path(store, _write(tmp_path / "a.json", mini_locomo("old")))
    before = _checksum(db)
    both = mini_locomo("brand-new") + _edited("old")
    with Store(db) as store, pytest.raises(InputError):
        ingest_path(store, _write(tmp_path / "b.json", both))
    assert _checksum(db) == before  # 'brand-new' was not stored either


def test_the_cli_refuses_then_replaces_with_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "s.db")
    assert run(["--db", db, "ingest", str(_write(tmp_path / "a.json", mini_locomo()))]) == 0
    edited = str(_write(tmp_path / "b.json", _edited()))
    capsys.readouterr()
    assert run(["--db", db, "ingest", edited]) == 2
    assert "other QA items" in capsys.readouterr().err
    assert run(["--db", db, "ingest", edited, "--replace-qa"]) == 0
    assert "QA replaced" in capsys.readouterr().out
