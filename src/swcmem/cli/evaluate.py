"""Commands of the evaluation area: ``bench router``, ``eval``, ``report`` and ``ask``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from swcmem.bench import router as router_bench
from swcmem.cli.app import bench_app

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
