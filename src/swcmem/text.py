"""Small text utilities shared across the pipeline: words, sentences, LoCoMo normalisation."""

from __future__ import annotations

import re
import string
import threading
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import snowballstemmer

from swcmem.errors import InputError

_WORD = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z]+)?")
_SENT = re.compile(r"(?<=[.!?])\s+(?=[\"'A-Z0-9])")
_ARTICLES = re.compile(r"\b(a|an|the|and)\b")
_PUNCT = str.maketrans("", "", string.punctuation)

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "i'm",
        "it's",
        "that's",
        "what's",
        "don't",
        "didn't",
        "i've",
        "you're",
        "we're",
        "they're",
        "can't",
        "won't",
        "also",
        "really",
        "yeah",
        "oh",
        "hey",
        "hi",
        "wow",
        "so",
        "like",
        "got",
        "get",
        "just",
        "gonna",
        "lot",
        "lots",
        "thing",
        "things",
    ]
)


def require_question(question: str, example: str = 'e.g. "When did ...?"') -> str:
    """``question`` without surrounding white space; raises :class:`InputError` when empty."""
    text = question.strip() if isinstance(question, str) else ""
    if not text:
        raise InputError("the question is empty", hint=example)
    return text


def words(text: str) -> list[str]:
    """Lower-cased word tokens (letters/digits, keeps simple contractions)."""
    return [w.lower() for w in _WORD.findall(text)]


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOPWORDS]


def sentences(text: str) -> list[str]:
    """Split into sentences on ., ! or ? followed by a capital/number (good enough for chat)."""
    parts = [p.strip() for p in _SENT.split(text.strip())]
    return [p for p in parts if p]


_LOCAL = threading.local()


def _stemmer() -> Any:
    """This thread's Porter stemmer: a snowball stemmer keeps the word it works on in the
    instance, so threads sharing one corrupt each other's stems."""
    found = getattr(_LOCAL, "stemmer", None)
    if found is None:
        found = _LOCAL.stemmer = snowballstemmer.stemmer("porter")
    return found


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """The Porter stem of ``word`` (thread-safe)."""
    return str(_stemmer().stemWord(word))


ANALYZER = "porter-stop/1"  # names the search_terms() rules: a stored index records it


def search_terms(text: str, drop: Iterable[str] = ()) -> list[str]:
    """Search terms of ``text``: Porter-stemmed content words (possessive ``'s`` removed, one
    letter words and stop words dropped), minus the words in ``drop`` (lower-case)."""
    skip = set(drop)
    out = []
    for w in words(text):
        w = w.removesuffix("'s")
        if len(w) > 1 and w not in STOPWORDS and w not in skip:
            out.append(stem(w))
    return out


def normalize_answer(text: str) -> str:
    """LoCoMo's answer normalisation: lower-case, drop commas, punctuation and articles."""
    text = str(text).replace(",", "").lower()
    text = text.translate(_PUNCT)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def answer_tokens(text: str) -> list[str]:
    """Normalised, stemmed tokens as LoCoMo's F1 uses them."""
    return [stem(w) for w in normalize_answer(text).split()]


_CAPITAL = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+")
_NUMBER = re.compile(
    r"\b\d+(?:[.,:]\d+)*\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|twenty|thirty|hundred|thousand|first|second|third)\b",
    re.I,
)


def entity_count(text: str) -> int:
    """Heuristic named-entity count: capitalised words not at a sentence start."""
    return len(_CAPITAL.findall(text))


def number_count(text: str) -> int:
    return len(_NUMBER.findall(text))


def info_score(text: str) -> float:
    """Information density of a sentence: entities, numbers and content words per word,
    mildly rewarding length (a one-word "Wow!" is not informative)."""
    ws = words(text)
    if not ws:
        return 0.0
    content = sum(1 for w in ws if w not in STOPWORDS)
    dense = 2.0 * entity_count(text) + 2.0 * number_count(text) + content
    return dense / len(ws) * min(1.0, len(ws) / 8)
