"""``Memory`` maintenance: ``background="queue"`` hands consolidation to the store's job queue
(a worker runs it), and ``reindex()`` rebuilds anchors written by an older extractor."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from swcmem import Memory, Store
from swcmem.audit import PreservationAuditor
from swcmem.consolidate.jobs import WorkerOptions, run_worker
from swcmem.consolidate.scheduler import Schedule
from swcmem.store import jobs as queue
from swcmem.store.anchors import anchor_extractors, delete_anchors, insert_anchors
from swcmem.store.conversations import load_conversation
from swcmem.store.gists import last_done
from swcmem.temporal.index import EXTRACTOR, conversation_anchors

T0 = datetime(2025, 6, 2, 9, 0, tzinfo=UTC)
LINES = [
    ("Lena", "I finally finished the kayak trip down the river last Sunday."),
    ("Omar", "I'm starting a night class in welding next Monday."),
    ("Lena", "My cousin moved to Tallinn three weeks ago."),
]


def sessions(n: int) -> list[list[dict[str, object]]]:
    out = []
    for s in range(n):
        day = T0 + timedelta(days=9 * s)
        out.append(
            [
                {
                    "id": f"s{s}m{i}",
                    "speaker": spk,
                    "text": f"{text} (week {s})",
                    "timestamp": (day + timedelta(minutes=i)).isoformat(),
                }
                for i, (spk, text) in enumerate(LINES)
            ]
        )
    return out


def test_a_queue_memory_queues_its_consolidation_for_a_worker(tmp_path: Path) -> None:
    path = tmp_path / "q.db"
    with Memory("chat", path, background="queue", schedule=Schedule(every_sessions=3)) as mem:
        for turns in sessions(3):
            mem.add(turns, new_session=True)
        with Store(path) as store:
            assert queue.pending(store) == 1  # queued, not run in this process
            assert last_done(store, "chat") is None
            options = WorkerOptions(drain=True, poll_s=0.05)
            stats = run_worker(store, auditor=PreservationAuditor(), options=options)
            assert (stats.done, stats.failed) == (1, 0)
            assert queue.pending(store) == 0
            assert last_done(store, "chat") is not None


def test_a_background_memory_does_not_queue(tmp_path: Path) -> None:
    path = tmp_path / "b.db"
    with Memory("chat", path, background=False, schedule=Schedule(every_sessions=3)) as mem:
        for turns in sessions(3):
            mem.add(turns, new_session=True)
        with Store(path) as store:
            assert queue.pending(store) == 0 and last_done(store, "chat") is not None


def _age_anchors(store: Store, cid: str) -> None:
    """Rewrite the anchors as an older extractor (rule version 1) wrote them."""
    anchors = conversation_anchors(load_conversation(store, cid))
    old = [replace(a, start=None, end=None) if not a.implicit else a for a in anchors]
    with store.atomic():
        delete_anchors(store, cid)
        insert_anchors(store, cid, old, "duckling+rules/1")


def test_reindex_rebuilds_an_old_conversation_and_skips_a_current_one(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    with Memory("chat", path, background=False, schedule=Schedule(None, None, None)) as mem:
        for turns in sessions(2):
            mem.add(turns, new_session=True)
        before = [a.start for a in mem.anchors()]
        assert mem.reindex().skipped
        _age_anchors(mem.store, "chat")
        assert all(a.start is None for a in mem.anchors())
        report = mem.reindex()
        assert not report.skipped and report.changed_turns > 0
        assert [a.start for a in mem.anchors()] == before
        assert anchor_extractors(mem.store, "chat") == {"chat": {EXTRACTOR}}
        assert not mem.reindex(force=True).skipped
