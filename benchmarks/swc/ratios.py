"""Issue-5 acceptance ratios (and swc-adaptive against full context), re-measured with the
retention benchmark's one scoring rule, with paired bootstrap CIs both per question and by
conversation (2,000 resamples, seed 42; see swcmem.eval.stats).

Runs the retention benchmark (budget 4,000) for the strategies the comparisons need and writes
ratios.json beside this file: every comparison of swcmem.bench.retention_report.HEADLINE whose
strategies ran, with n (unique questions), both means, the value, ``ci`` (questions) and
``ci_cluster`` (conversations). The numbers equal those in benchmarks/retention/results.json.

    python benchmarks/swc/ratios.py [path/to/locomo8.json]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from swcmem.bench.retention import RetentionConfig
from swcmem.bench.retention_file import benchmark
from swcmem.bench.retention_report import HEADLINE

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "shared" / "data" / "locomo8.json"


def main() -> None:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    names = tuple(dict.fromkeys(n for spec in HEADLINE for n in (spec.a, spec.b)))
    done = benchmark(data, RetentionConfig(budget=4000, strategies=names))
    wanted = {(s.a, s.b, s.metric, s.categories) for s in HEADLINE}
    out = [
        c.as_json()
        for c in done.report.comparisons
        if (c.spec.a, c.spec.b, c.spec.metric, c.spec.categories) in wanted
    ]
    (HERE / "ratios.json").write_text(json.dumps(out, indent=2) + "\n")
    for r in out:
        unit = "x" if r["kind"] == "ratio" else ""
        print(
            f"{r['a']} vs {r['b']} on {r['metric']} cats {r['categories']}: "
            f"{r['value']:.3f}{unit} (95% CI questions {r['ci'][0]:.3f}-{r['ci'][1]:.3f}, "
            f"conversations {r['ci_cluster'][0]:.3f}-{r['ci_cluster'][1]:.3f}, n={r['n']})"
        )


if __name__ == "__main__":
    main()
