"""Teasers told in the next turn: "Something awful happened yesterday..." — "Oh no, what
happened?" — "My bike was stolen at the station." The date is in the teaser, the event in the
same speaker's next turn of the session, after the other speaker asks. :func:`told_after`
finds that turn for the ranking of "when" questions (:mod:`swcmem.temporal.rank`), which
matches the teaser's date by its words and its MiniLM vector. (A teaser whose next sentence
tells the event is handled inside the turn: :mod:`swcmem.temporal.clauses`.)

Thread-safe: pure functions over the store.
"""

from __future__ import annotations

from functools import lru_cache

from swcmem.model import Anchor
from swcmem.store.conversations import TurnRow, turns_at
from swcmem.store.db import Store
from swcmem.temporal.clauses import event_texts, teaser
from swcmem.temporal.cues import sentence_spans


def told_after(
    store: Store,
    conversation_id: str,
    rows: dict[str, TurnRow],
    by_turn: dict[str, list[Anchor]],
) -> dict[str, TurnRow]:
    """For a turn that ends on a teaser ("Something not so great happened yesterday..."), the
    same speaker's next turn in its session, which tells the event once the other one has
    asked ("What happened?")."""
    teasing = [
        rows[t]
        for t, anchors in by_turn.items()
        if any(_ends_on_teaser(a, rows[t].text) for a in anchors)
    ]
    if not teasing:
        return {}
    found = turns_at(store, conversation_id, [r.seq + 2 for r in teasing])
    out = {}
    for r in teasing:
        nxt = found.get(r.seq + 2)
        if nxt and nxt.session_idx == r.session_idx and nxt.speaker == r.speaker:
            out[r.id] = nxt
    return out


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
