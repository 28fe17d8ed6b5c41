"""Child processes that end with their parent: ``python -m MODULE`` command lines that die
when the process that started them dies, even by SIGKILL or a crash that runs no cleanup.

On Linux, :func:`module_command` wraps the module in a guard that sets ``PR_SET_PDEATHSIG``
(SIGTERM) before the module runs. Linux sends that signal when the *thread* that started the
child ends, so the guard is only used from the main thread; from another thread, and on other
systems, the command is plain ``python -m MODULE`` and its owner must stop it.

Used by the managed llama.cpp server (:mod:`swcmem.llm.local`) and the test and benchmark
servers, so that a crashed run leaves no server behind.
"""

from __future__ import annotations

import os
import sys
import threading

# argv[1]: the parent's pid (if the parent is already gone, end at once); argv[2]: the module.
_GUARD = (
    "import ctypes, os, runpy, signal, sys\n"
    "ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)\n"  # 1 = PR_SET_PDEATHSIG
    "if os.getppid() != int(sys.argv[1]): sys.exit(1)\n"
    "sys.argv = [sys.argv[2], *sys.argv[3:]]\n"
    "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)\n"
)


def dies_with_parent() -> bool:
    """Whether a child started now, from this thread, can be tied to this process's life."""
    return sys.platform == "linux" and threading.current_thread() is threading.main_thread()


def module_command(module: str, *args: str) -> list[str]:
    """``python -m module args…``, under the parent-death guard where it applies."""
    if dies_with_parent():
        return [sys.executable, "-c", _GUARD, str(os.getpid()), module, *args]
    return [sys.executable, "-m", module, *args]
