"""Fixtures of the service tests: a store with two tenants and their keys, a real server."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

for _extra in ("fastapi", "uvicorn", "mcp", "prometheus_client"):
    pytest.importorskip(_extra, reason="the service extra: pip install -e '.[service]'")

from service.server import Server  # noqa: E402
from swcmem.service.keys import create_key  # noqa: E402
from swcmem.store import Store  # noqa: E402


@dataclass(frozen=True)
class Keys:
    acme: str
    acme_read: str
    globex: str


@dataclass
class Running:
    server: Server
    keys: Keys

    @property
    def url(self) -> str:
        return self.server.url

    def client(self, key: str | None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60)


def make_keys(db: Path | str) -> Keys:
    with Store(db) as store:
        return Keys(
            acme=create_key(store, "acme").secret,
            acme_read=create_key(store, "acme", "read").secret,
            globex=create_key(store, "globex").secret,
        )


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    """One server per test module on a fresh store, rate limit off."""
    db = tmp_path_factory.mktemp("service") / "service.db"
    keys = make_keys(db)
    server = Server(db, ("--rate", "0")).start()
    try:
        yield Running(server, keys)
    finally:
        server.terminate()


def turn(text: str, at: str, speaker: str = "Ana", message_id: str | None = None) -> dict[str, str]:
    row = {"speaker": speaker, "text": text, "timestamp": at}
    if message_id is not None:
        row["message_id"] = message_id
    return row


# 7 pm at UTC-5 is past midnight in UTC: "yesterday" must count from the speaker's own date.
CHAT = [
    turn("I joined a pottery class yesterday.", "2024-03-14T19:00:00-05:00", "Ana", "a1"),
    turn(
        "Nice! I adopted a dog named Biscuit last week.", "2024-03-14T19:01:00-05:00", "Ben", "a2"
    ),
    turn("I am moving to Lisbon in July.", "2024-03-14T19:02:00-05:00", "Ana", "a3"),
]
