"""Render benchmarks/retention/results.json as a compact Markdown table."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def cell(est: dict[str, Any]) -> str:
    if not est.get("n"):
        return "–"
    lo, hi = est["ci"]
    return f"{est['mean']:.3f} ({lo:.2f}–{hi:.2f})"


def main(path: str) -> None:
    report = json.loads(Path(path).read_text())
    cats = [str(c) for c in report["categories"]]
    for metric in ("evidence_turn_recall", "answer_support", "answer_support_dated"):
        print(f"\n### {metric} (budget {report['budget']})\n")
        print(
            "| strategy | all | "
            + " | ".join(f"cat {c}" for c in cats)
            + " | ×full | tokens mean/max |"
        )
        print("|---" * (len(cats) + 4) + "|")
        for name, s in report["strategies"].items():
            ratio = s.get("ratio_to_full", {}).get(metric)
            cells = [cell(s[metric]["all"])] + [cell(s[metric].get(c, {})) for c in cats]
            r = f"{ratio:.2f}" if ratio is not None else "–"
            tok = f"{s['tokens']['mean']:.0f}/{s['tokens']['max']}"
            print(f"| {name} | " + " | ".join(cells) + f" | {r} | {tok} |")
    ev = report["evidence"]
    print(
        f"\nEvidence ids: {ev['evidence_ids']}; pointing at no turn: {ev['evidence_missing']};"
        f" questions with no usable evidence: {ev['questions_without_evidence']};"
        f" questions: {report['n_questions']}; benchmark seconds: {report['seconds']}"
    )


if __name__ == "__main__":
    main(sys.argv[1])
