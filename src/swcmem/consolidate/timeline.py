"""A timeline of dated index lines in the budget a planned memory leaves unused.

The temporal index is lossless and never summarised. The planner fits gists to the budget by
estimate, so a planned ``swc-anchored`` memory usually leaves a few hundred tokens unused;
:func:`with_timeline` fills exactly that leftover (never the memory's own share) with compact
lines from the index, one per anchor::

    ## Timeline (from the date index)
    [2023-05-13] Ben ran a trail race for the Lisbon food bank. ("last Saturday", said 2023-05-14)

Candidates: explicit, resolved, non-duration anchors of turns the context does not show
verbatim. Priority (query-independent): sessions the memory shows least come first (dropped,
then one-line abstract, then gist), higher chunk salience first, then later sessions; within
a chunk, conversation order. An anchor is skipped when its chunk's gist line already writes
its expression with the resolved date inline ("last Saturday [13 May 2023]"), and a turn's
interval is listed once. Chosen lines are printed in conversation order after the last gist
line (the end when there is none). Lines are ``index`` lines whose ``day`` is the date the
anchor was said on, pointing at the anchor's turn.

Anchors, their rendered lines and token counts are cached per conversation (turns and their
anchors are append-only and written in one transaction), so a build renders only new lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from swcmem.consolidate.cache import cached
from swcmem.consolidate.engine import state_signature
from swcmem.consolidate.gist.units import date_label
from swcmem.consolidate.policy import Form, Placement
from swcmem.consolidate.tiers import TierDecision
from swcmem.lines import line_tokens
from swcmem.model import Anchor, ContextLine, Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store.anchors import load_anchors
from swcmem.store.db import Store
from swcmem.temporal.render import render_line
from swcmem.tokens import count_tokens

HEADER = ContextLine("header", "## Timeline (from the date index)")
SAFETY_TOKENS = 4  # joined text may count a token or two more than the sum of its lines
MAX_MISSES = 8  # candidates too long for the room left that are passed over before stopping
_FORM_RANK: dict[Form, int] = {"drop": 0, "abstract": 1, "gist": 2, "verbatim": 3}


@dataclass(frozen=True, slots=True)
class _Entry:
    line: ContextLine
    tokens: int
    order: tuple[int, int, int]  # session, position, character: conversation order


@dataclass
class _Index:
    """The timeline candidates of one conversation, by turn, with rendered lines cached."""

    anchors: dict[str, tuple[Anchor, ...]]
    positions: dict[str, tuple[int, int]]
    rendered: dict[tuple[str, int], _Entry] = field(default_factory=dict)

    def entry(self, a: Anchor) -> _Entry:
        key = (a.turn_id, a.char_start)
        if key not in self.rendered:
            day = a.reference_at.date() if a.reference_at else None
            line = ContextLine("index", render_line(a), turn_id=a.turn_id, day=day)
            session, position = self.positions[a.turn_id]
            self.rendered[key] = _Entry(line, line_tokens(line), (session, position, a.char_start))
        return self.rendered[key]


def timeline_candidate(a: Anchor) -> bool:
    """Explicit, resolved and not a duration: an anchor that dates an event."""
    return (
        not a.implicit
        and a.start is not None
        and a.end is not None
        and a.grain not in ("duration", "unresolved")
    )


def _load_index(store: Store, conv: Conversation) -> _Index:
    by_turn: dict[str, list[Anchor]] = {}
    seen: set[tuple[str, object, object]] = set()
    for a in load_anchors(store, conv.id):
        if timeline_candidate(a) and (a.turn_id, a.start, a.end) not in seen:
            seen.add((a.turn_id, a.start, a.end))
            by_turn.setdefault(a.turn_id, []).append(a)
    positions = {t.id: (s.idx, t.position) for s in conv.sessions for t in s.turns}
    anchors = {t: tuple(v) for t, v in by_turn.items() if t in positions}
    return _Index(anchors, positions)


def _index(store: Store, conv: Conversation) -> _Index:
    key = ("timeline", store.key, conv.id)
    return cached(key, state_signature(conv), lambda: _load_index(store, conv))


def _inline(a: Anchor, gist_texts: Sequence[str]) -> bool:
    """True when a gist line writes the anchor's expression with its resolved date."""
    label = date_label(a)
    return any(
        a.surface in text and (label is None or label in text or label in a.surface)
        for text in gist_texts
    )


def with_timeline(
    store: Store,
    conv: Conversation,
    lines: Sequence[ContextLine],
    chunks: Sequence[Chunk],
    decisions: Sequence[TierDecision],
    placements: Sequence[Placement],
    budget: int | None,
) -> list[ContextLine]:
    """``lines`` (the planned memory, unchanged) plus a timeline in the budget they leave."""
    base = list(lines)
    if budget is None:
        return base
    room = budget - count_tokens("\n".join(line.text for line in base)) - SAFETY_TOKENS
    room -= line_tokens(HEADER)
    if room <= 0:
        return base
    chosen = _choose(_index(store, conv), base, chunks, decisions, placements, room)
    if not chosen:
        return base
    return _fit(base, chosen, budget)


def _choose(
    index: _Index,
    base: Sequence[ContextLine],
    chunks: Sequence[Chunk],
    decisions: Sequence[TierDecision],
    placements: Sequence[Placement],
    room: int,
) -> list[_Entry]:
    verbatim = {line.turn_id for line in base if line.kind == "turn"}
    gist_at: dict[str | None, list[str]] = {}  # a gist line points at a turn of its chunk
    for line in base:
        if line.kind == "gist":
            gist_at.setdefault(line.turn_id, []).append(line.text)
    chosen: list[_Entry] = []
    misses = 0
    for chunk in chunk_priority(chunks, decisions, placements):
        gists = [text for t in chunk.turn_ids for text in gist_at.get(t, ())]
        for tid in chunk.turn_ids:
            if tid in verbatim:
                continue
            for a in index.anchors.get(tid, ()):
                if _inline(a, gists):
                    continue
                entry = index.entry(a)
                if entry.tokens <= room:
                    chosen.append(entry)
                    room -= entry.tokens
                elif (misses := misses + 1) > MAX_MISSES:
                    return chosen
    return chosen


def chunk_priority(
    chunks: Sequence[Chunk], decisions: Sequence[TierDecision], placements: Sequence[Placement]
) -> list[Chunk]:
    """Chunks the memory shows least first, then by salience (high first), then latest."""
    form = {p.chunk_id: p.form for p in placements}
    salience = {d.chunk_id: d.salience for d in decisions}
    shown = [c for c in chunks if form.get(c.id, "drop") != "verbatim"]
    return sorted(
        shown,
        key=lambda c: (
            _FORM_RANK[form.get(c.id, "drop")],
            -salience.get(c.id, 0.0),
            -c.session_idx,
        ),
    )


def _fit(base: list[ContextLine], chosen: list[_Entry], budget: int) -> list[ContextLine]:
    """The memory with the timeline after its last gist line, trimmed (timeline lines only,
    longest first) until the exact count fits ``budget``."""
    entries = sorted(chosen, key=lambda e: e.order)
    at = max((i + 1 for i, line in enumerate(base) if line.kind == "gist"), default=len(base))
    while entries:
        out = [*base[:at], HEADER, *(e.line for e in entries), *base[at:]]
        if count_tokens("\n".join(line.text for line in out)) <= budget:
            return out
        entries.remove(max(entries, key=lambda e: e.tokens))
    return base
