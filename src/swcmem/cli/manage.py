"""Store management: ``swcmem info`` (what is where, which versions) and ``swcmem delete``."""

from __future__ import annotations

import platform
import sqlite3
import sys
from importlib import metadata
from pathlib import Path

import typer

from swcmem.cli.app import DB, JSON_FLAG, app, existing_store, read_store, state
from swcmem.cli.output import echo_json, line, literal, out
from swcmem.errors import InputError, NotFoundError

DUCKLING_PACKAGE = "pyduckling-native-phihos"


def _versions() -> dict[str, str]:
    from swcmem import __version__

    try:
        duckling = metadata.version(DUCKLING_PACKAGE)
    except metadata.PackageNotFoundError:
        duckling = "not installed (rules only)"
    return {
        "swcmem": __version__,
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "duckling": duckling,
    }


@app.command()
def info(json_out: bool = JSON_FLAG, db: str | None = DB) -> None:
    """Where the store is, its size, schema version and row counts, and the versions of
    swcmem, Python, SQLite and Duckling. Never creates a store."""
    from swcmem.secrets import redact_url
    from swcmem.store.db import default_db_path, is_url
    from swcmem.store.info import store_info

    location = db if db is not None else state.db
    if location is not None and is_url(location):
        shown, exists = redact_url(location), True
    else:
        target = Path(location).expanduser() if location else default_db_path()
        shown, exists = str(target), target.exists()
    data: dict[str, object] = {"versions": _versions(), "store": shown, "exists": exists}
    if exists:
        with read_store(db) as store:
            found = store_info(store)
        data |= {
            "dialect": found.dialect,
            "schema_version": found.schema_version,
            "size_bytes": found.size_bytes,
            "counts": found.counts,
        }
    if json_out:
        echo_json(data)
        return
    _print_info(data)


def _print_info(data: dict[str, object]) -> None:
    out.print(line("store: ", literal(data["store"])))
    if not data["exists"]:
        out.print("  (does not exist yet: 'swcmem ingest FILE' creates it)")
    else:
        size = data["size_bytes"]
        shown = "?" if size is None else f"{int(str(size)) / 1024:.0f} KiB"
        out.print(f"  schema version {data['schema_version']}, {shown}")
        counts = data["counts"]
        assert isinstance(counts, dict)
        out.print("  " + ", ".join(f"{n} {table}" for table, n in counts.items()))
    versions = data["versions"]
    assert isinstance(versions, dict)
    out.print("versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))


@app.command()
def delete(
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Delete without asking."),
    json_out: bool = JSON_FLAG,
    db: str | None = DB,
) -> None:
    """Delete one conversation and everything derived from it (turns, anchors, search index,
    chunks, gists, QA items, evaluation rows) — and nothing else. The only way turns ever
    leave the store. Asks first unless --yes."""
    from swcmem.consolidate.stored import forget
    from swcmem.store.anchors import conversation_speakers
    from swcmem.store.delete import count_rows, delete_conversation
    from swcmem.store.live import forget as forget_loaded

    with existing_store(db) as store:
        if conversation_speakers(store, conversation) is None:
            raise NotFoundError(f"unknown conversation id '{conversation}'", hint="swcmem stats")
        if not yes:
            _confirm(conversation, store.path, count_rows(store, conversation))
        report = delete_conversation(store, conversation)
        forget(store.key, conversation)
        forget_loaded(store.key, conversation)
    if json_out:
        echo_json({"conversation": conversation, "deleted": report.rows})
        return
    parts = ", ".join(f"{n} {table}" for table, n in report.rows.items())
    out.print(line("deleted ", literal(conversation), f": {parts}"))


def _confirm(conversation: str, where: object, rows: dict[str, int]) -> None:
    if not sys.stdin.isatty():
        raise InputError(
            f"not deleting '{conversation}' without confirmation (stdin is not a terminal)",
            hint="pass --yes to delete without asking",
        )
    what = ", ".join(f"{n} {table}" for table, n in rows.items() if n)
    question = f"Delete conversation '{conversation}' from {where} ({what})?"
    if not typer.confirm(question, default=False):
        raise typer.Exit(1)
