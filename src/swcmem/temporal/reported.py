"""Deictic days inside reported speech count from the day of the report, not from the
moment of writing: "Sarah said on Thursday she'd have the numbers by tomorrow" is Friday's
tomorrow; "The seller messaged me on Monday saying it would ship in two days" is Wednesday;
"On Tuesday the user said they had quit coffee two weeks ago" counts back from that Tuesday.

Three things must hold in one sentence: a reporting verb ("said", "told", "messaged",
"saying"), a single day told beside it (the day of the report: "on Thursday", "in Friday's
standup") and, between that day and the deictic, a tense shifted back by the report ("would",
"'d", "had", "was going to"). "Today" and "tonight" keep the writer's day. Without the shifted tense ("She said on Monday she will call
tomorrow") the deictic keeps its reading from the moment of writing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from swcmem.temporal.antecedents import is_dated
from swcmem.temporal.patterns import NUMBER, number_range
from swcmem.temporal.span import Span

_REPORT = re.compile(
    r"\b(?:said|says|told|wrote|texted|messaged|emailed|mentioned|announced|promised|warned"
    r"|saying|telling|insisted|claimed|confirmed|reported)\b",
    re.IGNORECASE,
)
_BACKSHIFT = re.compile(
    r"\b(?:would|had|was\s+going\s+to|were\s+going\s+to)\b|\w['’]d\b", re.IGNORECASE
)
_DEICTIC = re.compile(
    r"(?:(?:by|until|till|on)\s+)?(?:(?P<word>tomorrow|yesterday)"
    rf"|in\s+(?P<n_in>{NUMBER})\s+(?P<u_in>day|week)s?"
    rf"|(?P<n_ago>{NUMBER})\s+(?P<u_ago>day|week)s?\s+ago)",
    re.IGNORECASE,
)
_WORD_DAYS = {"tomorrow": 1, "yesterday": -1}  # "today" stays the writer's: "he said on
# Monday he'd be here today" is ambiguous, and today's reading is the writer's own
_SENTENCE_BREAK = re.compile(r"[.!?;\n]")
_REACH = 40  # characters between the reporting verb and the day of the report


def from_reported_day(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each deictic inside a dated report counted from the report's day (see
    the module doc)."""
    out: list[Span] = []
    for span in spans:
        days = _offset_days(span.surface)
        report = _report_day(text, out, span) if days is not None else None
        if report is not None and report.interval is not None and days is not None:
            day = report.interval[0] + timedelta(days=days)
            span = replace(span, interval=(day, day), grain="day")
        out.append(span)
    return out


def _offset_days(surface: str) -> int | None:
    m = _DEICTIC.fullmatch(surface.strip())
    if m is None:
        return None
    if m["word"]:
        return _WORD_DAYS[m["word"].lower()]
    count = number_range(m["n_in"] or m["n_ago"])
    if count is None or count[0] != count[1]:
        return None
    unit = 7 if (m["u_in"] or m["u_ago"]).lower() == "week" else 1
    return count[0] * unit * (1 if m["n_in"] else -1)


def _report_day(text: str, before: list[Span], deictic: Span) -> Span | None:
    """The single day of a report told before ``deictic`` in its sentence, when the tense
    between them is shifted back."""
    day = next((s for s in reversed(before) if is_dated(s)), None)
    if day is None or day.interval is None or day.interval[0] != day.interval[1]:
        return None
    if _SENTENCE_BREAK.search(text, day.end, deictic.start):
        return None
    near = text[max(0, day.start - _REACH) : min(deictic.start, day.end + _REACH)]
    if not _REPORT.search(near):
        return None
    return day if _BACKSHIFT.search(text, day.end, deictic.start) else None
