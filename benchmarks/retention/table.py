"""Render benchmarks/retention/results.json as results.md and as README.md's retention table
(between the retention-table markers). Both come from :mod:`swcmem.bench.retention_tables`, and
a test checks that the committed files equal what it renders from the committed JSON.

    python benchmarks/retention/table.py [results.json]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from swcmem.bench.retention_report import RetentionReport
from swcmem.bench.retention_tables import replace_readme_block, results_markdown

HERE = Path(__file__).resolve().parent
README = HERE.parents[1] / "README.md"


def main(path: Path) -> None:
    report = RetentionReport.from_json(json.loads(path.read_text()))
    (HERE / "results.md").write_text(results_markdown(report))
    README.write_text(replace_readme_block(README.read_text(), report))
    print(f"wrote {HERE / 'results.md'} and the retention table of {README}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "results.json")
