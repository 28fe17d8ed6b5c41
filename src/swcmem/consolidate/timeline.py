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

Reads are bounded by the budget, not the conversation: candidates are read from the store
chunk by chunk in priority order (a few chunks per query, at most :data:`MAX_CHUNKS` chunks),
only as far as the room lasts; only the lines considered are rendered and counted (the
lines of ``swc-anchored`` are then kept per memory state, see
:func:`swcmem.consolidate.service.memory_lines`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

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
MAX_CHUNKS = 400  # chunks whose candidates one build reads at most (a bound at any length)
CHUNKS_PER_READ = 8
_FORM_RANK: dict[Form, int] = {"drop": 0, "abstract": 1, "gist": 2, "verbatim": 3}


@dataclass(frozen=True, slots=True)
class _Entry:
    line: ContextLine
    tokens: int
    order: tuple[int, int, int]  # session, position, character: conversation order


def timeline_candidate(a: Anchor) -> bool:
    """Explicit, resolved and not a duration: an anchor that dates an event."""
    return (
        not a.implicit
        and a.start is not None
        and a.end is not None
        and a.grain not in ("duration", "unresolved")
    )


def _entry(a: Anchor, chunk: Chunk, position: int) -> _Entry:
    day = a.reference_at.date() if a.reference_at else None
    line = ContextLine("index", render_line(a), turn_id=a.turn_id, day=day)
    return _Entry(line, line_tokens(line), (chunk.session_idx, position, a.char_start))


def _candidates(
    store: Store, conversation_id: str, chunks: Sequence[Chunk]
) -> Iterator[tuple[Chunk, dict[str, list[Anchor]]]]:
    """Each chunk with its candidates by turn (one turn's interval listed once), read from
    the store a few chunks at a time."""
    for start in range(0, min(len(chunks), MAX_CHUNKS), CHUNKS_PER_READ):
        group = chunks[start : start + CHUNKS_PER_READ]
        found = load_anchors(store, conversation_id, [t for c in group for t in c.turn_ids])
        by_turn: dict[str, list[Anchor]] = {}
        seen: set[tuple[str, object, object]] = set()
        for a in found:
            if timeline_candidate(a) and (a.turn_id, a.start, a.end) not in seen:
                seen.add((a.turn_id, a.start, a.end))
                by_turn.setdefault(a.turn_id, []).append(a)
        for chunk in group:
            yield chunk, by_turn


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
    order = chunk_priority(chunks, decisions, placements)
    chosen = _choose(_candidates(store, conv.id, order), base, room)
    if not chosen:
        return base
    return _fit(base, chosen, budget)


def _choose(
    candidates: Iterator[tuple[Chunk, dict[str, list[Anchor]]]],
    base: Sequence[ContextLine],
    room: int,
) -> list[_Entry]:
    verbatim = {line.turn_id for line in base if line.kind == "turn"}
    gist_at: dict[str | None, list[str]] = {}  # a gist line points at a turn of its chunk
    for line in base:
        if line.kind == "gist":
            gist_at.setdefault(line.turn_id, []).append(line.text)
    chosen: list[_Entry] = []
    misses = 0
    for chunk, by_turn in candidates:
        gists = [text for t in chunk.turn_ids for text in gist_at.get(t, ())]
        for position, tid in ((t.position, t.id) for t in chunk.turns):
            if tid in verbatim:
                continue
            for a in by_turn.get(tid, ()):
                if _inline(a, gists):
                    continue
                entry = _entry(a, chunk, position)
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
