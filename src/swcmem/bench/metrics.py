"""Model-free retention metrics: does a context still hold what answers the question?

- **evidence-turn recall**: share of the gold evidence turns present verbatim in the context
  (evidence ids that name no turn of the conversation are left out and counted apart).
- **answer support**: supported when one line of the context (a turn, a gist sentence, an
  index line — never a date header) holds ≥ 80 % of the gold answer's content tokens.
  Tokens are normalised like LoCoMo's F1 (lower-case, punctuation and articles removed,
  Porter-stemmed); stop words are dropped unless the answer has nothing else. Line-level on
  purpose: over the whole context, answer words like "May" or "2023" sit in every header.
- **date-aware answer support** (temporal questions): also supported when a line holds the
  gold date in any written form, a relative expression that resolves to it against that
  line's date, or an inline resolved date (both sides normalised by the temporal module).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import date

from swcmem.model import ContextLine
from swcmem.text import STOPWORDS, answer_tokens

SUPPORT_THRESHOLD = 0.8
Interval = tuple[date, date]


def content_tokens(text: str) -> frozenset[str]:
    """Normalised, stemmed tokens of ``text`` without stop words (all tokens if only those)."""
    toks = answer_tokens(text)
    content = [t for t in toks if t not in STOPWORDS]
    return frozenset(content or toks)


def line_tokens(text: str) -> frozenset[str]:
    return frozenset(answer_tokens(text))


def coverage(gold: frozenset[str], line: frozenset[str]) -> float:
    return len(gold & line) / len(gold) if gold else 0.0


def answer_supported(
    answer: str,
    lines: Sequence[ContextLine],
    tokens_of: Callable[[str], frozenset[str]] = line_tokens,
) -> bool:
    """True when one non-header line holds ≥ 80 % of the answer's content tokens."""
    gold = content_tokens(answer)
    if not gold:
        return False
    return any(
        coverage(gold, tokens_of(line.text)) >= SUPPORT_THRESHOLD
        for line in lines
        if line.kind != "header"
    )


def evidence_recall(
    evidence: Iterable[str], present: Iterable[str], known: set[str]
) -> float | None:
    """Share of the (existing) gold evidence turns in ``present``; None if none exist."""
    gold = {e for e in evidence if e in known}
    if not gold:
        return None
    return len(gold & set(present)) / len(gold)


def split_evidence(raw: Iterable[str]) -> list[str]:
    """LoCoMo evidence ids, tolerating entries like 'D8:6; D9:17' that hold several ids."""
    out: list[str] = []
    for item in raw:
        out.extend(p.strip() for p in item.replace(",", ";").split(";") if p.strip())
    return out


def date_supported(
    gold: Interval | None,
    lines: Sequence[ContextLine],
    intervals_of: Callable[[ContextLine], Sequence[Interval]],
    match: Callable[[Interval, Interval], bool],
) -> bool:
    """True when some non-header line holds an expression that resolves to the gold date."""
    if gold is None:
        return False
    return any(
        match(gold, iv) for line in lines if line.kind != "header" for iv in intervals_of(line)
    )
