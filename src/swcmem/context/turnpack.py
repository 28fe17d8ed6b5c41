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

Costs follow the budget, not the conversation: the ranker's order is read lazily
(:meth:`swcmem.search.TurnRanker.order`) only as far as packing goes, and a turn's line cost
is counted when packing considers it (cached per line), so a context costs about the same at
100,000 turns as at 600.

Sharing work: inside ``with sharing():`` rankings are remembered per (store, conversation
object, question, settings), so strategies built for the same question on the same loaded
conversation share them (the retention benchmark builds six ranked strategies per
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
from swcmem.model import Conversation
from swcmem.search import RankConfig, TurnRanker, TurnSearch
from swcmem.store.conversations import turn_seqs
from swcmem.store.db import Store
from swcmem.text import search_terms

Ranking = Literal["ranker", "bm25"]
RANKINGS: tuple[Ranking, ...] = ("ranker", "bm25")
MIN_ROOM = 12  # below this many tokens left, stop looking for a short enough turn
_CACHE_LIMIT = 256
T = TypeVar("T")


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


def order(
    store: Store,
    conv: Conversation,
    question: str,
    ranking: Ranking = "ranker",
    config: RankConfig = RankConfig(),
    boost: Mapping[int, float] | None = None,
) -> Iterator[int]:
    """Every turn's seq in rank order (see the module doc), read lazily: the positives of
    :func:`ranked`, then every other turn in conversation order."""
    if ranking == "ranker" and _SHARED.get() is None:
        yield from TurnRanker(store, config).order(conv.id, question, conv.speakers, boost)
        return
    top = ranked(store, conv, question, ranking, config, boost)
    shown = set(top)
    yield from top
    yield from (seq for seq in range(len(conv.turns)) if seq not in shown)


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
    turns = conv.turns
    extra = {seq: boost for seq in turn_seqs(store, conv.id, boost_ids).values()}
    keep: set[str] = set()
    headers: set[int] = set()
    for seq in order(store, conv, question, ranking, config, extra):
        if seq >= len(turns):  # stored after ``conv`` was loaded
            continue
        turn = turns[seq]
        cost = line_tokens(turn_line(turn))
        if turn.session_idx not in headers:
            cost += line_tokens(session_header(conv.session(turn.session_idx)))
        if cost > room:
            if room < MIN_ROOM:
                break
            continue
        room -= cost
        keep.add(turn.id)
        headers.add(turn.session_idx)
    return keep
