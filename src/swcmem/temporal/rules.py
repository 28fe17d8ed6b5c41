"""The pure-Python extractor: every rule of :mod:`absolute` and :mod:`relative` over a text.

It is both our correction layer on top of Duckling (its spans win where they overlap) and the
whole extractor where Duckling has no wheel.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from swcmem.temporal import absolute, relative
from swcmem.temporal.cues import sentence_bounds, tense_of
from swcmem.temporal.span import Rule, Span, non_overlapping

ALL_RULES: tuple[Rule, ...] = absolute.RULES + relative.RULES
GOLD_RULES: tuple[Rule, ...] = ALL_RULES + absolute.GOLD_ONLY


def rule_spans(
    text: str, ref: date | None, rules: Iterable[Rule] = ALL_RULES, *, offset: int = 0
) -> list[Span]:
    """Non-overlapping rule matches in ``text`` resolved against ``ref`` (``None``: only
    self-contained expressions resolve). ``offset`` shifts the reported char positions; a
    rule's ``core`` group, when present, is the reported span (context words stay outside)."""
    found: list[Span] = []
    tenses: dict[tuple[int, int], str] = {}
    for rule in rules:
        for m in rule.pattern.finditer(text):
            bounds = sentence_bounds(text, m.start(), m.end())
            if bounds not in tenses:
                tenses[bounds] = tense_of(text[bounds[0] : bounds[1]])
            hit = rule.handler(m, ref, tenses[bounds])  # type: ignore[arg-type]
            if hit is None:
                continue
            core = "core" if m.groupdict().get("core") else 0
            found.append(
                Span(
                    start=m.start(core) + offset,
                    end=m.end(core) + offset,
                    surface=m.group(core),
                    interval=hit.interval,
                    grain=hit.grain,
                    confidence=hit.confidence,
                    source=f"rule:{rule.name}",
                    duration_days=hit.duration_days,
                )
            )
    return non_overlapping(found)
