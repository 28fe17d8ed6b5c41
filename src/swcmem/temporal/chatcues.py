"""Direction cues of chat (see the rule table in :mod:`swcmem.temporal.direction`), read
before the tense markers:

* ahead: what a forecast tells ("forecast says sunny till Sunday"), "until at least April 1",
  "Tuesday at the earliest", a return told without a verb ("Back on the 10th", "back at work
  Monday"), a move told by a bare progressive ("3 nights, checking in on the 25th"), and a
  question of its own after another sentence with no tense of its own ("was at Jen's leaving
  do. u around sunday?");
* past (the day itself when it is that weekday): "it's technically Sunday now", "sunday
  already";
* past: what one recovers from ("recovering from Tuesday's tramp"), a weekend or holiday
  come back from ("Back from the long weekend", "Back at work
  after the long weekend");
* the date at hand (no direction: the nearest): what a notice says ("Flyer says 4/24");
* a verbless fragment told on in the simple past ("Pub quiz on Thursday and we came
  second!") is past, unless that clause gets ready for a date ahead ("Flight on Monday and I
  packed already"): :func:`narrated_on`, read once the markers are;
* ahead: a verbless date right after a booking ("I booked my driving test! 9 April.");
* past: a day something is still felt from ("I've still got a sore head from Saturday",
  "still thinking about Saturday").

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from swcmem.temporal.cues import Tense
from swcmem.temporal.markers import Tokens


def told_direction(text: str, start: int, end: int) -> Tense | None:
    """The direction chat's own words give the expression at ``text[start:end]``, or
    ``None`` when they give none (the markers decide)."""
    if _TODAY_AFTER.match(text, end) or _ITS_NOW.search(text, max(0, start - 30), start):
        return "past"  # "it's technically Sunday now", "sunday already": the day it is
    if _FORECAST.search(text, max(0, start - 60), start):
        return "future"
    if _NOTICE_SAYS.search(text, max(0, start - 40), start):
        return "none"
    if _AT_THE_EARLIEST.match(text, end) or _UNTIL_AT_LEAST.search(text, max(0, start - 30), start):
        return "future"
    if (
        _BACK_FROM.search(text, max(0, start - 40), start)
        or _RECOVERING.search(text, max(0, start - 30), start)
        or _still_from(text, start)
    ):
        return "past"  # "Still recovering from Tuesday's tramp", "still buzzing from Sunday"
    if _BACK_ON.search(text, max(0, start - 40), start):
        return "future"
    if _ON_THE_WAY.search(text, max(0, start - 60), start):
        return "future"
    if _booked(text, start, end):
        return "future"
    return None


# a booking, then the booked date without a verb: "I booked my driving test! 9 April."
_BOOKED_THEN = re.compile(
    r"\b(?:booked|rebooked|reserved|scheduled|confirmed)\b[^.;!?]{0,60}[.!:]+\s+"
    r"(?:(?:it['’]?s|for|on|the)\s+)*$",
    re.IGNORECASE,
)
_VERBLESS_REST = re.compile(  # the date ends its sentence, a time at most after it
    r"(?:,?\s*(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?)?\s*(?:[.!?]|$)",
    re.IGNORECASE,
)


def _still_from(text: str, start: int) -> bool:
    """A day something is still felt from (see :data:`_STILL_FROM`); the expression may hold
    its "from" ("from Sunday")."""
    at = start + 5 if text[start : start + 5].lower() == "from " else start
    return _STILL_FROM.search(text, max(0, at - 50), at) is not None


def _booked(text: str, start: int, end: int) -> bool:
    """A verbless date right after a booking (see the module doc)."""
    rest = _VERBLESS_REST.match(text, end)
    return rest is not None and _BOOKED_THEN.search(text, max(0, start - 90), start) is not None


# a verbless fragment with its date, told on in the simple past by "and" or "but" and a
# subject: "Pub quiz on Thursday and we came second!" (not "keys on the 1st and I've already
# bought plants": a perfect tells what was done before a date ahead)
_NARRATED_ON = re.compile(
    r"\W*(?:and|but)\s+(?:then\s+)?(?:we|i|they|he|she|it|you|everyone|everybody)\s+$",
    re.IGNORECASE,
)


def narrated_on(text: str, tokens: Tokens, end: int, after: tuple[int, Tense]) -> bool:
    i = bisect_left(tokens.starts, end) + after[0]
    if _NARRATED_ON.fullmatch(text, end, tokens.starts[i]) is None:
        return False
    told = _CLAUSE_END.split(text[tokens.starts[i] :], maxsplit=1)[0]
    return _MADE_READY.search(told) is None


_CLAUSE_END = re.compile(r"[.!?;:,\u2013\u2014]|\s-\s")
# what is done before a date ahead: "Flight on Monday and I packed already", "Interview on
# Friday and I bought a new suit"
_MADE_READY = re.compile(
    r"\b(?:already|just|yet|bought|booked|packed|ordered|prepared|planned|reserved|registered"
    r"|arranged|invited|signed\s+up|got\s+(?:a|an|the|my|our|some|new)|picked\s+out)\b",
    re.IGNORECASE,
)


_SENTENCE_END = re.compile(r"[.!?](?=\s)")
# what a notice says is a date at hand, ahead or just past ("Flyer says 4/24")
_NOTICE_SAYS = re.compile(
    r"\b(?:newsletter|flyer|flier|poster|invite|invitation|notice|ticket|calendar|website"
    r"|timetable|schedule|sign)\s+"
    r"(?:says|said|shows|showed)\b[^.;!?]{0,40}$",
    re.IGNORECASE,
)
_AT_THE_EARLIEST = re.compile(r"\s*,?\s*at\s+the\s+(?:earliest|soonest)\b", re.IGNORECASE)
_UNTIL_AT_LEAST = re.compile(
    r"\b(?:until|till|til)\s+(?:at\s+least|at\s+the\s+earliest)\s+$", re.IGNORECASE
)
_FORECAST = re.compile(
    r"\b(?:forecasts?|weather(?:\s+app)?|the\s+app)\s+(?:says|shows|calls\s+for|predicts)\b"
    r"[^.;!?]*$",
    re.IGNORECASE,
)
_BACK_FROM = re.compile(
    r"(?<!\bbe\s)(?<!\bget\s)(?<!\bcome\s)\bback(?:\s+at\s+(?:work|school)|\s+in\s+the\s+office)?"
    r"\s+(?:from|after)\s+"
    r"(?:the\s+|my\s+|our\s+|a\s+)?(?:long\s+|holiday\s+|bank\s+holiday\s+)?$",
    re.IGNORECASE,
)
_TODAY_AFTER = re.compile(r"\s+already\b", re.IGNORECASE)
_ITS_NOW = re.compile(
    r"\bit['’]?s\s+(?:technically\s+|officially\s+|finally\s+|already\s+)$", re.IGNORECASE
)
_RECOVERING = re.compile(r"\brecover(?:ing|ed|s)?\s+(?:from\s+)?$", re.IGNORECASE)
# what a day left behind: "I've still got a sore head from Saturday", "still hungover from
# Saturday", "I'm still thinking about Saturday", "still not over Sunday" (not "I'll still be
# off from Monday", "still on nights from Monday": a plan, a shift from that day)
_STILL_FROM = re.compile(
    r"\bstill\b(?![^.;!?]*\b(?:will|'ll|’ll|going\s+to|gonna|be|on|off|in|at|working|work"
    r"|home|leave)\b)[^.;!?]{0,40}\b(?:from|about|over)\s+(?:last\s+)?$",
    re.IGNORECASE,
)
# a return told without a verb of its own: "Back on the 10th", "back at work Monday"
_BACK_ON = re.compile(
    r"(?:^|[.!?;:,]\s*|\band\s+)(?:i['’]?m\s+|we['’]re\s+)?back(?:\s+(?:(?:at|to)\s+(?:work|school)"
    r"|in\s+the\s+office|home|in\s+town))?\s+(?:on|by)\s+$"
    r"|(?:^|[.!?;:,]\s*|\band\s+)back\s+(?:(?:at|to)\s+(?:work|school)|in\s+the\s+office)\s+$",
    re.IGNORECASE,
)
# a move told by a bare progressive (chat leaves the "I'm" out): "checking in on the 25th",
# "flying out Friday"
_ON_THE_WAY = re.compile(
    r"(?:^|[.!?;:,]\s*)(?:checking|flying|heading|leaving|moving|driving|going|coming)"
    r"(?:\s+(?:in|out|off|back|home|over|away|up|down))?\s+(?:on\s+)?$",
    re.IGNORECASE,
)


def bare_question(text: str, tokens: Tokens, start: int, end: int) -> bool:
    """The expression is in a question of its own after another sentence (one starting in
    lower case, as chat writes it: "was at Jen's leaving do. u around sunday?"), and no word
    of the question tells a tense: the markers of the sentence before are not its."""
    ask = text.find("?", end)
    if ask < 0 or _SENTENCE_END.search(text, end, ask):
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    if not ends:
        return False
    first, last = bisect_left(tokens.starts, ends[-1]), bisect_left(tokens.starts, ask)
    return all(k == "none" for k in tokens.kinds[first:last])
