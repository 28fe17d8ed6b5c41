"""LoCoMo's token F1, as its evaluation script computes it.

Answers are normalised (lower case, no punctuation or articles) and Porter-stemmed; F1 is
token overlap. Category 1 (multi-hop) splits both sides on commas and averages, over the gold
parts, the best F1 against any predicted part; category 3 scores against the first
';'-separated gold part; category 5 scores 1 when the answer says the information is not
there.
"""

from __future__ import annotations

from collections import Counter

from swcmem.text import answer_tokens

_NOT_THERE = ("not mentioned", "no information available", "no information")


def f1_score(prediction: str, gold: str) -> float:
    pred, truth = answer_tokens(prediction), answer_tokens(gold)
    common = Counter(pred) & Counter(truth)
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision, recall = same / len(pred), same / len(truth)
    return 2 * precision * recall / (precision + recall)


def f1_multi(prediction: str, gold: str) -> float:
    preds = [p.strip() for p in prediction.split(",") if p.strip()] or [prediction]
    golds = [g.strip() for g in gold.split(",") if g.strip()] or [gold]
    return sum(max(f1_score(p, g) for p in preds) for g in golds) / len(golds)


def locomo_f1(category: int, prediction: str, gold: str) -> float:
    """The per-question score LoCoMo reports for ``category``."""
    if category == 5:
        low = prediction.lower()
        return 1.0 if any(marker in low for marker in _NOT_THERE) else 0.0
    if category == 1:
        return f1_multi(prediction, gold)
    if category == 3:
        gold = gold.split(";")[0]
    return f1_score(prediction, gold)
