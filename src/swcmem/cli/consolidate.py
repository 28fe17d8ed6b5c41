"""``swcmem consolidate``: score, tier and gist one stored conversation; print the tier table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import typer

from swcmem.cli.app import DB, INIT, app, existing_store
from swcmem.cli.output import echo_json, literal, out, progress

if TYPE_CHECKING:
    from rich.table import Table

    from swcmem.consolidate.view import MemoryView


def _llm(gister: str, spec: str | None) -> Any:
    if gister != "llm":
        return None
    from swcmem.cli.llm import open_cli_llm

    return open_cli_llm(spec)


@app.command()
def consolidate(
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    strategy: str = typer.Option(
        "swc-anchored",
        "--strategy",
        "-s",
        help="SWC condition: swc-full, swc-temporal (the paper's two) or swc-anchored (ours).",
    ),
    gister: str = typer.Option(
        "extractive", "--gister", help="extractive (offline, default) or llm (needs --llm)."
    ),
    llm: str | None = typer.Option(
        None, "--llm", help="LLM spec for --gister llm (default: $SWCMEM_LLM / config file)."
    ),
    policy: str = typer.Option(
        "staged", "--policy", help="staged (demote before dropping, default) or paper."
    ),
    budget: int = typer.Option(4000, "--budget", help="Token budget the memory must fit (o200k)."),
    embedder: str = typer.Option(
        "lexical", "--embedder", help="Salience embedder: lexical (default) or minilm (onnx extra)."
    ),
    audit: bool | None = typer.Option(
        None,
        "--audit/--no-audit",
        help="Preservation audit of every new gist (default: on for swc-anchored only).",
    ),
    show_gists: bool = typer.Option(False, "--gists", help="Also print each gist line."),
    json_out: bool = typer.Option(False, "--json", help="Print JSON instead of the table."),
    db: str | None = DB,
    init: bool = INIT,
) -> None:
    """Consolidate a stored conversation: salience per session, tiers, gists (reused when
    already stored), and the form each session takes in a memory of --budget tokens. Runs
    are incremental: the summary says how many chunks were re-scored, read and gisted."""
    from swcmem.audit.hook import PreservationAuditor
    from swcmem.consolidate.config import ConsolidationConfig
    from swcmem.consolidate.engine import consolidate as run_consolidation
    from swcmem.consolidate.engine import describe
    from swcmem.consolidate.service import current_memory
    from swcmem.consolidate.view import build_view
    from swcmem.store.live import conversation as stored_conversation

    config = ConsolidationConfig(
        strategy=strategy,
        gister=gister,
        policy=policy,
        budget=budget,
        embedder=embedder,
        audit=audit,
        auditor=PreservationAuditor(),
    )
    client = _llm(gister, llm)
    with existing_store(db, init) as store:
        conv = stored_conversation(store, conversation)
        with progress() as bar:
            task = bar.add_task(f"gisting {conversation}", total=None)

            def step(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            report = run_consolidation(store, conv, config, client, progress=step)
        chunks, decisions, gists = current_memory(store, conv, config, client)
        view = build_view(conv, chunks, decisions, gists, config, budget)
    if json_out:
        echo_json(describe(report) | {"plan": _plan_json(view)})
        return
    out.print(_table(report, view, conv.sessions))
    out.print(
        literal(
            f"{conversation} · {strategy} · {gister} · {policy}: {report.created} gists made,"
            f" {report.reused} reused · {report.chunks_rescored} of {report.chunks} chunks"
            f" re-scored, {report.chunks_read} read, {report.tier_changes} changed tier"
            f" · memory {view.planned_tokens} of {budget} tokens"
            + (f" · gist ratio {view.ratio:.2f}" if view.ratio is not None else "")
            + f" · {report.seconds:.1f} s"
        )
    )
    if show_gists:
        for line in view.lines:
            if line.kind == "gist":
                out.print(literal(line.text))


def _plan_json(view: MemoryView) -> list[dict[str, object]]:
    return [
        {"chunk": p.chunk_id, "form": p.form, "tokens": p.tokens, "reason": p.reason}
        for p in view.placements
    ]


def _table(report: Any, view: MemoryView, sessions: Any) -> Table:
    from rich.table import Table

    dates = {s.idx: (s.started_at.date().isoformat() if s.started_at else "—") for s in sessions}
    forms = {p.chunk_id: p for p in view.placements}
    table = Table("chunk", "date", "salience", "tier", "form", "tokens", "why")
    for d in report.decisions:
        p = forms[d.chunk_id]
        why = "protected" if d.protected else p.reason
        table.add_row(
            literal(d.chunk_id),
            dates.get(d.session_idx, "—"),
            f"{d.salience:.2f}",
            d.tier,
            p.form,
            str(p.tokens),
            literal(why),
        )
    return table
