"""Model-free retention metrics: does a context still hold what answers the question?

**One scoring rule for every line, whatever the strategy.** Strategies write the same fact
in different shapes: a turn under a ``## Session 2 — 25 May 2023`` header, a gist line
``(25 May 2023) Ana: …``, a gist under a ``## 25 May 2023`` header, an index line
``[2023-05-20] … ("last Saturday", said 2023-05-25)``, a summary line ``[2023-05-25] Ana: …``.
Each line is read as its reader reads it (:func:`reader_lines`):

- its **content**: the text without the line's own date annotation (a leading ``(25 May
  2023)`` or ``[2023-05-25]``, a trailing ``said 2023-05-25`` / ``mentioned 2023-05-25``; when a
  line has both a leading bracket and a trailing said-date, the bracket dates the event and
  stays content);
- its **date**, the one its reader sees: its own inline date, else the date of the section
  header above it, else its "said on" date (:attr:`ContextLine.day`).

Header and section-title lines (``header``, ``note``) are never scored themselves; a header's
date applies to the lines below it until the next header or title.

- **evidence-turn recall**: share of the gold evidence turns present verbatim in the context
  (evidence ids that name no turn of the conversation are left out and counted apart).
- **answer support** (plain, no dates): supported when one line's content holds ≥ 80 % of the
  gold answer's content tokens. Tokens are normalised like LoCoMo's F1 (lower-case, punctuation
  and articles removed, Porter-stemmed); stop words are dropped unless the answer has nothing
  else. Line-level on purpose: over the whole context, answer words like "May" or "2023" sit in
  every header. A line's own date is not content, so the same fact scores the same whether its
  date is in a header, a prefix or only in the turn's timestamp.
- **date-aware answer support** (temporal questions): also supported when a line's dates
  match the gold date: the explicit expressions of its content resolved against the line's date
  (any written form, a relative expression, an inline resolved date), and the line's date itself.
  See :mod:`swcmem.bench.dates` for the matcher. Lenient on purpose and for every strategy
  alike: the matching line need not be the one about the event asked for, so a context that
  shows many dated lines collects more chance matches; ``full`` and ``full-dated`` show where
  the ceiling is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache

from swcmem.model import ContextLine, LineKind
from swcmem.text import STOPWORDS, answer_tokens

SUPPORT_THRESHOLD = 0.8
Interval = tuple[date, date]
TITLE_KINDS: frozenset[LineKind] = frozenset({"header", "note"})

_LEADING_DAY = re.compile(r"^\((?P<d>\d{1,2} [A-Z][a-z]+ \d{4})\)\s+")
_LEADING_ISO = re.compile(r"^\[(?P<d>\d{4}-\d{2}-\d{2})\]\s+")
_TRAILING_SAID = re.compile(
    r"\s*\((?P<quote>\"[^\"]*\")?(?:,\s*)?(?:said|mentioned) (?P<d>\d{4}-\d{2}-\d{2})\)\s*$"
)


@dataclass(frozen=True, slots=True)
class ReaderLine:
    """A context line as its reader sees it: what it says (without its own date annotation)
    and the date it speaks from."""

    content: str
    day: date | None
    kind: LineKind
    turn_id: str | None = None


def _parse_day(text: str) -> date | None:
    for fmt in ("%Y-%m-%d", "%d %B %Y"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    return None


@lru_cache(maxsize=200_000)
def split_date_annotation(text: str) -> tuple[str, date | None]:
    """``text`` without the line's own date annotation, and that date (see the module doc).
    Cached: a benchmark reads the same lines in many contexts."""
    said = _TRAILING_SAID.search(text)
    if said:
        quote = said.group("quote")
        rest = text[: said.start()] + (f" ({quote})" if quote else "")
        return rest, _parse_day(said.group("d"))
    for pattern in (_LEADING_DAY, _LEADING_ISO):
        m = pattern.match(text)
        if m:
            return text[m.end() :], _parse_day(m.group("d"))
    return text, None


def reader_lines(lines: Iterable[ContextLine]) -> list[ReaderLine]:
    """The scorable lines of a context with their content and reader's date (module doc)."""
    out: list[ReaderLine] = []
    section: date | None = None
    for line in lines:
        if line.kind in TITLE_KINDS:
            section = line.day
            continue
        content, inline = split_date_annotation(line.text)
        out.append(ReaderLine(content, inline or section or line.day, line.kind, line.turn_id))
    return out


def content_tokens(text: str) -> frozenset[str]:
    """Normalised, stemmed tokens of ``text`` without stop words (all tokens if only those)."""
    toks = answer_tokens(text)
    content = [t for t in toks if t not in STOPWORDS]
    return frozenset(content or toks)


def line_tokens(text: str) -> frozenset[str]:
    return frozenset(answer_tokens(text))


def coverage(gold: frozenset[str], line: frozenset[str]) -> float:
    return len(gold & line) / len(gold) if gold else 0.0


TokensOf = Callable[[str], frozenset[str]]
IntervalsOf = Callable[[ReaderLine], Sequence[Interval]]
Match = Callable[[Interval, Interval], bool]


class ScoredContext:
    """One context prepared for scoring many questions: its reader lines, their content tokens
    and the set of their dates, each made on first use. Not thread-safe (lazy caches); make one
    per thread."""

    def __init__(self, lines: Sequence[ContextLine], tokens_of: TokensOf = line_tokens) -> None:
        self.lines = reader_lines(lines)
        self._tokens_of = tokens_of
        self._tokens: list[frozenset[str]] | None = None
        self._intervals: frozenset[Interval] | None = None

    def supported(self, answer: str) -> bool:
        """True when one line's content holds ≥ 80 % of the answer's content tokens."""
        gold = content_tokens(answer)
        if not gold:
            return False
        if self._tokens is None:
            self._tokens = [self._tokens_of(line.content) for line in self.lines]
        return any(coverage(gold, toks) >= SUPPORT_THRESHOLD for toks in self._tokens)

    def date_supported(
        self, gold: Interval | None, intervals_of: IntervalsOf, match: Match
    ) -> bool:
        """True when some line's dates (``intervals_of``) match the gold interval."""
        if gold is None:
            return False
        if self._intervals is None:
            self._intervals = frozenset(iv for line in self.lines for iv in intervals_of(line))
        return any(match(gold, iv) for iv in self._intervals)


def answer_supported(
    answer: str, lines: Sequence[ContextLine], tokens_of: TokensOf = line_tokens
) -> bool:
    """True when one scorable line's content holds ≥ 80 % of the answer's content tokens."""
    return ScoredContext(lines, tokens_of).supported(answer)


def date_supported(
    gold: Interval | None,
    lines: Sequence[ContextLine],
    intervals_of: IntervalsOf,
    match: Match,
) -> bool:
    """True when some scorable line's dates match the gold date."""
    return ScoredContext(lines).date_supported(gold, intervals_of, match)


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
