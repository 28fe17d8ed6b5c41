"""The acceptance check of the PostgreSQL store: every read command prints byte for byte the
same on both backends, for our own example conversation (``examples/garden_club.json``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from swcmem.cli.main import run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "garden_club.json"
CONV = "garden-club"
QUESTION = "When did Priya hear back from the garden?"
COMMANDS = [
    ["stats", "--json"],
    *(
        ["context", "-c", CONV, "-s", s, "--budget", "600", "-q", QUESTION]
        for s in (
            "full",
            "truncation",
            "sliding",
            "retrieval",
            "swc-full",
            "swc-temporal",
            "swc-anchored",
            "swc-adaptive",
        )
    ),
    ["context", "-c", CONV, "-s", "swc-adaptive", "--json", "-q", "Where did Tom go camping?"],
    ["when", "-c", CONV, QUESTION],
    ["when", "-c", CONV, "What happened in June?", "--json"],
    ["anchors", "-c", CONV, "--from", "2024-03-01", "--to", "2024-06-30"],
    ["consolidate", "-c", CONV, "--gists", "--budget", "600"],
    ["consolidate", "-c", CONV, "--json", "--strategy", "swc-full", "--budget", "600"],
    ["audit", "-c", CONV],
]
_SECONDS = re.compile(r'( · [0-9.]+ s$|"seconds": [0-9.e-]+)', re.MULTILINE)


def transcript(db: str, capsys: pytest.CaptureFixture[str]) -> list[str]:
    assert run(["--db", db, "ingest", str(EXAMPLE)]) == 0
    capsys.readouterr()  # its last line names the store
    out = []
    for argv in COMMANDS:
        code = run(["--db", db, *argv])
        captured = capsys.readouterr()
        text = f"$ {' '.join(argv)} -> {code}\n{captured.out}\n{captured.err}"
        out.append(_SECONDS.sub("<time>", text))
    return out


def test_cli_outputs_are_identical_on_both_backends(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    on_sqlite = transcript(str(tmp_path / "s.db"), capsys)
    on_postgres = transcript(pg_url, capsys)
    assert all(" -> 0\n" in t for t in on_sqlite), on_sqlite
    for mine, theirs in zip(on_sqlite, on_postgres, strict=True):
        assert mine == theirs
    assert sum(len(t) for t in on_sqlite) > 10_000  # real output, not empty
