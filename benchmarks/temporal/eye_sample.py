"""Draw the random sample of 50 explicit anchors that a person reads by eye (issue 3).

Usage: python benchmarks/temporal/eye_sample.py [--data PATH] [--seed 42] [--n 50] [--show]

Prints one row per anchor: conversation, turn id, the day it was said (with weekday), the
expression and the resolved interval. ``--show`` adds the sentence for the reader; that text
is LoCoMo's and must not be committed (eye_sample.md records the rows and verdicts only).
"""

from __future__ import annotations

import argparse
import random
import tempfile
from pathlib import Path

from swcmem.ingest.files import load_file
from swcmem.store import Store
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation

HERE = Path(__file__).resolve().parent
DEFAULT_DATA = HERE.parents[1].parent / "shared" / "data" / "locomo8.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--n", type=int, default=50)
    parser.add_argument("--show", action="store_true", help="Print the sentence too.")
    args = parser.parse_args()
    convs = load_file(args.data)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "eye.db")
        for conv in convs:
            ingest_conversation(store, conv)
        index = TemporalIndex(store)
        pool = [(c.id, a) for c in convs for a in index.anchors(c.id) if not a.implicit]
        store.close()
    print("| # | conversation | turn | said | expression | resolved | grain |")
    print("|---|---|---|---|---|---|---|")
    for i, (cid, a) in enumerate(random.Random(args.seed).sample(pool, args.n), start=1):
        said = f"{a.reference_at:%Y-%m-%d %a}" if a.reference_at else "?"
        span = f"{a.start}..{a.end}" if a.start != a.end else str(a.start)
        print(f"| {i} | {cid} | {a.turn_id} | {said} | {a.surface} | {span} | {a.grain} |")
        if args.show:
            print(f"|   |   |   |   | {a.event_text} |   |   |")
    print(f"\n{len(pool)} explicit anchors in the pool; seed {args.seed}")


if __name__ == "__main__":
    main()
