"""Temporal commands: `swcmem when`, `swcmem anchors`, `swcmem bench temporal`."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from swcmem.cli.app import (
    DB,
    app,
    bench_app,
    existing_store,
    json_results,
    json_target,
    read_store,
)
from swcmem.cli.output import echo_json, err, line, literal, out, progress, warn, write_json
from swcmem.errors import InputError

if TYPE_CHECKING:
    from swcmem.model import Anchor


def _backend_note() -> None:
    """Say so when Duckling is missing (no wheel for this platform): rules only."""
    from swcmem.temporal.extract import BACKEND

    if "not installed" in BACKEND:
        err.print(literal(f"temporal extractor: {BACKEND}", "dim"))


def _day(text: str | None, option: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise InputError(
            f"{option} expects a date like 2023-05-20 (got '{text}')", hint="use YYYY-MM-DD"
        ) from exc


JSON_TEMPORAL, OUT_TEMPORAL = json_results(("bench", "temporal"))


@app.command()
def when(
    question: str = typer.Argument(..., help='The question, e.g. "When did Tom run a race?"'),
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    k: int = typer.Option(3, "-k", help="How many ranked answers to show."),
    json_out: bool = typer.Option(
        False, "--json", help="Print a JSON list, best first ([] when no answer is likely)."
    ),
    db: str | None = DB,
) -> None:
    """Answer "when did X happen?" from the temporal index, with the evidence turn; says "no
    dated answer" (and shows the best evidence) when none is likely enough."""
    from swcmem.temporal.index import TemporalIndex
    from swcmem.temporal.reindex import stale_notice
    from swcmem.text import require_question

    question = require_question(question, 'e.g. swcmem when -c ID "When did ...?"')
    with existing_store(db) as store:  # writable: the first question stores MiniLM vectors
        result = TemporalIndex(store).ask(conversation, question, k=k)
        stale = stale_notice(store)
    if stale:
        warn(stale)
    if json_out:
        echo_json([a.to_dict() for a in result.answers])
        return
    _backend_note()
    if result.abstained:
        out.print(literal(f"no dated answer ({result.reason})"))
        if result.evidence:
            out.print("best evidence:")
    for rank, a in enumerate(result.answers or result.evidence, start=1):
        out.print(
            line(literal(f"{rank}. {a.text}", "bold"), literal(f"  score {a.score:.2f}", "dim"))
        )
        for piece in a.evidence or (a,):
            said = f", said {piece.said_on.isoformat()}" if piece.said_on else ""
            surface = f' "{piece.surface}"' if piece.surface else " (date of the turn)"
            out.print(literal(f"   {piece.turn_id}{surface}{said}: {piece.quote}"))


def _anchor_row(a: Anchor) -> dict[str, object]:
    from swcmem.temporal.render import describe, render_line
    from swcmem.temporal.timex import timex_value

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
        "value": timex_value(a.start, a.end, a.grain, a.duration_days, surface=a.surface),
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
        help="Also list the implicit anchors (the date a turn was said on) of turns that hold "
        "no date expression (not with --from/--to: those select by resolved date).",
    ),
    json_out: bool = typer.Option(False, "--json", help="Print JSON."),
    db: str | None = DB,
) -> None:
    """List the temporal anchors of a conversation (optionally within a date range)."""
    from rich.table import Table

    from swcmem.temporal.index import TemporalIndex
    from swcmem.temporal.render import describe

    start, end = _day(date_from, "--from"), _day(date_to, "--to")
    if include_implicit and (start or end):
        raise InputError(
            "--all cannot be combined with --from/--to (implicit anchors have no "
            "resolved date to filter on)"
        )
    with read_store(db) as store:
        index = TemporalIndex(store)
        if start or end:
            found = index.between(conversation, start or date.min, end or date.max)
        else:
            found = [a for a in index.anchors(conversation) if include_implicit or not a.implicit]
    if json_out:
        echo_json([_anchor_row(a) for a in found])
        return
    _backend_note()
    table = Table("turn", "expression", "resolved", "grain", "said", "event")
    for a in found:
        table.add_row(
            literal(a.turn_id),
            literal(a.surface or "(mentioned)"),
            literal(describe(a)),
            a.grain,
            a.reference_at.date().isoformat() if a.reference_at else "?",
            literal(a.event_text[:80]),
        )
    out.print(table)
    out.print(f"{len(found)} anchors")


@bench_app.command("temporal")
def bench_temporal(
    data: Path = typer.Option(..., "--data", help="LoCoMo JSON (locomo10.json layout)."),
    conversations: str | None = typer.Option(
        None, "--conversations", help="Comma-separated conversation ids (default: all)."
    ),
    json_arg: str | None = JSON_TEMPORAL,
    out_path: Path | None = OUT_TEMPORAL,
    k: int = typer.Option(3, "-k", min=1, help="Answers considered for top-k accuracy."),
) -> None:
    """Temporal benchmark: oracle extraction recall, when() top-1/top-k, speed, latency."""
    from rich.table import Table

    from swcmem.bench.temporal import run, unparsed_gold
    from swcmem.ingest.files import load_dataset
    from swcmem.model import Dataset

    to_stdout, json_path = json_target(json_arg, out_path)
    dataset = load_dataset(data)
    convs = dataset.conversations
    if conversations:
        wanted = {c.strip() for c in conversations.split(",") if c.strip()}
        unknown = wanted - {c.id for c in convs}
        if unknown:
            raise InputError(f"unknown conversation ids: {', '.join(sorted(unknown))}")
        convs = tuple(c for c in convs if c.id in wanted)
    total = sum(1 for c in convs for q in dataset.questions(c.id) if q.category == 2)
    if not total:
        raise InputError(
            f"{data} has no temporal (category 2) QA items to score",
            hint="the temporal benchmark needs LoCoMo-style 'qa' lists with gold dates",
        )
    with progress() as bar:
        task = bar.add_task("temporal questions", total=total)
        result = run(Dataset(convs, dataset.qa), k=k, progress=lambda n: bar.advance(task, n))
    if json_path:
        write_json(json_path, result)
    if to_stdout:
        echo_json(result)
    table = Table("metric", "value")
    for key in (
        "checkable",
        "oracle_extraction_recall",
        "oracle_extraction_recall_explicit_only",
        "oracle_extraction_recall_duckling_raw",
        "oracle_misses_gold_in_adjacent_turn",
        "when_top1",
        "when_top3",
        "turns_per_second",
        "query_ms_p50",
        "query_ms_p95",
    ):
        table.add_row(key, str(result[key]))
    table.add_row("not_checkable", literal(json.dumps(result["not_checkable"])))
    human = err if to_stdout else out
    human.print(table)
    for qid, answer in unparsed_gold(Dataset(convs, dataset.qa)):  # never written to the JSON
        human.print(line(f"gold answer the matcher cannot read ({qid}): ", literal(answer)))
    if json_path:
        human.print(line("wrote ", literal(json_path)))
