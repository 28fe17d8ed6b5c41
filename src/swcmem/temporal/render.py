"""Turning anchors into words: the answer phrase ("20 May 2023 (the Saturday before 25 May
2023)") and compact context lines (``[2023-05-20] Ana ran a trail race ("last Saturday",
said 2023-05-25)``). A duration is written as its length ("[for 10 years]"), with its start
only when the text anchored it ("[for 3 years, since 2020]"); a generic anchor as
``[habitual]`` and a general reference ("now", "recently", "soon") as ``[the present]``,
``[the past]`` or ``[the future]``, never as a date."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from swcmem.model import Anchor
from swcmem.temporal.calendar import (
    length_days,
    month_interval,
    season_containing,
    season_interval,
    week_of,
    weekend_before,
    year_interval,
)
from swcmem.temporal.carried import is_carried
from swcmem.temporal.timex import duration_words, timex_value

_NUMBER_WORDS = ("", "", "two", "three", "four", "five", "six")
_REFERENCE_WORDS = {
    "past_ref": "the past",
    "present_ref": "the present",
    "future_ref": "the future",
}


def fmt_day(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def interval_label(start: date, end: date) -> str:
    """ISO label: ``2023-05-20``, ``2023-06`` (a whole month), ``2022`` (a whole year), else
    ``2023-05-15..2023-05-21``."""
    if start == end:
        return start.isoformat()
    if (start, end) == month_interval(start.year, start.month):
        return f"{start:%Y-%m}"
    if (start, end) == year_interval(start.year):
        return str(start.year)
    return f"{start.isoformat()}..{end.isoformat()}"


def interval_words(start: date, end: date) -> str:
    """Words for an interval: 20 May 2023, June 2023, 2022, summer 2022, Q3 1989, the second
    half of 1990, the 1980s, 15–21 May 2023."""
    if start == end:
        return fmt_day(start)
    if (start, end) == month_interval(start.year, start.month):
        return f"{start:%B %Y}"
    if (start, end) == year_interval(start.year):
        return str(start.year)
    season, year = season_containing(start)
    if (start, end) == season_interval(season, year):
        return f"{season} {year}"
    value = timex_value(start, end, "day")
    if re.fullmatch(r"\d{4}-[QH]\d", value):
        return _part_words(value)
    if re.fullmatch(r"\d{3}", value):
        return f"the {value}0s"
    if start.year == end.year and start.month == end.month:
        return f"{start.day}–{end.day} {end:%B %Y}"
    return f"{fmt_day(start)} – {fmt_day(end)}"


def _part_words(value: str) -> str:
    """ "1989-Q3" → "Q3 1989", "1990-H2" → "the second half of 1990"."""
    year, part = value.split("-")
    if part.startswith("Q"):
        return f"{part} {year}"
    return f"the {'first' if part == 'H1' else 'second'} half of {year}"


def relation(start: date, end: date, said: date) -> str:
    """How the interval relates to the day it was said on, or '' when it is plain."""
    when = fmt_day(said)
    if start == end:
        delta = (said - start).days
        if delta == 0:
            return f"the day it was said, {when}"
        if abs(delta) == 1:
            return f"the day {'before' if delta > 0 else 'after'} {when}"
        if 1 < abs(delta) <= 7:
            return f"the {start:%A} {'before' if delta > 0 else 'after'} {when}"
        if abs(delta) % 7 == 0 and abs(delta) <= 42:  # "two weeks ago": the day counted
            counted = _count(abs(delta) // 7, "week")
            return f"{counted} {'before' if delta > 0 else 'after'} {when}"
        return ""
    if length_days((start, end)) == 2 and start.weekday() == 5:
        for n in range(1, 5):
            if (start, end) == weekend_before(said, n):
                return f"{_count(n, 'weekend')} before {when}"
        return ""
    if (start, end) == week_of(start) and start <= said:
        weeks = (week_of(said)[0] - start).days // 7
        if weeks == 0:
            return f"the week of {when}"
        return f"{_count(weeks, 'week')} before {when}" if weeks <= 6 else ""
    return ""


def duration_label(anchor: Anchor) -> str:
    """ "for 10 years", "for 3 years, since 2020" (the start only when the text anchored it)."""
    length = duration_words(anchor.duration_days) if anchor.duration_days else anchor.surface
    if anchor.start is None or anchor.end is None:
        return f"for {length}"
    return f"for {length}, since {interval_label(anchor.start, anchor.end)}"


def _describe_duration(anchor: Anchor, said: date | None) -> str:
    label = duration_label(anchor)
    return f'{label} ("{anchor.surface}", said {fmt_day(said)})' if said else label


def _count(n: int, unit: str) -> str:
    return f"the {unit}" if n == 1 else f"{_NUMBER_WORDS[n] if n < 7 else n} {unit}s"


def describe(anchor: Anchor) -> str:
    """The answer phrase for an anchor."""
    said = anchor.reference_at.date() if anchor.reference_at else None
    if anchor.generic:
        return f'"{anchor.surface}" (habitual: no one date)'
    if anchor.grain in _REFERENCE_WORDS:
        return f'"{anchor.surface}" ({_REFERENCE_WORDS[anchor.grain]}: no one date)'
    if anchor.grain == "duration":
        return _describe_duration(anchor, said)
    if anchor.start is None or anchor.end is None:
        reason = "the turn has no date" if said is None else "no date the text fixes"
        return f'"{anchor.surface}" (unresolved: {reason})'
    words = interval_words(anchor.start, anchor.end)
    if is_carried(anchor):
        return f'{words} ("{anchor.surface}", told in another turn of its exchange)'
    if anchor.implicit:
        return f"{words} (when it was mentioned)"
    rel = relation(anchor.start, anchor.end, said) if said else ""
    return f"{words} ({rel})" if rel else words


_DIALOGUE = re.compile(r"^[^:\n]{1,40}: .+\?\s+[^:\n]{1,40}: ")
_PRONOUNS = (
    (r"\bI'm\b", "{s} is"),
    (r"\bI've\b", "{s} has"),
    (r"\bI'll\b", "{s} will"),
    (r"\bI'd\b", "{s} would"),
    (r"\bI\b", "{s}"),
    (r"\b[Mm]y\b", "{s}'s"),
    (r"\b[Mm]ine\b", "{s}'s"),
    (r"\b[Mm]yself\b", "{s}"),
    (r"\bme\b", "{s}"),
)


def event_phrase(anchor: Anchor) -> str:
    """The event in the third person, without the temporal expression itself (a dialogue
    excerpt — an answer with the question it answers — is kept as written)."""
    text = anchor.event_text
    if _DIALOGUE.match(text) and not anchor.implicit:
        return text
    if anchor.surface and anchor.surface in text:
        text = text.replace(anchor.surface, " ", 1)
    if anchor.speaker:
        speaker = anchor.speaker.replace("\\", "\\\\")  # a literal name, not a template
        for pattern, repl in _PRONOUNS:
            text = re.sub(pattern, repl.format(s=speaker), text)
    text = re.sub(r"\s+([,.!?;:])", r"\1", re.sub(r"\s+", " ", text)).strip(" ,;:-")
    text = re.sub(r"[,;:]\s*([.!?])$", r"\1", text)
    if anchor.implicit and anchor.speaker:
        return f"{anchor.speaker}: {text}"
    return text


def render_line(anchor: Anchor) -> str:
    """One compact line for an LLM context."""
    said = anchor.reference_at.date().isoformat() if anchor.reference_at else "undated"
    quoted = f'("{anchor.surface}", said {said})'
    if anchor.generic:
        return f"[habitual] {event_phrase(anchor)} {quoted}"
    if anchor.grain in _REFERENCE_WORDS:
        return f"[{_REFERENCE_WORDS[anchor.grain]}] {event_phrase(anchor)} {quoted}"
    if anchor.grain == "duration":
        return f"[{duration_label(anchor)}] {event_phrase(anchor)} {quoted}"
    if anchor.start is None or anchor.end is None:
        return f"[?] {event_phrase(anchor)} {quoted}"
    label = interval_label(anchor.start, anchor.end)
    if is_carried(anchor):
        return (
            f'[{label}] {event_phrase(anchor)} ("{anchor.surface}" in another turn of its'
            f" exchange, said {said})"
        )
    if anchor.implicit:
        return f"[{label}] {event_phrase(anchor)} (mentioned {said})"
    return f"[{label}] {event_phrase(anchor)} {quoted}"


def render(anchors: Iterable[Anchor]) -> list[str]:
    """Compact lines, one per anchor, in the order given."""
    return [render_line(a) for a in anchors]
