"""Turning gist units into text: chronological order, the speaker named once per run."""

from __future__ import annotations

import re
from collections.abc import Sequence

from swcmem.store.gists import GistUnit
from swcmem.tokens import count_tokens

MAX_SKIPS = 2  # a unit too long for the room left may be passed over, a few at most
_SPEAKER = re.compile(r"^([^:\n]{1,40}): (.*)$", re.DOTALL)


def render_units(units: Sequence[GistUnit]) -> str:
    """Units (already in chronological order) as one paragraph; consecutive units of the same
    speaker share one "Name:" label."""
    parts: list[str] = []
    last: str | None = None
    for u in units:
        m = _SPEAKER.match(u.text)
        speaker = m.group(1) if m else None
        if speaker is not None and speaker == last and m is not None:
            parts.append(m.group(2))
        else:
            parts.append(u.text)
        last = speaker
    return " ".join(p.strip() for p in parts if p.strip())


def top_units(
    units: Sequence[GistUnit], max_tokens: int, *, at_least_one: bool = True, exact: bool = True
) -> list[GistUnit]:
    """The best-ranked units whose rendering fits ``max_tokens`` (repairs, rank -1, first),
    returned in their original (chronological) order. ``exact=False`` trusts the per-unit
    estimate (an upper bound in practice: shared speaker labels only save tokens)."""
    by_rank = sorted(range(len(units)), key=lambda i: (units[i].rank, i))
    chosen: set[int] = set()
    estimate = 0
    skipped = 0
    for i in by_rank:
        cost = unit_tokens(units[i])
        if estimate + cost > max_tokens and not (at_least_one and not chosen):
            skipped += 1
            if skipped > MAX_SKIPS:
                break
            continue
        chosen.add(i)
        estimate += cost
    picked = [units[i] for i in sorted(chosen)]
    while exact and len(picked) > 1 and count_tokens(render_units(picked)) > max_tokens:
        worst = max(picked, key=lambda u: u.rank)
        picked.remove(worst)
    return picked


def unit_tokens(unit: GistUnit) -> int:
    """What a unit adds to a rendered gist: its tokens plus the joining space."""
    return count_tokens(unit.text) + 1


def speaker_label(text: str) -> str | None:
    """The "Name" of a unit written as "Name: ...", else None."""
    m = _SPEAKER.match(text)
    return m.group(1) if m else None
