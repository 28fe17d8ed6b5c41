"""The managed llama.cpp server ends with the process that started it, even when that process
is killed and runs no cleanup (a crashed test run used to leave a 600 MB server behind)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from swcmem.llm.local import LocalServer, llama_cpp_available

pytestmark = [
    pytest.mark.llm,
    pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux only"),
]

# Starts a server, prints its pid, then dies by SIGKILL: no finally, no atexit.
OWNER = """
import os, signal
from swcmem.llm.local import LocalServer
server = LocalServer(n_ctx=512, n_threads=1)
server.start()
print(server.process.pid, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _running(pid: int) -> bool:
    """Alive and not a zombie (PID 1 in a container may never reap an orphan)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _gone_within(pid: int, bound_s: float) -> bool:
    deadline = time.monotonic() + bound_s
    while time.monotonic() < deadline:
        if not _running(pid):
            return True
        time.sleep(0.1)
    return not _running(pid)


def test_server_dies_with_a_killed_owner() -> None:
    if not llama_cpp_available():
        pytest.skip("llama-cpp-python is not installed")
    owner = subprocess.run(
        [sys.executable, "-c", OWNER], capture_output=True, text=True, timeout=180, check=False
    )
    assert owner.returncode == -signal.SIGKILL, owner.stderr[-2000:]
    pid = int(owner.stdout.strip())
    try:
        assert _gone_within(pid, 30.0), "the server outlived the process that started it"
    finally:
        if _running(pid):
            os.kill(pid, signal.SIGKILL)


def test_a_server_started_off_the_main_thread_runs_without_the_guard(tmp_path: Path) -> None:
    """Linux signals when the starting *thread* ends, so a worker thread's server must not be
    tied to it (it would die with the thread); its owner stops it."""
    model = tmp_path / "m.gguf"
    server = LocalServer(model)
    main = server.command()
    seen: list[list[str]] = []
    worker = threading.Thread(target=lambda: seen.append(server.command()))
    worker.start()
    worker.join()
    assert main[1] == "-c" and main[3] == str(os.getpid())
    assert seen[0][1:3] == ["-m", "llama_cpp.server"]
    assert main[4:] == seen[0][3:] and str(model) in main
