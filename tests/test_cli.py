"""The CLI as a user meets it: real subprocess-free invocations through run(argv)."""

import json
from pathlib import Path

import pytest

from fixtures.data import mini_locomo
from swcmem.cli.app import app
from swcmem.cli.main import load_commands, run

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "garden_club.json"


def test_every_command_has_help_text() -> None:
    load_commands()
    import typer.main

    group = typer.main.get_command(app)

    def walk(cmd, path):  # type: ignore[no-untyped-def]
        yield path, cmd
        for name, sub in getattr(cmd, "commands", {}).items():
            yield from walk(sub, [*path, name])

    for path, cmd in walk(group, []):
        assert (cmd.help or "").strip(), f"command {' '.join(path)} has no help text"
        for param in cmd.params:
            if param.name not in ("help",) and getattr(param, "param_type_name", "") == "option":
                assert getattr(param, "help", None), f"{' '.join(path)} --{param.name} lacks help"


def test_ingest_stats_context(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "s.db")
    assert run(["--db", db, "ingest", str(EXAMPLE)]) == 0
    assert "garden-club: new" in capsys.readouterr().out
    assert run(["--db", db, "ingest", str(EXAMPLE)]) == 0
    assert "unchanged" in capsys.readouterr().out
    assert run(["--db", db, "stats", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["id"] == "garden-club" and rows[0]["turns"] == 50 and rows[0]["tokens"] > 500
    assert run(["--db", db, "context", "-c", "garden-club", "--budget", "200", "--json"]) == 0
    ctx = json.loads(capsys.readouterr().out)
    assert ctx["tokens"] <= 200 and ctx["turn_ids"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["ingest", "/nonexistent/file.json"], "error: file not found"),
        (["context", "-c", "nope"], "error: unknown conversation id 'nope'"),
        (["context", "-c", "garden-club", "-s", "bogus"], "error: unknown context strategy"),
        (["context", "-c", "garden-club", "--budget", "0"], "error: budget must be positive"),
        (["eval", "--data", "/nonexistent/x.json", "--out", "/tmp/x"], "error: file not found"),
    ],
)
def test_errors_are_one_line_with_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    db = str(tmp_path / "s.db")
    run(["--db", db, "ingest", str(EXAMPLE)])
    capsys.readouterr()
    assert run(["--db", db, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(message.split(" must")[0])
    assert "Traceback" not in err


def test_bad_file_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = mini_locomo() + mini_locomo("mini-2")
    del data[1]["conversation"]["session_2_date_time"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    db = str(tmp_path / "s.db")
    assert run(["--db", db, "ingest", str(path)]) == 2
    assert "missing timestamps" in capsys.readouterr().err
    assert not Path(db).exists()  # the file is read before the store is opened
    assert run(["--db", db, "ingest", str(EXAMPLE)]) == 0
    assert run(["--db", db, "ingest", str(path)]) == 2
    capsys.readouterr()
    assert run(["--db", db, "stats", "--json"]) == 0
    assert [r["id"] for r in json.loads(capsys.readouterr().out)] == ["garden-club"]


def test_retention_bench_on_handmade_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(mini_locomo()))
    out = tmp_path / "r.json"
    assert (
        run(
            [
                "bench",
                "retention",
                "--data",
                str(path),
                "--budget",
                "60",
                "--strategies",
                "truncation,retrieval",
                "--json",
                str(out),
            ]
        )
        == 0
    )
    report = json.loads(out.read_text())
    assert report["budget"] == 60
    full = report["strategies"]["full"]
    assert full["evidence_turn_recall"]["all"]["mean"] == 1.0
    assert full["evidence_turn_recall"]["all"]["n"] == 2  # category 5 excluded by default
    assert report["strategies"]["truncation"]["tokens"]["max"] <= 60
    assert set(report["strategies"]) == {"full", "truncation", "retrieval"}
    assert "evidence_turn_recall" in capsys.readouterr().out


def test_demo_runs_every_step_offline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--db", str(tmp_path / "d.db"), "demo"]) == 0
    out = capsys.readouterr().out
    for step in ("1. ingest", "2. salience and tiers", "3. gists", "4. contexts", "5. when"):
        assert step in out
    assert "21 April 2024" in out  # "on Sunday", said Wed 24 April 2024
    assert "23–24 March 2024" in out  # "two weekends ago", said Sat 6 April 2024


def test_retention_bench_refuses_data_without_qa(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["bench", "retention", "--data", str(EXAMPLE)]) == 2
    assert "no QA items" in capsys.readouterr().err


def test_ask_refuses_an_empty_question(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "s.db")
    run(["--db", db, "ingest", str(EXAMPLE)])
    assert run(["--db", db, "ask", "-c", "garden-club", "  "]) == 2
    assert "question is empty" in capsys.readouterr().err
