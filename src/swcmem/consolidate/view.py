"""From stored tiers and gists to context lines that fit a budget.

Each chunk is shown in the form the policy gives it: verbatim (session header + turn lines),
a gist or a one-line abstract (one ``gist`` line pointing at a representative source turn,
``day`` = the session date), or not at all. ``swc-anchored`` starts the line with its date
("(25 May 2023) Marisol: …"); the paper conditions put a compact date header above it, the
way every baseline dates its turns.

Gist size: with a fixed ratio every gist shows its best-ranked units within ``ratio`` × the
chunk's verbatim tokens. Without one (``staged`` default) the ratio is fitted to the budget:
what is left after the verbatim chunks, shared in proportion to chunk size, refined a few
times against the planned costs — so the memory covers as many sessions as densely as fits.
Planning uses per-unit token counts (cached); only the lines shown are rendered and counted
exactly, and :func:`swcmem.context.render.assemble` guarantees the budget.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.gist.render import (
    MAX_SKIPS,
    render_units,
    speaker_label,
    top_units,
    unit_tokens,
)
from swcmem.consolidate.policy import Costs, Placement, plan
from swcmem.consolidate.tiers import TierDecision
from swcmem.lines import line_tokens, session_header, turn_line
from swcmem.model import ContextLine, Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store.gists import GistUnit, StoredGist
from swcmem.temporal.render import fmt_day
from swcmem.tokens import count_tokens

REFINE_STEPS = 4
SAFETY_TOKENS = 4  # joined text may count a token or two more than the sum of its lines


@dataclass(frozen=True)
class MemoryView:
    lines: tuple[ContextLine, ...]
    placements: tuple[Placement, ...]
    ratio: float | None
    planned_tokens: int


def date_prefix(day: date | None) -> str:
    return f"({fmt_day(day)}) " if day else ""


def gist_header(chunk: Chunk) -> ContextLine:
    """The compact date header above a gist of the paper conditions ("## 25 May 2023")."""
    when = fmt_day(chunk.day) if chunk.day else "date unknown"
    return ContextLine("header", f"## {when}", day=chunk.day)


def gist_line(
    chunk: Chunk, gist: StoredGist, max_tokens: int, *, inline_date: bool = True
) -> ContextLine:
    """The gist's best-ranked units as one line costing at most ``max_tokens`` (exact count;
    at least one unit), starting with the session date when ``inline_date``."""
    prefix = date_prefix(chunk.day) if inline_date else ""
    room = max(1, max_tokens - line_tokens(ContextLine("gist", prefix)))
    return units_line(chunk, top_units(gist.units, room), inline_date=inline_date)


def units_line(chunk: Chunk, units: Sequence[GistUnit], *, inline_date: bool = True) -> ContextLine:
    """``units`` as one line; with ``inline_date`` it starts with the session date."""
    prefix = date_prefix(chunk.day) if inline_date else ""
    best = min(units, key=lambda u: u.rank) if units else None
    rep = best.turn_ids[0] if best and best.turn_ids else None
    rep = rep or (chunk.turn_ids[0] if chunk.turn_ids else None)
    return ContextLine("gist", f"{prefix}{render_units(units)}", turn_id=rep, day=chunk.day)


@dataclass(frozen=True)
class _Shape:
    """How one gist is cut for a given size: the units and the line's estimated cost."""

    units: tuple[GistUnit, ...]
    cost: int


@dataclass(frozen=True)
class _Prepared:
    order: tuple[int, ...]  # unit indices, best rank first
    costs: tuple[int, ...]  # tokens each unit adds
    speakers: tuple[str | None, ...]  # the "Name:" label of each unit
    label_costs: tuple[int, ...]  # what the label costs (saved when the speaker repeats)


_PREPARED: dict[tuple[int, str], _Prepared] = {}


def _prepared(gist: StoredGist) -> _Prepared:
    key = (gist.id, gist.created_at)
    if key not in _PREPARED:
        if len(_PREPARED) > 50_000:
            _PREPARED.clear()
        units = gist.units
        labels = [speaker_label(u.text) for u in units]
        _PREPARED[key] = _Prepared(
            tuple(sorted(range(len(units)), key=lambda i: (units[i].rank, i))),
            tuple(unit_tokens(u) for u in units),
            tuple(labels),
            tuple(count_tokens(f"{lab}: ") if lab else 0 for lab in labels),
        )
    return _PREPARED[key]


class _Sizer:
    """Cuts gists to sizes, with the fixed overhead of a gist line (date prefix or header).
    Same selection as :func:`top_units` (estimated costs), on precomputed rank orders."""

    def __init__(self, config: ConsolidationConfig) -> None:
        self.config = config
        self._overhead: dict[str, int] = {}

    def overhead(self, chunk: Chunk) -> int:
        if chunk.id not in self._overhead:
            if self.config.inline_dates:
                self._overhead[chunk.id] = count_tokens(date_prefix(chunk.day)) + 1
            else:
                self._overhead[chunk.id] = line_tokens(gist_header(chunk)) + 1
        return self._overhead[chunk.id]

    def cut(self, chunk: Chunk, gist: StoredGist, max_tokens: int) -> _Shape:
        head = self.overhead(chunk)
        room = max(1, max_tokens - head)
        prep = _prepared(gist)
        chosen: list[int] = []
        used = skipped = 0
        for i in prep.order:
            if used + prep.costs[i] > room and chosen:
                skipped += 1
                if skipped > MAX_SKIPS:
                    break
                continue
            chosen.append(i)
            used += prep.costs[i]
        chosen.sort()
        for a, b in itertools.pairwise(chosen):  # a repeated speaker is named once
            if prep.speakers[b] is not None and prep.speakers[a] == prep.speakers[b]:
                used -= prep.label_costs[b]
        return _Shape(tuple(gist.units[i] for i in chosen), head + used)


def build_view(
    conv: Conversation,
    chunks: Sequence[Chunk],
    decisions: Sequence[TierDecision],
    gists: dict[str, StoredGist],
    config: ConsolidationConfig,
    budget: int | None,
) -> MemoryView:
    """The planned memory for ``budget`` (None: no limit, every chunk in its tier form)."""
    by_id = {c.id: c for c in chunks}
    sizer = _Sizer(config)
    abstracts = {
        cid: sizer.cut(by_id[cid], g, config.abstract_tokens)
        for cid, g in gists.items()
        if cid in by_id
    }
    fixed = config.fixed_ratio()
    ratio = fixed if fixed is not None else _first_ratio(chunks, decisions, gists, config, budget)
    room = None if budget is None else max(0, budget - SAFETY_TOKENS)
    best: tuple[list[Placement], dict[str, _Shape], float] | None = None
    for _ in range(1 if fixed is not None or budget is None else REFINE_STEPS):
        shapes = {
            cid: sizer.cut(by_id[cid], g, _target(by_id[cid], ratio, config))
            for cid, g in gists.items()
            if cid in by_id
        }
        placements = plan(decisions, _costs(chunks, shapes, abstracts), room, config.policy)
        used = sum(p.tokens for p in placements)
        if best is None or (room is not None and used <= room):
            best = (placements, shapes, ratio)
        if room is None or fixed is not None:
            break
        new = _refit(ratio, used, room, placements, config)
        if abs(new - ratio) < 1e-3:
            break
        ratio = new
    assert best is not None
    placements, shapes, ratio = best
    out = _render(conv, by_id, placements, shapes, abstracts, config.inline_dates)
    return MemoryView(tuple(out), tuple(placements), ratio, sum(p.tokens for p in placements))


def _target(chunk: Chunk, ratio: float, config: ConsolidationConfig) -> int:
    return max(config.abstract_tokens, int(ratio * chunk.tokens))


def _first_ratio(
    chunks: Sequence[Chunk],
    decisions: Sequence[TierDecision],
    gists: dict[str, StoredGist],
    config: ConsolidationConfig,
    budget: int | None,
) -> float:
    if budget is None:
        return config.max_ratio
    fixed = sum(c.tokens for c, d in zip(chunks, decisions, strict=True) if d.protected)
    gistable = sum(
        c.tokens
        for c, d in zip(chunks, decisions, strict=True)
        if not d.protected and c.id in gists
    )
    if gistable == 0:
        return config.max_ratio
    return _clamp((budget - SAFETY_TOKENS - fixed) / gistable, config)


def _clamp(ratio: float, config: ConsolidationConfig) -> float:
    return min(config.max_ratio, max(config.min_ratio, ratio))


def _refit(
    ratio: float,
    used: int,
    room: int,
    placements: Sequence[Placement],
    config: ConsolidationConfig,
) -> float:
    """Scale the ratio so the gists' share of the budget matches what is left for them."""
    gist_used = sum(p.tokens for p in placements if p.form == "gist")
    if gist_used <= 0:
        return ratio
    return _clamp(ratio * max(0.0, room - (used - gist_used)) / gist_used, config)


def _costs(
    chunks: Sequence[Chunk], shapes: dict[str, _Shape], abstracts: dict[str, _Shape]
) -> dict[str, Costs]:
    out: dict[str, Costs] = {}
    for c in chunks:
        if c.id in shapes:  # a cheaper form never costs more than the richer one
            gist = min(c.tokens, shapes[c.id].cost)
            abstract = min(gist, abstracts[c.id].cost)
        else:  # no gist stored (protected, or dropped by the paper policy): no cheaper form
            gist = abstract = 0
        out[c.id] = Costs(verbatim=c.tokens, gist=gist, abstract=abstract)
    return out


def _render(
    conv: Conversation,
    by_id: dict[str, Chunk],
    placements: Sequence[Placement],
    shapes: dict[str, _Shape],
    abstracts: dict[str, _Shape],
    inline_dates: bool,
) -> list[ContextLine]:
    out: list[ContextLine] = []
    headed: set[tuple[int, str]] = set()
    for p in placements:
        chunk = by_id[p.chunk_id]
        form = _shape_shown(p, chunk, shapes, abstracts)
        if form == "drop":
            continue
        kind = "verbatim" if form == "verbatim" else "gist"
        if (chunk.session_idx, kind) not in headed:
            if form == "verbatim":
                out.append(session_header(conv.session(chunk.session_idx)))
            elif not inline_dates:
                out.append(gist_header(chunk))
            headed.add((chunk.session_idx, kind))
        if form == "verbatim":
            out.extend(turn_line(t) for t in chunk.turns)
        else:
            shape = abstracts[p.chunk_id] if form == "abstract" else shapes[p.chunk_id]
            out.append(units_line(chunk, shape.units, inline_date=inline_dates))
    return out


def _shape_shown(
    p: Placement, chunk: Chunk, shapes: dict[str, _Shape], abstracts: dict[str, _Shape]
) -> str:
    """What to print for a placement: its form, or a richer one that costs no more (a tiny
    session is cheaper verbatim than gisted); "drop" when the chunk has no gist."""
    if p.form in ("verbatim", "drop"):
        return p.form
    if p.chunk_id not in shapes:
        return "drop"
    if chunk.tokens <= shapes[p.chunk_id].cost:
        return "verbatim"
    if p.form == "abstract" and abstracts[p.chunk_id].cost > shapes[p.chunk_id].cost:
        return "gist"
    return p.form
