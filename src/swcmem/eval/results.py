"""From stored answers and verdicts to ``results.json``: CIs, paired deltas, matched sets.

Only *matched* questions enter any number: those every condition answered (and, with a judge,
that both judges ruled on under every condition), so conditions are always compared on the
same questions. ``"all"`` pools categories 1–4; category 5 (adversarial) is reported apart
under ``"5"`` and never enters ``"all"``. CIs are percentile bootstrap, 2,000 resamples,
seed 42 (:mod:`swcmem.eval.stats`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from swcmem.eval.metrics import locomo_f1
from swcmem.eval.questions import EvalItem
from swcmem.eval.schema import (
    ConditionResult,
    FailedAnswers,
    LeftOut,
    PairedDelta,
    Scores,
    Summary,
)
from swcmem.eval.stats import Estimate, bootstrap, paired_delta
from swcmem.store import evals

PRIMARY = (1, 2, 3, 4)
CATEGORY_KEYS = ("all", "1", "2", "3", "4", "5")
METRIC_NAMES = {
    "judge_strict": "strict judge (paper prompt)",
    "judge_lenient": "lenient judge",
    "f1": "LoCoMo token F1",
}

Key = tuple[str, int]  # (conversation id, qa index)


@dataclass(frozen=True, slots=True)
class Scored:
    """One matched question under one condition, with every metric."""

    conversation_id: str
    qa_idx: int
    category: int
    metrics: dict[str, float]
    context_tokens: int
    tokens_in: int


def score(
    items: Sequence[EvalItem],
    conditions: Sequence[str],
    answers: Sequence[evals.AnswerRow],
    verdicts: Sequence[evals.VerdictRow] | None,
) -> tuple[dict[str, dict[Key, Scored]], LeftOut]:
    """Per condition, the matched questions' scores; plus what was left out and why."""
    wanted = {(i.conversation_id, i.qa_idx): i for i in items}
    by_cond: dict[str, dict[Key, evals.AnswerRow]] = defaultdict(dict)
    for a in answers:
        key = (a.conversation_id, a.qa_idx)
        if key in wanted and a.answer is not None and a.condition in conditions:
            by_cond[a.condition][key] = a
    judged = _verdict_table(verdicts) if verdicts is not None else None
    matched = [k for k in wanted if all(_complete(by_cond[c].get(k), judged) for c in conditions)]
    scored = {
        c: {k: _scored(wanted[k], by_cond[c][k], judged) for k in matched} for c in conditions
    }
    unmatched = len(wanted) - len(matched)
    unparseable = _unparseable(verdicts or [], conditions, set(matched))
    failed = _failures(answers, conditions, set(wanted))
    return scored, LeftOut(unmatched, unparseable, failed)


def _failures(
    answers: Sequence[evals.AnswerRow], conditions: Sequence[str], wanted: set[Key]
) -> dict[str, FailedAnswers]:
    """Per condition, answers whose LLM call failed (count and one example error)."""
    out: dict[str, FailedAnswers] = {}
    for a in answers:
        if (
            a.answer is None
            and a.condition in conditions
            and (a.conversation_id, a.qa_idx) in wanted
        ):
            seen = out.get(a.condition)
            example = seen.example if seen else a.error
            out[a.condition] = FailedAnswers((seen.count if seen else 0) + 1, example)
    return out


def _verdict_table(
    verdicts: Sequence[evals.VerdictRow],
) -> dict[tuple[str, str, int, str], evals.VerdictRow]:
    return {
        (v.condition, v.conversation_id, v.qa_idx, v.judge): v for v in verdicts if v.error is None
    }


def _complete(
    answer: evals.AnswerRow | None,
    judged: dict[tuple[str, str, int, str], evals.VerdictRow] | None,
) -> bool:
    if answer is None:
        return False
    if judged is None:
        return True
    h = evals.text_hash(answer.answer or "")
    for judge in ("strict", "lenient"):
        v = judged.get((answer.condition, answer.conversation_id, answer.qa_idx, judge))
        if v is None or v.answer_hash != h:
            return False
    return True


def _scored(
    item: EvalItem,
    answer: evals.AnswerRow,
    judged: dict[tuple[str, str, int, str], evals.VerdictRow] | None,
) -> Scored:
    metrics = {"f1": locomo_f1(item.category, answer.answer or "", item.gold)}
    if judged is not None:
        for judge in ("strict", "lenient"):
            v = judged[(answer.condition, item.conversation_id, item.qa_idx, judge)]
            metrics[f"judge_{judge}"] = float(v.verdict or 0)  # unparseable counts as NO
    return Scored(
        item.conversation_id,
        item.qa_idx,
        item.category,
        metrics,
        answer.context_tokens,
        answer.tokens_in,
    )


def _unparseable(
    verdicts: Sequence[evals.VerdictRow], conditions: Sequence[str], matched: set[Key]
) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {c: {"strict": 0, "lenient": 0} for c in conditions}
    for v in verdicts:
        key = (v.conversation_id, v.qa_idx)
        if v.error is None and v.verdict is None and key in matched and v.condition in out:
            out[v.condition][v.judge] = out[v.condition].get(v.judge, 0) + 1
    return out


def _in_category(s: Scored, cat: str) -> bool:
    return s.category in PRIMARY if cat == "all" else str(s.category) == cat


def _values(rows: dict[Key, Scored], metric: str, cat: str, keys: Sequence[Key]) -> list[float]:
    return [rows[k].metrics[metric] for k in keys if _in_category(rows[k], cat)]


def summarize(
    scored: dict[str, dict[Key, Scored]],
    conditions: Sequence[str],
    *,
    reference: str | None = None,
) -> Summary:
    """Per condition, paired deltas, per conversation (the numbers of results.json)."""
    keys = sorted(next(iter(scored.values()), {}))
    metrics = [m for m in METRIC_NAMES if keys and m in scored[conditions[0]][keys[0]].metrics]
    ref = reference if reference is not None and reference in conditions else conditions[0]
    return Summary(
        metrics=tuple(metrics),
        matched_n=len(keys),
        conditions={c: _condition(scored[c], metrics, keys) for c in conditions},
        paired=tuple(
            PairedDelta(a, b, m, cat, _delta(scored, a, b, m, cat, keys))
            for a, b in combinations(conditions, 2)
            for m in metrics
            for cat in CATEGORY_KEYS
        ),
        per_conversation=_per_conversation(scored, conditions, metrics, keys),
        reference=ref,
        category2_deltas=_conv_deltas(scored, conditions, metrics, keys, ref),
    )


def _scores(
    rows: dict[Key, Scored], metrics: Sequence[str], keys: Sequence[Key], cats: Sequence[str]
) -> Scores:
    return {m: {cat: bootstrap(_values(rows, m, cat, keys)) for cat in cats} for m in metrics}


def _condition(
    rows: dict[Key, Scored], metrics: Sequence[str], keys: Sequence[Key]
) -> ConditionResult:
    n = len(keys) or 1
    return ConditionResult(
        _scores(rows, metrics, keys, CATEGORY_KEYS),
        sum(rows[k].context_tokens for k in keys) / n,
        sum(rows[k].tokens_in for k in keys) / n,
    )


def _delta(
    scored: dict[str, dict[Key, Scored]], a: str, b: str, metric: str, cat: str, keys: Sequence[Key]
) -> Estimate:
    return paired_delta(
        _values(scored[a], metric, cat, keys), _values(scored[b], metric, cat, keys)
    )


def _per_conversation(
    scored: dict[str, dict[Key, Scored]],
    conditions: Sequence[str],
    metrics: Sequence[str],
    keys: Sequence[Key],
) -> dict[str, dict[str, Scores]]:
    out = {}
    for conv in sorted({k[0] for k in keys}):
        mine = [k for k in keys if k[0] == conv]
        out[conv] = {c: _scores(scored[c], metrics, mine, ("all", "2")) for c in conditions}
    return out


def _conv_deltas(
    scored: dict[str, dict[Key, Scored]],
    conditions: Sequence[str],
    metrics: Sequence[str],
    keys: Sequence[Key],
    reference: str,
) -> dict[str, dict[str, dict[str, Estimate]]]:
    """Per conversation, each condition minus ``reference`` on category 2 (every metric)."""
    out: dict[str, dict[str, dict[str, Estimate]]] = {}
    for conv in sorted({k[0] for k in keys}):
        mine = [k for k in keys if k[0] == conv]
        out[conv] = {
            c: {m: _delta(scored, c, reference, m, "2", mine) for m in metrics}
            for c in conditions
            if c != reference
        }
    return out
