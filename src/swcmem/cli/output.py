"""How every command prints: one set of habits.

* User content (turn text, ids, speakers, gists, file names) is never read as Rich markup
  and never highlighted: consoles here have highlighting off, and such values go into
  tables and lines as :func:`literal` ``Text`` (``[/red]`` prints as written, ``[link=…]``
  is no link, and a 50 KB id costs no regex time).
* ``--json`` prints JSON on stdout (:func:`echo_json`); files are written by
  :func:`write_json`. Tables and notes go to stdout, progress and warnings to stderr.
* Progress bars (:func:`progress`) draw on stderr only when it is a terminal and the
  command was not asked to be quiet.
* Charts are optional (:func:`charts_available`): without matplotlib a command warns once,
  before its long work, and still writes its text outputs.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.console import Console
from rich.text import Text

if TYPE_CHECKING:
    from rich.progress import Progress

out = Console(highlight=False)
err = Console(stderr=True, highlight=False)


def literal(value: object, style: str = "") -> Text:
    """``value`` as plain text: never parsed as markup, never highlighted."""
    return Text(str(value), style=style)


def line(*parts: str | Text) -> Text:
    """Join plain strings (our own wording) and :func:`literal` parts into one line."""
    return Text.assemble(*parts)


def echo_json(data: Any) -> None:
    """JSON on stdout (``--json``)."""
    typer.echo(json.dumps(data, indent=2))


def write_json(path: Path, data: Any) -> Path:
    """Write JSON to ``path`` (its folder created); returns the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n")
    return path


def write_text(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def warn(message: str) -> None:
    """One line on stderr, starting with ``warning:``."""
    err.print(literal(f"warning: {message}"))


@contextmanager
def progress(*, quiet: bool = False) -> Iterator[Progress]:
    """A transient progress bar on stderr; drawn only on a terminal and unless ``quiet``."""
    from rich.progress import Progress

    with Progress(console=err, transient=True, disable=quiet or not err.is_terminal) as bar:
        yield bar


def charts_available(what: str) -> bool:
    """True when matplotlib can be imported; otherwise one warning that ``what`` is skipped
    (call it before the long work, so the warning comes first)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        warn(f"matplotlib is not installed: skipping {what} (pip install 'swcmem[plots]')")
        return False
    return True
