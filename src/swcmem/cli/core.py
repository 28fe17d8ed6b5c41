"""Core commands: ingest, stats, context."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import typer

from swcmem.cli.app import DB, INIT, JSON_FLAG, app, existing_store, new_store, read_store
from swcmem.cli.output import echo_json, err, line, literal, out, progress
from swcmem.errors import InputError

T = TypeVar("T")
STRATEGIES_HELP = "Context strategy: see `swcmem context --list`."


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
    timezone: str | None = typer.Option(
        None,
        "--timezone",
        help="Zone of naive timestamps: an IANA name (Europe/Berlin) or an offset (+05:30). "
        "Default UTC; timestamps with an offset keep it.",
    ),
    replace_qa: bool = typer.Option(
        False, help="Replace stored QA items that differ from the file's (else refused)."
    ),
    max_size: float = typer.Option(200, help="Refuse input files larger than this many MB."),
    quiet: bool = typer.Option(False, "--quiet", help="No progress bar."),
    db: str | None = DB,
    init: bool = INIT,
) -> None:
    """Store conversations losslessly and build their temporal index. Idempotent: the same
    file again changes nothing; a longer version of a conversation adds only its new turns.
    The whole file is one transaction: a failure stores nothing."""
    from swcmem.ingest import load_dataset, parse_timezone
    from swcmem.ingest.validate import max_bytes, session_gap
    from swcmem.temporal.ingest import ingest_conversation

    dataset = load_dataset(
        path,
        allow_undated=allow_undated,
        session_gap=_option("--session-gap-hours", session_gap, session_gap_hours),
        conversation_id=conversation_id,
        zone=parse_timezone(timezone),
        max_bytes=_option("--max-size", max_bytes, max_size),
    )
    results = []
    total = sum(len(c.turns) for c in dataset.conversations)
    with new_store(db, init) as store, progress(quiet=quiet) as bar, store.atomic():
        task = bar.add_task("ingesting turns", total=total)
        done = 0
        for conv in dataset.conversations:

            def step(turns: int, _: int, base: int = done) -> None:
                bar.update(task, completed=base + turns)

            qa = dataset.questions(conv.id)
            results.append(
                ingest_conversation(
                    store, conv, str(path), qa, replace_qa=replace_qa, progress=step
                )
            )
            done += len(conv.turns)
            bar.update(task, completed=done)
        location = store.path
    for r in results:
        counts = f"{r.sessions} sessions, {r.turns} turns ({r.turns_added} added)"
        note = "" if r.qa in ("none", "kept") else f"; QA {r.qa}"
        out.print(line(literal(r.conversation_id), f": {r.status} — {counts}{note}"))
    out.print(line("store: ", literal(location)))


def _option(name: str, check: Callable[[float], T], value: float) -> T:
    """A numeric option checked by the library, its refusal naming the option."""
    try:
        return check(value)
    except InputError as exc:
        raise InputError(f"{name}: {exc.message}", hint=exc.hint) from None


@app.command()
def stats(json_out: bool = JSON_FLAG, db: str | None = DB) -> None:
    """List stored conversations with sessions, turns, QA items and tokens (o200k)."""
    from rich.table import Table

    from swcmem.store.conversations import list_conversations, load_conversation
    from swcmem.tokens import count_tokens

    with read_store(db) as store:
        rows = list_conversations(store)
        for row in rows:
            conv = load_conversation(store, str(row["id"]))
            row["tokens"] = sum(count_tokens(t.full_text) for t in conv.turns)
    if json_out:
        echo_json(rows)
        return
    table = Table("conversation", "speakers", "sessions", "turns", "qa", "tokens")
    for r in rows:
        speakers = ", ".join(str(s) for s in r["speakers"])  # type: ignore[attr-defined]
        counts = (str(r[k]) for k in ("sessions", "turns", "qa", "tokens"))
        table.add_row(literal(r["id"]), literal(speakers), *counts)
    out.print(table)


@app.command()
def context(
    conversation: str | None = typer.Option(
        None, "--conversation", "-c", help="Conversation id (required unless --list)."
    ),
    strategy: str = typer.Option("truncation", "--strategy", "-s", help=STRATEGIES_HELP),
    budget: int = typer.Option(4000, help="Token budget (o200k)."),
    question: str | None = typer.Option(
        None, "--question", "-q", help="The question (query-aware strategies use it)."
    ),
    list_strategies: bool = typer.Option(
        False, "--list", help="List the strategies with one line each, then exit."
    ),
    json_out: bool = typer.Option(False, "--json", help="Print JSON with lines and turn ids."),
    db: str | None = DB,
) -> None:
    """Build and print the context a strategy would hand to the answering model (the
    context on stdout, its size on stderr). SWC strategies store the gists they need."""
    from swcmem.context import StrategyEnv, available_strategies, build_context
    from swcmem.store.live import conversation as stored_conversation

    if list_strategies:
        for name, description in available_strategies().items():
            out.print(line(literal(f"{name:>22}"), "  ", literal(description)))
        return
    if not conversation:
        raise InputError("which conversation? pass --conversation ID", hint="see: swcmem stats")
    with existing_store(db) as store:
        conv = stored_conversation(store, conversation)
        ctx = build_context(conv, budget, question, strategy=strategy, env=StrategyEnv(store))
    if json_out:
        lines = [{"kind": ln.kind, "text": ln.text, "turn_id": ln.turn_id} for ln in ctx.lines]
        summary = {"strategy": ctx.strategy, "tokens": ctx.tokens, "budget": ctx.budget}
        echo_json(summary | {"turn_ids": sorted(ctx.turn_ids), "lines": lines})
        return
    typer.echo(ctx.text)
    size = f"{ctx.tokens} tokens of {budget}, {len(ctx.turn_ids)} turns verbatim"
    err.print(literal(f"\n[{ctx.strategy}: {size}]"))
