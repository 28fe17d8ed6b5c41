"""Question routing: what kind of question is this, so the context can serve it.

Rules first, from general English cues (no model trained on any benchmark):

- **temporal**: the answer is a time, a duration or an order — "When ...", "What year/month
  ...", "How long ...", "How many weeks passed ...", "Which did X do first, A or B?", and
  where-was-someone questions pinned to a date ("Where was Ana in the week before ...?").
- **open-domain**: the answer needs inference or world knowledge beyond what was said —
  modals and hedges ("would ... likely", "might", "could"), "based on", "answer yes or no",
  and yes/no questions starting with an auxiliary ("Is Tom married?").
- **multi-hop**: the answer gathers several mentions — counts ("How many times"), plural
  wh-phrases ("What books has ..."), "both", "in common", "other than", "What are ...".
- **single-hop**: everything else (one fact, said once).

A separate flag, ``possibly_unanswerable``, is raised from the conversation itself (see
:func:`unanswerable_check`): the question names a person, but the words it asks about were
only ever said by someone else, or never said at all. An optional LLM classifier
(:class:`LLMClassifier`) uses the same labels and falls back to the rules on bad output.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from swcmem.llm.base import LLM, CompletionParams, Message
from swcmem.model import Conversation
from swcmem.quoting import data_note, quote
from swcmem.text import STOPWORDS, stem, words

QuestionType = Literal["temporal", "multi-hop", "single-hop", "open-domain"]
QUESTION_TYPES: tuple[QuestionType, ...] = ("temporal", "multi-hop", "single-hop", "open-domain")

#: LoCoMo's category numbers → our type names ("unanswerable" for the adversarial class).
LOCOMO_TYPES: dict[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "unanswerable",
}


@dataclass(frozen=True, slots=True)
class Route:
    """The classifier's verdict: the type, why (the cues that fired) and whether the
    conversation may not hold the answer at all."""

    type: QuestionType
    reasons: tuple[str, ...] = ()
    possibly_unanswerable: bool = False
    source: str = "rules"

    @property
    def label(self) -> str:
        """The type, or ``unanswerable`` when flagged (the label benchmarks compare)."""
        return "unanswerable" if self.possibly_unanswerable else self.type


_I = re.IGNORECASE
_TIME_UNIT = r"(?:seconds?|minutes?|hours?|days?|nights?|weeks?|weekends?|months?|years?|decades?)"
_TIME_NOUN = (
    r"(?:year|month|day|date|week|weekend|season|time|decade|century|morning|evening|night|"
    r"holiday|age)"
)
_MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
)
_DATE_PHRASE = re.compile(
    rf"\b(?:{_MONTHS}\b|(?:19|20)\d\d\b|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}|"
    r"(?:last|next|this|that|past)\s+(?:week|weekend|month|year|summer|winter|spring|fall|autumn)|"
    r"(?:summer|winter|spring|autumn)\b|weekend\b|week (?:before|after)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)",
    _I,
)

_TEMPORAL_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("asks when", re.compile(r"^\W*(?:since |until |till |and |so |but )?when\b", _I)),
    (
        "asks when (embedded)",
        re.compile(
            r"^[^?]{0,40}\b(?:,\s*)?when (?:did|was|were|is|does|do|will|has|had)\b(?![^?]*\b(?:what|which|who|where|how)\b)",
            _I,
        ),
    ),
    (
        "asks for a time noun",
        re.compile(
            rf"\b(?:what|which|in what|in which|during what|during which)\s+(?:\w+\s+)?{_TIME_NOUN}s?"
            rf"(?:'s)?(?=\s+(?:did|does|do|was|were|is|are|will|would|has|have|had|of|in|on|during)\b|\W*$|\?)",
            _I,
        ),
    ),
    ("asks how long", re.compile(r"\bhow long\b(?!\s+(?:does|do)\b)", _I)),
    ("asks for the state as of a date", re.compile(r"\bas of\b", _I)),
    ("counts time units", re.compile(rf"\bhow many\s+(?:more\s+)?{_TIME_UNIT}\b", _I)),
    (
        "counts time units",
        re.compile(rf"\b(?:after|before|within|in)\s+how many\s+{_TIME_UNIT}\b", _I),
    ),
    ("asks how often over time", re.compile(r"\bhow (?:soon|recently)\b", _I)),
    (
        "asks for an order",
        re.compile(
            r"\b(?:first|earlier|later|sooner|more recently|most recently|last|before|after)\b"
            r"[^?]*\bor\b|\bbefore or after\b|\bwhich came first\b|\bin what order\b",
            _I,
        ),
    ),
    (
        "asks where someone was at a date",
        re.compile(
            r"^\W*(?:where|(?:in )?(?:which|what) (?:country|city|state|place|town|location))\b"
            r"[^?]*\b(?:was|were)\b[^?]*\b(?:on|in|during|between|at|around)\b",
            _I,
        ),
    ),
)

_OPEN_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "hypothetical or inferred",
        re.compile(r"\b(?:would|might|could|likely|probably|possibly|perhaps|suspected?)\b", _I),
    ),
    ("asks for a yes/no judgement", re.compile(r"\banswer (?:yes|no)\b|\byes or no\b", _I)),
    (
        "inference from evidence",
        re.compile(r"\bbased on\b|\bconsidering\b|\bgiven (?:that|his|her|their)\b", _I),
    ),
    (
        "asks for a characterisation",
        re.compile(
            r"\b(?:personality|traits?|attributes?|describe (?:him|her|them)|what kind of person)\b",
            _I,
        ),
    ),
)

_YES_NO = re.compile(
    r"^\W*(?:is|are|was|were|does|do|did|has|have|had|can|will|should)\s+(?!there\b)", _I
)

_MULTI_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("counts several mentions", re.compile(r"\bhow many\b", _I)),
    (
        "spans several people",
        re.compile(r"\b(?:both|in common|each other|together with|all of)\b", _I),
    ),
    (
        "excludes some, asks for the rest",
        re.compile(r"\b(?:other than|besides|apart from|except|aside from)\b", _I),
    ),
    (
        "asks for a list",
        re.compile(r"^\W*(?:what|which|who) (?:are|were)\b(?! (?:the )?(?:name|reason)\b)", _I),
    ),
    ("asks for a list", re.compile(r"\b(?:the names of|list (?:of|all)|all the)\b", _I)),
)

_NOT_PLURAL = frozenset(
    [
        "is",
        "was",
        "has",
        "does",
        "us",
        "yes",
        "this",
        "his",
        "its",
        "hers",
        "theirs",
        "ours",
        "always",
        "perhaps",
        "sometimes",
        "various",
        "previous",
        "famous",
        "serious",
        "nervous",
        "curious",
        "anxious",
        "jealous",
        "generous",
        "obvious",
        "glass",
        "class",
        "bus",
        "gas",
        "lens",
        "news",
        "bonus",
        "status",
        "campus",
        "focus",
        "process",
        "success",
        "business",
        "stress",
        "fitness",
        "wellness",
        "illness",
        "kindness",
        "happiness",
        "progress",
        "mindfulness",
    ]
)
_WH_NOUN = re.compile(
    r"^\W*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?(\w+)(?:\s+(\w+))?", _I
)
_AUX = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "has",
        "have",
        "had",
        "will",
        "would",
        "can",
        "could",
        "should",
    ]
)
_PERFECT = re.compile(r"\b(?:has|have)\s+[A-Z][a-z]+(?:'s)?\b", 0)


def _plural_list(question: str) -> bool:
    """A wh-phrase whose head noun is plural ("What books has ...", "Which cities ...")."""
    match = _WH_NOUN.match(question)
    if not match:
        return False
    first, second = match.group(1).lower(), (match.group(2) or "").lower()
    if _is_plural(first):
        return True
    return first not in _AUX and _is_plural(second)


def _is_plural(word: str) -> bool:
    if word in {"children", "people", "kids", "friends", "men", "women"}:
        return True
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and word not in _NOT_PLURAL
    )


def _fired(rules: Iterable[tuple[str, re.Pattern[str]]], question: str) -> list[str]:
    return [name for name, pattern in rules if pattern.search(question)]


def classify(question: str) -> Route:
    """The rule-based route of ``question`` (see the module docstring for the cues)."""
    q = " ".join(question.split())
    temporal = _fired(_TEMPORAL_RULES, q)
    if temporal:
        return Route("temporal", tuple(dict.fromkeys(temporal)))
    open_cues = _fired(_OPEN_RULES, q)
    if open_cues:
        return Route("open-domain", tuple(open_cues))
    multi = _fired(_MULTI_RULES, q)
    if _plural_list(q) and _PERFECT.search(q):
        multi.append("plural list over the history")
    if multi:
        return Route("multi-hop", tuple(dict.fromkeys(multi)))
    if _YES_NO.match(q):
        return Route("open-domain", ("yes/no judgement",))
    return Route("single-hop", ("one fact",))


def mentions_date(question: str) -> bool:
    """Whether the question pins a date or period ("in May 2023", "last weekend")."""
    return _DATE_PHRASE.search(question) is not None


# ---------------------------------------------------------------------------- unanswerable


def _content_stems(text: str, drop: set[str]) -> set[str]:
    tokens = (w.removesuffix("'s") for w in words(text))
    return {stem(w) for w in tokens if w not in STOPWORDS and w not in drop and len(w) > 2}


#: The other speaker's best turn must hold this share of the question's content words ...
OTHER_MIN = 0.4
#: ... and this much more than the named speaker's best turn.
OTHER_MARGIN = 0.15


def unanswerable_check(
    question: str, speakers: Iterable[str], said: dict[str, list[str]]
) -> tuple[bool, str]:
    """Whether the conversation may not answer ``question``.

    ``said`` maps each speaker to the texts they said (or the best-matching ones). The flag
    is raised when the question names exactly one speaker and its content words are covered
    clearly better by another speaker's turn than by any of that speaker's own (the question
    may ask about the wrong person). A hint, not a verdict: the other speaker may well be
    talking about the named one.
    """
    names = {s.lower(): s for s in speakers}
    tokens = [w.removesuffix("'s") for w in words(question)]
    asked = [names[w] for w in dict.fromkeys(tokens) if w in names]
    terms = _content_stems(question, set(names))
    if len(asked) != 1 or not terms:
        return False, ""
    cover = {s: _coverage(terms, said.get(s, [])) for s in names.values()}
    own = cover[asked[0]]
    other, best_other = max(
        ((s, v) for s, v in cover.items() if s != asked[0]), key=lambda sv: sv[1], default=("", 0.0)
    )
    if best_other >= OTHER_MIN and best_other >= own + OTHER_MARGIN:
        return True, f"what it asks about was said by {other}, not by {asked[0]}"
    return False, ""


def said_by(conv: Conversation) -> dict[str, list[str]]:
    """Each speaker's turn texts (the ``said`` argument of :func:`unanswerable_check`)."""
    said: dict[str, list[str]] = {}
    for t in conv.turns:
        said.setdefault(t.speaker, []).append(t.full_text)
    return said


@lru_cache(maxsize=65_536)
def _said_stems(text: str) -> frozenset[str]:
    """Content stems of one said text, cached: every question scans the same turns."""
    return frozenset(_content_stems(text, set()))


def _coverage(terms: set[str], texts: list[str]) -> float:
    """The largest share of ``terms`` that a single text holds."""
    best = 0.0
    for text in texts:
        best = max(best, len(terms & _said_stems(text)) / len(terms))
    return best


# ---------------------------------------------------------------------------- LLM classifier

LLM_PROMPT = """Classify the question about a long chat between two people.
Labels:
temporal - the answer is a date, a time, a duration or an order of events
multi-hop - the answer gathers several facts said at different times (lists, counts, comparisons)
open-domain - the answer needs inference or world knowledge beyond what was said (would, might, likely)
single-hop - the answer is one fact said once
{note}
{question}
Reply with the label only."""


@dataclass
class LLMClassifier:
    """Classify with an LLM (temperature 0); any reply that is not one of the labels falls
    back to the rules, and the route says which it used."""

    llm: LLM

    def classify(self, question: str) -> Route:
        prompt = LLM_PROMPT.format(
            note=data_note("question"), question=quote("question", question.strip())
        )
        reply = self.llm.complete(
            [Message("user", prompt)],
            CompletionParams(temperature=0.0, max_tokens=8),
            purpose="classify",
        ).text
        label = parse_label(reply)
        rules = classify(question)
        if label is None:
            return replace(rules, source="rules (LLM reply unusable)")
        return Route(label, (f"LLM said {label}",), source=f"llm:{self.llm.spec}")


def parse_label(reply: str) -> QuestionType | None:
    """The first of our labels named in ``reply`` (hyphen or space), else ``None``."""
    text = reply.lower().replace("_", "-")
    found = [(text.find(t), t) for t in QUESTION_TYPES if t in text]
    found += [
        (text.find(t.replace("-", " ")), t) for t in QUESTION_TYPES if t.replace("-", " ") in text
    ]
    if not found:
        return None
    return min(found)[1]
