"""The Typer application objects and the shared options every command group uses."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import typer

from swcmem.store.db import Store

app = typer.Typer(
    name="swcmem",
    help=(
        "Keep long LLM conversations inside a token budget without losing what matters — "
        "above all *when* things happened.\n\n"
        "Start with `swcmem demo`, then `swcmem ingest FILE`, `swcmem stats`, "
        "`swcmem context --conversation ID`."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",
)
bench_app = typer.Typer(
    help="Benchmarks (model-free unless an LLM is named); each writes JSON.", no_args_is_help=True
)
app.add_typer(bench_app, name="bench")


def parse_list(value: str | None) -> tuple[str, ...]:
    """A comma-separated option value as a tuple of non-empty, stripped items."""
    return tuple(v.strip() for v in value.split(",") if v.strip()) if value else ()


@dataclass
class State:
    db: Path | None = None

    def store(self) -> Store:
        return Store(self.db)


state = State()


@app.callback()
def main_options(
    db: Path | None = typer.Option(
        None,
        "--db",
        help="SQLite store to use (default: $SWCMEM_DB, else the user data dir).",
        envvar="SWCMEM_DB",
    ),
) -> None:
    state.db = db
