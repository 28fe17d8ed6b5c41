"""Conversation text is data, never markup: ``[/red]`` and ``[link=…]`` print as written in
every command that shows user content, and user text is never run through Rich's highlighter
(a 50 KB id once took 36 s there)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from swcmem.cli import output
from swcmem.cli.main import run
from swcmem.model import Conversation, Session, Turn
from swcmem.store import Store
from swcmem.store.conversations import save_conversation

CID = "mk2[/x]"
MARKUP = "[/red] and [link=https://example.com]the fair[/link] [bold]"


def _chat(path: Path) -> Path:
    start = datetime(2024, 5, 4, 10, 0, tzinfo=UTC)
    texts = [
        ("Lu", f"Last Saturday {MARKUP} we rode the big wheel."),
        ("Kai", "Sounds fun! I painted the fence yesterday."),
        ("Lu", f"Next Friday I fly to Oslo {MARKUP}."),
        ("Kai", "Safe travels, send photos of the fjords."),
    ]
    messages = [
        {"speaker": s, "text": t, "timestamp": (start + timedelta(days=6 * i)).isoformat()}
        for i, (s, t) in enumerate(texts * 3)
    ]
    path.write_text(json.dumps({"id": CID, "messages": messages}))
    return path


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "m.db")
    assert run(["--db", path, "ingest", str(_chat(tmp_path / "chat.json"))]) == 0
    assert CID in capsys.readouterr().out
    return path


@pytest.mark.parametrize(
    "argv",
    [
        ["when", "-c", CID, "When did Lu ride the big wheel?"],
        ["anchors", "-c", CID],
        ["stats"],
        ["context", "-c", CID, "-s", "truncation"],
        ["consolidate", "-c", CID, "--budget", "300", "--gists"],
    ],
    ids=lambda a: a[0],
)
def test_user_text_prints_literally(
    db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    monkeypatch.setattr(output.out, "width", 400)  # no wrapping inside the table cells
    assert run(["--db", db, *argv]) == 0
    out = capsys.readouterr().out
    assert CID in out or argv[0] in ("context", "when", "anchors")
    if argv[0] != "stats":
        assert "[/red]" in out and "[link=https://example.com]" in out


def test_audit_is_literal_and_fits_80_columns(
    db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(output.out, "width", 80)
    assert run(["--db", db, "consolidate", "-c", CID, "--budget", "120", "-s", "swc-full"]) == 0
    capsys.readouterr()
    assert run(["--db", db, "audit", "-c", CID]) == 0
    out = capsys.readouterr().out
    assert "swc-full · extractive" in out and "gists (" in out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert run(["--db", db, "audit", "-c", "nope[/x]"]) == 2
    assert "unknown conversation id 'nope[/x]'" in capsys.readouterr().err


def test_user_text_is_never_highlighted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rich's highlighter is never asked to scan user text (not even a 50 KB id)."""
    import rich.highlighter

    huge = "id-" + "7" * 50_000
    at = datetime(2024, 1, 1, tzinfo=UTC)
    turn = Turn("D1:1", 1, 0, "Lu", f"{MARKUP} 1234 https://x.org 'quoted'", at)
    conv = Conversation(huge, ("Lu",), (Session(1, at, (turn,)),))
    db = tmp_path / "h.db"
    with Store(db) as store:
        save_conversation(store, conv)

    def refuse(self: object, text: object) -> None:
        raise AssertionError("user text reached the highlighter")

    monkeypatch.setattr(rich.highlighter.ReprHighlighter, "highlight", refuse)
    assert run(["--db", str(db), "stats"]) == 0
    assert run(["--db", str(db), "context", "-c", huge]) == 0
    assert run(["--db", str(db), "info"]) == 0
    out = capsys.readouterr().out
    assert "id-7777" in out and MARKUP in out
