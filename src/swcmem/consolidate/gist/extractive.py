"""The offline gister: the chunk's most informative clauses, ranked greedily.

Value of a clause = the IDF (within the conversation) of its content stems not yet covered by
clauses picked before it (covered ones count 20 %), plus a bonus per name and number; halved
for questions, 0.7× for photo captions. Clauses are picked greedily by value per token, which
yields a ranking: any prefix of it is a dense gist of that size, so the context can show as
much of a gist as its budget allows. The stored gist keeps clauses up to ``max_ratio`` of the
chunk's tokens.

Conditions differ only in protection (same scoring, same size, same clause compression):
time expressions are text like any other for every condition — the generic condition is not
made to delete them (that would be a handicap on the baseline, not the paper's mechanism).

- ``swc-full``: no protection.
- ``swc-temporal``: every clause carrying a temporal expression is ranked before the rest
  (kept verbatim, with the rest of the clause).
- ``swc-anchored``: as ``swc-temporal``, with each expression's resolved date written inline
  ("last Saturday [20 May 2023]"); clauses with names or numbers are ranked next.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from swcmem.consolidate.gist.base import PROTECTED, GistDraft, GistRequest, check_condition
from swcmem.consolidate.gist.render import render_units
from swcmem.consolidate.gist.units import Candidate, annotate, turn_candidates, vocatives
from swcmem.model import Anchor
from swcmem.salience.embed import content_stems
from swcmem.store.gists import GistUnit
from swcmem.tokens import count_tokens

VERSION = "extractive-2"
COVERED_WEIGHT = 0.2
NAME_NUMBER_BONUS = 1.0
DEFAULT_IDF = 3.0


@dataclass(frozen=True)
class ExtractiveGister:
    condition: str = "swc-anchored"
    kind: str = "extractive"
    llm_spec: str | None = None

    def __post_init__(self) -> None:
        check_condition(self.condition)

    @property
    def version(self) -> str:
        return VERSION

    def protected(self) -> ExtractiveGister:
        return ExtractiveGister(PROTECTED[self.condition])

    def gist(self, request: GistRequest) -> GistDraft:
        cands = self._candidates(request)
        ranked = rank(cands, request.idf, self.condition)
        limit = max(1, int(request.chunk.tokens * request.max_ratio))
        keep = _within(ranked, cands, limit, self.condition)
        units = [
            GistUnit(self._text(c, request), (c.turn_id,), ranked.index(k))
            for k, c in enumerate(cands)
            if k in keep
        ]
        return GistDraft(render_units(units), tuple(units))

    def _candidates(self, request: GistRequest) -> list[Candidate]:
        names = vocatives(request.speakers or tuple({t.speaker for t in request.chunk.turns}))
        by_turn: dict[str, list[Anchor]] = {}
        for a in request.anchors:
            by_turn.setdefault(a.turn_id, []).append(a)
        out: list[Candidate] = []
        for pos, turn in enumerate(request.chunk.turns):
            out.extend(
                turn_candidates(
                    turn,
                    pos,
                    by_turn.get(turn.id, []),
                    names,
                )
            )
        return out

    def _text(self, c: Candidate, request: GistRequest) -> str:
        body = c.text
        if self.condition == "swc-anchored" and c.anchors:
            turn = next(t for t in request.chunk.turns if t.id == c.turn_id)
            body = annotate(body, turn.text, c.anchors)
        return f"{c.speaker}: {body}"


def _tier(c: Candidate, condition: str) -> int:
    """Protection tier: lower is ranked first."""
    if condition == "swc-full":
        return 0
    if c.temporal:
        return 0
    if condition == "swc-anchored" and c.names_numbers and not c.question:
        return 1
    return 2


def rank(cands: Sequence[Candidate], idf: Mapping[str, float], condition: str) -> list[int]:
    """Candidate indices, best first: by protection tier, then greedy value per token."""
    covered: set[str] = set()
    left = set(range(len(cands)))
    order: list[int] = []
    costs = [count_tokens(c.text) + 3 for c in cands]
    while left:
        best = max(
            left,
            key=lambda i: (
                -_tier(cands[i], condition),
                _value(cands[i], idf, covered) / costs[i],
                -i,
            ),
        )
        order.append(best)
        left.discard(best)
        covered |= cands[best].stems
    return order


def _value(c: Candidate, idf: Mapping[str, float], covered: set[str]) -> float:
    v = sum(idf.get(s, DEFAULT_IDF) * (COVERED_WEIGHT if s in covered else 1.0) for s in c.stems)
    v += NAME_NUMBER_BONUS * c.names_numbers
    if c.question:
        v *= 0.5
    if c.addressed:  # compliments and questions to the listener rarely carry facts
        v *= 0.6
    if c.caption:
        v *= 0.7
    return v


def _within(
    ranked: Sequence[int], cands: Sequence[Candidate], limit: int, condition: str
) -> set[int]:
    """The ranked prefix within ``limit`` tokens; protected temporal clauses always stay."""
    keep: set[int] = set()
    used = 0
    for i in ranked:
        cost = count_tokens(cands[i].text) + 3
        protected = condition != "swc-full" and cands[i].temporal
        if used + cost > limit and not protected and keep:
            continue
        keep.add(i)
        used += cost
    return keep


def idf_table(texts: Sequence[str]) -> dict[str, float]:
    """Inverse document frequency of every content stem over ``texts`` (the conversation's
    turns): ``log((N + 1) / (df + 0.5))``, never below 0 — words said everywhere weigh ~0.
    (Consolidation reads the same numbers from stored counts: ``engine.chunk_idf``.)"""
    df: Counter[str] = Counter()
    for text in texts:
        df.update(content_stems(text))
    n = len(texts)
    return {w: max(0.0, math.log((n + 1) / (d + 0.5))) for w, d in df.items()}
