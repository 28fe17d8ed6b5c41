"""An event told over three turns: its date in the first, the other speaker asks how it went,
the reply tells it. "I ran a quiz night at the library last Friday." — "How did it go?" —
"Packed! We ran out of chairs." The reply names no date, yet the only date it tells of is the
quiz night's: instead of the "mentioned on <date of the turn>" anchor every undated turn has
(:func:`swcmem.temporal.extract.implicit_anchor`), it takes a *carried* anchor — implicit,
with the dates, grain and words ("last Friday") of the turn it follows up.

Narrow on purpose, because a wrong date is worse than the turn's own:

* a question of the other speaker's turn asks how the thing went ("How was it?",
  "How did the interview go?", "What was it like?") or came about ("Oh no! How?", "What
  happened?": "I burned my hand on Thursday" — "Oh no! How?" — "Grabbed a hot pot..."); when
  it names the thing ("the interview"), the date's sentence names it too;
* the reply is the first speaker's, in the same session, and its first sentence with a tense
  is in the past ("It went alright.", not "It's going to be great");
* the first turn tells exactly one past date of an event (or one in the sentence naming the
  thing asked about); generic mentions, lengths and future dates carry nothing.

The date may be in the question itself: "How did it go yesterday??" — "Honestly not sure.
There were three of them on the panel"; "did you march in the parade on sunday?" — "I did.
Cold rain, and 300 people at the cenotaph" (a question whether the one asked did it carries
only to a reply that says so).

A teaser carries the same way: "Guess what happened on Friday!" — "What?! Tell me!" — "They
offered me the job!". The first turn teases ("guess what", "you'll never guess", "big news",
or a sentence saying only that something happened on its date: "Something happened on
Saturday.") and tells one past date, the other speaker asks for it in a short turn, and the
reply tells the news in the past. Its date is the teaser's even when the reply names a date ahead ("A
place came up! She can start in September").

The other direction (a photo or a teaser, a question about it, then the dated answer) dates
the first turn: :mod:`swcmem.temporal.shown`.

Thread-safe: pure functions.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from swcmem.model import Anchor
from swcmem.temporal.clauses import teaser
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.direction import tense_of
from swcmem.temporal.patterns import WEEKDAY_FULL

_THING = r"it|that|(?:the|your)\s+\w+(?:\s+(?!(?:go|like|to|at|with|for|in|on|of)\b)\w+)?"
_HOW_IT_WENT = re.compile(
    rf"\bhow\s+(?:was|did)\s+(?P<a>{_THING})\b(?:\s+go\b)?"
    rf"|\bhow['’]d\s+(?P<b>{_THING})\s+go\b"
    r"|\bwhat\s+was\s+(?P<c>it|that)\s+like\b"
    r"|(?P<d>\bhow|\bwhat\s+happened)\s*\?"  # "Oh no! How?", "What happened?": how it came about
    # a day asked about by its name: "How was Saturday?", "how was last night"
    rf"|\bhow\s+was\s+(?P<e>{WEEKDAY_FULL}|yesterday|last\s+night)\b",
    re.IGNORECASE,
)
_ANAPHOR = ("it", "that")
# the grains a carried date may have: one event's day, week, month, season or year
_CARRIED_GRAINS = frozenset({"day", "week", "month", "season", "year"})


def how_it_went(turn: str) -> str | None:
    """What a question of ``turn`` asks how it went: "" for "it"/"that" ("How was it?"), the
    thing's last word when it names one ("How did the job interview go?" → "interview"),
    ``None`` when no question of the turn asks that."""
    if _HOW_IT_WENT.search(turn) is None:
        return None  # most turns: no sentence split needed
    for start, end in sentence_spans(turn):
        sentence = turn[start:end].strip()
        m = _HOW_IT_WENT.search(sentence) if sentence.endswith("?") else None
        if m is not None:
            thing = "it" if m["d"] or m["e"] else (m["a"] or m["b"] or m["c"]).lower()
            return "" if thing in _ANAPHOR else thing.split()[-1]
    return None


_TEASER = re.compile(
    r"\bguess\s+what\b|\byou['’]?ll\s+never\s+guess\b|\byou\s+won['’]?t\s+believe\b"
    r"|\b(?:big|huge|great|good|exciting)\s+news\b|\bi['’]?ve\s+got\s+news\b",
    re.IGNORECASE,
)
_ASKS_FOR_IT = re.compile(
    r"\?|\btell\s+me\b|\bgo\s+on\b|\bspill\b|\bdon['’]?t\s+keep\s+me\b|\bdo\s+tell\b"
    r"|\bdon['’]?t\s+do\s+(?:this|that)\b|\bwhat\W*$",  # "Don't do this to me. WHAT."
    re.I,
)
_PROMPT_WORDS = 12
# a wrong guess put right: "Guess what happened on Friday" — "you crashed" — "Rude. No! First
# solo night circuits"; "You won the Lotto" — "Better. The ESB came!!"
_GUESS_CORRECTED = re.compile(
    r"\W*(?:rude\W+|ha+\W+|lol\W+)?(?:no+|nope|nah|not\s+quite|close|better|even\s+better"
    r"|worse|wrong)\b\W+(?:\w+\W+){2}",  # and then the news: not "No" alone
    re.IGNORECASE,
)


def may_tease(first: str, prompt: str, reply: str = "") -> bool:
    """``prompt`` is a short turn asking for news ("What?! Don't keep me hanging"), or
    guessing it when the ``reply`` puts the guess right, and ``first`` has words a teaser is
    told with (what :func:`teased` then reads)."""
    if len(prompt.split()) > _PROMPT_WORDS:
        return False
    if _ASKS_FOR_IT.search(prompt) is None and _GUESS_CORRECTED.match(reply) is None:
        return False
    return any(p.search(first) is not None for p in (_TEASER, _GUESS_WHO, _HAPPENED))


# "Guess where I was on Thursday", "guess who drove to the Co-op by herself on Saturday?": a
# teaser only of a past date in its own sentence (not "guess who's got parents' evening
# tonight", "It was booked two years ago. Also, guess who's doing the photos")
_GUESS_WHO = re.compile(r"\bguess\s+(?:where|who)\b", re.IGNORECASE)


def teased(first: str, prompt: str, dated: list[Anchor], reply: str = "") -> bool:
    """``first`` teases news ("Guess what happened on Friday!", or a sentence that only says
    something happened at one of the ``dated`` anchors: "Something happened on Saturday.";
    not "The summer after next we think.") and ``prompt``, a short turn, asks for it
    ("What?! Don't keep me hanging", "Tell me!"); or guesses it wrong and the
    ``reply`` puts it right ("you crashed" — "Rude. No! First solo night circuits"); not one
    that only cheers ("Yay!! Finally") or guesses it: measured, the news was then most often
    told already."""
    if not may_tease(first, prompt, reply):
        return False
    if _TEASER.search(first) is not None:
        return True
    spans = sentence_spans(first)
    guessed = [first[a:b] for a, b in spans if _GUESS_WHO.search(first, a, b)]
    if any(a.surface in s and tense_of(s) == "past" for a in dated for s in guessed):
        return True
    sentences = [first[a:b] for a, b in spans if _HAPPENED.search(first, a, b)]
    return any(a.surface in s and teaser(s, a.surface) for a in dated for s in sentences)


_HAPPENED = re.compile(r"\bhappened\b", re.IGNORECASE)


# a question about a date of the one asked: "How did it go yesterday??", "did you march in
# the parade on sunday?"; the second only when the reply says it did ("I did.", "Yes!")
_DID_YOU = re.compile(r"^\W*(?:(?:so|and)\s+)?did\s+(?:you|u|ya)\b", re.IGNORECASE)
_CONFIRMED = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|i\s+did|we\s+did|sure\s+did|(?:i|we)\s+certainly\s+did)\b",
    re.IGNORECASE,
)


def asked_on_a_date(question: str, reply: str) -> bool:
    """``question`` (the last one of the other speaker's turn) asks how something went, or
    whether the one asked did something, and ``reply`` answers it: told in the past, or
    saying it did ("I did. Cold rain, and 300 people")."""
    if _HOW_IT_WENT.search(question) is not None:
        return told_in_past(reply)
    return _DID_YOU.match(question) is not None and _CONFIRMED.match(reply) is not None


def told_in_past(reply: str, *, untold: bool = False) -> bool:
    """The reply's first sentence with a tense is in the past, and the reply asks nothing
    back before it ("It was great!", "Thanks! It went alright."); ``untold``: a reply with
    no tense at all counts too (news after a teaser: "My first ever court appearance!!"). A
    hedge tells no tense: "Not bad I think. Three of them on a panel" reads on."""
    for start, end in sentence_spans(reply):
        sentence = reply[start:end].strip()
        if sentence.rstrip("!").endswith("?"):
            return False  # "You know Welsh?!": a question back
        tense = tense_of(_HEDGE.sub("", sentence))
        if tense != "none":
            return tense == "past"
    return untold


_HEDGE = re.compile(r",?\s*\bi\s+(?:think|guess|reckon|suppose)\b(?=\s*[,.!]|\s*$)", re.I)


def carried_source(told: list[Anchor], thing: str, said: datetime | None) -> Anchor | None:
    """The one past date of an event among ``told`` (the first turn's anchors that date an
    event), restricted to the sentences naming ``thing`` when the question names one;
    ``None`` when there is none or more than one."""
    if said is None:
        return None
    past = [
        a
        for a in told
        if a.start is not None
        and a.end is not None
        and not a.implicit
        and not a.generic
        and a.grain in _CARRIED_GRAINS
        and a.end <= said.date()
    ]
    if thing:
        past = [a for a in past if _names(a.event_text, thing)]
    if len({(a.start, a.end) for a in past}) != 1:
        return None
    return past[-1]


def _names(text: str, thing: str) -> bool:
    """``text`` names ``thing`` (a word, or its stem of at least four letters: "game" in
    "games", "jog" in "jogging")."""
    stem = thing[:4] if len(thing) > 4 else thing
    return re.search(rf"\b{re.escape(stem)}", text, re.IGNORECASE) is not None


def carried_anchor(implicit: Anchor, source: Anchor) -> Anchor:
    """The reply's implicit anchor moved to the date of ``source`` (with its words)."""
    return replace(
        implicit,
        surface=source.surface,
        start=source.start,
        end=source.end,
        grain=source.grain,
        confidence=min(source.confidence, 0.5),
    )


def is_carried(anchor: Anchor) -> bool:
    """An implicit anchor that carries another turn's date (it keeps that date's words)."""
    return anchor.implicit and bool(anchor.surface)
