"""Router benchmark: the question classifier against LoCoMo's category labels.

Gold labels map 1 → multi-hop, 2 → temporal, 3 → open-domain, 4 → single-hop,
5 → unanswerable (adversarial). The report holds the full confusion matrix (gold rows,
predicted columns) and per-type precision, recall and F1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from swcmem.ingest.files import load_dataset
from swcmem.model import Dataset
from swcmem.route import LOCOMO_TYPES, Route, classify, said_by, unanswerable_check
from swcmem.tables import markdown_table

LABELS: tuple[str, ...] = ("temporal", "multi-hop", "single-hop", "open-domain", "unanswerable")


@dataclass(frozen=True, slots=True)
class Prediction:
    conversation_id: str
    question: str
    category: int
    gold: str
    predicted: str
    reasons: tuple[str, ...]


def predict_all(
    dataset: Dataset,
    classifier: Callable[[str], Route] = classify,
    *,
    check_unanswerable: bool = False,
) -> list[Prediction]:
    """Classify every QA item; with ``check_unanswerable`` the conversation's own turns are
    consulted to flag questions it may not answer."""
    out: list[Prediction] = []
    for conv in dataset.conversations:
        said = said_by(conv) if check_unanswerable else {}
        for qa in dataset.questions(conv.id):
            route = classifier(qa.question)
            label: str = route.type
            reasons = route.reasons
            if check_unanswerable:
                flag, why = unanswerable_check(qa.question, conv.speakers, said)
                if flag:
                    label, reasons = "unanswerable", (*reasons, why)
            out.append(
                Prediction(
                    conv.id,
                    qa.question,
                    qa.category,
                    LOCOMO_TYPES.get(qa.category, "single-hop"),
                    label,
                    reasons,
                )
            )
    return out


def confusion(preds: Sequence[Prediction]) -> dict[str, dict[str, int]]:
    """gold label → predicted label → count (every label present, zeros included)."""
    matrix = {g: dict.fromkeys(LABELS, 0) for g in LABELS}
    for p in preds:
        matrix[p.gold][p.predicted] += 1
    return matrix


def per_type(matrix: dict[str, dict[str, int]]) -> dict[str, dict[str, float | int]]:
    """Precision, recall, F1 and support for each label."""
    out: dict[str, dict[str, float | int]] = {}
    for label in LABELS:
        tp = matrix[label][label]
        predicted = sum(matrix[g][label] for g in LABELS)
        support = sum(matrix[label].values())
        precision = tp / predicted if predicted else 0.0
        recall = tp / support if support else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        out[label] = {
            "precision": round(precision, 4),
            "recall": round(recall, 4),
            "f1": round(f1, 4),
            "support": support,
            "predicted": predicted,
        }
    return out


def run(
    data: Path,
    *,
    conversations: Sequence[str] | None = None,
    classifier: Callable[[str], Route] = classify,
    classifier_name: str = "rules",
    check_unanswerable: bool = False,
) -> dict[str, Any]:
    """The full benchmark result (JSON-ready)."""
    dataset = load_dataset(data)
    convs = [c for c in dataset.conversations if not conversations or c.id in conversations]
    preds = predict_all(
        Dataset(tuple(convs), dataset.qa), classifier, check_unanswerable=check_unanswerable
    )
    matrix = confusion(preds)
    primary = confusion([p for p in preds if p.category in (1, 2, 3, 4)])
    n = len(preds)
    correct = sum(1 for p in preds if p.gold == p.predicted)
    four = [p for p in preds if p.category in (1, 2, 3, 4)]
    return {
        "data": data.name,
        "classifier": classifier_name,
        "check_unanswerable": check_unanswerable,
        "conversations": [c.id for c in convs],
        "n": n,
        "accuracy": round(correct / n, 4) if n else 0.0,
        "accuracy_categories_1_4": round(
            sum(1 for p in four if p.gold == p.predicted) / len(four), 4
        )
        if four
        else 0.0,
        "labels": list(LABELS),
        "gold_map": {str(k): v for k, v in LOCOMO_TYPES.items()},
        "per_type": per_type(matrix),
        "confusion": matrix,
        "per_type_categories_1_4": per_type(primary),
        "confusion_categories_1_4": primary,
    }


def markdown(result: dict[str, Any]) -> str:
    """A short markdown report: per-type table and the confusion matrix (gold rows)."""
    lines = [
        f"# Router benchmark ({result['classifier']}, unanswerable check "
        f"{'on' if result['check_unanswerable'] else 'off'})",
        "",
        f"{result['n']} questions from {result['data']}; accuracy {result['accuracy']:.3f} "
        f"(categories 1–4: {result['accuracy_categories_1_4']:.3f}).",
        "",
    ]
    primary = result["per_type_categories_1_4"]
    rows = [
        [
            label,
            *(f"{result['per_type'][label][k]:.3f}" for k in ("precision", "recall", "f1")),
            f"{primary[label]['f1']:.3f}",
            result["per_type"][label]["support"],
        ]
        for label in result["labels"]
    ]
    heads = ["type", "precision", "recall", "F1", "F1 (cat. 1–4 only)", "support"]
    lines += [markdown_table(heads, rows)]
    lines += ["", "Confusion matrix (rows: LoCoMo label, columns: predicted):", ""]
    confusion = [
        [g, *(result["confusion"][g][p] for p in result["labels"])] for g in result["labels"]
    ]
    lines += [markdown_table(["gold \\ predicted", *result["labels"]], confusion)]
    return "\n".join(lines) + "\n"
