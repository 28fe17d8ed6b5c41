"""Stores follow the extractor: anchors written by an older extractor are reported and rebuilt,
with the gists and vectors made from them; one transaction per conversation, resumable."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest

from swcmem.cli.main import run
from swcmem.errors import NotFoundError
from swcmem.model import Anchor, Conversation
from swcmem.store import Store
from swcmem.store.anchors import (
    anchor_extractors,
    anchor_state,
    delete_anchors,
    insert_anchors,
    load_anchors,
)
from swcmem.store.gists import GistUnit, NewGist, list_gists, save_gist
from swcmem.store.vectors import TURN_PART, VectorRow, load_vectors, save_vectors
from swcmem.temporal import reindex as reindex_module
from swcmem.temporal.index import EXTRACTOR, EXTRACTOR_VERSION, conversation_anchors
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.reindex import (
    changed_turns,
    extractor_version,
    is_stale,
    reindex,
    stale_conversations,
    stale_notice,
)

from .conftest import make_conversation

OLD = "duckling+rules/1"


def _written_by_old_extractor(store: Store, conv: Conversation) -> None:
    """Replace the conversation's anchors by what an "older" extractor wrote: version 1, and
    "last Saturday" in D2:1 resolved a week too early (the mistake it made)."""
    old = [
        replace(a, start=a.start - timedelta(days=7), end=a.end - timedelta(days=7))
        if a.turn_id == "D2:1" and a.start and a.end and not a.implicit
        else a
        for a in conversation_anchors(conv)
    ]
    with store.atomic():
        delete_anchors(store, conv.id)
        insert_anchors(store, conv.id, old, OLD)


def _gist(conv_id: str, chunk: str, session: int, turns: tuple[str, ...]) -> NewGist:
    return NewGist(
        conversation_id=conv_id,
        chunk_id=chunk,
        session_idx=session,
        strategy="swc-anchored",
        gister="extractive",
        version="x/1",
        chunk_fingerprint="f",
        text="a gist quoting [13 May 2023]",
        tokens=5,
        units=(GistUnit("a unit", turns, 0),),
        source_turns=turns,
    )


@pytest.fixture
def old_store(store: Store) -> Store:
    for conv_id in ("club", "club2"):
        conv = make_conversation(conv_id)
        ingest_conversation(store, conv)
        _written_by_old_extractor(store, conv)
        save_gist(store, _gist(conv_id, "s2", 2, ("D2:1", "D2:2", "D2:3")))
        save_gist(store, _gist(conv_id, "s3", 3, ("D3:1", "D3:2", "D3:3")))
        vector = VectorRow("D2:1", 0, _unit())
        save_vectors(store, conv_id, "m", [vector, VectorRow("D2:1", TURN_PART, _unit())])
    return store


def _unit() -> object:
    import numpy as np

    v = np.zeros(384, dtype=np.float32)
    v[0] = 1.0
    return v


def test_versions_compare_by_rule_number() -> None:
    assert extractor_version("duckling+rules/2") == 2
    assert extractor_version("rules/10") == 10
    assert extractor_version("something") is None
    assert EXTRACTOR.endswith(f"/{EXTRACTOR_VERSION}")
    assert is_stale(OLD) and is_stale("something")
    assert not is_stale(EXTRACTOR)
    # another backend at the same rule version is what this installation can do, not older
    assert not is_stale(f"rules/{EXTRACTOR_VERSION}")
    assert is_stale(f"rules/{EXTRACTOR_VERSION}", current=f"rules/{EXTRACTOR_VERSION + 1}")


def test_an_old_store_is_reported_in_one_line(old_store: Store) -> None:
    assert stale_conversations(old_store) == {"club": {OLD}, "club2": {OLD}}
    notice = stale_notice(old_store)
    assert notice is not None and "\n" not in notice
    assert "2 conversations (club, club2)" in notice and OLD in notice
    assert "swcmem reindex" in notice


def test_a_current_store_says_nothing(store: Store) -> None:
    ingest_conversation(store, make_conversation())
    assert stale_notice(store) is None
    assert anchor_extractors(store) == {"club": {EXTRACTOR}}


def test_reindex_rebuilds_anchors_and_drops_what_embedded_the_old_dates(old_store: Store) -> None:
    state = anchor_state(old_store, "club")
    before = load_anchors(old_store, "club", ["D2:1"])
    assert [a.start for a in before if not a.implicit] == [date(2023, 5, 13)]
    done = reindex(old_store, "club")
    assert [(r.conversation_id, r.skipped, r.changed_turns) for r in done] == [("club", False, 1)]
    assert done[0].gists_removed == 1 and done[0].anchors >= 9
    fixed = load_anchors(old_store, "club", ["D2:1"])
    assert [a.start for a in fixed if not a.implicit] == [date(2023, 5, 20)]
    assert anchor_extractors(old_store, "club") == {"club": {EXTRACTOR}}
    # in-process caches keyed by the anchors' token see the rewrite
    assert anchor_state(old_store, "club") != state
    # the gist made from the changed turn is gone (consolidation makes it again); the other stays
    assert [g.chunk_id for g in list_gists(old_store, "club")] == ["s3"]
    # the changed anchor's vector is gone, the turn's own vector stays
    assert [(v.turn_id, v.part) for v in load_vectors(old_store, "club", "m")] == [
        ("D2:1", TURN_PART)
    ]
    # the other conversation was not touched
    assert stale_conversations(old_store) == {"club2": {OLD}}
    assert len(list_gists(old_store, "club2")) == 2


def test_reindex_skips_current_conversations_and_resumes(
    old_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = reindex_module.insert_anchors
    calls: list[str] = []

    def crash_on_second(store: Store, cid: str, anchors: list[Anchor], extractor: str) -> int:
        calls.append(cid)
        if len(calls) == 2:
            raise RuntimeError("power cut")
        return real(store, cid, anchors, extractor)

    monkeypatch.setattr(reindex_module, "insert_anchors", crash_on_second)
    with pytest.raises(RuntimeError, match="power cut"):
        reindex(old_store)
    # the first conversation is done; the second is untouched, not half-written
    assert stale_conversations(old_store) == {"club2": {OLD}}
    assert len(load_anchors(old_store, "club2")) == len(load_anchors(old_store, "club"))
    assert len(list_gists(old_store, "club2")) == 2
    monkeypatch.setattr(reindex_module, "insert_anchors", real)
    seen: list[tuple[int, int, str]] = []
    done = reindex(old_store, progress=lambda n, total, cid: seen.append((n, total, cid)))
    assert [(r.conversation_id, r.skipped) for r in done] == [("club", True), ("club2", False)]
    assert seen == [(1, 2, "club"), (2, 2, "club2")]
    assert stale_notice(old_store) is None
    again = reindex(old_store)
    assert all(r.skipped for r in again)
    forced = reindex(old_store, "club", force=True)
    assert not forced[0].skipped and forced[0].changed_turns == 0 and forced[0].gists_removed == 0


def test_reindex_of_an_unknown_conversation_is_a_clear_error(old_store: Store) -> None:
    with pytest.raises(NotFoundError, match="unknown conversation id 'nope'"):
        reindex(old_store, "nope")


def test_changed_turns_compares_what_an_anchor_says() -> None:
    conv = make_conversation()
    new = conversation_anchors(conv)
    assert changed_turns(new, new) == []
    moved = [replace(a, grain="week") if a.turn_id == "D1:1" else a for a in new]
    assert changed_turns(new, moved) == ["D1:1"]
    assert changed_turns(new, [a for a in new if a.turn_id != "D3:3"]) == ["D3:3"]


def test_reindex_command(old_store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(old_store.location)
    assert run(["--db", path, "reindex", "-c", "club", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["conversation_id"], r["skipped"], r["changed_turns"]) for r in rows] == [
        ("club", False, 1)
    ]
    assert run(["--db", path, "reindex"]) == 0
    out = capsys.readouterr().out
    assert "club2: " in out and "reindexed 1 conversation" in out and "1 already current" in out
    assert run(["--db", path, "reindex", "-c", "nope"]) == 2
    assert "unknown conversation id" in capsys.readouterr().err


def test_when_command_warns_about_a_stale_store(
    old_store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "--db",
        str(old_store.location),
        "when",
        "-c",
        "club",
        "When did Malik run the marathon?",
    ]
    assert run(argv) == 0
    captured = capsys.readouterr()
    assert (
        captured.err.startswith("warning: dates of 2 conversations") and "reindex" in captured.err
    )
    assert run(["--db", str(old_store.location), "reindex"]) == 0
    capsys.readouterr()
    assert run(argv) == 0
    assert "warning" not in capsys.readouterr().err


def test_reindex_command_has_help(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(["reindex", "--help"]) == 0
    assert "older extractor" in capsys.readouterr().out
