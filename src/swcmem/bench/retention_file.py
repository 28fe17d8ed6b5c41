"""The retention benchmark on a data file, end to end: a private store in a temporary folder,
ingest (with the temporal index), every strategy measured, the summary — with the wall time, the
process's CPU time and the machine's load average when it started (was it quiet?) beside it.
What ``swcmem bench retention`` runs.

Not thread-safe to share a progress callback between runs; each call has its own store.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from swcmem.bench.retention import RetentionConfig, RunResult, run, unique_questions
from swcmem.bench.retention_report import RetentionReport, summarize
from swcmem.errors import InputError
from swcmem.ingest.files import load_dataset
from swcmem.model import Dataset
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.temporal.ingest import ingest_dataset

#: ``(items done, items in all)``, called as the benchmark goes.
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class BenchmarkResult:
    """The report and the per-question rows it was made from. Immutable."""

    report: RetentionReport
    run: RunResult


def benchmark(
    data: Path,
    config: RetentionConfig,
    conversations: set[str] | None = None,
    progress: Progress | None = None,
) -> BenchmarkResult:
    """Ingest ``data`` (or only the ids in ``conversations``) into a fresh store and measure
    every strategy of ``config``; raises :class:`InputError` for unknown ids or no QA items."""
    started, cpu, load = time.perf_counter(), time.process_time(), load_average()
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "bench.db") as store:
        loaded = load_dataset(data)
        results = ingest_dataset(store, loaded, str(data), conversations)
        if conversations and len(results) != len(conversations):
            missing = conversations - {r.conversation_id for r in results}
            raise InputError(f"unknown conversation id(s) in {data}: {', '.join(sorted(missing))}")
        convs = tuple(load_conversation(store, r.conversation_id) for r in results)
        dataset = Dataset(convs, loaded.qa)
        total = _items(dataset, config)
        if not total:
            raise InputError(
                f"{data} has no QA items in categories {list(config.categories)}",
                hint="the retention benchmark needs LoCoMo-style 'qa' lists with gold answers",
            )
        done = 0

        def advance(n: int) -> None:
            nonlocal done
            done += n
            if progress:
                progress(done, total)

        result = run(store, dataset, config, advance)
    report = summarize(result, config)
    seconds = round(time.perf_counter() - started, 2)
    cpu_seconds = round(time.process_time() - cpu, 2)
    return BenchmarkResult(
        replace(report, seconds=seconds, cpu_seconds=cpu_seconds, load=load), result
    )


def _items(dataset: Dataset, config: RetentionConfig) -> int:
    strategies = len(config.strategy_names())
    return strategies * sum(
        len(unique_questions(dataset.questions(c.id), config.categories)[0])
        for c in dataset.conversations
    )


def load_average() -> str | None:
    """The 1/5/15-minute load averages, as ``uptime`` shows them (None where unknown)."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return None
    return f"{one:.2f}, {five:.2f}, {fifteen:.2f}"
