"""Consolidation jobs shared by worker processes, one of them killed: no job lost, none done
twice.

    python benchmarks/store/jobs.py [--pg URL] [--backends postgres,sqlite] [--jobs 200]
        [--workers 4] [--sessions 8] [--lease 5]

Per backend: a fresh store holding --jobs conversations (the locomo8 conversations cut to
their first --sessions sessions, copied under new ids), one queued consolidation job each
(swc-anchored, extractive, audited), then --workers ``swcmem worker --drain`` processes.
Once a quarter of the jobs are done, the first worker is killed with SIGKILL while it runs a
job; its lease (--lease seconds) expires and another worker finishes that job. Checked
afterwards, from the jobs table and the gists' provenance:
* every job is done, none failed; only the jobs the killed worker held ran more than once;
* each conversation holds exactly the gists its job reports, no gist key twice;
* gists made = Σ made by the finished runs + what the killed run had made, which the retry
  reused instead of making again (so no gist was made twice).
Writes jobs.json and jobs.md beside this script.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from common import DATA, fresh_database, machine, pg_server

from swcmem.consolidate import ConsolidationConfig
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.ingest import load_dataset
from swcmem.model import Conversation
from swcmem.store import Store
from swcmem.store import jobs as queue
from swcmem.tables import markdown_table
from swcmem.temporal.ingest import ingest_conversation

OUT = Path(__file__).parent
TIMEOUT_S = 1800


def conversations(n: int, sessions: int) -> list[Conversation]:
    base = [replace(c, sessions=c.sessions[:sessions]) for c in load_dataset(DATA).conversations]
    return [replace(base[k % len(base)], id=f"{base[k % len(base)].id}-j{k:03d}") for k in range(n)]


def prepare(location: str, convs: list[Conversation]) -> float:
    started = time.perf_counter()
    with Store(location) as store:
        for conv in convs:
            ingest_conversation(store, conv)
        for conv in convs:
            enqueue_consolidation(store, conv.id, ConsolidationConfig(strategy="swc-anchored"))
    return time.perf_counter() - started


def start_workers(location: str, n: int, lease: float, logs: Path) -> list[subprocess.Popen[bytes]]:
    argv = [sys.executable, "-m", "swcmem", "--db", location, "worker"]
    argv += ["--lease", str(lease), "--poll", "0.2", "--drain"]
    return [
        subprocess.Popen(
            argv, stdout=subprocess.DEVNULL, stderr=(logs / f"worker{i}.log").open("wb")
        )
        for i in range(n)
    ]


def held_by(store: Store, pid: int) -> list[int]:
    rows = store.execute(
        "SELECT id FROM jobs WHERE state='running' AND worker LIKE ?", (f"%:{pid}:%",)
    )
    return [int(r[0]) for r in rows]


def kill_one_mid_job(location: str, victim: subprocess.Popen[bytes], total: int) -> dict[str, Any]:
    """SIGKILL ``victim`` once a quarter of the jobs are done and it is running one."""
    with Store(location) as store:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            held = held_by(store, victim.pid)
            if queue.counts(store)["done"] >= total // 4 and held:
                os.kill(victim.pid, signal.SIGKILL)
                victim.wait()
                return {"pid": victim.pid, "held": held, "done_before": queue.counts(store)["done"]}
            time.sleep(0.05)
    raise RuntimeError("the worker to kill never held a job")


def verify(location: str, killed: dict[str, Any]) -> dict[str, Any]:
    with Store(location) as store:
        jobs = queue.list_jobs(store)
        results = {j.id: json.loads(j.result or "{}") for j in jobs}
        gists = {
            str(r[0]): int(r[1])
            for r in store.execute(
                "SELECT conversation_id, count(*) FROM gists GROUP BY conversation_id"
            )
        }
        twice = store.execute(
            "SELECT count(*) FROM (SELECT 1 FROM gists GROUP BY conversation_id, chunk_id,"
            " strategy, gister, version HAVING count(*) > 1) AS d"
        ).fetchone()[0]
        total_gists = sum(gists.values())
    retried = [j for j in jobs if j.attempts > 1]
    made = sum(r.get("created", 0) for r in results.values())
    reused_on_retry = sum(results[j.id].get("reused", 0) for j in retried)
    reused_first_time = sum(results[j.id].get("reused", 0) for j in jobs if j.attempts == 1)
    return {
        "jobs": len(jobs),
        "states": {s: sum(1 for j in jobs if j.state == s) for s in queue.STATES},
        "attempts": {
            str(a): sum(1 for j in jobs if j.attempts == a)
            for a in sorted({j.attempts for j in jobs})
        },
        "retried_jobs": sorted(j.id for j in retried),
        "killed_worker_held": killed["held"],
        "gist_rows": total_gists,
        "gist_keys_twice": int(twice),
        "gists_made_by_finished_runs": made,
        "gists_made_by_the_killed_run_reused_by_its_retry": reused_on_retry,
        "gists_reused_by_first_runs": reused_first_time,
        "conversations_with_the_gists_their_job_reports": sum(
            1 for j in jobs if gists.get(j.conversation_id, 0) == results[j.id].get("gists", -1)
        ),
        "done_by_worker": _by_worker(results),
    }


def _by_worker(results: dict[int, dict[str, Any]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in results.values():
        pid = str(r.get("worker", "?:?:?").split(":")[1])
        out[pid] = out.get(pid, 0) + 1
    return dict(sorted(out.items()))


def run_backend(location: str, args: argparse.Namespace) -> dict[str, Any]:
    convs = conversations(args.jobs, args.sessions)
    prepare_s = prepare(location, convs)
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        workers = start_workers(location, args.workers, args.lease, Path(tmp))
        killed = kill_one_mid_job(location, workers[0], args.jobs)
        codes = [w.wait(timeout=TIMEOUT_S) for w in workers[1:]]
        drain_s = time.perf_counter() - started
        taken_over = sum(
            (Path(tmp) / f"worker{i}.log").read_text().count("had taken it over")
            for i in range(1, args.workers)
        )
    checks = verify(location, killed)
    ok = (
        checks["states"]["done"] == args.jobs
        and set(checks["retried_jobs"]) <= set(killed["held"])
        and checks["gist_keys_twice"] == 0
        and checks["gist_rows"]
        == checks["gists_made_by_finished_runs"]
        + checks["gists_made_by_the_killed_run_reused_by_its_retry"]
        and checks["gists_reused_by_first_runs"] == 0
        and checks["conversations_with_the_gists_their_job_reports"] == args.jobs
        and all(c == 0 for c in codes)
    )
    return {
        "turns": sum(len(c.turns) for c in convs),
        "prepare_s": round(prepare_s, 1),
        "drain_s": round(drain_s, 1),
        "jobs_per_s": round(args.jobs / drain_s, 2),
        "killed": killed,
        "exit_codes_of_the_others": codes,
        "finished_after_takeover": taken_over,
        "checks": checks,
        "every_job_done_exactly_once": ok,
    }


def markdown(result: dict[str, Any]) -> str:
    headers = ["backend", "jobs", "workers", "drain s", "jobs/s", "killed worker held", "retried",
               "done", "failed", "gist rows", "made by finished runs", "made by killed run, reused",
               "exactly once"]  # fmt: skip
    rows = []
    for r in result["rows"]:
        c = r["checks"]
        rows.append([
            r["backend"], str(c["jobs"]), str(result["workers"]), f"{r['drain_s']:.1f}",
            f"{r['jobs_per_s']:.2f}", str(r["killed"]["held"]), str(c["retried_jobs"]),
            str(c["states"]["done"]), str(c["states"]["failed"]), str(c["gist_rows"]),
            str(c["gists_made_by_finished_runs"]),
            str(c["gists_made_by_the_killed_run_reused_by_its_retry"]),
            "yes" if r["every_job_done_exactly_once"] else "NO",
        ])  # fmt: skip
    m = result["machine"]
    return (
        "# Consolidation jobs: worker processes, one killed with SIGKILL\n\n"
        f"`{result['command']}` · {result['workers']} `swcmem worker` processes, lease"
        f" {result['lease_s']:g} s, conversations cut to {result['sessions']} sessions ·"
        f" {m['cpus']} CPUs, load {m['load_1_5_15']} (1/5/15 min) at the end · SQLite"
        f" {m['sqlite']}, PostgreSQL {m.get('postgresql', '?')}.\n\n"
        + markdown_table(headers, rows, "lrrrrllrrrrrl")
        + "\n"
    )


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--pg", help="a PostgreSQL server URL (default: start a throwaway cluster)")
    ap.add_argument("--backends", default="postgres,sqlite")
    ap.add_argument("--jobs", type=int, default=200)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--sessions", type=int, default=8)
    ap.add_argument("--lease", type=float, default=5.0)
    args = ap.parse_args()
    rows = []
    with pg_server(args.pg) as server, tempfile.TemporaryDirectory() as tmp:
        for backend in args.backends.split(","):
            where = (
                str(Path(tmp) / "jobs.db")
                if backend == "sqlite"
                else fresh_database(server, "swcmem_bench_jobs")
            )
            row = {"backend": backend, **run_backend(where, args)}
            rows.append(row)
            print(json.dumps(row), flush=True)
        info = machine(server)
    result = {
        "command": "python benchmarks/store/jobs.py",
        "workers": args.workers,
        "lease_s": args.lease,
        "sessions": args.sessions,
        "machine": info,
        "rows": rows,
    }
    (OUT / "jobs.json").write_text(json.dumps(result, indent=2) + "\n")
    (OUT / "jobs.md").write_text(markdown(result))
    print(markdown(result))
    if not all(r["every_job_done_exactly_once"] for r in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
