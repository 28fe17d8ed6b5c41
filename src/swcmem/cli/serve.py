"""``swcmem serve``: the memory service (REST under /v1, MCP at /mcp) on uvicorn."""

from __future__ import annotations

import os

import typer

from swcmem.cli.app import app, state

DB_HELP = "SQLite file or postgresql:// URL (default: --db before the command, $SWCMEM_DB, "
DB_HELP += "[service] db in config.toml, else the user data dir)."


def db_option(db: str | None) -> str | None:
    """The store a service command names: its own --db, else the global one."""
    return db or (str(state.db) if state.db else None)


def service_db(db: str | None) -> str | None:
    """The store of `serve`, `keys` and `mcp` alike: --db, else the service settings
    ($SWCMEM_SERVICE_DB, $SWCMEM_DB, [service] db), else the default store."""
    from swcmem.service.config import resolve_config

    return resolve_config(os.environ, db=db_option(db)).db


@app.command()
def serve(
    db: str | None = typer.Option(None, "--db", help=DB_HELP),
    host: str | None = typer.Option(
        None,
        "--host",
        help="Address to bind (default 127.0.0.1). Any other than loopback is refused until "
        "the store holds an API key (swcmem keys create).",
    ),
    port: int | None = typer.Option(None, "--port", help="Port (default 8765)."),
    workers: int | None = typer.Option(
        None,
        "--workers",
        help="Processes (default 1). Above 1 needs PostgreSQL (SQLite lets one process write "
        "at a time). The processes share the store and its job queue; each keeps its own "
        "rate-limit buckets, so a key may reach N x --rate. A process that dies is restarted.",
    ),
    max_body_bytes: int | None = typer.Option(
        None, "--max-body-bytes", help="Larger request bodies get 413 (default 1 MiB)."
    ),
    rate: float | None = typer.Option(
        None, "--rate", help="Requests per second per API key (default 50; 0: no limit)."
    ),
    burst: int | None = typer.Option(
        None, "--burst", help="Requests a key may make at once (default 100)."
    ),
    budget: int | None = typer.Option(
        None, "--budget", help="Default context budget in tokens (default 4000)."
    ),
    strategy: str | None = typer.Option(
        None, "--strategy", help="Default context strategy (default swc-adaptive)."
    ),
    log_content: bool | None = typer.Option(
        None,
        "--log-content/--no-log-content",
        help="Also log turn text and questions (default off: never logged).",
    ),
    log_level: str | None = typer.Option(
        None, "--log-level", help="debug, info (default), warning or error."
    ),
    shutdown_grace: float | None = typer.Option(
        None,
        "--shutdown-grace",
        help="Seconds in-flight requests and running jobs get on SIGTERM (default 30).",
    ),
    threads: int | None = typer.Option(
        None,
        "--threads",
        help="Requests worked on at once (default 40; the rest queue). The work is mostly "
        "Python: more threads only share one core's time more thinly.",
    ),
    mcp: bool | None = typer.Option(
        None, "--mcp/--no-mcp", help="Serve MCP (streamable HTTP) at /mcp (default on)."
    ),
) -> None:
    """Serve memory to agents over HTTP: REST under /v1 (OpenAPI at /openapi.json, docs at
    /docs) and MCP at /mcp. Every request needs `Authorization: Bearer KEY`
    (`swcmem keys create --tenant NAME`). Logs are JSON lines on stderr; SIGTERM lets
    in-flight requests finish. Settings: flags > environment ($SWCMEM_SERVICE_PORT and so
    on) > [service] in config.toml."""
    from swcmem.service.config import resolve_config
    from swcmem.service.run import serve as run_server

    config = resolve_config(
        os.environ,
        db=db_option(db),
        host=host,
        port=port,
        workers=workers,
        max_body_bytes=max_body_bytes,
        rate_per_s=rate,
        burst=burst,
        budget=budget,
        strategy=strategy,
        log_content=log_content,
        log_level=log_level,
        shutdown_grace_s=shutdown_grace,
        threads=threads,
        mcp=mcp,
    )
    run_server(config)
