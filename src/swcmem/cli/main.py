"""Entry point: register every command module, run, and turn swcmem errors into one line.

A new command group is one module that adds its commands to :data:`swcmem.cli.app.app`;
list it in :data:`COMMAND_MODULES` (a module whose optional dependency is missing is
skipped).
"""

from __future__ import annotations

import sys
from typing import Any

from swcmem.errors import SwcmemError

COMMAND_MODULES = (
    "swcmem.cli.core",
    "swcmem.cli.manage",
    "swcmem.cli.bench_retention",
    "swcmem.cli.demo",
    "swcmem.cli.temporal",
    "swcmem.cli.reindex",
    "swcmem.cli.llm",
    "swcmem.cli.consolidate",
    "swcmem.cli.audit",
    "swcmem.cli.evaluate",
    "swcmem.cli.serve",
    "swcmem.cli.mcp",
    "swcmem.cli.keys",
    "swcmem.cli.worker",
    "swcmem.cli.migrate",
)
_ROOT_VALUE_OPTIONS = {"--db"}


def load_commands() -> None:
    import importlib

    for module in COMMAND_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def expand_optional_values(argv: list[str], group: Any) -> list[str]:
    """Insert the stdout marker after an optional-value option given without a value
    (``bench retention --json`` → ``--json -``); see :data:`swcmem.cli.app.OPTIONAL_VALUE`."""
    from swcmem.cli.app import OPTIONAL_VALUE, STDOUT

    path: list[str] = []
    i, cmd = 0, group
    while i < len(argv) and hasattr(cmd, "commands"):
        token = argv[i]
        if token in _ROOT_VALUE_OPTIONS:
            i += 2
            continue
        if token.startswith("-"):
            i += 1
            continue
        if token not in cmd.commands:
            break
        path.append(token)
        cmd = cmd.commands[token]
        i += 1
    options = OPTIONAL_VALUE.get(tuple(path), set())
    if not options:
        return argv
    out = argv[:i]
    for j, token in enumerate(argv[i:], start=i):
        out.append(token)
        if token == "--":
            return out + argv[j + 1 :]
        following = argv[j + 1] if j + 1 < len(argv) else None
        if token in options and (
            following is None or (following.startswith("-") and following != STDOUT)
        ):
            out.append(STDOUT)
    return out


def run(argv: list[str] | None = None) -> int:
    """Run the CLI; swcmem errors print one clear line (and a hint) and exit 2."""
    load_commands()
    import typer.main

    from swcmem.cli.app import app

    group = typer.main.get_command(app)
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        group(args=expand_optional_values(args, group), prog_name="swcmem")
    except SwcmemError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        if exc.hint:
            print(f"hint: {exc.hint}", file=sys.stderr)
        return 2
    except SystemExit as exc:
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    return 0


def main() -> None:
    sys.exit(run())


if __name__ == "__main__":
    main()
