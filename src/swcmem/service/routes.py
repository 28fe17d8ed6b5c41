"""The REST routes under ``/v1`` (plus ``/healthz`` and ``/metrics``).

Every ``/v1`` route needs ``Authorization: Bearer KEY``; the key's tenant is the only one
whose conversations a route can read or write (see :mod:`swcmem.service.memories`). Routes
that write need a key with the ``write`` scope (403 otherwise). Handlers are plain functions:
FastAPI runs them on its thread pool, and a write answers only after its transaction
committed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request, Response

from swcmem import __version__
from swcmem.service import wire
from swcmem.service.config import ServiceConfig
from swcmem.service.errors import Forbidden
from swcmem.service.jobs import Job, JobService
from swcmem.service.keys import KeyRing, Principal
from swcmem.service.memories import Memories, NewTurn
from swcmem.service.metrics import CONTENT_TYPE, Metrics
from swcmem.service.models import (
    AddTurnsIn,
    AddTurnsOut,
    AnchorsOut,
    AuditOut,
    ContextOut,
    ConversationsOut,
    DeletedOut,
    ErrorOut,
    HealthOut,
    JobOut,
    SearchOut,
    TiersOut,
    WhenOut,
)
from swcmem.service.ratelimit import RateLimiter
from swcmem.store import tenants
from swcmem.store.db import Store


@dataclass
class Services:
    """What the routes and MCP tools share (one per application)."""

    config: ServiceConfig
    store: Store
    keys: KeyRing
    memories: Memories
    jobs: JobService
    limiter: RateLimiter
    metrics: Metrics

    def admit(self, authorization: str | None) -> Principal:
        """Authenticate a request and take a rate-limit token for its key."""
        principal = self.keys.authenticate(authorization)
        self.limiter.check(principal.key_id)
        return principal


def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


def caller(request: Request, svc: Annotated[Services, Depends(services)]) -> Principal:
    principal = svc.admit(request.headers.get("authorization"))
    request.state.principal = principal
    return principal


def writer(principal: Annotated[Principal, Depends(caller)]) -> Principal:
    if not principal.can_write:
        raise Forbidden(
            "this API key may only read", hint="use a key made without --read-only to write"
        )
    return principal


Svc = Annotated[Services, Depends(services)]
Reader = Annotated[Principal, Depends(caller)]
Writer = Annotated[Principal, Depends(writer)]
Name = Annotated[str, Path(description="Your name for the conversation, e.g. 'chat-1'.")]
ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorOut} for code in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}

router = APIRouter(responses=ERRORS)
v1 = APIRouter(prefix="/v1")


@router.get("/healthz", response_model=HealthOut, tags=["operations"])
def healthz(svc: Svc) -> dict[str, object]:
    """Liveness and store reachability (no key needed)."""
    tenants.ping(svc.store)
    return {"status": "ok", "version": __version__, "store": svc.store.dialect}


@router.get("/metrics", tags=["operations"], response_class=Response)
def metrics(svc: Svc) -> Response:
    """Prometheus text format (no key needed; no tenant data)."""
    return Response(svc.metrics.render(), media_type=CONTENT_TYPE)


@v1.get("/conversations", response_model=ConversationsOut, tags=["conversations"])
def list_conversations(svc: Svc, who: Reader) -> dict[str, object]:
    """The caller's conversations."""
    rows = svc.memories.names(who.tenant)
    return {"conversations": [{"name": n, "stored_id": cid} for n, cid in rows]}


@v1.post("/conversations/{name}/turns", response_model=AddTurnsOut, tags=["conversations"])
def add_turns(name: Name, body: AddTurnsIn, svc: Svc, who: Writer, request: Request) -> object:
    """Add turns (created on first use). Idempotent per ``message_id``; all or nothing."""
    turns = [NewTurn(t.speaker, t.text, t.timestamp, t.caption, t.message_id) for t in body.turns]
    if svc.config.log_content:
        request.state.content = [t.text for t in turns]
    result = svc.memories.add(who.tenant, name, turns, body.new_session)  # queues a job too
    return {
        "conversation": name,
        "created": result.created,
        "added": result.added,
        "duplicates": len(result.turns) - result.added,
        "turns": [
            {
                "turn_id": t.turn_id,
                "session": t.session_idx,
                "position": t.position,
                "message_id": t.client_id,
                "duplicate": t.duplicate,
            }
            for t in result.turns
        ],
    }


@v1.get("/conversations/{name}/context", response_model=ContextOut, tags=["memory"])
def context(
    name: Name,
    svc: Svc,
    who: Reader,
    request: Request,
    question: Annotated[str | None, Query(max_length=4000)] = None,
    strategy: Annotated[str | None, Query(description="Default: the server's.")] = None,
    budget: Annotated[int | None, Query(ge=1, le=1_000_000)] = None,
) -> object:
    """The budgeted context for the answering model (and the question's route)."""
    _content(svc, request, question)
    found = svc.memories.context(who.tenant, name, question, strategy, budget)
    return wire.context_json(name, found.context, found.route)


@v1.get("/conversations/{name}/when", response_model=WhenOut, tags=["memory"])
def when(
    name: Name,
    svc: Svc,
    who: Reader,
    request: Request,
    question: Annotated[str, Query(min_length=1, max_length=4000)],
    k: Annotated[int, Query(ge=1, le=50)] = 3,
) -> object:
    """Dated answers to a when-question from the temporal index, best first."""
    _content(svc, request, question)
    answers = svc.memories.when(who.tenant, name, question, k)
    return {
        "conversation": name,
        "question": question,
        "answers": [wire.when_json(a) for a in answers],
    }


@v1.get("/conversations/{name}/anchors", response_model=AnchorsOut, tags=["memory"])
def anchors(
    name: Name,
    svc: Svc,
    who: Reader,
    date_from: Annotated[date | None, Query(alias="from")] = None,
    date_to: Annotated[date | None, Query(alias="to")] = None,
) -> object:
    """Resolved temporal anchors overlapping [from, to] (either may be left out)."""
    found = svc.memories.anchors(who.tenant, name, date_from, date_to)
    return {"conversation": name, "anchors": [wire.anchor_json(a) for a in found]}


@v1.get("/conversations/{name}/search", response_model=SearchOut, tags=["memory"])
def search(
    name: Name,
    svc: Svc,
    who: Reader,
    request: Request,
    query: Annotated[str, Query(min_length=1, max_length=4000)],
    k: Annotated[int, Query(ge=1, le=100)] = 10,
) -> object:
    """BM25 search over the conversation's turns, best first."""
    _content(svc, request, query)
    hits = svc.memories.search(who.tenant, name, query, k)
    return {
        "conversation": name,
        "query": query,
        "hits": [
            {
                "turn_id": h.turn.id,
                "session": h.turn.session_idx,
                "speaker": h.turn.speaker,
                "text": h.turn.text,
                "score": round(h.score, 4),
            }
            for h in hits
        ],
    }


@v1.get("/conversations/{name}/tiers", response_model=TiersOut, tags=["memory"])
def tiers(
    name: Name,
    svc: Svc,
    who: Reader,
    budget: Annotated[int | None, Query(ge=1, le=1_000_000)] = None,
) -> object:
    """Salience, tier and form in the memory of every chunk."""
    rows = svc.memories.tiers(who.tenant, name, budget)
    return {
        "conversation": name,
        "budget": budget or svc.memories.budget,
        "tiers": [wire.tier_json(r) for r in rows],
    }


@v1.get("/conversations/{name}/audit", response_model=AuditOut, tags=["memory"])
def audit(name: Name, svc: Svc, who: Reader) -> object:
    """What every stored gist kept: dates, entities, numbers, events."""
    rows = svc.memories.audit(who.tenant, name)
    return {"conversation": name, "gists": [r.as_dict() for r in rows]}


@v1.post(
    "/conversations/{name}/consolidate", response_model=JobOut, status_code=202, tags=["memory"]
)
def consolidate(name: Name, svc: Svc, who: Writer) -> object:
    """Queue a consolidation (or get the one already queued); poll ``GET /v1/jobs/{id}``.
    Adding turns queues one by itself: this is rarely needed."""
    stored = svc.memories.resolve(who.tenant, name)
    return job_json(svc.jobs.submit(who.tenant, name, stored))


@v1.get("/jobs/{job_id}", response_model=JobOut, tags=["memory"])
def job(job_id: str, svc: Svc, who: Reader) -> object:
    """A job of the caller's tenant (any server process on the store answers it; jobs
    survive restarts)."""
    return job_json(svc.jobs.get(who.tenant, job_id))


@v1.delete("/conversations/{name}", response_model=DeletedOut, tags=["conversations"])
def delete(name: Name, svc: Svc, who: Writer) -> object:
    """Delete the conversation and everything derived from it (the only way turns are ever
    removed)."""
    removed = svc.memories.forget(who.tenant, name)
    return {"conversation": name, "deleted": True, "turns_removed": removed}


router.include_router(v1)


def job_json(job: Job) -> dict[str, object]:
    return asdict(job)


def _content(svc: Services, request: Request, text: str | None) -> None:
    if svc.config.log_content and text:
        request.state.content = text
