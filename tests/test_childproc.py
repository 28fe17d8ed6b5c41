"""swcmem.childproc: a child started with module_command() ends with its parent, even when the
parent is killed by SIGKILL and runs no cleanup."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from fixtures.orphans import kill_owner_and_check
from swcmem.childproc import dies_with_parent, module_command

linux = pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux only")

# Starts a guarded child (a stdlib HTTP server that would run forever), prints its pid and
# whether it answers, then dies by SIGKILL.
OWNER = """
import os, signal, subprocess, sys, time, urllib.request
from swcmem.childproc import module_command
port = sys.argv[1]
child = subprocess.Popen(module_command("http.server", port, "--bind", "127.0.0.1"),
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(300):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
        break
    except OSError:
        time.sleep(0.1)
print(child.pid, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@linux
def test_a_guarded_child_ends_when_its_parent_is_killed() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    kill_owner_and_check(OWNER, str(port))


@linux
def test_the_guarded_module_gets_its_own_argv(tmp_path: Path) -> None:
    out = tmp_path / "argv.txt"
    (tmp_path / "show_argv.py").write_text(
        f"import sys\nopen({str(out)!r}, 'w').write(repr(sys.argv[1:]))\n"
    )
    cmd = module_command("show_argv", "--one", "two words")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    subprocess.run(cmd, check=True, env=env, timeout=60)
    assert cmd[1] == "-c"
    assert out.read_text() == repr(["--one", "two words"])


def test_off_the_main_thread_the_command_is_plain() -> None:
    """Linux signals when the starting *thread* ends: a worker thread's child must not be tied
    to it, or it would die with the thread."""
    seen: list[tuple[bool, list[str]]] = []
    worker = threading.Thread(
        target=lambda: seen.append((dies_with_parent(), module_command("m", "x")))
    )
    worker.start()
    worker.join()
    assert seen == [(False, [sys.executable, "-m", "m", "x"])]
    assert dies_with_parent() is (sys.platform == "linux")
