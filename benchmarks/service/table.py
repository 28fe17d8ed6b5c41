"""Markdown tables of load.py results: python table.py RESULT.json... > results.md"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from swcmem.tables import markdown_table


def label(r: dict[str, Any]) -> str:
    low, high = r["think_s"]
    think = "no think time" if high == 0 else f"think {low:g}-{high:g} s"
    return f"{r['clients']} clients, {think}" + (", kill -9 halfway" if r["kill"] else "")


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


def main() -> None:
    results = [json.loads(Path(p).read_text()) for p in sys.argv[1:]]
    head = ["run", "req/s", "route", "requests", "p50 ms", "p95 ms", "p99 ms", "5xx", "4xx"]
    print("# swcmem serve under load (SQLite, one process, loopback)\n")
    print(markdown_table([*head, "no answer"], rows(results), align="lrlrrrrrrr"))
    print()
    for r in results:
        print(
            f"- {label(r)}: {r['requests']} requests in {r['wall_s']} s, setup {r['setup_s']} s, "
            f"load average before/after {r['loadavg_before'][0]} / {r['loadavg_after'][0]} "
            f"on {r['cpus']} CPUs"
        )
        if "durability" in r:
            d = r["durability"]
            print(
                f"  - after kill -9: {d['acknowledged_turns']} acknowledged turns, "
                f"{d['acknowledged_missing']} missing, {d['stored_but_not_acknowledged']} stored "
                f"without an acknowledgement, integrity_check {d['integrity_check']}"
            )


if __name__ == "__main__":
    main()
