"""Markdown tables of load.py results: python table.py RESULT.json... > results.md"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from swcmem.tables import markdown_table


def where(r: dict[str, Any]) -> str:
    """The servers of a run: SQLite, one process; or PostgreSQL with K servers × N workers."""
    if r.get("backend", "sqlite") == "sqlite":
        return "SQLite, 1 process"
    servers, workers = r.get("servers", 1), r.get("workers", 1)
    if servers > 1:
        return f"PostgreSQL, {servers} servers" + (f" x {workers} workers" if workers > 1 else "")
    return f"PostgreSQL, --workers {workers}"


def label(r: dict[str, Any]) -> str:
    low, high = r["think_s"]
    think = "no think time" if high == 0 else f"think {low:g}-{high:g} s"
    kill = ""
    if r["kill"]:
        kill = ", kill -9 of a worker process" if r.get("workers", 1) > 1 else ", kill -9 halfway"
    return f"{where(r)}, {r['clients']} clients, {think}{kill}"


def rows(results: list[dict[str, Any]]) -> list[list[str]]:
    out = []
    for r in results:
        for route, s in r["routes"].items():
            out.append(
                [
                    label(r),
                    f"{r['req_per_s']:.1f}",
                    route,
                    str(s["requests"]),
                    f"{s['p50_ms']:.1f}",
                    f"{s['p95_ms']:.1f}",
                    f"{s['p99_ms']:.1f}",
                    str(s["status_5xx"]),
                    str(s["status_4xx"]),
                    str(s["no_answer"]),
                ]
            )
    return out


def notes(r: dict[str, Any]) -> list[str]:
    """The run's setting, load and fault results, as Markdown list items."""
    out = [
        f"- {label(r)}: {r['requests']} requests in {r['wall_s']} s, setup {r['setup_s']} s, "
        f"load average before/after {r['loadavg_before'][0]} / {r['loadavg_after'][0]} "
        f"on {r['cpus']} CPUs"
    ]
    if "server_cpu_s" in r:
        cpu = ", ".join(f"{s:g}" for s in r["server_cpu_s"].values())
        held = ", ".join(str(n) for n in r.get("connections_halfway", {}).values())
        out.append(f"  - CPU s per server process: {cpu}; connections halfway: {held}")
    if "durability" in r:
        d = r["durability"]
        check = d["integrity_check"] or "n/a (PostgreSQL)"
        out.append(
            f"  - after kill -9: {d['acknowledged_turns']} acknowledged turns, "
            f"{d['acknowledged_missing']} missing, {d['stored_but_not_acknowledged']} stored "
            f"without an acknowledgement, integrity_check {check}"
        )
    if "jobs" in r:
        j = r["jobs"]
        states = ", ".join(f"{n} {s}" for s, n in sorted(j["by_state"].items()))
        out.append(
            f"  - jobs afterwards: {states}; {j['more_than_one_attempt']} needed more than one "
            f"attempt; settled in {j['settle_s']} s"
        )
    return out


def main() -> None:
    results = [json.loads(Path(p).read_text()) for p in sys.argv[1:]]
    head = ["run", "req/s", "route", "requests", "p50 ms", "p95 ms", "p99 ms", "5xx", "4xx"]
    print("# swcmem serve under load (loopback)\n")
    print(markdown_table([*head, "no answer"], rows(results), align="lrlrrrrrrr"))
    print()
    for r in results:
        print("\n".join(notes(r)))


if __name__ == "__main__":
    main()
