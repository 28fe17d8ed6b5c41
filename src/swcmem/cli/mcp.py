"""``swcmem mcp``: the memory's MCP tools over stdio, for desktop clients."""

from __future__ import annotations

import typer

from swcmem.cli.app import app, new_store
from swcmem.cli.serve import DB_HELP, service_db


@app.command("mcp")
def mcp_command(
    tenant: str = typer.Option(
        "local", "--tenant", help="Whose conversations the tools see (created if needed)."
    ),
    db: str | None = typer.Option(None, "--db", help=DB_HELP),
    budget: int = typer.Option(4000, "--budget", help="Default context budget of recall."),
    strategy: str = typer.Option(
        "swc-adaptive", "--strategy", help="Context strategy recall uses."
    ),
) -> None:
    """Run the MCP server over stdin/stdout for one tenant (no key: the local user): tools
    remember, recall, when, search and consolidate. Conversations are stored as
    TENANT/NAME, so `swcmem context -c local/chat-1` shows them."""
    from swcmem.service.keys import check_tenant
    from swcmem.service.run import serve_stdio

    check_tenant(tenant)
    with new_store(service_db(db)) as store:
        serve_stdio(store, tenant, budget, strategy)
