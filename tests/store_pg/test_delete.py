"""Explicit delete (migration 0006) on both backends: the one way turns leave the store."""

from __future__ import annotations

import pytest

from fixtures.stores import refusal
from swc.swc_data import make_conversation
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.store import Store
from swcmem.store.delete import count_rows, delete_conversation
from swcmem.store.messages import save_message_ids
from swcmem.store.payloads import save_payloads
from swcmem.temporal.ingest import ingest_conversation


def test_delete_removes_one_conversation_and_nothing_else(store: Store) -> None:
    for cid in ("chat-a", "chat-b"):
        ingest_conversation(store, make_conversation(cid))
        save_message_ids(store, cid, [("client-1", "D1:1")])
        save_payloads(store, cid, [("D1:2", "test/1", "{}")])
        enqueue_consolidation(store, cid)
    before = count_rows(store, "chat-b")
    report = delete_conversation(store, "chat-a")
    assert report.turns == len(make_conversation("chat-a").turns)
    assert {"message_ids", "turn_payloads", "jobs", "anchors", "turn_terms"} <= set(report.rows)
    assert all(n == 0 for n in count_rows(store, "chat-a").values())
    assert count_rows(store, "chat-b") == before
    assert store.execute("SELECT count(*) FROM deletions").fetchone()[0] == 0
    for table, word in (
        ("turns", "turns"),
        ("message_ids", "message ids"),
        ("turn_payloads", "payloads"),
    ):
        with pytest.raises(refusal(store), match=f"{word} are never deleted"):
            store.execute(f"DELETE FROM {table} WHERE conversation_id='chat-b'")
    with pytest.raises(refusal(store), match="never rewritten"):
        store.execute("UPDATE turn_payloads SET payload='[]'")
