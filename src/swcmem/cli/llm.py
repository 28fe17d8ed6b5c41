"""`swcmem llm ...`: try a backend, inspect the response cache; helpers other commands use
to open the configured LLM (``--llm`` > ``$SWCMEM_LLM`` > config file) at the CLI edge."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

import typer

from swcmem.cli.app import app
from swcmem.cli.output import echo_json, line, literal
from swcmem.cli.output import out as console
from swcmem.errors import ConfigError
from swcmem.llm.spec import EXAMPLES

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from swcmem.llm import LLMClient, RunSummary

llm_app = typer.Typer(
    help="LLM backends: try one (`llm test`), inspect the response cache (`llm cache-stats`).",
    no_args_is_help=True,
)
app.add_typer(llm_app, name="llm")

LLM_HELP = "Backend spec, e.g. " + " | ".join(EXAMPLES) + " (default: $SWCMEM_LLM, config file)."


def open_cli_llm(
    spec: str | None,
    *,
    no_cache: bool = False,
    timeout_s: float | None = None,
    max_tries: int | None = None,
    concurrency: int | None = None,
    required: bool = True,
) -> LLMClient | None:
    """The configured LLM for a command, or None when none is configured and not required."""
    from swcmem.llm import open_llm
    from swcmem.llm.config import resolve_settings

    settings = resolve_settings(
        os.environ,
        spec=spec,
        no_cache=no_cache,
        timeout_s=timeout_s,
        max_tries=max_tries,
        concurrency=concurrency,
    )
    if settings.spec is None:
        if not required:
            return None
        raise ConfigError(
            "no LLM configured",
            hint="pass --llm SPEC or set SWCMEM_LLM, e.g. " + EXAMPLES[2],
        )
    return open_llm(
        settings.spec,
        cache_path=settings.cache_path,
        use_cache=settings.use_cache,
        options=settings.options,
        environ=os.environ,
    )


def usage_table(summary: RunSummary, title: str = "LLM usage") -> Table:
    """Calls, cache hits, errors, tokens in/out and model seconds per purpose."""
    from rich.table import Table

    table = Table("purpose", "calls", "cache hits", "errors", "tokens in", "tokens out", "LLM s")
    table.title = literal(title)
    for p in (*summary.purposes, summary.total):
        table.add_row(
            p.purpose,
            str(p.calls),
            str(p.cache_hits),
            str(p.errors),
            str(p.tokens_in),
            str(p.tokens_out),
            f"{p.latency_s:.1f}",
        )
    return table


def print_usage(llm: LLMClient, out: Console | None = None) -> None:
    """Print the run summary (for the end of any command that used an LLM)."""
    (out or console).print(usage_table(llm.summary(), f"LLM usage ({llm.spec})"))


@llm_app.command("test")
def llm_test(
    prompt: str = typer.Argument(..., help="The user message to send."),
    llm_spec: str | None = typer.Option(None, "--llm", help=LLM_HELP),
    system: str | None = typer.Option(None, "--system", help="Optional system message."),
    max_tokens: int = typer.Option(64, "--max-tokens", min=1, help="Completion token limit."),
    temperature: float = typer.Option(0.0, "--temperature", min=0.0, help="Sampling temperature."),
    seed: int | None = typer.Option(None, "--seed", help="Sampling seed (where supported)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Always call the model."),
    timeout: float | None = typer.Option(None, "--timeout", help="Per-call timeout, seconds."),
    retries: int | None = typer.Option(None, "--tries", min=1, help="Tries per call (≥ 1)."),
    json_out: bool = typer.Option(False, "--json", help="Print the completion as JSON."),
) -> None:
    """Send one prompt to a backend and show the answer, tokens, latency and cache status."""
    from swcmem.llm import CompletionParams, Message

    llm = open_cli_llm(llm_spec, no_cache=no_cache, timeout_s=timeout, max_tries=retries)
    assert llm is not None
    messages = ([Message("system", system)] if system else []) + [Message("user", prompt)]
    params = CompletionParams(temperature=temperature, max_tokens=max_tokens, seed=seed)
    with llm:
        started = time.perf_counter()
        c = llm.complete(messages, params, purpose="test")
        wall = time.perf_counter() - started
    if json_out:
        fields = {"spec": llm.spec, "text": c.text, "model": c.model, "cached": c.cached}
        fields |= {"tokens_in": c.tokens_in, "tokens_out": c.tokens_out}
        fields |= {"latency_s": round(c.latency_s, 3), "finish_reason": c.finish_reason}
        echo_json(fields)
        return
    typer.echo(c.text)
    source = "cache hit" if c.cached else f"model call {c.latency_s:.2f}s"
    console.print(
        literal(
            f"{llm.spec} · model {c.model} · {c.tokens_in} tokens in, {c.tokens_out} out · "
            f"{source} · finish {c.finish_reason} · wall {wall:.2f}s",
            "dim",
        ),
        soft_wrap=True,
    )


@llm_app.command("cache-stats")
def cache_stats(
    run: str | None = typer.Option(None, "--run", help="Only this run id's usage."),
    json_out: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Show the response cache: entries per model, size, and usage per purpose (all runs)."""
    from swcmem.llm.cache import ResponseCache
    from swcmem.llm.config import resolve_settings

    settings = resolve_settings(os.environ)
    cache = ResponseCache(settings.cache_path)
    try:
        stats = cache.stats(run)
    finally:
        cache.close()
    if json_out:
        data = {"path": stats.path, "entries": stats.entries, "size_bytes": stats.size_bytes}
        data |= {"models": stats.models, "runs": stats.runs, "usage": stats.usage.as_dict()}
        echo_json(data)
        return
    console.print(line("cache: ", literal(stats.path)))
    console.print(
        f"{stats.entries} cached responses, {stats.size_bytes / 1024:.0f} KiB, {stats.runs} runs"
    )
    for model, n in stats.models.items():
        console.print(literal(f"  {model}: {n}"))
    console.print(usage_table(stats.usage, "usage (model calls count tokens; hits are free)"))


@llm_app.command("serve-local")
def serve_local(
    n_threads: int = typer.Option(2, "--threads", min=1, help="CPU threads for llama.cpp."),
) -> None:
    """Run the bundled SmolLM2-135M on a local llama.cpp server until Ctrl-C (for demos)."""
    from swcmem.llm.local import LocalServer

    with LocalServer(n_threads=n_threads) as server:
        console.print(literal(f"serving; use --llm {server.spec}  (Ctrl-C stops)"))
        try:
            while server.process is not None and server.process.poll() is None:
                time.sleep(0.5)
        except KeyboardInterrupt:
            pass
