"""The two store backends side by side: ingest throughput, consolidation time, context build
and ``when()`` latency p50/p95, SQLite vs PostgreSQL, for locomo8 at 1× and 16× replay.

    python benchmarks/store/latency.py [--pg URL] [--factors 1,16] [--builds 20]

Per backend and factor: a fresh store (an SQLite file; a new PostgreSQL database), every
locomo8 conversation replayed ``factor`` times (benchmarks/swc/scale.py), then
* ingest: turns/s of storing and indexing them all (turns, search postings, anchors);
* consolidate: seconds to consolidate them all from scratch (swc-anchored, extractive);
* context: in-process, warm, budget 4,000, one build per QA question of the conversation
  (up to --builds each) with swc-anchored and with swc-adaptive;
* when: ``TemporalIndex.when`` for the temporal (category 2) questions, up to --builds each.
Without --pg a throwaway cluster (fsync on, as SQLite's WAL syncs) is started for the run.
Writes latency.json and latency.md beside this script.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from common import DATA, fresh_database, grow, machine, percentile, pg_server

from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.context import StrategyEnv, build_context
from swcmem.ingest import load_dataset
from swcmem.model import Dataset
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.tables import markdown_table
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation

STRATEGIES = ("swc-anchored", "swc-adaptive")
OUT = Path(__file__).parent


def _stats(times: list[float]) -> dict[str, float]:
    return {"p50": round(percentile(times, 0.5), 2), "p95": round(percentile(times, 0.95), 2)}


def measure(location: str, dataset: Dataset, factor: int, builds: int) -> dict[str, Any]:
    convs = [grow(c, factor) for c in dataset.conversations]
    turns = sum(len(c.turns) for c in convs)
    with Store(location) as store:
        started = time.perf_counter()
        for conv in convs:
            ingest_conversation(store, conv)
        ingest_s = time.perf_counter() - started
        started = time.perf_counter()
        for conv in convs:
            consolidate(store, conv.id, ConsolidationConfig(strategy="swc-anchored"))
        consolidate_s = time.perf_counter() - started
        context = {s: _contexts(store, dataset, convs, s, builds) for s in STRATEGIES}
        when = _whens(store, dataset, convs, builds)
    return {
        "factor": factor,
        "conversations": len(convs),
        "turns": turns,
        "ingest_s": round(ingest_s, 2),
        "ingest_turns_per_s": round(turns / ingest_s),
        "consolidate_s": round(consolidate_s, 2),
        "context_ms": context,
        "when_ms": when,
    }


def _questions(
    dataset: Dataset, conv_id: str, builds: int, category: int | None = None
) -> list[str]:
    base = conv_id.rsplit("-x", 1)[0]
    items = [q for q in dataset.questions(base) if category is None or q.category == category]
    return [q.question for q in items[:builds]]


def _contexts(
    store: Store, dataset: Dataset, convs: list[Any], strategy: str, builds: int
) -> dict[str, float]:
    env = StrategyEnv(store)
    times = []
    for conv in convs:
        stored = load_conversation(store, conv.id)
        questions = _questions(dataset, conv.id, builds)
        build_context(stored, 4000, questions[0], strategy=strategy, env=env)  # warm
        for q in questions:
            started = time.perf_counter()
            build_context(stored, 4000, q, strategy=strategy, env=env)
            times.append((time.perf_counter() - started) * 1000)
    return _stats(times)


def _whens(store: Store, dataset: Dataset, convs: list[Any], builds: int) -> dict[str, float]:
    index = TemporalIndex(store)
    times = []
    for conv in convs:
        questions = _questions(dataset, conv.id, builds, category=2)
        index.when(conv.id, questions[0])  # warm
        for q in questions:
            started = time.perf_counter()
            index.when(conv.id, q)
            times.append((time.perf_counter() - started) * 1000)
    return _stats(times)


def markdown(result: dict[str, Any]) -> str:
    headers = ["backend", "factor", "turns", "ingest turns/s", "consolidate s"]
    headers += [f"{s} p50/p95 ms" for s in STRATEGIES] + ["when p50/p95 ms"]
    rows = [
        [
            r["backend"],
            f"{r['factor']}×",
            f"{r['turns']:,}",
            f"{r['ingest_turns_per_s']:,}",
            f"{r['consolidate_s']:.1f}",
            *(
                f"{r['context_ms'][s]['p50']:.1f} / {r['context_ms'][s]['p95']:.1f}"
                for s in STRATEGIES
            ),
            f"{r['when_ms']['p50']:.1f} / {r['when_ms']['p95']:.1f}",
        ]
        for r in result["rows"]
    ]
    m = result["machine"]
    return (
        "# Store backends: SQLite vs PostgreSQL (locomo8)\n\n"
        f"`{result['command']}` · {m['cpus']} CPUs, load {m['load_1_5_15']} (1/5/15 min) at"
        f" the end · SQLite {m['sqlite']}, PostgreSQL {m.get('postgresql', '?')} on 127.0.0.1"
        " (fsync on) · in-process, warm, budget 4,000.\n\n"
        + markdown_table(headers, rows, "llrrrrrr")
        + "\n"
    )


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--pg", help="a PostgreSQL server URL (default: start a throwaway cluster)")
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--factors", default="1,16")
    ap.add_argument("--builds", type=int, default=20)
    args = ap.parse_args()
    dataset = load_dataset(args.data)
    with tempfile.TemporaryDirectory() as tmp:  # warm-up: imports, Duckling, tokenizer caches
        one = Dataset(dataset.conversations[:1], dataset.qa)
        measure(str(Path(tmp) / "warm.db"), one, 1, 2)
    rows = []
    with pg_server(args.pg) as server, tempfile.TemporaryDirectory() as tmp:
        for factor in (int(f) for f in args.factors.split(",")):
            for backend in ("sqlite", "postgres"):
                where = (
                    str(Path(tmp) / f"x{factor}.db")
                    if backend == "sqlite"
                    else fresh_database(server, f"swcmem_bench_x{factor}")
                )
                row = {"backend": backend, **measure(where, dataset, factor, args.builds)}
                rows.append(row)
                print(json.dumps(row), flush=True)
        info = machine(server)
    result = {"command": "python benchmarks/store/latency.py", "machine": info, "rows": rows}
    (OUT / "latency.json").write_text(json.dumps(result, indent=2) + "\n")
    (OUT / "latency.md").write_text(markdown(result))
    print(markdown(result))


if __name__ == "__main__":
    main()
