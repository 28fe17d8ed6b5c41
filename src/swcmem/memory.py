"""``Memory``: the small public facade over one conversation in one store.

    from swcmem import Memory
    mem = Memory("chat-1", "memory.db")                  # a SQLite file (created if needed)
    mem.add([{"id": "m1", "speaker": "Ana", "text": "I ran a race last Saturday!",
              "timestamp": "2023-05-25T13:14:00+02:00"}])
    print(mem.context(budget=4000).text)                 # swc-anchored by default
    print(mem.when("When did Ana run a race?")[0].text)  # 20 May 2023, from the date index

``add()`` stores the turns losslessly (and indexes their dates) and returns at once;
consolidation runs on a background thread when the schedule says so (every 3 sessions, under
budget pressure, or after an idle window; see :mod:`swcmem.consolidate.scheduler`).
Reading (``context``, ``when``, ``anchors``, ``ask``, ``tiers``) and deleting (``forget``)
go through the same store. Messages are checked and numbered by :mod:`swcmem.messages`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date, timedelta, tzinfo
from pathlib import Path
from typing import Any, Literal

from swcmem.ask import Answer, ask
from swcmem.audit.hook import PreservationAuditor
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import ConsolidationReport, consolidate
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.consolidate.scheduler import Backlog, Clock, Schedule, Scheduler
from swcmem.consolidate.service import current_memory
from swcmem.consolidate.stored import forget as forget_cached
from swcmem.consolidate.view import build_view
from swcmem.context.base import StrategyEnv, build_context
from swcmem.errors import ConfigError, InputError, NotFoundError
from swcmem.ingest.zones import parse_timezone
from swcmem.llm.base import LLM
from swcmem.messages import (
    DEFAULT_SESSION_GAP,
    MAX_ID_CHARS,
    TurnInput,
    append_messages,
    parse_messages,
)
from swcmem.model import Anchor, Context, Conversation, Turn
from swcmem.store import gists as gist_store
from swcmem.store import live
from swcmem.store.anchors import conversation_speakers
from swcmem.store.conversations import pending_work, read_tail, turns_by_id
from swcmem.store.db import Store
from swcmem.store.delete import DeleteReport, delete_conversation
from swcmem.store.live import forget as forget_loaded
from swcmem.store.messages import save_message_ids, turns_of_messages
from swcmem.temporal.index import TemporalIndex, WhenAnswer
from swcmem.temporal.ingest import append_conversation
from swcmem.temporal.reindex import Reindexed
from swcmem.temporal.reindex import reindex as rebuild_anchors
from swcmem.text import require_question


@dataclass(frozen=True)
class TierRow:
    """One chunk as :meth:`Memory.tiers` shows it."""

    chunk_id: str
    session_idx: int
    salience: float
    tier: str
    form: str  # verbatim | gist | abstract | drop, at the configured budget
    tokens: int  # what the chunk costs in that form
    protected: bool
    reasons: tuple[str, ...]


class Memory:
    """A consolidated memory of one conversation, kept in one store.

    ``store`` is a :class:`~swcmem.store.Store`, a path (an SQLite file, created if needed),
    ``":memory:"``, or None for the default store (``$SWCMEM_DB``, else the user data dir).
    A store given as an object is shared, not owned: :meth:`close` leaves it open.
    ``timezone`` (an IANA name like ``Europe/Berlin`` or an offset like ``+02:00``) is how
    naive timestamps are read (default UTC); aware timestamps keep their own offset, and
    ``Turn.at`` comes back in the speaker's offset.

    Thread-safe: one ``Memory`` may be shared by threads, and several ``Memory`` objects (in
    one process or several) may write the same conversation. Each :meth:`add` computes its
    turn ids and sessions and stores them inside one write transaction, so concurrent adds
    never collide, and it either stores everything it returns or raises having stored
    nothing. Consolidation runs on one background thread and shares the store.

    ``background``: True (default) consolidates on that thread; False consolidates inside
    the call that triggered it; ``"queue"`` only queues a consolidation job in the store
    (:func:`swcmem.consolidate.jobs.enqueue_consolidation`) for ``swcmem worker`` or a
    serving process to run — for apps whose workers share a PostgreSQL store.
    """

    def __init__(
        self,
        conversation_id: str,
        store: Store | str | Path | None = None,
        *,
        llm: LLM | None = None,
        config: ConsolidationConfig | None = None,
        schedule: Schedule | None = None,
        clock: Clock | None = None,
        background: bool | Literal["queue"] = True,
        session_gap: timedelta = DEFAULT_SESSION_GAP,
        timezone: str | tzinfo | None = None,
    ) -> None:
        self.conversation_id = _check_id(conversation_id, "conversation id")
        self._owns_store = not isinstance(store, Store)
        self.store = store if isinstance(store, Store) else Store(store)
        self.llm = llm
        config = config or ConsolidationConfig(gister="llm" if llm is not None else "extractive")
        self.config = config if config.auditor else replace(config, auditor=PreservationAuditor())
        self.session_gap = session_gap
        self.timezone = parse_timezone(timezone)
        self.scheduler = Scheduler(
            schedule or Schedule(),
            self._enqueue if background == "queue" else self._job,
            background=background is True,
            **({"clock": clock} if clock else {}),
        )
        if not self.store.read_only and self._interrupted():
            self.scheduler.trigger("resume an interrupted consolidation")

    # -- writing ---------------------------------------------------------------------------
    def add(
        self,
        turns: Iterable[TurnInput],
        *,
        new_session: bool | None = None,
        allow_undated: bool = False,
    ) -> list[Turn]:
        """Store ``turns`` and return them as stored, in the order given.

        Each turn is a :class:`~swcmem.model.Turn` or a dict with ``speaker`` (or ``role``),
        ``text`` (or ``content``), an ISO-8601 ``timestamp`` (a string or a datetime; naive
        ones are read in the memory's ``timezone``), an optional ``caption`` and an optional
        client message id (``id``, ``message_id`` or ``dia_id``; a ``Turn``'s ``id``). A
        message whose id is already stored is not stored again (its stored turn is returned),
        so re-running a script or retrying a request is safe; the same id with other content
        is refused. Turns without a timestamp are refused unless ``allow_undated`` (their
        dates then stay unresolved: the clock is never used). A new session starts when
        ``new_session`` is True, or (None) after a gap of ``session_gap``.
        """
        rows = parse_messages(turns, self.timezone, allow_undated)
        if not rows:
            return []
        with self.store.atomic():
            tail = read_tail(self.store, self.conversation_id)
            ids = [r.message_id for r in rows if r.message_id is not None]
            known = turns_of_messages(self.store, tail.conversation_id, ids)
            found = turns_by_id(self.store, tail.conversation_id, known.values())
            stored = {m: found[t] for m, t in known.items() if t in found}
            result = append_messages(tail, rows, stored, new_session, self.session_gap)
            if result.new_turns:
                append_conversation(self.store, tail, result, source="memory.add")
                save_message_ids(self.store, tail.conversation_id, result.new_message_ids)
            backlog = self.backlog()
        self.scheduler.touch()
        self.scheduler.check(backlog)
        return list(result.turns)

    def poll(self) -> str | None:
        """Check the idle trigger (a long-lived app calls this now and then)."""
        backlog = self.backlog()
        return self.scheduler.check(backlog) if backlog.sessions else None

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
        """A context for the answering model within ``budget`` tokens (default: the
        config's), built by ``strategy`` (default: the config's, ``swc-anchored``; see
        :func:`swcmem.available_strategies`). Query-aware strategies use ``question``."""
        budget = self._budget(budget)
        self.scheduler.wait()
        conv = self._conversation()
        env = StrategyEnv(self.store, self.llm, self._options())
        strategy = strategy or self.config.strategy
        return build_context(conv, budget, question, strategy=strategy, env=env)

    def when(self, question: str, k: int = 3) -> list[WhenAnswer]:
        """The ``k`` best dated answers to "when did ...?" from the temporal index, best first
        (an empty list when no turn matches). No LLM is involved."""
        question = require_question(question)
        return TemporalIndex(self.store).when(self._existing(), question, k=k)

    def anchors(
        self, start: date | None = None, end: date | None = None, *, include_implicit: bool = False
    ) -> list[Anchor]:
        """The temporal anchors of the conversation, in conversation order; with ``start``
        or ``end``, the resolved ones overlapping that range, by date. Implicit anchors
        (a turn's own date, for turns without a date expression) only when asked for."""
        index = TemporalIndex(self.store)
        if start is not None or end is not None:
            if include_implicit:
                raise InputError("include_implicit cannot be combined with a date range")
            return index.between(self._existing(), start or date.min, end or date.max)
        found = index.anchors(self._existing())
        return [a for a in found if include_implicit or not a.implicit]

    def ask(self, question: str, *, budget: int | None = None, evidence: int = 5) -> Answer:
        """Answer a question: with the memory's LLM from the ``swc-adaptive`` context, else
        from the temporal index (temporal questions) or as the best evidence, labelled as
        such (see :mod:`swcmem.ask`)."""
        budget = self._budget(budget)
        self.scheduler.wait()
        return ask(
            self.store,
            self._existing(),
            question,
            llm=self.llm,
            budget=budget,
            evidence=evidence,
            options=self._options(),
        )

    def tiers(self, budget: int | None = None) -> list[TierRow]:
        """Salience, tier, form in the memory and reasons for every chunk."""
        budget = self._budget(budget)
        self.scheduler.wait()
        conv = self._conversation()
        config = replace(self.config, budget=budget)
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

    def backlog(self) -> Backlog:
        """Sessions and tokens (the context-line cost of the turns, stored at write time) the
        last finished consolidation has not covered; read from the store in a few indexed
        queries, whatever the conversation's length."""
        last = gist_store.last_done(self.store, self.conversation_id)
        done_sessions = int(last["sessions"]) if last else 0
        done_turns = int(last["turns"]) if last else 0
        sessions, pending = pending_work(self.store, self.conversation_id, done_turns)
        return Backlog(
            new_sessions=max(0, sessions - done_sessions),
            pending_tokens=pending,
            budget=self.config.budget,
            sessions=sessions,
        )

    # -- maintenance -----------------------------------------------------------------------
    def reindex(self, *, force: bool = False) -> Reindexed:
        """Rebuild the conversation's date anchors if an older extractor wrote them (or
        always, with ``force``), dropping the gists and vectors made from the turns whose
        anchors changed; consolidation makes those again. One transaction; see
        :mod:`swcmem.temporal.reindex`. Waits for a background consolidation first."""
        self.scheduler.wait()
        (report,) = rebuild_anchors(self.store, self._existing(), force=force)
        if not report.skipped:
            forget_cached(self.store.key, self.conversation_id)
        return report

    def forget(self) -> DeleteReport:
        """Delete the conversation and everything derived from it (turns, message ids,
        anchors and their vectors, search index, chunks, gists and their payloads, QA items,
        evaluation rows, jobs, its tenant row: every table keyed by it) — the only way turns
        ever leave the store. Waits for a background consolidation first. The memory stays
        usable: a later :meth:`add` starts the conversation afresh."""
        self.scheduler.wait()
        report = delete_conversation(self.store, self.conversation_id)
        forget_cached(self.store.key, self.conversation_id)
        forget_loaded(self.store.key, self.conversation_id)
        return report

    def close(self) -> None:
        """Wait for background consolidation, then close the store if this memory opened it."""
        self.scheduler.wait()
        if self._owns_store:
            self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Memory({self.conversation_id!r}, {self.store!r})"

    # -- internals -------------------------------------------------------------------------
    def _budget(self, budget: int | None) -> int:
        if budget is None:
            return self.config.budget
        if isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0:
            raise ConfigError(f"budget must be a positive number of tokens, got {budget!r}")
        return budget

    def _options(self) -> dict[str, Any]:
        """The whole config (weights, tiers and ratios too): a context built with fewer
        settings would re-score the memory with the defaults and fight the scheduled runs."""
        return {"config": self.config, "auditor": self.config.auditor}

    def _conversation(self) -> Conversation:
        """The stored conversation, from this process's cache of loaded conversations
        (extended by new turns only: :mod:`swcmem.store.live`)."""
        try:
            return live.conversation(self.store, self.conversation_id)
        except NotFoundError:
            raise self._empty() from None

    def _existing(self) -> str:
        """The conversation id, once something is stored under it."""
        if conversation_speakers(self.store, self.conversation_id) is not None:
            return self.conversation_id
        raise self._empty()

    def _empty(self) -> NotFoundError:
        return NotFoundError(
            f"memory '{self.conversation_id}' is empty",
            hint="add turns first with Memory.add([...])",
        )

    def _interrupted(self) -> bool:
        return gist_store.interrupted(self.store, self.conversation_id)

    def _job(self) -> None:
        consolidate(self.store, self.conversation_id, self.config, self.llm)

    def _enqueue(self) -> None:
        enqueue_consolidation(self.store, self.conversation_id, self.config)


def _check_id(value: str, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"the {what} must be a non-empty string, got {value!r}")
    if len(value) > MAX_ID_CHARS:
        raise InputError(f"the {what} is {len(value)} characters long (at most {MAX_ID_CHARS})")
    return value
