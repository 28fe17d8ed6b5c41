"""Service time of each route with one client and nothing else running against the server:
what one request costs, end to end over loopback, next to the same context built in-process
and the consolidation each add triggers (the server's refresh job), timed in-process.

    python benchmarks/service/service_time.py [--conversations 2] [--out service_time.json]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from load import DATA, add_body, emit, load, loadavg
from servers import ServerProcess

from swcmem.consolidate.scheduler import Schedule
from swcmem.context.base import StrategyEnv, build_context
from swcmem.memory import Memory
from swcmem.service.keys import create_key
from swcmem.store import Store
from swcmem.store.conversations import load_conversation

NO_SCHEDULE = Schedule(every_sessions=None, pressure=None, idle_seconds=None)


def timed(ms: dict[str, list[float]], name: str, action: Any, *args: Any, **kwargs: Any) -> None:
    """Run ``action(*args, **kwargs)`` and record its wall time under ``name``."""
    started = time.perf_counter()
    action(*args, **kwargs)
    ms.setdefault(name, []).append((time.perf_counter() - started) * 1000)


def consolidation_after_add(
    db: Path, corpora: list[Any], rng: random.Random, n: int, ms: dict[str, list[float]]
) -> None:
    """What the refresh job after an add costs: Memory.consolidate() after each 2-turn add."""
    with Store(db) as store:
        for c in corpora:
            memory = Memory(f"bench/{c.name}", store, background=False, schedule=NO_SCHEDULE)
            memory.consolidate()
            for _ in range(n):
                body, _ = add_body(c, rng)
                memory.add(body["turns"])
                timed(ms, "consolidation_after_add", memory.consolidate)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--conversations", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rng = random.Random(3)
    ms: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "t.db"
        with Store(db) as store:
            key = create_key(store, "bench").secret
        server = ServerProcess(str(db), Path(tmp) / "log", [])
        server.start()
        try:
            corpora = load(server.url, key, DATA, args.conversations)
            headers = {"Authorization": f"Bearer {key}"}
            with httpx.Client(base_url=server.url, headers=headers) as http:
                for c in corpora:
                    base = f"/v1/conversations/{c.name}"
                    for _ in range(args.repeat):
                        q = {"question": rng.choice(c.questions)}
                        timed(ms, "context", http.get, f"{base}/context", params=q)
                        q = {"question": rng.choice(c.temporal)}
                        timed(ms, "when", http.get, f"{base}/when", params=q)
                    with Store(db) as store:
                        stored = f"bench/{c.name}"
                        conv = load_conversation(store, stored)
                        env = StrategyEnv(store)
                        for _ in range(args.repeat):
                            q = rng.choice(c.questions)
                            timed(
                                ms,
                                "context_in_process",
                                build_context,
                                conv,
                                4000,
                                q,
                                strategy="swc-adaptive",
                                env=env,
                            )
                            timed(ms, "load_conversation", load_conversation, store, stored)
                    for _ in range(args.repeat // 4):
                        body, _ = add_body(c, rng)
                        timed(ms, "add", http.post, f"{base}/turns", json=body)
                        time.sleep(1.0)  # the refresh job runs
                        q = {"question": rng.choice(c.questions)}
                        timed(ms, "context_after_add", http.get, f"{base}/context", params=q)
        finally:
            server.stop()
        consolidation_after_add(db, corpora, rng, args.repeat // 4, ms)
    result = {
        "loadavg": loadavg(),
        "routes": {
            k: {"n": len(v), "p50_ms": round(statistics.median(v), 1), "max_ms": round(max(v), 1)}
            for k, v in ms.items()
        },
    }
    emit(result, args.out)


if __name__ == "__main__":
    main()
