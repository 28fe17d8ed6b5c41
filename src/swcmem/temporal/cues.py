"""Cheap lexical cues: the prefilter that skips text with no temporal expression, the narrower
cue that decides whether Duckling runs, and sentence splitting. The direction of a clause
(past, future, none) is read in :mod:`swcmem.temporal.direction`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from swcmem.temporal.calendar import WEEKDAY_TYPOS
from swcmem.temporal.patterns import word_set

Tense = Literal["past", "future", "none"]

# the emoji blocks (symbols, dingbats, pictographs): in chat an emoji ends a clause
EMOJI = "\u2600-\u27bf\U0001f300-\U0001faff"

_CUE_WORDS = word_set(
    "ago last next yesterday today tonight tomorrow week weeks weekend weekends month months year"
    " years day days night morning afternoon evening summer winter spring fall autumn season"
    " christmas thanksgiving halloween easter valentine decade since past recently earlier later"
    " before after during early late mid beginning end one two three four five six seven eight"
    " nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    " twenty thirty forty fifty sixty seventy eighty ninety hundred few couple several hour"
    " hours minute minutes birthday"
    " anniversary holiday holidays quarter half fiscal eighties nineties seventies sixties"
    " fifties forties thirties twenties century weekdays winters summers every once twice fortnight"
    " tmrw tmrow tmr yday yest tonite wknd wknds nxt wk wks yr yrs mth mths xmas mas nye vday arvo"
    " midyear yearend valentines b4 cpl cple coupla eod cob epiphany"
    # named days the rules or Duckling date ("for the Fourth", "celebrating Diwali")
    " fourth diwali hanukkah chanukah ramadan eid passover kwanzaa lent advent pentecost purim"
    " hashanah kippur navratri holi vesak halloween hogmanay juneteenth whitsun mardi"
) | frozenset(WEEKDAY_TYPOS)
_CUE_PREFIXES = word_set(
    "jan feb mar apr may jun jul aug sep oct nov dec mon tue wed thu fri sat sun"
)
_LOWER_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")
_DUCKLING_CUE = re.compile(
    r"\d|\b(?:christmas|thanksgiving|halloween|easter|valentine'?s?|new year'?s?|hanukkah|diwali"
    r"|ramadan|independence day|labou?r day|memorial day|mother'?s day|father'?s day|noon"
    r"|midnight|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march"
    r"|april|june|july|august|september|october|november|december)\b"
    r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|few|couple|several|many)\s+"
    r"(?:of\s+)?(?:days?|weeks?|months?|years?"
    r"|decades?)\b",
    re.IGNORECASE,
)
# a sentence ends at ., ! or ? before a capital (or a currency sign), and before a word in
# lower case too after ! or ? or a word's full stop (chat: "brunch sat? that place on 5th
# finally reopened", "the holidays went way too fast. see u at netball thurs")
_BREAK = re.compile(
    r"(?<=[.!?])[\"')]?\s+(?=[\"'(]?[A-Z$€£])|(?<=[!?])\s+(?=[a-z])|(?<=[a-z]{3}\.)\s+(?=[a-z])|(?<=\d\.)\s+(?=[a-z]{3})|\n+"
    # an emoji ends a chat sentence: "we were in bed by 12:15 😴 Lunch at ours on Sunday"
    rf"|(?<=[{EMOJI}])\s+(?=[A-Z])"
    # and a day of the month starts one: "got one this morning. 26th of April, same centre"
    r"|(?<=[a-z]{3}\.)\s+(?=\d{1,2}(?:st|nd|rd|th)\b)|(?<=[!?])\s+(?=\d{1,2}(?:st|nd|rd|th)\b)"
)
MAX_SENTENCE = 1500
_ABBREVIATION = re.compile(
    r"(?:\b[ap]\.m|\b(?:mr|mrs|ms|dr|st|mt|jr|sr|prof|gen|gov|sen|rep|lt|col|sgt|capt|corp|inc"
    r"|vs|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|etc|approx|incl|est|dept|misc|fig"
    r"|tel|ave)|\b[A-Z]\.[A-Z])\.$",
    re.IGNORECASE,
)


def has_cue(text: str) -> bool:
    """True when ``text`` might hold a temporal expression (false negatives are bugs): a digit,
    a word of :data:`_CUE_WORDS`, or a word starting like a month or weekday ("Sept", "thurs")."""
    if _DIGIT.search(text):
        return True
    words = set(_LOWER_WORD.findall(text.lower()))
    return not words.isdisjoint(_CUE_WORDS) or any(w[:3] in _CUE_PREFIXES for w in words)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence: a break is ., ! or ? before a capital (not the period of
    an abbreviation: "a.m.", "Dr.", "Jan.", "U.S."), or a newline. Sentences longer than
    :data:`MAX_SENTENCE` chars are cut at whitespace."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _BREAK.finditer(text):
        if _ABBREVIATION.search(text, max(0, m.start() - 8), m.start()):
            continue  # "at 3 a.m. Wednesday", "Dr. Lee", "Jan. 5": no sentence ends there
        spans.extend(_cut(text, start, m.start()))
        start = m.end()
    spans.extend(_cut(text, start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def _cut(text: str, start: int, end: int) -> list[tuple[int, int]]:
    out = []
    while end - start > MAX_SENTENCE:
        cut = text.rfind(" ", start + MAX_SENTENCE // 2, start + MAX_SENTENCE)
        cut = cut if cut > start else start + MAX_SENTENCE
        out.append((start, cut))
        start = cut
    out.append((start, end))
    return out


def duckling_cue(text: str) -> bool:
    """True when Duckling could add something our rules do not read (holidays, clock times,
    numbers with units, month names): the gate that keeps Duckling calls rare."""
    return _DUCKLING_CUE.search(text) is not None


def cue_sentences(text: str) -> list[tuple[int, str]]:
    """(offset, sentence) for each sentence of ``text`` that carries a cue."""
    return [(a, text[a:b]) for a, b in sentence_spans(text) if has_cue(text[a:b])]


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Char bounds of the sentence holding ``text[start:end]`` (the whole text when short)."""
    if len(text) <= MAX_SENTENCE and not _BREAK.search(text):
        return (0, len(text))
    for a, b in sentence_spans(text):
        if a <= start < b:
            return (a, max(b, end))
    return (0, len(text))


# a "when" question that names nothing ("When?!", "Oh no. When was that?"): what it asks
# about is the statement before it
_BARE_WHEN = re.compile(
    r"(?:(?:oh|so|and|wait|wow|omg|what|no|really)\W+)*when(?:\s+(?:was|is|did|does|will)\s+"
    r"(?:that|this|it)(?:\s+(?:happen|be))?|['’]s\s+(?:that|this|it))?\W*",
    re.IGNORECASE,
)


def bare_when(question: str) -> bool:
    """True for a "when" question that names no event of its own ("When?!", "When was
    that?")."""
    return _BARE_WHEN.fullmatch(question.strip()) is not None


_WHEN_FIRST = re.compile(r"(?:(?:oh|so|and|but|wait|wow|omg|ok|okay|really)\W+)*when\b", re.I)


def last_question(text: str) -> str:
    """The last sentence of ``text`` that asks something ("When?!" too; "" when none does); a
    last sentence typed without its question mark counts when it opens as a question does
    ("poor moss. how old is he now", "isnt your birthday soon")."""
    spans = [text[a:b].strip() for a, b in sentence_spans(text)]
    if spans and not spans[-1].endswith((".", "!", "?")) and _UNMARKED.match(spans[-1]):
        return spans[-1]
    return next((s for s in reversed(spans) if s.rstrip("!").endswith("?")), "")


# a question's opening: a question word and its verb, or a verb and its subject (not "Did
# the dishes": a statement with its subject left out)
_UNMARKED = re.compile(
    r"(?:how|when|what|where|who|why|which)\s+(?:old|long|many|much|is|are|was|were|did|do|does)\b"
    r"|(?!(?:did|do|does)\s+the\b)(?:did|do|does|is|are|was|were|isnt|isn['’]t|arent|aren['’]t|didnt|didn['’]t|dont"
    r"|don['’]t|have|has|will|can|could)\s+(?:you|u|ya|he|she|they|we|it|your|the)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=20_000)
def asks_when(text: str) -> bool:
    """True when the last question of ``text`` asks "when" ("Oh no. When was that?", "I
    knew it! When did you find out?")."""
    return "when" in text.lower() and _WHEN_FIRST.match(last_question(text)) is not None


# what gets something ready rather than does it: "signed up for the marathon", "booked the
# studio", "applied for the job", "submitted an abstract", "planning to go in May"
ARRANGED = re.compile(
    r"\b(?:sign(?:s|ed|ing)?\s+(?:up|on)|regist(?:er|ers|ered|ering|ration)|enrol(?:s|led|ling)?"
    r"|book(?:s|ed|ing)?|reserv(?:e|es|ed|ing|ation)|appl(?:y|ies|ied|ying|ication)"
    r"|submit(?:s|ted|ting)?|entered"
    r"|schedul(?:e|es|ed|ing)|plan(?:s|ned|ning)?|arrang(?:e|es|ed|ing)|tickets?"
    r"|got\s+(?:a|the)\s+date)\b",  # "she's finally got a date for her hip"
    re.IGNORECASE,
)
