"""Temporal mentions for the audit, the date intervals a gist holds, and the "Dates:" line.

**Temporal mention** (source side): every explicit anchor the temporal module found in a source
turn (:func:`swcmem.temporal.extract.extract_anchors`, read from the temporal index when it is
there); implicit "said on <session date>" anchors are not mentions. Its key is its resolved
inclusive interval ``start/end``; an unresolved anchor has no key (it can only be kept verbatim).

**Gist side**: the intervals of every temporal expression in the gist, resolved by the temporal
module against the gist's reference time (its session date) — so "May 7th" in the gist matches
"7 May" in the source, and "20 May" matches "last Saturday" said on 25 May 2023 — plus the ISO
forms we write ourselves: ``2023-05-20``, ``2023-05``, ``2023-05-15 to 2023-05-21`` (or ``..``).

**The "Dates:" line** lists the anchors a gist lost, each as ``<expression> = <ISO interval>``
with the first words of the event it belongs to, e.g.
``Dates: last Saturday = 2023-05-20 (Marisol: ran a trail race); last year = 2022``.
Every interval it writes reads back as exactly that interval.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime

from swcmem.audit.mentions import Mention, contains_words
from swcmem.model import REFERENCE_GRAINS, Anchor, localize
from swcmem.text import content_words

_ISO = r"\d{4}-\d{2}-\d{2}"
_RANGE = re.compile(rf"\b({_ISO})\s*(?:\.\.|to|–|—)\s*({_ISO})\b")
_DAY = re.compile(rf"\b({_ISO})\b")
_MONTH = re.compile(r"\b(\d{4})-(\d{2})\b(?!-\d)")
_YEAR = re.compile(r"(?<![\d\-])((?:19|20)\d{2})(?![\d\-])")

Interval = tuple[date, date]


def interval_key(start: date, end: date) -> str:
    return f"{start.isoformat()}/{end.isoformat()}"


def duration_key(days: float) -> str:
    """A length, coarse enough that "3 years" (1095 days) = "for three years" (1095.75)."""
    if days >= 28:
        return f"duration:{round(days / 30.4375)}mo"
    return f"duration:{round(days)}d"


def _anchor_keys(a: Anchor) -> tuple[str, ...]:
    keys = [interval_key(a.start, a.end)] if a.start and a.end else []
    if a.grain == "duration" and a.duration_days:
        keys.append(duration_key(a.duration_days))
    return tuple(keys)


def temporal_mentions(anchors: Iterable[Anchor]) -> list[Mention]:
    """The temporal mentions of the source: explicit anchors, keyed by resolved interval
    (durations also by their length: "for 3 years" = "for three years"); not the general
    references ("now", "recently"), which date nothing a gist could lose."""
    out = []
    for a in anchors:
        if a.implicit or a.grain in REFERENCE_GRAINS or not a.surface.strip():
            continue
        keys = _anchor_keys(a)
        out.append(Mention("temporal", a.surface, keys, a.turn_id, a.char_start, a.char_end))
    return out


def _parse_day(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def iso_intervals(text: str) -> set[Interval]:
    """Intervals written in ISO form: days, months, years and ``A to B`` / ``A..B`` ranges."""
    found: set[Interval] = set()
    for m in _RANGE.finditer(text):
        a, b = _parse_day(m.group(1)), _parse_day(m.group(2))
        if a and b and a <= b:
            found.add((a, b))
    for m in _DAY.finditer(text):
        d = _parse_day(m.group(1))
        if d:
            found.add((d, d))
    for m in _MONTH.finditer(text):
        year, month = int(m.group(1)), int(m.group(2))
        if 1 <= month <= 12:
            last = calendar.monthrange(year, month)[1]
            found.add((date(year, month, 1), date(year, month, last)))
    for m in _YEAR.finditer(text):
        year = int(m.group(1))
        found.add((date(year, 1, 1), date(year, 12, 31)))
    return found


def gist_interval_keys(text: str, reference: datetime | None) -> set[str]:
    """Keys of every date interval the gist expresses — the temporal module's spans, i.e.
    :func:`swcmem.temporal.normalize.intervals_in`, plus our ISO forms — and of every duration
    it states. One pass of the extractor serves both."""
    from swcmem.temporal.extract import find_spans

    ref = localize(reference) if reference is not None else None  # the speaker's calendar
    keys = {interval_key(a, b) for a, b in iso_intervals(text)}
    for span in find_spans(text, ref):
        if span.grain == "duration":
            if span.duration_days:
                keys.add(duration_key(span.duration_days))
        elif span.interval is not None:
            keys.add(interval_key(*span.interval))
    return keys


def render_interval(start: date, end: date) -> str:
    """The shortest ISO form that reads back as exactly ``[start, end]``."""
    if start == end:
        return start.isoformat()
    if start.day == 1 and start.month == 1 and end == date(start.year, 12, 31):
        return str(start.year)
    last = calendar.monthrange(start.year, start.month)[1]
    if start.day == 1 and end == date(start.year, start.month, last):
        return f"{start.year:04d}-{start.month:02d}"
    return f"{start.isoformat()} to {end.isoformat()}"


def _event_words(anchor: Anchor, limit: int) -> str:
    """The first ``limit`` words of the anchor's event, without the expression itself."""
    text = anchor.event_text or ""
    if anchor.surface and contains_words(text, anchor.surface):
        text = re.sub(re.escape(anchor.surface), " ", text, count=1, flags=re.IGNORECASE)
    words = re.findall(r"[\w'’$%-]+(?:\.\w+)*", text)
    while words and words[0].lower() in ("i", "i'm", "i've", "and", "so", "but", "well"):
        words = words[1:]
    picked = words[:limit]
    if not content_words(" ".join(picked)):
        return ""  # "That was" says nothing about the event
    return " ".join(picked)


def _item(anchor: Anchor, event_words: int) -> str:
    item = anchor.surface.strip()
    if anchor.start is not None and anchor.end is not None:
        item += f" = {render_interval(anchor.start, anchor.end)}"
    words = _event_words(anchor, event_words) if event_words > 0 else ""
    if words:
        who = f"{anchor.speaker}: " if anchor.speaker else ""
        item += f" ({who}{words})"
    return item


def dates_line(anchors: Sequence[Anchor], *, event_words: int = 6) -> str:
    """A compact ``Dates: ...`` line for the given anchors; "" when none. An unresolved anchor
    is written as its expression alone (so it is at least kept verbatim)."""
    items: list[str] = []
    seen: set[tuple[str, str]] = set()
    for a in anchors:
        if a.implicit or not a.surface.strip():
            continue
        span = interval_key(a.start, a.end) if a.start and a.end else ""
        key = (a.surface.strip().lower(), span)
        if key not in seen:
            seen.add(key)
            items.append(_item(a, event_words))
    return "Dates: " + "; ".join(items) + "." if items else ""
