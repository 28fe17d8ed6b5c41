"""Fit the "when" scorer's weights and its abstention threshold, and measure how they carry
over to conversations they were not fitted on.

Usage (from the repository root):
    python benchmarks/temporal/fit_when.py [--data ../shared/data/locomo8.json]
        [--store /tmp/fit_when.db] [--l2 0.03] [--write] [--heldout]
        [--own FILE ...] [--only minilm|lexical]

Data we may tune on: our own conversations (``tests/fixtures/when_*conversations.json``) and
the *tuning split* of the LoCoMo sample (its 1st, 3rd, 5th and 7th conversations). The other
four are the *held-out split*: they are not even loaded unless ``--heldout`` is given, which is
for the checkpoints named in ``benchmarks/temporal/README.md``, never for a choice. Examples:

* every question with a checkable date gold answer (the benchmark's gold matcher): the
  candidates ``when()`` scores, each labelled by whether its date (at the grain the question
  asks) matches the gold interval; a question none of whose candidates is right teaches the
  "none" option (abstaining beats a wrong date);
* questions without an answer, for which the "none" option is right: our conversations' own
  and *transplanted* ones (each dated question asked of the next conversation of its split,
  speakers' names replaced by that conversation's: the event is almost never there).

The model is a softmax over each question's candidates and a "none" option of score 0
(:mod:`swcmem.temporal.rank`), fitted by gradient descent with an L2 penalty, once with the
MiniLM features and once without. Choices (features, penalty, candidate pools) are made by
**leave one conversation out** over our own conversations and the tuning split: each
conversation is scored by weights and a threshold fitted on the others (``loco``).

The threshold is the answer probability below which ``when()`` abstains: the highest one
that keeps :data:`KEEP` of the right first answers of the fitting data (an abstention is a
miss in top-1, so it abstains only where right answers are rare).

``--write`` writes ``src/swcmem/temporal/weights.py``; ``fit_when.json`` gets the numbers
(counts and ids only, no data text) and the files each scorer was fitted on. ``--only
lexical`` (or ``minilm``) fits one scorer and keeps the other's weights: the lexical scorer
is fitted with the blind rounds already read added to ``--own`` (it gained on everything
left out of that fit; the MiniLM scorer lost there: see the README).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from swcmem.bench.gold import intervals_match
from swcmem.bench.when import Checkable, checkable_questions
from swcmem.ingest.files import load_dataset
from swcmem.model import Anchor, Dataset, Grain
from swcmem.store.db import Store
from swcmem.tables import markdown_table
from swcmem.temporal.answers import at_grain, merged
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_dataset
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import DENSE_FEATURES, FEATURES, Candidate, Weights, candidates, score
from swcmem.temporal.weights import DENSE, LEXICAL

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "locomo8.json"
OWN = tuple(sorted((ROOT / "tests" / "fixtures").glob("when_*conversations.json")))
WEIGHTS_PY = ROOT / "src" / "swcmem" / "temporal" / "weights.py"
L2 = 0.01
STEPS = 3000
KEEP = 0.98  # share of the fitting data's right first answers the threshold must keep
# candidates from each source (BM25 turns, BM25 events, MiniLM), by scorer: chosen by
# leave-one-conversation-out among 10, 15 and 20 (the lexical scorer, with no MiniLM
# source, gains from more BM25 hits; MiniLM's does not)
POOLS = {"minilm": 10, "lexical": 15}


@dataclass
class Example:
    """One question asked of one conversation: its candidates, their features and labels."""

    item: Checkable
    split: str  # "own" | "tune" | "heldout"
    origin: str  # the conversation the question was written for (a transplant's source)
    grain: Grain | None
    anchors: list[Anchor] = field(default_factory=list)
    x: NDArray[np.float64] = field(default_factory=lambda: np.zeros((0, len(FEATURES))))
    y: NDArray[np.float64] = field(default_factory=lambda: np.zeros(0))

    @property
    def answerable(self) -> bool:
        return self.item.gold is not None


@dataclass(frozen=True)
class Data:
    """What the fit reads: the store and every question with its split and origin."""

    store: Store
    items: list[Checkable]
    split: dict[str, str]
    origin: dict[tuple[str, int, str], str]


def load(
    locomo_path: Path, own_paths: Sequence[Path], store_path: Path | None, heldout: bool
) -> Data:
    """Ingest our conversations and the LoCoMo tuning split (and the held-out split only
    with ``heldout``); collect dated questions and transplanted ones."""
    locomo = load_dataset(locomo_path)
    split = {
        c.id: ("tune" if i % 2 == 0 else "heldout") for i, c in enumerate(locomo.conversations)
    }
    keep = [c for c in locomo.conversations if heldout or split[c.id] == "tune"]
    datasets = [Dataset(tuple(keep), locomo.qa), *(load_dataset(p) for p in own_paths)]
    split |= {c.id: "own" for d in datasets[1:] for c in d.conversations}
    store = Store(store_path or ":memory:")
    for dataset in datasets:
        ingest_dataset(store, dataset)
    items: list[Checkable] = []
    for dataset in datasets:
        found, _ = checkable_questions(dataset)
        items += [i for i in found if i.length_days is None]
    origin = {(i.conversation, i.index, i.question): i.conversation for i in items}
    for dataset in datasets:
        for item, source in transplanted(items, dataset, split):
            items.append(item)
            origin[(item.conversation, item.index, item.question)] = source
    return Data(store, items, split, origin)


def transplanted(
    items: Sequence[Checkable], dataset: Dataset, split: dict[str, str]
) -> list[tuple[Checkable, str]]:
    """Each dated question of ``dataset`` asked of the next conversation of its split (in
    ``dataset``), names swapped; with the conversation it came from."""
    convs = {c.id: c for c in dataset.conversations}
    out = []
    for name in sorted({split[c] for c in convs}):
        ids = [c for c in convs if split[c] == name]
        for i, cid in enumerate(ids):
            other = ids[(i + 1) % len(ids)]
            if other == cid:
                continue
            names = dict(zip(convs[cid].speakers, convs[other].speakers, strict=False))
            for item in items:
                if item.conversation == cid and item.gold is not None:
                    text = item.question
                    for old, new in names.items():
                        text = text.replace(old, new)
                    out.append((Checkable(other, item.index, text, None), cid))
    return out


def build(data: Data, dense: bool, weights: Weights = DENSE) -> list[Example]:
    """Candidates, features and labels of every question (the scorer's own code)."""
    index = TemporalIndex(data.store, dense=dense, weights=weights)
    out = []
    for item in data.items:
        speakers = index._check(item.conversation)
        q = parse_question(item.question, speakers)
        vectors = encode = None
        if index.vectors is not None:
            vectors = index.vectors.conversation(item.conversation)
            encode = partial(index.vectors.encode, q.event)
        found = candidates(data.store, item.conversation, q, weights, speakers, vectors, encode)
        origin = data.origin[(item.conversation, item.index, item.question)]
        example = Example(item, data.split[item.conversation], origin, q.grain)
        if found:
            example.anchors = [c.anchor for c in found]
            example.x = np.stack([c.features for c in found])
            example.y = np.array([_label(item, c.anchor, q.grain) for c in found])
        out.append(example)
    return out


def _label(item: Checkable, a: Anchor, grain: Grain | None) -> float:
    if item.gold is None or a.start is None or a.end is None:
        return 0.0
    return float(intervals_match(item.gold, at_grain((a.start, a.end), grain)))


def fit(
    examples: Sequence[Example], mask: NDArray[np.bool_], l2: float = L2
) -> tuple[NDArray[np.float64], float]:
    """Softmax over each question's candidates plus a "none" option of score 0, L2-penalised."""
    used = [e for e in examples if len(e.y)]
    x = np.concatenate([e.x for e in used])[:, mask]
    sizes = np.array([len(e.y) for e in used])
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    group = np.repeat(np.arange(len(used)), sizes)
    target = np.concatenate([e.y / e.y.sum() if e.y.sum() else e.y for e in used])
    w, b = np.zeros(x.shape[1]), 0.0
    for step in range(STEPS):
        z = x @ w + b
        top = np.maximum(np.maximum.reduceat(z, starts), 0.0)
        e = np.exp(z - top[group])
        p = e / (np.add.reduceat(e, starts) + np.exp(-top))[group]
        g = p - target
        lr = 0.5 if step < STEPS // 2 else 0.2
        w -= lr * (x.T @ g / len(used) + l2 * w)
        b -= lr * float(g.sum()) / len(used)
    return w, b


def as_weights(
    w: NDArray[np.float64], b: float, mask: NDArray[np.bool_], threshold: float
) -> Weights:
    values = np.zeros(len(FEATURES))
    values[mask] = w
    return Weights(tuple(round(float(v), 3) for v in values), round(b, 3), round(threshold, 3))


@dataclass(frozen=True)
class Outcome:
    top1: bool
    top3: bool
    probability: float
    answerable: bool


def outcomes(examples: Sequence[Example], weights: Weights) -> list[Outcome]:
    """What ``when()`` would answer with ``weights`` (answers merged as it merges them)."""
    out = []
    for e in examples:
        if not len(e.y):
            out.append(Outcome(False, False, 0.0, e.answerable))
            continue
        found = [Candidate(a, x) for a, x in zip(e.anchors, e.x, strict=True)]
        answers = merged(score(found, weights), e.grain, 3)
        right = {
            at_grain((a.start, a.end), e.grain)
            for a, label in zip(e.anchors, e.y, strict=True)
            if label and a.start and a.end
        }
        hits = [(a.start, a.end) in right for a in answers]
        out.append(Outcome(hits[0], any(hits), answers[0].score, e.answerable))
    return out


def threshold_for(results: Sequence[Outcome], keep: float = KEEP) -> float:
    """The highest answer probability that still keeps ``keep`` of the right first answers
    of answerable questions: ``when()`` abstains where right answers are rare. Unanswerable
    questions are left out of the choice, reported apart."""
    right = sorted(r.probability for r in results if r.answerable and r.top1)
    if not right:
        return 0.0
    # rounded down: rounding to nearest could land just above the answer chosen, and drop it
    return math.floor(right[int((1 - keep) * len(right))] * 1000) / 1000


def metrics(results: Sequence[Outcome], threshold: float) -> dict[str, float | int]:
    pos = [r for r in results if r.answerable]
    neg = [r for r in results if not r.answerable]
    answered = [r for r in pos if r.probability >= threshold]
    n = max(1, len(pos))
    return {
        "questions": len(pos),
        "ranked_top1": round(sum(r.top1 for r in pos) / n, 3),
        "ranked_top3": round(sum(r.top3 for r in pos) / n, 3),
        "top1": round(sum(r.top1 for r in answered) / n, 3),
        "top3": round(sum(r.top3 for r in answered) / n, 3),
        "coverage": round(len(answered) / n, 3),
        "answered_accuracy": round(sum(r.top1 for r in answered) / max(1, len(answered)), 3),
        "unanswerable": len(neg),
        "unanswerable_abstained": round(
            sum(r.probability < threshold for r in neg) / max(1, len(neg)), 3
        ),
    }


def feature_mask(dense: bool, features: Sequence[str] | None = None) -> NDArray[np.bool_]:
    """Which features a fit uses: all (or ``features``), without MiniLM's when not ``dense``."""
    chosen = set(features or FEATURES)
    return np.array([f in chosen and (dense or f not in DENSE_FEATURES) for f in FEATURES])


def fitted(
    examples: Sequence[Example], mask: NDArray[np.bool_], l2: float = L2, keep: float = KEEP
) -> Weights:
    """Weights and threshold fitted on ``examples``."""
    w, b = fit(examples, mask, l2)
    weights = as_weights(w, b, mask, 0.0)
    return replace(weights, threshold=threshold_for(outcomes(examples, weights), keep))


def evaluate(
    examples: Sequence[Example], mask: NDArray[np.bool_], l2: float = L2
) -> dict[str, object]:
    """Fit on own + tuning split; report each split and leave-one-conversation-out."""
    tune = [e for e in examples if e.split in ("own", "tune")]
    weights = fitted(tune, mask, l2)
    report: dict[str, object] = {"weights": dict(zip(FEATURES, weights.values, strict=True))}
    report["bias"] = weights.bias
    report["threshold"] = weights.threshold
    for name in ("own", "tune", "heldout"):
        chosen = [e for e in examples if e.split == name]
        if chosen:
            report[name] = metrics(outcomes(chosen, weights), weights.threshold)
    report["loco"] = leave_one_out(tune, mask, l2)
    report["_weights"] = weights
    return report


def leave_one_out(
    examples: Sequence[Example], mask: NDArray[np.bool_], l2: float = L2, keep: float = KEEP
) -> dict[str, float | int]:
    """Each conversation scored by weights and a threshold fitted on the others (questions
    written for it, transplanted or not, are left out of its fit); pooled."""
    pooled: list[Outcome] = []
    thresholds = []
    for cid in sorted({e.item.conversation for e in examples}):
        train = [e for e in examples if cid not in (e.item.conversation, e.origin)]
        weights = fitted(train, mask, l2, keep)
        thresholds.append(weights.threshold)
        test = [e for e in examples if e.item.conversation == cid]
        pooled.extend(
            replace(o, probability=o.probability if o.probability >= weights.threshold else -1.0)
            for o in outcomes(test, weights)
        )
    return metrics(pooled, 0.0) | {"thresholds_mean": round(float(np.mean(thresholds)), 3)}


def write_weights(dense: Weights, lexical: Weights) -> None:
    """Write ``temporal/weights.py`` (features by name; a zero weight is left out)."""

    def literal(w: Weights) -> str:
        values = "".join(
            f'        "{f}": {v!r},\n' for f, v in zip(FEATURES, w.values, strict=True) if v
        )
        pool = f"    pool={w.turns!r},\n" if w.turns != 10 else ""
        return (
            f"Weights.named(\n    {{\n{values}    }},\n"
            f"    bias={w.bias!r},\n    threshold={w.threshold!r},\n{pool})\n"
        )

    WEIGHTS_PY.write_text(
        '"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with\n'
        "MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see\n"
        '``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""\n\n'
        "from swcmem.temporal.rank import Weights\n\n"
        f"DENSE = {literal(dense)}LEXICAL = {literal(lexical)}"
    )


COLUMNS = (
    "questions",
    "ranked_top1",
    "ranked_top3",
    "top1",
    "top3",
    "coverage",
    "answered_accuracy",
    "unanswerable_abstained",
)


def table(results: dict[str, dict[str, object]]) -> str:
    rows = [
        [scorer, name, *(r[name][m] for m in COLUMNS)]  # type: ignore[index]
        for scorer, r in results.items()
        for name in ("own", "tune", "loco", "heldout")
        if name in r
    ]
    headers = ["scorer", "split", "n", "ranked@1", "ranked@3", "top1", "top3", "coverage"]
    return markdown_table([*headers, "answered acc", "none abstained"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LoCoMo JSON file.")
    parser.add_argument("--own", type=Path, nargs="*", default=OWN, help="Our conversations.")
    parser.add_argument("--store", type=Path, default=None, help="Store to (re)use.")
    parser.add_argument("--l2", type=float, default=L2, help="L2 penalty.")
    parser.add_argument("--write", action="store_true", help="Write temporal/weights.py.")
    parser.add_argument("--heldout", action="store_true", help="Report the held-out split.")
    parser.add_argument("--out", type=Path, default=HERE / "fit_when.json")
    parser.add_argument(
        "--only",
        choices=tuple(POOLS),
        help="Fit one scorer; the other keeps its weights and its entry in --out.",
    )
    args = parser.parse_args()
    data = load(args.data, args.own, args.store, args.heldout)
    results: dict[str, dict[str, object]] = {}
    for dense in (True, False):
        name = "minilm" if dense else "lexical"
        if args.only and name != args.only:
            continue
        pool = POOLS[name]
        examples = build(data, dense, replace(DENSE, turns=pool, events=pool, dense=pool))
        results[name] = evaluate(examples, feature_mask(dense), args.l2) | {"pool": pool}
        results[name]["fitted_on"] = [p.name for p in args.own] + [f"{args.data.name} (tune)"]
    weights = {
        k: replace(v.pop("_weights"), turns=POOLS[k], events=POOLS[k], dense=POOLS[k])  # type: ignore[type-var]
        for k, v in results.items()
    }
    if args.write:
        write_weights(weights.get("minilm", DENSE), weights.get("lexical", LEXICAL))  # type: ignore[arg-type]
    if args.only and args.out.exists():
        results = json.loads(args.out.read_text()) | results
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(table(results))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
