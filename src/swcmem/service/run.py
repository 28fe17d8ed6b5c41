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


def check_host(config: ServiceConfig, store: Store) -> None:
    if config.loopback or tenants.active_key_count(store) > 0:
        return
    raise ConfigError(
        f"refusing to listen on {config.host}: the store holds no API key yet",
        hint="make one first: swcmem keys create --tenant NAME (or keep --host 127.0.0.1)",
    )


def check_workers(config: ServiceConfig) -> None:
    """Several processes need a server database: on SQLite every write takes the one file
    lock (more processes add no write throughput), and jobs and rate limits are per process
    (a job id asked of another process would be unknown)."""
    if config.workers > 1 and not (config.db and is_url(config.db)):
        raise ConfigError(
            "--workers above 1 needs a PostgreSQL store (--db postgresql://...)",
            hint="SQLite allows one writer at a time and jobs are kept per process; "
            "run one process on SQLite (it serves many clients on its thread pool)",
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
        "lifespan": "on",
    }
    if config.workers > 1:
        os.environ[ENV_CONFIG_JSON] = json.dumps(dataclasses.asdict(config))
        uvicorn.run(
            "swcmem.service.run:app_from_env", factory=True, workers=config.workers, **options
        )
        return
    from swcmem.service.app import create_app

    uvicorn.run(create_app(config), **options)


def app_from_env() -> object:
    """The application of a worker process (``--workers N``): settings from the parent."""
    from swcmem.service.app import create_app

    config = ServiceConfig(**json.loads(os.environ[ENV_CONFIG_JSON]))
    setup_logging(config.log_level, db=config.db)
    return create_app(config)


def serve_stdio(store: Store, tenant: str, budget: int, strategy: str) -> None:
    """``swcmem mcp``: the MCP tools over stdin/stdout for one tenant (logs on stderr)."""
    from swcmem.service.jobs import JobRunner
    from swcmem.service.mcp_tools import build_mcp, fixed_principal
    from swcmem.service.memories import Memories

    setup_logging("warning", sys.stderr)
    tenants.ensure_tenant(store, tenant)
    memories = Memories(store, budget=budget, strategy=strategy)
    jobs = JobRunner(memories)
    jobs.start()
    try:
        build_mcp(memories, jobs, fixed_principal(tenant)).run("stdio")
    finally:
        jobs.stop(grace_s=30.0)
    log.info("mcp stdio server stopped")
