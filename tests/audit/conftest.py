"""Hand-made source turns for the audit tests (our own text, said on Thu 25 May 2023)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from swcmem.audit import AuditSource
from swcmem.model import Turn
from swcmem.temporal.extract import extract_anchors

SAID = datetime(2023, 5, 25, 13, 56, tzinfo=UTC)


def make_turns(*texts: str, at: datetime | None = SAID) -> tuple[Turn, ...]:
    speakers = ("Marisol", "Ingrid")
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


FILLER = (
    "The weather has been lovely and the garden smells of rosemary and mint.",
    "Our neighbour keeps bringing over fresh bread and honey from the market stalls.",
    "The kids built an enormous cardboard castle with towers, flags and a drawbridge.",
    "We watched an old documentary about volcanoes, glaciers and migrating whales.",
    "My cousin recommended a thriller novel about smugglers on a foggy island.",
)
DATED = ("That was yesterday.", "That was last week.")


def handmade_locomo(sample_id: str = "audit-1", sessions: int = 7) -> list[dict[str, object]]:
    """A LoCoMo-layout conversation of our own: every session mixes dense sentences of rare
    words with short dated ones made of words said everywhere ("That was yesterday."), so a
    generic (unprotected) gist ranks the dated ones last and drops them."""
    conv: dict[str, object] = {"speaker_a": "Nora", "speaker_b": "Omar"}
    for s in range(1, sessions + 1):
        conv[f"session_{s}_date_time"] = f"10:00 am on {s + 10} June, 2023"
        turns = []
        for i in range(8):
            speaker = "Nora" if i % 2 == 0 else "Omar"
            text = FILLER[(s + i) % len(FILLER)]
            if i % 3 == 1:
                text = f"{text} {DATED[(s + i) % len(DATED)]}"
            turns.append({"speaker": speaker, "dia_id": f"D{s}:{i + 1}", "text": text})
        conv[f"session_{s}"] = turns
    return [{"sample_id": sample_id, "conversation": conv, "qa": []}]
