"""The scale benchmark (issue 14): what each step costs as a conversation grows.

For each factor (× LoCoMo length; the chat comes from ``generate.py``, our own templates) the
conversation minus its last session is ingested with the CLI, consolidated from scratch,
then the last session is appended with ``Memory.add`` (as an agent would) and consolidated
again (incrementally). Then, warm and in-process: contexts for a dozen questions with
``swc-anchored`` and ``swc-adaptive`` (budget 4,000) and ``when`` answers; cold: ``swcmem
when`` and ``swcmem --help`` as fresh processes. Every step runs in its own process, so its
peak RSS is its own.

    python benchmarks/scale/run.py                       # 1×, 16×, 64×, 256× (about 15 min)
    python benchmarks/scale/run.py --factors 1,16 --out /tmp/scale-check

Writes ``results.json``, ``results.md`` (tables via :func:`swcmem.tables.markdown_table`)
and ``scale.png`` (log-log, each cost against history length; skipped with a warning when
matplotlib is missing) into ``--out`` (default: this folder). Measure on a quiet machine:
the load average before and after each factor is recorded.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generate  # noqa: E402  (the generator beside this script)

CID = "chat"
BUDGET = 4000
REPEATS = 3
STRATEGIES = ("swc-anchored", "swc-adaptive")
QUESTIONS = (
    "When did Ilse run the trail race?",
    "When did Tomas plant the tomato seedlings?",
    "What did the frost kill in the garden?",
    "Where is the half marathon?",
    "When did they sign the lease on the new flat?",
    "Who lent Ilse the novel?",
    "How many bowls were fired in the kiln?",
    "When does the book club meet?",
    "How many people did Tomas bake sourdough for?",
    "When is the pottery fair?",
    "Which places did they cycle to?",
    "When did the sister get engaged?",
)


# ---------------------------------------------------------------- steps (own processes)


def _config() -> Any:
    from swcmem.audit import PreservationAuditor
    from swcmem.consolidate import ConsolidationConfig

    return ConsolidationConfig(auditor=PreservationAuditor())  # Memory's default settings


def _quiet_memory(db: str) -> Any:
    from swcmem.consolidate.scheduler import Schedule
    from swcmem.memory import Memory

    return Memory(CID, db, background=False, schedule=Schedule(None, None, None))


def step_ingest(db: str, path: str) -> dict[str, Any]:
    from swcmem.cli.main import run

    started = time.perf_counter()
    code = run(["--db", db, "ingest", path, "--id", CID, "--quiet"])
    if code:
        raise SystemExit(f"swcmem ingest failed with exit code {code}")
    return {"seconds": time.perf_counter() - started}


def step_consolidate(db: str) -> dict[str, Any]:
    from swcmem.consolidate import consolidate
    from swcmem.store import Store

    with Store(db) as store:
        report = consolidate(store, CID, _config())
    return _report(report)


def step_append(db: str, path: str) -> dict[str, Any]:
    messages = json.loads(Path(path).read_text())
    with _quiet_memory(db) as mem:
        started = time.perf_counter()
        added = mem.add(messages)
        seconds = time.perf_counter() - started
    return {"seconds": seconds, "turns": len(added)}


def step_incremental(db: str) -> dict[str, Any]:
    from swcmem.consolidate import consolidate
    from swcmem.store import Store, live

    with Store(db) as store:
        live.conversation(store, CID)  # as a long-lived process has it: loaded already
        report = consolidate(store, CID, _config())
    return _report(report)


def _report(report: Any) -> dict[str, Any]:
    from swcmem.consolidate.engine import describe

    work: dict[str, Any] = describe(report)["work"]  # type: ignore[assignment]
    return {"seconds": report.seconds, **work}


def step_queries(db: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with _quiet_memory(db) as mem:
        for strategy in STRATEGIES:
            started = time.perf_counter()
            mem.context(QUESTIONS[0], strategy=strategy, budget=BUDGET)
            first = time.perf_counter() - started
            samples = _samples(lambda q, s=strategy: mem.context(q, strategy=s, budget=BUDGET))
            out[strategy] = _latency(samples) | {"first_ms": round(1000 * first, 2)}
        started = time.perf_counter()
        mem.when(QUESTIONS[0])  # a short conversation's first question makes its vectors
        first = time.perf_counter() - started
        out["when"] = _latency(_samples(lambda q: mem.when(q))) | {
            "first_ms": round(1000 * first, 2),
            "ranking": _when_ranking(mem),
        }
    return out


def _when_ranking(mem: Any) -> str:
    """How when() ranks this conversation: with MiniLM vectors too, or lexically only."""
    from swcmem.search.embed import minilm_available
    from swcmem.store.search import search_stats
    from swcmem.temporal.index import DENSE_MAX_TURNS

    stats = search_stats(mem.store, CID)
    turns = stats.docs if stats else 0
    return "dense" if minilm_available() and turns <= DENSE_MAX_TURNS else "lexical"


def _samples(call: Any) -> list[float]:
    found = []
    for _ in range(REPEATS):
        for q in QUESTIONS:
            started = time.perf_counter()
            call(q)
            found.append(time.perf_counter() - started)
    return found


def _latency(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50_ms": round(1000 * statistics.median(ordered), 2), "p95_ms": round(1000 * p95, 2)}


STEPS = {
    "ingest": step_ingest,
    "consolidate": step_consolidate,
    "append": step_append,
    "incremental": step_incremental,
    "queries": step_queries,
}


# ---------------------------------------------------------------- the driver


def run_step(name: str, *args: str) -> dict[str, Any]:
    """Run one step in a fresh process; its JSON result plus wall time and peak RSS."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--step", name, *args]
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    output = proc.stdout.read() if proc.stdout else ""  # until the step exits
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"step {name} failed ({status}): {output[-2000:]}")
    result: dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    return result | {"wall_s": round(wall, 3), "peak_rss_mb": round(usage.ru_maxrss / 1024, 1)}


def cold_wall(args: list[str], runs: int = 3) -> float:
    """Median wall time of a fresh ``python -m swcmem ARGS`` (stdout discarded)."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "swcmem", *args], capture_output=True, check=True)
        times.append(time.perf_counter() - started)
    return round(statistics.median(times), 3)


def write_inputs(factor: float, folder: Path) -> tuple[Path, Path, int, int]:
    """The chat minus its last session (JSONL) and the last session (a JSON list)."""
    rows = list(generate.messages(factor))
    last = rows[-1]["session"]
    head = [r for r in rows if r["session"] != last]
    tail = [{k: r[k] for k in ("id", "speaker", "text", "timestamp")} for r in rows[len(head) :]]
    prefix = folder / f"chat{factor:g}.jsonl"
    prefix.write_text("".join(json.dumps(r) + "\n" for r in head))
    session = folder / f"last{factor:g}.json"
    session.write_text(json.dumps(tail))
    return prefix, session, len(rows), last


def measure(factor: float, work: Path) -> dict[str, Any]:
    load_before = os.getloadavg()
    prefix, session, messages, sessions = write_inputs(factor, work)
    db = str(work / f"scale{factor:g}.db")
    ingest = run_step("ingest", db, str(prefix))
    head = messages - len(json.loads(session.read_text()))
    ingest["messages"] = head
    ingest["msgs_per_s"] = round(head / ingest["seconds"])
    point = {
        "factor": factor,
        "messages": messages,
        "sessions": sessions,
        "ingest": ingest,
        "consolidate_full": run_step("consolidate", db),
        "append_session": run_step("append", db, str(session)),
        "consolidate_incremental": run_step("incremental", db),
        "queries": run_step("queries", db),
        "cli_when_s": cold_wall(["--db", db, "when", "-c", CID, QUESTIONS[0]]),
        "store_mb": round(_store_bytes(Path(db)) / 2**20, 1),
    }
    point["load_avg"] = [round(x, 2) for x in (*load_before, *os.getloadavg())]
    return point


def _uptime() -> str:
    """``uptime``'s line (the machine's load when the benchmark ran), or the load averages."""
    try:
        found = subprocess.run(["uptime"], capture_output=True, text=True, check=True)
        return found.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "load average: " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def _store_bytes(db: Path) -> int:
    return sum(p.stat().st_size for p in db.parent.glob(db.name + "*") if p.is_file())


# ---------------------------------------------------------------- outputs


def acceptance(points: list[dict[str, Any]], help_s: float) -> list[dict[str, Any]]:
    """The issue's acceptance checks on the largest point (and 16× → largest growth): one
    row per check with its target, what was measured and whether it is met."""
    big = max(points, key=lambda p: p["factor"])
    base = next((p for p in points if p["factor"] == 16), None)
    q = big["queries"]
    steps = ("ingest", "consolidate_full", "append_session", "consolidate_incremental", "queries")
    rows = [_check(f"{s} context p95 ms", "≤ 50", q[s]["p95_ms"], 50) for s in STRATEGIES]
    rows += [
        _check("when p95 ms (in-process)", "≤ 20", q["when"]["p95_ms"], 20),
        _check("incremental consolidation s", "≤ 2", big["consolidate_incremental"]["seconds"], 2),
        _check("ingest msg/s", "≥ 3,000", big["ingest"]["msgs_per_s"], 3000, at_least=True),
        _check(
            "peak RSS MB (largest step)", "≤ 300", max(big[s]["peak_rss_mb"] for s in steps), 300
        ),
        _check("cold `swcmem when` s", "≤ 0.8", big["cli_when_s"], 0.8),
        _check("cold `swcmem --help` s", "≤ 0.3", help_s, 0.3),
    ]
    if base is not None:
        for s in STRATEGIES:
            growth = q[s]["p95_ms"] / max(base["queries"][s]["p95_ms"], 1e-9)
            rows.append(_check(f"{s} context p95 growth 16× → {big['factor']:g}×", "≤ 2×",
                               round(growth, 2), 2))  # fmt: skip
    return rows


def _check(
    name: str, target: str, measured: float, bound: float, *, at_least: bool = False
) -> dict[str, Any]:
    met = measured >= bound if at_least else measured <= bound
    return {"check": name, "target": target, "measured": round(measured, 3), "met": met}


def markdown(result: dict[str, Any]) -> str:
    from swcmem.tables import markdown_table

    pts = result["points"]
    costs = markdown_table(
        ["factor", "messages", "sessions", "ingest msg/s", "full consolidation s",
         "incremental s (chunks read / re-scored, gists made)", "store MB", "load avg"],
        [
            [
                f"{p['factor']:g}×",
                f"{p['messages']:,}",
                p["sessions"],
                f"{p['ingest']['msgs_per_s']:,}",
                f"{p['consolidate_full']['seconds']:.1f}",
                f"{p['consolidate_incremental']['seconds']:.2f} "
                f"({p['consolidate_incremental']['read']} / "
                f"{p['consolidate_incremental']['rescored']}, "
                f"{p['consolidate_incremental']['gisted']})",
                p["store_mb"],
                " ".join(f"{x:.1f}" for x in p["load_avg"]),
            ]
            for p in pts
        ],
        align="rrrrrrrl",
    )  # fmt: skip
    latency = markdown_table(
        ["factor", "swc-anchored p50/p95 ms", "swc-adaptive p50/p95 ms", "when p50/p95 ms",
         "when ranking", "first call ms (anchored / adaptive / when)", "cold `swcmem when` s"],
        [
            [
                f"{p['factor']:g}×",
                *(f"{p['queries'][s]['p50_ms']} / {p['queries'][s]['p95_ms']}"
                  for s in (*STRATEGIES, "when")),
                p["queries"]["when"]["ranking"],
                " / ".join(f"{p['queries'][s]['first_ms']:.0f}" for s in (*STRATEGIES, "when")),
                p["cli_when_s"],
            ]
            for p in pts
        ],
        align="rrrrlrr",
    )  # fmt: skip
    steps = ("ingest", "consolidate_full", "append_session", "consolidate_incremental", "queries")
    memory = markdown_table(
        ["factor", *steps],
        [[f"{p['factor']:g}×", *(p[s]["peak_rss_mb"] for s in steps)] for p in pts],
        align="r" * (len(steps) + 1),
    )
    checks = markdown_table(
        ["check", "target", "measured", "met"],
        [[c["check"], c["target"], c["measured"], "yes" if c["met"] else "**no**"]
         for c in result["acceptance"]],
        align="lrrl",
    )  # fmt: skip
    return (
        "# Scale benchmark (issue 14)\n\n"
        f"`{result['command']}` on {result['machine']}; `uptime` before: "
        f"`{result['uptime_before']}`, after: `{result['uptime_after']}`. `swcmem --help` "
        f"{result['help_s']} s (median of 3 cold runs). Budget {BUDGET} tokens; contexts and "
        f"`when` are warm and in-process ({REPEATS} × {len(QUESTIONS)} questions).\n\n"
        f"## Costs\n\n{costs}\n\n## Latency\n\n{latency}\n\n"
        f"## Peak RSS per step (MB, each step its own process)\n\n{memory}\n\n"
        f"## Acceptance ({max(p['factor'] for p in pts):g}×)\n\n{checks}\n"
    )


def plot(result: dict[str, Any], path: Path) -> bool:
    """Each cost against history length, log-log; False when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("warning: matplotlib is not installed: skipping the plot", file=sys.stderr)
        return False
    pts = result["points"]
    x = [p["messages"] for p in pts]
    panels: dict[str, dict[str, list[float]]] = {
        "seconds per step": {
            "ingest": [p["ingest"]["seconds"] for p in pts],
            "full consolidation": [p["consolidate_full"]["seconds"] for p in pts],
            "incremental consolidation": [p["consolidate_incremental"]["seconds"] for p in pts],
        },
        "ms per call (p95, warm)": {
            s: [p["queries"][s]["p95_ms"] for p in pts] for s in (*STRATEGIES, "when")
        },
        "peak RSS MB": {
            s: [p[s]["peak_rss_mb"] for p in pts]
            for s in ("ingest", "consolidate_full", "consolidate_incremental", "queries")
        },
        "store MB": {"store": [p["store_mb"] for p in pts]},
    }
    fig, axes = plt.subplots(2, 2, figsize=(11, 8))
    for ax, (title, series) in zip(axes.flat, panels.items(), strict=True):
        for label, ys in series.items():
            ax.loglog(x, [max(y, 1e-3) for y in ys], marker="o", label=label)
        ax.set_title(title)
        ax.set_xlabel("messages in the conversation")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--step", choices=sorted(STEPS), help=argparse.SUPPRESS)
    parser.add_argument("--factors", default="1,16,64,256")
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--work", type=Path, default=None, help="Scratch folder (kept if given).")
    args, rest = parser.parse_known_args()
    if args.step:
        print(json.dumps(STEPS[args.step](*rest)))
        return
    factors = [float(f) for f in args.factors.split(",") if f.strip()]
    uptime_before = _uptime()
    work = args.work or Path(tempfile.mkdtemp(prefix="swcmem-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        points = []
        for factor in factors:
            print(f"factor {factor:g}×: load {os.getloadavg()[0]:.2f}", file=sys.stderr)
            points.append(measure(factor, work))
            print(json.dumps(points[-1]), file=sys.stderr)
        help_s = cold_wall(["--help"])
    finally:
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    result = {
        "command": "python benchmarks/scale/run.py " + " ".join(sys.argv[1:]),
        "machine": f"{os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}",
        "budget": BUDGET,
        "uptime_before": uptime_before,
        "uptime_after": _uptime(),
        "help_s": help_s,
        "points": points,
    }
    result["acceptance"] = acceptance(points, help_s)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps(result, indent=2) + "\n")
    (args.out / "results.md").write_text(markdown(result))
    plot(result, args.out / "scale.png")
    print(markdown(result))


if __name__ == "__main__":
    main()
