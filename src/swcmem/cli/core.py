"""Core commands: ingest, stats, context."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from swcmem.cli.app import app, state
from swcmem.context import StrategyEnv, available_strategies, build_context
from swcmem.ingest.validate import max_bytes, session_gap
from swcmem.store.conversations import list_conversations, load_conversation
from swcmem.temporal.ingest import ingest_path
from swcmem.tokens import count_tokens

console = Console()


@app.command()
def ingest(
    path: Path = typer.Argument(..., help="LoCoMo locomo10.json, or a JSON/JSONL chat log."),
    allow_undated: bool = typer.Option(
        False, help="Accept turns without timestamps (their dates stay unresolved)."
    ),
    session_gap_hours: float = typer.Option(
        4.0, help="Chat logs without session ids: start a new session after this gap."
    ),
    conversation_id: str | None = typer.Option(
        None, "--id", help="Conversation id for a chat log (default: the file name)."
    ),
    replace_qa: bool = typer.Option(
        False, help="Replace stored QA items that differ from the file's (else refused)."
    ),
    max_size: float = typer.Option(200, help="Refuse input files larger than this many MB."),
) -> None:
    """Store conversations losslessly and build their temporal index. Idempotent."""
    gap = session_gap(session_gap_hours)
    with state.store() as store:
        results = ingest_path(
            store,
            path,
            allow_undated=allow_undated,
            session_gap=gap,
            conversation_id=conversation_id,
            max_bytes=max_bytes(max_size),
            replace_qa=replace_qa,
        )
    for r in results:
        console.print(
            f"{r.conversation_id}: {r.status} — {r.sessions} sessions, {r.turns} turns"
            f" ({r.turns_added} added){'' if r.qa in ('none', 'kept') else f'; QA {r.qa}'}",
            markup=False,
        )
    console.print(f"store: {state.db or 'default'}")


@app.command()
def stats(json_out: bool = typer.Option(False, "--json", help="Print JSON.")) -> None:
    """List stored conversations with sessions, turns, QA items and tokens (o200k)."""
    with state.store() as store:
        rows = list_conversations(store)
        for row in rows:
            conv = load_conversation(store, str(row["id"]))
            row["tokens"] = sum(count_tokens(t.full_text) for t in conv.turns)
    if json_out:
        typer.echo(json.dumps(rows, indent=2))
        return
    table = Table("conversation", "speakers", "sessions", "turns", "qa", "tokens")
    for r in rows:
        table.add_row(
            str(r["id"]),
            ", ".join(r["speakers"]),  # type: ignore[arg-type]
            str(r["sessions"]),
            str(r["turns"]),
            str(r["qa"]),
            str(r["tokens"]),
        )
    console.print(table)


@app.command()
def context(
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    strategy: str = typer.Option(
        "truncation", "--strategy", "-s", help="One of: " + ", ".join(available_strategies())
    ),
    budget: int = typer.Option(4000, help="Token budget (o200k)."),
    question: str | None = typer.Option(
        None, "--question", "-q", help="The question (query-aware strategies use it)."
    ),
    json_out: bool = typer.Option(False, "--json", help="Print JSON with lines and turn ids."),
) -> None:
    """Build and print the context a strategy would hand to the answering model."""
    with state.store() as store:
        conv = load_conversation(store, conversation)
        ctx = build_context(conv, budget, question, strategy=strategy, env=StrategyEnv(store))
    if json_out:
        typer.echo(
            json.dumps(
                {
                    "strategy": ctx.strategy,
                    "tokens": ctx.tokens,
                    "budget": ctx.budget,
                    "turn_ids": sorted(ctx.turn_ids),
                    "lines": [
                        {"kind": ln.kind, "text": ln.text, "turn_id": ln.turn_id}
                        for ln in ctx.lines
                    ],
                },
                indent=2,
            )
        )
        return
    typer.echo(ctx.text)
    typer.echo(
        f"\n[{ctx.strategy}: {ctx.tokens} tokens of {budget}, {len(ctx.turn_ids)} turns verbatim]",
        err=True,
    )
