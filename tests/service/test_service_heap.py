"""Short garbage-collection pauses: the serving process freezes its long-lived objects now and
then, so full collections walk only what is newer (swcmem.service.heap)."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator

import pytest

from swcmem.errors import ConfigError
from swcmem.service.config import ServiceConfig
from swcmem.service.heap import HeapKeeper


@pytest.fixture(autouse=True)
def thawed() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()  # leave the test process's collector as it found it


def test_the_keeper_freezes_what_exists_and_later_what_was_made_since() -> None:
    keeper = HeapKeeper(0.05)
    keeper.start()
    try:
        first = gc.get_freeze_count()
        assert first > 0
        kept = [[i] for i in range(5000)]  # long-lived containers made after the start
        deadline = time.monotonic() + 10
        while gc.get_freeze_count() < first + 5000 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert gc.get_freeze_count() >= first + 5000
        assert len(kept) == 5000
    finally:
        keeper.stop()
    assert keeper._thread is None


def test_freezing_off_leaves_the_collector_alone() -> None:
    keeper = HeapKeeper(0)
    keeper.start()
    assert gc.get_freeze_count() == 0 and keeper._thread is None
    keeper.stop()


def test_a_negative_period_is_refused() -> None:
    with pytest.raises(ConfigError, match="gc_freeze_s"):
        ServiceConfig(gc_freeze_s=-1)
