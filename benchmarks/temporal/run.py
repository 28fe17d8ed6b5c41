"""Run the temporal benchmark (issues 3 and 13) on the LoCoMo sample and write latest.json.

Usage (from the repository root):
    python benchmarks/temporal/run.py [--data ../shared/data/locomo8.json] [--rules-only]
        [--split tune|heldout] [--lexical] [--out PATH]

``--split`` keeps the conversations ``fit_when.py`` tuned on (1st, 3rd, 5th, 7th) or the
others (held out); ``--lexical`` scores without MiniLM (as without the onnx extra).

Same as `swcmem bench temporal --data PATH --json benchmarks/temporal/latest.json`.
The result holds counts and ids only, never the data's text; gold answers the matcher cannot
read are printed (by text) on stdout.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from swcmem.bench.temporal import run, unparsed_gold
from swcmem.ingest.files import load_dataset
from swcmem.model import Dataset

HERE = Path(__file__).resolve().parent
DEFAULT_DATA = HERE.parents[1].parent / "shared" / "data" / "locomo8.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LoCoMo JSON file.")
    parser.add_argument("--out", type=Path, default=None, help="Result JSON.")
    parser.add_argument(
        "--rules-only",
        action="store_true",
        help="Measure the pure-Python path used where Duckling has no wheel.",
    )
    parser.add_argument("--split", choices=("tune", "heldout"), default=None)
    parser.add_argument("--lexical", action="store_true", help="Score without MiniLM.")
    args = parser.parse_args()
    if args.rules_only:
        from swcmem.temporal import duck, extract

        duck.AVAILABLE = False
        extract.BACKEND = "rules (Duckling disabled for this run)"
    default = "latest_rules_only.json" if args.rules_only else "latest.json"
    args.out = args.out or HERE / default
    dataset = load_dataset(args.data)
    if args.split:
        keep = 0 if args.split == "tune" else 1
        convs = tuple(c for i, c in enumerate(dataset.conversations) if i % 2 == keep)
        dataset = Dataset(convs, dataset.qa)
    result = run(dataset, dense=not args.lexical)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    keys = (
        "checkable",
        "oracle_extraction_recall",
        "oracle_misses_gold_in_adjacent_turn",
        "scorer",
        "minilm_kernels",
        "when_top1",
        "when_top3",
        "when_coverage",
        "when_answered_accuracy",
        "ranked_top1",
        "ranked_top3",
        "lengths",
        "unanswerable",
        "turns_per_second",
        "query_ms_p50",
        "query_ms_p95",
        "query_cpu_ms_p95",
        "embed_seconds",
        "load_average_1min",
    )
    print(json.dumps({k: result[k] for k in keys}, indent=2))
    for qid, answer in unparsed_gold(dataset):  # shown here, never written to the JSON
        print(f"unparsed gold {qid}: {answer!r}")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
