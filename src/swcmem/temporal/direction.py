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
  force``),
  ``would``/``might``/``should`` before a verb ("said it
  would report Wednesday": the future of the report), and a present progressive ("we're meeting
  Friday");
* past — a past-tense verb ("went", "said", "-ed" forms; not "got" after "'ve"/"has": "I've
  got a dentist appointment Friday"), a reporting verb in the present
  ("says", "reports", "announces": a report of what happened; not a noun after a
  determiner: "redeem the notes on Dec. 1"), ``ago``, ``yesterday``,
  ``last`` (not "my last day", "the last one": the final one; not the verb: "could last"),
  ``earlier``, ``used to``, ``would``/``might``/``should have``; a participle after a form
  of *be* or an intensifier ("is held", "so excited") or of a future "have/get something
  done" ("I'll have the draft done by Friday", "need to get it fixed") is not a marker: the
  word that governs it decides ("will be held" → future);
* an attribution after the expression (", the company said") is not a marker for it: "The
  offer ends Friday, the company said" looks for its direction in "The offer ends";
* a marker after a clause break (a comma, a dash) tells another clause: one before the
  expression wins over it, however near ("Sold 300 cakes on Christmas Eve, never want to see
  icing again" is past);
* weak future — only when no marker is found: ``until``, ``till``, ``by`` just before the
  expression ("by Friday"), a present ``is``/``are`` before it ("The festival is in July", "my
  lease is up at the end of July": not "is from July") or a present "we're", "I'm" right after
  it ("Christmas Eve we're at my nan's");
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
is ahead, unless the sentence tells it as done ("The surgery went smoothly, though they moved
it to the 7th"; "She asked me to come on Friday, and I did").

In a habitual clause ("usually", "every", "especially", "used to") a bare weekday, weekend or
season is generic: kept, never dated (:mod:`swcmem.temporal.generic`). A modifier in the
expression overrides the table: ``last``/``past``/``previous`` point back
(strict), ``next``/``coming``/``following`` forward (strict), ``this`` stays in the current
week, month, season or year. A named year is never moved.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from swcmem.temporal.calendar import (
    add_months,
    month_interval,
    next_weekday,
    previous_weekday,
    valid_date,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import MONTH, NUMBER_WORDS, word_set

_TOKEN = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?|['’][a-z]+")
_WINDOW = 12  # tokens looked at on each side

_FUTURE = word_set(
    "will won't wont shall gonna wanna plan plans planning intend intends intending scheduled"
    " planned expect expects expected expecting due deadline upcoming coming soon tomorrow next hope"
    " hoping"
    " hopes aim aims aiming sometime 'll ’ll"
    # a timetable in the present ("we start on the first of October", "the shop opens in May")
    " start starts begin begins open opens launch launches leave leaves arrive arrives"
    " expire expires kicks ends closes mature matures starting flies"
    # an assistant asked to remind ("remind me to renew it before the trip on April 12")
    " remind let's let’s lets"
    # a fixture ("the Lions host the Falcons on Thanksgiving")
    " host hosts face faces"
)
_FUTURE_AFTER = {  # first word -> second words that make a future phrase
    "going": {"to", "forward"},  # "going forward from Monday"
    "about": {"to"},
    "want": {"to"},
    "wants": {"to"},
    "have": {"to"},
    "has": {"to"},
    "need": {"to"},
    "needs": {"to"},
    "set": {"to"},
    "takes": {"effect"},  # "takes effect Jan. 1", "goes into effect", "comes into force"
    "take": {"effect"},
    "goes": {"into"},
    "go": {"into"},
    "comes": {"into"},
    "come": {"into"},
    "looking": {"forward"},
    "look": {"forward"},
    "can't": {"wait"},
    "cannot": {"wait"},
}
_DID = word_set("did didn't didn’t")
_PERFECT_AUX = word_set("has have is are been being")
_IF = word_set("if unless once until")
_WAS = word_set("was were wasn't weren't wasn’t weren’t")
_PLANNED = word_set("going supposed meant planning scheduled due set booked planned")
_SET_FOR = word_set("set booked planned scheduled due")
_NOT_A_VERB = word_set("the a an my our his her their this that some")
# "back in a week", "back in 2 wks", "back in an hour": a return ahead, no past
_AFTER_BACK_IN = word_set(
    "a an few couple cpl minutes mins min hours hrs hour days day wks wk weeks week months month"
    " mths yrs years year"
)
_SUBJECTS = word_set("i you he she we they it")
_MODALS = word_set(
    "would might should could can must"
)  # future unless "have" follows ("would have gone")
_PAST = word_set(
    "was were did had went got made took saw came ran met gave found felt began became bought"
    " brought caught drew drove ate fell flew forgot grew heard held kept knew left lost paid said"
    " sat sent slept spent spoke stood swam taught thought told threw understood woke won wore"
    " wrote built hurt read put let cut set shot led broke chose rode sang sold begun done gone"
    " seen taken given known been ago yesterday last earlier previously used didn't wasn't"
    " weren't hadn't couldn't rose sank shrank slid swung struck stuck spun sprang stole hid"
    " beat blew bent dealt dug dove fled flung forgave froze hung laid lent lit meant sought"
    " shook shone swept tore wept wound withdrew undertook upheld oversaw outgrew fought bore"
    " ground overtook rang sprang arose awoke forbade slept stood split spread shut quit burst hit"
)
# a report of what happened ("the ministry says ..."); a noun after a determiner ("redeem the
# notes on Dec. 1", "their reports")
_REPORTING_PRESENT = word_set("says reports announces confirms tells notes adds")
_DETERMINERS = word_set("the a an its their his her our my your these those this that")
# past forms spelled as their base: no past after "to", "will", a modal or "did"
_SAME_AS_BASE = word_set(
    "hit cut set put let shut quit beat read spread split burst hurt cost bet cast rid upset"
    " broadcast forecast"
)
_BASE_BEFORE = word_set(
    "to will would can could may might must should shall did does do didn't don't doesn't"
    " can't cannot won't wouldn't couldn't shouldn't gonna wanna"
)
_NOT_PAST_ED = word_set(
    "need bed red speed seed feed indeed weed proceed exceed succeed shed sled breed bleed greed"
    " deed fed wed shred hundred excited interested tired scared married talented supposed"
    " advanced based related united limited detailed"
)
_BE = word_set(
    "am is are be being so very really too feel feels feeling get stay stays remain remains"
)  # "will stay closed through April 3": a state, no past
_PROGRESSIVE_BE = word_set("am is are")
_BE_SUFFIXES = ("'m", "'re", "’m", "’re")
_HAVE_SUFFIXES = ("'ve", "’ve", "'s", "’s")
_WEAK_FUTURE = frozenset(("until", "till", "by"))


_VERB_BEFORE = word_set("could would will might may can should must to not won't cannot")
_REPORTING = word_set(
    "said says told reported announced added noted explained wrote confirmed mentioned"
)


@dataclass(frozen=True, slots=True)
class _Tokens:
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    kinds: tuple[Tense, ...]
    words: tuple[str, ...]
    attributions: frozenset[int]  # ", the company said": a report of the words, not their time


def _word_kind(words: list[str], i: int) -> Tense:
    """The marker kind of ``words[i]`` in its context (see the module doc)."""
    w = words[i]
    prev = words[i - 1] if i else ""
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if w in _WAS and _planned(words, i):
        return "future"  # "the party was going to be this Saturday", "we were meant to fly"
    if prev in _WAS and i > 0 and _planned(words, i - 1):
        return "none"  # "meant" in "were meant to": the plan's word, no past of its own
    if prev in _IF and (w in _PAST or _past_ed(w)):
        return "none"  # "if approved this summer, the merger would ...": a condition ahead
    if prev in _DID or (prev in _SUBJECTS and i > 1 and words[i - 2] in _DID):
        return "none"  # "When did you start there?": "did" tells the tense, not "start"
    if w == "back" and nxt in ("in", "during", "around", "when") and (i == 0 or prev == "way"):
        count = words[i + 2] if i + 2 < len(words) else ""  # digits are no tokens: "2 wks"
        if not (count in NUMBER_WORDS or count in _AFTER_BACK_IN):
            return "past"  # "Back in March." "way back in 1990" (not "back in 2 weeks")
    if w in ("next", "coming", "upcoming") and nxt.endswith(("'s", "’s")):
        return "none"  # "unveiled next fall's lineup in May": the lineup's time, not the clause's
    if w == "due" and prev in _WAS:
        return "past"  # "the registration was due back in October": a deadline gone
    if w in _FUTURE or w.endswith(("'ll", "’ll")) or nxt in _FUTURE_AFTER.get(w, ()):
        return "future"
    if w in _MODALS:
        return "past" if nxt in ("have", "'ve", "’ve") else "future"
    be_before = prev in _PROGRESSIVE_BE or prev.endswith(_BE_SUFFIXES) or _be_then_adverb(words, i)
    if w.endswith("ing") and be_before and len(w) > 4:
        return "future"
    if w in _REPORTING_PRESENT:
        return "none" if prev in _DETERMINERS or nxt in _ARTICLES else "past"
    if w == "last" and prev in _DETERMINERS and prev != "her":  # "saw her last week"
        return "none"  # "my last day at work is the 28th": the final one, no past
    if w == "last" and (prev in _VERB_BEFORE or prev.endswith(("'ll", "’ll"))):
        return "none"  # "could last until the summer": the verb
    if w == "crossed" and prev == "fingers":
        return "none"  # "Thursday I've got my test, fingers crossed": a wish
    if w == "got" and (prev in ("have", "has") or prev.endswith(_HAVE_SUFFIXES)):
        return "none"  # "I've got a dentist appointment Friday": has, not got
    if w in _SAME_AS_BASE and (prev in _BASE_BEFORE or prev.endswith(("'ll", "’ll"))):
        return "none"  # "will cut rates", "expected to set quotas": the base form, no past
    if w.endswith(("'d", "’d")) and len(w) > 2:
        return _would_or_had(nxt)
    if w in _PAST or _past_ed(w):
        adjective = prev in _ARTICLES and _past_ed(w)  # "the revised quote": no verb
        return "none" if adjective or be_before or prev in _BE or _causative(words, i) else "past"
    return "none"


_ARTICLES = word_set("the a an my your our their its")
_HAD_AFTER = word_set("already just never ever always been better rather")


def _would_or_had(nxt: str) -> Tense:
    """ "he'd lend me the car on Thursday", "I'd love to": *would*, a plan ahead; "we'd already
    sent them in May", "she'd told me": *had*, whose participle (a past marker itself) or
    adverb says so."""
    if nxt in _HAD_AFTER or nxt in _PAST or _past_ed(nxt) or nxt.endswith("en"):
        return "none"
    return "future"


_STILL = word_set("still also just really all already now")


def _be_then_adverb(words: list[str], i: int) -> bool:
    """ "are we still doing NYE", "we're still going": a form of *be* (and its subject) before
    an adverb before the word."""
    if i < 2 or words[i - 1] not in _STILL:
        return False
    j = i - 2
    if words[j] in _SUBJECTS and j > 0:
        j -= 1
    return words[j] in _PROGRESSIVE_BE or words[j].endswith(_BE_SUFFIXES)


def _past_ed(w: str) -> bool:
    """A regular past form: "-ed" on a longer word, or on a four-letter one without "ee"
    ("died", "sued", "tied"; not "need", "feed")."""
    if not w.endswith("ed") or w in _NOT_PAST_ED:
        return False
    return len(w) > 4 or (len(w) == 4 and w[1] != "e")


def _planned(words: list[str], i: int) -> bool:
    """ "was going to (be)", "were supposed to", "was meant to", "was set for": a plan told
    from before it, of something still to come (not "was going to the store")."""
    if i + 2 >= len(words) or words[i + 1] not in _PLANNED:
        return False
    if words[i + 2] == "for":  # "was set for the 28th", "were booked for Friday"
        return words[i + 1] in _SET_FOR
    return words[i + 2] == "to" and i + 3 < len(words) and words[i + 3] not in _NOT_A_VERB


def _causative(words: list[str], i: int) -> bool:
    """ "I'll have the draft done by Friday", "need to get it fixed", "I want the presents
    sorted before Christmas": the participle of a "have/get something done" after a future
    marker or "to", or after "want/need/like something", tells no past."""
    for j in range(i - 1, max(0, i - 5), -1):
        if words[j] in ("have", "get"):
            before = words[j - 1]
            return before in _FUTURE or before.endswith(("'ll", "’ll")) or before == "to"
        if words[j] in _WANT:  # "I want the presents sorted before Christmas"
            return True
    return False


_WANT = word_set("want wants need needs like prefer")


@lru_cache(maxsize=4096)
def _tokens(text: str) -> _Tokens:
    found = list(_TOKEN.finditer(text))
    words = [m.group().lower() for m in found]
    kinds = tuple(
        "none" if text.startswith("-", m.end()) else _word_kind(words, i)  # "balanced-budget"
        for i, m in enumerate(found)
    )
    starts, ends = tuple(m.start() for m in found), tuple(m.end() for m in found)
    return _Tokens(starts, ends, kinds, tuple(words), _attributions(text, words, starts))


def _attributions(text: str, words: list[str], starts: tuple[int, ...]) -> frozenset[int]:
    """Indexes of reporting verbs within three words after a comma (", analysts said")."""
    out = set()
    for i, w in enumerate(words):
        if w in _REPORTING:
            lo = starts[max(0, i - 3)]
            if "," in text[lo : starts[i]]:
                out.add(i)
    return frozenset(out)


_RESCHEDULE = word_set(
    "moved postponed pushed rescheduled delayed bumped shifted changed slipped adjourned recessed"
    " brought rained move moving push postpone reschedule put"
)
_BOOK = word_set(
    "booked reserved scheduled planned set signed registered arranged entered enrolled invited"
    " rescheduled moved pushed postponed rebooked"
)
_TO = frozenset(("to", "until", "till"))
_BOOKED = word_set("booked reserved rescheduled scheduled rebooked")
_MONTH = re.compile(rf"\b{MONTH}(?![a-z])", re.I)


def _retargeted(tokens: _Tokens, start: int, end: int, month: bool) -> bool:
    """A date given as the target of an arrangement is ahead, whatever the verb's tense:
    "moved it to the 7th", "postponed until October" (a rescheduling verb, then "to"/"until"),
    "booked a table for Friday" (a booking verb, then "for"). The preposition must introduce
    the date itself (just before it, or the first word of its span): in "signed the lease for
    the workshop on Monday" it belongs to "the workshop", and Monday keeps the verb's tense.
    A month is the booked event's own time ("signed up for the half marathon in October": one
    signs up ahead). A rescheduled date in a sentence that tells it as past ("The surgery went
    smoothly, though they moved it to the 7th") is not ahead: see :func:`direction_at`."""
    first = bisect_left(tokens.starts, start)
    i = first if first < len(tokens.words) and tokens.starts[first] < end else -1
    if first >= 2 and tokens.words[first - 1] == "after" and tokens.words[first - 2] in _TO:
        first -= 1  # "postponed until after the Fourth of July"
    for k in (i, first - 1):
        if k < 0 or k >= len(tokens.words):
            continue
        w = tokens.words[k]
        if k == first - 1 and w in _BOOKED:  # "we've booked Saturday the 18th instead"
            return True
        verbs = _RESCHEDULE if w in _TO else _BOOK if w == "for" else None
        reach = 6 if w in _TO else 4  # "moved the review from Thursday to Monday the 6th"
        if verbs and any(tokens.words[j] in verbs for j in range(max(0, k - reach), k)):
            return True
        if month and w in _EVENT_PREPS and _booked_event_before(tokens, k):
            return True
    return False


_EVENT_PREPS = frozenset(("in", "on"))


def _booked_event_before(tokens: _Tokens, k: int) -> bool:
    """A booking verb and "for" lead the noun phrase just before ``k`` ("signed up for the
    half marathon | in October"): no other verb between them."""
    for j in range(k - 1, max(-1, k - 8), -1):
        w = tokens.words[j]
        if w == "for":
            return any(tokens.words[v] in _BOOK for v in range(max(0, j - 3), j))
        if tokens.kinds[j] != "none":
            return False
    return False


_REQUEST = word_set(
    "asked ask asks invited invite invites told tell tells expects expect hired appointed"
    " offered chose elected named picked persuaded convinced"
)


def _requested(tokens: _Tokens, start: int) -> bool:
    """The date belongs to what someone was asked to do, which comes after the asking: "the
    school asked me to be head of department from September", "they invited us to play in
    March" (a request verb, at most two words, then "to" and a verb, shortly before the
    date)."""
    first = bisect_left(tokens.starts, start)
    for k in range(first - 1, max(-1, first - 9), -1):
        if tokens.words[k] != "to" or k + 1 >= first or tokens.kinds[k + 1] == "past":
            continue
        return any(tokens.words[j] in _REQUEST for j in range(max(0, k - 3), k))
    return False


_CLAUSE_JOIN = re.compile(r"[,;:]|\b(?:though|although|but|and|so|after|once)\b", re.I)


def _past_across(text: str, tokens: _Tokens, indexes: Sequence[int], start: int, end: int) -> bool:
    """A past-tense verb among ``indexes`` with a clause join between it and
    ``text[start:end]`` (the side of the verb that faces the date)."""
    for j in indexes:
        lo, hi = (tokens.ends[j], start) if tokens.ends[j] <= start else (end, tokens.starts[j])
        if tokens.kinds[j] == "past" and _CLAUSE_JOIN.search(text[lo:hi]):
            return True
    return False


def _past_clause_after(text: str, tokens: _Tokens, end: int) -> bool:
    """A past-tense verb in a clause after the date ("She asked me to come on Friday, and I
    did"): what was asked has happened."""
    first = bisect_left(tokens.starts, end)
    return _past_across(text, tokens, range(first, len(tokens.words)), end, end)


def _told_as_past(text: str, tokens: _Tokens, start: int) -> bool:
    """A past-tense verb of another clause of the sentence, before the rescheduling one
    ("The surgery went smoothly, though they moved it to the 7th"; not "got moved to
    October", one clause)."""
    first = bisect_left(tokens.starts, start)
    verbs = [j for j in range(first) if tokens.words[j] in _RESCHEDULE]
    if not verbs:
        return False
    before = tokens.words[verbs[-1] - 1] if verbs[-1] else ""
    if before == "had" or (
        before == "been" and tokens.words[verbs[-1] - 2 : verbs[-1] - 1] == ("had",)
    ):
        # "the league had moved our semi up to Tuesday": told from the past, unless reported
        # ("said the launch had been moved to Oct. 12": "has been moved", backshifted)
        return not any(w in _REPORTING for w in tokens.words[: verbs[-1]])
    if before in _PERFECT_AUX or before.endswith(("'s", "’s", "'ve", "’ve", "'re", "’re")):
        return False  # "it's moved to ...", "they've moved it": the plan as it stands now
    if before in ("got", "get", "gets"):
        return False  # "my flight got moved to the 3rd": the plan as it stands now
    at = tokens.starts[verbs[-1]]
    told = [j for j in range(verbs[-1]) if tokens.words[j] not in _REPORTING]
    return _past_across(text, tokens, told, at, at)  # not "said ... might be put back until"


def direction_at(text: str, start: int, end: int) -> Tense:
    """The direction of the expression at ``text[start:end]`` (see the module doc); inside a
    quotation ("Her card said 'See you on the 28th!'"), the quotation's own."""
    quote = _quotation(text, start, end)
    if quote is not None:
        q0, q1 = quote
        return direction_at(text[q0:q1], start - q0, end - q0)
    tokens = _tokens(text)
    if _retargeted(tokens, start, end, _MONTH.search(text[start:end]) is not None):
        return "past" if _told_as_past(text, tokens, start) else "future"
    if _requested(tokens, start) and not _past_clause_after(text, tokens, end):
        return "future"
    if _since_noun(text, start):
        return "past"  # "since the update on the 9th my phone won't hold a charge"
    if _DOCUMENT_OF.search(text, max(0, start - 24), start):
        return "past"  # "per my email of March 3": a message already sent
    copula = _COPULA_BEFORE.search(text, max(0, start - 24), start) is not None
    if copula and _NOW_BEFORE.search(text, max(0, start - 40), start):
        return "future"  # "so now it's the first weekend of November": the new date is ahead
    first_after = bisect_left(tokens.starts, end)
    last_before = bisect_right(tokens.ends, start) - 1
    before_range = range(last_before, max(-1, last_before - _WINDOW), -1)
    before = _nearest(tokens, before_range, skip=_relative_clauses(text, tokens, start))
    after_range = range(first_after, min(len(tokens.kinds), first_after + _WINDOW))
    role = {first_after} if tokens.words[first_after : first_after + 1] == ("deadline",) else set()
    after = _nearest(tokens, after_range, skip=tokens.attributions | role)
    if after and _RELATIVE_AFTER.search(text, end, tokens.starts[first_after + after[0]]):
        after = None  # "live before Q3, which gives us more runway than we thought"
    if (
        copula
        and before
        and before[1] == "past"
        and (
            _break_after(text, tokens, start, last_before, before)
            or tokens.words[last_before - before[0]] in _REPORTING
        )
    ):
        return "future"  # "Had stats this morning, chemistry is on Wednesday"; "said it is on"
    if not before and _IS_AFTER.match(text, end) and _SUBJECT_SLOT.search(text, 0, start):
        return "future"  # "Reminder that Friday is a company holiday, so ... moved up"
    if before and _did_question(text, tokens, start, last_before, before):
        return "past"  # "did your results come back on Tuesday like they said they would?"
    if before and before[1] == "past" and _present_clause(text, tokens, start, last_before, before):
        return "future"  # "emailed last night, they want me for a third round on Tuesday"
    if before and after and _conditional(tokens, last_before, before):
        return after[1]  # "the merger, if approved this summer, would create": the "would"
    if before and (
        not after
        or before[0] <= after[0]
        or _break_before(text, tokens, end, after)
        or _reported_after(tokens, first_after, after)
    ):
        return before[1]
    if after:
        return after[1]
    if last_before >= 0 and tokens.words[last_before] in _WEAK_FUTURE:
        return "future"
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
_FROM = re.compile(r"(?:from|since)\b", re.I)
_NOW_BEFORE = re.compile(r"\bnow\b", re.I)
# "Christmas Eve we're at my nan's", "Friday I'm off": a plan told in the present
_PRESENT_AFTER = re.compile(
    r"\s*,?\s*(?:i|we|you|they|he|she)(?:['’](?:re|m|s)|\s+(?:are|am|is))\b(?!\s+\w+ed\b)",
    re.I,
)


_BREAK = re.compile(r"[,;:()\u2013\u2014]|\s-\s")


def _break_before(text: str, tokens: _Tokens, end: int, after: tuple[int, Tense]) -> bool:
    """A clause break between the expression and the marker after it ("sold 300 stollen on
    Christmas Eve, never want to see marzipan again"): that marker tells another clause."""
    i = bisect_left(tokens.starts, end) + after[0]
    return _BREAK.search(text, end, tokens.starts[i]) is not None


def _break_after(
    text: str, tokens: _Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """A clause break between the marker before and the expression: with a present "is/are"
    right before the expression, a new clause telling what is ahead ("Had stats this
    morning, chemistry is on Wednesday")."""
    marker_end = tokens.ends[last - before[0]]
    return "," in text[marker_end:start] or ";" in text[marker_end:start]


_IS_AFTER = re.compile(r"\s+(?:is|are)\b(?!\s+\w+ed\b)", re.IGNORECASE)
_SUBJECT_SLOT = re.compile(
    r"(?:^|[,;:]|\bthat)\s*$", re.IGNORECASE
)  # the expression is the subject


def _did_question(
    text: str, tokens: _Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """The expression is in a clause whose auxiliary is "did" (no break between them): the
    clause is past whatever a later clause says."""
    marker = last - before[0]
    return tokens.words[marker] in _DID and _BREAK.search(text, tokens.ends[marker], start) is None


_SUBJECT_PRESENT = re.compile(
    r"[,;]\s+(?:and\s+|so\s+)?(?:i|we|they|you)\s+(?P<verb>[a-z]+)\b", re.IGNORECASE
)


def _present_clause(
    text: str, tokens: _Tokens, start: int, last: int, before: tuple[int, Tense]
) -> bool:
    """A clause of its own between the past marker and the expression, opened by a subject
    and a verb in the present ("emailed at 11 last night, they want me for a third round on
    Tuesday"): the expression's clause is told in the present, of what is ahead."""
    marker_end = tokens.ends[last - before[0]]
    found = list(_SUBJECT_PRESENT.finditer(text, marker_end, start))
    if not found:
        return False
    verb = found[-1]["verb"].lower()
    return verb in _PRESENT_VERBS


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


# "since the update on the 9th", "since my surgery in March": what happened at the date is
# the start of a period up to now (not "since we're leaving on Friday": a cause)
_SINCE_NOUN = re.compile(
    r"\bsince\s+(?:(?:the|my|our|his|her|their|your|that|this|a|an)\s+)?"
    r"(?P<words>(?:[a-z]+\s+){1,2})(?:(?:on|in|at|of)\s+)?$",
    re.IGNORECASE,
)
_NOT_A_NOUN = word_set("i we you he she they it it's we're i'm you're they're is are was were be")


def _since_noun(text: str, start: int) -> bool:
    m = _SINCE_NOUN.search(text, max(0, start - 48), start)
    if m is None:
        return False
    words = m["words"].lower().split()
    return not any(w in _NOT_A_NOUN or w.endswith("ing") for w in words)


_DOCUMENT_OF = re.compile(
    r"\b(?:e-?mail|letter|message|memo|note|text|post|call|invoice|statement|order)s?\s+"
    r"(?:of|dated|from)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_RELATIVE_AFTER = re.compile(r",\s+(?:which|who|whose)\b", re.IGNORECASE)
_RELATIVE = re.compile(r",\s+(?:who|which|whose)\b[^,;.]*,", re.IGNORECASE)


def _relative_clauses(text: str, tokens: _Tokens, start: int) -> frozenset[int]:
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


def _conditional(tokens: _Tokens, last: int, before: tuple[int, Tense]) -> bool:
    """The expression is in an "if" or "unless" clause opened after the marker before it."""
    return any(w in ("if", "unless") for w in tokens.words[last - before[0] + 1 : last + 1])


def _reported_after(tokens: _Tokens, first: int, after: tuple[int, Tense]) -> bool:
    """The marker after the expression is in a "that" clause ("said in a telephone interview
    on Saturday that the campaign would spend"): the words reported, not when they were."""
    return "that" in tokens.words[first : first + after[0]]


def _nearest(
    tokens: _Tokens, indexes: range, skip: frozenset[int] = frozenset()
) -> tuple[int, Tense] | None:
    for distance, i in enumerate(indexes):
        if tokens.kinds[i] != "none" and i not in skip:
            return (distance, tokens.kinds[i])
    return None


_PERFECT = re.compile(
    r"\b(?:have|has|'ve|’ve)\s+(?:(?:not|never|always|already|just|now|only|really)\s+)?"
    r"(?:been|[a-z]+(?:ed|en|wn|ne|ht|lt|pt|ung|ad|id)|hurt|put|cut|set|let|hit|quit|read|run"
    r"|come|become|won|sung|drunk|begun|swum|had|got|sat|met|kept|left|lost|spent|sent)\b"
    r"|\bit['’]s\s+been\b"
    r"|\b(?:just|recently|finally)\b",
    re.IGNORECASE,
)
_NOW_AFTER = re.compile(r"^\W*(?:now|so far|to date|already|and counting|by now)\b", re.IGNORECASE)


def ends_now(text: str, start: int, end: int) -> bool:
    """True when the duration at ``text[start:end]`` runs up to the moment of speaking: a
    present perfect before it ("I have been baking for 3 years", "it's been two weeks"), an
    end just now ("recently left my job after 3 years") or "now"/"so far" after it. "worked
    there for ten years" (simple past) is not anchored."""
    before = text[max(0, start - 80) : start]
    return bool(_PERFECT.search(before)) or bool(_NOW_AFTER.match(text[end : end + 20]))


def tense_of(clause: str) -> Tense:
    """The tense of a whole clause: future when it has a future marker, past when it has a past
    one, otherwise none."""
    kinds = _tokens(clause).kinds
    if "future" in kinds:
        return "future"
    return "past" if "past" in kinds else "none"


def pick_weekday(ref: date, weekday: int, direction: Tense) -> date:
    """The day a bare weekday names (table row 1)."""
    if direction != "past":
        return next_weekday(ref, weekday)
    return ref if ref.weekday() == weekday else previous_weekday(ref, weekday)


def pick_month_day(ref: date, month: int, day: int, direction: Tense) -> date | None:
    """The year-less date a month and day name (table row 2); ``None`` when impossible
    (29 February is looked for in the nearest leap years)."""
    options = [d for y in range(ref.year - 4, ref.year + 5) if (d := valid_date(y, month, day))]
    if not options:
        return None
    if direction == "past":
        return max((d for d in options if d <= ref), default=None)
    if direction == "future":
        return min((d for d in options if d >= ref), default=None)
    return min(options, key=lambda d: (abs((d - ref).days), d < ref))


def pick_month(ref: date, month: int, direction: Tense) -> tuple[date, date]:
    """The year-less month a bare month name names (table row 3)."""
    options = [month_interval(y, month) for y in (ref.year - 1, ref.year, ref.year + 1)]
    if direction == "past":
        return max(o for o in options if o[0] <= ref)
    if direction == "future":
        return min(o for o in options if o[1] >= ref)
    return min(options, key=lambda o: (_months_apart(o[0], ref), o[0] < ref))


def _months_apart(first: date, ref: date) -> int:
    return abs((first.year - ref.year) * 12 + first.month - ref.month)


def pick_period(
    ref: date, intervals: tuple[tuple[date, date], ...], direction: Tense
) -> tuple[date, date]:
    """One of the same period in consecutive years (last, this, next): this year's, moved
    back when the direction is past and it has not started, forward when it is future and it
    is over (table rows 5 and 6)."""
    last, this, nxt = intervals
    if direction == "past" and this[0] > ref:
        return last
    if direction == "future" and this[1] < ref:
        return nxt
    return this


def pick_day_of_month(ref: date, day: int, direction: Tense) -> date | None:
    """The date "the 15th" names (table row 4): in ``ref``'s month or the nearest one that
    has the day ("the 31st" said on 4 March of a party: 31 January)."""
    days = [
        d
        for k in (-2, -1, 0, 1, 2)
        if (first := add_months(ref.replace(day=1), k))
        and (d := valid_date(first.year, first.month, day))
    ]
    if direction == "past":
        return max((d for d in days if d <= ref), default=None)
    return min((d for d in days if d >= ref), default=None)
