"""Fixtures for the SWC tests."""

from __future__ import annotations

import pytest

from swc.swc_data import make_conversation
from swcmem.model import Conversation
from swcmem.store import Store
from swcmem.temporal.ingest import ingest_conversation


@pytest.fixture
def conv() -> Conversation:
    return make_conversation()


@pytest.fixture
def stored(store: Store, conv: Conversation) -> Conversation:
    ingest_conversation(store, conv)
    return conv
