"""Commands of the evaluation area: ``bench router``, ``eval``, ``report`` and ``ask``."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from swcmem.bench import router as router_bench
from swcmem.cli.app import app, bench_app, state

console = Console(stderr=True)


def parse_list(value: str | None) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",") if v.strip()) if value else ()


def open_llm(spec: str) -> Any:
    """The configured LLM client for ``spec`` (cache, retries and accounting included)."""
    from swcmem.llm import open_llm as _open

    return _open(spec)


@bench_app.command("router")
def bench_router(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    json_out: Path | None = typer.Option(None, "--json", help="Write the full results here."),
    markdown_out: Path | None = typer.Option(
        None, "--markdown", help="Also write a markdown table (per-type scores, confusion)."
    ),
    conversations: str | None = typer.Option(None, help="Comma-separated ids (default: all)."),
    check_unanswerable: bool = typer.Option(
        False,
        help="Also flag 'possibly unanswerable' questions from each conversation's own turns.",
    ),
    llm: str | None = typer.Option(
        None, "--llm", help="Classify with this LLM (spec string) instead of the rules."
    ),
) -> None:
    """The question classifier against LoCoMo's labels: confusion matrix and per-type
    precision/recall/F1 (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop,
    5 adversarial → unanswerable)."""
    kwargs: dict[str, Any] = {
        "conversations": parse_list(conversations) or None,
        "check_unanswerable": check_unanswerable,
    }
    if llm:
        from swcmem.route import LLMClassifier

        client = open_llm(llm)
        kwargs |= {"classifier": LLMClassifier(client).classify, "classifier_name": f"llm:{llm}"}
    result = router_bench.run(data, **kwargs)
    text = router_bench.markdown(result)
    typer.echo(text)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(result, indent=2) + "\n")
    if markdown_out:
        markdown_out.parent.mkdir(parents=True, exist_ok=True)
        markdown_out.write_text(text)


def _client(spec: str | None, *, no_cache: bool, concurrency: int, role: str) -> Any:
    """An LLM client for ``spec`` (falling back to $SWCMEM_LLM / the config file)."""
    from swcmem.errors import ConfigError
    from swcmem.llm import open_llm as _open
    from swcmem.llm.config import resolve_settings

    settings = resolve_settings(os.environ, spec=spec, no_cache=no_cache, concurrency=concurrency)
    if not settings.spec:
        raise ConfigError(
            f"no {role} LLM configured",
            hint=f"pass --{role}-llm SPEC (e.g. openai:gpt-4o-mini) or set SWCMEM_LLM",
        )
    return _open(
        settings.spec,
        cache_path=settings.cache_path,
        use_cache=settings.use_cache,
        options=settings.options,
    )


DEFAULT_CONDITIONS = "full,truncation,sliding,swc-full,swc-temporal,swc-anchored,swc-adaptive"


@app.command("eval")
def eval_command(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    conditions: str = typer.Option(
        DEFAULT_CONDITIONS, help="Comma-separated context strategies to compare."
    ),
    answer_llm: str | None = typer.Option(
        None, "--answer-llm", help="LLM that answers (spec; default $SWCMEM_LLM / config)."
    ),
    judge_llm: str | None = typer.Option(
        None, "--judge-llm", help="LLM that judges (spec). Without it only token F1 is scored."
    ),
    gist_llm: str | None = typer.Option(
        None, "--gist-llm", help="LLM for SWC gists (default: the offline extractive gister)."
    ),
    out: Path = typer.Option(..., "--out", help="Folder for results.json, report.md, plots."),
    conversations: str | None = typer.Option(None, help="Comma-separated ids (default: all)."),
    limit: int | None = typer.Option(
        None, min=1, help="At most N questions per conversation (round-robin over categories)."
    ),
    budget: int = typer.Option(4000, min=1, help="Token budget per context (o200k)."),
    concurrency: int = typer.Option(4, min=1, help="LLM calls in flight at once."),
    reference: str = typer.Option(
        "truncation", help="Condition the per-conversation deltas are taken against."
    ),
    no_image_filter: bool = typer.Option(
        False, "--no-image-filter", help="Keep questions about photos."
    ),
    no_cache: bool = typer.Option(False, "--no-cache", help="Bypass the LLM response cache."),
    no_plots: bool = typer.Option(False, "--no-plots", help="Skip the PNG plots."),
) -> None:
    """Answer LoCoMo questions under each context condition, judge them (strict paper
    prompt + lenient) and score token F1; 95% bootstrap CIs, paired deltas, per-category and
    per-conversation tables, cost. Resumable: every answer and verdict is stored as it
    arrives (in --db), so rerunning the same command continues, and a finished run reruns
    with zero new LLM calls."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from swcmem.context import available_strategies
    from swcmem.errors import ConfigError
    from swcmem.eval.harness import EvalRequest, run_eval, write_outputs
    from swcmem.eval.runner import EvalConfig

    names = parse_list(conditions)
    unknown = [n for n in names if n not in available_strategies()]
    if not names or unknown:
        raise ConfigError(
            f"unknown condition(s): {', '.join(unknown) or '(none given)'}",
            hint="available: " + ", ".join(available_strategies()),
        )
    request = EvalRequest(
        data=data,
        config=EvalConfig(
            conditions=names,
            budget=budget,
            concurrency=concurrency,
            strategy_options={"gister": "llm"} if gist_llm else {},
            gist_llm=gist_llm,
        ),
        conversations=parse_list(conversations),
        limit=limit,
        reference=reference,
        image_filter=not no_image_filter,
    )
    answerer = _client(answer_llm, no_cache=no_cache, concurrency=concurrency, role="answer")
    judge = (
        answerer
        if judge_llm and judge_llm == answerer.spec
        else (
            _client(judge_llm, no_cache=no_cache, concurrency=concurrency, role="judge")
            if judge_llm
            else None
        )
    )
    gister = (
        _client(gist_llm, no_cache=no_cache, concurrency=concurrency, role="gist")
        if gist_llm
        else None
    )
    if judge is None:
        console.print("no --judge-llm: scoring token F1 only")
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn())
    with state.store() as store, Progress(*columns, console=console) as bar:
        tasks: dict[str, Any] = {}

        def on_selection(selection: Any) -> None:
            n = len(selection.items) * len(names)
            tasks["answers"] = bar.add_task("answers", total=n)
            if judge is not None:
                tasks["verdicts"] = bar.add_task("verdicts", total=2 * n)

        def advance(task: str, n: int) -> None:
            if task in tasks and n:
                bar.advance(tasks[task], n)

        results, _ = run_eval(store, request, answerer, judge, gister, advance, on_selection)
    files = write_outputs(results, out, plot=not no_plots)
    _print_summary(results)
    for f in files:
        console.print(f"wrote {f}")


def _print_summary(results: dict[str, Any]) -> None:
    from rich.table import Table

    from swcmem.eval.report import cell
    from swcmem.eval.results import METRIC_NAMES

    metrics = results.get("metrics", [])
    table = Table("condition", *[METRIC_NAMES[m] for m in metrics], "tokens/q")
    for name, block in results["conditions"].items():
        table.add_row(
            name, *[cell(block[m]["all"]) for m in metrics], f"{block['tokens_per_question']:.0f}"
        )
    console.print(table)
    cost = results.get("cost", {})
    console.print(
        f"matched questions: {results.get('matched_n', 0)}; new LLM calls this run: "
        f"{cost.get('new_model_calls', 0)}; rows reused: {cost.get('counts', {})}"
    )


@app.command("report")
def report_command(
    out: Path = typer.Argument(..., help="An evaluation folder holding results.json."),
    no_plots: bool = typer.Option(False, "--no-plots", help="Skip the PNG plots."),
) -> None:
    """Re-render report.md and the PNG plots from DIR/results.json."""
    from swcmem.eval.harness import rerender

    for f in rerender(out, plot=not no_plots):
        console.print(f"wrote {f}")
