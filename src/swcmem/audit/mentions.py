"""What a *mention* is, and the two ways a gist can keep one (verbatim, normalised).

A mention is one occurrence, in the source turns of a gist, of something a summary should not
lose. There are four types (definitions in full in the module of each extractor):

- ``temporal`` — an explicit temporal expression found by the temporal module
  (:func:`swcmem.temporal.extract.extract_anchors`), resolved against the turn's own time;
  implicit "said on" anchors are not mentions. Key: the resolved inclusive interval.
- ``number`` — a number or quantity that is not part of a temporal expression
  (:mod:`swcmem.audit.numbers`). Key: its numeric value.
- ``entity`` — a named entity (:mod:`swcmem.audit.heuristic` by default, spaCy's NER when
  chosen, :mod:`swcmem.audit.nlp`). Keys: the case-folded name and its aliases.
- ``event`` — a verb with the head of its object (or prepositional object, or a non-pronoun
  subject when it has neither). Key: the lemma pair ``verb|argument``.

*Verbatim* preservation: the mention's surface form occurs in the gist as whole words, ignoring
whitespace differences and (except for entities) letter case — the paper's conservative proxy.
*Normalised* preservation: kept verbatim, or the gist holds the same key (same resolved date
interval, same number, same entity after case/alias folding, both event lemmas in one gist
sentence). By construction normalised ≥ verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

MentionKind = Literal["temporal", "entity", "number", "event"]
KINDS: tuple[MentionKind, ...] = ("temporal", "entity", "number", "event")

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Mention:
    """One mention in a source turn. ``keys`` are the normalised forms that count as the same
    thing (empty when the mention has no normal form, e.g. an unresolved date)."""

    kind: MentionKind
    surface: str
    keys: tuple[str, ...] = ()
    turn_id: str | None = None
    char_start: int = -1
    char_end: int = -1


def wordset(text: str) -> frozenset[str]:
    """The space-separated words of ``text`` as a frozen set (for word lists)."""
    return frozenset(text.split())


def squash(text: str) -> str:
    """Collapse every run of whitespace into one space and strip the ends."""
    return _SPACE.sub(" ", text).strip()


@lru_cache(maxsize=65536)
def _word_pattern(needle: str, ignore_case: bool) -> re.Pattern[str] | None:
    needle = squash(needle)
    if not needle:
        return None
    body = r"\s+".join(re.escape(p) for p in needle.split(" "))
    left = r"(?<![\w])" if needle[0].isalnum() else ""
    right = r"(?![\w])" if needle[-1].isalnum() else ""
    return re.compile(left + body + right, re.IGNORECASE if ignore_case else 0)


def contains_words(haystack: str, needle: str, *, ignore_case: bool = True) -> bool:
    """Does ``needle`` occur in ``haystack`` as whole words (whitespace-insensitive)?"""
    pattern = _word_pattern(needle, ignore_case)
    return pattern is not None and pattern.search(haystack) is not None


def overlaps(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """Does the half-open ``span`` overlap any of ``spans``?"""
    return any(span[0] < end and start < span[1] for start, end in spans)
