"""The service's one door to the library: tenant conversations over one store.

Every operation takes the caller's tenant and the conversation *name* the tenant uses, and
resolves it through the ownership table (:mod:`swcmem.store.tenants`): a stored conversation
that the tenant does not own is reported exactly like one that does not exist, and no
operation ever builds a stored id to read it directly. Library "not found" errors (whose
messages may list stored ids) never pass through: they become :class:`Missing` with the
tenant's own name.

Adding turns is idempotent on client message ids and all-or-nothing: the ownership row,
the turns (with their search and temporal indexes), the message ids and the consolidation
job that brings the memory up to date afterwards (:mod:`swcmem.service.jobs`) are written in
one transaction (``Memory.add`` joins it), so a success is only reported for what was
committed.

This is also the only module that calls :class:`~swcmem.memory.Memory`, the temporal index
and search, so moving to a richer ``Memory`` API is a change here only.

On SQLite the writes of this process (adds, deletes, consolidation jobs: :meth:`writing`)
take turns on one Python lock before they open a transaction: SQLite allows one writer at a time, and a writer
that finds the file locked polls it with sleeps of up to 100 ms, so queueing in the process
is both fairer and faster. PostgreSQL writers do not wait for each other.

Thread-safe: holds the store (thread-safe), the writer lock and a small lock-guarded
conversation cache.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from datetime import date, datetime

from swcmem.audit.hook import PreservationAuditor
from swcmem.audit.stored import GistAudit, stored_audits
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.jobs import enqueue_consolidation
from swcmem.consolidate.scheduler import Schedule
from swcmem.context.base import StrategyEnv, available_strategies, build_context
from swcmem.errors import ConflictError, NotFoundError
from swcmem.memory import Memory, TierRow
from swcmem.model import Anchor, Context, Conversation
from swcmem.route import Route, classify
from swcmem.search import TurnSearch
from swcmem.search.bm25 import Hit
from swcmem.service.errors import Conflict, Invalid, Missing
from swcmem.store import live, tenants
from swcmem.store.db import Store
from swcmem.store.messages import turns_of_messages
from swcmem.temporal.index import TemporalIndex, WhenAnswer

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$")
NO_SCHEDULE = Schedule(every_sessions=None, pressure=None, idle_seconds=None)


@dataclass(frozen=True, slots=True)
class NewTurn:
    """A turn to add. ``at`` is aware (the speaker's own offset is kept)."""

    speaker: str
    text: str
    at: datetime
    caption: str | None = None
    client_id: str | None = None

    def message(self) -> dict[str, object]:
        """As ``Memory.add`` takes it."""
        out: dict[str, object] = {"speaker": self.speaker, "text": self.text, "timestamp": self.at}
        if self.caption is not None:
            out["caption"] = self.caption
        if self.client_id is not None:
            out["message_id"] = self.client_id
        return out


@dataclass(frozen=True, slots=True)
class AddedTurn:
    turn_id: str
    session_idx: int
    position: int
    client_id: str | None
    duplicate: bool  # the client id was stored before: nothing was added


@dataclass(frozen=True, slots=True)
class AddResult:
    conversation: str
    stored_id: str
    created: bool  # the conversation is new
    turns: tuple[AddedTurn, ...]

    @property
    def added(self) -> int:
        return sum(1 for t in self.turns if not t.duplicate)


@dataclass(frozen=True, slots=True)
class ContextResult:
    context: Context
    route: Route | None


def check_name(name: str) -> str:
    if not NAME_RE.match(name):
        raise Invalid(
            f"invalid conversation name '{name}'",
            hint="use 1-128 letters, digits, '.', '_', ':', '@' or '-', starting with a letter "
            "or digit",
        )
    return name


def stored_id(tenant: str, name: str) -> str:
    """The stored id of a tenant's conversation (what the CLI shows: ``tenant/name``)."""
    return f"{tenant}/{name}"


class Memories:
    """Tenant conversations in one store (see the module doc). Thread-safe."""

    def __init__(self, store: Store, *, budget: int = 4000, strategy: str = "swc-adaptive") -> None:
        self.store = store
        self.budget = budget
        self.strategy = check_strategy(strategy)
        # what Memory() uses by default (extractive gists, the preservation audit)
        self.config = ConsolidationConfig(
            gister="extractive", budget=budget, auditor=PreservationAuditor()
        )
        self._lock = threading.Lock()
        self._writer: AbstractContextManager[object] = (
            threading.Lock() if store.dialect == "sqlite" else nullcontext()
        )

    # -- names -------------------------------------------------------------------------------
    def resolve(self, tenant: str, name: str) -> str:
        """The stored id of the tenant's conversation, or :class:`Missing`."""
        check_name(name)
        found = tenants.owned_conversation(self.store, tenant, name)
        if found is None:
            raise _missing(name)
        return found

    def names(self, tenant: str) -> list[tuple[str, str]]:
        return tenants.tenant_conversations(self.store, tenant)

    # -- writing -----------------------------------------------------------------------------
    def writing(self) -> AbstractContextManager[object]:
        """This process's turn to write (SQLite: one writer at a time; PostgreSQL: no wait)."""
        return self._writer

    def add(
        self, tenant: str, name: str, turns: Sequence[NewTurn], new_session: bool | None = None
    ) -> AddResult:
        """Append ``turns`` and queue the consolidation they call for (one transaction;
        message ids already stored are no-ops, and so is a request of nothing but those)."""
        check_name(name)
        if not turns:
            raise Invalid("no turns to add", hint="send at least one turn")
        with self._writer, self.store.atomic():
            cid, created = self._claim(tenant, name)
            ids = [t.client_id for t in turns if t.client_id]
            known = set(turns_of_messages(self.store, cid, ids)) if not created else set()
            try:
                stored = self._memory(cid).add(
                    [t.message() for t in turns], new_session=new_session
                )
            except ConflictError as exc:  # a stored message id sent with other content
                raise Conflict(exc.message, hint=exc.hint) from None
            if created:
                tenants.record_owner(self.store, tenant, name, cid)
            if any(not (t.client_id and t.client_id in known) for t in turns):
                enqueue_consolidation(self.store, cid, self.config)
        added = tuple(
            AddedTurn(s.id, s.session_idx, s.position, t.client_id, t.client_id in known)
            for t, s in zip(turns, stored, strict=True)
        )
        return AddResult(name, cid, created, added)

    def _claim(self, tenant: str, name: str) -> tuple[str, bool]:
        cid = tenants.owned_conversation(self.store, tenant, name)
        if cid is not None:
            return cid, False
        cid = stored_id(tenant, name)
        stored = tenants.conversation_fingerprint(self.store, cid) is not None
        if stored and tenants.conversation_owner(self.store, cid) is None:
            raise Conflict(
                f"conversation '{name}' cannot be created: the store already holds a "
                f"conversation '{cid}' that no tenant owns",
                hint="use another name, or delete the stored one with the CLI",
            )
        return cid, True

    def _memory(self, cid: str) -> Memory:
        """The library's memory of a stored conversation: no background thread, no schedule
        (the service's jobs consolidate), the service's settings."""
        return Memory(cid, self.store, background=False, schedule=NO_SCHEDULE, config=self.config)

    def forget(self, tenant: str, name: str) -> int:
        """Delete the tenant's conversation and everything derived from it; turns removed."""
        with self._writer:
            cid = self.resolve(tenant, name)
            with self._guard(name):
                report = self._memory(cid).forget()
        return report.turns

    # -- reading -----------------------------------------------------------------------------
    def conversation(self, cid: str, name: str) -> Conversation:
        """The stored conversation, kept loaded in this process and extended by new turns
        only (:mod:`swcmem.store.live`: an add does not make the next request reload it)."""
        with self._guard(name):
            return live.conversation(self.store, cid)

    def context(
        self,
        tenant: str,
        name: str,
        question: str | None = None,
        strategy: str | None = None,
        budget: int | None = None,
    ) -> ContextResult:
        strategy = check_strategy(strategy or self.strategy)
        cid = self.resolve(tenant, name)
        conv = self.conversation(cid, name)
        # the options Memory.context passes (its settings, the audit of new gists)
        env = StrategyEnv(self.store, None, {"config": self.config, "auditor": self.config.auditor})
        with self._guard(name):
            ctx = build_context(
                conv, budget or self.budget, question or None, strategy=strategy, env=env
            )
        return ContextResult(ctx, classify(question) if question else None)

    def when(self, tenant: str, name: str, question: str, k: int = 3) -> list[WhenAnswer]:
        cid = self.resolve(tenant, name)
        with self._guard(name):
            return self._memory(cid).when(question, k=k)

    def prepare_when(self, cid: str) -> None:
        """Embed what a (resolved) conversation's ``when`` questions are matched against and
        it lacks (its new turns and their events; without the onnx extra: nothing), as the
        next ``when`` would — used by jobs, so that no request waits for it (a conversation
        added in bulk would otherwise make its first ``when`` wait seconds)."""
        vectors = TemporalIndex(self.store).vectors
        if vectors is not None:
            vectors.conversation(cid)

    def anchors(
        self, tenant: str, name: str, start: date | None = None, end: date | None = None
    ) -> list[Anchor]:
        """Anchors overlapping [start, end] (explicit, resolved); neither: every explicit one."""
        cid = self.resolve(tenant, name)
        with self._guard(name):
            return self._memory(cid).anchors(start, end)

    def search(self, tenant: str, name: str, query: str, limit: int = 10) -> list[Hit]:
        cid = self.resolve(tenant, name)
        with self._guard(name):
            return TurnSearch(self.store).search(cid, query, limit)

    def tiers(self, tenant: str, name: str, budget: int | None = None) -> list[TierRow]:
        cid = self.resolve(tenant, name)
        with self._guard(name):
            return self._memory(cid).tiers(budget)

    def audit(self, tenant: str, name: str) -> list[GistAudit]:
        cid = self.resolve(tenant, name)
        with self._guard(name):
            return stored_audits(self.store, cid)

    @contextmanager
    def _guard(self, name: str) -> Iterator[None]:
        try:
            yield
        except NotFoundError as exc:
            if isinstance(exc, Missing):
                raise
            raise _missing(name) from None


def check_strategy(name: str) -> str:
    known = available_strategies()
    if name not in known:
        raise Invalid(f"unknown context strategy '{name}'", hint=f"use one of: {', '.join(known)}")
    return name


def _missing(name: str) -> Missing:
    return Missing(
        f"conversation '{name}' not found",
        hint="add turns to it first (POST /v1/conversations/NAME/turns)",
    )
