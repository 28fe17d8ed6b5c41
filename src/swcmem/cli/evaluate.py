"""Commands of the evaluation area: ``bench router``, ``eval``, ``report`` and ``ask``."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from swcmem.cli.app import (
    DB,
    app,
    bench_app,
    check_budget,
    existing_store,
    json_results,
    json_target,
    new_store,
    parse_list,
)
from swcmem.cli.output import (
    charts_available,
    echo_json,
    err,
    line,
    literal,
    write_json,
    write_text,
)
from swcmem.errors import InputError

if TYPE_CHECKING:
    from swcmem.ask import Answer
    from swcmem.eval.schema import EvalResults
    from swcmem.llm import LLMClient

console = err


JSON_ROUTER, OUT_ROUTER = json_results(("bench", "router"))


@bench_app.command("router")
def bench_router(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    json_arg: str | None = JSON_ROUTER,
    out_path: Path | None = OUT_ROUTER,
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
    from swcmem.bench import router as router_bench

    to_stdout, json_path = json_target(json_arg, out_path)
    kwargs: dict[str, Any] = {
        "conversations": parse_list(conversations) or None,
        "check_unanswerable": check_unanswerable,
    }
    with ExitStack() as stack:
        if llm:
            from swcmem.route import LLMClassifier

            client = stack.enter_context(_client(llm, role="classifier"))
            kwargs |= {
                "classifier": LLMClassifier(client).classify,
                "classifier_name": f"llm:{llm}",
            }
        result = router_bench.run(data, **kwargs)
    text = router_bench.markdown(result)
    if to_stdout:
        echo_json(result)
        err.print(literal(text))
    else:
        typer.echo(text)
    if json_path:
        write_json(json_path, result)
    if markdown_out:
        write_text(markdown_out, text)


def _client(
    spec: str | None,
    *,
    role: str,
    no_cache: bool = False,
    concurrency: int | None = None,
    timeout: float | None = None,
) -> LLMClient:
    """An LLM client for ``spec`` (falling back to $SWCMEM_LLM / the config file)."""
    from swcmem.cli.llm import open_cli_llm
    from swcmem.errors import ConfigError

    client = open_cli_llm(
        spec, no_cache=no_cache, timeout_s=timeout, concurrency=concurrency, required=False
    )
    if client is None:
        raise ConfigError(
            f"no {role} LLM configured",
            hint=f"pass --{role}-llm SPEC (e.g. openai:gpt-4o-mini) or set SWCMEM_LLM",
        )
    return client


DEFAULT_CONDITIONS = "full,truncation,sliding,swc-full,swc-temporal,swc-anchored,swc-adaptive"


@app.command("eval")
def eval_command(
    data: Path = typer.Option(..., "--data", help="LoCoMo-layout JSON with QA items."),
    conditions: str = typer.Option(
        DEFAULT_CONDITIONS,
        help="Comma-separated context strategies to compare (default: "
        + DEFAULT_CONDITIONS.replace(",", ", ")
        + ").",
        show_default=False,
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
    budget: int = typer.Option(4000, help="Token budget per context (o200k)."),
    concurrency: int = typer.Option(4, min=1, help="LLM calls in flight at once."),
    timeout: float | None = typer.Option(
        None, "--timeout", min=1, help="Seconds per LLM call (default: config file, else 120)."
    ),
    reference: str = typer.Option(
        "truncation", help="Condition the per-conversation deltas are taken against."
    ),
    no_image_filter: bool = typer.Option(
        False, "--no-image-filter", help="Keep questions about photos."
    ),
    no_cache: bool = typer.Option(False, "--no-cache", help="Bypass the LLM response cache."),
    no_plots: bool = typer.Option(False, "--no-plots", help="Skip the PNG plots."),
    db: str | None = DB,
) -> None:
    """Answer LoCoMo questions under each context condition, judge them (strict paper
    prompt + lenient) and score token F1; 95% bootstrap CIs, paired deltas, per-category and
    per-conversation tables, cost. Resumable: every answer and verdict is stored as it
    arrives (in --db), so rerunning the same command continues, and a finished run reruns
    with zero new LLM calls."""
    from swcmem.context import available_strategies
    from swcmem.errors import ConfigError
    from swcmem.eval.harness import EvalRequest, write_outputs
    from swcmem.eval.runner import EvalConfig

    if not data.is_file():
        raise InputError(f"file not found: {data}", hint="--data takes a LoCoMo-layout JSON file")
    check_budget(budget)
    plot = not no_plots and charts_available("the PNG plots")
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
    opts: dict[str, Any] = {"no_cache": no_cache, "concurrency": concurrency, "timeout": timeout}
    with ExitStack() as stack:
        answerer = stack.enter_context(_client(answer_llm, role="answer", **opts))
        judge = None
        if judge_llm:
            same = judge_llm == answerer.spec
            judge = (
                answerer if same else stack.enter_context(_client(judge_llm, role="judge", **opts))
            )
        gister = stack.enter_context(_client(gist_llm, role="gist", **opts)) if gist_llm else None
        results = _run_eval(request, answerer, judge, gister, len(names), db)
    files = write_outputs(results, out, plot=plot)
    _print_summary(results)
    for f in files:
        console.print(line("wrote ", literal(f)))


def _run_eval(
    request: Any,
    answerer: LLMClient,
    judge: LLMClient | None,
    gister: LLMClient | None,
    n: int,
    db: str | None,
) -> EvalResults:
    """Run the evaluation on the --db store with progress bars; the results dict."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from swcmem.eval.harness import run_eval

    if judge is None:
        console.print("no --judge-llm: scoring token F1 only")
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn())
    quiet = not console.is_terminal
    with new_store(db) as store, Progress(*columns, console=console, disable=quiet) as bar:
        tasks: dict[str, Any] = {}

        def on_selection(selection: Any) -> None:
            total = len(selection.items) * n
            tasks["answers"] = bar.add_task("answers", total=total)
            if judge is not None:
                tasks["verdicts"] = bar.add_task("verdicts", total=2 * total)

        def advance(task: str, k: int) -> None:
            if task in tasks and k:
                bar.advance(tasks[task], k)

        results, _ = run_eval(store, request, answerer, judge, gister, advance, on_selection)
    return results


def _print_summary(results: EvalResults) -> None:
    from rich.table import Table

    from swcmem.eval.report import cell
    from swcmem.eval.results import METRIC_NAMES

    s = results.summary
    table = Table("condition", *[METRIC_NAMES[m] for m in s.metrics], "tokens/q")
    for name, c in s.conditions.items():
        cells = [cell(c.estimate(m, "all")) for m in s.metrics]
        table.add_row(literal(name), *cells, f"{c.tokens_per_question:.0f}")
    console.print(table)
    for cond, row in results.excluded.left_out.failed_answers.items():
        console.print(literal(f"warning: {cond}: {row.count} answers failed, e.g. {row.example}"))
    cost = results.cost
    console.print(
        f"matched questions: {s.matched_n}; new LLM calls this run: "
        f"{cost.new_model_calls if cost else 0}; rows reused: {cost.counts if cost else {}}"
    )


@app.command("report")
def report_command(
    out: Path = typer.Argument(..., help="An evaluation folder holding results.json."),
    no_plots: bool = typer.Option(False, "--no-plots", help="Skip the PNG plots."),
) -> None:
    """Re-render report.md and the PNG plots from DIR/results.json (the plots need
    matplotlib: without it, a warning and report.md)."""
    from swcmem.eval.harness import rerender

    plot = not no_plots and charts_available("the PNG plots")
    for f in rerender(out, plot=plot):
        console.print(line("wrote ", literal(f)))


@app.command("ask")
def ask_command(
    question: str = typer.Argument(..., help="The question about the conversation."),
    conversation: str = typer.Option(..., "--conversation", "-c", help="Conversation id."),
    llm: str | None = typer.Option(
        None, "--llm", help="Answer with this LLM (spec; default $SWCMEM_LLM / config file)."
    ),
    budget: int = typer.Option(4000, help="Token budget of the context (o200k)."),
    evidence: int = typer.Option(5, min=1, help="How many evidence lines to show."),
    json_out: bool = typer.Option(False, "--json", help="Print JSON."),
    db: str | None = DB,
) -> None:
    """Answer a question about a stored conversation. With an LLM configured, it answers
    from the swc-adaptive context; without one, temporal questions are answered from the
    temporal index and other questions get the best evidence (not an answer). The output
    says plainly which it did."""
    from swcmem.ask import ask
    from swcmem.cli.llm import open_cli_llm
    from swcmem.text import require_question

    question = require_question(question, 'e.g. swcmem ask -c ID "When did ...?"')
    check_budget(budget)
    with ExitStack() as stack:
        client = open_cli_llm(llm, required=False)
        if client is not None:
            stack.enter_context(client)
        store = stack.enter_context(existing_store(db))
        result = ask(store, conversation, question, llm=client, budget=budget, evidence=evidence)
    if json_out:
        echo_json(result.to_dict())
        return
    _print_ask(result)


def _print_ask(r: Answer) -> None:
    typer.echo(f"question type: {r.type} ({', '.join(r.reasons)})")
    if r.possibly_unanswerable:
        typer.echo(f"warning: possibly unanswerable — {r.unanswerable_reason}")
    if r.mode == "llm":
        cached = " [cached]" if r.cached else ""
        typer.echo(
            f"Answered by the LLM {r.llm} from the swc-adaptive context "
            f"({r.context_tokens} tokens){cached}:"
        )
        typer.echo(f"  {r.answer}")
    elif r.mode == "temporal-index" and r.answer:
        typer.echo("No LLM configured: answered from the temporal index (no model involved):")
        typer.echo(f"  {r.answer}")
        for w in r.when:
            typer.echo(f'  - {w.text}  [{w.turn_id}] {r.speakers.get(w.turn_id)}: "{w.quote}"')
    elif r.mode == "temporal-index":
        typer.echo("No LLM configured, and the temporal index has no dated answer for this.")
    else:
        typer.echo(
            "No LLM configured: this is NOT an answer — here is the best evidence "
            "(configure one with --llm SPEC or SWCMEM_LLM to get an answer):"
        )
    if r.mode != "temporal-index" or not r.answer:
        for e in r.evidence:
            day = e.date.isoformat() if e.date else None
            typer.echo(f"  [{e.turn_id}, {day}] {e.speaker}: {e.text}")
