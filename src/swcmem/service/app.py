"""The FastAPI application: REST routes, the MCP endpoint at ``/mcp``, errors as JSON, body
limits, request logs and metrics, and an orderly shutdown.

Layers of one request, outside in: :class:`~swcmem.service.limits.BodyLimit` (413 before
parsing) → :class:`Observe` (one log line and the metrics, whatever happens inside) →
FastAPI's routing (``/v1`` routes authenticate in a dependency; ``/mcp`` in :class:`McpGate`).

Shutdown (uvicorn on SIGTERM/SIGINT): uvicorn stops accepting connections and lets in-flight
requests finish (up to ``shutdown_grace_s``), then the lifespan exits: the job worker
claims nothing more, gives back claimed jobs it had not started and lets the running one
finish within the same grace (then gives it back too), the MCP session manager stops, the
store closes. Queued jobs stay in the store's queue for the next process.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio.to_thread
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from swcmem import __version__
from swcmem.errors import SwcmemError
from swcmem.service.config import ServiceConfig
from swcmem.service.errors import HttpError, Invalid, TooLarge, http_error
from swcmem.service.heap import HeapKeeper
from swcmem.service.jobs import JobService, JobSettings
from swcmem.service.keys import KeyRing
from swcmem.service.limits import BodyLimit, BodyTooLarge, send_json
from swcmem.service.logs import log, log_request
from swcmem.service.mcp_tools import build_mcp, http_principal
from swcmem.service.memories import Memories
from swcmem.service.metrics import Metrics
from swcmem.service.ratelimit import RateLimiter
from swcmem.service.routes import Services, router
from swcmem.store.db import Store

DESCRIPTION = (
    "Long-term memory for agents: add turns losslessly, get a budgeted context that keeps "
    "*when* things happened, ask when-questions of a temporal index. Every /v1 route needs "
    "`Authorization: Bearer KEY` (`swcmem keys create --tenant NAME`). Errors are "
    '`{"error": {"code", "message", "hint"}}`. MCP (streamable HTTP) is served at /mcp.'
)


def build_services(config: ServiceConfig, store: Store) -> Services:
    memories = Memories(store, budget=config.budget, strategy=config.strategy)
    holder: list[Metrics] = []
    settings = JobSettings(
        config.job_workers, config.job_lease_s, config.job_poll_s, config.job_keep_s
    )
    jobs = JobService(memories, settings, on_finish=lambda s, t: holder[0].job_finished(s, t))
    holder.append(Metrics(jobs.counts, store))
    return Services(
        config=config,
        store=store,
        keys=KeyRing(store),
        memories=memories,
        jobs=jobs,
        limiter=RateLimiter(config.rate_per_s, config.burst),
        metrics=holder[0],
    )


def create_app(config: ServiceConfig, store: Store | None = None) -> FastAPI:
    """The application over ``store`` (default: open ``config.db``); closes it on shutdown."""
    svc = build_services(config, store or Store(config.db))
    mcp = build_mcp(svc.memories, svc.jobs, http_principal) if config.mcp else None
    if mcp is not None:
        mcp.streamable_http_app(stateless_http=True, json_response=True, host=config.host)

    heap = HeapKeeper(config.gc_freeze_s)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = config.threads
        svc.jobs.start()
        heap.start()
        log.info("started", extra={"store": str(svc.store.path), "dialect": svc.store.dialect})
        try:
            if mcp is None:
                yield
            else:
                async with mcp.session_manager.run():
                    yield
        finally:
            heap.stop()
            svc.jobs.stop(config.shutdown_grace_s)
            svc.store.close()
            log.info("stopped")

    app = FastAPI(
        title="swcmem",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
    )
    app.state.services = svc
    app.include_router(router)
    if mcp is not None:
        app.router.routes.append(
            Route("/mcp", McpGate(svc, mcp.session_manager.handle_request), methods=None)
        )
    _install_error_handlers(app)
    app.add_middleware(Observe, services=svc)
    app.add_middleware(BodyLimit, max_bytes=config.max_body_bytes)
    return app


def error_response(error: HttpError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status, headers=error.headers())


def _install_error_handlers(app: FastAPI) -> None:
    async def swcmem_error(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, SwcmemError)
        error = http_error(exc)
        if error.status >= 500:
            log.error("store error", extra={"error": exc.message})
        return error_response(error)

    async def invalid(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = exc.errors()
        if any(e.get("type") == "json_invalid" for e in errors):
            return error_response(
                HttpError(400, "bad_json", "the request body is not valid JSON", "send JSON")
            )
        parts = [f"{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in errors[:5]]
        return error_response(http_error(Invalid("; ".join(parts), hint=_hint(errors))))

    async def http(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPException)
        if isinstance(exc, BodyTooLarge):
            return error_response(http_error(TooLarge("request body too large")))
        code = {404: "no_route", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error_response(HttpError(exc.status_code, code, str(exc.detail), None))

    async def crash(_: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled error", exc_info=exc)
        return error_response(HttpError(500, "internal", "internal server error", None))

    app.add_exception_handler(SwcmemError, swcmem_error)
    app.add_exception_handler(RequestValidationError, invalid)
    app.add_exception_handler(HTTPException, http)
    app.add_exception_handler(Exception, crash)


def _hint(errors: Any) -> str:
    if any("timezone" in str(e.get("msg", "")) for e in errors):
        return "timestamps need a UTC offset, e.g. 2023-05-25T13:14:00+02:00 or ...Z"
    return "see /docs for the request schema"


class Observe:
    """One ``request`` log line and the metrics for every HTTP request (pure ASGI)."""

    def __init__(self, app: ASGIApp, services: Services) -> None:
        self.app = app
        self.svc = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def watch(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        self.svc.metrics.in_progress.inc()
        try:
            await self.app(scope, receive, watch)
        finally:
            self.svc.metrics.in_progress.dec()
            self._record(scope, status, time.perf_counter() - started)

    def _record(self, scope: Scope, status: int, seconds: float) -> None:
        route = scope.get("route")
        template = getattr(route, "path", None) or "unmatched"
        method = str(scope.get("method", ""))
        self.svc.metrics.observe(template, method, status, seconds)
        state: dict[str, Any] = scope.get("state") or {}
        principal = state.get("principal")
        fields: dict[str, Any] = {
            "method": method,
            "route": template,
            "status": status,
            "ms": round(seconds * 1000, 2),
            "conversation": (scope.get("path_params") or {}).get("name"),
            "tenant": getattr(principal, "tenant", None),
            "key_id": getattr(principal, "key_id", None),
        }
        if self.svc.config.log_content and "content" in state:
            fields["content"] = state["content"]
        log_request(fields)


class McpGate:
    """The ``/mcp`` endpoint: authenticate and rate-limit like ``/v1``, then hand the request
    to the MCP session manager with the caller in ``scope["state"]["principal"]``."""

    def __init__(self, services: Services, handle: ASGIApp) -> None:
        self.svc = services
        self.handle = handle

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = dict(scope.get("headers", ()))
        raw = headers.get(b"authorization")
        try:
            principal = self.svc.admit(raw.decode("latin-1") if raw else None)
        except SwcmemError as exc:
            error = http_error(exc)
            await send_json(send, error.status, error.body(), error.headers())
            return
        scope.setdefault("state", {})["principal"] = principal
        scope["route"] = _MCP_ROUTE
        await self.handle(scope, receive, send)


class _Named:
    path = "/mcp"


_MCP_ROUTE = _Named()
logging.getLogger("mcp.server.streamable_http_manager").setLevel(logging.WARNING)
