"""Temporal commands: `swcmem when`, `swcmem anchors`, `swcmem bench temporal`."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from swcmem.cli.app import app, bench_app, state
from swcmem.errors import InputError
from swcmem.model import Anchor
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.render import describe, render_line

console = Console()


def _backend_note() -> None:
    """Say so when Duckling is missing (no wheel for this platform): rules only."""
    from swcmem.temporal.extract import BACKEND

    if "not installed" in BACKEND:
        console.print(f"[dim]temporal extractor: {BACKEND}[/dim]")


def _day(text: str | None, option: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise InputError(
            f"{option} expects a date like 2023-05-20 (got '{text}')", hint="use YYYY-MM-DD"
        ) from exc


@app.command()
def when(
    question: str = typer.Argument(..., help='The question, e.g. "When did Melanie run a race?"'),
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    k: int = typer.Option(3, "-k", help="How many ranked answers to show."),
    json_out: bool = typer.Option(False, "--json", help="Print a JSON list, best first."),
) -> None:
    """Answer "when did X happen?" from the temporal index, with the evidence turn."""
    with state.store() as store:
        answers = TemporalIndex(store).when(conversation, question, k=k)
    if json_out:
        typer.echo(json.dumps([a.to_dict() for a in answers], indent=2))
        return
    _backend_note()
    if not answers:
        console.print("no dated answer found (no turn shares words with the question)")
        return
    for rank, a in enumerate(answers, start=1):
        console.print(f"[bold]{rank}. {a.text}[/bold]  [dim]score {a.score:.2f}[/dim]")
        said = f", said {a.said_on.isoformat()}" if a.said_on else ""
        surface = f' "{a.surface}"' if a.surface else " (date of the turn)"
        console.print(f"   {a.turn_id}{surface}{said}: {a.quote}", highlight=False)


def _anchor_row(a: Anchor) -> dict[str, object]:
    return {
        "turn_id": a.turn_id,
        "surface": a.surface,
        "start": a.start.isoformat() if a.start else None,
        "end": a.end.isoformat() if a.end else None,
        "grain": a.grain,
        "said_at": a.reference_at.isoformat() if a.reference_at else None,
        "speaker": a.speaker,
        "event_text": a.event_text,
        "confidence": a.confidence,
        "implicit": a.implicit,
        "duration_days": a.duration_days,
        "text": describe(a),
        "line": render_line(a),
    }


@app.command()
def anchors(
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    date_from: str | None = typer.Option(
        None, "--from", help="Only anchors overlapping from this date (YYYY-MM-DD)."
    ),
    date_to: str | None = typer.Option(
        None, "--to", help="Only anchors overlapping up to this date (YYYY-MM-DD)."
    ),
    include_implicit: bool = typer.Option(
        False,
        "--all",
        help="Also list the implicit 'mentioned on <session date>' anchors of turns that hold no "
        "date expression (not with --from/--to: those select by resolved date).",
    ),
    json_out: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """List the temporal anchors of a conversation (optionally within a date range)."""
    start, end = _day(date_from, "--from"), _day(date_to, "--to")
    if include_implicit and (start or end):
        raise InputError(
            "--all cannot be combined with --from/--to (implicit anchors have no "
            "resolved date to filter on)"
        )
    with state.store() as store:
        index = TemporalIndex(store)
        if start or end:
            found = index.between(conversation, start or date.min, end or date.max)
        else:
            found = [a for a in index.anchors(conversation) if include_implicit or not a.implicit]
    if json_out:
        typer.echo(json.dumps([_anchor_row(a) for a in found], indent=2))
        return
    _backend_note()
    table = Table("turn", "expression", "resolved", "grain", "said", "event")
    for a in found:
        table.add_row(
            a.turn_id,
            a.surface or "(mentioned)",
            describe(a),
            a.grain,
            a.reference_at.date().isoformat() if a.reference_at else "?",
            a.event_text[:80],
        )
    console.print(table)
    console.print(f"{len(found)} anchors")


@bench_app.command("temporal")
def bench_temporal(
    data: Path = typer.Option(..., "--data", help="LoCoMo JSON (locomo10.json layout)."),
    conversations: str | None = typer.Option(
        None, "--conversations", help="Comma-separated conversation ids (default: all)."
    ),
    json_path: Path | None = typer.Option(None, "--json", help="Write the results here."),
    k: int = typer.Option(3, "-k", help="Answers considered for top-k accuracy."),
) -> None:
    """Temporal benchmark: oracle extraction recall, when() top-1/top-k, speed, latency."""
    from swcmem.bench.temporal import run
    from swcmem.ingest.files import load_dataset
    from swcmem.model import Dataset

    dataset = load_dataset(data)
    convs = dataset.conversations
    if conversations:
        wanted = {c.strip() for c in conversations.split(",") if c.strip()}
        unknown = wanted - {c.id for c in convs}
        if unknown:
            raise InputError(f"unknown conversation ids: {', '.join(sorted(unknown))}")
        convs = tuple(c for c in convs if c.id in wanted)
    total = sum(1 for c in convs for q in dataset.questions(c.id) if q.category == 2)
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task("temporal questions", total=total)
        result = run(Dataset(convs, dataset.qa), k=k, progress=lambda n: bar.advance(task, n))
    if json_path:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(json.dumps(result, indent=2) + "\n")
    table = Table("metric", "value")
    for key in (
        "checkable",
        "oracle_extraction_recall",
        "oracle_extraction_recall_explicit_only",
        "oracle_extraction_recall_duckling_raw",
        "when_top1",
        "when_top3",
        "turns_per_second",
        "query_ms_p50",
        "query_ms_p95",
    ):
        table.add_row(key, str(result[key]))
    table.add_row("not_checkable", json.dumps(result["not_checkable"]))
    console.print(table)
    if json_path:
        console.print(f"wrote {json_path}")
