"""When to consolidate: proactive triggers, checked with an injectable clock.

A run is due when, since the last finished consolidation,

- ``every_sessions`` new sessions have started (default 3), or
- the unconsolidated history passes ``pressure`` × budget tokens (default 80 %), or
- nothing was added for ``idle_seconds`` while something is still unconsolidated.

Runs happen on one background worker thread (``add()`` never waits for them); triggers that
arrive while a run is going are coalesced into one follow-up run. With ``background=False``
a due run happens inline (deterministic, for tests and in-memory stores).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from swcmem.errors import ConfigError

Clock = Callable[[], float]
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Schedule:
    every_sessions: int | None = 3
    pressure: float | None = 0.8
    idle_seconds: float | None = 600.0

    def __post_init__(self) -> None:
        if self.every_sessions is not None and self.every_sessions < 1:
            raise ConfigError("every_sessions must be ≥ 1 (or None to disable)")
        if self.pressure is not None and not 0 < self.pressure <= 10:
            raise ConfigError("pressure is a share of the budget, e.g. 0.8 (or None)")
        if self.idle_seconds is not None and self.idle_seconds < 0:
            raise ConfigError("idle_seconds cannot be negative (or None to disable)")


@dataclass(frozen=True)
class Backlog:
    """What the last finished consolidation has not covered yet."""

    new_sessions: int
    pending_tokens: int
    budget: int
    sessions: int = 0  # sessions stored in all

    @property
    def empty(self) -> bool:
        return self.new_sessions == 0 and self.pending_tokens == 0


def due_reason(schedule: Schedule, backlog: Backlog, idle_for: float | None) -> str | None:
    """Why a consolidation is due now, or None."""
    if backlog.empty:
        return None
    if schedule.every_sessions is not None and backlog.new_sessions >= schedule.every_sessions:
        return f"{backlog.new_sessions} new sessions (every {schedule.every_sessions})"
    if (
        schedule.pressure is not None
        and backlog.pending_tokens >= schedule.pressure * backlog.budget
    ):
        return f"{backlog.pending_tokens} unconsolidated tokens ≥ {schedule.pressure:g} × budget"
    if (
        schedule.idle_seconds is not None
        and idle_for is not None
        and idle_for >= schedule.idle_seconds
    ):
        return f"idle for {idle_for:.0f} s"
    return None


class Scheduler:
    """Runs ``job`` when a trigger fires; one run at a time, on a worker thread."""

    def __init__(
        self,
        schedule: Schedule,
        job: Callable[[], object],
        *,
        clock: Clock = time.monotonic,
        background: bool = True,
    ) -> None:
        self.schedule = schedule
        self.clock = clock
        self.background = background
        self._job = job
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._running = False
        self._again = False
        self._last_activity = clock()
        self.runs = 0
        self.reasons: list[str] = []
        self.errors: list[BaseException] = []

    def touch(self) -> None:
        """Something was added now (restarts the idle window)."""
        self._last_activity = self.clock()

    def idle_for(self) -> float:
        return self.clock() - self._last_activity

    def check(self, backlog: Backlog) -> str | None:
        """Start a run if one is due; returns the reason (never waits for the run)."""
        reason = due_reason(self.schedule, backlog, self.idle_for())
        if reason is not None:
            self.trigger(reason)
        return reason

    def trigger(self, reason: str) -> None:
        self.reasons.append(reason)
        if not self.background:
            self._run_once()
            return
        with self._lock:
            if self._running:
                self._again = True
                return
            self._running = True
        threading.Thread(target=self._worker, name="swcmem-consolidate", daemon=True).start()

    def _run_once(self) -> None:
        try:
            self._job()
            self.runs += 1
        except Exception as exc:  # kept for the caller; the next trigger retries (resumable)
            self.errors.append(exc)
            log.warning("background consolidation failed (the next trigger resumes it): %s", exc)

    def _worker(self) -> None:
        while True:
            self._run_once()
            with self._lock:
                if not self._again:
                    self._running = False
                    self._idle.notify_all()
                    return
                self._again = False

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._running

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until no run is going; False if ``timeout`` passed first."""
        with self._lock:
            return self._idle.wait_for(lambda: not self._running, timeout)
