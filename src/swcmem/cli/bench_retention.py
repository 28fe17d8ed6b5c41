"""``swcmem bench retention``: the model-free retention benchmark."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from swcmem.bench.retention import RetentionConfig, item_rows
from swcmem.bench.retention_file import benchmark
from swcmem.bench.retention_report import METRICS
from swcmem.cli.app import bench_app, parse_list

console = Console(stderr=True)


@bench_app.command("retention")
def retention(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    conversations: str | None = typer.Option(None, help="Comma-separated ids (default: all)."),
    budget: int = typer.Option(4000, help="Token budget per context (o200k)."),
    strategies: str | None = typer.Option(
        None, help="Comma-separated strategy names (default: every registered strategy)."
    ),
    include_adversarial: bool = typer.Option(False, help="Also score category 5 questions."),
    json_out: Path | None = typer.Option(None, "--json", help="Write the full results here."),
    items_out: Path | None = typer.Option(None, "--items", help="Write per-question rows (JSONL)."),
) -> None:
    """How much answer-bearing content each strategy keeps within the budget, with no LLM.

    For every unique question and strategy: evidence-turn recall, line-level answer support and
    date-aware answer support (temporal questions), per category with 95% bootstrap CIs (per
    question and by conversation) and the per-conversation spread.
    """
    config = RetentionConfig(
        budget=budget,
        strategies=parse_list(strategies),
        categories=(1, 2, 3, 4, 5) if include_adversarial else (1, 2, 3, 4),
    )
    only = set(parse_list(conversations)) or None
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task("retention", total=None)
        done = benchmark(
            data, config, only, lambda n, total: bar.update(task, completed=n, total=total)
        )
    report = done.report.as_json()
    print_table(report)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(report, indent=2))
    if items_out:
        items_out.write_text("\n".join(json.dumps(row) for row in item_rows(done.run.items)) + "\n")


def _cell(est: dict[str, Any]) -> str:
    if not est["n"]:
        return "–"
    lo, hi = est["ci"]
    return f"{est['mean']:.2f} ({lo:.2f}–{hi:.2f})"


def print_table(report: dict[str, Any]) -> None:
    out = Console(width=max(Console().width, 180))
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
                name,
                _cell(s[metric]["all"]),
                *[_cell(s[metric].get(c, {"n": 0})) for c in cats],
                f"{ratio:.2f}" if ratio is not None else "–",
                f"{s['tokens']['mean']:.0f}/{s['tokens']['max']}",
            )
        out.print(table)
    ev = report["evidence"]
    out.print(
        f"evidence ids: {ev['evidence_ids']}, pointing at no turn: {ev['evidence_missing']}"
        f" ({ev['questions_without_evidence']} questions with no usable evidence);"
        f" {report['n_questions']} questions; {report['seconds']} s"
    )
