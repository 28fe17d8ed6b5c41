"""Answer a question about a stored conversation, saying plainly how it was answered.

With an LLM, it answers from the ``swc-adaptive`` context (mode ``llm``). Without one, a
temporal question is answered from the temporal index (mode ``temporal-index``, no model
involved) and any other question gets the best evidence turns, which are *not* an answer
(mode ``evidence``). Every result also says how the router classified the question and
whether the question looks unanswerable from the conversation's own turns.

Used by :meth:`swcmem.Memory.ask` and ``swcmem ask``; thread-safe as far as the store and the
LLM are.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from itertools import islice
from typing import Any, Literal

from swcmem.context import StrategyEnv, build_context
from swcmem.eval.prompts import ANSWER_PARAMS, answer_messages
from swcmem.llm.base import LLM
from swcmem.model import Conversation, Turn
from swcmem.route import classify, said_by, unanswerable_check
from swcmem.search import TurnRanker
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.temporal.index import TemporalIndex, WhenAnswer
from swcmem.text import require_question

Mode = Literal["llm", "temporal-index", "evidence"]
ASK_STRATEGY = "swc-adaptive"


@dataclass(frozen=True)
class Evidence:
    """A turn that bears on the question, with the (local) date it was said."""

    turn_id: str
    session: int
    date: date | None
    speaker: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn_id": self.turn_id,
            "session": self.session,
            "date": self.date.isoformat() if self.date else None,
            "speaker": self.speaker,
            "text": self.text,
        }


@dataclass(frozen=True)
class Answer:
    """What :func:`ask` found. ``answer`` is None in ``evidence`` mode and when the index has
    no dated answer; ``when`` holds the ranked dated answers (``temporal-index`` mode), with
    the speaker of each evidence turn in ``speakers``."""

    question: str
    conversation: str
    type: str
    reasons: tuple[str, ...]
    possibly_unanswerable: bool
    unanswerable_reason: str | None
    mode: Mode
    answer: str | None
    evidence: tuple[Evidence, ...]
    when: tuple[WhenAnswer, ...] = ()
    speakers: dict[str, str] = field(default_factory=dict)
    llm: str | None = None
    context_tokens: int | None = None
    cached: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (the shape of ``swcmem ask --json``)."""
        return {
            "question": self.question,
            "conversation": self.conversation,
            "type": self.type,
            "reasons": list(self.reasons),
            "possibly_unanswerable": self.possibly_unanswerable,
            "unanswerable_reason": self.unanswerable_reason,
            "mode": self.mode,
            "answer": self.answer,
            "evidence": [e.to_dict() for e in self.evidence],
            "when": [w.to_dict() | {"speaker": self.speakers.get(w.turn_id)} for w in self.when],
            "llm": self.llm,
            "context_tokens": self.context_tokens,
            "cached": self.cached,
        }


def ask(
    store: Store,
    conversation_id: str,
    question: str,
    *,
    llm: LLM | None = None,
    budget: int = 4000,
    evidence: int = 5,
    options: dict[str, Any] | None = None,
) -> Answer:
    """Answer ``question`` about a stored conversation (see the module doc). ``options`` are
    the context strategy's (e.g. ``{"config": memory.config}``)."""
    question = require_question(question, 'e.g. swcmem ask -c ID "When did ...?"')
    conv = load_conversation(store, conversation_id)
    route = classify(question)
    flagged, why = unanswerable_check(question, conv.speakers, said_by(conv))
    rows = islice(TurnRanker(store).rank(conv.id, question, conv.speakers), evidence)
    base = Answer(
        question=question,
        conversation=conv.id,
        type=route.type,
        reasons=tuple(route.reasons),
        possibly_unanswerable=flagged,
        unanswerable_reason=why or None,
        mode="evidence",
        answer=None,
        evidence=tuple(_evidence(conv, conv.turns[r.seq]) for r in rows),
    )
    if llm is not None:
        env = StrategyEnv(store, llm, dict(options or {}))
        ctx = build_context(conv, budget, question, strategy=ASK_STRATEGY, env=env)
        reply = llm.complete(answer_messages(ctx.text, question), ANSWER_PARAMS, purpose="answer")
        text = reply.text.strip()
        return replace(
            base,
            mode="llm",
            answer=text,
            llm=llm.spec,
            context_tokens=ctx.tokens,
            cached=reply.cached,
        )
    if route.type == "temporal":
        found = TemporalIndex(store).when(conv.id, question, k=min(evidence, 3))
        speakers = {w.turn_id: conv.turn_map()[w.turn_id].speaker for w in found}
        answer = found[0].text if found else None
        return replace(
            base, mode="temporal-index", answer=answer, when=tuple(found), speakers=speakers
        )
    return base


def _evidence(conv: Conversation, turn: Turn) -> Evidence:
    when = turn.at or conv.session(turn.session_idx).started_at
    return Evidence(
        turn.id, turn.session_idx, when.date() if when else None, turn.speaker, turn.full_text
    )
