"""Cheap lexical cues: the prefilter that skips text with no temporal expression, and the
tense of the clause around an expression (to resolve a bare "on Friday" backwards or forwards).
"""

from __future__ import annotations

import re
from typing import Literal

Tense = Literal["past", "future", "none"]

_CUE = re.compile(
    r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b"
    r"|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b"
    r"|\b(?:ago|last|next|yesterday|today|tonight|tomorrow|week|weeks|weekend|weekends|month"
    r"|months|year|years|day|days|night|morning|afternoon|evening|summer|winter|spring|fall"
    r"|autumn|season|christmas|thanksgiving|halloween|easter|valentine|new year|decade|since"
    r"|past|recently|earlier|later|before|after|during|early|late|mid|beginning|end"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|few"
    r"|couple|several|hours?|minutes?|birthday|anniversary|holiday|holidays)\b",
    re.IGNORECASE,
)
_DUCKLING_CUE = re.compile(
    r"\d|\b(?:christmas|thanksgiving|halloween|easter|valentine'?s?|new year'?s?|hanukkah|diwali"
    r"|ramadan|independence day|labou?r day|memorial day|mother'?s day|father'?s day|noon"
    r"|midnight|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march"
    r"|april|june|july|august|september|october|november|december)\b"
    r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|few|couple|several|many)\s+(?:of\s+)?(?:days?|weeks?|months?|years?"
    r"|decades?)\b",
    re.IGNORECASE,
)
_BREAK = re.compile(r"(?<=[.!?])[\"')]?\s+(?=[\"'(]?[A-Z])|\n+")
MAX_SENTENCE = 1500

_FUTURE = re.compile(
    r"\b(?:will|won't|'ll|gonna|going to|plan|plans|planning|planned to|intend|hope to|hoping"
    r"|want to|wanna|can't wait|cannot wait|looking forward|look forward|about to|tomorrow"
    r"|next|upcoming|coming up|would love|shall|scheduled|soon|'re going|am going|is going"
    r"|are going)\b|'ll\b",
    re.IGNORECASE,
)
_PAST_IRREGULAR = (
    "was were did had went got made took saw came ran met gave found felt began became bought"
    " brought caught drew drove ate fell flew forgot grew heard held kept knew left lost paid said"
    " sat sent slept spent spoke stood swam taught thought told threw understood woke won wore"
    " wrote built hurt read put let cut set shot led broke chose rode sang sold won't-not begun"
    " done gone seen taken given known been ago yesterday last past earlier"
)
_PAST_WORDS = frozenset(_PAST_IRREGULAR.split())
_NOT_PAST_ED = frozenset(
    [
        "need",
        "bed",
        "red",
        "speed",
        "seed",
        "feed",
        "indeed",
        "weed",
        "proceed",
        "exceed",
        "succeed",
        "shed",
        "sled",
        "breed",
        "bleed",
        "greed",
        "deed",
        "fed",
        "led",
        "wed",
        "shred",
        "hundred",
        "excited",
        "interested",
        "tired",
        "scared",
        "married",
        "talented",
        "supposed",
    ]
)
_WORD = re.compile(r"[A-Za-z']+")


def has_cue(text: str) -> bool:
    """True when ``text`` might hold a temporal expression (false negatives are bugs)."""
    return _CUE.search(text) is not None


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence: a break is ., ! or ? before a capital, or a newline.
    Sentences longer than :data:`MAX_SENTENCE` chars are cut at whitespace."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _BREAK.finditer(text):
        spans.extend(_cut(text, start, m.start()))
        start = m.end()
    spans.extend(_cut(text, start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def _cut(text: str, start: int, end: int) -> list[tuple[int, int]]:
    out = []
    while end - start > MAX_SENTENCE:
        cut = text.rfind(" ", start + MAX_SENTENCE // 2, start + MAX_SENTENCE)
        cut = cut if cut > start else start + MAX_SENTENCE
        out.append((start, cut))
        start = cut
    out.append((start, end))
    return out


def duckling_cue(text: str) -> bool:
    """True when Duckling could add something our rules do not read (holidays, clock times,
    numbers with units, month names): the gate that keeps Duckling calls rare."""
    return _DUCKLING_CUE.search(text) is not None


def cue_sentences(text: str) -> list[tuple[int, str]]:
    """(offset, sentence) for each sentence of ``text`` that carries a cue."""
    return [(a, text[a:b]) for a, b in sentence_spans(text) if has_cue(text[a:b])]


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Char bounds of the sentence holding ``text[start:end]`` (the whole text when short)."""
    if len(text) <= MAX_SENTENCE and not _BREAK.search(text):
        return (0, len(text))
    for a, b in sentence_spans(text):
        if a <= start < b:
            return (a, max(b, end))
    return (0, len(text))


def tense_of(clause: str) -> Tense:
    """Future when the clause has a plan/future marker, past when it has a past-tense verb,
    otherwise none."""
    if _FUTURE.search(clause):
        return "future"
    for word in _WORD.findall(clause.lower()):
        if word in _PAST_WORDS:
            return "past"
        if len(word) > 4 and word.endswith("ed") and word not in _NOT_PAST_ED:
            return "past"
    return "none"
