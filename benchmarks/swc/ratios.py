"""Issue-5 acceptance ratios with paired bootstrap CIs (2,000 resamples, seed 42).

Runs the retention benchmark (budget 4,000) for truncation, swc-full, swc-temporal and
swc-anchored with per-question rows, then computes
- answer support (categories 1-4): swc-anchored / truncation
- date-aware answer support (category 2): swc-anchored / swc-full, swc-temporal / swc-full
Writes ratios.json beside this file.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "shared" / "data" / "locomo8.json"
PAIRS = [
    ("swc-anchored", "truncation", "answer_support", (1, 2, 3, 4)),
    ("swc-anchored", "swc-full", "answer_support_dated", (2,)),
    ("swc-temporal", "swc-full", "answer_support_dated", (2,)),
]


def ratio(
    rows: list[dict[str, object]], a: str, b: str, metric: str, cats: tuple[int, ...]
) -> dict[str, object]:
    def vec(name: str) -> np.ndarray:
        return np.array(
            [r[metric] for r in rows if r["strategy"] == name and r["category"] in cats],
            dtype=float,
        )

    x, y = vec(a), vec(b)
    idx = np.random.default_rng(42).integers(0, len(x), (2000, len(x)))
    boot = x[idx].mean(axis=1) / y[idx].mean(axis=1)
    lo, hi = np.quantile(boot, [0.025, 0.975])
    return {
        "a": a,
        "b": b,
        "metric": metric,
        "categories": list(cats),
        "n": len(x),
        "a_mean": x.mean(),
        "b_mean": y.mean(),
        "ratio": x.mean() / y.mean(),
        "ci": [float(lo), float(hi)],
    }


def main() -> None:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    with tempfile.TemporaryDirectory() as tmp:
        items = Path(tmp) / "items.jsonl"
        subprocess.run(
            [
                "swcmem",
                "bench",
                "retention",
                "--data",
                str(data),
                "--budget",
                "4000",
                "--strategies",
                "truncation,swc-full,swc-temporal,swc-anchored",
                "--items",
                str(items),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        rows = [json.loads(line) for line in items.read_text().splitlines() if line]
    out = [ratio(rows, *pair) for pair in PAIRS]
    (HERE / "ratios.json").write_text(json.dumps(out, indent=2))
    for r in out:
        print(
            f"{r['a']} / {r['b']} on {r['metric']} cats {r['categories']}: {r['ratio']:.3f} "
            f"(95% CI {r['ci'][0]:.3f}-{r['ci'][1]:.3f}, n={r['n']})"
        )


if __name__ == "__main__":
    main()
