"""The QA evaluation end to end: ingest, select questions, answer, judge, summarise, write.

Results are typed (:class:`swcmem.eval.schema.EvalResults`). Outputs in the ``out`` folder:
``results.json`` (:meth:`~swcmem.eval.schema.EvalResults.to_dict`), ``report.md`` and PNG
plots; :func:`rerender` redraws the last two from ``results.json``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from swcmem.errors import InputError, NotFoundError
from swcmem.eval import plots, report
from swcmem.eval.questions import IMAGE_KEYWORDS, Selection, select
from swcmem.eval.results import score, summarize
from swcmem.eval.runner import Advance, EvalConfig, Runner
from swcmem.eval.schema import Cost, EvalResults, Excluded, RunConfig, StoredCost
from swcmem.ingest.files import load_dataset
from swcmem.llm.base import LLM
from swcmem.llm.spec import redact_spec
from swcmem.model import Dataset
from swcmem.store import evals
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.temporal.ingest import ingest_dataset

RESULTS = "results.json"
REPORT = "report.md"


@dataclass(frozen=True)
class EvalRequest:
    data: Path
    config: EvalConfig
    conversations: tuple[str, ...] = ()
    limit: int | None = None
    reference: str | None = None
    image_filter: bool = True


def load_data(store: Store, request: EvalRequest) -> Dataset:
    """Ingest the data file (idempotent) and load the requested conversations (as stored)
    with their QA items (kept apart)."""
    only = set(request.conversations) or None
    dataset = load_dataset(request.data)
    ingested = ingest_dataset(store, dataset, str(request.data), only)
    if only:
        missing = only - {r.conversation_id for r in ingested}
        if missing:
            raise NotFoundError(
                f"conversation id(s) not in {request.data}: {', '.join(sorted(missing))}"
            )
    ids = [r.conversation_id for r in ingested]
    if not any(dataset.questions(cid) for cid in ids):
        raise InputError(f"{request.data} holds no QA items to evaluate (LoCoMo layout needed)")
    convs = tuple(load_conversation(store, cid) for cid in ids)
    return Dataset(convs, {cid: dataset.questions(cid) for cid in ids})


def run_eval(
    store: Store,
    request: EvalRequest,
    answer_llm: LLM,
    judge_llm: LLM | None = None,
    gist_llm: LLM | None = None,
    advance: Advance | None = None,
    on_selection: Any = None,
) -> tuple[EvalResults, Runner]:
    """Answer and judge everything still missing, then summarise what is stored."""
    dataset = load_data(store, request)
    convs = {c.id: c for c in dataset.conversations}
    selection = select(dataset, limit=request.limit, image_filter=request.image_filter)
    if on_selection is not None:
        on_selection(selection)
    runner = Runner(store, request.config, answer_llm, judge_llm, gist_llm, advance)
    runner.answer(convs, selection.items)
    runner.judge(selection.items)
    results = build_results(store, runner, request, selection, list(convs))
    return results, runner


def build_results(
    store: Store,
    runner: Runner,
    request: EvalRequest,
    selection: Selection,
    conversation_ids: Sequence[str],
) -> EvalResults:
    """Score what is stored for the run's setting: the typed results."""
    conditions = list(request.config.conditions)
    answers = evals.load_answers(store, runner.setting, conditions)
    verdicts = (
        evals.load_verdicts(store, runner.setting, runner.judge_key) if runner.judge_key else None
    )
    scored, left_out = score(selection.items, conditions, answers, verdicts)
    config = RunConfig(
        data=str(request.data),
        conversations=tuple(conversation_ids),
        conditions=tuple(conditions),
        budget=request.config.budget,
        answer_llm=runner.answer_llm.spec,
        judge_llm=runner.judge_llm.spec if runner.judge_llm else None,
        gist_llm=redact_spec(request.config.gist_llm) if request.config.gist_llm else None,
        limit_per_conversation=request.limit,
        setting=runner.setting,
        judge_setting=runner.judge_key,
        questions=len(selection.items),
        questions_by_category=dict(selection.by_category),
    )
    excluded = Excluded(
        image_questions=selection.image_removed,
        image_keywords=tuple(IMAGE_KEYWORDS),
        category_5_reported_apart=selection.by_category.get("5", 0),
        left_out=left_out,
    )
    return EvalResults(
        config,
        summarize(scored, conditions, reference=request.reference),
        excluded,
        cost_summary(runner, answers, verdicts or []),
    )


def cost_summary(
    runner: Runner, answers: Sequence[evals.AnswerRow], verdicts: Sequence[evals.VerdictRow]
) -> Cost:
    """This run's calls per LLM and purpose (cache hits cost nothing), the rows written or
    reused, and the model calls behind everything stored for this setting."""
    this_run: dict[str, dict[str, dict[str, float]]] = {}
    clients = {"answer": runner.answer_llm, "judge": runner.judge_llm}
    seen: set[int] = set()
    for role, llm in clients.items():
        summary = getattr(llm, "summary", None)
        if llm is None or summary is None or id(llm) in seen:
            continue
        seen.add(id(llm))
        this_run[role] = summary().as_dict()
    fresh_a = [a for a in answers if a.answer is not None and not a.cached]
    fresh_v = [v for v in verdicts if v.raw is not None and not v.cached]
    new_calls = sum(
        int(row.get("calls", 0))
        for purposes in this_run.values()
        for name, row in purposes.items()
        if name == "total"
    )
    stored = StoredCost(
        calls=len(fresh_a) + len(fresh_v),
        tokens_in=sum(a.tokens_in for a in fresh_a) + sum(v.tokens_in for v in fresh_v),
        tokens_out=sum(a.tokens_out for a in fresh_a) + sum(v.tokens_out for v in fresh_v),
    )
    return Cost(this_run, new_calls, dict(runner.counts.as_dict()), stored)


def write_outputs(results: EvalResults, out: Path, *, plot: bool = True) -> list[Path]:
    """results.json, report.md and (with matplotlib) the PNG plots."""
    out.mkdir(parents=True, exist_ok=True)
    (out / RESULTS).write_text(json.dumps(results.to_dict(), indent=2) + "\n")
    (out / REPORT).write_text(report.render(results))
    written = [out / RESULTS, out / REPORT]
    if plot:
        written += plots.draw_all(results, out)
    return written


def rerender(out: Path, *, plot: bool = True) -> list[Path]:
    """Redraw report.md and the plots from ``out/results.json``."""
    path = out / RESULTS
    if not path.is_file():
        raise NotFoundError(f"no {RESULTS} in {out}", hint="run 'swcmem eval ... --out DIR' first")
    try:
        results = EvalResults.from_dict(json.loads(path.read_text()))
    except json.JSONDecodeError as exc:
        raise InputError(f"{path} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    (out / REPORT).write_text(report.render(results))
    written = [out / REPORT]
    if plot:
        written += plots.draw_all(results, out)
    return written
