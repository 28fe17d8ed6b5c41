"""SWC at scale: one LoCoMo conversation grown to 2×, 4×, 8× and 16× its length by replaying
its sessions with dates shifted past the end, then ingested and consolidated from scratch.

    python benchmarks/swc/scale.py [--conversation conv-26] [--factors 1,2,4,8,16]

Measures per factor: ingest seconds (store + temporal index), consolidation seconds
(salience, tiers, every swc-anchored gist with its audit), peak Python memory of both
(tracemalloc), and context-build latency p50/p95 over repeated builds (budget 4,000).
Targets (issue 5): time and memory no worse than linear; context p95 ≤ 20 ms at 16×.
Writes scale.json and scale.md.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import tempfile
import time
import tracemalloc
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.context import StrategyEnv, build_context
from swcmem.ingest.files import load_file
from swcmem.model import Conversation, Session
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_conversation

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "locomo8.json"


def grow(conv: Conversation, factor: int) -> Conversation:
    """``conv`` replayed ``factor`` times; each replay starts a day after the previous end."""
    first = conv.sessions[0].started_at
    last = conv.sessions[-1].started_at
    assert first is not None and last is not None
    span = last - first + timedelta(days=1)
    sessions: list[Session] = []
    for r in range(factor):
        shift = span * r
        for s in conv.sessions:
            idx = len(sessions) + 1
            turns = tuple(
                replace(t, id=f"D{idx}:{k + 1}", session_idx=idx, at=t.at + shift if t.at else None)
                for k, t in enumerate(s.turns)
            )
            at = s.started_at + shift if s.started_at else None
            sessions.append(Session(idx, at, turns, s.label))
    return Conversation(f"{conv.id}-x{factor}", conv.speakers, tuple(sessions), conv.title)


def measure(conv: Conversation, builds: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "s.db") as store:
        gc.collect()
        tracemalloc.start()
        started = time.perf_counter()
        ingest_conversation(store, conv)
        ingest_s = time.perf_counter() - started
        _, ingest_peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        started = time.perf_counter()
        report = consolidate(store, conv.id, ConsolidationConfig(strategy="swc-anchored"))
        consolidate_s = time.perf_counter() - started
        _, consolidate_peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        env = StrategyEnv(store)
        build_context(conv, 4000, strategy="swc-anchored", env=env)  # warm caches
        times = []
        for _ in range(builds):
            started = time.perf_counter()
            ctx = build_context(conv, 4000, strategy="swc-anchored", env=env)
            times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {
        "sessions": len(conv.sessions),
        "turns": len(conv.turns),
        "gists": report.created,
        "ingest_s": round(ingest_s, 3),
        "consolidate_s": round(consolidate_s, 3),
        "ingest_peak_mb": round(ingest_peak / 2**20, 2),
        "consolidate_peak_mb": round(consolidate_peak / 2**20, 2),
        "context_ms_p50": round(statistics.median(times), 2),
        "context_ms_p95": round(times[int(0.95 * (len(times) - 1))], 2),
        "context_tokens": ctx.tokens,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--conversation", default="conv-26")
    ap.add_argument("--factors", default="1,2,4,8,16")
    ap.add_argument("--builds", type=int, default=40)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent)
    args = ap.parse_args()
    base = next(c for c in load_file(args.data) if c.id == args.conversation)
    measure(grow(base, 1), 2)  # warm-up: imports, tokenizer and analyzer caches
    rows = []
    for factor in (int(f) for f in args.factors.split(",")):
        row = {"factor": factor, **measure(grow(base, factor), args.builds)}
        rows.append(row)
        print(json.dumps(row), flush=True)
    result = {"conversation": args.conversation, "rows": rows, "per_turn": _per_turn(rows)}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "scale.json").write_text(json.dumps(result, indent=2) + "\n")
    (args.out / "scale.md").write_text(_markdown(result))
    print(_markdown(result))


def _per_turn(rows: list[dict[str, Any]]) -> dict[str, list[float]]:
    """Cost per turn at each factor: flat or falling means no worse than linear."""
    keys = ("ingest_s", "consolidate_s", "ingest_peak_mb", "consolidate_peak_mb")
    return {k: [round(r[k] / r["turns"] * 1000, 4) for r in rows] for k in keys}


def _markdown(result: dict[str, Any]) -> str:
    cols = [
        "factor",
        "sessions",
        "turns",
        "ingest_s",
        "consolidate_s",
        "ingest_peak_mb",
        "consolidate_peak_mb",
        "context_ms_p50",
        "context_ms_p95",
    ]
    lines = [
        f"# SWC scale benchmark ({result['conversation']} replayed)",
        "",
        "Targets: time and peak memory no worse than linear in turns; context-build p95 ≤ 20 ms "
        "at 16×. Per-1,000-turn costs: "
        + "; ".join(f"{k} {v}" for k, v in result["per_turn"].items()),
        "",
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
    ]
    for r in result["rows"]:
        lines.append("| " + " | ".join(str(r[c]) for c in cols) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
