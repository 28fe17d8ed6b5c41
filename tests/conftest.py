"""Shared fixtures. Area-specific fixtures live in tests/fixtures/ and are loaded as plugins."""

from __future__ import annotations

from pathlib import Path

import pytest

from swcmem.store import Store

REPO = Path(__file__).resolve().parents[1]
LOCOMO = REPO.parent / "shared" / "data" / "locomo8.json"
EXAMPLE = REPO / "examples" / "garden_club.json"

pytest_plugins = ["fixtures.llama_server"]


@pytest.fixture
def store(tmp_path: Path) -> Store:
    """A fresh store in a real SQLite file."""
    s = Store(tmp_path / "swcmem.db")
    yield s
    s.close()


@pytest.fixture(scope="session")
def locomo_path() -> Path:
    if not LOCOMO.exists():
        pytest.skip(f"LoCoMo data not found at {LOCOMO} (needs ../shared beside the checkout)")
    return LOCOMO
