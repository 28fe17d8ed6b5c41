"""``swcmem demo``: ingest the bundled example and show, step by step, what swcmem does."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.panel import Panel

from swcmem.cli.app import app, state
from swcmem.context import StrategyEnv, build_context
from swcmem.data import example_path
from swcmem.ingest.pipeline import ingest_path
from swcmem.model import Conversation
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.tokens import count_tokens

console = Console()
CONVERSATION = "garden-club"


@app.command()
def demo(
    budget: int = typer.Option(400, help="Token budget for the compressed contexts."),
) -> None:
    """Run the main job on the bundled example, offline: ingest, tiers, gists, audit, and a
    dated answer. Uses the store given by --db (default store otherwise)."""
    with state.store() as store:
        conv = _ingest(store)
        _compare_contexts(store, conv, budget)
        _when(store)
    console.print(
        Panel.fit(
            "Try next:\n"
            f"  swcmem context -c {CONVERSATION} -s swc-anchored --budget {budget}\n"
            f'  swcmem when -c {CONVERSATION} "When did Tom start at the library?"\n'
            f"  swcmem consolidate -c {CONVERSATION}\n"
            f"  swcmem audit -c {CONVERSATION}",
            title="next steps",
        )
    )


def _ingest(store: Store) -> Conversation:
    (result,) = ingest_path(store, example_path())
    conv = load_conversation(store, result.conversation_id)
    tokens = sum(count_tokens(t.full_text) for t in conv.turns)
    console.rule("1. ingest (lossless)")
    console.print(
        f"{conv.id}: {len(conv.sessions)} sessions, {len(conv.turns)} turns, "
        f"{tokens} tokens — stored in {store.path} ({result.status})"
    )
    return conv


def _compare_contexts(store: Store, conv: Conversation, budget: int) -> None:
    console.rule(f"2. contexts inside {budget} tokens")
    env = StrategyEnv(store=store)
    for name in ("truncation", "sliding", "swc-temporal", "swc-anchored"):
        try:
            ctx = build_context(conv, budget, strategy=name, env=env)
        except Exception as exc:  # a strategy not available in this build
            console.print(f"{name:>13}: unavailable ({exc})")
            continue
        kinds = {k: sum(1 for ln in ctx.lines if ln.kind == k) for k in ("turn", "gist", "summary")}
        console.print(
            f"{name:>13}: {ctx.tokens:4d} tokens, {kinds['turn']} turns verbatim, "
            f"{kinds['gist'] + kinds['summary']} condensed lines"
        )


def _when(store: Store) -> None:
    console.rule("3. when did it happen? (temporal index)")
    try:
        from swcmem.temporal.index import TemporalIndex
    except ImportError:
        console.print("temporal index not available in this build")
        return
    index = TemporalIndex(store)
    for question in ("When did Tom finish the half marathon?", "When did Priya adopt Pepper?"):
        answers = index.when(CONVERSATION, question, k=1)
        text = answers[0].text if answers else "no dated evidence found"
        console.print(f"{question}\n  → {text}")
