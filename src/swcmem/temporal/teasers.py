"""Events told in the next turn, or in the turns before. A teaser: "Something awful happened yesterday..." — "Oh no,
what happened?" — "My bike was stolen at the station." An event the other speaker asks about:
"I spent last weekend at a community event." — "What was it?" — "A charity bike ride along the
river." The date is in the first turn, the event in the same speaker's next turn of the
session. :func:`told_after` finds that turn for the ranking of "when" questions
(:mod:`swcmem.temporal.rank`), which matches the date by its words and its MiniLM vector. (A
teaser whose next sentence tells the event is handled inside the turn:
:mod:`swcmem.temporal.clauses`.) The other way round (:func:`asked_before`): a date that
answers a question ("Meet Pebble! [a photo of a tortoise]" — "How long have you had him?" —
"I've had him for eight years now") has its event in the two turns before it.

Thread-safe: pure functions over the store (or a snapshot of it).
"""

from __future__ import annotations

from functools import lru_cache

from swcmem.model import Anchor
from swcmem.store.conversations import TurnRow
from swcmem.temporal.clauses import event_texts, teaser
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.snapshot import TurnSource


def told_after(
    turns: TurnSource,
    rows: dict[str, TurnRow],
    by_turn: dict[str, list[Anchor]],
) -> dict[str, TurnRow]:
    """For a turn of ``by_turn``, the same speaker's next turn in its session when it tells
    more of the event: after a teaser ending the turn ("Something not so great happened
    yesterday..."), or after the other speaker asks ("What was the event all about?")."""
    if not by_turn:
        return {}
    seqs = [rows[t].seq + d for t in by_turn for d in (1, 2)]
    found = turns.turns_at(seqs)
    out = {}
    for t, anchors in by_turn.items():
        r = rows[t]
        nxt = found.get(r.seq + 2)
        if nxt is None or nxt.session_idx != r.session_idx or nxt.speaker != r.speaker:
            continue
        if _asked(found.get(r.seq + 1)) or any(_ends_on_teaser(a, r.text) for a in anchors):
            out[t] = nxt
    return out


def asked_before(turns: TurnSource, rows: dict[str, TurnRow]) -> dict[str, list[TurnRow]]:
    """For a turn of ``rows`` that answers the other speaker's question ("How long have you
    had them?" → "I've had them for three years now"), the turn before the question (where
    the event is often named: "a photo of a parrot on its perch") and the question, in that
    order, of its session."""
    seqs = [r.seq - d for r in rows.values() for d in (1, 2)]
    found = turns.turns_at(seqs)
    out = {}
    for t, r in rows.items():
        asked = found.get(r.seq - 1)
        if asked is None or asked.session_idx != r.session_idx or asked.speaker == r.speaker:
            continue
        if not _asked(asked):
            continue
        before = found.get(r.seq - 2)
        in_session = before is not None and before.session_idx == r.session_idx
        out[t] = [before, asked] if before is not None and in_session else [asked]
    return out


def _asked(between: TurnRow | None) -> bool:
    """The other speaker's turn ends on a question ("What was the event all about?")."""
    return between is not None and between.text.rstrip().endswith("?")


def _ends_on_teaser(a: Anchor, text: str) -> bool:
    """The anchor's clause announces an event and its sentence ends the turn."""
    if a.implicit:
        return _teaser_end(text, -1, 0, "", "")
    return _teaser_end(text, a.char_start, a.char_end, a.surface, a.event_text)


@lru_cache(maxsize=20_000)
def _teaser_end(text: str, start: int, end: int, surface: str, event: str) -> bool:
    spans = sentence_spans(text)
    if not spans:
        return False
    if start < 0:  # the turn itself (an implicit anchor)
        return teaser(text[spans[-1][0] :], "")
    if start < spans[-1][0]:
        return False
    return teaser(event_texts(text, start, end, surface, event).clause, surface)
