"""One helper for the Markdown tables of reports and benchmarks (low level: any layer uses it).

    markdown_table(["strategy", "recall"], [["full", "1.000"]], align="lr")

Cells are strings (format numbers before); a ``|`` or newline inside a cell is escaped so
user text can never break the table.
"""

from __future__ import annotations

from collections.abc import Sequence

_RULE = {"l": "---", "r": "---:", "c": ":---:"}


def cell(value: object) -> str:
    """A table cell: the value as text, with ``|`` escaped and newlines as spaces."""
    return str(value).replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def markdown_table(
    headers: Sequence[object], rows: Sequence[Sequence[object]], align: str = ""
) -> str:
    """A GitHub-flavoured Markdown table; ``align`` has one of l/r/c per column (default l).
    Every row must have as many cells as there are headers."""
    width = len(headers)
    for row in rows:
        if len(row) != width:
            raise ValueError(f"a row has {len(row)} cells for {width} headers: {list(row)!r}")
    rule = [_RULE.get(a, "---") for a in align.ljust(width, "l")[:width]]
    lines = [_line(headers), "|" + "|".join(rule) + "|"]
    lines.extend(_line(row) for row in rows)
    return "\n".join(lines)


def _line(values: Sequence[object]) -> str:
    return "| " + " | ".join(cell(v) for v in values) + " |"
