"""PNG plots of an evaluation: per-category bars with CI whiskers and a paired-delta forest
plot. Needs matplotlib (extra ``plots``); drawn headless (Agg)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from swcmem.errors import MissingExtraError
from swcmem.eval.report import CATEGORY_LABELS
from swcmem.eval.results import METRIC_NAMES
from swcmem.eval.schema import EvalResults


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MissingExtraError("matplotlib", "plots", "drawing the evaluation plots") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def draw_all(results: EvalResults, out_dir: Path) -> list[Path]:
    """Every plot for ``results``; returns the files written."""
    written = []
    for metric in results.summary.metrics:
        written.append(category_bars(results, metric, out_dir / f"categories_{metric}.png"))
    headline = results.summary.headline_metric
    if headline is not None and len(results.summary.conditions) > 1:
        written.append(forest(results, headline, out_dir / f"paired_{headline}.png"))
    return written


def _finite(x: float | None) -> bool:
    return x is not None and not math.isnan(x)


def category_bars(results: EvalResults, metric: str, path: Path) -> Path:
    """Grouped bars: one group per category (all, 1–5), one bar per condition, 95% CIs."""
    plt = _pyplot()
    conditions = list(results.summary.conditions)
    cats = ["all", *CATEGORY_LABELS]
    width = 0.8 / max(1, len(conditions))
    fig, ax = plt.subplots(figsize=(max(7.0, 1.4 * len(cats) * len(conditions) / 3), 4.2))
    for i, cond in enumerate(conditions):
        block = results.summary.conditions[cond]
        means, lows, highs = [], [], []
        for c in cats:
            est = block.estimate(metric, c)
            ok = est.n > 0 and _finite(est.mean)
            mean = est.mean if ok else 0.0
            means.append(mean)
            lows.append(mean - est.ci[0] if ok else 0.0)
            highs.append(est.ci[1] - mean if ok else 0.0)
        xs = [j + (i - (len(conditions) - 1) / 2) * width for j in range(len(cats))]
        ax.bar(xs, means, width, yerr=[lows, highs], capsize=2, label=cond)
    ax.set_xticks(range(len(cats)))
    ax.set_xticklabels(["all (1–4)", *[f"{c} {CATEGORY_LABELS[c]}" for c in CATEGORY_LABELS]])
    ax.set_ylabel(METRIC_NAMES[metric])
    ax.set_ylim(0, 1.05)
    ax.set_title(f"{METRIC_NAMES[metric]} by category (95% bootstrap CI)")
    ax.legend(fontsize=8, ncol=min(4, len(conditions)))
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def forest(results: EvalResults, metric: str, path: Path) -> Path:
    """Paired deltas (a − b) with 95% CIs, for categories 1–4 pooled and category 2."""
    plt = _pyplot()
    rows = [
        p
        for p in results.summary.paired
        if p.metric == metric and p.category in ("all", "2") and p.delta.n
    ]
    fig, ax = plt.subplots(figsize=(7.5, 0.32 * len(rows) + 1.2))
    for y, p in enumerate(reversed(rows)):
        d = p.delta
        color = "tab:blue" if p.category == "all" else "tab:orange"
        ax.errorbar(
            d.mean,
            y,
            xerr=[[d.mean - d.ci[0]], [d.ci[1] - d.mean]],
            fmt="o",
            color=color,
            capsize=2,
        )
    labels = [f"{p.a} − {p.b} ({p.category})" for p in reversed(rows)]
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(labels, fontsize=7)
    ax.axvline(0, color="grey", linewidth=0.8)
    ax.set_xlabel(f"Δ {METRIC_NAMES[metric]} (blue: categories 1–4, orange: temporal)")
    ax.set_title("Paired deltas with 95% bootstrap CIs")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
