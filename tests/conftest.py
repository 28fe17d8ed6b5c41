"""Shared fixtures. Area-specific fixtures live in tests/fixtures/ and are loaded as plugins.

Backends: ``store`` (and ``store_location``) run every test that uses them twice, on a real
SQLite file and on a real PostgreSQL server (a fresh schema per test, dropped afterwards). The
server is ``$SWCMEM_TEST_PG_URL`` when set (``.ci/run`` and ``make check-pg`` start one),
else a throwaway cluster this session starts itself (:mod:`fixtures.postgres`). PostgreSQL
tests are skipped, with the reason, only when no server can be had; under ``CI=true`` (or
``SWCMEM_TEST_PG=require``, as ``make check-pg`` sets) that is a failure instead.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fixtures.postgres import ENV_URL, ClusterError, start_cluster
from swcmem.store import Store

REPO = Path(__file__).resolve().parents[1]
LOCOMO = REPO.parent / "shared" / "data" / "locomo8.json"
EXAMPLE = REPO / "examples" / "garden_club.json"
BACKENDS = ("sqlite", "postgres")

pytest_plugins = ["fixtures.llama_server"]


def _no_server(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true" or os.environ.get("SWCMEM_TEST_PG") == "require":
        pytest.fail(f"the store tests need a PostgreSQL server here: {reason}")
    pytest.skip(f"no PostgreSQL server: {reason}")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The URL of a PostgreSQL server the tests may create schemas on."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _no_server("psycopg is not installed (pip install 'swcmem[postgres]')")
    url = os.environ.get(ENV_URL)
    if url:
        yield url
        return
    try:
        cluster = start_cluster()
    except ClusterError as exc:
        _no_server(f"{exc}; set {ENV_URL} or install PostgreSQL")
    try:
        yield cluster.url
    finally:
        cluster.stop()


@pytest.fixture(scope="session")
def pg_admin(pg_server: str) -> Iterator[Any]:
    import psycopg

    with psycopg.connect(pg_server, autocommit=True) as conn:
        yield conn


def with_schema(url: str, schema: str) -> str:
    """``url`` whose sessions use ``schema`` (libpq's ``options`` parameter)."""
    return f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"


@pytest.fixture
def pg_url(pg_server: str, pg_admin: Any) -> Iterator[str]:
    """A store URL on a fresh, empty schema of the test server (dropped afterwards)."""
    schema = f"t_{uuid.uuid4().hex[:16]}"
    pg_admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield with_schema(pg_server, schema)
    finally:
        pg_admin.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=BACKENDS)
def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a fresh store lives: an SQLite file path, or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "swcmem.db")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def store(store_location: str) -> Iterator[Store]:
    """A fresh store on each backend (a real SQLite file; a real PostgreSQL schema)."""
    s = Store(store_location)
    yield s
    s.close()


@pytest.fixture(scope="session")
def locomo_path() -> Path:
    if not LOCOMO.exists():
        pytest.skip(f"LoCoMo data not found at {LOCOMO} (needs ../shared beside the checkout)")
    return LOCOMO
