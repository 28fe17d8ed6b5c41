"""Where a loaded server spends its time: ``swcmem serve``'s application in this process
under a sampling profiler (every thread's stack every 2 ms), driven by ``load.py --url`` in
a child process; samples are taken only while the load runs (not during its setup).

    python benchmarks/service/profile_server.py [--seconds 20] [--think 0] [--top 40]

Prints, per function, the share of busy request-thread samples in which it is on the stack
(cumulative), like py-spy, with no extra dependency.
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import FrameType

import uvicorn

from swcmem.service.app import create_app
from swcmem.service.config import ServiceConfig
from swcmem.service.keys import create_key
from swcmem.store import Store

HERE = Path(__file__).resolve().parent


class Sampler(threading.Thread):
    def __init__(self, interval: float = 0.002) -> None:
        super().__init__(daemon=True)
        self.interval = interval
        self.on = threading.Event()
        self.cumulative: collections.Counter[str] = collections.Counter()
        self.own: collections.Counter[str] = collections.Counter()  # innermost swcmem frame
        self.samples = 0

    def run(self) -> None:
        me = threading.get_ident()
        while True:
            self.on.wait()
            for ident, frame in sys._current_frames().items():
                if ident != me and busy(frame):
                    self.count(frame)
            time.sleep(self.interval)

    def count(self, frame: FrameType) -> None:
        self.samples += 1
        seen = set()
        f: FrameType | None = frame
        inner = None
        while f is not None:
            name = f"{Path(f.f_code.co_filename).name}:{f.f_code.co_name}"
            if inner is None and "/swcmem/" in f.f_code.co_filename:
                inner = f"{name}:{f.f_lineno}"
                self.own[inner] += 1
            if name not in seen:
                seen.add(name)
                self.cumulative[name] += 1
            f = f.f_back


IDLE = {"wait", "get", "select", "_worker", "sleep", "acquire"}


def busy(frame: FrameType) -> bool:
    """A thread doing swcmem work (not a pool thread or a job worker waiting for a task)."""
    if frame.f_code.co_name in IDLE and "swcmem" not in frame.f_code.co_filename:
        return False
    f: FrameType | None = frame
    while f is not None:
        if "/swcmem/" in f.f_code.co_filename and "benchmarks" not in f.f_code.co_filename:
            return True
        f = f.f_back
    return False


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--think", default="0")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--port", type=int, default=8791)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "profile.db"
        with Store(db) as store:
            key = create_key(store, "bench").secret
        config = ServiceConfig(db=str(db), port=args.port, rate_per_s=0, log_level="warning")
        server = uvicorn.Server(
            uvicorn.Config(create_app(config), port=args.port, log_level="warning")
        )
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        while not server.started:
            time.sleep(0.05)
        sampler = Sampler()
        sampler.start()
        cmd = [sys.executable, str(HERE / "load.py"), "--url", f"http://127.0.0.1:{args.port}"]
        cmd += ["--key", key, "--clients", str(args.clients), "--seconds", str(args.seconds)]
        cmd += ["--think", args.think]
        child = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert child.stderr is not None
        for line in child.stderr:
            if line.startswith("phase: load"):
                sampler.on.set()
            elif line.startswith("phase: done"):
                sampler.on.clear()
        out, _ = child.communicate()
        server.should_exit = True
        thread.join(60)
    print(out)
    total = max(1, sampler.samples)
    print(f"{sampler.samples} busy-thread samples")
    for name, n in sampler.cumulative.most_common(args.top):
        print(f"{100 * n / total:6.1f}%  {name}")
    print("innermost swcmem line:")
    for name, n in sampler.own.most_common(args.top // 2):
        print(f"{100 * n / total:6.1f}%  {name}")


if __name__ == "__main__":
    main()
