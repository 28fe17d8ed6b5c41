"""``swcmem keys``: API keys of the memory service (create, list, revoke)."""

from __future__ import annotations

import json

import typer
from rich.console import Console

from swcmem.cli.app import app, existing_store, new_store, read_store
from swcmem.cli.serve import DB_HELP, service_db

console = Console()
keys_app = typer.Typer(
    help="API keys of `swcmem serve`: each belongs to one tenant; only a hash is stored.",
    no_args_is_help=True,
)
app.add_typer(keys_app, name="keys")


@keys_app.command("create")
def create(
    tenant: str = typer.Option(
        ..., "--tenant", help="Tenant the key belongs to (created if needed)."
    ),
    read_only: bool = typer.Option(
        False, "--read-only", help="The key may read but not add, consolidate or delete."
    ),
    label: str | None = typer.Option(None, "--label", help="A note shown by 'keys list'."),
    db: str | None = typer.Option(None, "--db", help=DB_HELP),
) -> None:
    """Make an API key and print it once (only its hash is stored: it cannot be shown
    again)."""
    from swcmem.service.keys import create_key

    with new_store(service_db(db)) as store:
        key = create_key(store, tenant, "read" if read_only else "write", label)
    typer.echo(key.secret)
    typer.echo(
        f"key {key.key_id} for tenant '{key.tenant}' ({key.scope}); store it now, it is not "
        "shown again",
        err=True,
    )


@keys_app.command("list")
def list_keys(
    tenant: str | None = typer.Option(None, "--tenant", help="Only this tenant's keys."),
    db: str | None = typer.Option(None, "--db", help=DB_HELP),
    json_out: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """List keys: id, tenant, scope, label, created, revoked (never the key)."""
    from rich.table import Table

    from swcmem.store import tenants

    with read_store(service_db(db)) as store:
        rows = tenants.list_keys(store, tenant)
    if json_out:
        fields = ("id", "tenant", "scope", "label", "created_at", "revoked_at")
        typer.echo(json.dumps([{f: getattr(r, f) for f in fields} for r in rows], indent=2))
        return
    table = Table("id", "tenant", "scope", "label", "created", "revoked")
    for r in rows:
        table.add_row(
            r.id, r.tenant, r.scope, r.label or "", r.created_at[:19], (r.revoked_at or "")[:19]
        )
    console.print(table)


@keys_app.command("revoke")
def revoke_key(
    key_id: str = typer.Argument(..., help="The key's id (see 'swcmem keys list')."),
    db: str | None = typer.Option(None, "--db", help=DB_HELP),
) -> None:
    """Revoke a key: requests with it get 401 from now on."""
    from swcmem.service.keys import revoke

    with existing_store(service_db(db)) as store:
        revoke(store, key_id)
    typer.echo(f"revoked {key_id}")
