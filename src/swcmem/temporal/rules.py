"""The pure-Python extractor: every rule of the rule modules over a text.

It is both our correction layer on top of Duckling (its spans win where they overlap) and the
whole extractor where Duckling has no wheel. Each match is resolved with the direction of its
own position (:func:`swcmem.temporal.direction.direction_at`). Where two rules match the same
stretch equally long, the earlier module in :data:`ALL_RULES` wins: compounds and generic
readings come before their parts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from swcmem.temporal import (
    absolute,
    anaphora,
    bankholidays,
    calendars,
    compound,
    counted,
    datamonths,
    durations,
    edges,
    generic,
    holidays,
    monthdays,
    numeric,
    periods,
    relative,
    seasons,
    weekdays,
    years,
)
from swcmem.temporal.direction import direction_at
from swcmem.temporal.patterns import features
from swcmem.temporal.span import Hit, Rule, Span, non_overlapping

ALL_RULES: tuple[Rule, ...] = (
    compound.RULES
    + datamonths.RULES
    + edges.RULES
    + anaphora.RULES
    + generic.RULES
    + numeric.RULES
    + absolute.RULES
    + calendars.RULES
    + holidays.RULES
    + bankholidays.RULES
    + seasons.RULES
    + periods.RULES
    + years.RULES
    + relative.RULES
    + counted.RULES
    + weekdays.RULES
    + monthdays.RULES
    + durations.RULES
)


def rule_spans(
    text: str, ref: date | None, rules: Iterable[Rule] = ALL_RULES, *, offset: int = 0
) -> list[Span]:
    """Non-overlapping rule matches in ``text`` resolved against ``ref`` (``None``: only
    self-contained expressions resolve). ``offset`` shifts the reported char positions; a
    rule's ``core`` group, when present, is the reported span (context words stay outside)."""
    found: list[Span] = []
    present = features(text)
    for rule in rules:
        if rule.needs and rule.needs.isdisjoint(present):
            continue
        for m in rule.pattern.finditer(text):
            hit = _resolve(rule, m, ref, text)
            if hit is not None:
                found.append(_span(rule, m, hit, offset))
    return non_overlapping(found)


def _resolve(rule: Rule, m: re.Match[str], ref: date | None, text: str) -> Hit | None:
    """The rule's reading of ``m``; a date beyond the calendar (before year 1 or after 9999:
    "9999 years ago") keeps the expression, unresolved — never a crash, never a wrong date."""
    try:
        return rule.handler(m, ref, direction_at(text, m.start(), m.end()))
    except (ValueError, OverflowError):
        return Hit(None, "unresolved", 0.3)


def _span(rule: Rule, m: re.Match[str], hit: Hit, offset: int) -> Span:
    core = "core" if m.groupdict().get("core") else 0
    return Span(
        start=m.start(core) + offset,
        end=m.end(core) + offset,
        surface=m.group(core),
        interval=hit.interval,
        grain=hit.grain,
        confidence=hit.confidence,
        source=f"rule:{rule.name}",
        duration_days=hit.duration_days,
        generic=hit.generic,
    )
