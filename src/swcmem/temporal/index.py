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
from collections.abc import Collection, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import date

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
)
from swcmem.store.conversations import unknown_conversation
from swcmem.store.db import Store
from swcmem.store.search import search_stats
from swcmem.temporal.answers import WhenAnswer, between, merged, middle, with_length
from swcmem.temporal.extract import BACKEND, turn_anchors
from swcmem.temporal.question import Question, parse_question
from swcmem.temporal.rank import Encode, Scored, Weights, candidates, score
from swcmem.temporal.render import render
from swcmem.temporal.vectors import EventVectors, default_vectors
from swcmem.temporal.weights import DENSE, LEXICAL

# The extractor's rule version: bump it whenever extraction changes the anchors it writes;
# stores whose anchors carry a lower one are reported stale (see swcmem.temporal.reindex).
# 2: local calendar, any year, generic kinds (issue 13).
# 3: chat spellings, numeric dates, holidays, "N Saturdays ago", modal direction.
# 4: "two weekends later" (outside a past narration), "a week from Saturday", a season naming
#    a kind of thing ("summer breeze", "winter coat") is generic.
# 5: "the fourth quarter of last year", "last quarter" in economic news, timetable "ends",
#    "closes", "mature(s)"; "the notes" is not a report; "the year-earlier quarter";
#    "over the past year" is a length up to now; "returned to 1987 levels"; "the next day",
#    "that evening", "three days later" count from the previous date of the text; Christmas,
#    Easter, Thanksgiving and other holidays by our rules too ("before Christmas"); "the
#    week of March 19"; a bare month after a named past year is in that year ("In 1989 ...
#    On Nov. 9, ..."), "that year" and "the following year" count from the date before;
#    "earlier in the year"; "in 1990 and 1991" is two years; "split" is past; "the 3rd of
#    next month", "the last Saturday of June", "Sat morning", "last nite"; a tense marker
#    after a clause break no longer outweighs one before the expression; no sentence ends at
#    "a.m." or "Dr."; "adjourned until Monday", "slipped to mid-July" point ahead; "hit" is past;
#    "that summer" after a year; no week or day counted from a bare year; "Easter Island".
# 6: "the 31st" in the nearest month that has it; "half a year ago", "a year and a half ago",
#    "for two and a half years"; "Monday after next" without "the"; "the month after next";
#    "the new year" is a year; "the last few days of December"; "a year from today"; "sales
#    for the year", "the best day of the year" are the reference's year; "the Christmas before
#    last", "two Christmases ago"; "five years ago this June".
# 7: "a Monday", "on a Tuesday in early May", "a weekend class" are generic (which one is not
#    said); "a week ago yesterday", "a year ago today", "a week on Friday", "a week tomorrow";
#    "tues", "thurs", "weds", "fri" alone; "xmas", "NYE", "vday"; "a year ago this week";
#    "summer camp in 2019" (a season or bare month takes the year named after it); "in the
#    summer hopefully" is dated; a clock time told in the past is the last one, not
#    tomorrow's, and dropped beside a day ("on NYE at midnight"); "ran it in 2:59" is no clock.
#    A year-less month range is the one nearest the reference ("covers January to May", said
#    in July); "58 years ago this summer"; "was sold two years later" alone dates nothing.
#    "that weekend" and a bare "the day after" count from the date before; "the weekend after
#    my 30th birthday" is an undated offset.
#    "I've got an appointment Friday" is not past.
#    "fourth-quarter results will be released Jan. 24" is the nearest fourth quarter.
# 8: general references are anchors with no dates: "now", "currently", "these days" (the
#    present), "recently", "the former", "in recent weeks", "years ago" (the past), "soon",
#    "in the future", "in the coming days" (the future; not "soon" in a clause told in the
#    past); "the most recent quarter"; "later
#    in the day", "earlier in the month" within the date told before (else the reference's);
#    "the week after" with no date before it dates nothing; "this time last year" is a day;
#    "late last summer"; "moved in a fortnight ago" is past; "the prior year" alone.
# 9: a present "is"/"are" points ahead ("the festival is in July"); "I'll have it done by
#    Friday" is no past; "this/last/next decade" is a calendar decade (it was one year);
#    "midyear", "yearend" (by tense); "the turn of the century"; "a week ago Monday"; "the
#    days ahead"; "earlier this fall", "later this winter"; Veterans Day, Election Day, Black
#    Friday, Cyber Monday, MLK Day, Presidents' Day, St. Patrick's Day, Juneteenth, Boxing
#    Day, April Fools' Day, Mardi Gras, Ash Wednesday, Palm Sunday and others; "takes effect
#    Jan. 1" points ahead; "the following weekend" counts from the date before; "my last day
#    at work" is no date (it was yesterday); "exactly a month ago" is a day. A count may be
#    a range ("2-3 weeks ago", "two or three", "a week or two"); "48 hrs ago"; "Saturday the
#    9th"; "3/15 at 2" keeps its date; "the day b4 yesterday"; "on valentines"; "due the 1st",
#    "the 29th works for me". "The prior quarter"; "the previous quarter" after a quarter
#    named is the one before it; "until spring", "by fall" are dated (ahead when untold).
#    "Monday week", "Saturday fortnight", "tomorrow week"; "May Day"; "Christmas Eve we're
#    at my nan's" points ahead (a present "we're"/"I'm" right after the expression).
#    Our rules read what only Duckling read ("the week of the 17th", "since Easter", "in
#    dec", "mid-march", "in Jan", "10/12/95", "due 4/1", "for the nine months"); "1/2 cup",
#    "1/3 of my pay" are fractions, not dates; "could last until" is no past.
#    "Father's Day weekend"; "three Octobers ago"; "a year ago next week"; "the first (15th,
#    last) of the month" follows the tense.
#    "has hurt for a few days" runs up to now (irregular participles); "she's been sober 100
#    days" (a word between "been" and the length).
#    "During the decade" is the reference's decade; "Black Monday" is 19 October 1987.
#    "The other night", "all weekend", "two Tuesdays from now", "I'll call you in an hour";
#    "a while back" (PAST_REF), "any day now" (FUTURE_REF).
#    "The end of the decade" (of the calendar decade).
#    "2024/03/15"; "every year on March 20" is generic (a yearly habit names no year).
#    "The current (fiscal) year", "last fiscal year", "the latest week"; "rose 50 cents for
#    the day", "fell 2% on the day", "done for the day" are the reference's day.
#    From the date told before: "the year after" (it was the year before), "the Tuesday
#    after", "the summer after (before)", "a week after." (nothing after it), "the end of
#    that week", "late that year", "the day after that", "the following Friday (spring)", "a
#    few days later" (a range); "Valentine's Day last year"; "every January" is generic.
#    "A week before that", "the weekend after".
#    "Figures for February will be released Thursday": February is the month measured.
#    "The year-ago first quarter"; "a decade earlier (later)"; "since 7th grade" is no day.
#    "All week", "all month"; "the end of the summer".
# 10: holidays of other calendars ("Orthodox Easter" computed, "Chinese New Year" from a
#    table, "the Jewish New Year" kept undated: never the Western day their names end in); a
#    holiday "of" a year ("Christmas of 1990"). "Every", "each", "most", "per" make a habit
#    only of time ("most Sundays"; not "most analysts said Friday", "50 cents per share");
#    four-letter past forms ("died", "sued"); "will cut", "to set" are no past; "later
#    Monday" said on a Monday is that day; "the first half of the year"; "by mid-decade".
#    "Two years after that", "the year (summer) before that the bathroom" count from the date
#    before; "the fall in prices", "the fall of Rome", "steepest fall since" are no season;
#    "the fall campaign" is this fall; "later this year" keeps the year's grain (its value
#    the year); "1H19", "3Q19", "H1", "FY2018"; "a May rate rise"; "month-end"; "the first
#    (trading) day of the year", "the last business day of June"; D-Day, V-E Day, V-J Day;
#    Inauguration Day; "the turn of the century" nearest a year its sentence names; "Case No.
#    04-1234" and all-digit "dates" centuries away are numbers.
#    Chat: counts in words to a hundred ("Fifty years ago today"); "in a decade"; "a cpl days
#    ago"; "can we do the 14th instead", "no later than the 5th", "The 30th." answering a
#    question; a tenseless answer takes its question's tense ("When did you hear back? On
#    Tuesday."); "back in March" is past; "this Thursday" said after it is the coming one;
#    "it's Saturday!"; "three years ago next month"; leap day; "the spring (Christmas)
#    before we married (Mom passed)", "two years before he retired" are undated; "for two
#    years before" is a length; "the 80s were wild", not "temps in the 80s"; "I want it
#    sorted by Christmas" is no past; "the Saturday shift" in a present clause is a routine;
#    a habit word only in the expression's own clause.
#    "The quarter", "the first half" beside business nouns (shipments, demand, plant);
#    "will recover by the end of the quarter" is the current one; "this fall's lineup" is this
#    year's fall whatever the verb; "next fall's" tells no future; "summer season"; a Friday
#    holiday's weekend runs Friday to Sunday, a Wednesday's or Thursday's is the one after
#    (TIMEX3: the Saturday's week, -WE); "Christmas week"; "July Fourth". "Balanced-budget"
#    is no past; "could", "can", "must" point ahead; "snow could fall Wednesday" is no
#    season; "this (last, next) century"; "two years later", "a decade later" are that year
#    (not the earlier date's month or day; "a year earlier" keeps its shape); "fingers
#    crossed" is no past; a habit stops at ";".
EXTRACTOR_VERSION = 10
EXTRACTOR = f"{BACKEND.split(' ')[0]}/{EXTRACTOR_VERSION}"

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
    anchors = conversation_anchors(conv, indexed_turn_ids(store, conv.id))
    if not anchors:
        return 0
    return insert_anchors(store, conv.id, anchors, EXTRACTOR)


def conversation_anchors(conv: Conversation, skip: Collection[str] = ()) -> list[Anchor]:
    """The anchors of every turn of ``conv`` (but those in ``skip``), as the running
    extractor finds them: each turn sees the turn before it (an answer takes its question)."""
    return [
        a
        for session in conv.sessions
        for i, t in enumerate(session.turns)
        if t.id not in skip
        for a in turn_anchors(t, session.turns[i - 1] if i else None)
    ]


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
