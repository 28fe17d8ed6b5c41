"""What a store holds, in numbers (``swcmem info``): schema version, size, row counts."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from swcmem.store.db import Store

COUNTED = ("conversations", "sessions", "turns", "anchors", "gists", "qa_items")


@dataclass(frozen=True)
class StoreInfo:
    """One store's location (its password hidden), dialect, schema version, size on disk
    (SQLite files with their WAL; None for other backends) and rows per table."""

    location: str
    dialect: str
    schema_version: int
    size_bytes: int | None
    counts: dict[str, int]


def store_info(store: Store) -> StoreInfo:
    """Read-only: works on a store opened with ``read_only=True``."""
    version = store.execute("SELECT max(version) FROM migrations").fetchone()[0]
    counts = {t: int(store.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in COUNTED}
    return StoreInfo(str(store.path), store.dialect, int(version or 0), _size(store), counts)


def _size(store: Store) -> int | None:
    if not isinstance(store.path, Path):
        return None
    files = [store.path, store.path.with_name(store.path.name + "-wal")]
    return sum(f.stat().st_size for f in files if f.exists())
