"""``swcmem worker``: run queued consolidation jobs until stopped (SIGTERM/Ctrl-C: finish the
running jobs, give back the claimed ones)."""

from __future__ import annotations

import signal
import sys
import threading
import time
from types import FrameType

import typer

from swcmem.cli.app import DB, app, existing_store


def _say(line: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} {line}", file=sys.stderr, flush=True)


def _stop_on_signals(stop: threading.Event) -> None:
    """The first SIGTERM/SIGINT asks for a graceful stop; a second one interrupts."""

    def handler(signum: int, _frame: FrameType | None) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()
        _say(f"{signal.Signals(signum).name}: finishing running jobs, giving back the others")

    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, handler)


@app.command()
def worker(
    db: str | None = DB,
    concurrency: int = typer.Option(
        1, "--concurrency", "-n", help="Jobs run at once (threads of this process)."
    ),
    lease: float = typer.Option(
        300.0,
        "--lease",
        help="Seconds a claim lasts; renewed while the job runs. A crashed worker's jobs are"
        " taken over once it expires.",
    ),
    poll: float = typer.Option(1.0, "--poll", help="Seconds between looks at an empty queue."),
    drain: bool = typer.Option(
        False, "--drain", help="Exit once no job is queued or running (default: run until stopped)."
    ),
    max_jobs: int | None = typer.Option(
        None, "--max-jobs", help="Exit after finishing this many jobs."
    ),
    llm: str | None = typer.Option(
        None,
        "--llm",
        help="LLM for jobs that use the LLM gister (default: $SWCMEM_LLM / config file; none:"
        " such jobs fail with a clear error).",
    ),
) -> None:
    """Run queued consolidation jobs (several workers may share one store: each job is
    claimed by one worker at a time, with a lease)."""
    from swcmem.audit.hook import PreservationAuditor
    from swcmem.cli.llm import open_cli_llm
    from swcmem.consolidate.jobs import WorkerOptions, run_worker

    options = WorkerOptions(lease_s=lease, poll_s=poll, drain=drain, max_jobs=max_jobs)
    client = open_cli_llm(llm, required=False)
    stop = threading.Event()
    _stop_on_signals(stop)
    with existing_store(db) as store:
        _say(f"worker on {store.path}: {concurrency} at a time, lease {lease:g} s")
        stats = run_worker(
            store,
            concurrency,
            stop,
            llm=client,
            auditor=PreservationAuditor(),
            options=options,
            on_event=_say,
        )
    _say(
        f"worker {stats.name}: {stats.done} done, {stats.failed} failed, {stats.retried} to"
        f" retry, {stats.released} given back, {stats.lost} taken over in {stats.seconds:.1f} s"
    )
