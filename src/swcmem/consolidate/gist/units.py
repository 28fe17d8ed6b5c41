"""Candidate pieces of an extractive gist: clean clauses of the chunk's turns.

A turn is split into sentences and each sentence into clauses at dashes and semicolons (the
places chat writers join a fact and a reaction: "I ran a trail race last Saturday – it was
really rewarding"). Filler is removed from both ends of a clause (greetings, interjections,
thanks, the addressee's name); a clause left with fewer than two content words is dropped.
Each clause keeps its turn id, its position, and the temporal anchors that fall inside it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from datetime import date

from swcmem.model import Anchor, Turn
from swcmem.temporal.render import fmt_day
from swcmem.text import content_words, entity_count, number_count, stem

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[\"'A-Z0-9])")
_CLAUSE_BREAK = re.compile(r"\s+[–—-]+\s+|;\s+|\s*—\s*")
_FILLER_WORDS = (
    "hey|hi|hello|wow|whoa|oh|ooh|aww*|ahh*|yeah|yea|yes|yep|yup|hah(?:a)+|lol|omg|thanks"
    "|thank you(?: so much)?|thx|umm*|well|gosh|cool|great|nice"
    "|awesome|sure|okay|ok|hmm+|absolutely|totally|definitely|agreed|indeed|sweet|anyway|btw"
    "|by the way|oh my|aww+|wowza|haha|bye|goodbye|see ya|see you(?: soon| later)?|take care"
    "|talk soon|later|cheers|good night|night"
)
_LEAD = re.compile(rf"^(?:(?:{_FILLER_WORDS})\b[\s,!.:;~-]*)+", re.IGNORECASE)
_PUNCT_END = re.compile(r"[.!?]+[\"')\]]*$")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One clause that may go into a gist."""

    text: str
    turn_id: str
    speaker: str
    order: tuple[int, int]  # (turn position in the chunk, clause index in the turn)
    anchors: tuple[Anchor, ...]
    stems: frozenset[str]
    question: bool
    caption: bool
    names_numbers: int
    addressed: bool  # about the listener only ("you ..."), no first-person word

    @property
    def temporal(self) -> bool:
        return any(not a.implicit for a in self.anchors)


def vocatives(speakers: Iterable[str]) -> set[str]:
    """Lower-case forms by which a speaker may be addressed: full first name and short forms."""
    out: set[str] = set()
    for name in speakers:
        first = name.split()[0].lower() if name.split() else ""
        if len(first) >= 3:
            out.update(first[:k] for k in range(3, len(first) + 1))
    return out


def clean(clause: str, names: set[str]) -> str:
    """``clause`` without leading filler and addressee names at either end."""
    text = clause.strip()
    for _ in range(3):
        before = text
        text = _strip_leading_name(_LEAD.sub("", text).strip(), names)
        if text == before:
            break
    text = _strip_trailing_name(text, names)
    return text.strip(" ,;:-–—")


def _strip_leading_name(text: str, names: set[str]) -> str:
    m = re.match(r"^([A-Z][a-z]+)\s*[,!.]\s*", text)
    if m and m.group(1).lower() in names:
        return text[m.end() :]
    return text


def _strip_trailing_name(text: str, names: set[str]) -> str:
    m = re.search(r",\s*([A-Z][a-z]+)\s*([.!?]*)$", text)
    if m and m.group(1).lower() in names:
        return text[: m.start()] + (m.group(2) or "")
    return text


def spans(text: str) -> list[tuple[int, int]]:
    """Char spans of the clauses of ``text`` (sentences split at dashes and semicolons)."""
    out: list[tuple[int, int]] = []
    starts = [0] + [m.end() for m in _SENTENCE_BREAK.finditer(text)]
    ends = [m.start() for m in _SENTENCE_BREAK.finditer(text)] + [len(text)]
    for s, e in zip(starts, ends, strict=True):
        pos = s
        for m in _CLAUSE_BREAK.finditer(text, s, e):
            if m.start() > pos:
                out.append((pos, m.start()))
            pos = m.end()
        if e > pos:
            out.append((pos, e))
    return out


def turn_candidates(
    turn: Turn,
    position: int,
    anchors: Sequence[Anchor],
    names: set[str],
) -> list[Candidate]:
    """The clean, compressed clauses of one turn (plus its photo caption, if any).

    Compression deletes modifiers that carry little content (intensifiers and hedges); time
    expressions stay, whatever the condition."""
    out: list[Candidate] = []
    for k, (s, e) in enumerate(spans(turn.text)):
        inside = tuple(a for a in anchors if s <= a.char_start < e and not a.implicit)
        raw = turn.text[s:e]
        text = clean(_squeeze(_INTENSIFIER.sub("", raw)), names)
        cand = _candidate(text, turn, (position, k), inside, False, names)
        if cand is not None:
            out.append(cand)
    if turn.caption:
        cand = _candidate(f"(photo: {turn.caption.strip()})", turn, (position, 999), (), True)
        if cand is not None:
            out.append(cand)
    return out


_INTENSIFIER = re.compile(
    r"\b(?:really|super|totally|actually|truly|kinda|kind of|sort of|literally|basically"
    r"|honestly|definitely|absolutely)\s+",
    re.IGNORECASE,
)


def _squeeze(text: str) -> str:
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([,.!?;:])", r"\1", text)
    text = re.sub(r"([,;:])\s*(?=[,.!?;:])", "", text)
    return text.strip()


def _candidate(
    text: str,
    turn: Turn,
    order: tuple[int, int],
    anchors: tuple[Anchor, ...],
    caption: bool,
    names: AbstractSet[str] = frozenset(),
) -> Candidate | None:
    cw = [w for w in content_words(text) if w not in names]
    if len(cw) < 2 and not anchors:
        return None
    if not _PUNCT_END.search(text):
        text += "."
    if text[0].islower() and not caption:
        text = text[0].upper() + text[1:]
    return Candidate(
        text=text,
        turn_id=turn.id,
        speaker=turn.speaker,
        order=order,
        anchors=anchors,
        stems=frozenset(stem(w) for w in cw),
        question=text.rstrip("\"')]").endswith("?"),
        caption=caption,
        names_numbers=entity_count(text) + number_count(text),
        addressed=_addressed(text),
    )


_SECOND = re.compile(r"\b(?:you|your|yours|you're|you've|you'll|ya)\b", re.IGNORECASE)
_FIRST = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|me|my|mine|we|we're|we've|our|us)\b", re.IGNORECASE)


def _addressed(text: str) -> bool:
    return bool(_SECOND.search(text)) and not _FIRST.search(text)


def date_label(a: Anchor) -> str | None:
    """A compact absolute form of a resolved anchor ("20 May 2023", "June 2023", "2022")."""
    if a.start is None or a.end is None or a.grain == "unresolved":
        return None
    start, end = a.start, a.end
    if a.grain == "duration":  # "for 4 years" said in 2023 → since 2019
        whole_year = (start.month, start.day, end.month, end.day) == (1, 1, 12, 31)
        return f"since {start.year}" if whole_year else f"since {fmt_day(start)}"
    if start == end:
        return fmt_day(start)
    if a.grain == "year" or (start.month, start.day, end.month, end.day) == (1, 1, 12, 31):
        return str(start.year) if start.year == end.year else f"{start.year}–{end.year}"
    if a.grain == "month" and start.year == end.year and start.month == end.month:
        return f"{start:%B} {start.year}"
    if start.weekday() == 5 and (end - start).days == 1:
        return f"weekend of {fmt_day(start)}"
    if a.grain == "season":
        return f"{_season(start)} {end.year}"
    if a.grain == "week":
        return f"week of {fmt_day(start)}"
    if start.year == end.year and start.month == end.month:
        return f"{start.day}–{end.day} {start:%B} {start.year}"
    return f"{fmt_day(start)} – {fmt_day(end)}"


def _season(d: date) -> str:
    return {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring"}.get(
        d.month, "summer" if d.month in (6, 7, 8) else "autumn"
    )


def annotate(text: str, turn_text: str, anchors: Sequence[Anchor]) -> str:
    """``text`` with each anchor's resolved date written after its surface form, e.g.
    "last Saturday [20 May 2023]" (skipped when the surface already says the date)."""
    out = text
    for a in sorted(anchors, key=lambda a: -a.char_start):
        label = date_label(a)
        surface = turn_text[a.char_start : a.char_end] or a.surface
        if not label or not surface or _says_it(surface, label):
            continue
        at = out.rfind(surface)
        if at < 0:
            continue
        cut = at + len(surface)
        out = f"{out[:cut]} [{label}]{out[cut:]}"
    return out


def _says_it(surface: str, label: str) -> bool:
    have = {w.lower() for w in re.findall(r"[A-Za-z0-9]+", surface)}
    need = {w.lower() for w in re.findall(r"[A-Za-z0-9]+", label)} - {"of", "week", "weekend"}
    return need <= have
