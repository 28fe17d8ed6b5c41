"""Find every temporal expression of a turn and resolve it against the turn's own time.

Pipeline per turn: the cue prefilter keeps only sentences that could hold a date; on each,
our rules (:mod:`swcmem.temporal.rules`) propose spans, and Duckling (:mod:`swcmem.temporal.duck`,
when its wheel exists) too where a second, narrower cue says it could add something (holidays,
clock times, numbers with units, month names); overlapping spans are merged with our rules
winning (they carry the corrections); compounds are joined over the whole text
(:mod:`swcmem.temporal.compose`); each kept span becomes an :class:`~swcmem.model.Anchor` with
the sentence it modifies as its event text.

The reference is read in the speaker's own calendar: an aware datetime keeps its own UTC offset
(22:00 −05:00 on 14 March is 14 March, a Thursday, whatever the date in UTC) and a naive one is
taken as local wall-clock time. Nothing here converts it to UTC. Its offset also tells how a
year-less numeric date is written when the text does not: east of UTC (but +08:00 and +09:00)
day first (:data:`swcmem.temporal.numeric.WRITER_DAY_FIRST`); without Duckling, the bare
"3/14" it would read is read by our numeric rule.

With no reference time, relative expressions stay ``unresolved`` (start/end ``None``): we never
resolve against today's clock. Fully specified dates ("7 May 2023") still resolve. Generic
expressions ("every Monday"), durations the text does not anchor ("for ten years") and general
references to the present, past or future ("now", "recently", "soon") carry no dates.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial

from swcmem.model import REFERENCE_GRAINS, Anchor, Grain, Turn
from swcmem.temporal import duck
from swcmem.temporal.ages import told_ages
from swcmem.temporal.antecedents import direction_in_sentence
from swcmem.temporal.arrangements import MONTH_WORD
from swcmem.temporal.carried import (
    asked_on_a_date,
    carried_anchor,
    carried_source,
    how_it_went,
    may_tease,
    teased,
    told_in_past,
)
from swcmem.temporal.compose import compose
from swcmem.temporal.cues import (
    ARRANGED,
    bare_when,
    duckling_cue,
    has_cue,
    last_question,
    sentence_spans,
)
from swcmem.temporal.direction import direction_at, tense_of
from swcmem.temporal.durations import is_length_back
from swcmem.temporal.holidays import things_dated_otherwise
from swcmem.temporal.numeric import WRITER_DAY_FIRST, bare_slash_spans, day_first_zone
from swcmem.temporal.offsets import ToldDays, after_told_day, event_offset, is_event_offset
from swcmem.temporal.patterns import WEEKDAY_FULL
from swcmem.temporal.refs import with_references
from swcmem.temporal.rules import rule_spans
from swcmem.temporal.shown import answered_date, shown_and_asked
from swcmem.temporal.span import Span, non_overlapping
from swcmem.text import content_words

BACKEND = "duckling+rules" if duck.AVAILABLE else "rules (Duckling not installed)"
MAX_EVENT_CHARS = 280


def extract_anchors(
    text: str,
    reference: datetime | None,
    *,
    turn_id: str = "",
    speaker: str = "",
    use_duckling: bool = True,
    asked: str = "",
) -> list[Anchor]:
    """Anchors of the explicit temporal expressions in ``text``, in text order, with the
    general references to the present, past or future that none of them covers
    (:mod:`swcmem.temporal.refs`). ``asked``: the question ``text`` answers (the turn before
    it), which gives a tenseless first sentence its tense ("On Tuesday." after "When did you
    hear back?" is the last Tuesday)."""
    if not text:
        return []
    zone = WRITER_DAY_FIRST.set(day_first_zone(reference.utcoffset() if reference else None))
    try:
        found = (
            find_spans(text, reference, use_duckling=use_duckling, asked=asked)
            if has_cue(text)
            else []
        )
    finally:
        WRITER_DAY_FIRST.reset(zone)
    spans = with_references(text, found)
    return [_anchor(text, s, reference, turn_id, speaker) for s in spans]


def find_spans(
    text: str, ref: datetime | None, *, use_duckling: bool = True, asked: str = ""
) -> list[Span]:
    """Merged rule + Duckling spans over the cue sentences of ``text``, compounds joined;
    ``ref`` is read in its own local calendar (see the module doc). A sentence without a
    tense of its own that answers a question ("When did you hear back?" "On Tuesday.") is
    read with it, for its tense: the sentence before it, or ``asked`` for the first one."""
    found: list[Span] = []
    sentences = sentence_spans(text)
    dateline = m.group() if (m := _DATELINE.match(text)) else ""  # where the story is written
    for i, (start, end) in enumerate(sentences):
        sentence = text[start:end]
        if not has_cue(sentence):
            continue
        lead = (dateline if i else "") + _lead(text, sentences, i, asked)
        spans = _sentence_spans(lead + sentence, ref, start - len(lead), use_duckling)
        found.extend(
            s
            for s in spans
            if s.start >= start and not _final(text, s) and not is_length_back(text, s.start, s.end)
        )
    day = ref.date() if ref is not None else None
    composed = things_dated_otherwise(text, told_ages(text, compose(text, found, day), asked))
    return _next_morning(text, _small_hours(text, composed, ref), ref)


def _lead(text: str, sentences: list[tuple[int, int]], i: int, asked: str) -> str:
    """What sentence ``i`` of ``text`` is read after, for its tense: the question it answers
    (:func:`_tense_lead`), else, for a fragment with no verb told among past news ("I PASSED.
    Friday.", "First snow Tuesday. Moose went crazy"), the nearest statement with a tense when
    that one is a simple past (or, when none has a tense, the question the turn answers: "How
    did the show go?" "Second place! On Saturday!"); "" otherwise."""
    sentence = text[slice(*sentences[i])]
    question = _question_for(text, sentences, i, asked)
    lead = _tense_lead(sentence, question)
    answers = question is asked and question.rstrip().rstrip("!").endswith("?")
    if (
        not lead
        and i
        and _SET_DATE.search(text, *sentences[i - 1])
        and tense_of(sentence) == "none"
    ):
        return _TOLD_AHEAD  # "DATE IS SET. October 20th, her church": the date fixed, ahead
    if lead or answers or not _fragment(sentence):
        return lead  # "When's the wedding?" "The 21st of August.": what is asked, ahead
    told = _told_tense(text, [*reversed(sentences[:i]), *sentences[i + 1 :]]) or asked or None
    if told is None or tense_of(told) != "past" or _NOT_NEWS.search(told) or ARRANGED.search(told):
        return ""  # "It's booked. From the 11th to the 18th of May.", "my surgery date came
        # through. The 13th of January.": the date of what was arranged
    return _TOLD_PAST


_TOLD_PAST = "It happened. "  # what a fragment among past news is read after: its tense alone
_TOLD_AHEAD = "It will happen. "  # what a date told after its booking is read after
# a sentence that books or fixes a date: "DATE IS SET.", "And the venue's booked!"
_SET_DATE = re.compile(
    r"\b(?:booked|rebooked|reserved|scheduled)\b(?![^.!?]*\b(?:last|ago|yesterday)\b)"
    r"|\bdate\s+(?:is|['’]s)\s+(?:finally\s+|now\s+)?set\b",
    re.IGNORECASE,
)


def _fragment(sentence: str) -> bool:
    """A sentence without a verb of its own that names a weekday and no month, the weekday
    first or in few words ("Friday.", "Thursday night, just before midnight.", "First snow
    Tuesday."), or only a day of the month ("On the 8th."); not "26th of April, same
    centre" (a date given, most often one ahead), "Phoenix holds a parade Wednesday" (a verb
    no marker tells), a present ("The final is on the 21st", "units get fitted in early
    June") or a start ("from August")."""
    if _DAY_ALONE.fullmatch(sentence):
        return True  # "the edit letter came. On the 8th": a day of the month and nothing else
    if not _WEEKDAY_IN.search(sentence) or MONTH_WORD.search(sentence):
        return False
    if _PRESENT_VERB.search(sentence) or _OPEN.search(sentence) or tense_of(sentence) != "none":
        return False
    if _DAY_FIRST.match(sentence):
        return True
    words = sentence.split()  # a short one with no "-s" word after its first (a verb: "The
    # trial resumes Thursday") and no label ("Probation review: mid-December"); a longer one
    # only with the day after a comma ("First batch ever, on Wednesday.")
    longest = _FRAGMENT_WORDS if _DAY_LAST.search(sentence) else 4
    return (
        len(words) <= longest
        and not any(w.endswith("s") for w in words[1:])
        and ": " not in sentence
    )


_DAY_ALONE = re.compile(r"\W*(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)\W*", re.IGNORECASE)
_PRESENT_VERB = re.compile(
    r"\b(?:is|are|am|isn['’]t|aren['’]t)\b|\w['’](?:s|re|m)\b"
    r"|\b(?:its|thats)\s+(?:on|at|the|a|an|not|now|still|just|been|gonna|going)\b",  # "its on
    re.I,  # thursday": typed without its apostrophe (never the possessive before these)
)
_OPEN = re.compile(r"\b(?:from|until|till|by|starting|next|this|coming|every)\b", re.I)
_WEEKDAY_IN = re.compile(rf"\b(?:{WEEKDAY_FULL}|weekend)\b", re.IGNORECASE)
_DAY_LAST = re.compile(
    rf",\s*(?:on\s+)?(?:the\s+)?{WEEKDAY_FULL}(?:\s+(?:morning|afternoon|evening|night))?\W*$",
    re.IGNORECASE,
)
_FRAGMENT_WORDS = 7
_DAY_FIRST = re.compile(rf"\W*(?:on\s+)?(?:the\s+)?(?:{WEEKDAY_FULL}|weekend)\b", re.IGNORECASE)
# a date announced ("my surgery date came through", "they've given us dates") or a state
# reaching now ("I've never done one that big"), not a night out ("I went on a date")
_NOT_NEWS = re.compile(
    r"(?<!\bon\sa\s)\bdates?\b(?!\s+(?:with|night))"
    # (not "Wouldn't have missed it": a past; not "I've started in the new job!": an event)
    r"|(?<!\bwould\s)(?<!n['’]t\s)\b(?:have|has)\b|\w['’]ve\b(?!\s+(?:just\s+|finally\s+)?"
    r"(?:started|finished|passed|moved|quit|left|joined|graduated|retired|landed)\b)",
    re.IGNORECASE,
)


def _told_tense(text: str, order: list[tuple[int, int]]) -> str | None:
    """The first statement in ``order`` (the sentences before, nearest first, then those
    after) with a tense of its own, questions passed over; None when none has one."""
    for span in order:
        other = text[slice(*span)]
        if other.rstrip().endswith("?"):
            continue  # "Think ok? Thursday morning, three panels.": the speaker's own aside
        if tense_of(other) != "none":
            return other
    return None


def _question_for(text: str, sentences: list[tuple[int, int]], i: int, asked: str) -> str:
    """What sentence ``i`` of ``text`` is read with, for its tense: the sentence before it,
    past bare replies ("Your test was Tuesday, wasn't it?" "Yep. Tuesday morning, 9am."), or
    ``asked`` (the question the turn answers) before the first one."""
    k = i - 1
    while k >= 0 and _BARE_REPLY.fullmatch(text[slice(*sentences[k])].strip()):
        k -= 1
    return text[slice(*sentences[k])] if k >= 0 else asked


_BARE_REPLY = re.compile(
    r"(?:yes|yep|yeah|yup|yea|no|nope|nah|right|exactly|correct|indeed|sure|ok|okay|aye"
    r"|uh-huh|mm+|ha(?:ha)*|lol|wow|oh|ah|sadly|afraid\s+so|it\s+was|it\s+did)[.!,]*",
    re.IGNORECASE,
)


# "SYDNEY — ", "NEW DELHI, India (Wire) - ": read before each later sentence too, for the
# writer's place (its seasons and how it writes numeric dates); it dates nothing itself
_DATELINE = re.compile(
    r"^\s*(?-i:[A-Z][A-Z.'’ ]{2,30}?)(?:,\s*[A-Z][A-Za-z.]+)?\s*(?:\([^)]{1,20}\)\s*)?(?:—|–|--|-)\s"
)
_PART_OF_TODAY = re.compile(r"(?:this\s+(?:afternoon|evening)|tonight)$", re.IGNORECASE)


def _small_hours(text: str, spans: list[Span], ref: datetime | None) -> list[Span]:
    """Written after midnight and before five, "this afternoon" or "tonight" told in the past
    ("Sorry for the 1am text ... Jake broke his wrist sledding this afternoon") is the day
    before the one the clock shows."""
    if ref is None or ref.hour >= 5:
        return spans
    day = ref.date() - timedelta(days=1)
    return [
        replace(s, interval=(day, day))
        if s.interval
        and s.grain == "day"
        and s.interval[0] == ref.date()
        and _PART_OF_TODAY.search(s.surface)
        and direction_in_sentence(text, s) == "past"
        else s
        for s in spans
    ]


_IN_THE_MORNING = re.compile(r"\b(?:first\s+thing\s+)?in\s+the\s+morning\b", re.IGNORECASE)


def _next_morning(text: str, spans: list[Span], ref: datetime | None) -> list[Span]:
    """ "in the morning" in a clause told ahead is the next morning the clock shows: the day
    after when written from 5 p.m. ("going to the doctor in the morning" at 23:30), the same
    day when written before 5 a.m. ("egg hunt in the morning so I need sleep" at 00:10); said
    in between, which morning is not known (no anchor)."""
    if ref is None or 5 <= ref.hour < 17:
        return spans
    day = ref.date() + timedelta(days=1 if ref.hour >= 17 else 0)
    added = [
        Span(m.start(), m.end(), m.group(), (day, day), "day", 0.7, "rule:in_the_morning")
        for m in _IN_THE_MORNING.finditer(text)
        if not any(s.start < m.end() and m.start() < s.end for s in spans)
        and direction_at(text, m.start(), m.end()) == "future"
    ]
    return sorted([*spans, *added], key=lambda s: s.start) if added else spans


def _sentence_spans(
    sentence: str, ref: datetime | None, offset: int, use_duckling: bool
) -> list[Span]:
    day = ref.date() if ref is not None else None
    spans = rule_spans(sentence, day, offset=offset)
    if use_duckling and duck.AVAILABLE:
        if duckling_cue(sentence):
            spans += [s.shifted(offset) for s in duck.duckling_spans(sentence, ref)]
    elif "/" in sentence:  # what Duckling alone would read: "the appt is 3/15 at 2"
        tense_at = partial(direction_at, sentence)
        spans += [s.shifted(offset) for s in bare_slash_spans(sentence, day, tense_at)]
    return non_overlapping(spans)


_PRESENT_SUBJECT = re.compile(
    r"\s*(?:it|that|this|they|we|she|he)(?:['’](?:s|re)|\s+(?:is|are))\b"
    # a question of its own, its mark left out ("also is brunch on the 2nd still happening")
    r"|\s*(?:(?:also|and|so|but|oh|ok|okay)\s+)?(?:is|are|will|can|could|should|shall)\s",
    re.IGNORECASE,
)


def _tense_lead(sentence: str, question: str) -> str:
    """The question a tenseless answer is read with ("When did you hear back? On Tuesday."):
    its text and a space, or "" when the sentence has a tense or the question has none."""
    question = question.strip()
    if not question.rstrip("!").endswith("?") or sentence.rstrip().endswith("?"):
        return ""  # "How about Wednesday at 4?" answers with a question: its own reading
    if _PRESENT_SUBJECT.match(sentence):
        return ""  # "Did I tell you when the final is? It's on the 5th!": a present of its own
    if tense_of(sentence) != "none" or tense_of(question) == "none":
        return ""
    if _HOW_LONG.search(question) and _COUNT_TO_A_DAY.search(sentence):
        return ""  # "How long have you been there?" "Six years in June.": up to a day ahead
    if _BOOKING.search(question):
        return "When is it? "  # "Did you book the vet?" "Thurs afternoon": what was booked
    return question + " "


# a question about a length: "How long have you been there?", "going out what, four years?"
_HOW_LONG = re.compile(r"\bhow\s+long\b|\b\w+\s+(?:years?|months?)\s*\?", re.IGNORECASE)
_COUNT_TO_A_DAY = re.compile(r"\b(?:years?|months?)\s+(?:in|this|on|come)\b", re.IGNORECASE)
# a question about a booking asks when the thing booked is: ahead
_BOOKING = re.compile(
    r"\b(?:book|booked|reserve|reserved|schedule|scheduled|confirm|confirmed"
    r"|make\s+an?\s+appointment)\b",
    re.I,
)


# "my last day at work", "his last week at the firm", "the last day": the final one, not the
# one before now ("the last week" alone stays the past week; "her" is also an object: "I saw
# her last week")
_OWNER_BEFORE = re.compile(r"\b(?:my|his|our|their|your|its)\s+$|\bthe\s+$", re.I)
_LAST_UNIT = re.compile(r"last\s+(?P<unit>day|night|week|weekend|month|year)\b", re.I)
_FINAL_AFTER = re.compile(r"\s+(?:is|will\s+be|b4|before)\b|['’]s\b", re.I)


def _final(text: str, span: Span) -> bool:
    m = _LAST_UNIT.match(text, span.start)
    if m is not None and m["unit"].lower() == "day" and _FINAL_AFTER.match(text, m.end()):
        return True  # "Last day is the 31st", "last day b4 the break": the final one
    before = _OWNER_BEFORE.search(text, max(0, span.start - 8), span.start)
    if m is None or before is None:
        return False
    return not before.group().lower().startswith("the") or m["unit"].lower() in ("day", "night")


def _grain(span: Span) -> Grain:
    """A span's grain on its anchor: kept when it has dates, is generic, a duration, or a
    named year we could not place; otherwise ``unresolved``."""
    if span.interval or span.generic or span.grain == "duration":
        return span.grain
    return "unresolved" if span.grain in ("unresolved", "time") else span.grain


def _anchor(text: str, span: Span, ref: datetime | None, turn_id: str, speaker: str) -> Anchor:
    start, end = span.interval if span.interval else (None, None)
    return Anchor(
        turn_id=turn_id,
        surface=span.surface,
        char_start=span.start,
        char_end=span.end,
        start=start,
        end=end,
        grain=_grain(span),
        reference_at=ref,
        event_text=event_text(text, span.start, span.end),
        speaker=speaker,
        confidence=span.confidence,
        duration_days=span.duration_days,
        generic=span.generic,
    )


def event_text(text: str, start: int, end: int) -> str:
    """The sentence that holds ``text[start:end]``, cut to a window around it when long."""
    for a, b in sentence_spans(text):
        if a <= start < b:
            sentence = text[a:b]
            if len(sentence) <= MAX_EVENT_CHARS:
                return sentence.strip()
            mid = (start + end) // 2 - a
            lo = max(0, mid - MAX_EVENT_CHARS // 2)
            return sentence[lo : lo + MAX_EVENT_CHARS].strip()
    return text[max(0, start - 100) : end + 100].strip()


def implicit_anchor(turn: Turn) -> Anchor:
    """The "mentioned on <session date>" anchor of a turn with no explicit expression."""
    day = turn.at.date() if turn.at else None
    return Anchor(
        turn_id=turn.id,
        surface="",
        char_start=0,
        char_end=0,
        start=day,
        end=day,
        grain="day" if day else "unresolved",
        reference_at=turn.at,
        event_text=turn.text.strip()[:MAX_EVENT_CHARS],
        speaker=turn.speaker,
        confidence=0.3,
        implicit=True,
    )


def turn_anchors(
    turn: Turn,
    previous: Turn | None = None,
    told: ToldDays | None = None,
    earlier: Turn | None = None,
) -> list[Anchor]:
    """Explicit anchors of a turn, and its implicit one when none of them dates an event
    (none, or only generic ones and undated lengths). An answer too short to
    name its event ("Yesterday evening.") takes the question it answers (``previous``, when it
    asks something) into its event text: "Tom: When did you hear back? Priya: Yesterday evening."
    A question that names nothing ("When?!") asks about the statement before it, in
    ``earlier`` (the turn before ``previous``) or in its own turn: "Tom proposed!" "When?!"
    "Saturday night!" is the Saturday before, told of the proposal.
    "Two days after the wedding" is dated from the turn before when it tells the wedding's
    date, else from the days the conversation's earlier turns told (``told``, read only
    then).
    """
    asked = last_question(previous.text) if previous is not None else ""
    said = f"{previous.speaker}: {asked}" if previous is not None and asked else ""
    if previous is not None and asked and bare_when(asked):
        said, asked = _asked_about(previous, asked, earlier)
    found = extract_anchors(turn.text, turn.at, turn_id=turn.id, speaker=turn.speaker, asked=asked)
    if previous is not None:
        found = [_with_question(a, previous, said) for a in found]
        found = _events_told_before(found, previous)
    if told is not None:
        found = after_told_day(
            _events_told_earlier(found, told), turn.text, implicit_anchor(turn), told
        )
    dated = [a for a in found if _dates_an_event(a)]
    if not dated:
        return [*found, _carried(turn, previous, earlier) or implicit_anchor(turn)]
    return [
        *_own_anchors(turn, previous, earlier, found, dated),
        *_shown(turn, previous, earlier, dated),
    ]


def _own_anchors(
    turn: Turn,
    previous: Turn | None,
    earlier: Turn | None,
    found: list[Anchor],
    dated: list[Anchor],
) -> list[Anchor]:
    """A turn's anchors when some date an event (``dated``): they, and its implicit or
    carried one for the sentences they leave undated."""
    rest = _undated_sentences(turn.text, dated)
    ahead = turn.at is not None and all(a.start and a.start > turn.at.date() for a in dated)
    first = next(iter(sentence_spans(turn.text)), (0, 0))[1]  # news told first, its dates
    # after: "I did the audition! I was shaking. And Graham rang this morning..."
    told_first = all(a.char_start >= first for a in dated)
    carried = _carried(turn, previous, earlier, teaser_only=True) if ahead or told_first else None
    if carried is None and len(content_words(rest)) < 4:
        return found
    return [*found, replace(carried or implicit_anchor(turn), event_text=rest[:MAX_EVENT_CHARS])]


def _carried(
    turn: Turn, previous: Turn | None, earlier: Turn | None, *, teaser_only: bool = False
) -> Anchor | None:
    """An undated reply to "How did it go?", or news told after a teaser and a prompt for it,
    dated by the turn before the question (:mod:`swcmem.temporal.carried`); the earlier turn
    is read only when the exchange fits. ``teaser_only``: a reply that names dates ahead
    carries only a teaser's."""
    if previous is None:
        return None
    if not teaser_only and previous.speaker != turn.speaker:
        dated = _dated_question(turn, previous)
        if dated is not None:
            return dated
    if earlier is None or not earlier.speaker == turn.speaker != previous.speaker:
        return None  # A: told, B: asked, A: reply
    thing = None if teaser_only else how_it_went(previous.text)
    if thing is None and not may_tease(earlier.text, previous.text, turn.text):
        return None  # most exchanges: the first turn is not read
    told = [a for a in extract_anchors(earlier.text, earlier.at) if _dates_an_event(a)]
    news = thing is None and teased(earlier.text, previous.text, told, turn.text)
    if news:
        thing = ""
    if thing is None or not told_in_past(turn.text, untold=news):
        return None
    source = carried_source(told, thing, turn.at)
    return None if source is None else carried_anchor(implicit_anchor(turn), source)


def _shown(
    turn: Turn, previous: Turn | None, earlier: Turn | None, dated: list[Anchor]
) -> list[Anchor]:
    """The carried anchor of ``earlier`` when it showed or announced something with no date,
    ``previous`` asked about it and ``turn`` answers with its date
    (:mod:`swcmem.temporal.shown`); ``earlier`` is read only when the exchange fits."""
    if (
        previous is None
        or earlier is None
        or not earlier.speaker == turn.speaker != previous.speaker
    ):
        return []
    if not shown_and_asked(earlier.text, last_question(previous.text)):
        return []
    source = answered_date(turn.text, dated, turn.at)
    if source is None or any(_dates_an_event(a) for a in extract_anchors(earlier.text, earlier.at)):
        return []
    return [carried_anchor(implicit_anchor(earlier), source)]


def _dated_question(turn: Turn, previous: Turn) -> Anchor | None:
    """A reply dated by the one past date of the question it answers ("How did it go
    yesterday??", "did you march in the parade on sunday?" "I did.")."""
    question = last_question(previous.text)
    if not question or not asked_on_a_date(question, turn.text):
        return None
    at = previous.text.rfind(question)
    told = [
        a
        for a in extract_anchors(previous.text, previous.at)
        if _dates_an_event(a) and at <= a.char_start < at + len(question)
    ]
    source = carried_source(told, "", turn.at)
    return None if source is None else carried_anchor(implicit_anchor(turn), source)


def _events_told_before(found: list[Anchor], previous: Turn) -> list[Anchor]:
    """Unresolved "two days after the wedding" dated from the turn before, when it tells the
    wedding's date (:func:`swcmem.temporal.offsets.event_offset`); the turn before is read
    only when such an anchor is there."""
    if not any(a.start is None and is_event_offset(a.surface) for a in found):
        return found
    before = extract_anchors(previous.text, previous.at)
    dated = [
        (a.char_start, (a.start, a.end))
        for a in before
        if a.start is not None
        and a.end is not None
        and a.grain in ("day", "week")
        and not a.generic
    ]
    out = []
    for a in found:
        moved = event_offset(a.surface, previous.text, dated) if a.start is None and dated else None
        if moved is not None and a.grain == "unresolved":
            (start, end), grain = moved
            a = replace(a, start=start, end=end, grain=grain)
        out.append(a)
    return out


def _events_told_earlier(found: list[Anchor], told: ToldDays) -> list[Anchor]:
    """Unresolved "the week after the wedding" dated from the latest earlier turn whose
    dated sentence names the wedding (:class:`swcmem.temporal.offsets.ToldDays`)."""
    out = []
    for a in found:
        moved = told.find(a.surface) if _open_event_offset(a) else None
        if moved is not None:
            (start, end), grain = moved
            a = replace(a, start=start, end=end, grain=grain)
        out.append(a)
    return out


def _open_event_offset(a: Anchor) -> bool:
    return a.start is None and a.grain == "unresolved" and is_event_offset(a.surface)


def _undated_sentences(text: str, dated: list[Anchor]) -> str:
    """The sentences of ``text`` that hold none of the dated anchors."""
    spans = sentence_spans(text)
    keep = [(a, b) for a, b in spans if not any(a <= x.char_start < b for x in dated)]
    return " ".join(text[a:b].strip() for a, b in keep)


def _dates_an_event(anchor: Anchor) -> bool:
    """False for generic anchors, undated lengths and general references ("now",
    "recently"): they leave the turn's own date as its only date, so the turn keeps its
    implicit anchor beside them."""
    if anchor.generic or anchor.grain in REFERENCE_GRAINS:
        return False
    return not (anchor.grain == "duration" and anchor.start is None)


def _asked_about(previous: Turn, question: str, earlier: Turn | None) -> tuple[str, str]:
    """For a question that names nothing ("When?!"): the exchange it belongs to, with its
    speakers (for the answer's event text), and the text whose tense the answer takes. What
    it asks about is the last sentence of ``earlier`` with a tense ("Tom proposed!"), else
    the sentences before it in ``previous`` when they name something ("You got the keys?!
    When?"; not "Oh no. When was that?", "WHAT! Lena!! When?!")."""
    text = previous.text
    names = {w for t in (previous, earlier) if t is not None for w in content_words(t.speaker)}
    before = text[: text.rfind(question)].strip() if question in text else ""
    if not set(content_words(before)) - names:
        before = ""
    asked = f"{before} {question}".lstrip()
    spans = [earlier.text[a:b].strip() for a, b in sentence_spans(earlier.text)] if earlier else []
    told = next((s for s in reversed(spans) if tense_of(s) != "none"), "")
    if earlier is not None and not told:
        told = next((s for s in reversed(spans) if _NEWS_STATE.search(s) or _headline(s)), "")
        if told:  # "He's home!!!" "When??" "Saturday morning.": when it came about
            return f"{earlier.speaker}: {told} {previous.speaker}: {asked}", _CAME_ABOUT
    if earlier is None or not told:
        return f"{previous.speaker}: {asked}", asked
    said = f"{earlier.speaker}: {told} {previous.speaker}: {asked}"
    if ARRANGED.search(told):  # "I signed up for the half!" "When?" "June.": the half's
        return said, asked  # date, not the signing up's: no tense from it
    return said, f"{told} {question}"


# news of a state just come about, told in the present ("He's home!!!", "We're engaged!"):
# a bare "When?" after it asks when it happened
_NEWS_STATE = re.compile(
    r"\b(?:i['’]m|we['’]re|he['’]s|she['’]s|it['’]s|they['’]re|you['’]re|\w+['’]s|is|are)\s+"
    r"(?:finally\s+|officially\s+|now\s+)?(?:home|back|here|engaged|married|done|official"
    r"|finished|over|sold|fixed|hired|open|out"
    r"|an?\s+(?:granny|grandma|gran|nana|nan|grandad|grandpa|grandmother|grandfather|mum|mom"
    r"|mam|dad|daddy|mummy|mommy|auntie|aunt|uncle|godmother|godfather))\b[^.?]*!",
    re.IGNORECASE,
)


def _headline(sentence: str) -> bool:
    """News told as a headline in capitals, a few words without a verb ("FIRST LIGHT")."""
    words = sentence.split()
    return 0 < len(words) <= 4 and sentence.isupper() and sum(map(str.isalpha, sentence)) > 3


_CAME_ABOUT = "When did it happen?"


def _with_question(anchor: Anchor, previous: Turn, said: str) -> Anchor:
    """``anchor`` with the question it answers (``said``: the last one of ``previous``, with
    its speaker, and what a question naming nothing asks about) before its event text, when
    the answer is too short to name its event."""
    rest = anchor.event_text.replace(anchor.surface, " ")
    if len([w for w in content_words(rest) if len(w) > 1]) >= 2 or "?" not in previous.text:
        return anchor
    if not said:  # a "?" inside a sentence: its last sentence
        spans = [previous.text[a:b].strip() for a, b in sentence_spans(previous.text)]
        said = f"{previous.speaker}: {spans[-1] if spans else ''}"
    event = f"{said} {anchor.speaker or 'Reply'}: {anchor.event_text}"
    return replace(anchor, event_text=event[:MAX_EVENT_CHARS])
