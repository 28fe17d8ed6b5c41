"""The tests' throwaway PostgreSQL server ends with the process that started it, even when
that process is killed (it used to keep running, daemonized by pg_ctl)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from fixtures.orphans import gone_within, running
from fixtures.postgres import bin_dir

TESTS = Path(__file__).resolve().parents[1]
OWNER = f"""
import os, signal, sys
sys.path.insert(0, {str(TESTS)!r})
from fixtures.postgres import start_cluster
cluster = start_cluster()
print(cluster.server.pid if cluster.server else 0, cluster.root, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_killed_owner_leaves_no_server_running() -> None:
    if bin_dir() is None or shutil.which("setpriv") is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs PostgreSQL and setpriv")
        pytest.skip("PostgreSQL or setpriv is not installed")
    owner = subprocess.run(
        [sys.executable, "-c", OWNER], capture_output=True, text=True, timeout=180, check=False
    )
    assert owner.returncode == -signal.SIGKILL, owner.stderr[-2000:]
    pid_text, root = owner.stdout.split()
    pid = int(pid_text)
    try:
        assert pid > 0 and gone_within(pid, 60), "the server outlived the process that started it"
    finally:
        if pid > 0 and running(pid):
            os.kill(pid, signal.SIGKILL)
        shutil.rmtree(root, ignore_errors=True)
