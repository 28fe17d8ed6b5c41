"""The Memory facade and the scheduler (injected clock; no timed assertions)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from swc.swc_data import SESSIONS
from swcmem.consolidate import ConsolidationConfig
from swcmem.consolidate.scheduler import Backlog, Schedule, due_reason
from swcmem.consolidate.tiers import TierConfig
from swcmem.errors import InputError, NotFoundError
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.memory import Memory
from swcmem.store.gists import count_gists

T0 = datetime(2023, 5, 8, 13, 0, tzinfo=UTC)


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def session(k: int) -> list[dict[str, str]]:
    day = T0 + timedelta(days=6 * k)
    return [
        {"speaker": spk, "text": text, "timestamp": (day + timedelta(minutes=m)).isoformat()}
        for m, (spk, text) in enumerate(SESSIONS[k % len(SESSIONS)])
    ]


def test_due_reasons() -> None:
    s = Schedule(every_sessions=3, pressure=0.8, idle_seconds=60)
    assert due_reason(s, Backlog(0, 0, 100), 1e9) is None
    assert "3 new sessions" in (due_reason(s, Backlog(3, 10, 1000), 0) or "")
    assert "unconsolidated tokens" in (due_reason(s, Backlog(1, 800, 1000), 0) or "")
    assert "idle" in (due_reason(s, Backlog(1, 10, 1000), 61) or "")
    assert due_reason(s, Backlog(1, 10, 1000), 59) is None


def test_add_splits_sessions_by_gap_and_numbers_turns(tmp_path: Path) -> None:
    mem = Memory("m", tmp_path / "m.db", background=False, schedule=Schedule(None, None, None))
    first = mem.add(session(0))
    second = mem.add(session(1))
    same = mem.add(
        [{"speaker": "Ana", "text": "One more thing.", "timestamp": session(1)[-1]["timestamp"]}]
    )
    assert [t.id for t in first] == ["D1:1", "D1:2", "D1:3", "D1:4"]
    assert second[0].id == "D2:1" and same[0].id == "D2:5"
    forced = mem.add(
        [{"speaker": "Ben", "text": "New topic."}], new_session=True, allow_undated=True
    )
    assert forced[0].id == "D3:1"
    with pytest.raises(InputError):
        mem.add([{"text": "no speaker"}])
    mem.close()


def test_every_n_sessions_triggers_consolidation(tmp_path: Path) -> None:
    mem = Memory("m", tmp_path / "m.db", background=False, schedule=Schedule(3, None, None))
    for k in range(2):
        mem.add(session(k))
    assert mem.scheduler.runs == 0
    mem.add(session(2))
    assert mem.scheduler.runs == 1 and "3 new sessions" in mem.scheduler.reasons[0]
    for k in range(3, 5):
        mem.add(session(k))
    assert mem.scheduler.runs == 1
    assert mem.backlog().new_sessions == 2
    mem.close()


def test_pressure_triggers_consolidation(tmp_path: Path) -> None:
    config = ConsolidationConfig(budget=60)
    mem = Memory(
        "m", tmp_path / "m.db", config=config, background=False, schedule=Schedule(None, 0.8, None)
    )
    mem.add(session(0))
    assert mem.scheduler.runs == 1 and "× budget" in mem.scheduler.reasons[0]
    assert mem.backlog().pending_tokens == 0
    mem.close()


def test_idle_window_with_injected_clock(tmp_path: Path) -> None:
    clock = FakeClock()
    mem = Memory(
        "m", tmp_path / "m.db", background=False, clock=clock, schedule=Schedule(None, None, 300)
    )
    mem.add(session(0))
    assert mem.poll() is None
    clock.t += 299
    assert mem.poll() is None
    clock.t += 2
    assert "idle" in (mem.poll() or "") and mem.scheduler.runs == 1
    clock.t += 1000
    assert mem.poll() is None  # nothing left to consolidate
    mem.close()


class GateLLM:
    """An LLM that waits for the test to open the gate (a slow model)."""

    spec = "gate:test"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.entered = threading.Event()

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        self.entered.set()
        assert self.gate.wait(30)
        return Completion("A gist sentence. Another one.", "m", 1, 1, 0.0)


def test_add_never_waits_for_consolidation(tmp_path: Path) -> None:
    llm = GateLLM()
    mem = Memory("m", tmp_path / "m.db", llm=llm, schedule=Schedule(4, None, None))
    for k in range(4):
        mem.add(session(k))
    assert llm.entered.wait(30)  # the background run is inside the model call...
    more = mem.add(session(4))  # ...and add() still returns
    assert more[0].id == "D5:1" and mem.scheduler.busy
    llm.gate.set()
    assert mem.wait(30)
    assert not mem.scheduler.errors and mem.scheduler.runs >= 1
    assert count_gists(mem.store, "m") >= 1
    mem.close()


def test_context_and_tiers(tmp_path: Path) -> None:
    with Memory("m", tmp_path / "m.db", schedule=Schedule(3, None, None)) as mem:
        with pytest.raises(NotFoundError, match="empty"):
            mem.context()
        for k in range(6):
            mem.add(session(k))
        ctx = mem.context(budget=360)
        assert ctx.strategy == "swc-anchored" and ctx.tokens <= 360
        assert any(line.kind == "gist" for line in ctx.lines)
        rows = mem.tiers(budget=360)
        assert [r.chunk_id for r in rows] == [f"s{k}" for k in range(1, 7)]
        assert [r.protected for r in rows] == [True, False, False, False, True, True]
        assert all(r.form == "verbatim" for r in rows if r.protected)
        assert all(r.reasons and 0 <= r.salience <= 1 for r in rows)
        report = mem.consolidate()
        assert report.created == 0  # the scheduled runs already made every gist
        assert mem.context(strategy="swc-full", budget=360).strategy == "swc-full"


def test_context_uses_the_memorys_own_settings(tmp_path: Path) -> None:
    # context() used to pass only some settings on: custom tiers were re-scored with the
    # defaults at every context build, and the next consolidation re-scored them back
    config = ConsolidationConfig(gister="extractive", tiers=TierConfig(protect_last=0))
    mem = Memory("m", tmp_path / "m.db", config=config, background=False)
    mem.add(session(0))
    mem.add(session(1))
    mem.add(session(2))
    assert mem.consolidate().rescored is False  # the scheduled run scored them already
    mem.context(budget=360)
    assert mem.consolidate().rescored is False
    assert [r.protected for r in mem.tiers(budget=360)] == [True, False, False]
    mem.close()


def test_interrupted_run_is_resumed_on_open(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    mem = Memory("m", path, background=False, schedule=Schedule(None, None, None))
    for k in range(5):
        mem.add(session(k))
    from swcmem.store.gists import mark_running

    mark_running(mem.store, "m", "swc-anchored/extractive/extractive-2+audit", "x", 5, 20)
    mem.close()
    again = Memory("m", path, background=False, schedule=Schedule(None, None, None))
    assert again.scheduler.reasons == ["resume an interrupted consolidation"]
    assert again.scheduler.runs == 1 and count_gists(again.store, "m") == 2
    again.close()


def test_failed_background_run_is_logged_and_kept(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from swcmem.consolidate.scheduler import Scheduler

    def broken() -> None:
        raise RuntimeError("disk full")

    scheduler = Scheduler(Schedule(), broken, background=False)
    with caplog.at_level("WARNING", logger="swcmem.consolidate.scheduler"):
        scheduler.trigger("test")
    assert [str(e) for e in scheduler.errors] == ["disk full"]
    assert "background consolidation failed" in caplog.text and "disk full" in caplog.text
    mem = Memory("m", tmp_path / "m.db", background=False, schedule=Schedule(None, None, None))
    assert mem.errors == []
    mem.close()
