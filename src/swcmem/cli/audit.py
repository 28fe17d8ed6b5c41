"""Preservation audit commands: ``swcmem audit`` and ``swcmem bench preservation``."""

from __future__ import annotations

import tempfile
import time
from itertools import groupby
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from swcmem.cli.app import DB, app, bench_app, json_results, json_target, parse_list, read_store
from swcmem.cli.output import (
    charts_available,
    echo_json,
    err,
    line,
    literal,
    out,
    progress,
    write_json,
    write_text,
)
from swcmem.errors import InputError, NotFoundError

if TYPE_CHECKING:
    from rich.table import Table

    from swcmem.audit.rates import TypeRate
    from swcmem.audit.stored import GistAudit
    from swcmem.model import Conversation
    from swcmem.store.db import Store

DEFAULT_STRATEGIES = ("swc-full", "swc-temporal", "swc-anchored")  # = bench.preservation's

EXTRACTOR_HELP = "Entity/event extractor: heuristic (fast), spacy, or auto (spacy if installed)."
KIND_HEADERS = {"temporal": "dates", "entity": "entities", "number": "numbers", "event": "events"}
LEGEND = "cells: mentions found, then % kept verbatim/normalised"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}"


def _cell(rate: TypeRate) -> str:
    if not rate.found:
        return "–"
    return f"{rate.found} {_pct(rate.verbatim_rate)}/{_pct(rate.normalised_rate)}"


def _action(row: GistAudit) -> str:
    r = row.result
    if r is None:
        return "not audited"
    if r.action == "none":
        return "none"
    before = _pct(r.draft_rates.temporal.normalised_rate)
    return f"{r.action} ×{r.attempts}, dates {before}→{_pct(r.temporal_rate)}%"


def _kind(row: GistAudit) -> tuple[str, str]:
    return row.gist.strategy, row.gist.gister


def _tables(rows: list[GistAudit]) -> list[Table]:
    """One table per strategy and gister, narrow enough for 80 columns."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from swcmem.audit.mentions import KINDS

    tables = []
    by_kind = sorted(rows, key=_kind)
    for (strategy, gister), group in groupby(by_kind, key=_kind):
        title = Text.assemble(literal(strategy, "bold"), " · ", literal(gister))
        table = Table(title=title, box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left")
        table.add_column("chunk")
        table.add_column("tok", justify="right")
        for kind in KINDS:
            table.add_column(KIND_HEADERS.get(kind, kind), justify="right")
        table.add_column("audit")
        for row in group:
            g = row.gist
            cells = [_cell(row.rates.of(k)) for k in KINDS]
            table.add_row(literal(g.chunk_id), str(g.tokens), *cells, _action(row))
        tables.append(table)
    return tables


def _summary(rows: list[GistAudit]) -> str:
    from swcmem.audit.mentions import KINDS
    from swcmem.audit.rates import Preservation
    from swcmem.audit.stored import count_audits, summed

    all_rates: Preservation = summed(rows)
    counts = count_audits([r.result for r in rows])
    parts = [f"{KIND_HEADERS.get(k, k)} {_cell(all_rates.of(k))}" for k in KINDS]
    return (
        f"{counts.gists} gists ({counts.audited} audited): retried {counts.retried}, "
        f"dates appended {counts.appended}, below threshold after audit "
        f"{counts.below_threshold_after}.\nall gists — " + "; ".join(parts)
    )


JSON_PRESERVATION, OUT_PRESERVATION = json_results(("bench", "preservation"))


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
    db: str | None = DB,
) -> None:
    """Show the preservation audit of every stored gist of a conversation: per type the
    mentions found and the share kept verbatim / normalised, and what the audit did (retry,
    appended dates). Gists made with the audit off are measured now (no action)."""
    from swcmem.audit.stored import stored_audits

    with read_store(db) as store:
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
        echo_json([r.as_dict() for r in rows])
        return
    for table in _tables(rows):
        out.print(table)
    out.print(f"{LEGEND}.\n" + _summary(rows))
    if show_dates:
        for row in rows:
            if row.result is not None and row.result.appended:
                out.print(
                    line(literal(row.gist.chunk_id, "bold"), " ", literal(row.result.appended))
                )


def _write_outputs(
    report: dict[str, Any], json_path: Path | None, md: Path | None, png: Path | None
) -> list[Path]:
    from swcmem.bench.preservation import bar_chart, markdown

    written = []
    if json_path is not None:
        written.append(write_json(json_path, report))
    if md is not None:
        written.append(write_text(md, markdown(report)))
    if png is not None:
        png.parent.mkdir(parents=True, exist_ok=True)
        bar_chart(report, png)
        written.append(png)
    return written


def _load(store: Store, data: Path, only: tuple[str, ...]) -> list[Conversation]:
    from swcmem.store.conversations import load_conversation
    from swcmem.temporal.ingest import ingest_path

    results = ingest_path(store, data, only=set(only) or None)
    missing = set(only) - {r.conversation_id for r in results}
    if missing:
        raise InputError(f"unknown conversation id(s) in {data}: {', '.join(sorted(missing))}")
    return [load_conversation(store, r.conversation_id) for r in results]


@bench_app.command("preservation")
def bench_preservation(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON (e.g. locomo10.json)."),
    json_arg: str | None = JSON_PRESERVATION,
    out_path: Path | None = OUT_PRESERVATION,
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
    budget: int = typer.Option(4000, "--budget", min=1, help="Token budget of the consolidation."),
    policy: str = typer.Option("staged", "--policy", help="Budget policy: staged or paper."),
    markdown_path: Path | None = typer.Option(
        None, "--markdown", help="Markdown report (default: the results file with .md)."
    ),
    chart: Path | None = typer.Option(
        None, "--chart", help="PNG bar chart (default: the results file with .png)."
    ),
    no_chart: bool = typer.Option(False, "--no-chart", help="Skip the PNG bar chart."),
    llm: str | None = typer.Option(
        None, "--llm", help="LLM spec for --gister llm (default: $SWCMEM_LLM, config file)."
    ),
) -> None:
    """Preservation analysis: consolidate every conversation with each strategy (audit off,
    then on, in a scratch store) and report per type the mentions found, the verbatim and
    normalised preservation rates, the ratios between strategies, per-conversation rows and
    the audit counts (retries, appended dates) — JSON + Markdown table + PNG bar chart
    (the chart needs matplotlib: without it, a warning and the rest)."""
    from rich.markdown import Markdown

    from swcmem.audit.nlp import get_analyzer
    from swcmem.bench.preservation import PreservationConfig, markdown, run, summarize
    from swcmem.cli.llm import open_cli_llm
    from swcmem.store.db import Store

    to_stdout, json_path = json_target(json_arg, out_path)
    md = markdown_path or (json_path.with_suffix(".md") if json_path else None)
    png = None if no_chart else chart or (json_path.with_suffix(".png") if json_path else None)
    if png is not None and not charts_available("the PNG bar chart"):
        png = None
    config = PreservationConfig(
        strategies=parse_list(strategies),
        gister=gister,
        extractor=extractor,
        budget=budget,
        policy=policy,
    )
    analyzer_name = get_analyzer(extractor).name
    started = time.perf_counter()
    client = open_cli_llm(llm) if gister == "llm" else None
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "bench.db") as store:
        convs = _load(store, data, parse_list(conversations))
        steps = len(convs) * len(config.strategies) * 2
        with progress() as bar:
            task = bar.add_task("preservation", total=steps)
            rows = run(store, convs, config, client, lambda _: bar.advance(task))
    report = summarize(rows, config, analyzer_name)
    report["seconds"] = round(time.perf_counter() - started, 2)
    written = _write_outputs(report, json_path, md, png)
    if to_stdout:
        echo_json(report)
    human = err if to_stdout else out
    summary = markdown(report).split("## Per conversation")[0]
    human.print(Markdown(summary))
    if written:
        human.print(line("wrote ", literal(", ".join(str(p) for p in written))))
