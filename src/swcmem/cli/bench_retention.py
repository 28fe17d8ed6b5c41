"""``swcmem bench retention``: the model-free retention benchmark (a thin layer over
:func:`swcmem.bench.retention_file.benchmark`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from swcmem.cli.app import bench_app, check_budget, json_results, json_target, parse_list
from swcmem.cli.output import echo_json, err, literal, out, progress, write_json, write_text

JSON_RETENTION, OUT_RETENTION = json_results(("bench", "retention"))


@bench_app.command("retention")
def retention(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    conversations: str | None = typer.Option(None, help="Comma-separated ids (default: all)."),
    budget: int = typer.Option(4000, help="Token budget per context (o200k)."),
    strategies: str | None = typer.Option(
        None, help="Comma-separated strategy names (default: every registered strategy)."
    ),
    include_adversarial: bool = typer.Option(False, help="Also score category 5 questions."),
    json_arg: str | None = JSON_RETENTION,
    out_path: Path | None = OUT_RETENTION,
    items_out: Path | None = typer.Option(None, "--items", help="Write per-question rows (JSONL)."),
) -> None:
    """How much answer-bearing content each strategy keeps within the budget, with no LLM.

    For every unique question and strategy: evidence-turn recall, line-level answer support and
    date-aware answer support (temporal questions), per category with 95% bootstrap CIs (per
    question and by conversation) and the per-conversation spread.
    """
    from swcmem.bench.retention import RetentionConfig, item_rows
    from swcmem.bench.retention_file import benchmark

    to_stdout, json_path = json_target(json_arg, out_path)
    config = RetentionConfig(
        budget=check_budget(budget),
        strategies=parse_list(strategies),
        categories=(1, 2, 3, 4, 5) if include_adversarial else (1, 2, 3, 4),
    )
    only = set(parse_list(conversations)) or None
    with progress() as bar:
        task = bar.add_task("retention", total=None)
        done = benchmark(
            data, config, only, lambda n, total: bar.update(task, completed=n, total=total)
        )
    report = done.report.as_json()
    if to_stdout:
        echo_json(report)
    print_table(report, err if to_stdout else out)
    if json_path:
        write_json(json_path, report)
    if items_out:
        rows = item_rows(done.run.items)
        write_text(items_out, "\n".join(json.dumps(row) for row in rows) + "\n")


def _cell(est: dict[str, Any]) -> str:
    if not est["n"]:
        return "–"
    lo, hi = est["ci"]
    return f"{est['mean']:.2f} ({lo:.2f}–{hi:.2f})"


def print_table(report: dict[str, Any], console: Console = out) -> None:
    """One table per metric (wide: a terminal narrower than 180 columns wraps it)."""
    from rich.table import Table

    from swcmem.bench.retention_report import METRICS

    wide = Console(width=max(console.width, 180), file=console.file, highlight=False)
    cats = [str(c) for c in report["categories"]]
    for metric in METRICS:
        table = Table(title=f"{metric} (budget {report['budget']}, 95% bootstrap CI per question)")
        table.add_column("strategy")
        table.add_column("all")
        for c in cats:
            table.add_column(f"cat {c}")
        table.add_column("×full")
        table.add_column("tokens mean/max")
        for name, s in report["strategies"].items():
            ratio = s.get("ratio_to_full", {}).get(metric)
            table.add_row(
                literal(name),
                _cell(s[metric]["all"]),
                *[_cell(s[metric].get(c, {"n": 0})) for c in cats],
                f"{ratio:.2f}" if ratio is not None else "–",
                f"{s['tokens']['mean']:.0f}/{s['tokens']['max']}",
            )
        wide.print(table)
    ev = report["evidence"]
    wide.print(
        f"evidence ids: {ev['evidence_ids']}, pointing at no turn: {ev['evidence_missing']}"
        f" ({ev['questions_without_evidence']} questions with no usable evidence);"
        f" {report['n_questions']} questions; {report['seconds']} s"
    )
