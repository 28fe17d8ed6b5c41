"""The two store backends side by side: ingest throughput, consolidation time, context build
and ``when()`` latency p50/p95, SQLite vs PostgreSQL, for locomo8 at 1× and 16× replay.

    python benchmarks/store/latency.py [--pg URL] [--factors 1,16] [--builds 20]

Per factor: a fresh store on each backend (an SQLite file; a new PostgreSQL database), every
locomo8 conversation replayed ``factor`` times (benchmarks/scale/replay.py). The two backends
take turns conversation by conversation (its ingest, its consolidation, its questions), so
that the load of a shared machine weighs on both alike. Measured:
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common import DATA, fresh_database, grow, machine, percentile, pg_server

from swcmem.audit.hook import PreservationAuditor
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


class Timer:
    """Per backend, the seconds of each measured step."""

    def __init__(self, backends: list[str]) -> None:
        self.times: dict[str, dict[str, list[float]]] = {b: {} for b in backends}

    def run(self, backend: str, step: str, action: Callable[[], object]) -> None:
        started = time.perf_counter()
        action()
        self.times[backend].setdefault(step, []).append(time.perf_counter() - started)

    def total(self, backend: str, step: str) -> float:
        return sum(self.times[backend][step])

    def ms(self, backend: str, step: str) -> dict[str, float]:
        return _stats([t * 1000 for t in self.times[backend][step]])


def measure(
    locations: dict[str, str], dataset: Dataset, factor: int, builds: int
) -> list[dict[str, Any]]:
    convs = [grow(c, factor) for c in dataset.conversations]
    turns = sum(len(c.turns) for c in convs)
    timer = Timer(list(locations))
    stores = {b: Store(where) for b, where in locations.items()}
    try:
        for conv in convs:
            for b, store in stores.items():
                timer.run(b, "ingest", lambda s=store, c=conv: ingest_conversation(s, c))
        config = ConsolidationConfig(strategy="swc-anchored", auditor=PreservationAuditor())
        for conv in convs:
            for b, store in stores.items():
                timer.run(b, "consolidate", lambda s=store, c=conv: consolidate(s, c.id, config))
        for conv in convs:
            _queries(timer, stores, conv.id, dataset, builds)
    finally:
        for store in stores.values():
            store.close()
    return [
        {
            "backend": b,
            "factor": factor,
            "conversations": len(convs),
            "turns": turns,
            "ingest_s": round(timer.total(b, "ingest"), 2),
            "ingest_turns_per_s": round(turns / timer.total(b, "ingest")),
            "consolidate_s": round(timer.total(b, "consolidate"), 2),
            "context_ms": {s: timer.ms(b, s) for s in STRATEGIES},
            "when_ms": timer.ms(b, "when"),
        }
        for b in locations
    ]


def _queries(
    timer: Timer, stores: dict[str, Store], conv_id: str, dataset: Dataset, builds: int
) -> None:
    """Context builds and when() calls on one conversation, warm, one backend after the
    other."""
    base = conv_id.rsplit("-x", 1)[0]
    items = dataset.questions(base)
    questions = [q.question for q in items[:builds]]
    temporal = [q.question for q in items if q.category == 2][:builds]
    for b, store in stores.items():
        env, index = StrategyEnv(store), TemporalIndex(store)
        conv = load_conversation(store, conv_id)
        for strategy in STRATEGIES:
            build_context(conv, 4000, questions[0], strategy=strategy, env=env)  # warm

            def build(q: str, s: str = strategy, e: StrategyEnv = env, c: Any = conv) -> None:
                build_context(c, 4000, q, strategy=s, env=e)

            for q in questions:
                timer.run(b, strategy, lambda q=q, f=build: f(q))
        index.when(conv_id, temporal[0])
        for q in temporal:
            timer.run(b, "when", lambda q=q, i=index: i.when(conv_id, q))


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


def _locations(server: str, folder: Path, name: str) -> dict[str, str]:
    return {
        "sqlite": str(folder / f"{name}.db"),
        "postgres": fresh_database(server, f"swcmem_bench_{name}"),
    }


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
    rows = []
    with pg_server(args.pg) as server, tempfile.TemporaryDirectory() as tmp:
        one = Dataset(dataset.conversations[:1], dataset.qa)  # warm-up: imports, caches
        measure(_locations(server, Path(tmp), "warm"), one, 1, 2)
        for factor in (int(f) for f in args.factors.split(",")):
            for row in measure(
                _locations(server, Path(tmp), f"x{factor}"), dataset, factor, args.builds
            ):
                rows.append(row)
                print(json.dumps(row), flush=True)
        info = machine(server)
    result = {"command": "python benchmarks/store/latency.py", "machine": info, "rows": rows}
    (OUT / "latency.json").write_text(json.dumps(result, indent=2) + "\n")
    (OUT / "latency.md").write_text(markdown(result))
    print(markdown(result))


if __name__ == "__main__":
    main()
