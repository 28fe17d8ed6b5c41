"""From ranked anchors to answers: the grain the question asks, merged dates, lengths.

* **Grain.** "Which year ...?" answers with the anchor's year, "what month" with its month,
  "which week" with its Monday–Sunday week; a coarser anchor is never made finer.
* **Merging.** Candidates that give the same interval are one answer, evidenced and scored by
  the best of them.
* **Lengths.** ``ago`` and ``since`` answers are a date plus its distance to "now" (the
  question's "as of", else the conversation's latest turn); a ``between`` answer joins the best
  date of each of its two events: its interval runs from the first to the second, its
  ``duration_days`` is the distance between their middles, and both are its evidence.

Pure functions; thread-safe.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import date

from swcmem.model import Anchor, Grain
from swcmem.temporal.calendar import Interval, month_interval, week_of, year_interval
from swcmem.temporal.rank import Scored
from swcmem.temporal.render import describe, fmt_day, interval_words


@dataclass(frozen=True, slots=True)
class WhenAnswer:
    """One ranked answer to a "when" question: an inclusive date interval, how to say it, its
    confidence (``score``, 0–1: :attr:`swcmem.temporal.rank.Scored.confidence`) and the evidence (turn id and the sentence carrying the date;
    ``evidence`` lists every piece, two for a length between two events). A length answer
    carries ``duration_days``."""

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
    duration_days: float | None = None
    evidence: tuple[WhenAnswer, ...] = field(default=())

    def to_dict(self) -> dict[str, object]:
        out = asdict(self)
        for key in ("start", "end", "said_on"):
            value = getattr(self, key)
            out[key] = value.isoformat() if value else None
        out["score"] = round(self.score, 4)
        out["evidence"] = [e.to_dict() for e in self.evidence]
        return out


def from_anchor(a: Anchor, confidence: float, grain: Grain | None = None) -> WhenAnswer:
    """The answer an anchor gives, at ``grain`` when the question asks one (then said as that
    grain: "2019" for a "which year" question, even from "for four years now")."""
    assert a.start is not None and a.end is not None
    start, end = at_grain((a.start, a.end), grain)
    asked = grain is not None and (start, end) == _whole(start, grain)
    return WhenAnswer(
        start=start,
        end=end,
        grain=grain if asked and grain else a.grain,
        text=interval_words(start, end) if asked else describe(a),
        turn_id=a.turn_id,
        quote=a.event_text,
        score=confidence,
        surface=a.surface,
        said_on=a.reference_at.date() if a.reference_at else None,
        implicit=a.implicit,
    )


def _whole(day: date, grain: Grain) -> Interval | None:
    """The year, month or week holding ``day`` (``None`` for other grains)."""
    if grain == "year":
        return year_interval(day.year)
    if grain == "month":
        return month_interval(day.year, day.month)
    if grain == "week":
        return week_of(day)
    return None


def at_grain(interval: Interval, grain: Grain | None) -> Interval:
    """``interval`` widened to the year, month or week holding it (never made finer)."""
    start, end = interval
    whole = _whole(start, grain) if grain is not None else None
    return whole if whole is not None and whole[1] >= end else interval


def merged(scored: Iterable[Scored], grain: Grain | None, k: int) -> list[WhenAnswer]:
    """The ``k`` best answers, one per interval (at ``grain``), each evidenced and scored by
    its best candidate (candidates giving one date are not independent evidence: every turn
    of a session gives its date)."""
    best: dict[Interval, Scored] = {}
    for s in scored:
        assert s.anchor.start is not None and s.anchor.end is not None
        key = at_grain((s.anchor.start, s.anchor.end), grain)
        if key not in best or best[key].score < s.score:
            best[key] = s
    ranked = sorted(best.values(), key=lambda s: s.score, reverse=True)[:k]
    return [from_anchor(s.anchor, s.confidence, grain) for s in ranked]


def with_length(answer: WhenAnswer, now: date | None, kind: str) -> WhenAnswer:
    """An ``ago``/``since`` answer: the date and how long before ``now`` it was."""
    if now is None or answer.start is None or answer.end is None:
        return answer
    days = float((now - middle(answer.start, answer.end)).days)
    length = length_words(days)
    words = interval_words(answer.start, answer.end)
    text = f"{length} ago ({words})" if kind == "ago" else f"{length} (since {words})"
    return replace(answer, text=f"{text}, counted to {fmt_day(now)}", duration_days=days)


def between(first: WhenAnswer, second: WhenAnswer) -> WhenAnswer:
    """The length between two events' answers (in time order), with both as evidence."""
    assert first.start and first.end and second.start and second.end
    a, b = sorted((first, second), key=lambda x: middle(x.start, x.end))  # type: ignore[arg-type]
    assert a.start and a.end and b.start and b.end
    days = float((middle(b.start, b.end) - middle(a.start, a.end)).days)
    return WhenAnswer(
        start=a.start,
        end=b.end,
        grain="duration",
        text=f"{length_words(days)} (from {interval_words(a.start, a.end)} to "
        f"{interval_words(b.start, b.end)})",
        turn_id=b.turn_id,
        quote=b.quote,
        score=min(first.score, second.score),
        surface=b.surface,
        said_on=b.said_on,
        implicit=b.implicit,
        duration_days=days,
        evidence=(a, b),
    )


def middle(start: date, end: date) -> date:
    return date.fromordinal((start.toordinal() + end.toordinal()) // 2)


def length_words(days: float) -> str:
    """A length in the unit a person would use: 10 days, 3 weeks, 4 months, 7 years."""
    units: Sequence[tuple[str, float, float]] = (
        ("day", 1.0, 14),
        ("week", 7.0, 60),
        ("month", 30.44, 700),
        ("year", 365.25, float("inf")),
    )
    days = abs(days)
    for unit, size, below in units:
        if days < below:
            n = max(1, round(days / size)) if unit != "day" else round(days)
            return f"about {n} {unit}{'s' if n != 1 else ''}"
    raise AssertionError("unreachable")
