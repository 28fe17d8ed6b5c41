"""The lossless temporal index: anchors of every turn stored beside the turns, built at ingest
(incrementally: only turns not yet indexed), never rewritten by any compression, and queried
by date range (:meth:`TemporalIndex.between`) or by question (:meth:`TemporalIndex.when`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import date

from swcmem.errors import InputError
from swcmem.model import Anchor, Conversation, Grain
from swcmem.store.anchors import (
    anchors_between,
    conversation_speakers,
    indexed_turn_ids,
    insert_anchors,
    load_anchors,
)
from swcmem.store.conversations import unknown_conversation
from swcmem.store.db import Store
from swcmem.temporal.extract import BACKEND, turn_anchors
from swcmem.temporal.rank import score_anchors
from swcmem.temporal.render import describe, render

EXTRACTOR = f"{BACKEND.split(' ')[0]}/2"  # /2: local calendar, any year, generic kinds

__all__ = ["EXTRACTOR", "TemporalIndex", "WhenAnswer", "index_conversation", "render"]


@dataclass(frozen=True, slots=True)
class WhenAnswer:
    """One ranked answer to a "when" question: an inclusive date interval, how to say it, and
    the evidence (turn id and the sentence carrying the date)."""

    start: date | None
    end: date | None
    grain: Grain
    text: str
    turn_id: str
    quote: str
    score: float
    surface: str = ""
    said_on: date | None = None
    implicit: bool = False

    def to_dict(self) -> dict[str, object]:
        out = asdict(self)
        for key in ("start", "end", "said_on"):
            value = out[key]
            out[key] = value.isoformat() if value else None
        out["score"] = round(self.score, 4)
        return out


def index_conversation(store: Store, conv: Conversation) -> int:
    """Extract and store the anchors of the turns not yet indexed; returns the rows added."""
    known = indexed_turn_ids(store, conv.id)
    anchors = [
        a
        for session in conv.sessions
        for i, t in enumerate(session.turns)
        if t.id not in known
        for a in turn_anchors(t, session.turns[i - 1] if i else None)
    ]
    if not anchors:
        return 0
    return insert_anchors(store, conv.id, anchors, EXTRACTOR)


class TemporalIndex:
    """Queries over the anchors of the conversations in ``store``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._speakers: dict[str, tuple[str, ...]] = {}

    def _check(self, conversation_id: str) -> tuple[str, ...]:
        """The conversation's speakers; raises :class:`NotFoundError` when it is not stored."""
        if conversation_id in self._speakers:
            return self._speakers[conversation_id]
        speakers = conversation_speakers(self.store, conversation_id)
        if speakers is None:
            raise unknown_conversation(conversation_id)
        self._speakers[conversation_id] = speakers
        return speakers

    def anchors(self, conversation_id: str, turn_ids: Iterable[str] | None = None) -> list[Anchor]:
        """All anchors (explicit and implicit) of a conversation or of some turns, in order."""
        self._check(conversation_id)
        return load_anchors(self.store, conversation_id, turn_ids)

    def between(self, conversation_id: str, start: date, end: date) -> list[Anchor]:
        """Explicit resolved anchors whose interval overlaps [start, end], by date."""
        if end < start:
            raise InputError(f"empty date range: {start} is after {end}", hint="swap the dates")
        self._check(conversation_id)
        return anchors_between(self.store, conversation_id, start, end)

    def when(self, conversation_id: str, question: str, k: int = 3) -> list[WhenAnswer]:
        """The ``k`` best dated answers to a when-question, best first (may be fewer)."""
        if k < 1:
            raise InputError(f"k must be at least 1 (got {k})")
        speakers = self._check(conversation_id)
        answers: dict[tuple[date | None, date | None], WhenAnswer] = {}
        for scored in score_anchors(self.store, conversation_id, question, speakers=speakers):
            a = scored.anchor
            if a.start is None or (a.start, a.end) in answers:
                continue
            answers[(a.start, a.end)] = _answer(a, scored.score)
            if len(answers) == k:
                break
        return list(answers.values())


def _answer(a: Anchor, score: float) -> WhenAnswer:
    return WhenAnswer(
        start=a.start,
        end=a.end,
        grain=a.grain,
        text=describe(a),
        turn_id=a.turn_id,
        quote=a.event_text,
        score=score,
        surface=a.surface,
        said_on=a.reference_at.date() if a.reference_at else None,
        implicit=a.implicit,
    )
