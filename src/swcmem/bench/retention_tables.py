"""Markdown for the retention benchmark, rendered from its report (typically read back from the
committed ``benchmarks/retention/results.json``), so the tables can never drift from the numbers.

- :func:`readme_block`: the compact table README.md shows between :data:`README_START` and
  :data:`README_END` (means with conversation-cluster CIs, the per-conversation range, the paired
  comparisons, one n);
- :func:`results_markdown`: ``benchmarks/retention/results.md`` (every metric and category with
  both CIs, labelled; per-conversation min/max; the comparisons; evidence bookkeeping);
- :func:`replace_readme_block` / :func:`readme_block_in`: write or read the README part.

Pure functions; thread-safe.
"""

from __future__ import annotations

from collections.abc import Sequence

from swcmem.bench.retention_report import (
    ABLATIONS,
    ALL,
    HEADLINE,
    METRICS,
    Comparison,
    RetentionReport,
    Spread,
    Stat,
    StrategySummary,
)
from swcmem.errors import InputError
from swcmem.tables import markdown_table

README_START = "<!-- retention-table:start -->"
README_END = "<!-- retention-table:end -->"
METRIC_TITLES = {
    "evidence_turn_recall": "evidence-turn recall",
    "answer_support": "answer support",
    "answer_support_dated": "answer support (dated)",
}


def _num(x: float | None, digits: int = 3) -> str:
    return "–" if x is None or x != x else f"{x:.{digits}f}"


def _ci(pair: tuple[float, float]) -> str:
    return f"{_num(pair[0], 2)}–{_num(pair[1], 2)}"


def _with_ci(stat: Stat | None, cluster: bool = True) -> str:
    if stat is None or not stat.n:
        return "–"
    return f"{_num(stat.mean)} ({_ci(stat.ci_cluster if cluster else stat.ci)})"


def _stat(s: StrategySummary, metric: str, key: str = "all") -> Stat | None:
    return s.metrics.get(metric, {}).get(key)


def _range(spread: Spread | None) -> str:
    if spread is None or spread.min is None or spread.max is None:
        return "–"
    return f"{_num(spread.min[1], 2)}–{_num(spread.max[1], 2)}"


def _value(c: Comparison) -> str:
    if c.spec.kind == "ratio":
        return "–" if c.value != c.value else f"{c.value:.2f}×"
    return f"{c.value:+.3f}"


def _interval(c: Comparison, pair: tuple[float, float]) -> str:
    if c.spec.kind == "ratio":
        return f"{_num(pair[0], 2)}–{_num(pair[1], 2)}"
    return f"{pair[0]:+.3f} – {pair[1]:+.3f}"


def _cats(categories: Sequence[int], all_cats: Sequence[int]) -> str:
    if list(categories) == list(all_cats):
        return "all"
    return ", ".join(str(c) for c in categories)


def n_line(report: RetentionReport) -> str:
    """One sentence with the n every table uses and how it was counted."""
    conversations = len(report.conversations)
    return (
        f"n = {report.n_questions:,} unique questions of categories "
        f"{', '.join(str(c) for c in report.categories)} in {conversations} conversations "
        f"({report.duplicates} repeated items — the same question text, case and spacing aside, "
        "in the same conversation — counted once); evidence-turn recall leaves out the "
        f"{report.evidence.questions_without_evidence} questions whose evidence names no turn."
    )


def comparisons_table(comparisons: Sequence[Comparison], categories: Sequence[int]) -> str:
    """Paired comparisons: value, per-question CI and conversation-cluster CI."""
    rows = [
        [
            f"{c.spec.a} vs {c.spec.b}",
            METRIC_TITLES.get(c.spec.metric, c.spec.metric),
            _cats(c.spec.categories, categories),
            _value(c),
            _interval(c, c.ci),
            _interval(c, c.ci_cluster),
            c.spec.why,
        ]
        for c in comparisons
    ]
    headers = [
        "comparison",
        "metric",
        "categories",
        "value",
        "95 % CI (questions)",
        "95 % CI (conversations)",
        "what it shows",
    ]
    return markdown_table(headers, rows, "lllrrrl")


def ablation_table(report: RetentionReport) -> str:
    """What each part adds: the full strategy minus its ablation, per metric over every
    category, with the conversation-cluster CI."""
    found = {(c.spec.a, c.spec.b, c.spec.metric, c.spec.categories): c for c in report.comparisons}
    rows = []
    for a, b, part in ABLATIONS:
        cells = []
        for m in METRICS:
            c = found.get((a, b, m, ALL))
            cells.append("–" if c is None else f"{_value(c)} ({_interval(c, c.ci_cluster)})")
        if any(x != "–" for x in cells):
            rows.append([part, f"{a} − {b}", *cells])
    headers = ["part", "difference", *[f"Δ {METRIC_TITLES[m]}" for m in METRICS]]
    return markdown_table(headers, rows, "llrrr")


def headline(report: RetentionReport) -> list[Comparison]:
    """The report's comparisons that the README shows (:data:`HEADLINE`), in that order."""
    wanted = {(s.a, s.b, s.metric, s.categories): i for i, s in enumerate(HEADLINE)}
    picked = [
        c
        for c in report.comparisons
        if (c.spec.a, c.spec.b, c.spec.metric, c.spec.categories) in wanted
    ]
    return sorted(
        picked, key=lambda c: wanted[(c.spec.a, c.spec.b, c.spec.metric, c.spec.categories)]
    )


def readme_block(report: RetentionReport) -> str:
    """The README's retention tables (see the module doc)."""
    rows = []
    for name, s in report.strategies.items():
        rows.append(
            [
                name,
                _with_ci(_stat(s, "evidence_turn_recall")),
                _with_ci(_stat(s, "answer_support")),
                _with_ci(_stat(s, "answer_support_dated")),
                _with_ci(_stat(s, "answer_support_dated", "2")),
                _range(s.per_conversation.get("answer_support")),
                f"{s.tokens_max:,}",
            ]
        )
    headers = [
        "strategy",
        "evidence-turn recall",
        "answer support",
        "answer support (dated)",
        "temporal, cat 2 (dated)",
        "answer support, per conversation",
        "tokens max",
    ]
    main = markdown_table(headers, rows, "lrrrrrr")
    return "\n\n".join(
        [
            f"Budget {report.budget:,} tokens; {n_line(report)} Means with 95 % CIs from a cluster "
            "bootstrap over conversations (2,000 resamples, seed 42); per-conversation column: "
            "the lowest and highest conversation mean.",
            main,
            "What each part adds (paired over the same questions; conversation-cluster CI):",
            ablation_table(report),
            "Paired comparisons:",
            comparisons_table(headline(report), report.categories),
        ]
    )


def _metric_table(report: RetentionReport, metric: str) -> str:
    cats = [str(c) for c in report.categories]
    headers = ["strategy", "all", *[f"cat {c}" for c in cats], "per conversation", "×full"]
    rows = []
    for name, s in report.strategies.items():
        all_stat = _stat(s, metric)
        rows.append(
            [
                name,
                _both(all_stat),
                *[_both(_stat(s, metric, c)) for c in cats],
                _spread(s.per_conversation.get(metric)),
                _num(s.ratio_to_full.get(metric), 2),
            ]
        )
    return markdown_table(headers, rows, "l" + "r" * (len(headers) - 1))


def _both(stat: Stat | None) -> str:
    if stat is None or not stat.n:
        return "–"
    return f"{_num(stat.mean)} q {_ci(stat.ci)} / c {_ci(stat.ci_cluster)} (n {stat.n})"


def _spread(spread: Spread | None) -> str:
    if spread is None or spread.min is None or spread.max is None:
        return "–"
    (lo_conv, lo), (hi_conv, hi) = spread.min, spread.max
    return f"{_num(lo, 2)} ({lo_conv}) – {_num(hi, 2)} ({hi_conv})"


def results_markdown(report: RetentionReport) -> str:
    """``benchmarks/retention/results.md`` (see the module doc)."""
    parts = [
        f"# Retention benchmark (budget {report.budget:,})",
        "Generated from `results.json` by `benchmarks/retention/table.py`; do not edit by hand.",
        n_line(report),
        "Cells: mean, then the 95 % percentile-bootstrap CI (2,000 resamples, seed 42) resampling "
        "questions as if independent (**q**) and resampling whole conversations with all their "
        "questions (**c**, the honest one: questions about one conversation are not independent), "
        "and n. *per conversation*: the lowest and highest conversation mean.",
    ]
    for metric in METRICS:
        parts.append(f"## {METRIC_TITLES[metric]}")
        parts.append(_metric_table(report, metric))
    parts.append("## Tokens")
    parts.append(
        markdown_table(
            ["strategy", "mean", "max"],
            [
                [n, f"{s.tokens_mean:,.0f}", f"{s.tokens_max:,}"]
                for n, s in report.strategies.items()
            ],
            "lrr",
        )
    )
    parts.append("## Paired comparisons")
    parts.append(comparisons_table(report.comparisons, report.categories))
    ev = report.evidence
    load = report.load or "unknown"
    parts.append(
        f"Evidence ids: {ev.evidence_ids:,}; pointing at no turn: {ev.evidence_missing}; "
        f"questions with no usable evidence: {ev.questions_without_evidence}. "
        f"Benchmark wall time: {report.seconds} s, CPU time {report.cpu_seconds} s (load average "
        f"at start: {load}; on a quiet machine the wall time is about the CPU time)."
    )
    return "\n\n".join(parts) + "\n"


def readme_block_in(readme: str) -> str:
    """The text between the README markers (stripped)."""
    try:
        start = readme.index(README_START) + len(README_START)
        end = readme.index(README_END, start)
    except ValueError:
        raise InputError(
            "README has no retention table markers",
            hint=f"put {README_START} and {README_END} around the retention table",
        ) from None
    return readme[start:end].strip()


def replace_readme_block(readme: str, report: RetentionReport) -> str:
    """``readme`` with the text between the markers replaced by :func:`readme_block`."""
    readme_block_in(readme)  # both markers present
    start = readme.index(README_START) + len(README_START)
    end = readme.index(README_END, start)
    return f"{readme[:start]}\n{readme_block(report)}\n{readme[end:]}"
