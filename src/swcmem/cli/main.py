"""Entry point: register every command module, run, and turn swcmem errors into one line."""

from __future__ import annotations

import sys

from swcmem.errors import SwcmemError

COMMAND_MODULES = (
    "swcmem.cli.core",
    "swcmem.cli.bench_retention",
    "swcmem.cli.demo",
    "swcmem.cli.temporal",
    "swcmem.cli.llm",
    "swcmem.cli.consolidate",
    "swcmem.cli.audit",
    "swcmem.cli.evaluate",
)


def load_commands() -> None:
    import importlib

    for module in COMMAND_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def run(argv: list[str] | None = None) -> int:
    """Run the CLI; swcmem errors print one clear line and exit 2."""
    load_commands()
    from swcmem.cli.app import app

    try:
        app(args=argv, prog_name="swcmem")
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
