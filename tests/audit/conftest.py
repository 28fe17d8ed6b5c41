"""Hand-made source turns for the audit tests (our own text, said on Thu 25 May 2023)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from swcmem.audit import AuditSource
from swcmem.model import Turn
from swcmem.temporal.extract import extract_anchors

SAID = datetime(2023, 5, 25, 13, 56, tzinfo=UTC)


def make_turns(*texts: str, at: datetime | None = SAID) -> tuple[Turn, ...]:
    speakers = ("Melanie", "Caroline")
    return tuple(
        Turn(f"D1:{i + 1}", 1, i, speakers[i % 2], text, at) for i, text in enumerate(texts)
    )


def make_source(*texts: str, at: datetime | None = SAID) -> AuditSource:
    turns = make_turns(*texts, at=at)
    anchors = [
        a for t in turns for a in extract_anchors(t.text, t.at, turn_id=t.id, speaker=t.speaker)
    ]
    return AuditSource(turns, tuple(anchors), at)


@pytest.fixture
def said() -> datetime:
    return SAID


@pytest.fixture
def source_of():  # type: ignore[no-untyped-def]
    """Build an AuditSource from turn texts (anchors by the real temporal extractor)."""
    return make_source
