"""200-call batch against the local llama.cpp server (SmolLM2-135M), concurrency 4, then the
same batch again: the rerun must be served 100% from the response cache.

    python benchmarks/llm/batch_cache.py [--calls 200] [--concurrency 4] [--max-tokens 8]

Starts its own server on a free port (2 threads) and uses a fresh cache file in a temporary
folder; writes benchmarks/llm/batch_cache.json and batch_cache.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from swcmem.llm import CompletionParams, LLMRequest, open_llm
from swcmem.llm.base import Completion
from swcmem.llm.local import LocalServer

HERE = Path(__file__).resolve().parent
TOPICS = ("a river", "a library", "winter", "a bicycle", "the moon", "bread", "a garden", "tea")


def requests(n: int, max_tokens: int) -> list[LLMRequest]:
    params = CompletionParams(temperature=0.0, max_tokens=max_tokens, seed=0)
    return [
        LLMRequest.prompt(
            f"Note {i}: write one short sentence about {TOPICS[i % len(TOPICS)]}.",
            params,
            system="You are a concise assistant.",
            purpose="gist" if i % 2 else "answer",
        )
        for i in range(n)
    ]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def run_batch(spec: str, cache: Path, reqs: list[LLMRequest], concurrency: int) -> dict[str, Any]:
    with open_llm(spec, cache_path=cache) as llm:
        started = time.perf_counter()
        results = llm.complete_many(reqs, concurrency=concurrency, return_exceptions=True)
        wall = time.perf_counter() - started
        summary = llm.summary()
    done = [r for r in results if isinstance(r, Completion)]
    fresh = [r.latency_s for r in done if not r.cached]
    return {
        "wall_s": round(wall, 3),
        "calls": len(reqs),
        "ok": len(done),
        "errors": _count_errors(results),
        "cache_hits": sum(r.cached for r in done),
        "hit_rate": round(sum(r.cached for r in done) / len(reqs), 4),
        "model_call_latency_s": {
            "p50": round(pct(fresh, 0.5), 3),
            "p95": round(pct(fresh, 0.95), 3),
            "mean": round(statistics.fmean(fresh), 3) if fresh else 0.0,
        },
        "tokens_in": summary.total.tokens_in,
        "tokens_out": summary.total.tokens_out,
        "usage": summary.as_dict(),
    }


def _count_errors(results: list[Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in results:
        if not isinstance(r, Completion):
            counts[type(r).__name__] = counts.get(type(r).__name__, 0) + 1
    return counts


def markdown(report: dict[str, Any]) -> str:
    rows = [
        "| run | calls | ok | cache hits | hit rate | wall s | p50 call s | p95 call s | tokens in/out |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name in ("cold", "rerun"):
        r = report[name]
        lat = r["model_call_latency_s"]
        rows.append(
            f"| {name} | {r['calls']} | {r['ok']} | {r['cache_hits']} | {r['hit_rate']:.0%} | "
            f"{r['wall_s']:.2f} | {lat['p50']:.3f} | {lat['p95']:.3f} | "
            f"{r['tokens_in']}/{r['tokens_out']} |"
        )
    cfg = report["config"]
    head = (
        f"# LLM batch + cache benchmark\n\n{cfg['calls']} calls, concurrency {cfg['concurrency']}, "
        f"max_tokens {cfg['max_tokens']}, SmolLM2-135M Q4_1 on llama.cpp server "
        f"({cfg['server_threads']} threads; {cfg['cpus']} CPUs shared with other work). "
        f"Server start {report['server_start_s']:.1f}s. Call latency is as the client sees it "
        f"(includes queueing: the server runs one request at a time). Command: `{cfg['command']}`\n\n"
    )
    return head + "\n".join(rows) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--max-tokens", type=int, default=8)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path, default=HERE / "batch_cache.json")
    args = ap.parse_args()
    reqs = requests(args.calls, args.max_tokens)
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "llm_cache.sqlite"
        started = time.perf_counter()
        with LocalServer(n_threads=args.threads) as server:
            boot = time.perf_counter() - started
            cold = run_batch(server.spec, cache, reqs, args.concurrency)
            rerun = run_batch(server.spec, cache, reqs, args.concurrency)
    report = {
        "config": {
            "calls": args.calls,
            "concurrency": args.concurrency,
            "max_tokens": args.max_tokens,
            "server_threads": args.threads,
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "command": " ".join(["python benchmarks/llm/batch_cache.py", *sys.argv[1:]]),
        },
        "server_start_s": round(boot, 2),
        "cold": cold,
        "rerun": rerun,
        "rerun_fully_cached": rerun["cache_hits"] == cold["ok"] == args.calls,
    }
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    args.out.with_suffix(".md").write_text(markdown(report))
    print(markdown(report))
    return 0 if report["rerun_fully_cached"] else 1


if __name__ == "__main__":
    sys.exit(main())
