"""Gold out of reach: no context strategy, the router or when() can read a QA item.

Every gold answer and evidence id of the stored QA items carries a canary; every registered
strategy builds contexts for many questions (with budgets that make the SWC strategies gist and
drop) while every connection of the store has an SQLite authorizer (each table a statement reads
or writes, when it is prepared) and a trace callback (each statement run, cached ones too). The
canary must never appear in a context, and no statement may touch ``qa_items``.
"""

from __future__ import annotations

import ast
import json
import sqlite3
from pathlib import Path

import pytest

from bench_data import CANARY, CHOIR_QUESTIONS, choir
from swcmem.context import StrategyEnv, available_strategies, get_strategy
from swcmem.ingest import load_dataset
from swcmem.model import Conversation
from swcmem.route import classify
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.store.qa import load_qa
from swcmem.store.sqlite import SQLiteBackend
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_dataset

SRC = Path(__file__).resolve().parents[1] / "src" / "swcmem"
QA_TABLE = "qa_items"
# What builds contexts or answers questions from the conversation: none may import the QA store.
PRODUCT = [
    "context",
    "route.py",
    "memory.py",
    "temporal",
    "search",
    "consolidate",
    "salience",
    "audit",
]


class Touches:
    """Records the tables each statement reads or writes and the statements run, on every
    connection it is put on, while ``recording``."""

    def __init__(self) -> None:
        self.tables: list[str] = []
        self.statements: list[str] = []
        self.recording = False

    def authorize(self, action: int, arg1: str | None, arg2: str | None, *_: object) -> int:
        if self.recording:
            self.tables.extend(a for a in (arg1, arg2) if a)
        return sqlite3.SQLITE_OK

    def trace(self, statement: str) -> None:
        if self.recording:
            self.statements.append(statement)

    def touched_qa(self) -> bool:
        return QA_TABLE in self.tables or any(QA_TABLE in s for s in self.statements)


@pytest.fixture
def touches(monkeypatch: pytest.MonkeyPatch) -> Touches:
    seen = Touches()
    connect = SQLiteBackend._connect

    def watched(self: SQLiteBackend) -> sqlite3.Connection:
        conn = connect(self)
        conn.set_authorizer(seen.authorize)
        conn.set_trace_callback(seen.trace)
        return conn

    monkeypatch.setattr(SQLiteBackend, "_connect", watched)
    return seen


@pytest.fixture
def canary_store(tmp_path: Path, touches: Touches) -> tuple[Store, Conversation]:
    path = tmp_path / "canary.json"
    path.write_text(json.dumps([choir(canary=True)]))
    store = Store(tmp_path / "canary.db")
    ingest_dataset(store, load_dataset(path))
    with Store(tmp_path / "canary.db") as other:  # its own connections: nothing cached here
        items = load_qa(other, "choir-1")
    assert items and all(CANARY in q.answer for q in items)  # the canary is stored
    assert all(CANARY in e for q in items for e in q.evidence)
    return store, load_conversation(store, "choir-1")


def test_no_strategy_reaches_a_qa_item(
    canary_store: tuple[Store, Conversation], touches: Touches
) -> None:
    store, conv = canary_store
    assert not hasattr(conv, "qa")
    env = StrategyEnv(store)
    touches.recording = True
    built = 0
    for name in available_strategies():
        strategy = get_strategy(name, env)
        for budget in (None, 80, 250, 1000):
            for question in [None, *CHOIR_QUESTIONS]:
                ctx = strategy.build(conv, budget, question)
                assert CANARY not in ctx.text, (name, budget, question)
                built += 1
    for question in CHOIR_QUESTIONS:
        classify(question)
        for answer in TemporalIndex(store).when(conv.id, question, k=5):
            assert CANARY not in f"{answer}"
    touches.recording = False
    assert built >= len(available_strategies()) * 4 * len(CHOIR_QUESTIONS)
    assert "turns" in touches.tables, "the authorizer saw nothing: the check would be empty"
    assert any("turns" in s for s in touches.statements)
    assert not touches.touched_qa()


def test_the_authorizer_would_see_a_qa_read(
    canary_store: tuple[Store, Conversation], touches: Touches
) -> None:
    store, _ = canary_store
    touches.recording = True
    with Store(store.path) as fresh:  # new connections: the statement is prepared (authorized)
        load_qa(fresh, "choir-1")
    assert QA_TABLE in touches.tables
    touches.tables.clear()
    load_qa(store, "choir-1")  # prepared during ingest (the QA check) and cached: still traced
    assert any(QA_TABLE in s for s in touches.statements) and touches.touched_qa()


def _reads_qa_or_bench(path: Path) -> set[str]:
    """Imports of the QA store's readers (writing QA at ingest, ``save_qa``, is allowed) or of
    the benchmark layer."""
    bad: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "swcmem.store.qa":
                bad |= {f"{node.module}.{a.name}" for a in node.names if a.name != "save_qa"}
            elif node.module == "swcmem.store" and any(a.name == "qa" for a in node.names):
                bad.add("swcmem.store.qa")
            elif node.module.startswith(("swcmem.bench", "swcmem.eval")):
                bad.add(node.module)
        elif isinstance(node, ast.Import):
            bad |= {
                a.name
                for a in node.names
                if a.name.startswith(("swcmem.store.qa", "swcmem.bench", "swcmem.eval"))
            }
    return bad


def test_product_modules_never_import_a_qa_reader() -> None:
    files = [SRC / p for p in PRODUCT if p.endswith(".py")]
    files += [f for p in PRODUCT if not p.endswith(".py") for f in (SRC / p).rglob("*.py")]
    assert len(files) > 20
    for path in files:
        bad = _reads_qa_or_bench(path)
        assert not bad, f"{path.relative_to(SRC)} imports {sorted(bad)}"
