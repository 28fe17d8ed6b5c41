"""Regex fragments, word-number parsing and the cheap sentence features shared by the rule
modules."""

from __future__ import annotations

import re

from swcmem.temporal.calendar import WEEKDAY_TYPOS

MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?)"
)
# a part of a month or year: "early May", "the end of June"
PART = (
    r"early|mid-?|late|the beginning of|beginning of|the start of|start of|the end of|end of"
    r"|the middle of|middle of"
)
_TYPOS = "|".join(sorted(WEEKDAY_TYPOS, key=len, reverse=True))  # "wensday" (chat's spelling)
WEEKDAY = (
    rf"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|{_TYPOS}"
    r"|(?:mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)\.?)"
)
WEEKDAY_FULL = rf"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|{_TYPOS})"
WEEKDAY_NAMES = frozenset(
    ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
)
SEASON = r"(?:spring|summer|fall|autumn|winter)"
# words after a number that make it a count or a measure, not a year ("1987 people")
COUNT_NOUN = (
    r"(?:%|percent|per\s+cent|people|persons|men|women|kids|children|students|members|fans"
    r"|visitors|voters|votes|workers|employees|jobs|troops|soldiers|residents|households|homes"
    r"|houses|cars|units|copies|shares|acres|hectares|dollars|euros|pounds|yen|yuan|francs"
    r"|rupees|bucks|cents|points|pts|miles|mi|km|kilometers|kilometres|meters|metres|m"
    r"|feet|ft|foot|yards|inches|kg|kilos|lbs|grams|tons|tonnes|calories|kcal|steps|words"
    r"|pages|hours|hrs|minutes|mins|seconds|secs|times|likes|followers|views|subscribers"
    r"|items|pieces|rooms|beds|seats|runners|participants|attendees|guests|customers|users"
    r"|laps|reps|degrees|mph|kph|rpm|watts|volts|gb|mb|tb|bits|bytes|pixels|dpi)"
)
YEAR = rf"(?:[12]\d{{3}})(?![-/]\d|[.,]\d|\s*(?:{COUNT_NOUN})\b|\s*%)"
YEAR2 = r"['’]\d\d(?!\d)"  # '87
YEAR_ANY = rf"(?:{YEAR}|{YEAR2})"
DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
# what follows a fraction, not a date: "1/2 cup", "1/3 of my pay", "3/4 inch"
NOT_A_FRACTION = r"(?!\s*(?:cups?|of|tsp|tbsp|teaspoons?|tablespoons?|inch(?:es)?|miles?|lbs?|%))"
NTH = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)"  # a day written as an ordinal: "the 9th"
_UNITS_ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_TEENS_ORD = [
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
]
#: "first" … "thirty-first" → 1 … 31 (a day of the month written out)
DAY_WORDS: dict[str, int] = {w: i + 1 for i, w in enumerate(_UNITS_ORD)}
DAY_WORDS |= {w: i + 10 for i, w in enumerate(_TEENS_ORD)}
DAY_WORDS |= {"twentieth": 20, "thirtieth": 30}
DAY_WORDS |= {f"twenty{sep}{w}": 20 + i + 1 for i, w in enumerate(_UNITS_ORD) for sep in "- "}
DAY_WORDS |= {f"thirty{sep}first": 31 for sep in "- "}
DAY_WORD = "(?:" + "|".join(sorted(DAY_WORDS, key=len, reverse=True)) + ")"
# the units relative expressions count in (singular), texting spellings too: "2 wks", "last yr"
UNIT = r"(?:day|week|weekend|month|year|wknd|wk|yr|mth)"
UNIT_ABBREVIATIONS = {"wk": "week", "wknd": "weekend", "yr": "year", "mth": "month"}

_NUMBERS = {
    "a": (1, 1),
    "an": (1, 1),
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "four": (4, 4),
    "five": (5, 5),
    "six": (6, 6),
    "seven": (7, 7),
    "eight": (8, 8),
    "nine": (9, 9),
    "ten": (10, 10),
    "eleven": (11, 11),
    "twelve": (12, 12),
    "a couple of": (2, 2),
    "cpl": (2, 2),  # texting: "a cpl days ago", "in a cpl wks"
    "a cpl": (2, 2),
    "cple": (2, 2),
    "a cple": (2, 2),
    "coupla": (2, 2),
    "a coupla": (2, 2),
    "a couple": (2, 2),
    "couple of": (2, 2),
    "couple": (2, 2),
    "a few": (2, 4),
    "few": (2, 4),
    "several": (3, 5),
}
_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
for _i, _w in enumerate(_TEENS):
    _NUMBERS[_w] = (10 + _i, 10 + _i)
for _t, _w in enumerate(_TENS):
    _NUMBERS[_w] = (20 + 10 * _t, 20 + 10 * _t)
    for _o, _one in enumerate(_ONES):  # "twenty-five", "twenty five"
        _n = 21 + 10 * _t + _o
        _NUMBERS[f"{_w}-{_one}"] = _NUMBERS[f"{_w} {_one}"] = (_n, _n)
_NUMBERS["a hundred"] = _NUMBERS["one hundred"] = _NUMBERS["hundred"] = (100, 100)
NUMBER_WORDS = frozenset(_ONES + _TEENS + _TENS + ["hundred"])
# one count, in digits or words up to a hundred ("twenty-five", "a hundred")
ONE_NUMBER = (  # factored: the regex engine tries alternatives one by one
    r"(?:\d{1,3}|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:[\s-](?:one|two|three|four|five"
    r"|six|seven|eight|nine))?|(?:thir|four|fif|six|seven|eigh|nine)teen|ten|eleven|twelve"
    r"|(?:a|one)\s+hundred|one|two|three|four|five|six|seven|eight|nine)"
)
# a count, or a range of two ("2-3", "two or three", "3 to 4"): read by number_range
NUMBER = (
    rf"(?:{ONE_NUMBER}(?:\s*(?:-|–|\s(?:or|to)\s)\s*{ONE_NUMBER}(?![\d:]))?"
    r"|a couple(?: of)?|couple(?: of)?|(?:a\s+)?(?:cpl|cple|coupla)|a few|few|several|an?)"
)
_RANGE = re.compile(r"\s*(?:-|–|\bor\b|\bto\b)\s*")
ORDINALS = {
    "first": 1,
    "1st": 1,
    "second": 2,
    "2nd": 2,
    "third": 3,
    "3rd": 3,
    "fourth": 4,
    "4th": 4,
    "last": -1,
    "final": -1,
}
ORDINAL = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|last|final)"


def number_range(word: str) -> tuple[int, int] | None:
    """(low, high) for "3", "three", "a few" (2–4), "several" (3–5), "2-3", "two or three";
    ``None`` if unknown."""
    key = re.sub(r"\s+", " ", word.lower().strip())
    if key.isdigit():
        n = int(key)
        return (n, n)
    if key in _NUMBERS:  # before the range split: "twenty-five" is one number
        return _NUMBERS[key]
    parts = _RANGE.split(key)
    if len(parts) == 2:  # "2-3", "two or three": from the first to the second
        low, high = number_range(parts[0]), number_range(parts[1])
        ok = low is not None and high is not None and low[0] < high[1]
        return (low[0], high[1]) if ok else None  # type: ignore[index]
    return _NUMBERS.get(key)


def is_vague(word: str) -> bool:
    r = number_range(word)
    return r is not None and r[0] != r[1]


def day_number(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``: long word lists stay readable."""
    return frozenset(text.split())


# "since" ending the text before an expression: "since Christmas", "been going since January"
SINCE_BEFORE = re.compile(r"\bsince\s+$", re.IGNORECASE)
# "since" right after one: a count up to it from what started then ("two weeks today since we
# dropped you off", "four years this April since we lost her")
SINCE_AFTER = re.compile(r"\s*,?\s+since\b", re.IGNORECASE)
# the text before an expression opens its sentence ("1:52! Way under...", "April. The 17th")
OPENS_SENTENCE = re.compile(r"(?:^|[.!?]\s+)\W*$")

# What a rule needs in a sentence before its pattern is tried (any one of the words, or "#":
# any digit); see :func:`features`.
DIGITS = frozenset({"#"})
# "moved my appointment from today to next Tuesday", "pushed the concert from the 14th to the
# 28th": an old date and a new one, not a range (searched in the text before the first)
RESCHEDULED_FROM = re.compile(
    r"\b(?:mov(?:e|ed|ing)|push(?:ed|ing)?|postpon(?:e|ed|ing)|reschedul(?:e|ed|ing)|shift(?:ed)?"
    r"|bump(?:ed)?|chang(?:e|ed)|delay(?:ed)?|switch(?:ed)?|slip(?:s|ped|ping)?)\b"
    r"(?:[\s,]+[\w'’:/-]+){0,4}?[\s,]+from\s+$",  # "move our 1:1 from Friday to Monday 4th"
    re.IGNORECASE,
)
# a word that makes the number after it an identifier, not a date: "Case No. 04-1234", "Room
# 2H12", "Flight 12/24" (searched in the text before the number)
IDENTIFIER_BEFORE = re.compile(
    r"(?:\bno\.?|#|\b(?:number|case|docket|file|flight|room|route|order|item|serial|patent"
    r"|form|account|bill|section|chapter|article|exhibit|ref\.?|id|code|model|part|version"
    r"|ticket|invoice|policy|claim|flat|apartment|apt\.?|unit|gate|seat|suite|platform|bay"
    r"|bus|line))\s*$",
    re.IGNORECASE,
)
MONTHS = word_set("jan feb mar apr may jun jul aug sep oct nov dec")
WEEKDAYS = word_set("mon tue wed thu fri sat sun")
SEASONS = word_set("spring summer fall autumn winter")
UNITS = word_set("day days week weeks weekend weekends month months year years decade decades")
_FEATURE_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")


def features(text: str) -> frozenset[str]:
    """The lowercase words of ``text`` (a misspelt weekday also as the day), their first three
    letters, and "#" when it has a digit:
    the cheap test that lets a rule skip a sentence it cannot match."""
    words = _FEATURE_WORD.findall(text.lower())
    words += [WEEKDAY_TYPOS[w] for w in words if w in WEEKDAY_TYPOS]
    found = set(words) | {w[:3] for w in words}
    if _DIGIT.search(text):
        found.add("#")
    return frozenset(found)


_MOD_SHIFT = {
    "last": -1, "previous": -1, "prior": -1, "past": -1, "next": 1, "following": 1, "coming": 1
}  # fmt: skip


def mod_shift(mod: str) -> int:
    """Which way a modifier moves a period, by its last word: "last", "the previous" -1;
    "next", "this coming" +1; "this", "the" 0."""
    words = mod.lower().split()
    return _MOD_SHIFT.get(words[-1], 0) if words else 0


def compile_rx(pattern: str) -> re.Pattern[str]:
    """Case-insensitive, word-bounded on both sides (every alternative of ``pattern``)."""
    return re.compile(rf"(?<![\w-])(?:{pattern})(?![\w])", re.IGNORECASE)
