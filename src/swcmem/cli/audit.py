"""Preservation audit commands: ``swcmem audit`` and ``swcmem bench preservation``."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.progress import Progress
from rich.table import Table

from swcmem.audit.mentions import KINDS
from swcmem.audit.nlp import get_analyzer
from swcmem.audit.rates import Preservation, TypeRate
from swcmem.audit.stored import GistAudit, count_audits, stored_audits, summed
from swcmem.bench.preservation import DEFAULT_STRATEGIES
from swcmem.cli.app import app, bench_app, state
from swcmem.cli.llm import open_cli_llm
from swcmem.errors import InputError, NotFoundError
from swcmem.model import Conversation
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.temporal.ingest import ingest_path

console = Console()

EXTRACTOR_HELP = "Entity/event extractor: heuristic (fast, default), spacy, or auto."


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}%"


def _cell(rate: TypeRate) -> str:
    if not rate.found:
        return "–"
    return f"{rate.found}: {_pct(rate.verbatim_rate)} / {_pct(rate.normalised_rate)}"


def _table(rows: list[GistAudit]) -> Table:
    table = Table(title="Preservation per gist (mentions: verbatim / normalised)")
    for column in ("chunk", "strategy", "gister", "tokens", *KINDS, "action", "tries"):
        table.add_column(column, justify="right" if column == "tokens" else "left")
    for row in rows:
        g, r = row.gist, row.result
        action: str = "not audited" if r is None else r.action
        if r is not None and r.action != "none":
            before = _pct(r.draft_rates.temporal.normalised_rate)
            action += f" (dates {before} → {_pct(r.temporal_rate)})"
        tries = "" if r is None else str(r.attempts)
        cells = [_cell(row.rates.of(k)) for k in KINDS]
        table.add_row(g.chunk_id, g.strategy, g.gister, str(g.tokens), *cells, action, tries)
    return table


def _summary(rows: list[GistAudit]) -> str:
    all_rates: Preservation = summed(rows)
    counts = count_audits([r.result for r in rows])
    parts = [f"{k} {_cell(all_rates.of(k))}" for k in KINDS]
    return (
        f"{counts.gists} gists ({counts.audited} audited): retried {counts.retried}, "
        f"dates appended {counts.appended}, below threshold after audit "
        f"{counts.below_threshold_after}.\nall gists — " + "; ".join(parts)
    )


@app.command("audit")
def audit_command(
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    strategy: str | None = typer.Option(
        None, "--strategy", "-s", help="Only gists of this strategy (e.g. swc-anchored)."
    ),
    gister: str | None = typer.Option(None, "--gister", help="Only gists of this gister."),
    extractor: str = typer.Option(
        "heuristic", "--extractor", help=EXTRACTOR_HELP + " Used for unaudited gists."
    ),
    show_dates: bool = typer.Option(
        False, "--show-dates", help="Also print every appended 'Dates:' line."
    ),
    json_out: bool = typer.Option(False, "--json", help="Print JSON (one object per gist)."),
) -> None:
    """Show the preservation audit of every stored gist of a conversation: per type the
    mentions found and the share kept verbatim / normalised, and what the audit did (retry,
    appended dates). Gists made with the audit off are measured now (no action)."""
    with state.store() as store:
        rows = stored_audits(
            store, conversation, strategy=strategy, gister=gister, extractor=extractor
        )
    if not rows:
        raise NotFoundError(
            f"no gists stored for conversation '{conversation}'"
            + (f" with strategy '{strategy}'" if strategy else ""),
            hint=f"run: swcmem consolidate --conversation {conversation} --audit",
        )
    if json_out:
        typer.echo(json.dumps([r.as_dict() for r in rows], indent=2))
        return
    console.print(_table(rows))
    console.print(_summary(rows))
    if show_dates:
        for row in rows:
            if row.result is not None and row.result.appended:
                console.print(f"[bold]{row.gist.chunk_id}[/bold] {row.result.appended}")


def _parse(value: str | None) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",") if v.strip()) if value else ()


def _write_outputs(report: dict[str, Any], json_path: Path, md: Path, png: Path | None) -> None:
    from swcmem.bench.preservation import bar_chart, markdown

    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(report, indent=2) + "\n")
    md.parent.mkdir(parents=True, exist_ok=True)
    md.write_text(markdown(report))
    if png is not None:
        bar_chart(report, png)


def _load(store: Store, data: Path, only: tuple[str, ...]) -> list[Conversation]:
    results = ingest_path(store, data, only=set(only) or None)
    missing = set(only) - {r.conversation_id for r in results}
    if missing:
        raise InputError(f"unknown conversation id(s) in {data}: {', '.join(sorted(missing))}")
    return [load_conversation(store, r.conversation_id) for r in results]


@bench_app.command("preservation")
def bench_preservation(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON (e.g. locomo10.json)."),
    json_path: Path = typer.Option(..., "--json", help="Where to write the JSON results."),
    gister: str = typer.Option("extractive", "--gister", help="extractive (offline) or llm."),
    strategies: str = typer.Option(
        ",".join(DEFAULT_STRATEGIES),
        "--strategies",
        help="Comma-separated SWC strategies (the first is the generic baseline of the ratios).",
    ),
    conversations: str | None = typer.Option(
        None, "--conversations", help="Comma-separated conversation ids (default: all)."
    ),
    extractor: str = typer.Option("auto", "--extractor", help=EXTRACTOR_HELP),
    budget: int = typer.Option(4000, "--budget", help="Token budget of the consolidation."),
    policy: str = typer.Option("staged", "--policy", help="Budget policy: staged or paper."),
    markdown_path: Path | None = typer.Option(
        None, "--markdown", help="Markdown report (default: the JSON path with .md)."
    ),
    chart: Path | None = typer.Option(
        None, "--chart", help="PNG bar chart (default: the JSON path with .png)."
    ),
    no_chart: bool = typer.Option(False, "--no-chart", help="Skip the PNG (no matplotlib)."),
    llm: str | None = typer.Option(
        None, "--llm", help="LLM spec for --gister llm (default: $SWCMEM_LLM, config file)."
    ),
) -> None:
    """Preservation analysis: consolidate every conversation with each strategy (audit off,
    then on, in a scratch store) and report per type the mentions found, the verbatim and
    normalised preservation rates, the ratios between strategies, per-conversation rows and
    the audit counts (retries, appended dates) — JSON + Markdown table + PNG bar chart."""
    from swcmem.bench.preservation import (
        PreservationConfig,
        markdown,
        run,
        summarize,
    )

    config = PreservationConfig(
        strategies=_parse(strategies),
        gister=gister,
        extractor=extractor,
        budget=budget,
        policy=policy,
    )
    analyzer_name = get_analyzer(extractor).name
    started = time.perf_counter()
    client = open_cli_llm(llm) if gister == "llm" else None
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "bench.db") as store:
        convs = _load(store, data, _parse(conversations))
        steps = len(convs) * len(config.strategies) * 2
        with Progress(console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("preservation", total=steps)
            rows = run(store, convs, config, client, lambda _: bar.advance(task))
    report = summarize(rows, config, analyzer_name)
    report["seconds"] = round(time.perf_counter() - started, 2)
    md = markdown_path or json_path.with_suffix(".md")
    png = chart or json_path.with_suffix(".png")
    _write_outputs(report, json_path, md, None if no_chart else png)
    summary = markdown(report).split("## Per conversation")[0]
    Console(width=max(console.width, 160)).print(Markdown(summary))
    console.print(f"wrote {json_path}, {md}" + ("" if no_chart else f", {png}"))
