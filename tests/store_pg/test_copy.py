"""Copying stores across backends (``swcmem migrate``), verified by content checksums."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from swc.swc_data import make_conversation
from swcmem.audit.hook import PreservationAuditor
from swcmem.cli.main import run
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import consolidate
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.errors import InputError
from swcmem.model import QAItem
from swcmem.store import Store
from swcmem.store.copy import copy_store, store_digest
from swcmem.store.evals import AnswerRow, record_run, save_answer
from swcmem.store.gists import StoredGist, list_gists
from swcmem.store.messages import save_message_ids
from swcmem.store.payloads import latest_payloads, save_payloads
from swcmem.store.qa import save_qa
from swcmem.store.tenants import insert_key, record_owner
from swcmem.store.vectors import TURN_PART, VectorRow, save_vectors
from swcmem.temporal.ingest import ingest_conversation


def fill(store: Store, ids: tuple[str, ...] = ("chat-a", "chat-b")) -> None:
    """Something in every table: conversations, turns, message ids, payloads, QA, anchors,
    search index, chunks, gists, consolidation state, an evaluation answer, a queued job, a
    tenant with a key owning the conversations."""
    insert_key(store, f"k-{ids[0]}", "acme", "0" * 64, "write", None)
    for cid in ids:
        ingest_conversation(store, make_conversation(cid))
        record_owner(store, "acme", f"chat {cid}", cid)
        save_message_ids(store, cid, [("client-1", "D1:1")])
        save_payloads(store, cid, [("D1:2", "test/1", '{"b": 1, "a": [1.10, "\u00e9"]}')])
        save_qa(store, cid, [QAItem("When did Ben run?", "last Saturday", 2, ("D2:1",))])
        vector = np.array([0.6, -0.8, 0.0], dtype=np.float32)
        save_vectors(store, cid, "test-model/1", [VectorRow("D1:1", TURN_PART, vector)])
    consolidate(store, ids[0], ConsolidationConfig(auditor=PreservationAuditor()))
    record_run(store, "s1", {"budget": 4000, "llm": "x", "naïve": True})
    save_answer(store, AnswerRow("s1", "full", ids[0], 0, 2, "q?", "gold", 120, "an answer"))
    enqueue_consolidation(store, ids[-1])


def parsed(gists: list[StoredGist]) -> list[StoredGist]:
    """Gists with their audit JSON parsed (jsonb normalises its key order and spacing)."""
    return [replace(g, audit_json=json.loads(g.audit_json or "null")) for g in gists]


def test_sqlite_to_postgres_to_sqlite_keeps_every_checksum(tmp_path: Path, pg_url: str) -> None:
    with Store(tmp_path / "a.db") as a:
        fill(a)
        original = store_digest(a)
        gists = list_gists(a, "chat-a")
        with Store(pg_url) as pg:
            report = copy_store(a, pg)
            assert store_digest(pg) == original == report.tables
            assert parsed(list_gists(pg, "chat-a")) == parsed(gists)  # ids, provenance, times
            with Store(tmp_path / "b.db") as b:
                copy_store(pg, b)
                assert store_digest(b) == original
                assert latest_payloads(b, "chat-a", "test/1") == latest_payloads(
                    a, "chat-a", "test/1"
                )
            new = pg.execute(
                "INSERT INTO jobs (kind, conversation_id, payload, state, max_attempts,"
                " created_at, updated_at) VALUES ('k', 'chat-a', '{}', 'done', 1, ?, ?)"
                " RETURNING id",
                ("2024-01-01T00:00:00+00:00",) * 2,
            ).fetchone()[0]
            assert new > max(r[0] for r in a.execute("SELECT id FROM jobs"))  # ids continue
    assert all(d.rows > 0 for d in original.values() if d is not original["eval_verdicts"])


def test_a_non_empty_target_needs_append(tmp_path: Path, store_location: str) -> None:
    with Store(tmp_path / "src.db") as src, Store(store_location) as dst:
        fill(src, ("chat-a", "chat-b"))
        fill(dst, ("chat-b", "chat-c"))
        with pytest.raises(InputError, match="not empty"):
            copy_store(src, dst)
        report = copy_store(src, dst, append=True)
        assert report.conversations == ("chat-a",) and report.skipped == ("chat-b",)
        ids = [r[0] for r in dst.execute("SELECT id FROM conversations ORDER BY id")]
        assert ids == ["chat-a", "chat-b", "chat-c"]
        assert (
            list_gists(dst, "chat-a")
            and dst.execute("SELECT count(*) FROM eval_runs").fetchone()[0] == 1
        )


def test_append_refuses_a_different_version_of_a_conversation(
    tmp_path: Path, store_location: str
) -> None:
    with Store(tmp_path / "src.db") as src, Store(store_location) as dst:
        fill(src, ("chat-a",))
        ingest_conversation(dst, make_conversation("chat-a", sessions=7))
        with pytest.raises(InputError, match="different versions"):
            copy_store(src, dst, append=True)


def test_migrate_command_round_trip(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = str(tmp_path / "a.db"), str(tmp_path / "b.db")
    with Store(a) as store:
        fill(store)
    assert run(["migrate", "--from", a, "--to", pg_url, "--json"]) == 0
    there = json.loads(capsys.readouterr().out)
    assert there["conversations"] == ["chat-a", "chat-b"] and there["to"].startswith(
        "postgresql://***@"
    )
    assert run(["migrate", "--from", pg_url, "--to", b, "--json"]) == 0
    back = json.loads(capsys.readouterr().out)
    assert back["tables"] == there["tables"]
    assert run(["migrate", "--from", a, "--to", b]) == 2
    assert "not empty" in capsys.readouterr().err
