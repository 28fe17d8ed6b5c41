"""Offsets from a date: "the Friday before 21 June" (the Friday strictly before), "the weekend
before 3 May", "the week after 9 June", "two days after 5 May", "a few days before 22
November", "two weeks from the 3rd" (the day counted) — one span, the offset's own parts
gone; and offsets from an event whose date the text tells elsewhere: "the week after the
move" beside "We moved into the flat on the 1st", "the day after the match" before "The
match is Saturday", "three days before my passport expires. It expires on June 9." The
event is found by its first words (their first five letters) in the sentence of another
day or week of the text, the nearest one; without one the offset stays unresolved. Across
turns (:func:`event_offset`): the turn before, in the same session, may tell the date ("The
wedding is on June 5th." — "We fly out two days after the wedding."); failing that, an earlier
turn of the conversation (:class:`ToldDays`), the latest day or week whose sentence
names the event ("Our wedding is on 12 June." … many turns later … "the week after the
wedding"). A bare offset that names no event ("the Sunday after", "the day after") counts
from the day told last, a turn or two before in the same session (:func:`after_told_day`):
"We didn't move on the 1st after all." — "What happened" — "So we moved in the Wednesday
after".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from swcmem.model import Anchor, Grain
from swcmem.temporal.antecedents import is_dated, step
from swcmem.temporal.calendar import (
    Interval,
    add_months,
    next_weekday,
    previous_weekday,
    weekday_number,
)
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.patterns import NUMBER, WEEKDAY, number_range
from swcmem.temporal.span import Span

_OFFSET = re.compile(
    rf"(?:\bon\s+)?(?:\bthe\s+)?(?P<rel>(?:(?P<num>\b{NUMBER})\s+)?\b(?P<unit>day|week|weekend"
    rf"|month|year)s?|\b(?P<wd>{WEEKDAY}))\s+(?P<dir>before|after|following|prior\s+to|from)\s+"
    # "a week before your birthday on the 19th": the event, then its date
    r"(?:(?:the|my|your|his|her|our|their)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+on\s+)?"
    r"(?:on\s+)?$",
    re.IGNORECASE,
)


def join_offsets(text: str, spans: list[Span]) -> list[Span]:
    """An offset before a dated span joined to it: "the Friday before 21 June" (the Friday
    strictly before), "two days after 5 May"; one span, the offset's own parts gone."""
    out = list(spans)
    for span in spans:
        if not is_dated(span) or span.grain not in ("day", "week") or span not in out:
            continue
        prep = _PREP_IN_SPAN.match(span.surface)  # "two days | before the 14th"
        m = _OFFSET.search(text, max(0, span.start - 60), span.start + (prep.end() if prep else 0))
        if m is None or span.interval is None or text.startswith(("'s", "’s"), span.end):
            continue  # not "early Friday after Thursday's blackout": the blackout's day
        if _a_rate(text, m):
            continue  # "9.7 million barrels a day from May 1": a rate, then the date
        moved = _offset_interval(m, span.interval)
        if moved is None:
            continue
        interval, grain = moved
        joined = Span(
            m.start(), span.end, text[m.start() : span.end], interval, grain,
            min(span.confidence, 0.85), "rule:offset",
        )  # fmt: skip
        out = [s for s in out if not s.overlaps(joined)] + [joined]
    return sorted(out, key=lambda s: s.start)


_RATE_BEFORE = re.compile(  # an amount and its unit: "9.7 million barrels", "$5", "twice"
    r"(?:\d[\d,.]*\s*(?:million|billion|thousand)?\s+[a-z]+s|[$£€]\s?\d[\d,.]*|\btwice|\bonce"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten|several|many|few)\s+times)\s+$",
    re.IGNORECASE,
)


def _a_rate(text: str, m: re.Match[str]) -> bool:
    """ "barrels a day", "$5 a week", "twice a month": "a" unit after an amount is a rate."""
    if (m["num"] or "").lower() not in ("a", "an"):
        return False
    return _RATE_BEFORE.search(text, max(0, m.start("num") - 24), m.start("num")) is not None


def _offset_interval(m: re.Match[str], anchor: Interval) -> tuple[Interval, Grain] | None:
    before = m["dir"].lower() not in ("after", "following", "from")
    if m["wd"]:
        wd = weekday_number(m["wd"])
        if wd is None:
            return None
        day = previous_weekday(anchor[0], wd) if before else next_weekday(anchor[1], wd)
        return ((day, day), "day")
    count = number_range(m["num"]) if m["num"] else (1, 1)
    if count is None or (m["dir"].lower() == "from" and not m["num"]):
        return None
    unit = m["unit"].lower()
    if m["num"] and count[0] == count[1] and unit in ("week", "month") and anchor[0] == anchor[1]:
        n = -count[0] if before else count[0]  # "two weeks from the 3rd": the day counted
        day = anchor[0] + timedelta(weeks=n) if unit == "week" else add_months(anchor[0], n)
        return ((day, day), "day")
    far, near = (step(anchor, unit, n, before) for n in (count[1], count[0]))
    interval = (min(far[0], near[0]), max(far[1], near[1]))
    grain: Grain = {"week": "week", "weekend": "week", "month": "month"}.get(unit, "day")  # type: ignore[assignment]
    return (interval, "year" if unit == "year" else grain)


_PREP_IN_SPAN = re.compile(r"(?:before|after)\s+(?=the\s+\d|\d)", re.IGNORECASE)
_EVENT_OFFSET = re.compile(
    rf"(?:(?:on\s+)?the\s+)?(?:{NUMBER}\s+)?(?:day|week|weekend|month|year|{WEEKDAY})s?\s+"
    r"(?:before|after|following|prior\s+to)\s+",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z][a-z'’]+", re.IGNORECASE)
_NOT_EVENT = frozenset(
    [
        "the",
        "my",
        "your",
        "his",
        "her",
        "our",
        "their",
        "its",
        "a",
        "an",
        "that",
        "this",
        "we",
        "i",
        "he",
        "she",
        "they",
        "you",
        "it",
        "was",
        "is",
        "are",
        "were",
        "and",
        "but",
        "so",
    ]
)


def from_events(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each unresolved "two days after the concert" dated from the day or week
    told with that event elsewhere in ``text`` (see the module doc)."""
    out = list(spans)
    sentences: list[tuple[int, int]] | None = None  # read once, only when needed
    for i, span in enumerate(spans):
        parts = _event_parts(span.surface) if span.interval is None and not span.generic else None
        if parts is None:
            continue
        offset, stems = parts
        sentences = sentences if sentences is not None else sentence_spans(text)
        base = _event_date(text, sentences, spans, span, stems)
        moved = _offset_interval(offset, base.interval) if base and base.interval else None
        if moved is not None:
            out[i] = replace(span, interval=moved[0], grain=moved[1], confidence=0.6)
    return out


def is_event_offset(surface: str) -> bool:
    """ "two days after the wedding": an offset from an event, which a date told with the
    event can resolve."""
    return _event_parts(surface) is not None


def _event_parts(surface: str) -> tuple[re.Match[str], list[str]] | None:
    """The offset ("two days after ") and the event's word stems of an event offset."""
    m = _EVENT_OFFSET.match(surface)
    offset = _OFFSET.search(surface[: m.end()]) if m else None
    stems = _event_stems(surface[m.end() :]) if m else []
    return (offset, stems) if offset is not None and stems else None


def _event_stems(event: str) -> list[str]:
    """The first five letters of the event's first two words of four letters or more; an
    event named by one short word ("the Friday after the op", "the day after the gig") is
    that word, matched whole ("=op")."""
    words = [w.lower() for w in _WORD.findall(event) if w.lower() not in _NOT_EVENT][:2]
    stems = [w[:5] for w in words if len(w) >= 4]
    return stems or [f"={w}" for w in words[:1]]


def _names(told: str, stems: list[str]) -> bool:
    """``told`` has a word beginning with one of the event's stems ("Movers" for "move"), or
    the short word itself."""
    return any(_stem_of(w.lower(), st) for w in _WORD.findall(told) for st in stems)


def _stem_of(word: str, stem: str) -> bool:
    return word == stem[1:] if stem.startswith("=") else word.startswith(stem)


def _sentence_of(sentences: list[tuple[int, int]], at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in sentences if a <= at < b), (at, at))


_FOLLOWS = 24  # characters from the event to its date told right after it


def _event_date(
    text: str, sentences: list[tuple[int, int]], spans: list[Span], offset: Span, stems: list[str]
) -> Span | None:
    """The nearest other dated day or week whose sentence names the event, or whose date
    follows the event at once ("the Monday before my flight to Bali on the 19th")."""
    found = []
    for span in spans:
        if span is offset or not is_dated(span) or span.grain not in ("day", "week"):
            continue
        lo, hi = _sentence_of(sentences, span.start)
        if 0 <= span.start - offset.end <= _FOLLOWS and lo <= offset.start:
            told = text[offset.start : span.start]
        elif lo <= offset.start < hi:
            told = text[lo : offset.start] + text[offset.end : hi]
        else:
            told = text[lo:hi]
        if _names(told, stems):
            found.append((abs(span.start - offset.start), span))
    return min(found, key=lambda f: f[0])[1] if found else None


def event_offset(
    surface: str, text: str, dated: Sequence[tuple[int, Interval]]
) -> tuple[Interval, Grain] | None:
    """The interval an unresolved "two days after the wedding" (``surface``) names when
    ``text`` (the turn before) tells the event's date: ``dated`` holds the (character
    start, interval) of that text's days and weeks; the last one whose sentence names the
    event is taken."""
    parts = _event_parts(surface)
    if parts is None:
        return None
    offset, stems = parts
    sentences = sentence_spans(text)
    for start, interval in reversed(dated):
        lo, hi = _sentence_of(sentences, start)
        if _names(text[lo:hi], stems):
            return _offset_interval(offset, interval)
    return None


_TOLD_SCAN = 500  # the latest told days looked through: a bound at any length


class ToldDays:
    """The dated days and weeks told so far in one conversation, where an event offset of a
    later turn ("the week after the wedding") looks for its event: those of earlier stored
    turns (``stored``, read once, on first need) and those :meth:`add` gives, in
    conversation order; each kept with the word stems of its sentence, so a look-up is a set
    test. Not thread-safe: one per indexing run."""

    def __init__(self, stored: Callable[[], Sequence[Anchor]] | None = None) -> None:
        self._stored = stored
        self._days: list[tuple[Anchor, frozenset[str]]] = []

    def add(self, anchors: Iterable[Anchor]) -> None:
        self._days.extend((a, _stems_of(a)) for a in anchors if dates_a_told_event(a))

    def find(self, surface: str) -> tuple[Interval, Grain] | None:
        """The interval an unresolved "the week after the wedding" (``surface``) names: from
        the latest told day or week whose sentence (its ``event_text``) names the event."""
        parts = _event_parts(surface)
        if parts is None:
            return None
        if self._stored is not None:
            stored, self._stored = self._stored(), None
            self._days[:0] = [(a, _stems_of(a)) for a in stored if dates_a_told_event(a)]
        offset, stems = parts
        for a, told in reversed(self._days[-_TOLD_SCAN:]):
            if any(st in told for st in stems):
                assert a.start is not None and a.end is not None
                return _offset_interval(offset, (a.start, a.end))
        return None

    def latest_day(self, at: datetime | None) -> Anchor | None:
        """The day told last, when it was told in the same session as ``at`` and among the
        last few days told (what a bare "the Sunday after" of a later turn counts from)."""
        for a, _ in reversed(self._days[-_BARE_SCAN:]):
            if a.grain == "day" and a.start == a.end and _same_session(a.reference_at, at):
                return a
        return None


_BARE_SCAN = 2  # the days told last that a bare offset of a later turn may count from


def _same_session(told: datetime | None, at: datetime | None) -> bool:
    return told is not None and at is not None and timedelta(0) <= at - told <= _SESSION


_SESSION = timedelta(hours=6)
# an offset whose day is left unsaid: "the Sunday after", "the night after" (not "the day
# after we finished recording": an event offset; not "the Tuesday after next": a week on)
_BARE_AFTER = re.compile(
    rf"\bthe\s+(?:(?P<wd>{WEEKDAY})|day|night|morning|evening)\s+after\b"
    r"(?!\s*(?:next|the|that|this|a|an|my|our|your|his|her|their|we|i|he|she|they|it|you"
    r"|\w+['’]s|\d))",
    re.IGNORECASE,
)


def after_told_day(found: list[Anchor], text: str, turn: Anchor, told: ToldDays) -> list[Anchor]:
    """A bare "the Sunday after" of a turn's ``text`` (``turn``: its implicit anchor, for its
    id and time) whose own text dates no day or week, dated from the day told last in the
    session ("We didn't move on the 1st after all." — "What happened" — "So we moved in the
    Wednesday after": the Wednesday after the 1st)."""
    m = _BARE_AFTER.search(text)
    if m is None or any(a.char_start <= m.start() < a.char_end for a in found):
        return found
    if any(dates_a_told_event(a) for a in found):
        return found  # a day of its own ("the Friday after, the 23rd"): the turn's reading
    base = told.latest_day(turn.reference_at)
    if base is None or base.start is None:
        return found
    wd = weekday_number(m["wd"] or "")
    day = base.start + timedelta(days=1) if wd is None else next_weekday(base.start, wd)
    lo, hi = next(((a, b) for a, b in sentence_spans(text) if a <= m.start() < b), (0, len(text)))
    dated = replace(turn, surface=m.group(), char_start=m.start(), char_end=m.end())
    return [
        *found,
        replace(
            dated,
            start=day,
            end=day,
            grain="day",
            implicit=False,
            confidence=base.confidence,
            event_text=text[lo:hi].strip(),
        ),
    ]


def _stems_of(a: Anchor) -> frozenset[str]:
    """The four- and five-letter beginnings of the words of an anchor's sentence, its own
    words left out (what :func:`_names` tests, as a set)."""
    words = _WORD.findall(a.event_text.replace(a.surface, " "))
    return frozenset(w.lower()[:n] for w in words for n in (4, 5) if len(w) >= n)


def dates_a_told_event(a: Anchor) -> bool:
    return (
        not is_event_offset(a.surface)  # not "the week after the wedding" itself
        and a.start is not None
        and a.end is not None
        and a.grain in ("day", "week")
        and not a.implicit
        and not a.generic
    )
