"""``swcmem demo``: ingest the bundled example and show, step by step, what swcmem does.

Offline and without an API key: extractive gists, the temporal index and the audit all run
locally. Each step prints what a user would otherwise get from one command. The demo uses a
temporary store (deleted afterwards) unless ``--db`` names one to keep.
"""

from __future__ import annotations

import json
import shlex
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from swcmem.cli.app import DB, app, new_store, state
from swcmem.cli.output import line, literal, out

if TYPE_CHECKING:
    from swcmem.model import Conversation
    from swcmem.store.db import Store

CONVERSATION = "garden-club"
QUESTIONS = ("When did Tom finish the half marathon?", "When did Priya adopt Pepper?")


@app.command()
def demo(
    budget: int = typer.Option(600, min=1, help="Token budget for the compressed memory."),
    db: str | None = DB,
) -> None:
    """Run the main job on the bundled example, offline: ingest, salience tiers, gists,
    the preservation audit, budgeted contexts and dated answers. Uses a temporary store
    unless --db names one (then you can keep exploring it afterwards)."""
    location = db if db is not None else state.db
    with ExitStack() as stack:
        if location is None:
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="swcmem-demo-"))
            location = str(Path(tmp) / "demo.db")
        store = stack.enter_context(new_store(location))
        conv = _ingest(store)
        _tiers(store, budget)
        _audit(store)
        _compare_contexts(store, conv, budget)
        _when(store)
    kept = db if db is not None else state.db
    from rich.panel import Panel

    out.print(Panel.fit(literal(_next_steps(budget, kept)), title="next steps"))


def _ingest(store: Store) -> Conversation:
    from swcmem.data import example_path
    from swcmem.store.conversations import load_conversation
    from swcmem.temporal.index import TemporalIndex
    from swcmem.temporal.ingest import ingest_path
    from swcmem.tokens import count_tokens

    (result,) = ingest_path(store, example_path())
    conv = load_conversation(store, result.conversation_id)
    tokens = sum(count_tokens(t.full_text) for t in conv.turns)
    anchors = len([a for a in TemporalIndex(store).anchors(conv.id) if not a.implicit])
    out.rule("1. ingest: lossless store + temporal index")
    out.print(
        literal(
            f"{conv.id}: {len(conv.sessions)} sessions, {len(conv.turns)} turns, {tokens} "
            f"tokens, {anchors} dated expressions resolved — stored in {store.path} "
            f"({result.status})"
        )
    )
    return conv


def _tiers(store: Store, budget: int) -> None:
    from rich.table import Table

    from swcmem.memory import Memory

    out.rule(f"2. salience and tiers (swc-anchored, memory of {budget} tokens)")
    memory = Memory(CONVERSATION, store, background=False)
    memory.consolidate()
    table = Table("session", "salience", "tier", "form", "tokens", "why")
    for row in memory.tiers(budget):
        table.add_row(
            str(row.session_idx),
            f"{row.salience:.2f}",
            row.tier,
            row.form,
            str(row.tokens),
            literal("; ".join(row.reasons[1:])),
        )
    out.print(table)


def _audit(store: Store) -> None:
    from swcmem.store.gists import list_gists

    out.rule("3. gists and their preservation audit")
    gists = [g for g in list_gists(store, CONVERSATION, strategy="swc-anchored") if g.audit_json]
    for g in gists[:2]:
        audit = json.loads(g.audit_json or "{}")
        rates = audit.get("rates", {}).get("temporal", {})
        head = f"session {g.session_idx} gist ({g.tokens} tokens, from turns "
        out.print(line(head, literal(", ".join(g.source_turns)), "):"))
        out.print(literal(f"  {g.text.splitlines()[0][:200]}"))
        out.print(
            f"  audit: dates kept {rates.get('normalised', 'n/a')}, "
            f"action {audit.get('action', 'n/a')}"
        )
    out.print(literal(f"{len(gists)} gists audited; see `swcmem audit -c {CONVERSATION}`"))


def _compare_contexts(store: Store, conv: Conversation, budget: int) -> None:
    from swcmem.context import StrategyEnv, build_context

    out.rule(f"4. contexts inside {budget} tokens")
    env = StrategyEnv(store=store)
    for name in ("truncation", "sliding", "swc-full", "swc-anchored"):
        ctx = build_context(conv, budget, strategy=name, env=env)
        kinds = {k: sum(1 for ln in ctx.lines if ln.kind == k) for k in ("turn", "gist", "summary")}
        sessions = len({ln.day for ln in ctx.lines if ln.day})
        out.print(
            f"{name:>13}: {ctx.tokens:4d} tokens, {kinds['turn']:2d} turns verbatim, "
            f"{kinds['gist'] + kinds['summary']:2d} condensed lines, "
            f"{sessions} of {len(conv.sessions)} sessions represented"
        )


def _when(store: Store) -> None:
    from swcmem.temporal.index import TemporalIndex

    out.rule("5. when did it happen? (temporal index, no LLM)")
    index = TemporalIndex(store)
    for question in QUESTIONS:
        answers = index.when(CONVERSATION, question, k=1)
        text = f"{answers[0].text}  [turn {answers[0].turn_id}]" if answers else "no dated evidence"
        out.print(literal(f"{question}\n  → {text}"))


def _next_steps(budget: int, db: str | None) -> str:
    if db is None:
        return (
            "This demo used a temporary store, now deleted. To keep exploring, run\n"
            "  swcmem demo --db demo.db\n"
            "then try the commands it suggests."
        )
    at = f" --db {shlex.quote(db)}"
    return (
        "Try next:\n"
        f"  swcmem context{at} -c {CONVERSATION} -s swc-anchored --budget {budget}\n"
        f'  swcmem when{at} -c {CONVERSATION} "When did Tom start at the library?"\n'
        f'  swcmem ask{at} -c {CONVERSATION} "Where did Priya go camping?"\n'
        f"  swcmem consolidate{at} -c {CONVERSATION} --budget {budget} --gists\n"
        f"  swcmem audit{at} -c {CONVERSATION}"
    )
