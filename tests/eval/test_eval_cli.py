"""The ask, eval and report commands: modes, plain statements, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from eval_data import kite_club

from swcmem.cli.main import run as cli


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A store holding the kite conversation; no LLM configured anywhere."""
    monkeypatch.delenv("SWCMEM_LLM", raising=False)
    monkeypatch.setenv("SWCMEM_CONFIG", str(tmp_path / "no-config.toml"))
    monkeypatch.setenv("SWCMEM_CACHE", str(tmp_path / "llm.sqlite"))
    data = tmp_path / "kite.json"
    data.write_text(json.dumps(kite_club()))
    db = tmp_path / "s.db"
    assert cli(["--db", str(db), "ingest", str(data)]) == 0
    return {"db": db, "data": data, "tmp": tmp_path}


def _ask(env: dict[str, Path], capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = cli(["--db", str(env["db"]), "ask", "-c", "kite-1", *args])
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


def test_ask_temporal_without_llm_uses_the_index(env: dict[str, Path], capsys: Any) -> None:
    out = _ask(env, capsys, "When was the kite festival?")
    assert "No LLM configured: answered from the temporal index" in out
    assert "16 March 2024" in out.splitlines()[2]


def test_ask_other_without_llm_shows_evidence(env: dict[str, Path], capsys: Any) -> None:
    out = _ask(env, capsys, "Where does Omar fly his kite?")
    assert "this is NOT an answer" in out
    assert "[D1:4, 2024-03-04] Omar: I fly mine at Harbour Beach every Sunday." in out


def test_ask_json_and_unanswerable_hint(env: dict[str, Path], capsys: Any) -> None:
    out = _ask(env, capsys, "Where did Lena move to for her new bakery job?", "--json")
    result = json.loads(out)
    assert result["mode"] == "evidence" and result["answer"] is None
    assert result["possibly_unanswerable"] is True  # Omar moved, not Lena
    assert result["evidence"][0]["turn_id"] == "D3:1"


def test_errors_are_one_line(env: dict[str, Path], capsys: Any) -> None:
    db = str(env["db"])
    assert cli(["--db", db, "ask", "-c", "nope", "When?"]) == 2
    assert "unknown conversation id 'nope'" in capsys.readouterr().err
    base = ["--db", db, "eval", "--data", str(env["data"]), "--out", str(env["tmp"] / "o")]
    assert cli([*base, "--conditions", "truncation,bogus"]) == 2
    assert "unknown condition(s): bogus" in capsys.readouterr().err
    assert cli([*base, "--conditions", "truncation"]) == 2
    assert "no answer LLM configured" in capsys.readouterr().err
    assert cli(["report", str(env["tmp"] / "empty")]) == 2
    assert "no results.json" in capsys.readouterr().err


@pytest.mark.llm
def test_ask_with_the_local_llm(env: dict[str, Path], capsys: Any, llama_server: Any) -> None:
    out = _ask(env, capsys, "Where does Omar fly his kite?", "--llm", llama_server.spec)
    assert f"Answered by the LLM {llama_server.spec} from the swc-adaptive context" in out
    assert len(out.splitlines()) >= 3  # the answer line, whatever a 135M model says
