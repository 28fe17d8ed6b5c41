"""The typed results of a QA evaluation, and their JSON form (``results.json``).

:class:`EvalResults` is what :func:`swcmem.eval.harness.run_eval` returns and what the report
and the plots read; :meth:`EvalResults.to_dict` writes the ``results.json`` layout (unchanged
from earlier releases) and :meth:`EvalResults.from_dict` reads it back (``swcmem report``).

Estimates are ``{mean, ci, n}`` (:class:`swcmem.eval.stats.Estimate`); category keys are
``"all"`` (categories 1–4 pooled) and ``"1"``…``"5"``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from swcmem.errors import InputError
from swcmem.eval.stats import Estimate

Scores = dict[str, dict[str, Estimate]]  # metric → category key → estimate
EMPTY = Estimate(math.nan, (math.nan, math.nan), 0)


@dataclass(frozen=True)
class ConditionResult:
    """One condition: every metric per category, and what its contexts cost."""

    scores: Scores
    tokens_per_question: float
    answer_tokens_in_per_question: float

    def estimate(self, metric: str, category: str) -> Estimate:
        return self.scores.get(metric, {}).get(category, EMPTY)


@dataclass(frozen=True)
class PairedDelta:
    """Condition ``a`` minus condition ``b`` on the same questions."""

    a: str
    b: str
    metric: str
    category: str
    delta: Estimate


@dataclass(frozen=True)
class FailedAnswers:
    """Answers whose LLM call failed under one condition (one example error)."""

    count: int
    example: str | None


@dataclass(frozen=True)
class LeftOut:
    """Questions that entered no number, and why."""

    unmatched_questions: int = 0
    unparseable_verdicts: dict[str, dict[str, int]] = field(default_factory=dict)
    failed_answers: dict[str, FailedAnswers] = field(default_factory=dict)


@dataclass(frozen=True)
class Excluded:
    """Everything left out: image questions, category 5 (reported apart), and the rest."""

    image_questions: int = 0
    image_keywords: tuple[str, ...] = ()
    category_5_reported_apart: int = 0
    left_out: LeftOut = field(default_factory=LeftOut)


@dataclass(frozen=True)
class Summary:
    """The numbers: per condition, paired deltas, per conversation."""

    metrics: tuple[str, ...]
    matched_n: int
    conditions: dict[str, ConditionResult]
    paired: tuple[PairedDelta, ...]
    per_conversation: dict[str, dict[str, Scores]]  # conversation → condition → scores
    reference: str
    category2_deltas: dict[str, dict[str, dict[str, Estimate]]]  # conv → condition → metric

    @property
    def headline_metric(self) -> str | None:
        """The strict judge when there is one, else the first metric."""
        if "judge_strict" in self.metrics:
            return "judge_strict"
        return self.metrics[0] if self.metrics else None

    def delta(self, a: str, b: str, metric: str, category: str) -> Estimate:
        for p in self.paired:
            if (p.a, p.b, p.metric, p.category) == (a, b, metric, category):
                return p.delta
        return EMPTY


@dataclass(frozen=True)
class RunConfig:
    """What was evaluated, with which models and settings."""

    data: str = "?"
    conversations: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    budget: int | None = None
    answer_llm: str | None = None
    judge_llm: str | None = None
    gist_llm: str | None = None
    limit_per_conversation: int | None = None
    setting: str | None = None
    judge_setting: str | None = None
    questions: int = 0
    questions_by_category: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredCost:
    """Model calls behind every answer and verdict stored for the setting."""

    calls: int
    tokens_in: int
    tokens_out: int


@dataclass(frozen=True)
class Cost:
    """This run's usage per LLM role and purpose, rows written/reused, stored calls."""

    this_run: dict[str, dict[str, dict[str, float]]]
    new_model_calls: int
    counts: dict[str, int]
    stored: StoredCost


@dataclass(frozen=True)
class EvalResults:
    """One evaluation, typed (see the module doc)."""

    config: RunConfig
    summary: Summary
    excluded: Excluded = field(default_factory=Excluded)
    cost: Cost | None = None

    def to_dict(self) -> dict[str, Any]:
        """The ``results.json`` layout."""
        s = self.summary
        out: dict[str, Any] = {"config": _config_dict(self.config)}
        out |= {
            "metrics": list(s.metrics),
            "matched_n": s.matched_n,
            "conditions": {name: _condition_dict(c) for name, c in s.conditions.items()},
            "paired": [_paired_dict(p) for p in s.paired],
            "per_conversation": {
                conv: {c: _scores_dict(sc) for c, sc in by_cond.items()}
                for conv, by_cond in s.per_conversation.items()
            },
            "reference": s.reference,
            "per_conversation_category2_deltas": {
                conv: {c: {m: e.as_dict() for m, e in ms.items()} for c, ms in by_cond.items()}
                for conv, by_cond in s.category2_deltas.items()
            },
            "excluded": _excluded_dict(self.excluded),
        }
        if self.cost is not None:
            out["cost"] = _cost_dict(self.cost)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EvalResults:
        """Read ``results.json`` (raises :class:`InputError` naming what is malformed)."""
        try:
            return cls(
                config=_config(data.get("config", {})),
                summary=_summary(data),
                excluded=_excluded(data.get("excluded", {})),
                cost=_cost(data["cost"]) if data.get("cost") else None,
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"results.json is not an evaluation result ({exc!r})") from None


# -- to JSON ---------------------------------------------------------------------------------
def _scores_dict(scores: Scores) -> dict[str, Any]:
    return {m: {cat: e.as_dict() for cat, e in cats.items()} for m, cats in scores.items()}


def _paired_dict(p: PairedDelta) -> dict[str, Any]:
    return {"a": p.a, "b": p.b, "metric": p.metric, "category": p.category} | {
        "delta": p.delta.as_dict()
    }


def _condition_dict(c: ConditionResult) -> dict[str, Any]:
    return _scores_dict(c.scores) | {
        "tokens_per_question": c.tokens_per_question,
        "answer_tokens_in_per_question": c.answer_tokens_in_per_question,
    }


def _config_dict(c: RunConfig) -> dict[str, Any]:
    return {
        "data": c.data,
        "conversations": list(c.conversations),
        "conditions": list(c.conditions),
        "budget": c.budget,
        "answer_llm": c.answer_llm,
        "judge_llm": c.judge_llm,
        "gist_llm": c.gist_llm,
        "limit_per_conversation": c.limit_per_conversation,
        "setting": c.setting,
        "judge_setting": c.judge_setting,
        "questions": c.questions,
        "questions_by_category": dict(c.questions_by_category),
    }


def _excluded_dict(e: Excluded) -> dict[str, Any]:
    return {
        "image_questions": e.image_questions,
        "image_keywords": list(e.image_keywords),
        "category_5_reported_apart": e.category_5_reported_apart,
        "unmatched_questions": e.left_out.unmatched_questions,
        "unparseable_verdicts": e.left_out.unparseable_verdicts,
        "failed_answers": {
            c: {"count": f.count, "example": f.example}
            for c, f in e.left_out.failed_answers.items()
        },
    }


def _cost_dict(c: Cost) -> dict[str, Any]:
    stored = {"calls": c.stored.calls, "tokens_in": c.stored.tokens_in}
    return {
        "this_run": c.this_run,
        "new_model_calls": c.new_model_calls,
        "counts": c.counts,
        "stored": stored | {"tokens_out": c.stored.tokens_out},
    }


# -- from JSON -------------------------------------------------------------------------------
def _estimate(d: Mapping[str, Any]) -> Estimate:
    lo, hi = d.get("ci", (math.nan, math.nan))
    mean = d.get("mean")
    return Estimate(math.nan if mean is None else float(mean), (float(lo), float(hi)), int(d["n"]))


def _scores(d: Mapping[str, Any], metrics: tuple[str, ...]) -> Scores:
    return {m: {cat: _estimate(e) for cat, e in d[m].items()} for m in metrics if m in d}


def _summary(data: Mapping[str, Any]) -> Summary:
    metrics = tuple(data.get("metrics", ()))
    conditions = {
        name: ConditionResult(
            _scores(block, metrics),
            float(block.get("tokens_per_question", 0.0)),
            float(block.get("answer_tokens_in_per_question", 0.0)),
        )
        for name, block in data["conditions"].items()
    }
    paired = tuple(
        PairedDelta(p["a"], p["b"], p["metric"], p["category"], _estimate(p["delta"]))
        for p in data.get("paired", ())
    )
    per_conv = {
        conv: {c: _scores(sc, metrics) for c, sc in by_cond.items()}
        for conv, by_cond in data.get("per_conversation", {}).items()
    }
    deltas = {
        conv: {c: {m: _estimate(e) for m, e in ms.items()} for c, ms in by_cond.items()}
        for conv, by_cond in data.get("per_conversation_category2_deltas", {}).items()
    }
    reference = data.get("reference") or next(iter(conditions), "")
    return Summary(
        metrics, int(data.get("matched_n", 0)), conditions, paired, per_conv, reference, deltas
    )


def _config(d: Mapping[str, Any]) -> RunConfig:
    return RunConfig(
        data=str(d.get("data", "?")),
        conversations=tuple(d.get("conversations", ())),
        conditions=tuple(d.get("conditions", ())),
        budget=d.get("budget"),
        answer_llm=d.get("answer_llm"),
        judge_llm=d.get("judge_llm"),
        gist_llm=d.get("gist_llm"),
        limit_per_conversation=d.get("limit_per_conversation"),
        setting=d.get("setting"),
        judge_setting=d.get("judge_setting"),
        questions=int(d.get("questions", 0)),
        questions_by_category=dict(d.get("questions_by_category", {})),
    )


def _excluded(d: Mapping[str, Any]) -> Excluded:
    failed = {
        c: FailedAnswers(int(f["count"]), f.get("example"))
        for c, f in d.get("failed_answers", {}).items()
    }
    left = LeftOut(
        int(d.get("unmatched_questions", 0)), dict(d.get("unparseable_verdicts", {})), failed
    )
    return Excluded(
        int(d.get("image_questions", 0)),
        tuple(d.get("image_keywords", ())),
        int(d.get("category_5_reported_apart", 0)),
        left,
    )


def _cost(d: Mapping[str, Any]) -> Cost:
    s = d.get("stored", {})
    stored = StoredCost(
        int(s.get("calls", 0)), int(s.get("tokens_in", 0)), int(s.get("tokens_out", 0))
    )
    return Cost(
        dict(d.get("this_run", {})),
        int(d.get("new_model_calls", 0)),
        dict(d.get("counts", {})),
        stored,
    )
