"""From stored tiers and gists to context lines that fit a budget.

Each chunk is shown in the form the policy gives it: verbatim (session header + turn lines),
a gist or a one-line abstract (one ``gist`` line: "(25 May 2023) Melanie: … Caroline: …",
dated with the session date, pointing at a representative source turn), or not at all.

Gist size: with a fixed ratio every gist shows its best-ranked units within ``ratio`` × the
chunk's verbatim tokens. Without one (``staged`` default) the ratio is fitted to the budget:
what is left after the verbatim chunks, shared in proportion to chunk size, refined a few
times against the exact costs — so the memory covers as many sessions as densely as it can.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.gist.render import render_units, top_units
from swcmem.consolidate.policy import Costs, Placement, plan
from swcmem.consolidate.tiers import TierDecision
from swcmem.context.render import line_tokens, session_header, turn_line
from swcmem.model import ContextLine, Conversation
from swcmem.salience.chunks import Chunk
from swcmem.store.gists import StoredGist

REFINE_STEPS = 4
SAFETY_TOKENS = 4  # joined text may count a token or two more than the sum of its lines


@dataclass(frozen=True)
class MemoryView:
    lines: tuple[ContextLine, ...]
    placements: tuple[Placement, ...]
    ratio: float | None
    planned_tokens: int


def gist_line(
    chunk: Chunk, gist: StoredGist, max_tokens: int, *, inline_date: bool = True
) -> ContextLine:
    """The gist's best units within ``max_tokens`` (the line's own cost), as one line; with
    ``inline_date`` the line starts with its session date ("(25 May 2023) ...")."""
    prefix = _date_prefix(chunk.day) if inline_date else ""
    room = max(1, max_tokens - line_tokens(ContextLine("gist", prefix)))
    units = top_units(gist.units, room)
    best = min(units, key=lambda u: u.rank) if units else None
    rep = (
        best.turn_ids[0]
        if best and best.turn_ids
        else (chunk.turn_ids[0] if chunk.turn_ids else None)
    )
    return ContextLine("gist", f"{prefix}{render_units(units)}", turn_id=rep, day=chunk.day)


def _date_prefix(day: date | None) -> str:
    return f"({day.day} {day:%B %Y}) " if day else ""


def gist_header(chunk: Chunk) -> ContextLine:
    """The compact date header above a gist of the paper conditions ("## 25 May 2023")."""
    when = f"{chunk.day.day} {chunk.day:%B %Y}" if chunk.day else "date unknown"
    return ContextLine("header", f"## {when}", day=chunk.day)


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
    fixed = config.fixed_ratio()
    ratio = fixed if fixed is not None else _first_ratio(chunks, decisions, gists, config, budget)
    best: tuple[list[Placement], dict[str, ContextLine], float] | None = None
    for _ in range(1 if fixed is not None or budget is None else REFINE_STEPS):
        lines = _gist_lines(by_id, gists, config, ratio)
        costs = _costs(chunks, gists, lines, config)
        room = None if budget is None else max(0, budget - SAFETY_TOKENS)
        placements = plan(decisions, costs, room, config.policy)
        used = sum(p.tokens for p in placements)
        if best is None or (room is not None and used <= room):
            best = (placements, lines, ratio)
        if room is None or fixed is not None or not _gisted(placements):
            break
        ratio = _refit(ratio, used, room, placements, costs, config)
    assert best is not None
    placements, lines, ratio = best
    out = _render(conv, by_id, placements, lines, config.inline_dates)
    return MemoryView(tuple(out), tuple(placements), ratio, sum(p.tokens for p in placements))


def _gisted(placements: Sequence[Placement]) -> bool:
    return any(p.form == "gist" for p in placements)


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
    costs: dict[str, Costs],
    config: ConsolidationConfig,
) -> float:
    """Scale the ratio so the gists' share of the budget matches what is left for them."""
    gist_used = sum(p.tokens for p in placements if p.form == "gist")
    other = used - gist_used
    if gist_used <= 0:
        return ratio
    return _clamp(ratio * max(0.0, room - other) / gist_used, config)


def _gist_lines(
    by_id: dict[str, Chunk], gists: dict[str, StoredGist], config: ConsolidationConfig, ratio: float
) -> dict[str, ContextLine]:
    out: dict[str, ContextLine] = {}
    for cid, g in gists.items():
        chunk = by_id.get(cid)
        if chunk is None:
            continue
        target = max(config.abstract_tokens, int(ratio * chunk.tokens))
        inline = config.inline_dates
        room = 0 if inline else line_tokens(gist_header(chunk))
        out[cid] = gist_line(chunk, g, target - room, inline_date=inline)
        out[cid + "#abstract"] = gist_line(
            chunk, g, config.abstract_tokens - room, inline_date=inline
        )
    return out


def _costs(
    chunks: Sequence[Chunk],
    gists: dict[str, StoredGist],
    lines: dict[str, ContextLine],
    config: ConsolidationConfig,
) -> dict[str, Costs]:
    out: dict[str, Costs] = {}
    for c in chunks:
        if c.id in lines:  # a cheaper form never costs more than the richer one
            head = 0 if config.inline_dates else line_tokens(gist_header(c))
            gist = min(c.tokens, head + line_tokens(lines[c.id]))
            abstract = min(gist, head + line_tokens(lines[c.id + "#abstract"]))
        else:  # no gist stored (protected, or dropped by the paper policy): no cheaper form
            gist = abstract = 0
        out[c.id] = Costs(verbatim=c.tokens, gist=gist, abstract=abstract)
    return out


def _render(
    conv: Conversation,
    by_id: dict[str, Chunk],
    placements: Sequence[Placement],
    lines: dict[str, ContextLine],
    inline_dates: bool,
) -> list[ContextLine]:
    out: list[ContextLine] = []
    headed: set[tuple[int, str]] = set()
    for p in placements:
        chunk = by_id[p.chunk_id]
        form = _cheapest_shape(p, chunk, lines)
        if form == "drop":
            continue
        if form == "verbatim" and (chunk.session_idx, form) not in headed:
            out.append(session_header(conv.session(chunk.session_idx)))
        elif form != "verbatim" and not inline_dates and (chunk.session_idx, "gist") not in headed:
            out.append(gist_header(chunk))
        headed.add((chunk.session_idx, "verbatim" if form == "verbatim" else "gist"))
        if form == "verbatim":
            out.extend(turn_line(t) for t in chunk.turns)
        else:
            out.append(lines[p.chunk_id + ("#abstract" if form == "abstract" else "")])
    return out


def _cheapest_shape(p: Placement, chunk: Chunk, lines: dict[str, ContextLine]) -> str:
    """What to print for a placement: its form, or a richer one that costs no more (a tiny
    session is cheaper verbatim than gisted); "drop" when the chunk has no gist."""
    if p.form in ("verbatim", "drop"):
        return p.form
    if p.chunk_id not in lines:
        return "drop"
    gist_cost = line_tokens(lines[p.chunk_id])
    if chunk.tokens <= gist_cost + 1:
        return "verbatim"
    if p.form == "abstract" and line_tokens(lines[p.chunk_id + "#abstract"]) > gist_cost:
        return "gist"
    return p.form
