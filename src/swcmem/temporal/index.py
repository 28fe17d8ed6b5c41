"""Placeholder until the temporal index lands (issue: temporal anchors)."""

from __future__ import annotations

from swcmem.model import Conversation
from swcmem.store.db import Store


def index_conversation(store: Store, conv: Conversation) -> None:
    """Extract and store the anchors of turns not yet indexed (no-op placeholder)."""
    return None
