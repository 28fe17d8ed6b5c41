"""Which way an expression without its own year or week points: the direction rule table.

An expression that names a cyclic time without fixing its cycle ("Friday", "Feb. 1", "in March",
"the 15th", "the third quarter") is resolved to one occurrence by the *direction* of the words
around it. :func:`direction_at` reads it from the nearest tense marker to the expression in its
sentence (before it, or after it when that one is closer; a marker before wins ties):

* future — ``will``, ``'ll``, ``shall``, ``gonna``, ``going to``, ``about to``, ``plan(s/ned)``,
  ``intend``, ``hope to``, ``want to``, ``have/need to``, ``scheduled``, ``expect(ed)``,
  ``due``, ``deadline``, ``upcoming``, ``coming``, ``soon``, ``tomorrow``, ``next``,
  ``looking forward``, ``can't wait``, a timetable verb in the present (``start(s)``,
  ``begin(s)``, ``open(s)``, ``launch(es)``, ``leave(s)``, ``arrive(s)``, ``expire(s)``,
  ``ends``, ``closes``, ``mature(s)``, ``takes effect``, ``goes into effect``, ``comes into
  force``, ``starting``, ``flies``, a fixture's ``host(s)``, ``face(s)``), ``remind``,
  ``let's``, ``going forward``, ``'d`` before a base verb (*would*: "he'd lend me the car"),
  ``would``/``might``/``should`` before a verb ("said it
  would report Wednesday": the future of the report), and a present progressive ("we're meeting
  Friday");
* past — a past-tense verb ("went", "said", "-ed" forms; not "got" after "'ve"/"has": "I've
  got a dentist appointment Friday"), a reporting verb in the present
  ("says", "reports", "announces": a report of what happened; not a noun after a
  determiner: "redeem the notes on Dec. 1"), ``ago``, ``yesterday``,
  ``last`` (not "my last day", "the last one": the final one; not the verb: "could last";
  not "same as last year": a comparison),
  ``earlier``, ``used to``, ``would``/``might``/``should have``; a participle after a form
  of *be* or an intensifier ("is held", "so excited") or of a future "have/get something
  done" ("I'll have the draft done by Friday", "need to get it fixed") is not a marker: the
  word that governs it decides ("will be held" → future);
* an attribution after the expression (", the company said") is not a marker for it: "The
  offer ends Friday, the company said" looks for its direction in "The offer ends"; nor is a
  relative clause set off by commas (", who have lost four of their last five,", ", which
  gives us more runway than we thought"), nor a role noun right after it ("the Jan. 15
  deadline");
* told as done: "was due", "since the update on the 9th", "per my email of March 3", a clause
  whose auxiliary is "did"; told as ahead: a present "is" after "said" ("said the interview is
  on the 22nd"), a clause of its own with a subject and a present verb after a past one
  ("emailed last night, they want me for a third round on Tuesday"), a weekday that is the
  subject of "is" ("Reminder that Friday is a company holiday");
* a marker after a clause break (a comma, a dash) tells another clause: one before the
  expression wins over it, however near ("Sold 300 cakes on Christmas Eve, never want to see
  icing again" is past); so does one after "and"/"but", except after a verbless fragment
  told on in the simple past with a subject ("Pub quiz on Thursday and we came second!" is
  past; "Flight on Monday and I packed already", "Keys on the 1st and I've already bought
  plants": getting ready for a date still ahead, no marker);
* weak future — only when no marker is found: ``until``, ``till``, ``by`` just before the
  expression ("by Friday"), a present ``is``/``are`` before it ("The festival is in July", "my
  lease is up at the end of July": not "is from July") or a present "we're", "I'm" right after
  it ("Christmas Eve we're at my nan's"; "its" typed for "it's" before "the" or a
  preposition: "now its the 11th"), or a condition in the present before it ("am I crazy if I
  run the marathon in October?");
* none — no marker.

How each expression uses it (``ref`` = the reference's own local date; "strict" = never ``ref``):

============================ ============================= ============================= ==========================
expression                   future                        past                          none
============================ ============================= ============================= ==========================
bare weekday ("on Friday")   next one, strict              ``ref`` if the same weekday,  next one, strict ("Does
                                                           else the previous one         Saturday suit you?")
month and day ("Feb. 1")     first on or after ``ref``     last on or before ``ref``     nearest (ties: later)
bare month ("in March")      first whose end ≥ ``ref``     last whose start ≤ ``ref``    nearest (ties: later)
ordinal day ("the 15th")     first on or after ``ref``     last on or before ``ref``     first on or after ``ref``
season ("in the summer")     first whose end ≥ ``ref``     last whose start ≤ ``ref``    the current/this year's;
                                                                                         generic without "the"
quarter ("the 3rd quarter")  this year's, or next year's   this year's, or last year's   this year's
                             when it ended before ``ref``  when it starts after ``ref``
============================ ============================= ============================= ==========================

Arrangements override the table: a date that is the target of a rescheduling or booking ("moved
it to the 7th", "booked a table for Friday", "signed up for the half marathon in October") or
belongs to what someone was asked to do ("asked me to be head of department from September")
or was set, grabbed or fixed ("they've set a date. 18 April", "we grabbed the 2nd of
September", "Trial's finally set, September 8") or was arranged in the present perfect
("I've booked her into the yard on the 14th", "they've asked me back for a second
interview on 5 February"; not "I've asked everyone what happened on Friday": a past verb
between) is ahead, unless the sentence tells it as done ("The surgery
went smoothly, though they moved it to the 7th"; "She asked me to come on Friday, and I did").
A present after "rang/called/texted to say" is reported as ahead, like "said" ("rang to say
I'm back on site the first week of January").

A sentence without a verb of its own ("Friday.", "Thursday night, just before midnight.",
"First frost Monday.") is read in the tense of the question it answers; told among past news
with no question before it ("I PASSED. Friday.") it is past, unless that news is an
arrangement or a date announced ("It's booked. From the 11th to the 18th of May.", "my scan
date came through. The 13th of March.": ahead) — :func:`swcmem.temporal.extract.find_spans`.

In a habitual clause ("usually", "every", "especially", "used to") a bare weekday, weekend or
season is generic: kept, never dated (:mod:`swcmem.temporal.generic`). A modifier in the
expression overrides the table: ``last``/``past``/``previous`` point back
(strict), ``next``/``coming``/``following`` forward (strict), ``this`` stays in the current
week, month, season or year. A named year is never moved.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from swcmem.temporal.arrangements import (
    MONTH_WORD,
    past_clause_after,
    requested,
    rescheduled_from,
    retargeted,
    told_as_past,
)
from swcmem.temporal.chatcues import bare_question, narrated_on, told_direction
from swcmem.temporal.cues import EMOJI, Tense, sentence_spans
from swcmem.temporal.markers import DID, REPORTING, WEAK_FUTURE, WINDOW, Tokens, read_tokens
from swcmem.temporal.patterns import WEEKDAY, word_set
from swcmem.temporal.phrases import looks_ahead

# what a date names when a noun follows it: "the March 31 deadline", "the Oct. 1 start"
_ROLE_NOUNS = frozenset(("deadline", "start", "launch", "opening", "close", "end", "kickoff"))


def direction_at(text: str, start: int, end: int) -> Tense:
    """The direction of the expression at ``text[start:end]`` (see the module doc); inside a
    quotation ("Her card said 'See you on the 28th!'"), the quotation's own."""
    quote = _quotation(text, start, end)
    if quote is not None:
        q0, q1 = quote
        return direction_at(text[q0:q1], start - q0, end - q0)
    if _FROM_VALUE.search(text, max(0, start - 40), start):
        return "past"  # "falling to 111.58 yen today from 131.20 yen on Tuesday": the start
    owned = _EXTREME_OWNED.search(text, max(0, start - 8), start)
    if _EXTREME_AFTER.match(text, end) or (owned and _EXTREME_OF.match(text, end)):
        return "past"  # "will regain its August highs", "the Oct. 19 crash": already seen
    told = told_direction(text, start, end)
    if told is not None:
        return told  # chat's own cues: "forecast says ... till Sunday", "Back on the 10th"
    tokens = read_tokens(text)
    if bare_question(text, tokens, start, end):
        return "future"  # "was at Jen's leaving do. u around sunday?": what is asked is ahead
    month = MONTH_WORD.search(text[start:end]) is not None
    if retargeted(tokens, start, end, month) or rescheduled_from(tokens, start, end):
        return "past" if told_as_past(text, tokens, start) else "future"
    if requested(tokens, start) and not past_clause_after(text, tokens, end):
        return "future"
    if _SINCE_AT.match(text, start, end) or _since_noun(text, start):
        return "past"  # "since Tuesday", "grown 30% since January", "since the update on the 9th"
    if looks_ahead(text, start):
        return "future"  # "Hopefully it's sorted before the 25th", "have closed it until Monday"
    if _DOCUMENT_OF.search(text, max(0, start - 24), start):
        return "past"  # "per my email of March 3": a message already sent
    if _DATE_SET.search(text, max(0, start - 80), start) or (
        _SET_A.search(text, max(0, start - 12), start) and _DATE_AFTER.match(text, end)
    ):
        return "future"  # "set a trial date of Jan. 14", "set a Jan. 11 trial date", "has
        # picked a date for the ashes: the 19th of March"
    lead = start + 5 if text[start:end].lower().startswith("from ") else start  # "booked a
    # cottage in Cornwall from the 7th to the 14th": the span starts with its "from"
    booked = _BOOKED_FOR.search(text, max(0, start - 60), lead) or _arranged(text, tokens, lead)
    if booked and not past_clause_after(
        text, tokens, end
    ):  # not "booked the cabin for Easter weekend and it rained the entire time"
        return "future"  # "booked the cottage for Easter weekend", "got tickets to see X in
        # November", "issued a warning for thunderstorms from Wednesday": what was booked is ahead
    if _HELD_DATE.search(text, max(0, start - 80), start) and not past_clause_after(
        text, tokens, end
    ):
        return "future"  # "he's got a cardiology appointment on the 27th": an appointment held
    copula = _COPULA_BEFORE.search(text, max(0, start - 24), start) is not None or _typed_copula(
        text, start
    )
    if copula and _NOW_BEFORE.search(text, max(0, start - 40), start):
        return "future"  # "so now it's the first weekend of November": the new date is ahead
    first_after = bisect_left(tokens.starts, end)
    last_before = bisect_right(tokens.ends, start) - 1
    before_range = range(last_before, max(-1, last_before - WINDOW), -1)
    skip_before = _relative_clauses(text, tokens, start) | _asides(text, tokens)
    before = _nearest(tokens, before_range, skip=skip_before)
    after_range = range(first_after, min(len(tokens.kinds), first_after + WINDOW))
    noun = tokens.words[first_after] if first_after < len(tokens.words) else ""
    role = {first_after} if noun in _ROLE_NOUNS else set()  # "the Oct. 1 start of the year"
    after = _nearest(tokens, after_range, skip=tokens.attributions | role)
    if after and _RELATIVE_AFTER.search(text, end, tokens.starts[first_after + after[0]]):
        after = None  # "live before Q3, which gives us more runway than we thought"
    if _subordinate_past(text, tokens, end, first_after, before, after):
        after = None  # "will go to a runoff on Oct. 30 after neither candidate won"
    if (
        copula
        and before
        and before[1] == "past"
        and (
            _break_after(text, tokens, start, last_before, before)
            or tokens.words[last_before - before[0]] in REPORTING
        )
    ):
        return "future"  # "Had stats this morning, chemistry is on Wednesday"; "said it is on"
    if not before and _IS_AFTER.match(text, end) and _SUBJECT_SLOT.search(text, 0, start):
        return "future"  # "Reminder that Friday is a company holiday, so ... moved up"
    if before and _did_question(text, tokens, start, last_before, before):
        return "past"  # "did your results come back on Tuesday like they said they would?"
    if before and before[1] == "past" and _REPORTED_PRESENT.search(text, max(0, start - 60), start):
        return "future"  # "said the kids go back to school the Tuesday after Labor Day"
    if before and before[1] == "past" and _present_clause(text, tokens, start, last_before, before):
        return "future"  # "emailed last night, they want me for a third round on Tuesday"
    if (
        before
        and after
        and after[1] == "future"
        and _reported_figures(text, tokens, end, last_before, before)
    ):
        return "future"  # "said second-half results should benefit": the figures' clause
    if before and after and _in_relative(text, tokens, start, last_before, before):
        return before[1]  # "the storm that drenched the coast over the weekend could": the
        # date is the relative clause's
    if before and after and _conditional(tokens, last_before, before):
        return after[1]  # "the merger, if approved this summer, would create": the "would"
    if before and (
        not after
        or before[0] <= after[0]
        or _break_before(text, tokens, end, after)
        or _reported_after(tokens, first_after, after)
    ):
        return before[1]
    if copula and after and after[1] == "past" and _break_before(text, tokens, end, after):
        return "future"  # "mum's birthday is the 29th, did anyone order the cake?"
    if before is None and after and after[1] == "past" and narrated_on(text, tokens, end, after):
        return "past"  # "Pub quiz on Thursday and we came second!": a fragment told on
    if after and (last_before < 0 or not _joined_before(text, tokens, end, after)):
        return after[1]  # "On Friday, I got": its clause; not "keys on the 1st and I've
        # already bought plants": another clause
    if (last_before >= 0 and tokens.words[last_before] in WEAK_FUTURE) or _WEAK_AT.match(
        text, start, end
    ):
        return "future"  # "by Friday", and a span that holds it: "until January"
    if _IF_PRESENT.search(text, max(0, start - 60), start):
        return "future"  # "am I crazy if I run the marathon in October?": a condition ahead
    # a weekday alone would be the next one: "India won the World Cup ... on Saturday night"
    # (a date alone is the nearest, right more often than a marker that far)
    asked = _asked_tense(text, tokens, start) if before is None and after is None else None
    if asked is not None:
        return asked  # "What happened? Another burst pipe, a big one this time, at a school
        # on Thursday.": a verbless answer, however long, is told in its question's tense
    weekday = _WEEKDAY_AT.search(text, start, end) is not None
    if weekday and before is None and after is None:
        far = _far_before(text, tokens, start, last_before)
        if far is not None:
            return far
    if copula and not _FROM.match(text, start):
        return "future"
    return "future" if _PRESENT_AFTER.match(text, end) else "none"


# "The festival is in July", "my lease is up at the end of July", "the game is Saturday":
# what a thing *is* at a time not yet named by any tense is its next occurrence.
_COPULA_BEFORE = re.compile(
    r"\b(?:is|are|it['’]s|that['’]s)(?:\s+now)?(?:\s+(?:up|due|over|back|out))?"
    r"(?:\s+(?:in|on|at|around))?"
    r"\s*$",
    re.I,
)
# "it's" typed without its apostrophe: "now its the 11th", "its on thursday" (the possessive
# comes before no "the" and no preposition: "its Jan. 26 record")
_TYPED_COPULA = re.compile(r"\b(?:its|thats)\s+(?P<prep>(?:in|on|at|around)\s+)?$", re.I)


def _typed_copula(text: str, start: int) -> bool:
    m = _TYPED_COPULA.search(text, max(0, start - 16), start)
    return m is not None and (m["prep"] is not None or text.startswith(("the ", "The "), start))


_FROM = re.compile(r"(?:from|since)\b", re.I)
_IF_PRESENT = re.compile(
    r"\bif\s+(?:i|we|you|he|she|they)\s+(?!(?:was|were|had|did|went|got)\b)[a-z]+\b[^,.;!?]*$",
    re.IGNORECASE,
)
_WEAK_AT = re.compile(r"(?:until|till|by)\s", re.IGNORECASE)
_NOW_BEFORE = re.compile(r"\bnow\b", re.I)
# "Christmas Eve we're at my nan's", "Friday I'm off": a plan told in the present
_PRESENT_AFTER = re.compile(
    r"\s*,?\s*(?:i|we|you|they|he|she)(?:['’](?:re|m|s)|\s+(?:are|am|is))\b(?!\s+\w+ed\b)",
    re.I,
)


# (an emoji ends a chat sentence: "without looking back 😭 Back to school night is Thursday")
_BREAK = re.compile(rf"[,;:()\u2013\u2014{EMOJI}]|\s-\s")
# a marker after the date, past "and" or "but", tells a clause of its own where one before
# the date tells the date's ("is hosting friends on New Year's Eve and asked for ideas")
_AND_BREAK = re.compile(rf"[,;:()\u2013\u2014{EMOJI}]|\s-\s|\b(?:and|but)\b", re.IGNORECASE)
# a clause joined on: its markers tell their own clause ("keys on the 1st and I've already
# bought plants", "closed Memorial Day so the follow-up got pushed")
_JOINED = re.compile(r";|\b(?:and|but|so|because|bc|cause)\s+(?!then\b)", re.IGNORECASE)


def _break_before(text: str, tokens: Tokens, end: int, after: tuple[int, Tense]) -> bool:
    """A clause break between the expression and the marker after it ("sold 300 stollen on
    Christmas Eve, never want to see marzipan again"): that marker tells another clause."""
    i = bisect_left(tokens.starts, end) + after[0]
    return _AND_BREAK.search(text, end, tokens.starts[i]) is not None


def _joined_before(text: str, tokens: Tokens, end: int, after: tuple[int, Tense]) -> bool:
    i = bisect_left(tokens.starts, end) + after[0]
    joined = _JOINED.search(text, end, tokens.starts[i]) is not None
    return joined and not _PAIR_SUBJECT.fullmatch(text, end, tokens.starts[i])


# "on the weekend Josh and I went skiing": a pair as the subject, one clause
_PAIR_SUBJECT = re.compile(r"\s+(?-i:[A-Z][a-z]+)\s+and\s+(?:i|we)\s+", re.IGNORECASE)


def _break_after(
    text: str, tokens: Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """A clause break between the marker before and the expression: with a present "is/are"
    right before the expression, a new clause telling what is ahead ("Had stats this
    morning, chemistry is on Wednesday")."""
    marker_end = tokens.ends[last - before[0]]
    if _AND_SUBJECT.search(text, marker_end, start):
        return True  # "started the job on September 14 and my review is in mid-December"
    return _BREAK.search(text, marker_end, start) is not None  # ",", ";", " - ", a dash


_AND_SUBJECT = re.compile(
    r"\b(?:and|but)\s+(?:my|our|his|her|their|your|the|it|this|that|we|i|he|she|they)\b",
    re.IGNORECASE,
)


_REPORTED_PRESENT = re.compile(
    r"\b(?:said|says|told\s+\w+|(?:mention|note|explain|confirm|add|report|write)(?:s|ed)|wrote"
    r"|(?:rang|called|phoned|texted|emailed|wrote)\s+to\s+say"
    r"|found\s+out|heard|learn(?:ed|t)|realis(?:ed)|realiz(?:ed))\s+(?:that\s+)?(?:[\w'’]+\s+){0,4}?"
    r"(?:go|goes|start|starts|begin|begins|leave|leaves|come|comes|open|opens|is|are"
    # "rang to say I'm back on site with him the first week of January"
    r"|\w+['’](?:m|re))\b[^,;.]*$",
    re.IGNORECASE,
)
_IS_AFTER = re.compile(r"\s+(?:is|are)\b(?!\s+\w+ed\b)", re.IGNORECASE)
_SUBJECT_SLOT = re.compile(
    r"(?:^|[,;:]|\bthat)\s*$", re.IGNORECASE
)  # the expression is the subject


def _did_question(
    text: str, tokens: Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """The expression is in a clause whose auxiliary is "did" (no break between them): the
    clause is past whatever a later clause says."""
    for k in range(last, max(-1, last - WINDOW), -1):  # "did u end up going to the dentist tues?"
        if tokens.words[k] in DID:
            return _BREAK.search(text, tokens.ends[k], start) is None
    return False


_SUBJECT_PRESENT = re.compile(  # ", they want", "— I've got"
    r"(?:[,;]|\s[-–—])\s+(?:and\s+|so\s+)?(?:i|we|they|you)"
    r"(?:['’](?P<have>ve)(?:\s+got)?|\s+(?P<verb>[a-z]+))\b",
    re.IGNORECASE,
)


def _present_clause(
    text: str, tokens: Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """A clause of its own between the past marker and the expression, opened by a subject
    and a verb in the present ("emailed at 11 last night, they want me for a third round on
    Tuesday"): the expression's clause is told in the present, of what is ahead."""
    marker_end = tokens.ends[last - before[0]]
    found = list(_SUBJECT_PRESENT.finditer(text, marker_end, start))
    if not found:
        return False
    if found[-1]["have"]:
        return True  # "I've got a review on Friday"
    return found[-1]["verb"].lower() in _PRESENT_VERBS


_PRESENT_VERBS = word_set("want need have has get see meet play start leave fly go visit")


_QUOTE = re.compile(
    r"(?:(?<=\s)|(?<=^)|(?<=:))(?P<q>['‘\"“])(?P<body>[^'‘’\"“”]{3,200}?)[’'\"”](?=[\s.,;:!?)]|$)"
)


def _quotation(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The bounds of the quoted words holding ``text[start:end]``, if it is in quotes."""
    return next((q for q in _quotes(text) if q[0] <= start and end <= q[1]), None)


@lru_cache(maxsize=4096)
def _quotes(text: str) -> tuple[tuple[int, int], ...]:
    """The bounds of each quotation's words in ``text`` (read once per text: every span of
    it asks)."""
    if not any(c in text for c in "'‘\"“"):
        return ()
    return tuple((m.start("body"), m.end("body")) for m in _QUOTE.finditer(text))


# "since March", "since the update on the 9th", "since my surgery in March": what happened at
# the date is the start of a period up to now (not "since we're leaving on Friday": a cause)
_SINCE_NOUN = re.compile(
    r"\bsince\s+(?:(?:the|my|our|his|her|their|your|that|this|a|an)\s+)?"
    r"(?P<words>(?:[a-z]+\s+){0,2})(?:(?:on|in|at|of)\s+)?$",
    re.IGNORECASE,
)
_NOT_A_NOUN = word_set(
    "i we you he she they it it's we're i'm you're they're is are was were be then now"
)  # "its first dividend since then in June": "then", no noun


def _since_noun(text: str, start: int) -> bool:
    m = _SINCE_NOUN.search(text, max(0, start - 48), start)
    if m is None:
        return False
    words = m["words"].lower().split()
    return not any(w in _NOT_A_NOUN or w.endswith("ing") for w in words)


_SINCE_AT = re.compile(r"\s*since\b", re.IGNORECASE)
_DOCUMENT_OF = re.compile(
    r"\b(?:my|your|our|his|her|their|the|this|that)\s+(?:e-?mail|letter|message|memo|note|text"
    r"|post|call|invoice|statement|order)\s+(?:of|dated|from)\s+(?:the\s+)?$"
    # what was recorded then: "Data from the week of Feb 1 is missing"
    r"|\b(?:data|photos|pics|pictures|footage|minutes|receipts?|logs?|recording)\s+from\s+(?:the\s+)?"
    r"(?:week\s+of\s+)?$",
    re.IGNORECASE,
)  # not "invoices dated 12/1 or later roll into next quarter": a kind, not one sent
_BOOKED_FOR = re.compile(  # not "were fully booked for the Bastille Day weekend": a state
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bfully\s)\b(?:(?:book(?:ed)?|reserved|confirmed|tickets?|reservations?"
    r"|warnings?|forecasts?|alerts?)\b[^.;!?,]*?\bfor(?:\s+[\w'’-]+){0,3}?"
    r"|(?:book(?:ed)?|rebooked|reserved|rented|hired)\b[^.;!?,]*?\bfrom"  # "booked the beach house from 27/12"
    r"|\bblock(?:ed|ing)?\s+(?:off|out)\b[^.;!?,]*?"  # "blocked off two weeks in June"
    r"|tickets?\s+(?:to|for)\s+(?:see\b|watch\b|hear\b|the\b)[^.;!?,]*?)"  # "tickets to the athletics"
    r"\s+(?:the\s+|in\s+|on\s+|this\s+|next\s+|from\s+|to\s+|until\s+|through\s+)?$",
    re.IGNORECASE,
)


def _arranged(text: str, tokens: Tokens, start: int) -> bool:
    """An arrangement told in the present perfect before ``start``, no past verb between them
    ("I've asked everyone about what happened on Friday": the happening's day)."""
    m = _HAVE_ARRANGED.search(text, max(0, start - 80), start)
    if m is None:
        return False
    between = range(bisect_left(tokens.starts, m.end("verb")), bisect_left(tokens.starts, start))
    return all(tokens.kinds[i] != "past" for i in between)


# an arrangement told in the present perfect dates what was arranged: "I've booked her into
# the dry dock on the 14th", "they've asked me back for a second interview on 5 February",
# "work's asked us to go back to the office the first week of October", "it's confirmed: the
# 4th to the 6th of March", "they've put me on one on the 20th" (not "I booked it on Monday":
# the booking's own day)
_HAVE_ARRANGED = re.compile(
    r"(?:['’]ve|\bhave|['’]s|\bhas)\s+(?:just\s+|finally\s+|already\s+|now\s+)?"
    r"(?P<verb>booked|rebooked|asked|invited|scheduled|rescheduled|arranged|organi[sz]ed"
    r"|lined\s+up|pencill?ed|put\s+(?:me|us|him|her|them)\s+on"
    r"|(?:confirmed|sorted)(?=\s*[,:;!–—-]|\s+(?:btw|now|for|then)\b))\b[^.;!?]*$",
    re.IGNORECASE,
)
_APPOINTMENT = (
    r"(?:appointment|interview|operation|surgery|scan|exam|hearing|audition|consultation"
    r"|procedure|check-?up|date)s?"
)
_HELD_DATE = re.compile(  # an appointment one has
    r"(?:\b(?:have|has)|['’]s|['’]ve)\s+(?:got\s+)?"
    rf"(?:an?|my|his|her|their|our|your|the)\s+(?:[\w-]+\s+){{0,2}}?{_APPOINTMENT}\b"
    r"(?:\s+(?:for|with)\s+[^.;!?:,]{1,40}?)?(?::\s*|\s+(?:is\s+)?(?:(?:on|for|at)\s+)?)(?:the\s+)?$",
    re.IGNORECASE,
)
_SET_A = re.compile(r"\b(?:set|sets|setting|fixed|scheduled)\s+(?:a|an|the)\s+$", re.IGNORECASE)
_DATE_AFTER = re.compile(r"\s+(?:[\w-]+\s+)?(?:date|deadline)\b", re.IGNORECASE)
_DATE_SET = re.compile(  # a date fixed for something
    r"\b(?:set|sets|setting|fixed|scheduled)\s+(?:a|the|an)\s+(?:[\w-]+\s+)?(?:date|deadline)\s+"
    r"(?:of|for)\s+$"
    # "Trial's finally set, September 8", "it's set for the 9th"; "we grabbed the 2nd of June"
    r"|['’]s\s+(?:finally\s+|now\s+|all\s+)?set\b(?:\s+for)?\s*,?\s*$"
    r"|\b(?:is|are|been)\s+(?:finally\s+|now\s+|all\s+)?set\s+for\s+$"
    r"|\b(?:grabbed|nabbed|snagged|snapped\s+up|bagged)\s+$"
    r"|\b(?:picked|chosen|chose|set|fixed|booked|agreed|confirmed|given|got)"
    r"\s+(?:(?:him|her|me|us|them|you)\s+)?(?:on\s+)?(?:an?|the)\s+"
    r"(?:[\w-]+\s+)?date\b(?:\s+for\s+[^.;!?:,]{1,40}?)?\s*(?::\s*|,\s*|[.!]+\s+|\s+(?:of|is)\s+)(?:the\s+)?$"
    # the earliest or next date on offer: "Earliest date was 6 August"
    r"|\b(?:earliest|soonest|next|first)\s+(?:available\s+|free\s+|possible\s+)?"
    r"(?:date|slot|appointment)\s+(?:was|is|were|are|:)?\s*(?:on\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)


def _subordinate_past(
    text: str,
    tokens: Tokens,
    end: int,
    first_after: int,
    before: tuple[int, Tense] | None,
    after: tuple[int, Tense] | None,
) -> bool:
    """A past marker after the date inside a subordinate clause ("after ... won"), where the
    clause of the date is told ahead."""
    if not (before and before[1] == "future" and after and after[1] == "past"):
        return False
    return _SUBORDINATE.search(text, end, tokens.starts[first_after + after[0]]) is not None


_SUBORDINATE = re.compile(  # or a clause of its own: "due to call on Wednesday to confirm it
    # survived", "will vote on Friday whether the deal went through"
    r"\b(?:after|because|although|though|while|unless|whereas|since|as|whether"
    r"|to\s+\w+\s+(?:that\s+)?(?:it|he|she|they|we|i|you))\b",
    re.IGNORECASE,
)
_RELATIVE_AFTER = re.compile(r",\s+(?:which|who|whose)\b", re.IGNORECASE)
# (a comma or point between digits is no break: "which closed at 15,196 on Friday,")
_RELATIVE = re.compile(
    r",\s+(?:who|which|whose)\b(?:[^,;.]|(?<=\d)[,.](?=\d)|(?<=\d),\s*(?=\d))*(?:(?<!\d),|,(?!\s*\d))",
    re.IGNORECASE,
)


def _relative_clauses(text: str, tokens: Tokens, start: int) -> frozenset[int]:
    """The tokens of relative clauses set off by commas and closed before the expression
    ("The Lions, who have lost four of their last five, host the Falcons on Thanksgiving"):
    they tell of their noun, not of the expression's clause."""
    if ", wh" not in text[:start]:
        return frozenset()
    out: set[int] = set()
    for m in _RELATIVE.finditer(text, 0, start):
        lo, hi = bisect_left(tokens.starts, m.start()), bisect_left(tokens.starts, m.end())
        out.update(range(lo, hi))
    return frozenset(out)


def _asides(text: str, tokens: Tokens) -> frozenset[int]:
    """Reporting verbs set off by commas on both sides ("Snow is expected to return late next
    week, forecasters said, after a brief thaw this weekend"): an aside, no tense of the
    clause it interrupts."""
    return frozenset(i for i in tokens.attributions if text.startswith(",", tokens.ends[i]))


_FIGURES_AFTER = re.compile(
    r"[\s-]+(?:results|earnings|profits?|sales|revenues?|growth|output|figures|demand)\b", re.I
)


def _reported_figures(
    text: str, tokens: Tokens, end: int, last: int, before: tuple[int, Tense]
) -> bool:
    """The expression names the figures a reported clause is about, right after its reporting
    verb ("said second-half results should benefit"): that clause's marker tells it."""
    return tokens.words[last - before[0]] in REPORTING and bool(_FIGURES_AFTER.match(text, end))


def _in_relative(
    text: str, tokens: Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """The marker before is the verb of a relative clause opened right before it ("that
    drenched", "which rose") and no break comes between it and the expression."""
    i = last - before[0]
    if before[1] != "past" or i < 1 or tokens.words[i - 1] not in ("that", "which", "who"):
        return False
    return _BREAK.search(text, tokens.ends[i], start) is None


def _conditional(tokens: Tokens, last: int, before: tuple[int, Tense]) -> bool:
    """The expression is in an "if" or "unless" clause opened after the marker before it."""
    return any(w in ("if", "unless") for w in tokens.words[last - before[0] + 1 : last + 1])


def _reported_after(tokens: Tokens, first: int, after: tuple[int, Tense]) -> bool:
    """The marker after the expression is in a "that" clause ("said in a telephone interview
    on Saturday that the campaign would spend"): the words reported, not when they were."""
    return "that" in tokens.words[first : first + after[0]]


def _asked_tense(text: str, tokens: Tokens, start: int) -> Tense | None:
    """The tense of the question right before the expression's sentence, when that sentence
    has no tense marker of its own."""
    spans = sentence_spans(text)
    k = next((i for i, (a, b) in enumerate(spans) if a <= start < b), None)
    if not k or spans[k - 1][1] > start:
        return None
    lo, hi = spans[k]
    if any(
        kind != "none" for s, kind in zip(tokens.starts, tokens.kinds, strict=True) if lo <= s < hi
    ):
        return None
    question = text[slice(*spans[k - 1])].strip()
    if not question.endswith("?"):
        return None
    kinds = read_tokens(question).kinds
    return "future" if "future" in kinds else "past" if "past" in kinds else None


def _far_before(text: str, tokens: Tokens, start: int, last: int) -> Tense | None:
    """The past verb beyond the window before the expression, up to three windows back, when
    nothing nearer tells: the main verb of a long news sentence ("India won the World Cup
    for the first time in 28 years at the Wankhede Stadium on Saturday night"); not across
    another clause (:data:`_FAR_BREAK`), nor a verb that arranged an event told between
    ("bought tickets for ... the late showing on Saturday")."""
    found = _nearest(tokens, range(last - WINDOW, max(-1, last - 3 * WINDOW), -1))
    if found is None or found[1] != "past":
        return None
    i = last - WINDOW - found[0]
    if tokens.words[i] in _ARRANGING:
        return None  # "bought tickets for ... the late showing on Saturday": the event's day
    return None if _FAR_BREAK.search(text, tokens.ends[i], start) else found[1]


# a market's extreme named by when it was reached ("its August highs", "below their March
# peak"), a calamity named by its date ("the Oct. 19 crash", "the Sept. 11 attacks"): both
# already seen (not "July highs in the 90s", "the July crash course", "the Saturday blast")
_EXTREME_AFTER = re.compile(
    r"[\s-]+(?:(?:stock[\s-]market|market)\s+)?"
    r"(?:crash|plunge|collapse|sell-?off|meltdown|massacre|attacks?|bombings?|earthquake|quake"
    r"|explosions?|shootings?|killings|coup|invasion|riots?|disaster|tragedy)\b"
    r"(?![\s-]+(?:course|courses|drill|drills|test|tests|exercise|season|school|schools|plan))",
    re.IGNORECASE,
)
# a value moved from, then its day: a market report's starting point
_FROM_VALUE = re.compile(
    r"\bfrom\s+[$£€¥]?\d[\d,.]*(?:\s+(?!(?:to|until|till|through|and)\b)[a-z%]+){0,2}\s+"
    r"(?:on\s+|late\s+|early\s+)?$",
    re.I,
)
_EXTREME_OWNED = re.compile(r"\b(?:its|their)\s+$", re.IGNORECASE)
_EXTREME_OF = re.compile(r"[\s-]+(?:(?:all-time|record|closing)\s+)?(?:highs|lows|peaks?)\b", re.I)
_WEEKDAY_AT = re.compile(rf"\b{WEEKDAY}", re.IGNORECASE)
# another clause between: a semicolon, a colon, a dash, a conjunction, a comma
_FAR_BREAK = re.compile(
    r"[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|so|or|because|while|when|if|as|that|which|who)\b",
    re.IGNORECASE,
)
_ARRANGING = word_set(
    "bought booked postponed moved invited announced scheduled rescheduled delayed pushed"
    " organized organised arranged ordered reserved planned set"
)


def _nearest(
    tokens: Tokens, indexes: range, skip: frozenset[int] = frozenset()
) -> tuple[int, Tense] | None:
    for distance, i in enumerate(indexes):
        if tokens.kinds[i] != "none" and i not in skip:
            return (distance, tokens.kinds[i])
    return None


_PERFECT = re.compile(
    r"\b(?:have|has|'ve|’ve)\s+(?:(?:not|never|always|already|just|now|only|really)\s+)?"
    r"(?:been|[a-z]+(?:ed|en|wn|ne|ht|lt|pt|ung|ad|id)|hurt|put|cut|set|let|hit|quit|read|run"
    r"|come|become|won|sung|drunk|begun|swum|had|got|sat|met|kept|left|lost|spent|sent)\b"
    r"|['’]s\s+(?:(?:not|never|always|already|just|now|only|really)\s+)?been\b"  # has been
    r"|\b(?:just|recently|finally)\b",
    re.IGNORECASE,
)
_NOW_AFTER = re.compile(r"^\W*(?:now|so far|to date|already|and counting|by now)\b", re.IGNORECASE)


def has_perfect(text: str, start: int) -> bool:
    """A present perfect in the 80 characters before ``start`` in its sentence ("we've lived
    here a year now")."""
    before = text[max(0, start - 80) : start]
    before = re.split(r"[.!?;]\s", before)[-1]
    return bool(_PERFECT.search(_last_clause(before)))


# the time something took is a length, never up to now: "Took about 6 weeks of editing"
_TOOK = re.compile(r"\b(?:took|takes|take|taking|lasted|lasts)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def ends_now(text: str, start: int, end: int) -> bool:
    """True when the duration at ``text[start:end]`` runs up to the moment of speaking: a
    present perfect before it ("I have been baking for 3 years", "it's been two weeks"), an
    end just now ("recently left my job after 3 years") or "now"/"so far" after it. "worked
    there for ten years" (simple past) is not anchored."""
    before = text[max(0, start - 80) : start]
    if _TOOK.search(before) or _TIME_LEFT.match(text, end) or _GOT_TIME.search(before):
        return False
    return bool(_PERFECT.search(_last_clause(before))) or bool(
        _NOW_AFTER.match(text[end : end + 20])
    )


# time still to come: "I've got less than two weeks to get fit", "three days left in Rome"
_TIME_LEFT = re.compile(r"\s+(?:left|remaining|to\s+go|until|till)\b", re.IGNORECASE)
_GOT_TIME = re.compile(
    r"(?:\b(?:have|has)|['’]ve|['’]s)\s+(?:(?:only|just|still)\s+)?got\s+"
    r"(?:(?:only|just|about|around|less\s+than|more\s+than|under|over|nearly|almost)\s+)?$",
    re.IGNORECASE,
)


def _last_clause(before: str) -> str:
    """The words before an expression from the last clause break: a perfect in another clause
    ("My manager's been lovely though, I'm doing three days to start") is not its own."""
    return _CLAUSE_BREAK.split(before)[-1]


_CLAUSE_BREAK = re.compile(r"[,;:—–]\s|\s(?:but|though|although)\s", re.IGNORECASE)


def tense_of(clause: str) -> Tense:
    """The tense of a whole clause: future when it has a future marker, past when it has a past
    one, otherwise none."""
    kinds = read_tokens(clause).kinds
    if "future" in kinds:
        return "future"
    return "past" if "past" in kinds else "none"
