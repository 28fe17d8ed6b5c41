"""The typed data model: conversations, sessions, turns, QA items, temporal anchors, contexts.

All objects are immutable dataclasses. Datetimes are timezone-aware and keep the offset the
speaker's clock showed (``2024-03-14T22:00-05:00``): ``at.date()`` is the speaker's local date,
the one "yesterday" is counted from. The store keeps the UTC instant and the offset beside it.
A turn or session without a known time carries ``None`` (never "now").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Literal


def utc(dt: datetime) -> datetime:
    """``dt`` as an aware UTC datetime (naive datetimes are taken to be UTC already)."""
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def localize(dt: datetime, zone: tzinfo | None = None) -> datetime:
    """``dt`` with a fixed UTC offset: an aware time keeps its own offset; a naive one is read
    as wall-clock time in ``zone`` (an IANA zone resolves DST for that instant; default UTC)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=zone or UTC)
    offset = dt.utcoffset() or timedelta(0)
    return dt.astimezone(timezone(offset)) if offset else dt.astimezone(UTC)


def offset_minutes(dt: datetime | None) -> int | None:
    """Minutes east of UTC of an aware datetime (``None`` for ``None``)."""
    if dt is None:
        return None
    offset = dt.utcoffset() or timedelta(0)
    return int(offset.total_seconds() // 60)


def with_offset(instant: datetime, minutes: int | None) -> datetime:
    """A stored UTC ``instant`` shown at ``minutes`` east of UTC (``None``/0: UTC)."""
    if not minutes:
        return instant.astimezone(UTC)
    return instant.astimezone(timezone(timedelta(minutes=minutes)))


@dataclass(frozen=True, slots=True)
class Turn:
    """One message. ``id`` is unique within its conversation (LoCoMo's ``dia_id``, e.g. D1:3).
    ``at`` is aware, in the speaker's own UTC offset (see the module doc)."""

    id: str
    session_idx: int
    position: int
    speaker: str
    text: str
    at: datetime | None = None
    caption: str | None = None

    @property
    def full_text(self) -> str:
        """The text with the image caption, as a reader of the chat would see it."""
        if self.caption:
            return f"{self.text} [shares a photo: {self.caption}]".strip()
        return self.text


@dataclass(frozen=True, slots=True)
class Session:
    """A contiguous stretch of the conversation; ``idx`` counts from 1."""

    idx: int
    started_at: datetime | None
    turns: tuple[Turn, ...]
    label: str | None = None  # the date text as the source wrote it, e.g. "1:56 pm on 8 May, 2023"


@dataclass(frozen=True, slots=True)
class QAItem:
    """A benchmark question. Categories follow LoCoMo: 1 multi-hop, 2 temporal,
    3 open-domain, 4 single-hop, 5 adversarial."""

    question: str
    answer: str
    category: int
    evidence: tuple[str, ...] = ()
    adversarial_answer: str | None = None


CATEGORY_NAMES: dict[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}


@dataclass(frozen=True, slots=True)
class Conversation:
    """What every strategy, the router and the temporal index see: sessions of turns. Benchmark
    questions and gold answers are never part of it (see :class:`Dataset`).

    :attr:`turns`, :meth:`turn_map` and :meth:`session` are computed once per object and
    cached (the object is immutable), so code that calls them per context build pays for a
    walk over every turn only once. Thread-safe: two threads may compute a cache at once;
    both results are equal and either is kept.
    """

    id: str
    speakers: tuple[str, ...]
    sessions: tuple[Session, ...]
    title: str | None = None
    _turns: tuple[Turn, ...] | None = field(default=None, init=False, repr=False, compare=False)
    _by_id: dict[str, Turn] | None = field(default=None, init=False, repr=False, compare=False)
    _by_idx: dict[int, Session] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def turns(self) -> tuple[Turn, ...]:
        """Every turn, in conversation order (cached)."""
        if self._turns is None:
            object.__setattr__(self, "_turns", tuple(t for s in self.sessions for t in s.turns))
        assert self._turns is not None
        return self._turns

    def session(self, idx: int) -> Session:
        """The session numbered ``idx`` (``KeyError`` when there is none)."""
        if self._by_idx is None:
            object.__setattr__(self, "_by_idx", {s.idx: s for s in self.sessions})
        assert self._by_idx is not None
        return self._by_idx[idx]

    def turn_map(self) -> dict[str, Turn]:
        """Turn id → turn (a new dict on each call; the lookup table behind it is cached)."""
        return dict(self._turn_index())

    def turn(self, turn_id: str) -> Turn | None:
        """The turn with this id, or ``None`` (a cached lookup, no copy)."""
        return self._turn_index().get(turn_id)

    def _turn_index(self) -> dict[str, Turn]:
        if self._by_id is None:
            object.__setattr__(self, "_by_id", {t.id: t for t in self.turns})
        assert self._by_id is not None
        return self._by_id

    def appended(self, sessions: tuple[Session, ...], speakers: tuple[str, ...]) -> Conversation:
        """This conversation with its last sessions replaced and new ones added: ``sessions``
        are the sessions from the first one that changed on (turns are append-only, so every
        earlier session is unchanged). The cached lookups are carried over, extended."""
        first = sessions[0].idx if sessions else None
        keep = tuple(s for s in self.sessions if first is None or s.idx < first)
        out = Conversation(self.id, speakers, keep + sessions, self.title)
        old = {t.id for s in self.sessions if first is not None and s.idx >= first for t in s.turns}
        new = tuple(t for s in sessions for t in s.turns)
        if self._turns is not None:
            kept = self._turns[: len(self._turns) - len(old)]
            object.__setattr__(out, "_turns", kept + new)
        if self._by_id is not None:
            index = dict(self._by_id)
            index.update((t.id, t) for t in new)
            object.__setattr__(out, "_by_id", index)
        return out


@dataclass(frozen=True, slots=True)
class Dataset:
    """A loaded file: its conversations, and the QA items of each kept apart (by conversation
    id) so that nothing that builds a context can reach a gold answer."""

    conversations: tuple[Conversation, ...]
    qa: Mapping[str, tuple[QAItem, ...]] = field(default_factory=dict)

    def questions(self, conversation_id: str) -> tuple[QAItem, ...]:
        return tuple(self.qa.get(conversation_id, ()))


Grain = Literal[
    "time",
    "day",
    "week",
    "month",
    "season",
    "year",
    "duration",
    "unresolved",
    "past_ref",
    "present_ref",
    "future_ref",
]
# General references ("recently", "now", "soon"; TIMEX3 PAST_REF, PRESENT_REF, FUTURE_REF):
# anchors of these grains have no dates and answer no "when".
REFERENCE_GRAINS: frozenset[Grain] = frozenset({"past_ref", "present_ref", "future_ref"})


@dataclass(frozen=True, slots=True)
class Anchor:
    """A temporal expression found in a turn, resolved against the turn's own timestamp.

    ``start``/``end`` are inclusive dates (``None`` when unresolved, e.g. the turn had no
    timestamp). ``implicit`` anchors carry no expression: they record that the turn was said
    on its session date ("mentioned on 8 May 2023"). ``generic`` anchors name a habitual or
    generic time ("every Monday", "winters here"): they carry no dates and answer no "when".
    Anchors of a :data:`REFERENCE_GRAINS` grain name the speaker's present, past or future
    in general ("now", "recently", "soon"): no dates either, and no "when".
    """

    turn_id: str
    surface: str
    char_start: int
    char_end: int
    start: date | None
    end: date | None
    grain: Grain
    reference_at: datetime | None
    event_text: str = ""
    speaker: str = ""
    confidence: float = 1.0
    implicit: bool = False
    duration_days: float | None = None  # for durations ("for 3 years"): the length itself
    generic: bool = False  # habitual/generic ("in spring", "every Monday"): never an answer date


LineKind = Literal["header", "turn", "gist", "summary", "index", "note"]


@dataclass(frozen=True, slots=True)
class ContextLine:
    """One line of a built context. ``header`` lines (session dates) are excluded from the
    answer-support metric; ``day`` is the date the line speaks from (its session date)."""

    kind: LineKind
    text: str
    turn_id: str | None = None
    day: date | None = None


@dataclass(frozen=True, slots=True)
class Context:
    """What a strategy hands to the answering model."""

    strategy: str
    lines: tuple[ContextLine, ...]
    tokens: int
    budget: int | None
    turn_ids: frozenset[str] = field(default_factory=frozenset)  # turns present verbatim

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)
