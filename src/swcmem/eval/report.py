"""``report.md`` from ``results.json``: tables like the paper's, with CIs and cost."""

from __future__ import annotations

import math
from typing import Any

from swcmem.eval.results import METRIC_NAMES

CATEGORY_LABELS = {
    "1": "multi-hop",
    "2": "temporal",
    "3": "open-domain",
    "4": "single-hop",
    "5": "adversarial",
}


def cell(est: dict[str, Any], *, signed: bool = False) -> str:
    """``0.42 [0.35, 0.49]`` (n shown by the tables separately); ``–`` when empty."""
    if not est or not est.get("n") or est["mean"] is None or math.isnan(est["mean"]):
        return "–"
    lo, hi = est["ci"]
    fmt = "{:+.3f}" if signed else "{:.3f}"
    return f"{fmt.format(est['mean'])} [{fmt.format(lo)}, {fmt.format(hi)}]"


def render(results: dict[str, Any]) -> str:
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


def _header(r: dict[str, Any]) -> str:
    cfg = r.get("config", {})
    lines = [
        "# QA evaluation",
        "",
        f"- data: `{cfg.get('data', '?')}`; conversations: {', '.join(cfg.get('conversations', []))}",
        f"- answer LLM: `{cfg.get('answer_llm')}`; judge LLM: `{cfg.get('judge_llm')}`",
        f"- budget: {cfg.get('budget')} tokens (o200k); `full` is unbudgeted",
        f"- matched questions (answered by every condition): {r.get('matched_n', 0)}",
        "- 95% CIs: percentile bootstrap, 2,000 resamples, seed 42. `all` = categories 1–4; "
        "category 5 (adversarial) is reported apart.",
    ]
    return "\n".join(lines)


def _metrics(r: dict[str, Any]) -> list[str]:
    return list(r.get("metrics", []))


def _aggregate(r: dict[str, Any]) -> str:
    metrics = _metrics(r)
    head = ["condition", *[METRIC_NAMES[m] for m in metrics], "context tokens / question", "n"]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, block in r["conditions"].items():
        n = block[metrics[0]]["all"]["n"] if metrics else 0
        cells = [cell(block[m]["all"]) for m in metrics]
        rows.append(
            f"| {name} | " + " | ".join(cells) + f" | {block['tokens_per_question']:.0f} | {n} |"
        )
    return "## Aggregate (categories 1–4)\n\n" + "\n".join(rows)


def _per_category(r: dict[str, Any]) -> str:
    out = []
    for m in _metrics(r):
        head = ["condition", *[f"{c} {CATEGORY_LABELS[c]}" for c in ("1", "2", "3", "4", "5")]]
        rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for name, block in r["conditions"].items():
            cells = [f"{cell(block[m][c])} (n={block[m][c]['n']})" for c in CATEGORY_LABELS]
            rows.append(f"| {name} | " + " | ".join(cells) + " |")
        out.append(f"## Per category — {METRIC_NAMES[m]}\n\n" + "\n".join(rows))
    return "\n\n".join(out)


def _paired(r: dict[str, Any]) -> str:
    metric = _headline_metric(r)
    if metric is None:
        return ""
    ref = r.get("reference")
    rows = ["| a − b | all (1–4) | 2 temporal | significant (all) |", "|---|---|---|---|"]
    for p in r["paired"]:
        if p["metric"] != metric or p["category"] not in ("all", "2"):
            continue
        if p["category"] != "all" or (ref and ref not in (p["a"], p["b"])):
            continue
        cat2 = _find(r, p["a"], p["b"], metric, "2")
        lo, hi = p["delta"]["ci"] if p["delta"]["n"] else (0.0, 0.0)
        sig = "yes" if p["delta"]["n"] and (lo > 0 or hi < 0) else "no"
        rows.append(
            f"| {p['a']} − {p['b']} | {cell(p['delta'], signed=True)} |"
            f" {cell(cat2, signed=True)} | {sig} |"
        )
    title = f"## Paired deltas vs `{ref}` — {METRIC_NAMES[metric]}"
    note = "All pairs, metrics and categories are in results.json (`paired`)."
    return f"{title}\n\n" + "\n".join(rows) + f"\n\n{note}"


def _find(r: dict[str, Any], a: str, b: str, metric: str, cat: str) -> dict[str, Any]:
    for p in r["paired"]:
        if (p["a"], p["b"], p["metric"], p["category"]) == (a, b, metric, cat):
            return dict(p["delta"])
    return {}


def _headline_metric(r: dict[str, Any]) -> str | None:
    metrics = _metrics(r)
    return "judge_strict" if "judge_strict" in metrics else (metrics[0] if metrics else None)


def _conversation_deltas(r: dict[str, Any]) -> str:
    metric = _headline_metric(r)
    table = r.get("per_conversation_category2_deltas", {})
    if metric is None or not table:
        return ""
    others = [c for c in r["conditions"] if c != r.get("reference")]
    rows = ["| conversation | " + " | ".join(others) + " |", "|---|" + "---|" * len(others)]
    for conv, deltas in table.items():
        cells = [cell(deltas[c][metric], signed=True) for c in others]
        rows.append(f"| {conv} | " + " | ".join(cells) + " |")
    title = (
        f"## Per conversation, category 2 (temporal): each condition − `{r.get('reference')}`"
        f" — {METRIC_NAMES[metric]}"
    )
    return f"{title}\n\n" + "\n".join(rows)


def _excluded(r: dict[str, Any]) -> str:
    ex = r.get("excluded", {})
    lines = ["## Excluded questions", ""]
    lines.append(
        f"- image questions removed: {ex.get('image_questions', 0)} (keywords: "
        f"{', '.join(ex.get('image_keywords', []))})"
    )
    lines.append(f"- not matched across conditions: {ex.get('unmatched_questions', 0)}")
    for cond, row in ex.get("failed_answers", {}).items():
        lines.append(f"- {cond}: {row['count']} failed LLM calls (e.g. {row['example']})")
    bad = ex.get("unparseable_verdicts", {})
    if bad:
        lines.append(
            "- unparseable verdicts (scored NO): "
            + "; ".join(
                f"{c}: strict {v['strict']}, lenient {v['lenient']}" for c, v in bad.items()
            )
        )
    return "\n".join(lines)


def _cost(r: dict[str, Any]) -> str:
    cost = r.get("cost", {})
    if not cost:
        return ""
    lines = ["## Cost", ""]
    run = cost.get("this_run", {})
    for role, purposes in run.items():
        for purpose, row in purposes.items():
            lines.append(
                f"- this run, {role} LLM, {purpose}: {row.get('calls', 0)} calls, "
                f"{row.get('cache_hits', 0)} cache hits, {row.get('errors', 0)} errors, "
                f"{row.get('tokens_in', 0)} tokens in, {row.get('tokens_out', 0)} out"
            )
    counts = cost.get("counts", {})
    if counts:
        lines.append("- rows: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    stored = cost.get("stored", {})
    if stored:
        lines.append(
            f"- all stored answers and verdicts of this setting: {stored['calls']} model calls,"
            f" {stored['tokens_in']} tokens in, {stored['tokens_out']} out"
        )
    return "\n".join(lines)
