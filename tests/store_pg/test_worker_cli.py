"""``swcmem worker`` as a real process: it drains the queue, and SIGTERM stops it cleanly."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import swcmem
from swc.swc_data import make_conversation
from swcmem.childproc import module_command
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.store import Store
from swcmem.store import jobs as queue
from swcmem.temporal.ingest import ingest_conversation

SRC = str(Path(swcmem.__file__).resolve().parents[1])


def _worker(location: str, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([SRC, os.environ.get("PYTHONPATH", "")])}
    argv = module_command("swcmem", "worker", "--db", location, "--poll", "0.1", *extra)
    return subprocess.Popen(
        argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )


def test_worker_runs_jobs_then_stops_on_sigterm(store_location: str) -> None:
    with Store(store_location) as store:
        for cid in ("chat-a", "chat-b"):
            ingest_conversation(store, make_conversation(cid))
            enqueue_consolidation(store, cid)
        proc = _worker(store_location, "--concurrency", "2")
        try:
            deadline = time.monotonic() + 120
            while queue.counts(store)["done"] < 2 and time.monotonic() < deadline:
                assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
                time.sleep(0.1)
            proc.send_signal(signal.SIGTERM)
            _, err = proc.communicate(timeout=60)
        finally:
            proc.kill()
        assert proc.returncode == 0, err
        assert "SIGTERM: finishing running jobs" in err and "2 done, 0 failed" in err
        assert queue.counts(store) == {"queued": 0, "running": 0, "done": 2, "failed": 0}


def test_worker_drain_exits_when_the_queue_is_empty(tmp_path: Path) -> None:
    location = str(tmp_path / "s.db")
    with Store(location) as store:
        ingest_conversation(store, make_conversation("chat-a"))
        enqueue_consolidation(
            store,
            "chat-a",
        )
    proc = _worker(location, "--drain")
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0 and "1 done" in err, err
