"""One set of CLI habits: --version, info, --db anywhere, read commands never create a store,
--init, delete, --json on stdout vs a file, optional charts, a temporary demo store, local
time on ingest, and one-line refusals with exit 2."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest

from fixtures.data import mini_locomo
from swcmem.cli.main import run
from swcmem.store import Store
from swcmem.store.delete import count_rows

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "garden_club.json"


@pytest.fixture
def two(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A store with two conversations (garden-club and mini-1), consolidated."""
    db = tmp_path / "two.db"
    mini = tmp_path / "mini.json"
    mini.write_text(json.dumps(mini_locomo()))
    for source in (EXAMPLE, mini):
        assert run(["--db", str(db), "ingest", str(source)]) == 0
    for cid in ("garden-club", "mini-1"):
        assert run(["--db", str(db), "consolidate", "-c", cid, "--budget", "300"]) == 0
    capsys.readouterr()
    return db


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    from swcmem import __version__

    assert run(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"swcmem {__version__}"


def test_db_before_or_after_the_command(two: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--db", str(two), "stats", "--json"], ["stats", "--json", "--db", str(two)]):
        assert run(argv) == 0
        assert {r["id"] for r in json.loads(capsys.readouterr().out)} == {"garden-club", "mini-1"}
    assert run(["when", "--db", str(two), "-c", "garden-club", "When did Priya adopt Pepper?"]) == 0
    assert "Pepper" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["stats"],
        ["when", "-c", "x", "When?"],
        ["anchors", "-c", "x"],
        ["audit", "-c", "x"],
        ["context", "-c", "x"],
        ["ask", "-c", "x", "When?"],
        ["consolidate", "-c", "x"],
        ["delete", "-c", "x", "--yes"],
    ],
    ids=lambda a: a[0],
)
def test_read_commands_never_create_a_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    missing = tmp_path / "no" / "such" / "dir" / "x.db"
    assert run(["--db", str(missing), *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: no store at {missing}\n") and "Traceback" not in err
    assert not (tmp_path / "no").exists()


def test_info_says_where_and_what(two: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["info", "--db", str(two), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["store"] == str(two) and info["exists"] and info["schema_version"] >= 6
    assert info["counts"]["conversations"] == 2 and info["size_bytes"] > 0
    assert set(info["versions"]) == {"swcmem", "python", "sqlite", "duckling"}
    missing = two.parent / "later.db"
    assert run(["info", "--db", str(missing)]) == 0
    assert "does not exist yet" in capsys.readouterr().out and not missing.exists()


def test_tilde_is_expanded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert run(["--db", "~/home.db", "ingest", str(EXAMPLE)]) == 0
    assert (tmp_path / "home.db").is_file() and not (tmp_path / "~").exists()
    assert f"store: {tmp_path / 'home.db'}" in capsys.readouterr().out


def test_a_foreign_sqlite_file_needs_init(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    foreign = tmp_path / "app.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
    assert run(["--db", str(foreign), "ingest", str(EXAMPLE)]) == 2
    assert "--init" in capsys.readouterr().err
    assert run(["ingest", str(EXAMPLE), "--db", str(foreign), "--init"]) == 0
    with sqlite3.connect(foreign) as conn:
        assert conn.execute("SELECT count(*) FROM notes").fetchone() == (0,)


def _rows(db: Path, cid: str) -> dict[str, int]:
    with Store(db, read_only=True) as store:
        return count_rows(store, cid)


def test_delete_removes_one_conversation_and_nothing_else(
    two: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept, dropped = _rows(two, "mini-1"), _rows(two, "garden-club")
    assert kept["qa_items"] and dropped["gists"] and dropped["anchors"] and dropped["turn_terms"]
    assert run(["--db", str(two), "delete", "-c", "garden-club"]) == 2  # stdin: no terminal
    assert "--yes" in capsys.readouterr().err and _rows(two, "garden-club") == dropped
    assert run(["--db", str(two), "delete", "-c", "garden-club", "--yes", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deleted"] == {t: n for t, n in dropped.items() if n}
    assert set(_rows(two, "garden-club").values()) == {0}
    assert _rows(two, "mini-1") == kept
    assert run(["--db", str(two), "delete", "-c", "garden-club", "--yes"]) == 2
    assert "unknown conversation id 'garden-club'" in capsys.readouterr().err


def test_demo_uses_a_temporary_store_unless_db_is_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "real.db"
    monkeypatch.setenv("SWCMEM_DB", str(real))
    assert run(["demo", "--budget", "300"]) == 0
    assert "temporary store" in capsys.readouterr().out and not real.exists()


def test_ingest_reads_naive_timestamps_in_the_given_zone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "log.json"
    log.write_text(
        json.dumps([{"speaker": "Ana", "text": "hi", "timestamp": "2024-07-01T09:30:00"}])
    )
    db = tmp_path / "tz.db"
    assert run(["--db", str(db), "ingest", str(log), "--timezone", "Europe/Berlin"]) == 0
    from swcmem.store.conversations import load_conversation

    with Store(db, read_only=True) as store:
        (turn,) = load_conversation(store, "log").turns
    assert turn.at is not None and turn.at.isoformat() == "2024-07-01T09:30:00+02:00"
    assert run(["--db", str(db), "ingest", str(log), "--timezone", "Nowhere/City"]) == 2
    assert "unknown time zone" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["when", "-c", "garden-club", "  "], "error: the question is empty"),
        (["bench", "retention", "--data", str(EXAMPLE), "--budget", "0"], "error: budget must"),
        (["bench", "temporal", "--data", str(EXAMPLE)], "error: "),
        (["ingest", str(EXAMPLE), "--session-gap-hours", "inf"], "error: --session-gap-hours"),
        (["context", "-c", "garden-club", "--budget", "-3"], "error: budget must"),
        (["ask", "-c", "garden-club", "When?", "--budget", "0"], "error: budget must"),
    ],
    ids=lambda v: v[0] if isinstance(v, list) else "",
)
def test_refusals_are_exit_2_with_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    db = str(tmp_path / "s.db")
    assert run(["--db", db, "ingest", str(EXAMPLE)]) == 0
    capsys.readouterr()
    assert run(["--db", db, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(message) and len([ln for ln in err.splitlines() if ln]) <= 2
    assert "Traceback" not in err


# -- --json: stdout alone, a file with a value ---------------------------------------------
def _mini(tmp_path: Path) -> Path:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(mini_locomo()))
    return path


def test_bench_json_alone_prints_json_and_with_a_file_writes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["bench", "retention", "--data", str(_mini(tmp_path)), "--strategies", "truncation"]
    assert run([*base, "--json", "--budget", "60"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["budget"] == 60 and "truncation" in printed["strategies"]
    out = tmp_path / "r.json"
    assert run([*base, "--budget", "60", "--json", str(out)]) == 0
    assert json.loads(out.read_text())["strategies"] == printed["strategies"]
    assert "evidence_turn_recall" in capsys.readouterr().out  # the table, not JSON
    other = tmp_path / "o.json"
    assert run([*base, "--budget", "60", "--out", str(other)]) == 0
    assert json.loads(other.read_text())["budget"] == 60
    capsys.readouterr()
    assert run(["bench", "temporal", "--data", str(_mini(tmp_path)), "--json"]) == 0  # last
    assert json.loads(capsys.readouterr().out)["conversations"] == ["mini-1"]


# -- charts are optional ---------------------------------------------------------------------
@pytest.fixture
def no_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    """matplotlib cannot be imported (as in a venv with `pip install swcmem` only)."""
    for name in [m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "matplotlib", None)


def test_bench_preservation_without_matplotlib(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_matplotlib: None
) -> None:
    out = tmp_path / "p.json"
    argv = ["bench", "preservation", "--data", str(_mini(tmp_path)), "--json", str(out)]
    assert run([*argv, "--extractor", "heuristic", "--budget", "300"]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: matplotlib is not installed") == 1
    assert json.loads(out.read_text())["config"]["budget"] == 300
    assert out.with_suffix(".md").read_text().startswith("# Preservation analysis")
    assert not out.with_suffix(".png").exists()


def test_report_without_matplotlib(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_matplotlib: None
) -> None:
    from swcmem.eval.questions import EvalItem
    from swcmem.eval.results import score, summarize
    from swcmem.eval.schema import EvalResults, Excluded, RunConfig
    from swcmem.store.evals import AnswerRow

    items = [EvalItem("c1", 0, 2, "When did it rain?", "3 March 2024")]
    answers = [AnswerRow("s", "a", "c1", 0, 2, "When did it rain?", "3 March 2024", 9, "3 March")]
    scored, left_out = score(items, ["a"], answers, [])
    results = EvalResults(
        RunConfig(data="x.json"), summarize(scored, ["a"]), Excluded(left_out=left_out)
    )
    (tmp_path / "results.json").write_text(json.dumps(results.to_dict()))
    assert run(["report", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: matplotlib is not installed") == 1
    assert (tmp_path / "report.md").is_file() and not list(tmp_path.glob("*.png"))
