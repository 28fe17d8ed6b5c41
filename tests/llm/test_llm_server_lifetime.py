"""The managed llama.cpp server ends with the process that started it, even when that process
is killed and runs no cleanup (a crashed test run used to leave a 600 MB server behind)."""

from __future__ import annotations

import sys

import pytest

from fixtures.orphans import kill_owner_and_check
from swcmem.llm.local import llama_cpp_available

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


def test_server_dies_with_a_killed_owner() -> None:
    if not llama_cpp_available():
        pytest.skip("llama-cpp-python is not installed")
    kill_owner_and_check(OWNER)
