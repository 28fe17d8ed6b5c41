"""Phrases that point a date ahead whatever the nearest tense marker says, read by
:func:`swcmem.temporal.direction.direction_at` before its marker window:

* "Hopefully it's sorted before the 25th": a wish (not with a plain past after it in the
  clause: "hopefully it got sorted on Friday");
* "extra cash in case of a rush on banks in late December": a precaution;
* "With two days left before Thursday's election": a countdown; "ahead of the March 31
  close", "in the run-up to Sunday's vote": what is awaited;
* "The Senate voted to extend funding through May 1", "agreed on April 12 to cut output
  from May 1": a limit the vote (agreement, decision, pledge) set (not "had voted to leave in
  Thursday's referendum", where the date is the vote's);
* "Authorities have closed the highway until Wednesday": a state that lasts up to a day
  ahead (not "We stayed until Wednesday"); so is a limit an act set, whatever its tense:
  "had extended its offer until midnight Nov. 16", "ordered restaurants closed through May
  6".

Pure functions; thread-safe.
"""

from __future__ import annotations

import re

from swcmem.temporal.markers import read_tokens

_UNTIL_AT = re.compile(r"(?:until|till)\s+", re.IGNORECASE)
_UNTIL_AFTER_PERFECT = re.compile(
    r"\b(?:has|have|['’]ve)\s+(?:\w+\s+)?\w+(?:ed|en|wn|ut|et)\b[^.;!?,]*\b(?:until|till)\s+$",
    re.IGNORECASE,
)
_VOTED_TO = re.compile(  # a limit set by the vote ("had voted to leave in Thursday's poll": no)
    r"\b(?:voted|agreed|decided|pledged|promised)\s+(?:\w+\s+){0,3}?to\s+[a-z]+\b"
    r"(?:(?!\w+ed\b)[^.;!?,]|(?<=\d)[.,](?=\d))*"  # no past participle between
    r"\b(?:through|until|till|by|from|starting"
    r"|effective)\s+$",
    re.IGNORECASE,
)
_LIMIT_SET = re.compile(  # a limit the act set ahead ("extended the offer until Nov. 16",
    # "ordered restaurants closed through May 6"; not "stayed until Wednesday")
    r"\b(?:extend(?:ed|s)?|postpone[ds]?|delay(?:ed|s)?|adjourn(?:ed|s)?|suspend(?:ed|s)?"
    r"|defer(?:red|s)?|ordered|banned|halted|froze(?:n)?|pushed\s+back|put\s+off)\b"
    r"(?:(?!\b(?:and|but|then|so)\b)[^.;!?,]|\.(?=\s+[a-z])){0,60}\b(?:until|till|through|thru)\s+"
    r"(?:midnight\s+|noon\s+)?$",
    re.IGNORECASE,
)
_AHEAD_OF = re.compile(
    r"\b(?:ahead\s+of|in\s+the\s+run-up\s+to|no\s+(?:earlier|sooner)\s+than|(?:has|have)\s+until)"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)  # "would come no earlier than Saturday": the soonest ahead
# a precaution against what may come ("in case of a run", "in case this winter proves
# cold"; not "in case you missed it on Monday": a past told)
_IN_CASE_OF = re.compile(
    r"\bin\s+case\s+(?!(?:you|u|anyone|somebody|someone)\s+(?:missed|forgot|didn['’]?t)\b)"
    r"(?=[^.;!?,]*$)",
    re.IGNORECASE,
)
_UNTIL_COUNT = re.compile(  # "leaving only 26 shopping days until Christmas": ahead
    r"\b(?:days?|weeks?|months?)\s+(?:left\s+)?(?:until|till)\s+(?:[\w'’-]+\s+){0,3}$",
    re.IGNORECASE,
)
_COUNTDOWN = re.compile(  # "with two days left before Thursday's election": ahead
    r"\b(?:days?|weeks?|hours?|months?)\s+(?:left|to\s+go|remaining)\s+(?:before|until|till)\s+"
    r"(?:[\w'’-]+\s+){0,9}$",
    re.IGNORECASE,
)
_HOPEFULLY = re.compile(  # no plain past after it in the clause ("hopefully it got sorted")
    r"\bhopefully\b(?![^.;!?]*\b(?:was|were|did|had|got|went|came|arrived|ago|yesterday)\b)"
    r"[^.;!?,]*$",
    re.IGNORECASE,
)


def looks_ahead(text: str, start: int) -> bool:
    """True when a phrase before ``text[start:]`` (or the span's own "until") points the
    date there ahead (see the module doc)."""
    until = _UNTIL_AT.match(text, start)  # the span may begin with its "until"
    if _UNTIL_AFTER_PERFECT.search(text, max(0, start - 80), until.end() if until else start):
        return True
    if _COUNTDOWN.search(text, max(0, start - 110), start):
        return True
    if _UNTIL_COUNT.search(text, max(0, start - 50), start):
        return True
    if _AHEAD_OF.search(text, max(0, start - 30), start):
        return True  # "ahead of Tuesday's election", "ahead of the March 31 close"
    if _HOPEFULLY.search(text, max(0, start - 60), start):
        return True
    case = _IN_CASE_OF.search(text, max(0, start - 60), start)
    if case and "past" not in read_tokens(text[case.end() : start]).kinds:
        return True  # "extra cash in case of a rush on banks in late December" (not "In case
        # of emergency we evacuated the building on Friday")
    if _LIMIT_SET.search(text, max(0, start - 90), until.end() if until else start):
        return True
    return _VOTED_TO.search(text, max(0, start - 80), start) is not None
