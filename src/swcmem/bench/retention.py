"""The model-free retention benchmark: what each context strategy keeps of the
answer-bearing content, per question category, inside a token budget.

Every registered strategy is measured (see :func:`swcmem.context.available_strategies`), so
strategies and ablations added later appear without edits here. Metrics and the one scoring
rule every line is read by are in :mod:`swcmem.bench.metrics`; the summary with its CIs is
:mod:`swcmem.bench.retention_report`.

**Gold stays out of reach.** Strategies receive a :class:`~swcmem.model.Conversation` (no QA
inside) and the store; questions are read from the :class:`~swcmem.model.Dataset`, and gold
answers and evidence are only ever read here, after the context is built.

**One n.** A question is counted once per conversation: items whose question text is the same
(after collapsing whitespace and case) as an earlier item of the same conversation are
duplicates and are left out (LoCoMo repeats a few items verbatim); the number left out is
reported.

**Work shared across strategies.** Questions are the outer loop and strategies the inner one,
so strategies that rank turns for the same question share the ranking (see
:mod:`swcmem.context.turnpack`); contexts of strategies that ignore the question are built once
per conversation and scored for every question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any

from swcmem.bench import metrics
from swcmem.bench.dates import gold_interval, intervals_match, line_intervals
from swcmem.context import StrategyEnv, available_strategies, get_strategy
from swcmem.context.base import Strategy
from swcmem.context.turnpack import sharing
from swcmem.model import Context, Conversation, Dataset, QAItem
from swcmem.store.db import Store


@dataclass(frozen=True)
class RetentionConfig:
    """What to measure: the budget, the strategies (empty: every registered one; ``full`` is
    always measured first, as the reference), the question categories and strategy options.
    Immutable (thread-safe)."""

    budget: int = 4000
    strategies: tuple[str, ...] = ()  # empty: every registered strategy
    categories: tuple[int, ...] = (1, 2, 3, 4)
    options: dict[str, Any] = field(default_factory=dict)

    def strategy_names(self) -> list[str]:
        """The strategies measured: ``full`` first (the reference), then the chosen ones."""
        names = list(self.strategies or available_strategies())
        return ["full", *[n for n in dict.fromkeys(names) if n != "full"]]


@dataclass(frozen=True, slots=True)
class ItemResult:
    """One (strategy, unique question) measured: its three metrics (recall None when the
    question's evidence names no turn) and the context's tokens. Immutable (thread-safe)."""

    conversation: str
    strategy: str
    category: int
    question: str
    evidence_turn_recall: float | None
    answer_support: float
    answer_support_dated: float
    tokens: int


@dataclass(frozen=True, slots=True)
class EvidenceCounts:
    """Gold evidence bookkeeping over the unique questions measured. Immutable."""

    evidence_ids: int = 0
    evidence_missing: int = 0  # ids that name no turn of the conversation
    questions_without_evidence: int = 0  # no id names a turn: recall is undefined


@dataclass(frozen=True)
class RunResult:
    """Everything a run measured, before summarising (:mod:`swcmem.bench.retention_report`).
    Immutable by convention; thread-safe to read."""

    items: tuple[ItemResult, ...]
    evidence: EvidenceCounts
    questions: dict[str, int]  # unique questions measured, per conversation
    duplicates: int  # items left out as repeats of an earlier question


Progress = Callable[[int], None]


def question_key(question: str) -> str:
    """What makes two questions of one conversation the same question."""
    return " ".join(question.split()).casefold()


def unique_questions(
    items: Sequence[QAItem], categories: Sequence[int]
) -> tuple[list[QAItem], int]:
    """The items in ``categories``, each question once (first occurrence kept), and how many
    repeats were left out."""
    seen: set[str] = set()
    kept: list[QAItem] = []
    for q in items:
        if q.category not in categories:
            continue
        key = question_key(q.question)
        if key not in seen:
            seen.add(key)
            kept.append(q)
    return kept, sum(1 for q in items if q.category in categories) - len(kept)


def run(
    store: Store,
    dataset: Dataset,
    config: RetentionConfig,
    progress: Progress | None = None,
) -> RunResult:
    """Measure every (strategy, unique question); ``progress`` gets the count of items done.
    Call from one thread per store handle at a time (contexts are built in this thread)."""
    env = StrategyEnv(store=store, options=dict(config.options))
    strategies = {name: get_strategy(name, env) for name in config.strategy_names()}
    items: list[ItemResult] = []
    evidence = EvidenceCounts()
    questions: dict[str, int] = {}
    duplicates = 0
    with sharing():  # strategies ranking the same question share the ranking
        for conv in dataset.conversations:
            qa, repeats = unique_questions(dataset.questions(conv.id), config.categories)
            duplicates += repeats
            questions[conv.id] = len(qa)
            known = {t.id for t in conv.turns}
            evidence = _count_evidence(qa, known, evidence)
            items.extend(_conversation(conv, qa, strategies, config.budget, known, progress))
    return RunResult(tuple(items), evidence, questions, duplicates)


def _conversation(
    conv: Conversation,
    qa: Sequence[QAItem],
    strategies: dict[str, Strategy],
    budget: int,
    known: set[str],
    progress: Progress | None,
) -> list[ItemResult]:
    """Every (question, strategy) of one conversation: questions outside, so that strategies
    built for one question follow each other and share its ranking."""
    items: list[ItemResult] = []
    shared: dict[str, tuple[Context, metrics.ScoredContext]] = {}
    for q in qa:
        for name, strategy in strategies.items():
            ctx, scored = _context(strategy, conv, q.question, budget, shared)
            items.append(_measure(conv.id, name, q, ctx, scored, known))
        if progress:
            progress(len(strategies))
    return items


def _context(
    strategy: Strategy,
    conv: Conversation,
    question: str,
    budget: int,
    shared: dict[str, tuple[Context, metrics.ScoredContext]],
) -> tuple[Context, metrics.ScoredContext]:
    """The strategy's context for ``question`` (built once per conversation when the strategy
    ignores the question) and its scorer."""
    limit = budget if getattr(strategy, "budgeted", True) else None
    if getattr(strategy, "query_aware", True):
        ctx = strategy.build(conv, limit, question)
        return ctx, metrics.ScoredContext(ctx.lines, _tokens)
    if strategy.name not in shared:
        ctx = strategy.build(conv, limit, None)
        shared[strategy.name] = (ctx, metrics.ScoredContext(ctx.lines, _tokens))
    return shared[strategy.name]


def _count_evidence(
    qa: Sequence[QAItem], known: set[str], counts: EvidenceCounts
) -> EvidenceCounts:
    ids = [metrics.split_evidence(q.evidence) for q in qa]
    return EvidenceCounts(
        counts.evidence_ids + sum(len(i) for i in ids),
        counts.evidence_missing + sum(1 for i in ids for e in i if e not in known),
        counts.questions_without_evidence + sum(1 for i in ids if not any(e in known for e in i)),
    )


def _measure(
    conv_id: str,
    name: str,
    q: QAItem,
    ctx: Context,
    scored: metrics.ScoredContext,
    known: set[str],
) -> ItemResult:
    recall = metrics.evidence_recall(metrics.split_evidence(q.evidence), ctx.turn_ids, known)
    supported = scored.supported(q.answer)
    dated = supported
    if q.category == 2 and not supported:
        dated = scored.date_supported(_gold(q.answer), line_intervals, intervals_match)
    return ItemResult(
        conv_id, name, q.category, q.question, recall, float(supported), float(dated), ctx.tokens
    )


@lru_cache(maxsize=200_000)
def _tokens(text: str) -> frozenset[str]:
    return metrics.line_tokens(text)


@lru_cache(maxsize=20_000)
def _gold(answer: str) -> metrics.Interval | None:
    return gold_interval(answer)


def item_rows(items: Sequence[ItemResult]) -> list[dict[str, Any]]:
    """Per-question rows for a JSONL file."""
    return [asdict(i) for i in items]
