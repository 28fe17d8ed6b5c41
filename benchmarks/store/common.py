"""What the store benchmarks share: a PostgreSQL server (the one at --pg, else a throwaway
durable cluster, fsync on, started for the run), fresh databases on it, the machine's load,
and LoCoMo replayed at a length factor (``grow``, from benchmarks/scale/replay.py)."""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "locomo8.json"
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "benchmarks" / "scale"))

from replay import grow  # noqa: E402  (LoCoMo replayed at a length factor)

from fixtures.postgres import start_cluster  # noqa: E402

__all__ = ["DATA", "fresh_database", "grow", "machine", "percentile", "pg_server"]


@contextmanager
def pg_server(url: str | None) -> Iterator[str]:
    """``url``, or a throwaway cluster with default durability (removed afterwards, also
    when the run is stopped with SIGTERM)."""
    if url:
        yield url
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    cluster = start_cluster(durable=True)
    try:
        yield cluster.url
    finally:
        cluster.stop()


def fresh_database(server: str, name: str) -> str:
    """A new, empty database ``name`` on ``server`` (dropped first if it exists)."""
    import psycopg

    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    return server.rsplit("/", 1)[0] + "/" + name


def machine(server: str | None = None) -> dict[str, Any]:
    """Where and under what load the numbers were taken."""
    info: dict[str, Any] = {
        "cpus": os.cpu_count(),
        "load_1_5_15": [round(x, 2) for x in os.getloadavg()],
        "sqlite": sqlite3.sqlite_version,
        "python": sys.version.split()[0],
    }
    if server:
        import psycopg

        with psycopg.connect(server) as conn:
            info["postgresql"] = conn.execute("SHOW server_version").fetchone()[0]
    return info


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]
