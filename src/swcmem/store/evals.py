"""Storing QA-evaluation answers and verdicts (one row each, written as they arrive)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from swcmem.store.db import Store
from swcmem.store.sql import upsert

ANSWER_KEY = ("setting", "condition", "conversation_id", "qa_idx")
ANSWER_COLUMNS = (
    *ANSWER_KEY,
    "category",
    "question",
    "gold",
    "context_tokens",
    "answer",
    "error",
    "model",
    "tokens_in",
    "tokens_out",
    "latency_s",
    "cached",
    "created_at",
)
VERDICT_KEY = (*ANSWER_KEY, "judge", "judge_setting")
VERDICT_COLUMNS = (
    *VERDICT_KEY,
    "answer_hash",
    "verdict",
    "raw",
    "error",
    "tokens_in",
    "tokens_out",
    "cached",
    "created_at",
)


def _now() -> str:
    return datetime.now(UTC).isoformat()


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class AnswerRow:
    setting: str
    condition: str
    conversation_id: str
    qa_idx: int
    category: int
    question: str
    gold: str
    context_tokens: int
    answer: str | None
    error: str | None = None
    model: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    cached: bool = False


@dataclass(frozen=True, slots=True)
class VerdictRow:
    setting: str
    condition: str
    conversation_id: str
    qa_idx: int
    judge: str
    judge_setting: str
    answer_hash: str
    verdict: int | None
    raw: str | None
    error: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    cached: bool = False


def record_run(store: Store, setting: str, config: dict[str, Any]) -> None:
    """Remember what a setting hash stands for (first writer wins)."""
    with store.atomic() as db:
        db.execute(
            upsert("eval_runs", ("id", "config", "created_at"), ("id",), update=()),
            (setting, json.dumps(config, sort_keys=True), _now()),
        )


def save_answer(store: Store, row: AnswerRow) -> None:
    """Insert or replace one answer (a failed call is replaced by its retry)."""
    with store.atomic() as db:
        db.execute(
            upsert("eval_answers", ANSWER_COLUMNS, ANSWER_KEY),
            (
                row.setting,
                row.condition,
                row.conversation_id,
                row.qa_idx,
                row.category,
                row.question,
                row.gold,
                row.context_tokens,
                row.answer,
                row.error,
                row.model,
                row.tokens_in,
                row.tokens_out,
                row.latency_s,
                int(row.cached),
                _now(),
            ),
        )


def save_verdict(store: Store, row: VerdictRow) -> None:
    with store.atomic() as db:
        db.execute(
            upsert("eval_verdicts", VERDICT_COLUMNS, VERDICT_KEY),
            (
                row.setting,
                row.condition,
                row.conversation_id,
                row.qa_idx,
                row.judge,
                row.judge_setting,
                row.answer_hash,
                row.verdict,
                row.raw,
                row.error,
                row.tokens_in,
                row.tokens_out,
                int(row.cached),
                _now(),
            ),
        )


def load_answers(store: Store, setting: str, conditions: Iterable[str]) -> list[AnswerRow]:
    """Every stored answer of ``setting`` for the given conditions."""
    names = list(conditions)
    marks = ",".join("?" * len(names))
    rows = store.execute(
        "SELECT * FROM eval_answers WHERE setting=? AND condition IN (" + marks + ")",
        (setting, *names),
    )
    return [
        AnswerRow(
            r["setting"],
            r["condition"],
            r["conversation_id"],
            r["qa_idx"],
            r["category"],
            r["question"],
            r["gold"],
            r["context_tokens"],
            r["answer"],
            r["error"],
            r["model"],
            r["tokens_in"],
            r["tokens_out"],
            r["latency_s"],
            bool(r["cached"]),
        )
        for r in rows
    ]


def load_verdicts(store: Store, setting: str, judge_setting: str) -> list[VerdictRow]:
    rows = store.execute(
        "SELECT * FROM eval_verdicts WHERE setting=? AND judge_setting=?",
        (setting, judge_setting),
    )
    return [
        VerdictRow(
            r["setting"],
            r["condition"],
            r["conversation_id"],
            r["qa_idx"],
            r["judge"],
            r["judge_setting"],
            r["answer_hash"],
            r["verdict"],
            r["raw"],
            r["error"],
            r["tokens_in"],
            r["tokens_out"],
            bool(r["cached"]),
        )
        for r in rows
    ]
