"""Arrangements: a date given as the target of a rescheduling or a booking ("moved it to the
7th", "booked a table for Friday", "signed up for the half marathon in October") or that
belongs to what someone was asked to do ("asked me to be head of department from
September") is ahead whatever the verb's tense, unless the sentence tells it as done ("The
surgery went smoothly, though they moved it to the 7th"). :func:`swcmem.temporal.direction.
direction_at` asks these first.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from swcmem.temporal.markers import PERFECT_AUX, REPORTING, Tokens
from swcmem.temporal.patterns import MONTH, word_set

_RESCHEDULE = word_set(
    "moved postponed pushed rescheduled delayed bumped shifted changed slipped adjourned recessed"
    " brought rained move moving push postpone reschedule put"
)
_BOOK = word_set(
    "booked reserved scheduled planned set signed registered arranged entered enrolled invited"
    " rescheduled moved pushed postponed rebooked called"  # "called elections for Oct. 24"
    # chosen for what comes ("got accepted for the conference in Hobart in December")
    " accepted selected shortlisted"
)
# a date itself approved or chosen for something ("it's approved for the 9th of June"; not
# "approved funding for a new railway on Jan. 12": the approval's day)
_CHOSEN = word_set("approved chosen picked")
_RESCHEDULED = word_set(
    "moved postponed pushed rescheduled delayed bumped shifted changed rebooked"
    " move push postpone reschedule"  # "I've had to move our 1:1 from Friday to Monday 4th"
)
_TO = frozenset(("to", "until", "till"))
_PART_WORDS = word_set(
    "the week weekend of end start beginning middle early late mid w c commencing"
)
_BOOKED = word_set("booked reserved rescheduled scheduled rebooked")
MONTH_WORD = re.compile(rf"\b{MONTH}(?![a-z])", re.I)


def retargeted(tokens: Tokens, start: int, end: int, month: bool) -> bool:
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
    elif (
        first >= 4
        and tokens.words[first - 1] in ("after", "before")
        and (tokens.words[first - 3] == "the" and tokens.words[first - 2] in _OFFSET_UNITS)
    ):
        first -= 3  # "pushed the kickoff to the Monday after Easter"
    k = first
    while k >= 2 and tokens.words[k - 1] in _PART_WORDS:
        k -= 1  # "moved the kickoff to the week of January 12"
    if any(w not in ("the", "of") for w in tokens.words[k:first]):
        first = k
    for k in (i, first - 1):
        if k < 0 or k >= len(tokens.words):
            continue
        w = tokens.words[k]
        if k == first - 1 and w in _BOOKED:  # "we've booked Saturday the 18th instead"
            return True
        verbs = _RESCHEDULE if w in _TO else _BOOK if w == "for" else None
        if w == "for" and k == first - 1:
            verbs = _BOOK | _CHOSEN
        reach = 6 if w in _TO else 4  # "moved the review from Thursday to Monday the 6th"
        if verbs and any(tokens.words[j] in verbs for j in range(max(0, k - reach), k)):
            return True
        if month and w in _EVENT_PREPS and _booked_event_before(tokens, k):
            return True
    return False


def rescheduled_from(tokens: Tokens, start: int, end: int) -> bool:
    """The date a rescheduling moves from ("moved your appointment from Tuesday to Wednesday
    the 28th", "rescheduled from July 3 to the following Tuesday"): "from" just before it,
    "to"/"until" soon after it, a rescheduling verb before "from". It is told as the target
    is (ahead unless told as past)."""
    first = bisect_left(tokens.starts, start)
    k = first if first < len(tokens.words) and tokens.words[first] == "from" else first - 1
    if k < 0 or tokens.words[k] != "from":
        return False
    after = bisect_left(tokens.starts, end)
    if not any(w in _TO for w in tokens.words[after : after + 3]):
        return False
    return any(tokens.words[j] in _RESCHEDULED for j in range(max(0, k - 6), k))


_EVENT_PREPS = frozenset(("in", "on"))
_OFFSET_UNITS = word_set(
    "day week weekend monday tuesday wednesday thursday friday saturday sunday"
)


def _booked_event_before(tokens: Tokens, k: int) -> bool:
    """A booking verb and "for" lead the noun phrase just before ``k`` ("signed up for the
    half marathon | in October"): no other verb between them."""
    for j in range(k - 1, max(-1, k - 11), -1):
        w = tokens.words[j]
        if w == "for":
            return any(tokens.words[v] in _BOOK for v in range(max(0, j - 3), j))
        if tokens.kinds[j] != "none":
            return False
    return False


_REQUEST = word_set(
    "asked ask asks invited invite invites told tell tells expects expect hired appointed"
    " offered chose elected named picked persuaded convinced promised promise promises vowed"
    " pledged urged urge urges ordered orders order instructed directed required allowed"
    " permitted forced"  # "ordered shopping malls to close from Friday"
)


def requested(tokens: Tokens, start: int) -> bool:
    """The date belongs to what someone was asked to do, which comes after the asking: "the
    school asked me to be head of department from September", "they invited us to play in
    March" (a request verb, at most two words, then "to" and a verb, shortly before the
    date)."""
    first = bisect_left(tokens.starts, start)
    for k in range(first - 1, max(-1, first - 13), -1):
        if k < first - 8 and "past" in tokens.kinds[k + 1 : first]:
            return False  # far from the date, a past verb between: "expects to deliver 340
            # in 1997, its chairman said in an interview late Monday" (not "asked to teach on
            # the undergraduate field course on Orpheus in early September")
        if tokens.words[k] != "to" or k + 1 >= first or tokens.kinds[k + 1] == "past":
            continue
        return any(tokens.words[j] in _REQUEST for j in range(max(0, k - 3), k))
    return False


_CLAUSE_JOIN = re.compile(r"[,;:]|\b(?:though|although|but|and|so|after|once)\b", re.I)


def _past_across(text: str, tokens: Tokens, indexes: Sequence[int], start: int, end: int) -> bool:
    """A past-tense verb among ``indexes`` with a clause join between it and
    ``text[start:end]`` (the side of the verb that faces the date)."""
    for j in indexes:
        lo, hi = (tokens.ends[j], start) if tokens.ends[j] <= start else (end, tokens.starts[j])
        if tokens.kinds[j] == "past" and _CLAUSE_JOIN.search(text[lo:hi]):
            return True
    return False


def past_clause_after(text: str, tokens: Tokens, end: int) -> bool:
    """A past-tense verb in a clause after the date ("She asked me to come on Friday, and I
    did"): what was asked has happened."""
    first = bisect_left(tokens.starts, end)
    return _past_across(text, tokens, range(first, len(tokens.words)), end, end)


def told_as_past(text: str, tokens: Tokens, start: int) -> bool:
    """A past-tense verb of another clause of the sentence, before the rescheduling one
    ("The surgery went smoothly, though they moved it to the 7th"; not "got moved to
    October", one clause)."""
    first = bisect_left(tokens.starts, start)
    verbs = [j for j in range(first) if tokens.words[j] in _RESCHEDULE]
    if not verbs:
        return False
    before = tokens.words[verbs[-1] - 1] if verbs[-1] else ""
    if before == "to" and tokens.words[max(0, verbs[-1] - 2)] in ("had", "have", "has"):
        return False  # "I've had to move our 1:1 from Friday to Monday 4th": the plan now
    if before == "had" or (
        before == "been" and tokens.words[verbs[-1] - 2 : verbs[-1] - 1] == ("had",)
    ):
        # "the league had moved our semi up to Tuesday": told from the past, unless reported
        # ("said the launch had been moved to Oct. 12": "has been moved", backshifted)
        return not any(w in REPORTING for w in tokens.words[: verbs[-1]])
    if before in PERFECT_AUX or before.endswith(("'s", "’s", "'ve", "’ve", "'re", "’re")):
        return False  # "it's moved to ...", "they've moved it": the plan as it stands now
    if before in ("got", "get", "gets"):
        return False  # "my flight got moved to the 3rd": the plan as it stands now
    at = tokens.starts[verbs[-1]]
    told = [j for j in range(verbs[-1]) if tokens.words[j] not in REPORTING]
    return _past_across(text, tokens, told, at, at)  # not "said ... might be put back until"
