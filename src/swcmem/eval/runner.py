"""Running a QA evaluation: build each condition's context, answer, judge — resumably.

Every answer and verdict is written to the store the moment it arrives, keyed by a *setting*
hash (what changes the output: model, budget, prompt version, strategy options), so a killed
run picks up where it stopped and a finished one reruns for free (the LLM cache covers the
rest). LLM calls run on a thread pool with bounded concurrency; contexts are built and rows
written on the calling thread (SQLite stays single-threaded).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from swcmem.context import StrategyEnv, get_strategy
from swcmem.errors import LLMError
from swcmem.eval.prompts import (
    ANSWER_PARAMS,
    ANSWER_VERSION,
    JUDGE_PARAMS,
    JUDGE_VERSION,
    JUDGES,
    answer_messages,
    judge_messages,
    parse_verdict,
)
from swcmem.eval.questions import EvalItem
from swcmem.llm.base import LLM, Completion
from swcmem.model import Context, Conversation
from swcmem.store import evals
from swcmem.store.db import Store

T = TypeVar("T")
Advance = Callable[[str, int], None]


@dataclass(frozen=True)
class EvalConfig:
    conditions: tuple[str, ...]
    budget: int = 4000
    concurrency: int = 4
    strategy_options: dict[str, Any] = field(default_factory=dict)
    gist_llm: str | None = None


def _digest(payload: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:16]


def llm_identity(llm: LLM) -> str:
    """What names the model for stored results: the client's cache identity when it has one
    (``openai-compatible:http://127.0.0.1:8080/v1#smollm2``: the endpoint without
    credentials plus the model, so another server under the same model name never reuses
    these results), else the spec."""
    backend = getattr(llm, "backend", None)
    identity = getattr(backend, "identity", None)
    return identity if isinstance(identity, str) and identity else llm.spec


def answer_setting_config(config: EvalConfig, answer_spec: str) -> dict[str, Any]:
    return {
        "answer_llm": answer_spec,
        "budget": config.budget,
        "prompt": ANSWER_VERSION,
        "strategy_options": config.strategy_options,
        "gist_llm": config.gist_llm,
    }


def answer_setting(config: EvalConfig, answer_spec: str) -> str:
    """The hash under which this configuration's answers are stored."""
    return _digest(answer_setting_config(config, answer_spec))


def judge_setting(judge_spec: str) -> str:
    return _digest({"judge_llm": judge_spec, "prompt": JUDGE_VERSION})


@dataclass
class Counts:
    """What a run did: new model calls, cache hits, rows reused from the store, failures."""

    answered: int = 0
    reused: int = 0
    failed: int = 0
    judged: int = 0
    judged_reused: int = 0
    judge_failed: int = 0

    def as_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


def pipeline(
    jobs: Iterable[tuple[T, Callable[[], Completion]]],
    on_done: Callable[[T, Completion | LLMError], None],
    concurrency: int,
) -> None:
    """Run ``jobs`` (built lazily, on this thread) with at most ``concurrency`` LLM calls in
    flight; ``on_done`` runs on this thread as each finishes."""
    limit = max(1, concurrency)
    pool = ThreadPoolExecutor(max_workers=limit)
    pending: dict[Future[Completion], T] = {}
    try:
        for key, call in jobs:
            pending[pool.submit(call)] = key
            if len(pending) >= limit:
                _drain(pending, on_done, block_until=limit - 1)
        _drain(pending, on_done, block_until=0)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _drain(
    pending: dict[Future[Completion], T],
    on_done: Callable[[T, Completion | LLMError], None],
    block_until: int,
) -> None:
    while len(pending) > block_until:
        done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
        for fut in done:
            key = pending.pop(fut)
            exc = fut.exception()
            if exc is not None and not isinstance(exc, LLMError):
                raise exc
            on_done(key, exc if isinstance(exc, LLMError) else fut.result())


class Runner:
    """Answers and judges one evaluation; everything lands in ``store`` as it arrives."""

    def __init__(
        self,
        store: Store,
        config: EvalConfig,
        answer_llm: LLM,
        judge_llm: LLM | None = None,
        gist_llm: LLM | None = None,
        advance: Advance | None = None,
    ) -> None:
        self.store = store
        self.config = config
        self.answer_llm = answer_llm
        self.judge_llm = judge_llm
        self.env = StrategyEnv(store=store, llm=gist_llm, options=dict(config.strategy_options))
        # the gist LLM is keyed like the answer LLM: by its identity (endpoint + model)
        keyed = replace(config, gist_llm=llm_identity(gist_llm)) if gist_llm else config
        self.setting = answer_setting(keyed, llm_identity(answer_llm))
        self.judge_key = judge_setting(llm_identity(judge_llm)) if judge_llm else None
        self.advance = advance or (lambda _task, _n: None)
        self.counts = Counts()
        evals.record_run(
            store, self.setting, answer_setting_config(keyed, llm_identity(answer_llm))
        )

    # ------------------------------------------------------------------------ answers

    def pending_answers(self, items: Sequence[EvalItem]) -> list[tuple[str, EvalItem]]:
        """(condition, item) pairs with no stored answer yet (failed calls count as none)."""
        done = {
            (r.condition, r.conversation_id, r.qa_idx)
            for r in evals.load_answers(self.store, self.setting, self.config.conditions)
            if r.answer is not None
        }
        todo = []
        for condition in self.config.conditions:
            for item in items:
                if (condition, item.conversation_id, item.qa_idx) in done:
                    self.counts.reused += 1
                else:
                    todo.append((condition, item))
        return todo

    def answer(self, convs: dict[str, Conversation], items: Sequence[EvalItem]) -> None:
        todo = self.pending_answers(items)
        self.advance("answers", len(items) * len(self.config.conditions) - len(todo))
        pipeline(self._answer_jobs(convs, todo), self._answer_done, self.config.concurrency)

    def _answer_jobs(
        self, convs: dict[str, Conversation], todo: Sequence[tuple[str, EvalItem]]
    ) -> Iterator[tuple[tuple[str, EvalItem, int], Callable[[], Completion]]]:
        shared: dict[tuple[str, str], Context] = {}
        for condition, item in todo:
            ctx = self._context(condition, convs[item.conversation_id], item.question, shared)
            messages = answer_messages(ctx.text, item.question)
            llm = self.answer_llm

            def call(messages: list[Any] = messages, llm: LLM = llm) -> Completion:
                return llm.complete(messages, ANSWER_PARAMS, purpose="answer")

            yield (condition, item, ctx.tokens), call

    def _context(
        self,
        condition: str,
        conv: Conversation,
        question: str,
        shared: dict[tuple[str, str], Context],
    ) -> Context:
        strategy = get_strategy(condition, self.env)
        budget = None if condition == "full" else self.config.budget
        if strategy.query_aware:
            return strategy.build(conv, budget, question)
        key = (condition, conv.id)
        if key not in shared:
            shared[key] = strategy.build(conv, budget, None)
        return shared[key]

    def _answer_done(self, key: tuple[str, EvalItem, int], result: Completion | LLMError) -> None:
        condition, item, tokens = key
        row = evals.AnswerRow(
            self.setting,
            condition,
            item.conversation_id,
            item.qa_idx,
            item.category,
            item.question,
            item.gold,
            tokens,
            answer=None,
        )
        if isinstance(result, LLMError):
            self.counts.failed += 1
            row = replace(row, error=str(result))
        else:
            self.counts.answered += 1
            row = replace(
                row,
                answer=result.text.strip(),
                model=result.model,
                tokens_in=result.tokens_in,
                tokens_out=result.tokens_out,
                latency_s=result.latency_s,
                cached=result.cached,
            )
        evals.save_answer(self.store, row)
        self.advance("answers", 1)

    # ------------------------------------------------------------------------ verdicts

    def judge(self, items: Sequence[EvalItem]) -> None:
        """Judge every stored answer of the selected items with both judges."""
        if self.judge_llm is None or self.judge_key is None:
            return
        wanted = {(i.conversation_id, i.qa_idx) for i in items}
        answers = [
            a
            for a in evals.load_answers(self.store, self.setting, self.config.conditions)
            if a.answer is not None and (a.conversation_id, a.qa_idx) in wanted
        ]
        have = {
            (v.condition, v.conversation_id, v.qa_idx, v.judge, v.answer_hash)
            for v in evals.load_verdicts(self.store, self.setting, self.judge_key)
            if v.error is None
        }
        todo = []
        for a in answers:
            h = evals.text_hash(a.answer or "")
            for judge in JUDGES:
                if (a.condition, a.conversation_id, a.qa_idx, judge, h) in have:
                    self.counts.judged_reused += 1
                else:
                    todo.append((a, judge))
        self.advance("verdicts", len(answers) * len(JUDGES) - len(todo))
        pipeline(self._judge_jobs(todo), self._judge_done, self.config.concurrency)

    def _judge_jobs(
        self, todo: Sequence[tuple[evals.AnswerRow, str]]
    ) -> Iterator[tuple[tuple[evals.AnswerRow, str], Callable[[], Completion]]]:
        assert self.judge_llm is not None
        llm = self.judge_llm
        for answer, judge in todo:
            messages = judge_messages(judge, answer.question, answer.gold, answer.answer or "")

            def call(messages: list[Any] = messages) -> Completion:
                return llm.complete(messages, JUDGE_PARAMS, purpose="judge")

            yield (answer, judge), call

    def _judge_done(self, key: tuple[evals.AnswerRow, str], result: Completion | LLMError) -> None:
        answer, judge = key
        assert self.judge_key is not None
        row = evals.VerdictRow(
            self.setting,
            answer.condition,
            answer.conversation_id,
            answer.qa_idx,
            judge,
            self.judge_key,
            evals.text_hash(answer.answer or ""),
            verdict=None,
            raw=None,
        )
        if isinstance(result, LLMError):
            self.counts.judge_failed += 1
            row = replace(row, error=str(result))
        else:
            self.counts.judged += 1
            row = replace(
                row,
                verdict=parse_verdict(result.text),
                raw=result.text,
                tokens_in=result.tokens_in,
                tokens_out=result.tokens_out,
                cached=result.cached,
            )
        evals.save_verdict(self.store, row)
        self.advance("verdicts", 1)
