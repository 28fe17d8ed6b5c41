"""The lossless temporal index: anchors of every turn stored beside the turns, built at ingest
(incrementally: only turns not yet indexed), never rewritten by any compression, and queried
by date range (:meth:`TemporalIndex.between`) or by question (:meth:`TemporalIndex.ask` and
:meth:`TemporalIndex.when`).

A question is read (:mod:`swcmem.temporal.question`), candidate anchors are scored
(:mod:`swcmem.temporal.rank`) and turned into answers (:mod:`swcmem.temporal.answers`). When
the best answer's confidence is below the calibrated threshold the index abstains: no answer,
and the best candidates are returned apart as evidence. Each anchor row records the extractor
that wrote it (:data:`EXTRACTOR`); :mod:`swcmem.temporal.reindex` rebuilds older ones.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import date
from functools import partial

from swcmem.errors import InputError
from swcmem.model import Anchor, Conversation
from swcmem.search.embed import Matrix, minilm_available
from swcmem.store.anchors import (
    anchors_between,
    conversation_speakers,
    indexed_turn_ids,
    insert_anchors,
    latest_turn_at,
    load_anchors,
    told_days,
)
from swcmem.store.conversations import unknown_conversation
from swcmem.store.db import Store
from swcmem.store.search import search_stats
from swcmem.temporal.answers import WhenAnswer, between, merged, middle, with_length
from swcmem.temporal.extract import turn_anchors
from swcmem.temporal.offsets import ToldDays
from swcmem.temporal.question import Question, parse_question
from swcmem.temporal.rank import Encode, Scored, Weights, candidates, score
from swcmem.temporal.render import render
from swcmem.temporal.vectors import EventVectors, default_vectors
from swcmem.temporal.version import EXTRACTOR, EXTRACTOR_VERSION
from swcmem.temporal.weights import DENSE, LEXICAL

# Longer conversations are ranked lexically: their MiniLM vectors (every turn and event
# sentence, 384 floats each) would take minutes to make on the first question and hundreds of
# MB to hold — at 100,000 turns, about 150,000 texts and 230 MB (issue 14).
DENSE_MAX_TURNS = 10_000
# Answers per event a "before"/"after" length question pairs (those in the wrong order drop out).
PAIR_POOL = 6

_ENCODER: list[ThreadPoolExecutor] = []
_ENCODER_LOCK = threading.Lock()


def _in_order(first: WhenAnswer, second: WhenAnswer) -> bool:
    """The first event's answer is not after the second's ("How long did she train before
    the race?": a race before the training is no answer)."""
    assert first.start and first.end and second.start and second.end
    return middle(first.start, first.end) <= middle(second.start, second.end)


def _row(pending: Future[Matrix], i: int) -> Encode:
    """Waits for ``pending`` and gives its ``i``-th row."""
    return lambda: pending.result()[i]


def _encoder() -> ThreadPoolExecutor:
    """The process's worker threads for question encodings (made on first use)."""
    with _ENCODER_LOCK:
        if not _ENCODER:
            _ENCODER.append(ThreadPoolExecutor(max_workers=4, thread_name_prefix="swcmem-when"))
        return _ENCODER[0]


__all__ = [
    "EXTRACTOR",
    "EXTRACTOR_VERSION",
    "TemporalIndex",
    "WhenAnswer",
    "WhenResult",
    "conversation_anchors",
    "index_conversation",
    "render",
]


@dataclass(frozen=True, slots=True)
class WhenResult:
    """What :meth:`TemporalIndex.ask` found: the answers (empty when it abstains), the best
    candidates as evidence either way, and why there is no answer."""

    question: str
    kind: str
    answers: tuple[WhenAnswer, ...]
    evidence: tuple[WhenAnswer, ...]
    reason: str = ""

    @property
    def abstained(self) -> bool:
        return not self.answers


def index_conversation(store: Store, conv: Conversation) -> int:
    """Extract and store the anchors of the turns not yet indexed; returns the rows added."""
    indexed = indexed_turn_ids(store, conv.id)
    anchors = conversation_anchors(conv, indexed, partial(told_days, store, conv.id))
    if not anchors:
        return 0
    return insert_anchors(store, conv.id, anchors, EXTRACTOR)


def conversation_anchors(
    conv: Conversation,
    skip: Collection[str] = (),
    stored: Callable[[], Sequence[Anchor]] | None = None,
) -> list[Anchor]:
    """The anchors of every turn of ``conv`` (but those in ``skip``), as the running
    extractor finds them: each turn sees the two turns before it in its session (an answer
    reads its question; an answer to "When?!", the statement the question asks about), and
    an event offset the anchors of the turns before it (``stored``: those of the skipped
    turns, read only if one needs them)."""
    found: list[Anchor] = []
    told = ToldDays(stored)
    for session in conv.sessions:
        for i, t in enumerate(session.turns):
            if t.id not in skip:
                before = session.turns[i - 2] if i > 1 else None
                new = turn_anchors(t, session.turns[i - 1] if i else None, told, before)
                found.extend(new)
                told.add(new)
    return found


class TemporalIndex:
    """Queries over the anchors of the conversations in ``store``; thread-safe (it caches
    conversations' speakers, which never change, and which conversations were last found too
    long for MiniLM, rechecked on every question).

    ``dense`` (default on) matches questions to turns with MiniLM too when the ``onnx`` extra
    is installed, for conversations of up to :data:`DENSE_MAX_TURNS` turns (longer ones are
    ranked lexically, with the lexical weights); the vectors are made on the first question
    about a conversation (a few seconds; :meth:`prepare` makes them ahead). ``weights``
    replaces the fitted scorer."""

    def __init__(self, store: Store, *, dense: bool = True, weights: Weights | None = None) -> None:
        self.store = store
        self.dense = dense and minilm_available()
        self.weights = weights or (DENSE if self.dense else LEXICAL)
        self._given = weights
        self._speakers: dict[str, tuple[str, ...]] = {}
        self._lexical: set[str] = set()  # conversations last found too long for MiniLM
        self._vectors: EventVectors | None = None

    @property
    def vectors(self) -> EventVectors | None:
        """The MiniLM vectors questions are matched with (the model loads on first use), or
        ``None`` without the onnx extra or with ``dense=False``."""
        if self.dense and self._vectors is None:
            self._vectors = default_vectors(self.store)
        return self._vectors

    def _check(self, conversation_id: str) -> tuple[str, ...]:
        """The conversation's speakers; raises :class:`NotFoundError` when it is not stored."""
        if conversation_id in self._speakers:
            return self._speakers[conversation_id]
        speakers = conversation_speakers(self.store, conversation_id)
        if speakers is None:
            raise unknown_conversation(conversation_id)
        self._speakers[conversation_id] = speakers
        return speakers

    def anchors(self, conversation_id: str, turn_ids: Iterable[str] | None = None) -> list[Anchor]:
        """All anchors (explicit and implicit) of a conversation or of some turns, in order."""
        self._check(conversation_id)
        return load_anchors(self.store, conversation_id, turn_ids)

    def between(self, conversation_id: str, start: date, end: date) -> list[Anchor]:
        """Explicit resolved anchors whose interval overlaps [start, end], by date."""
        if end < start:
            raise InputError(f"empty date range: {start} is after {end}", hint="swap the dates")
        self._check(conversation_id)
        return anchors_between(self.store, conversation_id, start, end)

    def prepare(self, conversation_id: str) -> int:
        """Make the MiniLM vectors a conversation lacks now (else the first question does);
        returns how many texts were embedded (0 without the onnx extra)."""
        self._check(conversation_id)
        if not self._dense_for(conversation_id) or self.vectors is None:
            return 0
        return self.vectors.ensure(conversation_id)

    def _dense_for(self, conversation_id: str) -> bool:
        """True when questions about this conversation are matched with MiniLM too. A
        conversation found too long is remembered: its questions are not encoded ahead."""
        if not self.dense:
            return False
        stats = search_stats(self.store, conversation_id)
        dense = stats is None or stats.docs <= DENSE_MAX_TURNS
        if dense:
            self._lexical.discard(conversation_id)
        else:
            self._lexical.add(conversation_id)
        return dense

    def _weights_for(self, conversation_id: str) -> Weights:
        """The scorer for a conversation: the given one, else the fitted dense or lexical."""
        if self._given is not None:
            return self._given
        return DENSE if self._dense_for(conversation_id) else LEXICAL

    def when(self, conversation_id: str, question: str, k: int = 3) -> list[WhenAnswer]:
        """The ``k`` best dated answers to a when-question, best first; empty when no answer
        is likely enough (see :meth:`ask` for the evidence)."""
        return list(self.ask(conversation_id, question, k).answers)

    def ask(self, conversation_id: str, question: str, k: int = 3) -> WhenResult:
        """Answers to a when-question (or none: it abstains) and the best evidence."""
        if k < 1:
            raise InputError(f"k must be at least 1 (got {k})")
        speakers = self._check(conversation_id)
        q = parse_question(question, speakers)
        weights = self._weights_for(conversation_id)
        if q.kind == "between" and q.parts is not None:
            return self._between(conversation_id, q, speakers, k, weights)
        found = merged(self._scored(conversation_id, q, speakers, weights), q.grain, k)
        if q.kind in ("ago", "since"):
            latest = latest_turn_at(self.store, conversation_id)
            now = q.as_of or (latest.date() if latest else None)
            found = [with_length(a, now, q.kind) for a in found]
        return self._decide(q, found, weights)

    def _scored(
        self,
        conversation_id: str,
        q: Question,
        speakers: tuple[str, ...],
        weights: Weights,
        encoded: Encode | None = None,
    ) -> list[Scored]:
        """Candidates scored; the question's MiniLM vector is computed on a worker thread,
        started before the conversation's vectors and search index are read, while BM25 and
        the word features are computed (the model releases the GIL), and waited for after.
        ``encoded`` gives a vector already started (both events of a "between" question are
        encoded in one run)."""
        if not q.terms:
            return self._lexical_scored(conversation_id, q, speakers, weights)
        pending = None
        if encoded is None:
            pending = self._encode_ahead(conversation_id, [q.event])
            if pending is None:
                return self._lexical_scored(conversation_id, q, speakers, weights)
            encoded = _row(pending, 0)
        model = self.vectors
        assert model is not None  # dense: _encode_ahead started it
        try:
            vectors = model.conversation(conversation_id)
            found = candidates(self.store, conversation_id, q, weights, speakers, vectors, encoded)
        finally:
            if pending is not None:
                pending.cancel()
        return score(found, weights)

    def _encode_ahead(self, conversation_id: str, texts: list[str]) -> Future[Matrix] | None:
        """The texts' MiniLM vectors, started on a worker thread; ``None`` when the
        conversation is ranked lexically. Encodes first, unless the model is not loaded yet or
        the conversation was found too long: then decides first (a long one never loads the
        model)."""
        if not self.dense:
            return None
        decided = self._vectors is None or conversation_id in self._lexical
        if decided and not self._dense_for(conversation_id):
            return None
        model = self.vectors
        assert model is not None  # dense
        pending = _encoder().submit(model.encode_all, texts)
        if not decided and not self._dense_for(conversation_id):
            pending.cancel()
            return None
        return pending

    def _lexical_scored(
        self, conversation_id: str, q: Question, speakers: tuple[str, ...], weights: Weights
    ) -> list[Scored]:
        return score(candidates(self.store, conversation_id, q, weights, speakers), weights)

    def _decide(self, q: Question, found: list[WhenAnswer], weights: Weights) -> WhenResult:
        evidence = tuple(found)
        if not found:
            return WhenResult(q.text, q.kind, (), (), "no turn matches the question's event")
        if q.kind == "length":
            reason = "a length the index cannot count (only to now, or between two events)"
            return WhenResult(q.text, q.kind, (), evidence, reason)
        best = found[0].score
        if best < weights.threshold:
            reason = f"no answer confident enough ({best:.2f} < {weights.threshold:.2f})"
            return WhenResult(q.text, q.kind, (), evidence, reason)
        return WhenResult(q.text, q.kind, evidence, evidence)

    def _between(
        self,
        conversation_id: str,
        q: Question,
        speakers: tuple[str, ...],
        k: int,
        weights: Weights,
    ) -> WhenResult:
        assert q.parts is not None
        pool = max(k, PAIR_POOL) if q.ordered else k
        pending = self._encode_ahead(conversation_id, [p.event for p in q.parts])
        try:
            firsts = [
                merged(
                    self._scored(
                        conversation_id, p, speakers, weights, _row(pending, i) if pending else None
                    ),
                    p.grain,
                    pool,
                )
                for i, p in enumerate(q.parts)
            ]
        finally:
            if pending is not None:
                pending.cancel()
        if not firsts[0] or not firsts[1]:
            return WhenResult(
                q.text,
                q.kind,
                (),
                tuple(a for f in firsts for a in f[:1]),
                "one of the two events was not found",
            )
        pairs = [
            between(a, b)
            for a in firsts[0]
            for b in firsts[1]
            if (a.start, a.end) != (b.start, b.end)  # one event's date twice is no length
            and (not q.ordered or _in_order(a, b))
        ]
        pairs = sorted(pairs, key=lambda p: p.score, reverse=True)[:k]
        return self._decide(replace(q, kind="between"), pairs, weights)
