"""The Typer application objects and the options every command shares.

Store options: ``--db PATH`` (``~`` expanded, a ``postgresql://`` URL kept as written; default
``$SWCMEM_DB``, else the user data dir)
is accepted before the subcommand and after it (every command that uses a store declares
:data:`DB`); ``--init`` lets a writing command add swcmem's tables to an SQLite file that
swcmem did not create. Read commands open the store read-only and never create one
(:func:`read_store`); commands that may write derived data (gists) open an existing store
(:func:`existing_store`); only ``ingest`` and ``demo --db`` create one (:func:`new_store`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from swcmem.store.db import Store

app = typer.Typer(
    name="swcmem",
    help=(
        "Keep long LLM conversations inside a token budget without losing what matters — "
        "above all *when* things happened.\n\n"
        "Start with `swcmem demo`, then `swcmem ingest FILE`, `swcmem stats`, "
        "`swcmem context -c ID`, `swcmem when -c ID QUESTION`."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",
)
bench_app = typer.Typer(
    help="Benchmarks (model-free unless an LLM is named); each prints a table and writes JSON.",
    no_args_is_help=True,
)
app.add_typer(bench_app, name="bench")

DB_HELP = (
    "The store: an SQLite file or a postgresql:// URL"
    " (default: $SWCMEM_DB, else an SQLite file in the user data dir)."
)
INIT_HELP = "Allow adding swcmem's tables to an existing SQLite file that swcmem did not create."
DB = typer.Option(None, "--db", help=DB_HELP, show_default=False)
INIT = typer.Option(False, "--init", help=INIT_HELP)
JSON_FLAG = typer.Option(False, "--json", help="Print JSON on stdout instead of tables.")


def parse_list(value: str | None) -> tuple[str, ...]:
    """A comma-separated option value as a tuple of non-empty, stripped items."""
    return tuple(v.strip() for v in value.split(",") if v.strip()) if value else ()


def check_budget(budget: int) -> int:
    """A token budget option: refused unless positive (one line, exit 2)."""
    if budget <= 0:
        from swcmem.errors import ConfigError

        raise ConfigError(f"budget must be a positive number of tokens, got {budget}")
    return budget


@dataclass
class State:
    """The root options (``swcmem --db X --init COMMAND``)."""

    db: str | None = None
    init: bool = False


state = State()


def _location(db: str | None) -> str | None:
    return db if db is not None else state.db


def read_store(db: str | None = None) -> Store:
    """The store, read-only: never created, never written (works in a read-only folder)."""
    from swcmem.store.db import Store

    return Store(_location(db), read_only=True)


def existing_store(db: str | None = None, init: bool = False) -> Store:
    """The store, writable, but only if it exists already (gists may be written)."""
    from swcmem.store.db import Store

    return Store(_location(db), create=False, init=init or state.init)


def new_store(db: str | None = None, init: bool = False) -> Store:
    """The store, created (with its folder) when missing."""
    from swcmem.store.db import Store

    return Store(_location(db), init=init or state.init)


def _version(value: bool) -> None:
    if value:
        from swcmem import __version__

        typer.echo(f"swcmem {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    db: str | None = typer.Option(None, "--db", help=DB_HELP, show_default=False),
    init: bool = INIT,
    version: bool = typer.Option(
        False, "--version", help="Print the version and exit.", callback=_version, is_eager=True
    ),
) -> None:
    state.db = db
    state.init = init


# Options that take an optional value: ``--json`` alone means stdout ("-"), ``--json FILE``
# a file. Typer cannot declare that, so :func:`swcmem.cli.main.run` inserts the "-" for the
# commands registered here (command path → option names). Only commands without positional
# arguments may register (a positional after the option would be taken as its value).
OPTIONAL_VALUE: dict[tuple[str, ...], set[str]] = {}
STDOUT = "-"


def optional_value(path: tuple[str, ...], option: str = "--json") -> str:
    """Register ``option`` of the command at ``path`` as taking an optional value; returns
    the help text suffix that says so."""
    OPTIONAL_VALUE.setdefault(path, set()).add(option)
    return "alone: on stdout; --json FILE: written to FILE"


def json_results(path: tuple[str, ...]) -> tuple[Any, Any]:
    """The ``--json [FILE]`` and ``--out FILE`` options of the bench command at ``path``
    (read them with :func:`json_target`)."""
    what = f"The results as JSON ({optional_value(path)})."
    json_arg = typer.Option(None, "--json", metavar="[FILE]", help=what)
    out = typer.Option(None, "--out", help="Write the JSON results to this file.")
    return json_arg, out


def json_target(json_arg: str | None, out: Path | None) -> tuple[bool, Path | None]:
    """(print JSON on stdout?, file to write) from ``--json [FILE]`` and ``--out FILE``."""
    if json_arg is not None and json_arg != STDOUT and out is not None:
        from swcmem.errors import InputError

        raise InputError("give the results file once: --json FILE or --out FILE, not both")
    if json_arg == STDOUT:
        return True, out
    return False, Path(json_arg).expanduser() if json_arg else out
