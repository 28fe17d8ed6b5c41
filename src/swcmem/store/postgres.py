"""The PostgreSQL backend (psycopg 3 with a connection pool): not available in this build."""

from __future__ import annotations

from swcmem.errors import ConfigError


class PostgresBackend:
    """Placeholder until the PostgreSQL store lands: refuses with a clear message."""

    def __init__(self, url: str, *, read_only: bool = False) -> None:
        raise ConfigError(
            "PostgreSQL stores are not supported by this build of swcmem",
            hint="use an SQLite path for --db",
        )
