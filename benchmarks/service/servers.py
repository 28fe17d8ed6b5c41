"""The ``swcmem serve`` processes of the load test: start, kill -9, stop, and the uvicorn
worker processes of a ``--workers N`` server (Linux ``/proc``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from service.server import free_port, worker_processes  # noqa: E402  (the tests' helpers)
from swcmem.childproc import module_command  # noqa: E402


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (0 when it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def connections(pid: int, port: int) -> int:
    """Established TCP connections to ``port`` that process ``pid`` holds (Linux /proc)."""
    wanted = f":{port:04X}"
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            cols = row.split()
            if cols[1].endswith(wanted) and cols[3] == "01":  # local port, ESTABLISHED
                inodes.add(cols[9])
    held = 0
    try:
        fds = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return 0
    for fd in fds:
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:[") and target[8:-1] in inodes:
            held += 1
    return held


class ServerProcess:
    """One ``swcmem serve`` (``workers`` processes under uvicorn's supervisor when > 1)."""

    def __init__(
        self,
        db: str,
        log: Path,
        extra: list[str],
        workers: int = 1,
        env: dict[str, str] | None = None,
    ) -> None:
        self.db, self.log, self.extra, self.workers = db, log, extra, workers
        self.env = env or {}
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(REPO / "src"), **self.env)
        cmd = module_command("swcmem", "serve", "--db", self.db, "--port", str(self.port))
        cmd += ["--rate", "0", "--log-level", "warning", "--workers", str(self.workers)]
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                cmd + self.extra, stdout=subprocess.DEVNULL, stderr=out, env=env
            )
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.ready():
                return
            time.sleep(0.1)
        raise RuntimeError(f"server did not start; see {self.log}")

    def ready(self) -> bool:
        """Answers /healthz, with all of its worker processes started."""
        assert self.proc is not None
        if self.workers > 1 and len(self.children()) < self.workers:
            return False
        try:
            return httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200
        except httpx.TransportError:
            return False

    def children(self) -> list[int]:
        assert self.proc is not None
        return worker_processes(self.proc.pid) if self.workers > 1 else [self.proc.pid]

    def connections(self) -> dict[str, int]:
        """Client connections each server process holds now."""
        return {str(pid): connections(pid, self.port) for pid in self.children()}

    def kill9(self) -> int:
        """kill -9 the server (one process), or one of its worker processes (the supervisor
        starts another); returns the pid killed."""
        assert self.proc is not None
        victim = self.children()[0] if self.workers > 1 else self.proc.pid
        os.kill(victim, signal.SIGKILL)
        if victim == self.proc.pid:
            self.proc.wait(30)
        return victim

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(120)
