"""General references to the present, the past and the future: TIMEX3's PRESENT_REF, PAST_REF
and FUTURE_REF.

"now", "currently", "at the moment", "these days", "the current system" name the speaker's
present; "recently", "lately", "previously", "the former minister", "in the past", "in recent
weeks", "years ago", "a while ago", "a while back" the past; "soon", "in the future", "in the
coming days", "the days ahead", "any day now", "someday" the future. None names one date, so
each becomes an anchor of grain ``present_ref``, ``past_ref`` or ``future_ref`` with no dates:
it is never offered as the
answer to a "when" question, it leaves the turn its implicit "said on" anchor, and
:func:`swcmem.temporal.timex.timex_value` names it the way a TIMEX3 value does.

They are found last, over the whole text, and only where no other expression was found or
touches them: "a week from now", "the current quarter", "the past two years", "a few years
ago", "the coming week" and "for 3 years now" keep their own readings. Not read as
references: "as soon as", "soon after" and "soon" in a past narration ("prices soon rose
again": told from the time of a past event, not from the speaker's), "now that" (a conjunction), "every now and then", "the former" as a pronoun ("the
former is cheaper") and "current" as a noun ("the ocean current", "a current account").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import cast

from swcmem.model import Grain
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.direction import direction_at
from swcmem.temporal.span import Span

_UNITS = r"(?:days|weeks|weekends|months|years|decades|centuries|quarters)"
# A unit after "current" or "recent" ("the current quarter") is a period the other rules date
# or leave: never a general reference.
_UNIT = r"(?:day|week|weekend|month|year|decade|century|quarter|half|period|season|term|fiscal)"
_NOT_A_TIME_NOUN = (
    r"(?!-account|\s+(?:account|accounts|affairs|events|of\b|flows?|density|draw|source|sensor|limit"
    r"|loop|meter|is\b|was\b|in\b|and\b|or\b|[.,;:!?]|" + _UNIT + r"\b))"
)
_PRESENT = (
    r"right\s+now|now(?!\s+that\b|\s+and\s+(?:then|again)\b)|currently|nowadays|at\s+present"
    r"|at\s+the\s+moment|these\s+days(?<!\bof\sthese\sdays)"
    r"|current(?<!electric\scurrent)(?<!ocean\scurrent)(?<!alternating\scurrent)"
    r"(?<!direct\scurrent)(?<!\brip\scurrent)" + _NOT_A_TIME_NOUN
)
_PAST = (
    r"recently|lately|formerly|previously|(?:in\s+)?the\s+past"
    r"(?!\s+(?:few|several|couple|\d|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|day|week|weekend|month|year|decade|century|quarter)\w*)"
    r"|(?:(?:the\s+)?most\s+)?recent(?:\s+" + _UNITS + r"|(?!\s+" + _UNIT + r"\b))"
    r"|(?:a\s+(?:long\s+)?while|some\s+time|a\s+long\s+time|long|ages|" + _UNITS + r")\s+ago"
    r"|(?:a\s+(?:long\s+)?while|some\s+time|ages)\s+back"
    r"|former(?!\s+(?:is|was|are|were|has|had|would|will|[.,;:!?]))"
)
_FUTURE = (
    r"soon(?<!\bas\ssoon)(?!\s+(?:as|after|afterwards?|thereafter)\b)|someday"
    r"|any\s+(?:day|time|minute|moment|week)\s+now"
    r"|(?:in\s+)?the\s+(?:(?:near|distant|foreseeable|immediate)\s+)?future|in\s+future"
    r"|(?:the\s+)?coming\s+" + _UNITS + r"|(?:in\s+)?the\s+" + _UNITS + r"\s+ahead"
)
# One pass; each alternative starts with its own word, so a text is scanned once, and the
# group that matched names the grain. It runs on the lowercased text (twice as fast as
# ignoring case), or ignoring case where lowering changes the text's length ("İ").
_PATTERN = rf"\b(?:(?P<present_ref>{_PRESENT})|(?P<past_ref>{_PAST})|(?P<future_ref>{_FUTURE}))\b"
_REFERENCE = re.compile(_PATTERN)
_REFERENCE_ANY_CASE = re.compile(_PATTERN, re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:]|\s[-–—]\s")
# A word every reference holds (lowercase): a text with none is not scanned.
_HINT = re.compile(
    r"\b(?:now|current|recent|lately|former|previous|ago\b|soon\b|future|coming|past\b"
    r"|these\b|present\b|moment\b|someday|ahead\b|(?:while|time|ages)\s+back\b|any\s+\w+\s+now\b)"
)


def reference_spans(text: str) -> list[Span]:
    """Every general reference in ``text``, in text order."""
    lower = text.lower()
    if not _HINT.search(lower):
        return []
    found = (
        _REFERENCE.finditer(lower)
        if len(lower) == len(text)
        else _REFERENCE_ANY_CASE.finditer(text)
    )
    return [
        Span(m.start(), m.end(), text[m.start() : m.end()], None, grain, 0.6, "rule:ref")
        for m in found
        if not _told_past(text, m, grain := cast(Grain, m.lastgroup))
    ]


def _told_past(text: str, m: re.Match[str], grain: Grain) -> bool:
    """ "soon" in a clause told in the past ("prices soon rose again") is soon after the
    story's time, not the speaker's future ("It was great - talk soon!" is the future)."""
    if grain != "future_ref" or m.group(0).lower() != "soon":
        return False
    a, b = next(((a, b) for a, b in sentence_spans(text) if a <= m.start() < b), (0, len(text)))
    breaks = [(x.start(), x.end()) for x in _CLAUSE_BREAK.finditer(text, a, b)]
    a = max((end for start, end in breaks if end <= m.start()), default=a)
    b = min((start for start, end in breaks if start >= m.end()), default=b)
    return direction_at(text[a:b], m.start() - a, m.end() - a) == "past"


def with_references(text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` and the general references of ``text`` that none of them overlaps or
    touches, in text order: the "now" of "for 3 years now" belongs to its length."""
    extra = [r for r in reference_spans(text) if not any(_touches(text, r, s) for s in spans)]
    if not extra:
        return list(spans)
    return sorted([*spans, *extra], key=lambda s: s.start)


def _touches(text: str, ref: Span, span: Span) -> bool:
    """True when ``ref`` overlaps ``span`` or only whitespace lies between them."""
    if ref.overlaps(span):
        return True
    gap = text[span.end : ref.start] if span.end <= ref.start else text[ref.end : span.start]
    return not gap.strip()
