"""Preservation rates: which source mentions a gist kept, verbatim and normalised, per type.

A rate is ``kept / found`` over the mentions of one type in the gist's source turns (the
definitions are in :mod:`swcmem.audit.mentions`). With no mention of a type the rate is ``None``
(nothing could be lost). Across many gists, counts are summed before dividing (micro average),
so a gist with 20 dates weighs 20 times one with a single date.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from swcmem.audit import heuristic
from swcmem.audit.dates import gist_interval_keys, temporal_mentions
from swcmem.audit.heuristic import alias, fold
from swcmem.audit.mentions import KINDS, Mention, MentionKind, contains_words
from swcmem.audit.nlp import Analyzer
from swcmem.audit.numbers import number_mentions, number_values
from swcmem.model import Anchor, Turn
from swcmem.text import sentences

_MAX_NGRAM = 6


@dataclass(frozen=True, slots=True)
class TypeRate:
    """Counts for one mention type: found in the source, kept verbatim, kept normalised."""

    found: int = 0
    verbatim: int = 0
    normalised: int = 0

    @property
    def verbatim_rate(self) -> float | None:
        return self.verbatim / self.found if self.found else None

    @property
    def normalised_rate(self) -> float | None:
        return self.normalised / self.found if self.found else None

    def __add__(self, other: TypeRate) -> TypeRate:
        return TypeRate(
            self.found + other.found,
            self.verbatim + other.verbatim,
            self.normalised + other.normalised,
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "found": self.found,
            "kept_verbatim": self.verbatim,
            "kept_normalised": self.normalised,
            "verbatim": self.verbatim_rate,
            "normalised": self.normalised_rate,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TypeRate:
        return cls(int(data["found"]), int(data["kept_verbatim"]), int(data["kept_normalised"]))


@dataclass(frozen=True, slots=True)
class Preservation:
    """Rates for the four mention types."""

    temporal: TypeRate = TypeRate()
    entity: TypeRate = TypeRate()
    number: TypeRate = TypeRate()
    event: TypeRate = TypeRate()

    def of(self, kind: MentionKind) -> TypeRate:
        rate: TypeRate = getattr(self, kind)
        return rate

    def __add__(self, other: Preservation) -> Preservation:
        return Preservation(*(self.of(k) + other.of(k) for k in KINDS))

    def as_dict(self) -> dict[str, Any]:
        return {k: self.of(k).as_dict() for k in KINDS}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Preservation:
        return cls(*(TypeRate.from_dict(data[k]) for k in KINDS))


def total(items: Iterable[Preservation]) -> Preservation:
    """Sum of counts (the micro average's numerator and denominator)."""
    out = Preservation()
    for item in items:
        out = out + item
    return out


@dataclass(frozen=True, slots=True)
class SourceMentions:
    """Every mention of the source turns of one gist, by type."""

    temporal: tuple[Mention, ...] = ()
    entity: tuple[Mention, ...] = ()
    number: tuple[Mention, ...] = ()
    event: tuple[Mention, ...] = ()

    def of(self, kind: MentionKind) -> tuple[Mention, ...]:
        found: tuple[Mention, ...] = getattr(self, kind)
        return found


def source_mentions(
    turns: Sequence[Turn], anchors: Sequence[Anchor], analyzer: Analyzer
) -> SourceMentions:
    """The mentions of ``turns`` (their text, not image captions), given their anchors."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for a in anchors:
        if not a.implicit:
            spans.setdefault(a.turn_id, []).append((a.char_start, a.char_end))
    numbers = [
        m for t in turns for m in number_mentions(t.text, turn_id=t.id, exclude=spans.get(t.id))
    ]
    parsed = analyzer.mentions([t.text for t in turns], [t.id for t in turns])
    return SourceMentions(
        temporal=tuple(temporal_mentions(anchors)),
        entity=tuple(m for p in parsed for m in p.entities),
        number=tuple(numbers),
        event=tuple(m for p in parsed for m in p.events),
    )


@dataclass(frozen=True, slots=True)
class GistView:
    """What a gist holds, in the forms the normalised matching compares."""

    text: str
    intervals: frozenset[str]
    numbers: frozenset[str]
    entity_keys: frozenset[str]
    lemma_sentences: tuple[frozenset[str], ...] = field(default_factory=tuple)


def _entity_keys(text: str) -> frozenset[str]:
    tokens = fold(re.sub(r"[.!?,;:]+(\s|$)", r" \1", text)).split()
    keys: set[str] = set()
    for n in range(1, _MAX_NGRAM + 1):
        for i in range(len(tokens) - n + 1):
            gram = " ".join(tokens[i : i + n])
            keys.update((gram, alias(gram)))
    for sent in sentences(text):
        for _, _, toks in heuristic.capital_runs(sent):
            short = heuristic.acronym(" ".join(t.group(0) for t in toks))
            if short:
                keys.add(alias(short))
    return frozenset(keys)


def gist_view(text: str, reference: datetime | None, analyzer: Analyzer) -> GistView:
    """Analyse a gist once for all four types."""
    return GistView(
        text=text,
        intervals=frozenset(gist_interval_keys(text, reference)),
        numbers=frozenset(number_values(text)),
        entity_keys=_entity_keys(text),
        lemma_sentences=tuple(analyzer.lemma_sentences(text)),
    )


def kept_verbatim(mention: Mention, gist: GistView) -> bool:
    """The surface form occurs in the gist (case-insensitively, except for entities)."""
    return contains_words(gist.text, mention.surface, ignore_case=mention.kind != "entity")


def kept_normalised(mention: Mention, gist: GistView, *, verbatim: bool | None = None) -> bool:
    """Kept verbatim, or the gist holds the same normalised key (``verbatim``: the verbatim
    verdict when already known)."""
    if kept_verbatim(mention, gist) if verbatim is None else verbatim:
        return True
    keys = set(mention.keys)
    if mention.kind == "temporal":
        return bool(keys & gist.intervals)
    if mention.kind == "number":
        return bool(keys & gist.numbers)
    if mention.kind == "entity":
        return bool(keys & gist.entity_keys)
    for key in keys:
        verb, _, arg = key.partition("|")
        if any(verb in s and arg in s for s in gist.lemma_sentences):
            return True
    return False


@dataclass(frozen=True, slots=True)
class Measurement:
    """Rates of one gist against its source, and the mentions it lost (normalised)."""

    rates: Preservation
    lost: SourceMentions


def measure(source: SourceMentions, gist: GistView) -> Measurement:
    """Count, per type, the mentions kept verbatim and normalised."""
    rates: dict[str, TypeRate] = {}
    lost: dict[str, tuple[Mention, ...]] = {}
    for kind in KINDS:
        mentions = source.of(kind)
        verbatim = [kept_verbatim(m, gist) for m in mentions]
        missing = tuple(
            m
            for m, v in zip(mentions, verbatim, strict=True)
            if not kept_normalised(m, gist, verbatim=v)
        )
        rates[kind] = TypeRate(len(mentions), sum(verbatim), len(mentions) - len(missing))
        lost[kind] = missing
    return Measurement(Preservation(**rates), SourceMentions(**lost))
