"""A real ``swcmem serve`` process on a free loopback port, for the service tests."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from swcmem.childproc import module_command

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def worker_processes(parent: int) -> list[int]:
    """The uvicorn worker processes of ``parent`` (Linux /proc; spawned by multiprocessing)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmdline = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == parent and b"spawn_main" in cmdline:
            found.append(int(entry.name))
    return sorted(found)


def wait_for(condition: Callable[[], object], timeout: float = 30.0) -> bool:
    """Poll ``condition`` until it is true (True) or ``timeout`` seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def cli_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a child ``python -m swcmem``: this checkout first, no user config."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), str(REPO / "tests")])
    env["SWCMEM_CONFIG"] = str(REPO / "tests" / "service" / "absent.toml")  # never created
    env.pop("SWCMEM_DB", None)
    env.update(extra or {})
    return env


@dataclass
class Server:
    db: Path | str  # an SQLite file, or a postgresql:// URL (then give ``logs``)
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    logs: Path | None = None  # the folder of the server's log (default: the SQLite file's)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log_path(self) -> Path:
        folder = self.logs or Path(self.db).parent
        return folder / f"serve-{self.port}.log"

    def start(self, timeout: float = 60.0) -> Server:
        # ends with the test process, even when a crash skips every teardown
        cmd = module_command("swcmem", "serve", "--db", str(self.db), "--port", str(self.port))
        cmd += self.args
        with self.log_path.open("wb") as log:
            self.proc = subprocess.Popen(
                cmd, stdout=subprocess.DEVNULL, stderr=log, env=cli_env(self.env)
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited {self.proc.returncode}: {self.log()}")
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.1)
        self.kill()
        raise RuntimeError(f"server did not start: {self.log()}")

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def terminate(self, timeout: float = 60.0) -> int:
        """SIGTERM, then wait; returns the exit code."""
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
