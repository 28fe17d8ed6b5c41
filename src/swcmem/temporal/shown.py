"""A thing shown or announced with no date, the other speaker's question about it, and the
dated answer: "[shares a photo: a bike leaning on a garage wall]" — "Is she yours??" —
"Bought her yesterday!". The first turn is what a reader asks about ("When did she get the
bike?"), yet only the answer tells its date; the first turn takes a *carried* anchor (as a
reply does in :mod:`swcmem.temporal.carried`, the other direction) with the answer's date,
grain and words, beside its own "mentioned on" anchor. The answer keeps its own.

Narrow on purpose, because a wrong date is worse than none (measured on the read rounds,
where a wider version was right about half the time):

* the first turn shows something ("[shares a photo: …]", "here's a pic", "take a look at
  this") or announces news ("guess what", "big news", "I've got news", "so much has
  happened") and dates no event of its own;
* the other speaker's last question asks when ("When did you get her?", "When?!"), whether
  the thing is theirs ("Is this your own quilt?"), or only prompts ("??", "What
  happened?"); not one about something else ("Who did it?", "What about you?", "Is it still
  raining there?");
* the answer is the first speaker's next turn, in the same session, and its first
  sentence, not a question, tells exactly one past date of an event ("Picked it up last
  week, down in Milton Keynes."); not a length ("since about April").

Thread-safe: pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from swcmem.model import Anchor
from swcmem.temporal.carried import carried_source
from swcmem.temporal.cues import sentence_spans

_SHOWN = re.compile(
    r"\[\s*shares?\s+(?:a\s+)?(?:photo|picture|pic)"
    r"|\b(?:take|have)\s+a\s+look\b|\bcheck\s+(?:this|it|these|those)\s+out\b"
    r"|\blook\s+at\s+(?:this|these)\b|\bhere['’]?s\s+(?:a|my|the|some)\s+(?:photo|pic|picture|snap)"
    r"|\bguess\s+what\b|\bbig\s+news\b|\byou\s+won['’]?t\s+believe\b"
    r"|\bi(?:['’]ve|\s+have)\s+(?:got\s+)?news\b|\bso\s+much\s+has\s+happened\b",
    re.IGNORECASE,
)
_ASKS_WHEN_OR_WHOSE = re.compile(
    r"^\W*when\b|^\W*is\s+(?:this|that|she|he|it)\s+(?:yours|your\s+own|your\s+new)\b",
    re.IGNORECASE,
)
# the words of a question that only prompts for the news ("??", "What?!", "What happened?")
_PROMPT = frozenset(
    {"what", "happened", "when", "how", "why", "come", "really", "seriously", "omg", "wait"}
    | {"and", "so", "oh", "no", "wow", "tell", "me", "go", "on"}
)
_PROMPT_WORDS = 4
_SINCE = re.compile(r"\bsince\s+(?:about\s+|around\s+)?$", re.IGNORECASE)


def shown_and_asked(first: str, question: str) -> bool:
    """``first`` shows or announces something and ``question`` (the other speaker's last
    question) asks when it was, whether it is theirs, or only prompts for it."""
    if not question or _SHOWN.search(first) is None:
        return False
    if _ASKS_WHEN_OR_WHOSE.search(question) is not None:
        return True
    words = re.findall(r"[a-z']+", question.lower())
    return len(words) <= _PROMPT_WORDS and set(words) <= _PROMPT


def answered_date(reply: str, dated: Sequence[Anchor], said: datetime | None) -> Anchor | None:
    """The one past date of an event the reply's first sentence tells (``dated``: the
    reply's anchors that date events), ``None`` when it tells none or more than one, or
    asks something."""
    spans = list(sentence_spans(reply))
    if not spans or "?" in reply[spans[0][0] : spans[0][1]]:
        return None
    end = spans[0][1]
    first = [a for a in dated if a.char_start < end and not _SINCE.search(reply[: a.char_start])]
    return carried_source(first, "", said)
