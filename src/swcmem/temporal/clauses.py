"""The words an anchor dates: its sentence, that sentence with its neighbours, and its clause.

"I had a quiet weekend after we went camping two weekends ago." — the clause of "two weekends
ago" is "we went camping two weekends ago": what the ranking of "when" questions matches the
question's event against (:mod:`swcmem.temporal.rank`, by words) and what is embedded for it
(:mod:`swcmem.temporal.vectors`, by MiniLM), so that one sentence telling of two events ("The
boiler broke down on Monday, so it was cold showers until the plumber came yesterday.") gives
each of its dates its own event. A clause that only announces an event ("Guess what I did
this week?") takes the next sentence, which tells it.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.patterns import word_set
from swcmem.text import content_words

_CLAUSE_BREAK = re.compile(
    r"[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|so|because|after|before|while|when|then|until"
    r"|though|although|which|who)\b",
    re.I,
)


class EventTexts(NamedTuple):
    """An explicit anchor's sentence, that sentence between the one before and the one after
    ("That's my sister and my dogs. We were just chilling together yesterday."), and its
    clause."""

    sentence: str
    context: str
    clause: str


@lru_cache(maxsize=20_000)
def event_texts(text: str, char_start: int, char_end: int, surface: str, event: str) -> EventTexts:
    """The event texts of the anchor ``text[char_start:char_end]`` (its ``surface``). Its
    stored event ``event`` stands for all three where it is not a sentence of ``text`` (the
    extractor gives a bare answer the question it answers: "Tom: When did you hear back?
    Priya: Yesterday evening.") or where the offsets do not hold the surface."""
    spans = sentence_spans(text)
    k = next((i for i, (s, e) in enumerate(spans) if s <= char_start < e), None)
    if k is None or text[char_start:char_end] != surface or event not in text:
        return EventTexts(event, event, event)
    start, end = spans[k]
    first = spans[k - 1][0] if k else start
    context = text[first : spans[k + 1][1]] if k + 1 < len(spans) else text[first:end]
    own = clause(text[start:end], char_start - start, char_end - start)
    if k + 1 < len(spans) and teaser(own, surface):
        own = f"{own} {text[spans[k + 1][0] : spans[k + 1][1]]}"
    return EventTexts(event, context, own)


_LIGHT = word_set(
    "guess what happened happen happens something news know think tell wild crazy big huge"
    " exciting amazing cool interesting fun great awesome weird funny thing things awful"
    " terrible bad good sad scary strange unexpected incredible unbelievable"
    # the time words a teaser says its date with ("Something awful happened yesterday...")
    " yesterday today tonight last night week weekend morning evening afternoon recently ago"
)


def teaser(text: str, surface: str) -> bool:
    """A clause that only announces an event told next ("Guess what I did this week?",
    "Something wild happened yesterday!"): no content word but light ones."""
    words = set(content_words(text.replace(surface, " ") if surface else text))
    return bool(words) and not (words - _LIGHT)


def clause(sentence: str, start: int, end: int) -> str:
    """The clause of ``sentence`` holding ``sentence[start:end]``: between the nearest breaks
    (punctuation, conjunctions) around it; a clause that is the expression alone ("Last week,
    I went ...") takes the next one (or the one before, at the sentence's end)."""
    breaks = [(m.start(), m.end()) for m in _CLAUSE_BREAK.finditer(sentence)]
    lo = max((e for s, e in breaks if e <= start), default=0)
    after = [s for s, _ in breaks if s >= end]
    hi = min(after, default=len(sentence))
    rest = sentence[lo:start] + " " + sentence[end:hi]
    if content_words(rest):
        return sentence[lo:hi]
    if after:
        nxt = min((s for s, _ in breaks if s > hi), default=len(sentence))
        return sentence[lo:nxt]
    before = max((e for s, e in breaks if e < lo - 1), default=0)
    return sentence[before:hi]
