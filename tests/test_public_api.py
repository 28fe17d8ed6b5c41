"""The public API: every name a user needs imports from ``swcmem`` (lazily), has a docstring,
and the README's Python snippet runs as written — twice, storing nothing new the second
time."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

import swcmem

README = Path(__file__).resolve().parents[1] / "README.md"
BUILD_ITEM_1 = [
    "Memory",
    "Context",
    "build_context",
    "available_strategies",
    "register_strategy",
    "TemporalIndex",
    "Conversation",
    "Turn",
    "SwcmemError",
    "InputError",
    "NotFoundError",
    "ConfigError",
    "StoreError",
    "MissingExtraError",
    "LLMError",
]


def test_every_public_name_imports_from_swcmem_with_a_docstring() -> None:
    from swcmem import (  # noqa: F401  (the import itself is the test)
        Context,
        Memory,
        TemporalIndex,
        Turn,
        available_strategies,
        build_context,
        register_strategy,
    )

    assert set(BUILD_ITEM_1) <= set(swcmem.__all__)
    for name in swcmem.__all__:
        if name == "__version__":
            continue
        value = getattr(swcmem, name)
        assert inspect.getdoc(value), f"swcmem.{name} has no docstring"
    assert set(swcmem.__all__) <= set(dir(swcmem))
    with pytest.raises(AttributeError):
        swcmem.NoSuchThing  # type: ignore[attr-defined]  # noqa: B018


def test_import_swcmem_is_light() -> None:
    heavy = ("swcmem.memory", "numpy", "rich", "httpx")
    probe = f"import sys, swcmem; print(sorted(m for m in {heavy!r} if m in sys.modules))"
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"


def _readme_snippet() -> str:
    section = README.read_text().split("### Python", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, "README's Python section has no python snippet"
    return match.group(1)


def test_the_readme_python_snippet_runs_and_reruns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code = compile(_readme_snippet(), "README.md", "exec")
    exec(code, {})
    first = capsys.readouterr().out
    exec(code, {})
    assert capsys.readouterr().out == first  # same store, same answers: nothing stored twice
    assert "20 May 2023" in first  # "last Saturday", said Thursday 25 May 2023
    with swcmem.Store(tmp_path / "memory.db", read_only=True) as store:
        turns = store.execute("SELECT count(*) FROM turns").fetchone()[0]
    assert turns == 2


def test_register_a_strategy_of_your_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from swcmem import Context, ContextLine, Conversation, Memory, StrategyEnv, register_strategy
    from swcmem.context import base

    swcmem.available_strategies()  # the built-ins, then a copy the test may add to
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))

    class LastTurn:
        """The latest turn only."""

        name = "last-turn-test"
        query_aware = False

        def __init__(self, env: StrategyEnv) -> None:
            self.env = env

        def build(self, conv: Conversation, budget: int | None, question: str | None = None):  # type: ignore[no-untyped-def]
            turn = conv.turns[-1]
            line = ContextLine("turn", f"{turn.speaker}: {turn.text}", turn_id=turn.id)
            return Context(self.name, (line,), 5, budget, frozenset({turn.id}))

    register_strategy("last-turn-test", LastTurn, "the latest turn only")
    assert swcmem.available_strategies()["last-turn-test"] == "the latest turn only"
    with pytest.raises(swcmem.ConfigError, match="already registered"):
        register_strategy("last-turn-test", LastTurn)
    with Memory("m", tmp_path / "m.db", background=False) as mem:
        mem.add([{"speaker": "Ana", "text": "Hello there.", "timestamp": "2024-01-01T10:00:00Z"}])
        ctx = mem.context(strategy="last-turn-test", budget=100)
    assert ctx.text == "Ana: Hello there."
