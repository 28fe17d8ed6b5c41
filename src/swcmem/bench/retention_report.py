"""The retention benchmark's summary: typed results inside, JSON at the edge.

Per strategy, metric and category (``all`` = every category measured, then each one): the mean
over unique questions with two 95 % percentile-bootstrap CIs (2,000 resamples, seed 42), labelled
— ``ci`` resamples questions as if independent, ``ci_cluster`` resamples whole conversations with
all their questions (:mod:`swcmem.eval.stats`) — and the per-conversation spread (lowest and
highest conversation mean). Comparisons (:data:`COMPARISONS`) are paired over the same questions:
ratios of means for the acceptance ratios, differences for swc-adaptive against ``full`` and for
what each ablated part adds, each with both CIs.

JSON shape (``as_json``; ``from_json`` reads it back)::

    {"budget", "categories", "n_questions", "duplicates", "questions_per_conversation": {id: n},
     "evidence": {...}, "seconds", "cpu_seconds", "load",
     "strategies": {NAME: {METRIC: {"all"|"1".."4": {"mean", "ci", "ci_cluster", "n"}},
                           "tokens": {"mean", "max"}, "ratio_to_full": {METRIC: x},
                           "per_conversation": {METRIC: {"min", "min_conversation", "max",
                                                         "max_conversation", "values"}}}},
     "comparisons": [{"a", "b", "metric", "categories", "kind", "n", "a_mean", "b_mean",
                      "value", "ci", "ci_cluster"}]}
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from swcmem.bench.retention import EvidenceCounts, ItemResult, RetentionConfig, RunResult
from swcmem.eval.stats import Estimate, bootstrap, paired_delta, paired_ratio

METRICS = ("evidence_turn_recall", "answer_support", "answer_support_dated")
Kind = Literal["ratio", "delta"]
Pair = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Stat:
    """A mean over ``n`` questions with its per-question and per-conversation CIs. Immutable."""

    mean: float
    ci: Pair
    ci_cluster: Pair
    n: int

    def as_json(self) -> dict[str, Any]:
        return {
            "mean": self.mean,
            "ci": list(self.ci),
            "ci_cluster": list(self.ci_cluster),
            "n": self.n,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Stat:
        return cls(d["mean"], _pair(d["ci"]), _pair(d["ci_cluster"]), d["n"])


@dataclass(frozen=True, slots=True)
class Spread:
    """Per-conversation means of one metric, with the lowest and highest."""

    values: dict[str, float]

    @property
    def min(self) -> tuple[str, float] | None:
        return min(self.values.items(), key=lambda kv: (kv[1], kv[0]), default=None)

    @property
    def max(self) -> tuple[str, float] | None:
        return max(self.values.items(), key=lambda kv: (kv[1], kv[0]), default=None)

    def as_json(self) -> dict[str, Any]:
        lo, hi = self.min, self.max
        return {
            "min": lo[1] if lo else None,
            "min_conversation": lo[0] if lo else None,
            "max": hi[1] if hi else None,
            "max_conversation": hi[0] if hi else None,
            "values": dict(self.values),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Spread:
        return cls(dict(d["values"]))


@dataclass(frozen=True)
class StrategySummary:
    """One strategy's summary: per metric and category a :class:`Stat`, its tokens, its ratio
    to ``full`` and its per-conversation spread. Read-only after :func:`summarize`."""

    name: str
    metrics: dict[str, dict[str, Stat]]  # metric → "all" | category → stat
    tokens_mean: float
    tokens_max: int
    ratio_to_full: dict[str, float | None]
    per_conversation: dict[str, Spread]  # metric → spread

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            m: {k: s.as_json() for k, s in by.items()} for m, by in self.metrics.items()
        }
        out["tokens"] = {"mean": self.tokens_mean, "max": self.tokens_max}
        out["ratio_to_full"] = dict(self.ratio_to_full)
        out["per_conversation"] = {m: s.as_json() for m, s in self.per_conversation.items()}
        return out

    @classmethod
    def from_json(cls, name: str, d: Mapping[str, Any]) -> StrategySummary:
        return cls(
            name,
            {m: {k: Stat.from_json(s) for k, s in d[m].items()} for m in METRICS if m in d},
            d["tokens"]["mean"],
            d["tokens"]["max"],
            dict(d.get("ratio_to_full", {})),
            {m: Spread.from_json(s) for m, s in d.get("per_conversation", {}).items()},
        )


@dataclass(frozen=True, slots=True)
class ComparisonSpec:
    """``a`` against ``b`` on one metric over some categories: a ratio of means or a
    difference; ``why`` says what it shows."""

    a: str
    b: str
    metric: str
    categories: tuple[int, ...]
    kind: Kind
    why: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """A :class:`ComparisonSpec` measured: n paired questions, both means, the value and its
    per-question and per-conversation CIs. Immutable."""

    spec: ComparisonSpec
    n: int
    a_mean: float
    b_mean: float
    value: float
    ci: Pair
    ci_cluster: Pair

    def as_json(self) -> dict[str, Any]:
        s = self.spec
        return {
            "a": s.a,
            "b": s.b,
            "metric": s.metric,
            "categories": list(s.categories),
            "kind": s.kind,
            "why": s.why,
            "n": self.n,
            "a_mean": self.a_mean,
            "b_mean": self.b_mean,
            "value": self.value,
            "ci": list(self.ci),
            "ci_cluster": list(self.ci_cluster),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Comparison:
        spec = ComparisonSpec(
            d["a"], d["b"], d["metric"], tuple(d["categories"]), d["kind"], d.get("why", "")
        )
        return cls(
            spec,
            d["n"],
            d["a_mean"],
            d["b_mean"],
            d["value"],
            _pair(d["ci"]),
            _pair(d["ci_cluster"]),
        )


ALL = (1, 2, 3, 4)
#: (full strategy, ablated strategy, the part the ablation removes)
ABLATIONS: tuple[tuple[str, str, str], ...] = (
    ("swc-adaptive", "swc-adaptive-no-index", "temporal index"),
    ("swc-adaptive", "swc-adaptive-no-memory", "gist memory"),
    ("swc-adaptive", "swc-adaptive-no-ranker", "turn ranker (vs plain BM25)"),
    ("swc-anchored", "swc-anchored-no-timeline", "timeline"),
)
#: The comparisons the README shows; the rest are in results.md.
HEADLINE: tuple[ComparisonSpec, ...] = (
    ComparisonSpec(
        "swc-anchored", "truncation", "answer_support", ALL, "ratio", "acceptance: ≥ 1.5×"
    ),
    ComparisonSpec(
        "swc-anchored", "swc-full", "answer_support_dated", (2,), "ratio", "acceptance: ≥ 1.5×"
    ),
    ComparisonSpec(
        "swc-temporal", "swc-full", "answer_support_dated", (2,), "ratio", "paper: +protection"
    ),
    ComparisonSpec("swc-adaptive", "full", "answer_support", ALL, "delta", "adaptive vs full"),
    ComparisonSpec(
        "swc-adaptive", "full", "answer_support_dated", ALL, "delta", "adaptive vs full"
    ),
    ComparisonSpec(
        "swc-adaptive",
        "full-dated",
        "answer_support_dated",
        ALL,
        "delta",
        "adaptive vs the dated ceiling",
    ),
    ComparisonSpec(
        "retrieval", "retrieval-bm25", "evidence_turn_recall", ALL, "delta", "ranker vs BM25"
    ),
    ComparisonSpec(
        "full-dated", "full", "answer_support_dated", (2,), "delta", "dates resolved inline"
    ),
    ComparisonSpec(
        "swc-anchored",
        "swc-anchored-no-timeline",
        "answer_support_dated",
        (2,),
        "delta",
        "what the timeline adds (temporal)",
    ),
)
COMPARISONS: tuple[ComparisonSpec, ...] = (
    *HEADLINE,
    *(
        ComparisonSpec("swc-adaptive", "full", m, (c,), "delta", "adaptive vs full, per category")
        for m in ("answer_support", "answer_support_dated")
        for c in ALL
    ),
    *(
        ComparisonSpec(a, b, m, ALL, "delta", f"what the {part} adds")
        for a, b, part in ABLATIONS
        for m in METRICS
    ),
)


@dataclass(frozen=True)
class RetentionReport:
    """The benchmark's report (typed; :meth:`as_json` / :meth:`from_json` at the edge).
    ``n_questions`` is the one n: unique questions, summed over conversations. Read-only."""

    budget: int
    categories: tuple[int, ...]
    strategies: dict[str, StrategySummary]
    comparisons: tuple[Comparison, ...]
    evidence: EvidenceCounts
    conversations: dict[str, int]  # unique questions per conversation
    duplicates: int
    seconds: float | None = None  # wall time: ingest + measurement
    cpu_seconds: float | None = None  # the process's CPU time (what a quiet machine's wall is)
    load: str | None = None  # the machine's load average when it ran (uptime)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def n_questions(self) -> int:
        return sum(self.conversations.values())

    def as_json(self) -> dict[str, Any]:
        ev = self.evidence
        return {
            "budget": self.budget,
            "categories": list(self.categories),
            "n_questions": self.n_questions,
            "duplicates": self.duplicates,
            "questions_per_conversation": dict(self.conversations),
            "evidence": {
                "evidence_ids": ev.evidence_ids,
                "evidence_missing": ev.evidence_missing,
                "questions_without_evidence": ev.questions_without_evidence,
            },
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            "load": self.load,
            "strategies": {name: s.as_json() for name, s in self.strategies.items()},
            "comparisons": [c.as_json() for c in self.comparisons],
            **self.extra,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> RetentionReport:
        known = {
            "budget",
            "categories",
            "n_questions",
            "duplicates",
            "questions_per_conversation",
            "evidence",
            "seconds",
            "cpu_seconds",
            "load",
            "strategies",
            "comparisons",
        }
        return cls(
            budget=d["budget"],
            categories=tuple(d["categories"]),
            strategies={n: StrategySummary.from_json(n, s) for n, s in d["strategies"].items()},
            comparisons=tuple(Comparison.from_json(c) for c in d.get("comparisons", [])),
            evidence=EvidenceCounts(**d["evidence"]),
            conversations=dict(d["questions_per_conversation"]),
            duplicates=d.get("duplicates", 0),
            seconds=d.get("seconds"),
            cpu_seconds=d.get("cpu_seconds"),
            load=d.get("load"),
            extra={k: v for k, v in d.items() if k not in known},
        )


def summarize(
    result: RunResult,
    config: RetentionConfig,
    comparisons: Sequence[ComparisonSpec] = COMPARISONS,
) -> RetentionReport:
    """The report of a run: per-strategy summaries and the comparisons whose strategies ran."""
    by_strategy: dict[str, list[ItemResult]] = defaultdict(list)
    for it in result.items:
        by_strategy[it.strategy].append(it)
    summaries = {name: _strategy(name, rows) for name, rows in by_strategy.items()}
    _add_ratios(summaries)
    done = tuple(
        _compare(spec, by_strategy)
        for spec in comparisons
        if spec.a in by_strategy and spec.b in by_strategy
    )
    return RetentionReport(
        budget=config.budget,
        categories=tuple(config.categories),
        strategies=summaries,
        comparisons=done,
        evidence=result.evidence,
        conversations=dict(result.questions),
        duplicates=result.duplicates,
    )


def _values(rows: Sequence[ItemResult], metric: str) -> tuple[list[float], list[str]]:
    pairs = [(getattr(r, metric), r.conversation) for r in rows if getattr(r, metric) is not None]
    return [v for v, _ in pairs], [c for _, c in pairs]


def _stat(rows: Sequence[ItemResult], metric: str) -> Stat:
    values, clusters = _values(rows, metric)
    item = bootstrap(values)
    cluster = bootstrap(values, cluster=clusters)
    return Stat(item.mean, item.ci, cluster.ci, item.n)


def _strategy(name: str, rows: Sequence[ItemResult]) -> StrategySummary:
    cats = sorted({r.category for r in rows})
    stats = {
        m: {"all": _stat(rows, m)}
        | {str(c): _stat([r for r in rows if r.category == c], m) for c in cats}
        for m in METRICS
    }
    tokens = [r.tokens for r in rows]
    return StrategySummary(
        name=name,
        metrics=stats,
        tokens_mean=sum(tokens) / len(tokens) if tokens else 0.0,
        tokens_max=max(tokens, default=0),
        ratio_to_full={},
        per_conversation={m: _spread(rows, m) for m in METRICS},
    )


def _spread(rows: Sequence[ItemResult], metric: str) -> Spread:
    per: dict[str, list[float]] = defaultdict(list)
    for value, conv in zip(*_values(rows, metric), strict=True):
        per[conv].append(value)
    return Spread({conv: sum(v) / len(v) for conv, v in per.items()})


def _add_ratios(summaries: dict[str, StrategySummary]) -> None:
    full = summaries.get("full")
    if full is None:
        return
    for s in summaries.values():
        s.ratio_to_full.update(
            {m: _ratio(s.metrics[m]["all"].mean, full.metrics[m]["all"].mean) for m in METRICS}
        )


def _ratio(a: float, b: float) -> float | None:
    return a / b if b and b == b and a == a else None


def _compare(spec: ComparisonSpec, rows: Mapping[str, Sequence[ItemResult]]) -> Comparison:
    a, b, clusters = _paired(rows[spec.a], rows[spec.b], spec.metric, spec.categories)
    test = paired_ratio if spec.kind == "ratio" else paired_delta
    item: Estimate = test(a, b)
    cluster: Estimate = test(a, b, cluster=clusters)
    return Comparison(spec, item.n, _mean(a), _mean(b), item.mean, item.ci, cluster.ci)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else float("nan")


def _paired(
    a_rows: Sequence[ItemResult], b_rows: Sequence[ItemResult], metric: str, cats: Sequence[int]
) -> tuple[list[float], list[float], list[str]]:
    """Values of both strategies on the questions both have a value for, in one order."""
    b_by = {(r.conversation, r.question): getattr(r, metric) for r in b_rows}
    a_out: list[float] = []
    b_out: list[float] = []
    clusters: list[str] = []
    for r in a_rows:
        va, vb = getattr(r, metric), b_by.get((r.conversation, r.question))
        if r.category in cats and va is not None and vb is not None:
            a_out.append(va)
            b_out.append(vb)
            clusters.append(r.conversation)
    return a_out, b_out, clusters


def _pair(values: Sequence[float]) -> Pair:
    return (float(values[0]), float(values[1]))
