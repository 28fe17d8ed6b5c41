"""``Memory``: the small public facade — add turns, consolidate, build a context, show tiers.

    from swcmem.memory import Memory
    mem = Memory("chat-1", "memory.db")                  # a SQLite file (created if needed)
    mem.add([{"speaker": "Ana", "text": "I ran a race last Saturday!",
              "timestamp": "2023-05-25T13:14:00Z"}])
    print(mem.context(budget=4000).text)                 # swc-anchored by default
    for row in mem.tiers(): print(row.chunk_id, row.tier, row.form)

``add()`` stores the turns losslessly (and indexes their dates) and returns at once;
consolidation runs on a background thread when the schedule says so (every 3 sessions, under
budget pressure, or after an idle window; see :mod:`swcmem.consolidate.scheduler`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from swcmem.audit.hook import PreservationAuditor
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import ConsolidationReport, consolidate
from swcmem.consolidate.scheduler import Backlog, Clock, Schedule, Scheduler
from swcmem.consolidate.service import current_memory
from swcmem.consolidate.view import build_view
from swcmem.context.base import StrategyEnv, build_context
from swcmem.errors import InputError, NotFoundError
from swcmem.llm.base import LLM
from swcmem.model import Context, Conversation, Session, Turn, utc
from swcmem.store import gists as gist_store
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.temporal.ingest import ingest_conversation
from swcmem.tokens import count_tokens

TurnInput = Turn | Mapping[str, Any]
DEFAULT_SESSION_GAP = timedelta(hours=4)


@dataclass(frozen=True)
class TierRow:
    """One chunk as ``tiers()`` shows it."""

    chunk_id: str
    session_idx: int
    salience: float
    tier: str
    form: str  # verbatim | gist | abstract | drop, at the configured budget
    tokens: int  # what the chunk costs in that form
    protected: bool
    reasons: tuple[str, ...]


class Memory:
    """A consolidated memory of one conversation, kept in one SQLite store."""

    def __init__(
        self,
        conversation_id: str,
        store: Store | str | Path,
        *,
        llm: LLM | None = None,
        config: ConsolidationConfig | None = None,
        schedule: Schedule | None = None,
        clock: Clock | None = None,
        now: Callable[[], datetime] | None = None,
        background: bool = True,
        session_gap: timedelta = DEFAULT_SESSION_GAP,
    ) -> None:
        self.conversation_id = conversation_id
        self.store = store if isinstance(store, Store) else Store(store)
        self.llm = llm
        gister = "llm" if llm is not None else "extractive"
        config = config or ConsolidationConfig(gister=gister)
        self.config = config if config.auditor else replace(config, auditor=PreservationAuditor())
        self.session_gap = session_gap
        self._now = now or (lambda: datetime.now(UTC))
        in_memory = str(self.store.path) == ":memory:"
        self.scheduler = Scheduler(
            schedule or Schedule(),
            self._background_job if background and not in_memory else self._inline_job,
            background=background and not in_memory,
            **({"clock": clock} if clock else {}),
        )
        if self._interrupted():
            self.scheduler.trigger("resume an interrupted consolidation")

    # -- writing ---------------------------------------------------------------------------
    def add(self, turns: Iterable[TurnInput], *, new_session: bool | None = None) -> list[Turn]:
        """Store ``turns`` (dicts with speaker/role, text/content, optional ISO ``timestamp``
        and ``caption``, or ``Turn`` objects) and return them with their ids. A new session
        starts when ``new_session`` is True, or (None) after a gap of ``session_gap``."""
        conv = self._conversation()
        rows = [_row(t, self._now) for t in turns]
        if not rows:
            return []
        updated, added = _append(conv, rows, new_session, self.session_gap, self.conversation_id)
        ingest_conversation(self.store, updated, source="memory.add")
        self.scheduler.touch()
        self.scheduler.check(self.backlog(updated))
        return added

    def poll(self) -> str | None:
        """Check the idle trigger (a long-lived app calls this now and then)."""
        conv = self._conversation()
        return self.scheduler.check(self.backlog(conv)) if conv.sessions else None

    def consolidate(self) -> ConsolidationReport:
        """Consolidate now, synchronously (waits for a background run first)."""
        self.scheduler.wait()
        return consolidate(self.store, self.conversation_id, self.config, self.llm)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for background consolidation to finish (failures: see ``errors``)."""
        return self.scheduler.wait(timeout)

    @property
    def errors(self) -> list[BaseException]:
        """Exceptions of failed consolidation runs, oldest first (each is also logged as a
        warning; the next trigger resumes the interrupted run)."""
        return list(self.scheduler.errors)

    # -- reading ---------------------------------------------------------------------------
    def context(
        self,
        question: str | None = None,
        strategy: str | None = None,
        budget: int | None = None,
    ) -> Context:
        """A context for the answering model, within ``budget`` (default: the config's)."""
        self.scheduler.wait()
        conv = self._conversation(required=True)
        env = StrategyEnv(self.store, self.llm, self._options())
        return build_context(
            conv,
            budget or self.config.budget,
            question,
            strategy=strategy or self.config.strategy,
            env=env,
        )

    def tiers(self, budget: int | None = None) -> list[TierRow]:
        """Salience, tier, form in the memory and reasons for every chunk."""
        self.scheduler.wait()
        conv = self._conversation(required=True)
        config = self.config if budget is None else replace(self.config, budget=budget)
        chunks, decisions, gists = current_memory(self.store, conv, config, self.llm)
        view = build_view(conv, chunks, decisions, gists, config, config.budget)
        forms = {p.chunk_id: p for p in view.placements}
        return [
            TierRow(
                d.chunk_id,
                d.session_idx,
                d.salience,
                d.tier,
                forms[d.chunk_id].form,
                forms[d.chunk_id].tokens,
                d.protected,
                (*d.reasons, forms[d.chunk_id].reason),
            )
            for d in decisions
        ]

    def backlog(self, conv: Conversation | None = None) -> Backlog:
        """Sessions and tokens the last finished consolidation has not covered."""
        conv = conv or self._conversation()
        last = gist_store.last_done(self.store, self.conversation_id)
        done_sessions = int(last["sessions"]) if last else 0
        done_turns = int(last["turns"]) if last else 0
        pending = conv.turns[done_turns:]
        return Backlog(
            new_sessions=max(0, len(conv.sessions) - done_sessions),
            pending_tokens=sum(count_tokens(t.full_text) for t in pending),
            budget=self.config.budget,
        )

    def close(self) -> None:
        self.scheduler.wait()
        self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals -------------------------------------------------------------------------
    def _options(self) -> dict[str, Any]:
        """The whole config (weights, tiers and ratios too): a context built with fewer
        settings would re-score the memory with the defaults and fight the scheduled runs."""
        return {"config": self.config}

    def _conversation(self, required: bool = False) -> Conversation:
        try:
            return load_conversation(self.store, self.conversation_id)
        except NotFoundError:
            if required:
                raise NotFoundError(
                    f"memory '{self.conversation_id}' is empty",
                    hint="add turns first with Memory.add([...])",
                ) from None
            return Conversation(self.conversation_id, (), ())

    def _interrupted(self) -> bool:
        return gist_store.interrupted(self.store, self.conversation_id)

    def _inline_job(self) -> None:
        consolidate(self.store, self.conversation_id, self.config, self.llm)

    def _background_job(self) -> None:
        with Store(self.store.path) as store:
            consolidate(store, self.conversation_id, self.config, self.llm)


Row = tuple[str, str, datetime | None, str | None]


def _row(item: TurnInput, now: Callable[[], datetime]) -> Row:
    if isinstance(item, Turn):
        return item.speaker, item.text, item.at or now(), item.caption
    speaker = str(item.get("speaker") or item.get("role") or "").strip()
    text = item.get("text", item.get("content"))
    if not speaker or not isinstance(text, str):
        raise InputError("each turn needs a 'speaker' (or 'role') and a 'text' (or 'content')")
    stamp = item.get("timestamp")
    if stamp is None:
        at = now()
    elif isinstance(stamp, datetime):
        at = utc(stamp)
    else:
        try:
            at = utc(datetime.fromisoformat(str(stamp).replace("Z", "+00:00")))
        except ValueError:
            raise InputError(
                f"timestamp '{stamp}' is not ISO-8601 (e.g. 2023-05-08T13:56:00Z)"
            ) from None
    caption = item.get("caption")
    return speaker, text, utc(at), None if caption is None else str(caption)


def _append(
    conv: Conversation,
    rows: list[Row],
    new_session: bool | None,
    gap: timedelta,
    conversation_id: str,
) -> tuple[Conversation, list[Turn]]:
    sessions = list(conv.sessions)
    last_at = conv.turns[-1].at if conv.turns else None
    added: list[Turn] = []
    for k, (speaker, text, at, caption) in enumerate(rows):
        start = not sessions or (k == 0 and new_session is True)
        if new_session is None and last_at is not None and at is not None and at - last_at > gap:
            start = True
        if start:
            sessions.append(Session(idx=len(sessions) + 1, started_at=at, turns=()))
        s = sessions[-1]
        turn = Turn(f"D{s.idx}:{len(s.turns) + 1}", s.idx, len(s.turns), speaker, text, at, caption)
        sessions[-1] = replace(s, turns=(*s.turns, turn))
        added.append(turn)
        last_at = at or last_at
    speakers = tuple(dict.fromkeys([*conv.speakers, *(r[0] for r in rows)]))
    return Conversation(conversation_id, speakers, tuple(sessions), conv.title), added
