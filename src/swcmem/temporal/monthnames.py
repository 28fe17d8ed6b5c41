"""A month named alone, with a modifier or a preposition: "in March", "last June", "this
coming October", "mid-march", "since may, lol", "early May"; "a May rate rise" (a noun
after it), "the whole of May". Bare "may" and "march" are verbs unless the words around
them make them months; a short name ("Jan") needs a preposition that takes a time. A month
a figure measures ("figures for February will be released Thursday") is the month measured,
not where the release lies; a month in a habit ("I always get ill in July") is generic.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.model import Grain
from swcmem.temporal.calendar import month_interval, month_number, part_of
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import PART
from swcmem.temporal.picks import pick_month
from swcmem.temporal.span import UNRESOLVED, Hit

_MONTH_MODS = frozenset(("last", "past", "this past", "next", "coming", "this coming", "this"))


def month_named(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    mod = re.sub(r"\s+", " ", (m["mod"] or "").lower())
    if month is None or not _month_word_ok(m, "in" if mod.endswith(" in") else mod):
        return None
    if mod.endswith(" in"):  # "early in May": early May (not "arrived a week late in June")
        mod = "in" if _TARDY.search(m.string, 0, m.start()) else mod.removesuffix(" in")
    if ref is None:
        return UNRESOLVED
    if mod not in _MONTH_MODS and is_habitual(m.string, m.start(), m.end()):
        return Hit(None, "month", 0.6, generic=True)  # "I always get a chest infection in July"
    if tense == "future" and _released_figures(m):
        tense = "none"  # "figures for February will be released": the month measured, nearest
    if _DATA_AFTER.match(m.string, m.end()):
        tense = "past"  # "will release the January employment report": a month measured
    if mod in ("last", "past", "this past"):
        year = ref.year if month < ref.month else ref.year - 1
        interval = month_interval(year, month)
    elif mod in ("next", "coming", "this coming"):
        year = ref.year if month > ref.month else ref.year + 1
        interval = month_interval(year, month)
    elif mod == "this":
        interval = month_interval(ref.year, month)
    else:
        interval = pick_month(ref, month, tense)
    part = mod if re.fullmatch(PART, mod) else None
    grain: Grain = "day" if part else "month"
    return Hit(part_of(interval, part), grain, 0.8)


_TARDY = re.compile(
    r"\b(?:days?|weeks?|months?|hours?|minutes?|years?|was|were|is|are|been|be|ran|running"
    r"|arrived|came|come|very|bit|too|so)\s+$",
    re.IGNORECASE,
)
_WHOLE_OF = re.compile(r"\b(?:whole|all|most|rest|much|part)\s+$", re.IGNORECASE)


def _month_word_ok(m: re.Match[str], mod: str) -> bool:
    """Bare "may"/"march" are verbs unless capitalised and introduced by a preposition (or
    after "mid-": "mid-march"); a short name ("Jan", "dec") needs a preposition that takes a
    time ("in Jan", "since dec"; "Jan" is also a name: "talked to Jan")."""
    word = m["mon"]
    if word.lower() in ("may", "march"):
        if word[0].isupper() and _DETERMINER_BEFORE.search(m.string, 0, m.start()):
            return bool(_NOUN_AFTER.match(m.string, m.end()))  # "a May rate rise"
        if word.islower() and mod in _CHAT_MODS and _CHAT_END.match(m.string, m.end()):
            return True  # "BOOKED the cabin for march!!!", "since may, lol"
        whole = mod == "of" and _WHOLE_OF.search(m.string, max(0, m.start() - 12), m.start())
        return (word[0].isupper() and (mod not in ("", "of") or bool(whole))) or mod.startswith(
            "mid"
        )  # "the whole of May", "all of March": the month (not "the kind of may")
    if re.fullmatch(MONTH_SHORT, word, re.IGNORECASE):
        return mod in _SHORT_MONTH_MODS or mod.startswith("mid")
    return bool(mod) or word[0].isupper()


_CHAT_MODS = frozenset(("in", "for", "since", "until", "till", "by", "from", "last", "next"))
_CHAT_END = re.compile(r"\s*(?:[.,;:!?)]|$|\d)")
_DETERMINER_BEFORE = re.compile(r"\b(?:a|an|the|its|their|our|his|her|my|your|that)\s+$", re.I)
_NOUN_AFTER = re.compile(r"\s+[a-z]{3,}")
MONTH_SHORT = r"(?:jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
_SHORT_MONTH_MODS = frozenset(
    ("in", "since", "by", "until", "till", "during", "last", "next", "this", "early", "late")
)


# a month a figure measures ("sales for February", "the jobless rate in March")
_MEASURED = re.compile(
    r"\b(?:figures?|data|numbers|statistics|sales|results|output|earnings|profits?|revenues?"
    r"|inflation|unemployment|jobless\s+rate|payrolls|orders|prices|index|report|deficit"
    r"|surplus|exports|imports|production|spending|rate)\s+(?:for|in|of)\s*$",
    re.IGNORECASE,
)
_DATA_AFTER = re.compile(
    r"\s+(?:\w+\s+)?(?:report|figures?|data|numbers|statistics|sales|jobs\s+report|payrolls"
    r"|survey|reading|index|results|earnings)\b",
    re.IGNORECASE,
)
_RELEASED = re.compile(
    r"\b(?:released?|reported?|published?|announced?|due|out|issued?)\b", re.IGNORECASE
)


def _released_figures(m: re.Match[str]) -> bool:
    """ "Figures for February will be released Thursday": what lies ahead is the release, not
    the month the figures measure ("sales in December will rise" is ahead)."""
    before = _MEASURED.search(m.string, max(0, m.start() - 40), m.start("mon"))
    return before is not None and _RELEASED.search(m.string, m.end()) is not None
