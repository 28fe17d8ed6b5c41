"""``report.md`` from the typed results: tables like the paper's, with CIs and cost."""

from __future__ import annotations

import math

from swcmem.eval.results import METRIC_NAMES
from swcmem.eval.schema import EvalResults
from swcmem.eval.stats import Estimate
from swcmem.tables import markdown_table

CATEGORY_LABELS = {
    "1": "multi-hop",
    "2": "temporal",
    "3": "open-domain",
    "4": "single-hop",
    "5": "adversarial",
}


def cell(est: Estimate | None, *, signed: bool = False) -> str:
    """``0.42 [0.35, 0.49]`` (n shown by the tables separately); ``–`` when empty."""
    if est is None or not est.n or math.isnan(est.mean):
        return "–"
    lo, hi = est.ci
    fmt = "{:+.3f}" if signed else "{:.3f}"
    return f"{fmt.format(est.mean)} [{fmt.format(lo)}, {fmt.format(hi)}]"


def render(results: EvalResults) -> str:
    """The whole markdown report."""
    parts = [
        _header(results),
        _aggregate(results),
        _per_category(results),
        _paired(results),
        _conversation_deltas(results),
        _excluded(results),
        _cost(results),
    ]
    return "\n\n".join(p for p in parts if p) + "\n"


def _header(r: EvalResults) -> str:
    cfg = r.config
    lines = [
        "# QA evaluation",
        "",
        f"- data: `{cfg.data}`; conversations: {', '.join(cfg.conversations)}",
        f"- answer LLM: `{cfg.answer_llm}`; judge LLM: `{cfg.judge_llm}`",
        f"- budget: {cfg.budget} tokens (o200k); `full` is unbudgeted",
        f"- matched questions (answered by every condition): {r.summary.matched_n}",
        "- 95% CIs: percentile bootstrap, 2,000 resamples, seed 42. `all` = categories 1–4; "
        "category 5 (adversarial) is reported apart.",
    ]
    return "\n".join(lines)


def _aggregate(r: EvalResults) -> str:
    metrics = r.summary.metrics
    head = ["condition", *[METRIC_NAMES[m] for m in metrics], "context tokens / question", "n"]
    rows = []
    for name, c in r.summary.conditions.items():
        n = c.estimate(metrics[0], "all").n if metrics else 0
        cells = [cell(c.estimate(m, "all")) for m in metrics]
        rows.append([name, *cells, f"{c.tokens_per_question:.0f}", str(n)])
    return "## Aggregate (categories 1–4)\n\n" + markdown_table(head, rows)


def _per_category(r: EvalResults) -> str:
    out = []
    head = ["condition", *[f"{c} {label}" for c, label in CATEGORY_LABELS.items()]]
    for m in r.summary.metrics:
        rows = [
            [name, *[f"{cell(c.estimate(m, k))} (n={c.estimate(m, k).n})" for k in CATEGORY_LABELS]]
            for name, c in r.summary.conditions.items()
        ]
        out.append(f"## Per category — {METRIC_NAMES[m]}\n\n" + markdown_table(head, rows))
    return "\n\n".join(out)


def _paired(r: EvalResults) -> str:
    s = r.summary
    metric = s.headline_metric
    if metric is None:
        return ""
    ref = s.reference
    rows = []
    for p in s.paired:
        if p.metric != metric or p.category != "all" or (ref and ref not in (p.a, p.b)):
            continue
        lo, hi = p.delta.ci if p.delta.n else (0.0, 0.0)
        sig = "yes" if p.delta.n and (lo > 0 or hi < 0) else "no"
        cat2 = s.delta(p.a, p.b, metric, "2")
        rows.append([f"{p.a} − {p.b}", cell(p.delta, signed=True), cell(cat2, signed=True), sig])
    head = ["a − b", "all (1–4)", "2 temporal", "significant (all)"]
    title = f"## Paired deltas vs `{ref}` — {METRIC_NAMES[metric]}"
    note = "All pairs, metrics and categories are in results.json (`paired`)."
    return f"{title}\n\n" + markdown_table(head, rows) + f"\n\n{note}"


def _conversation_deltas(r: EvalResults) -> str:
    s = r.summary
    metric = s.headline_metric
    if metric is None or not s.category2_deltas:
        return ""
    others = [c for c in s.conditions if c != s.reference]
    rows = [
        [conv, *[cell(deltas[c][metric], signed=True) for c in others]]
        for conv, deltas in s.category2_deltas.items()
    ]
    title = (
        f"## Per conversation, category 2 (temporal): each condition − `{s.reference}`"
        f" — {METRIC_NAMES[metric]}"
    )
    return f"{title}\n\n" + markdown_table(["conversation", *others], rows)


def _excluded(r: EvalResults) -> str:
    ex = r.excluded
    left = ex.left_out
    lines = ["## Excluded questions", ""]
    lines.append(
        f"- image questions removed: {ex.image_questions} (keywords: "
        f"{', '.join(ex.image_keywords)})"
    )
    lines.append(f"- not matched across conditions: {left.unmatched_questions}")
    for cond, row in left.failed_answers.items():
        lines.append(f"- {cond}: {row.count} failed LLM calls (e.g. {row.example})")
    bad = left.unparseable_verdicts
    if bad:
        lines.append(
            "- unparseable verdicts (scored NO): "
            + "; ".join(
                f"{c}: strict {v.get('strict', 0)}, lenient {v.get('lenient', 0)}"
                for c, v in bad.items()
            )
        )
    return "\n".join(lines)


def _cost(r: EvalResults) -> str:
    cost = r.cost
    if cost is None:
        return ""
    lines = ["## Cost", ""]
    for role, purposes in cost.this_run.items():
        for purpose, row in purposes.items():
            lines.append(
                f"- this run, {role} LLM, {purpose}: {row.get('calls', 0):g} calls, "
                f"{row.get('cache_hits', 0):g} cache hits, {row.get('errors', 0):g} errors, "
                f"{row.get('tokens_in', 0):g} tokens in, {row.get('tokens_out', 0):g} out"
            )
    if cost.counts:
        lines.append("- rows: " + ", ".join(f"{k} {v}" for k, v in cost.counts.items()))
    stored = cost.stored
    lines.append(
        f"- all stored answers and verdicts of this setting: {stored.calls} model calls,"
        f" {stored.tokens_in} tokens in, {stored.tokens_out} out"
    )
    return "\n".join(lines)
