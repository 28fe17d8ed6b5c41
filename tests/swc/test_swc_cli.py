"""``swcmem consolidate`` as a user meets it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from swc.swc_data import make_conversation
from swcmem.cli.main import run
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_conversation


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = tmp_path / "cli.db"
    with Store(path) as store:
        ingest_conversation(store, make_conversation("cli-conv"))
    return str(path)


def test_consolidate_prints_the_tier_table(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--db", db, "consolidate", "-c", "cli-conv", "--budget", "360", "--gists"]) == 0
    out = capsys.readouterr().out
    assert "salience" in out and "protected" in out and "s6" in out
    assert "3 gists made" in out and "(14 May 2023) Ben:" in out
    assert run(["--db", db, "consolidate", "-c", "cli-conv", "--budget", "360"]) == 0
    assert "0 gists made, 3 reused" in capsys.readouterr().out


def test_consolidate_json_and_strategies(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--db", db, "consolidate", "-c", "cli-conv", "--strategy", "swc-temporal"]
    assert run([*args, "--policy", "paper", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["key"].startswith("swc-temporal/extractive/")
    assert {c["tier"] for c in data["chunks"]} <= {"high", "mid", "low"}
    assert len(data["plan"]) == 6


def test_context_command_accepts_swc_strategies(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        run(["--db", db, "context", "-c", "cli-conv", "-s", "swc-anchored", "--budget", "400"]) == 0
    )
    out = capsys.readouterr()
    assert "[13 May 2023]" in out.out and "swc-anchored" in out.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-c", "nope"], "unknown conversation id 'nope'"),
        (["-c", "cli-conv", "--strategy", "swc-magic"], "unknown SWC condition"),
        (["-c", "cli-conv", "--policy", "greedy"], "unknown policy"),
        (["-c", "cli-conv", "--gister", "llm", "--llm", "nosuch:backend"], "error:"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    db: str, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert run(["--db", db, "consolidate", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
