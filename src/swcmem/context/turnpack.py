"""Ranked turns packed into a budget: one packer for the retrieval baselines and swc-adaptive,
so that they differ only in how turns are ranked.

Two rankings (:data:`Ranking`):

- ``ranker``: :class:`swcmem.search.TurnRanker` — BM25 with the speaker named in the question
  as a prior instead of a term, neighbours and session locality (the best ranker we have);
- ``bm25``: plain BM25 over the question's search terms (speaker names included), the
  conversation's own statistics (:class:`swcmem.search.TurnSearch`).

Either way turns with a positive score come first, best first (ties in conversation order),
then every other turn in conversation order. Callers may boost given turns by a multiple of
the best BM25 score (swc-adaptive boosts the turns the temporal index points at).

Packing takes turns in rank order while their lines (plus their session header, the first time
a session appears) fit; a turn too long for what is left is skipped so that many short lines
fill the space, until less than :data:`MIN_ROOM` tokens are left.

Sharing work: inside ``with sharing():`` rankings and line costs are remembered per (store,
conversation object, question, settings), so strategies built for the same question on the same
loaded conversation share them (the retention benchmark builds six ranked strategies per
question). An entry is used only for the very objects it was made from (identity, not
equality), and only inside the block that made it; outside any block nothing is remembered, so a
long-lived process never holds conversations or serves anything stale. Thread-safe: the shared
entries live in a context variable (each thread has its own), and values are immutable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Literal, TypeVar

from swcmem.lines import line_tokens, session_header, turn_line
from swcmem.model import Conversation, Turn
from swcmem.search import RankConfig, TurnRanker, TurnSearch
from swcmem.store.db import Store
from swcmem.text import search_terms

Ranking = Literal["ranker", "bm25"]
RANKINGS: tuple[Ranking, ...] = ("ranker", "bm25")
MIN_ROOM = 12  # below this many tokens left, stop looking for a short enough turn
_CACHE_LIMIT = 256
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Layout:
    """What packing needs of a conversation, made once per loaded conversation."""

    turns: tuple[Turn, ...]  # by seq
    seq_of: dict[str, int]  # turn id → seq
    costs: tuple[int, ...]  # line cost of each turn, by seq
    headers: dict[int, int]  # header cost of each session, by idx


@dataclass(frozen=True, slots=True)
class _Entry:
    store: Store
    conv: Conversation
    value: object


_SHARED: ContextVar[dict[tuple[object, ...], _Entry] | None] = ContextVar("turnpack", default=None)


@contextmanager
def sharing() -> Iterator[None]:
    """Share rankings and line costs between the strategies built inside the block."""
    token = _SHARED.set({})
    try:
        yield
    finally:
        _SHARED.reset(token)


def _cached(store: Store, conv: Conversation, key: tuple[object, ...], make: Callable[[], T]) -> T:
    """``make()``, reused inside a :func:`sharing` block for the same store and conversation
    objects (see the module doc)."""
    cache = _SHARED.get()
    if cache is None:
        return make()
    full = (id(store), id(conv), *key)
    hit = cache.get(full)
    if hit is not None and hit.store is store and hit.conv is conv:
        return hit.value  # type: ignore[return-value]
    value = make()
    if len(cache) >= _CACHE_LIMIT:
        cache.pop(next(iter(cache)))
    cache[full] = _Entry(store, conv, value)
    return value


def ranked(
    store: Store,
    conv: Conversation,
    question: str,
    ranking: Ranking = "ranker",
    config: RankConfig = RankConfig(),
    boost: Mapping[int, float] | None = None,
) -> tuple[int, ...]:
    """Seqs of the turns with a positive score, best first (see the module doc)."""
    extra = tuple(sorted((boost or {}).items()))

    def make() -> tuple[int, ...]:
        scores = _scores(store, conv, question, ranking, config, dict(extra))
        return tuple(sorted((s for s in scores if scores[s] > 0), key=lambda s: (-scores[s], s)))

    return _cached(store, conv, ("rank", question, ranking, config, extra), make)


def _scores(
    store: Store,
    conv: Conversation,
    question: str,
    ranking: Ranking,
    config: RankConfig,
    boost: Mapping[int, float],
) -> dict[int, float]:
    if ranking == "ranker":
        scores, _ = TurnRanker(store, config).scores(conv.id, question, conv.speakers, boost)
        return scores
    scores = TurnSearch(store, config.search()).scores(conv.id, search_terms(question))
    top = max(scores.values(), default=0.0) or 1.0
    for seq, weight in boost.items():
        scores[seq] = scores.get(seq, 0.0) + weight * top
    return scores


def _layout(store: Store, conv: Conversation) -> _Layout:
    def make() -> _Layout:
        turns = conv.turns
        return _Layout(
            turns,
            {t.id: seq for seq, t in enumerate(turns)},
            tuple(line_tokens(turn_line(t)) for t in turns),
            {s.idx: line_tokens(session_header(s)) for s in conv.sessions},
        )

    return _cached(store, conv, ("layout",), make)


def pack_turns(
    store: Store,
    conv: Conversation,
    question: str,
    room: float,
    *,
    ranking: Ranking = "ranker",
    config: RankConfig = RankConfig(),
    boost_ids: Sequence[str] = (),
    boost: float = 1.0,
) -> set[str]:
    """Ids of the best-ranked turns whose lines (plus their session headers) fit ``room``;
    turns in ``boost_ids`` gain ``boost`` × the best BM25 score."""
    layout = _layout(store, conv)
    turns = layout.turns
    extra = {layout.seq_of[t]: boost for t in boost_ids if t in layout.seq_of}
    top = ranked(store, conv, question, ranking, config, extra)
    shown = set(top)
    order = [*top, *(s for s in range(len(turns)) if s not in shown)]
    keep: set[str] = set()
    headers: set[int] = set()
    for seq in order:
        turn = turns[seq]
        cost = layout.costs[seq] + (
            0 if turn.session_idx in headers else layout.headers[turn.session_idx]
        )
        if cost > room:
            if room < MIN_ROOM:
                break
            continue
        room -= cost
        keep.add(turn.id)
        headers.add(turn.session_idx)
    return keep
