"""`swcmem reindex`: rebuild the temporal anchors written by an older extractor."""

from __future__ import annotations

from dataclasses import asdict

import typer

from swcmem.cli.app import DB, JSON_FLAG, app, existing_store
from swcmem.cli.output import echo_json, line, literal, out, progress


@app.command()
def reindex(
    conversation: str | None = typer.Option(
        None, "--conversation", "-c", help="Only this conversation (default: every stale one)."
    ),
    force: bool = typer.Option(
        False, "--force", help="Rebuild even conversations already at the current extractor."
    ),
    json_out: bool = JSON_FLAG,
    db: str | None = DB,
) -> None:
    """Rebuild the date anchors of conversations indexed by an older extractor, and drop the
    gists and vectors made from the turns whose dates changed (consolidation and the next
    'when' make them again). One transaction per conversation; rerun to resume."""
    from swcmem.temporal.index import EXTRACTOR
    from swcmem.temporal.reindex import reindex as rebuild

    with existing_store(db) as store, progress(quiet=json_out) as bar:
        task = bar.add_task("reindexing", total=None)
        done = rebuild(
            store,
            conversation,
            lambda n, total, _: bar.update(task, completed=n, total=total),
            force=force,
        )
    if json_out:
        echo_json([asdict(r) for r in done])
        return
    rebuilt = [r for r in done if not r.skipped]
    for r in rebuilt:
        out.print(
            line(
                literal(r.conversation_id),
                f": {r.anchors} anchors, {r.changed_turns} turns changed,"
                f" {r.gists_removed} gists to remake ({r.seconds:.1f} s)",
            )
        )
    skipped = len(done) - len(rebuilt)
    plural = "s" if len(rebuilt) != 1 else ""
    tail = f"; {skipped} already current" if skipped else ""
    out.print(f"reindexed {len(rebuilt)} conversation{plural} with {EXTRACTOR}{tail}")
