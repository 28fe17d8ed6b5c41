"""Running the service: ``swcmem serve`` (uvicorn) and ``swcmem mcp`` (stdio).

Refusals before anything binds: a host other than loopback while the store holds no active
API key (anyone on the network could otherwise reach an empty, open server — every route
needs a key, so there would be no way in either), and ``--workers`` above 1 on SQLite (see
:func:`check_workers`).
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from typing import Any

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.service.config import ServiceConfig
from swcmem.service.logs import log, setup_logging
from swcmem.store import tenants
from swcmem.store.db import Store, is_url

ENV_CONFIG_JSON = "SWCMEM_SERVICE_CONFIG_JSON"  # hands the settings to worker processes
WORKER_HEALTHCHECK_S = 20


def check_host(config: ServiceConfig, store: Store) -> None:
    if config.loopback or tenants.active_key_count(store) > 0:
        return
    raise ConfigError(
        f"refusing to listen on {config.host}: the store holds no API key yet",
        hint="make one first: swcmem keys create --tenant NAME (or keep --host 127.0.0.1)",
    )


def check_workers(config: ServiceConfig) -> None:
    """Several processes need a server database. SQLite lets one process write at a time,
    and a writer in another process waits for the file lock by polling it (sleeps of up to
    100 ms), not in a queue: the adds and consolidation jobs of N processes would stall each
    other, where one process's writers take turns on a lock without sleeping."""
    if config.workers > 1 and not (config.db and is_url(config.db)):
        raise ConfigError(
            "--workers above 1 needs a PostgreSQL store (--db postgresql://...)",
            hint="SQLite lets one process write at a time (writers in other processes poll "
            "the file lock with sleeps), so more processes would make writes slower; run one "
            "process on SQLite (it serves many clients on its thread pool)",
        )


def serve(config: ServiceConfig) -> None:
    """Run until SIGTERM/SIGINT, then shut down gracefully (see :mod:`swcmem.service.app`)."""
    try:
        import uvicorn
    except ModuleNotFoundError as exc:
        raise MissingExtraError(str(exc.name), "service", "swcmem serve") from None

    check_workers(config)
    with Store(config.db) as store:
        check_host(config, store)
    setup_logging(config.log_level, db=config.db)
    options: dict[str, Any] = {
        "host": config.host,
        "port": config.port,
        "log_config": None,
        "access_log": False,
        "timeout_graceful_shutdown": int(config.shutdown_grace_s),
        "timeout_keep_alive": config.keep_alive_s,
        "lifespan": "on",
    }
    if config.workers > 1:
        # uvicorn's supervisor starts the processes, restarts one that dies, and on SIGTERM
        # stops them all gracefully; it kills one that does not answer its health check
        # (a thread of the child) within this time: a busy child may be slow, not hung.
        options["timeout_worker_healthcheck"] = WORKER_HEALTHCHECK_S
        os.environ[ENV_CONFIG_JSON] = json.dumps(dataclasses.asdict(config))
        uvicorn.run(
            "swcmem.service.run:app_from_env", factory=True, workers=config.workers, **options
        )
        return
    from swcmem.service.app import create_app

    uvicorn.run(create_app(config), **options)


def app_from_env() -> object:
    """The application of a worker process (``--workers N``): settings from the parent.
    Every process has its own store connections, job worker and rate-limit buckets."""
    from swcmem.service.app import create_app

    config = ServiceConfig(**json.loads(os.environ[ENV_CONFIG_JSON]))
    setup_logging(config.log_level, db=config.db)
    return create_app(config)


def serve_stdio(store: Store, tenant: str, budget: int, strategy: str) -> None:
    """``swcmem mcp``: the MCP tools over stdin/stdout for one tenant (logs on stderr)."""
    from swcmem.service.jobs import JobService
    from swcmem.service.mcp_tools import build_mcp, fixed_principal
    from swcmem.service.memories import Memories

    setup_logging("warning", sys.stderr)
    tenants.ensure_tenant(store, tenant)
    memories = Memories(store, budget=budget, strategy=strategy)
    jobs = JobService(memories)
    jobs.start()
    try:
        build_mcp(memories, jobs, fixed_principal(tenant)).run("stdio")
    finally:
        jobs.stop(grace_s=30.0)
    log.info("mcp stdio server stopped")
