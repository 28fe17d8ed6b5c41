"""The model-free retention benchmark: what each context strategy keeps of the
answer-bearing content, per question category, inside a token budget.

Every registered strategy is measured (see :func:`swcmem.context.available_strategies`), so
strategies added later appear without edits here. Metrics are defined in
:mod:`swcmem.bench.metrics`; CIs are percentile bootstrap (2,000 resamples, seed 42).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from swcmem.bench import metrics
from swcmem.bench.gold import gold_interval, intervals_match
from swcmem.context import StrategyEnv, available_strategies, get_strategy
from swcmem.eval.stats import bootstrap
from swcmem.model import Context, ContextLine, Conversation, Dataset, QAItem
from swcmem.store.db import Store
from swcmem.temporal import normalize
from swcmem.temporal.index import TemporalIndex

METRICS = ("evidence_turn_recall", "answer_support", "answer_support_dated")


@dataclass(frozen=True)
class RetentionConfig:
    budget: int = 4000
    strategies: tuple[str, ...] = ()  # empty: every registered strategy
    categories: tuple[int, ...] = (1, 2, 3, 4)
    options: dict[str, Any] = field(default_factory=dict)

    def strategy_names(self) -> list[str]:
        names = list(self.strategies or available_strategies())
        return ["full", *[n for n in names if n != "full"]]


@dataclass(frozen=True, slots=True)
class ItemResult:
    conversation: str
    strategy: str
    category: int
    question: str
    evidence_turn_recall: float | None
    answer_support: float
    answer_support_dated: float
    tokens: int


Progress = Callable[[int], None]


def run(
    store: Store,
    dataset: Dataset,
    config: RetentionConfig,
    progress: Progress | None = None,
) -> tuple[list[ItemResult], dict[str, int]]:
    """Measure every (strategy, question); returns item results and evidence bookkeeping."""
    env = StrategyEnv(store=store, options=dict(config.options))
    dates = _DateSupport(store)
    items: list[ItemResult] = []
    missing = {"evidence_ids": 0, "evidence_missing": 0, "questions_without_evidence": 0}
    for conv in dataset.conversations:
        known = {t.id for t in conv.turns}
        qa = [q for q in dataset.questions(conv.id) if q.category in config.categories]
        _count_missing(qa, known, missing)
        for name in config.strategy_names():
            strategy = get_strategy(name, env)
            shared: Context | None = None
            for q in qa:
                if not getattr(strategy, "query_aware", True):
                    shared = shared or strategy.build(conv, _budget(name, config), None)
                    ctx = shared
                else:
                    ctx = strategy.build(conv, _budget(name, config), q.question)
                items.append(_measure(conv, name, q, ctx, known, dates))
            if progress:
                progress(len(qa))
    return items, missing


def _budget(name: str, config: RetentionConfig) -> int | None:
    return None if name == "full" else config.budget


def _count_missing(qa: Sequence[QAItem], known: set[str], missing: dict[str, int]) -> None:
    for q in qa:
        ids = metrics.split_evidence(q.evidence)
        missing["evidence_ids"] += len(ids)
        missing["evidence_missing"] += sum(1 for e in ids if e not in known)
        if not any(e in known for e in ids):
            missing["questions_without_evidence"] += 1


def _measure(
    conv: Conversation, name: str, q: QAItem, ctx: Context, known: set[str], dates: _DateSupport
) -> ItemResult:
    recall = metrics.evidence_recall(metrics.split_evidence(q.evidence), ctx.turn_ids, known)
    supported = metrics.answer_supported(q.answer, ctx.lines, _line_tokens)
    dated = supported
    if q.category == 2 and not supported:
        dated = dates.supported(conv.id, q.answer, ctx.lines)
    return ItemResult(
        conv.id, name, q.category, q.question, recall, float(supported), float(dated), ctx.tokens
    )


@lru_cache(maxsize=200_000)
def _line_tokens(text: str) -> frozenset[str]:
    return metrics.line_tokens(text)


class _DateSupport:
    """Date-aware support, with the temporal module normalising both sides. Turn lines use
    the anchors stored at ingest; other lines are parsed once and cached."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.index = TemporalIndex(store)
        self._turns: dict[str, dict[str, list[metrics.Interval]]] = {}
        self._parse = lru_cache(maxsize=100_000)(self._parse_line)

    def supported(self, conv_id: str, answer: str, lines: Sequence[ContextLine]) -> bool:
        gold = gold_interval(answer)
        if gold is None:
            return False
        turn_ivs = self._turn_intervals(conv_id)

        def intervals_of(line: ContextLine) -> Sequence[metrics.Interval]:
            if line.kind == "turn" and line.turn_id:
                return turn_ivs.get(line.turn_id, [])
            return self._parse(line.text, line.day)

        return metrics.date_supported(gold, lines, intervals_of, intervals_match)

    def _turn_intervals(self, conv_id: str) -> dict[str, list[metrics.Interval]]:
        if conv_id not in self._turns:
            table: dict[str, list[metrics.Interval]] = defaultdict(list)
            for a in self.index.anchors(conv_id):
                if a.start and a.end and not a.implicit and a.grain != "duration":
                    table[a.turn_id].append((a.start, a.end))
            self._turns[conv_id] = table
        return self._turns[conv_id]

    def _parse_line(self, text: str, day: Any) -> list[metrics.Interval]:
        ref = datetime(day.year, day.month, day.day, 12, tzinfo=UTC) if day else None
        return list(normalize.intervals_in(text, ref))


def summarize(
    items: Sequence[ItemResult], config: RetentionConfig, missing: dict[str, int]
) -> dict[str, Any]:
    """The JSON report: per strategy, per metric, overall and per category, with CIs."""
    by_strategy: dict[str, list[ItemResult]] = defaultdict(list)
    for it in items:
        by_strategy[it.strategy].append(it)
    strategies = {name: _strategy_summary(rows) for name, rows in by_strategy.items()}
    _add_ratios(strategies)
    return {
        "budget": config.budget,
        "categories": list(config.categories),
        "strategies": strategies,
        "conversations": _per_conversation(items),
        "evidence": missing,
        "n_questions": len({(i.conversation, i.question) for i in items}),
    }


def _metric_summary(rows: Sequence[ItemResult], metric: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    values = [getattr(r, metric) for r in rows if getattr(r, metric) is not None]
    out["all"] = bootstrap(values).as_dict()
    for cat in sorted({r.category for r in rows}):
        vals = [
            getattr(r, metric) for r in rows if r.category == cat and getattr(r, metric) is not None
        ]
        out[str(cat)] = bootstrap(vals).as_dict()
    return out


def _strategy_summary(rows: Sequence[ItemResult]) -> dict[str, Any]:
    summary: dict[str, Any] = {m: _metric_summary(rows, m) for m in METRICS}
    tokens = [r.tokens for r in rows]
    summary["tokens"] = {
        "mean": sum(tokens) / len(tokens) if tokens else 0,
        "max": max(tokens, default=0),
    }
    return summary


def _add_ratios(strategies: dict[str, Any]) -> None:
    full = strategies.get("full")
    if not full:
        return
    for summary in strategies.values():
        summary["ratio_to_full"] = {
            m: _ratio(summary[m]["all"]["mean"], full[m]["all"]["mean"]) for m in METRICS
        }


def _ratio(a: float, b: float) -> float | None:
    return a / b if b and b == b and a == a else None


def _per_conversation(items: Sequence[ItemResult]) -> dict[str, Any]:
    table: dict[str, dict[str, list[ItemResult]]] = defaultdict(lambda: defaultdict(list))
    for it in items:
        table[it.conversation][it.strategy].append(it)
    out: dict[str, Any] = {}
    for conv, per in table.items():
        out[conv] = {
            name: {m: _mean([getattr(r, m) for r in rows]) for m in METRICS}
            | {"n": len(rows), "tokens_max": max(r.tokens for r in rows)}
            for name, rows in per.items()
        }
    return out


def _mean(values: Sequence[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def item_rows(items: Sequence[ItemResult]) -> list[dict[str, Any]]:
    return [asdict(i) for i in items]
