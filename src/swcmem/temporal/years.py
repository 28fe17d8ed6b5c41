"""Rules for years of any century, decades, centuries and year ranges.

* four-digit years 1000–2999 after a preposition or determiner ("in 1987", "since 1066",
  "the 1990 budget", "fiscal 1990", "its 1988 results"), and on their own ("1987 was
  dry") from 1800 to 2099;
* two-digit years with an apostrophe ("in '87", "the '87 season"), placed in the century
  around the reference (unresolved without one, the grain kept);
* decades ("the 1990s", "the '80s", "the eighties", "the late 1970s"), centuries ("the 1800s",
  "the 19th century"), "the turn of the (20th, last) century" (the year the century changed:
  the change nearest the reference when none is named) and year ranges ("from 1990 to 1995",
  "1989-90").

Guards keep numbers that are not years out: a count or measure after it ("1987 people",
"1990 miles", a plural noun: "2000 tickets"), a currency sign or a number word before it
("$1990", "room 1990", "No. 1987", "about 2000", "scored 1990"), decimals and thousands
("1,990", "1990.5") and compound adjectives ("a 2000-word essay"). A named year is never
replaced by the reference year.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.temporal.calendar import (
    century_interval,
    decade_interval,
    part_of,
    year_from_text,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import COUNT_NOUN, DIGITS, YEAR, YEAR2, YEAR_ANY, compile_rx, word_set
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_PREP = (
    r"in|since|during|from|by|until|till|through|throughout|back in|around|circa|c\.|ca\."
    r"|as of|before|after|of|for|fiscal|calendar|the year|year|in the year|the end of|end of"
    r"|the beginning of|beginning of|the start of|start of|the middle of|middle of"
)
_PART = r"early|late|mid-?"
_DETERMINER = word_set(
    "the a an its his her their our my your this that whose fiscal calendar model class"
    " vintage circa"
)
_NOT_YEAR_BEFORE = word_set(
    "no no. number num room rm suite apt apartment unit flight bus route highway page pages"
    " chapter vol volume issue step level rank ranked score scored scores scoring code pin zip"
    " ext extension model channel about approximately roughly nearly almost some only just"
    " over under than exactly total sum up down rose fell grew dropped climbed jumped reached"
    " increased decreased reduced raised boosted lowered expanded shrank cut paid cost costs"
    " costing earned earns won lost weighs weighed ran walked drove biked rode swam sold"
    " bought had has have got gets made makes make counted counts to at plus minus times x"
    " version v passed topped surpassed exceeded hit"
)
_PERIOD_PLURALS = word_set(
    "elections olympics games playoffs finals results earnings sales figures levels rates"
    " prices talks negotiations championships riots floods protests midterms holidays"
    " accounts returns profits losses revenues statements"
)
_WORD_BEFORE = re.compile(r"([A-Za-z][\w.]*)\W*$")
_WORD_AFTER = re.compile(r"^\s*([A-Za-z]+)")
_PREP_THE = re.compile(r"\b(?:in|during|since|from|of|through|throughout|until|by|to)\s+$", re.I)
_DECADE_WORDS = {
    "twenties": 20,
    "thirties": 30,
    "forties": 40,
    "fifties": 50,
    "sixties": 60,
    "seventies": 70,
    "eighties": 80,
    "nineties": 90,
}
_ORDINAL_CENTURY = {
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "twenty-first": 21,
}


def _year_hit(year: int | None, part: str | None) -> Hit:
    """The year, or its early/mid/late third ("early 1990", "the end of 1990")."""
    if year is None:
        return Hit(None, "year", 0.5)
    interval = year_interval(year)
    trimmed = part_of(interval, part)
    if trimmed != interval:
        return Hit(trimmed, "month", 0.85)
    return Hit(interval, "year", 0.9)


def _prep_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "in 1987", "since 1066", "in early 1990", "by '87"."""
    prep = m["prep"].lower()
    if prep in ("of", "for") and not _of_for_ok(m):
        return None
    if prep in ("by", "around") and _word_before(m.string, m.start()) in _NOT_YEAR_BEFORE:
        return None
    return _year_hit(year_from_text(m["y"], ref), m["part"] or prep)


def _of_for_ok(m: re.Match[str]) -> bool:
    """ "the crash of 1987", "plans for 1990" but not "a total of 1500" or "sold for 2000"."""
    year = int(m["y"]) if m["y"].isdigit() else 1990
    before = _word_before(m.string, m.start())
    return 1500 <= year <= 2099 and before not in _NOT_YEAR_BEFORE and not _next_is_count(m)


def _word_before(text: str, pos: int) -> str:
    if _BILL_BEFORE.search(text, max(0, pos - 8), pos):
        return "no"  # "H.R. 1990", "S. 2005": a bill's number, as "No. 1990"
    found = _WORD_BEFORE.search(text[max(0, pos - 30) : pos])
    return found.group(1).lower() if found else ""


_BILL_BEFORE = re.compile(r"(?<![A-Za-z])(?:H\.\s?R\.|S\.|H\.\s?J\.\s?Res\.)\s*$")


def _next_is_count(m: re.Match[str]) -> bool:
    """A lowercase plural noun after the number makes it a count ("2000 tickets")."""
    rest = m.string[m.end() :]
    if re.match(r"-[A-Za-z]", rest):
        return True
    found = _WORD_AFTER.match(rest)
    if not found:
        return False
    word = found.group(1)
    plural = word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3
    return word[0].islower() and plural and word not in _PERIOD_PLURALS


def _period_noun_after(m: re.Match[str]) -> bool:
    """A noun of a year's figures after it ("returned to 1987 levels", "below 1990 prices"):
    a year whatever the word before."""
    found = _WORD_AFTER.match(m.string[m.end() :])
    return found is not None and found.group(1).lower() in _PERIOD_PLURALS


def _bare_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """A four-digit year with no preposition: after a determiner any year 1000–2999, on its
    own 1800–2099, never before a count noun or after a number word."""
    year = int(m["y"])
    before = _word_before(m.string, m.start())
    if before in _NOT_YEAR_BEFORE and not _period_noun_after(m):
        return None
    if _next_is_count(m) or _in_number_list(m) or _title(m) or before in _WATCHED:
        return None  # "Finally watched 1917 last night": a film or a book, no year
    if _AUTHORS.search(m.string, max(0, m.start() - 30), m.start()) and _NO_NOUN.match(
        m.string, m.end()
    ):  # "Sales of Orwell's 1984 surged": a work named by a year (not "Britain's 1990 budget")
        return None
    if before not in _DETERMINER and (not 1800 <= year <= 2049 or _after_name(m)):
        return None
    if before in _ARTICLE and _VERB_AFTER.match(m.string, m.end()):
        return None  # "the 1080 is the card to get": a thing named by a number
    if before in _OWNER and _MODEL_AFTER.match(m.string, m.end()):
        return None  # "My 2009 Golf has been throwing a light": a model year, a car's name
    if _STREET_AFTER.match(m.string, m.end()):
        return None  # "My new address is 1923 Hawthorne Ave"
    if _NAME_THE.search(m.string, max(0, m.start() - 20), m.start()):
        return None  # "tickets to see The 1975": a capital "The" inside a sentence, a name
    return Hit(year_interval(year), "year", 0.8 if before in _DETERMINER else 0.7)


_WATCHED = word_set(
    "watch watched watching rewatch rewatched saw seen read reading reread streamed streaming"
    " binged"
)
_AUTHORS = re.compile(r"\b(?-i:[A-Z])[a-z]+['’]s\s+$")
_OWNER = word_set("my our his her their your")  # not "a 1986 Ohio law"
_MODEL_AFTER = re.compile(  # a capitalised name that is no time word, no event
    r"\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Christmas|Easter|Summer|Winter"
    r"|Spring|Autumn|Fall|Olympics|World|Election|Census|Games|Cup)[a-z]*\b)(?-i:[A-Z])[A-Za-z]+"
)
_NO_NOUN = re.compile(r"\s*(?:$|[.,;:!?)]|[a-z]+ed\b|(?:is|was|has|had|sold|sells)\b)")
_STREET_AFTER = re.compile(
    r"(?:\s+(?-i:[A-Z])[a-z]+){1,2}\s+(?:Ave|Avenue|St|Street|Rd|Road|Blvd|Boulevard|Lane|Ln|Drive"
    r"|Dr|Way|Court|Ct|Place|Pl|Terrace|Close|Crescent)\b"
    r"|\s+block\s+of\b"  # "the 1900 block of West Grand Avenue": an address
)
_NAME_THE = re.compile(r"(?-i:[a-z])[a-z,]*\s+(?-i:The)\s+$")
_ARTICLE = word_set("the a an my your his her our their its")
_VERB_AFTER = re.compile(
    r"\s+(?:is|was|has|does|did|costs?|runs?|gets?|comes?|can|could|will|would|should)\b", re.I
)
_QUOTED_TITLE = re.compile(r"""['‘"“](?P<y>\d{4})(?:[’'"”]|:\s+[A-Z])""")


def _title(m: re.Match[str]) -> bool:
    """A year that is a title: the whole of a quotation or its first word before a colon
    (the novel '1984', '2001: A Space Odyssey')."""
    found = _QUOTED_TITLE.match(m.string, max(0, m.start() - 1))
    return found is not None and found.start("y") == m.start()


def _after_name(m: re.Match[str]) -> bool:
    """ "Cyberpunk 2077", "Windows 2000": a number right after a capitalised word (not a month
    or season: their rules read those) is part of a name."""
    found = re.search(r"\b([A-Z][A-Za-z]*)\s+$", m.string[max(0, m.start() - 40) : m.start()])
    return bool(found and found.group(1) not in ("I", "A", "The", "In", "By", "Since"))


def _in_number_list(m: re.Match[str]) -> bool:
    """ "1200, 1500 and 1800 calories": a number next to other numbers is a count."""
    around = m.string[max(0, m.start() - 12) : m.end() + 12]
    return len(re.findall(r"\d+", around)) > 1 and not re.search(r"[A-Za-z]{3}", around)


def _two_digit(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "'87" on its own (a quote mark and two digits)."""
    return _year_hit(year_from_text(m["y"], ref), None)


_TEMPERATURE = re.compile(
    r"\b(?:temps?|temperatures?|degrees?|highs?|lows?|weather|forecast|thermometer|fahrenheit"
    r"|heat|humid|humidity)\b",
    re.I,
)
# "The 80s were wild", "I loved the 80s": the decade as a subject (a verb after it) or object
_DECADE_VERB_AFTER = re.compile(r"\s+(?:were|was|are|is|had|have|brought|gave)\b", re.I)
_DECADE_VERB_BEFORE = re.compile(
    r"\b(?:loved?|miss(?:ed)?|remember(?:ed)?|hated?|survived?)\s+$", re.I
)


def _bare_decade_ok(m: re.Match[str]) -> bool:
    """ "the 80s" without an apostrophe is the decade after a preposition ("in the 80s"), as
    a subject ("The 80s were wild") or after "loved", "miss", "remember" ("in her 80s" is an
    age, "hit the 90s" a temperature)."""
    before = m.string[: m.start()]
    return bool(
        _PREP_THE.search(before)
        or _DECADE_VERB_BEFORE.search(before)
        or _DECADE_VERB_AFTER.match(m.string, m.end())
    )


def _decade(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the 1990s", "the '80s", "the late seventies"; "the 1800s" is a century. Without an
    apostrophe or four digits it needs "in the"/"during the"… ("in her 80s" is an age,
    "hit the 90s" a temperature)."""
    bare = bool(m["word"] or (m["short"] and m["short"][0].isdigit()))
    if bare and _TEMPERATURE.search(m.string):
        return None  # "temps in the 80s", "highs in the low 90s"
    if bare and not (m["the"] and _bare_decade_ok(m)):
        return None
    first = _decade_start(m, ref)
    if first is None:
        return Hit(None, "year", 0.5)
    century = bool(m["full"]) and first % 100 == 0 and first < 2000
    interval = century_interval(first) if century else decade_interval(first)
    return Hit(part_of(interval, m["part"]), "year", 0.85)


def _decade_start(m: re.Match[str], ref: date | None) -> int | None:
    if m["full"]:
        return int(m["full"][:4])
    if m["word"]:
        tens = _DECADE_WORDS[m["word"].lower()]
        return year_from_text(f"'{tens}", ref) if ref else 1900 + tens
    return year_from_text("'" + re.sub(r"\D", "", m["short"]), ref)


def _century_number(word: str) -> int | None:
    """20 for "20th" or "twentieth"; None outside the 10th to the 30th century."""
    n = _ORDINAL_CENTURY.get(word.lower()) or int(re.sub(r"\D", "", word) or 0)
    return n if 10 <= n <= 30 else None


def _century(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    n = _century_number(m["nth"])
    return None if n is None else Hit(century_interval((n - 1) * 100), "year", 0.85)


def _this_century(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "this century", "the last (next) century": the calendar century of the reference
    (the one before, after), as "this decade" is its decade."""
    if ref is None:
        return UNRESOLVED
    shift = {"this": 0, "last": -1, "previous": -1, "next": 1}[m["mod"].lower()]
    return Hit(century_interval((ref.year // 100 + shift) * 100), "year", 0.8)


_FOUR_DIGITS = re.compile(r"(?<![\d$£€.,])\b1[5-9]\d\d\b(?![\d%]|[.,]\d)")


def _turn_of_century(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the turn of the 20th century": 1900; "the turn of the century": the century's change
    nearest a year its sentence names (1900 beside "in 1902"), else nearest the reference
    (2000 from 1998 or 2023); "of the last century" the one before the reference's."""
    if m["nth"]:
        n = _century_number(m["nth"])
        return None if n is None else Hit(year_interval((n - 1) * 100), "year", 0.8)
    rel = (m["rel"] or "").lower()
    named = _FOUR_DIGITS.search(m.string)
    if named and not rel:  # "at the turn of the century and settled there in 1902": 1900
        return Hit(year_interval((int(named.group()) + 50) // 100 * 100), "year", 0.8)
    if ref is None:
        return UNRESOLVED
    nearest = (ref.year + 50) // 100 * 100
    if rel in ("last", "previous", "past"):
        nearest -= 100
    elif rel and nearest <= ref.year:
        nearest += 100
    return Hit(year_interval(nearest), "year", 0.8)


def _year_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if _word_before(m.string, m.start()) in _NOT_YEAR_BEFORE or _next_is_count(m):
        return None
    if re.search(r"\band\b", m["core"]) and not m.group().lower().startswith("between"):
        return None  # "in 1990 and 1991": two years, "between 1985 and 1988" one stretch
    first = int(m["y1"])
    tail = m["y2"]
    last = int(tail) if len(tail) == 4 else first - first % 100 + int(tail)
    if last <= first or last - first > 200:
        return None
    return Hit((year_interval(first)[0], year_interval(last)[1]), "year", 0.85)


_NTH = (
    r"1[0-9]th|2[01](?:st|th)|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth"
    r"|seventeenth|eighteenth|nineteenth|twentieth|twenty-first"
)

RULES: tuple[Rule, ...] = (
    Rule(
        "year_range",
        compile_rx(
            rf"(?:(?:from|between)\s+)?(?P<core>(?P<y1>1[5-9]\d\d|20\d\d)\s*"
            rf"(?:-|–|—|to|and|until|through)\s*(?P<y2>[12]\d{{3}}|\d\d)(?!\d))"
            rf"(?!\s*(?:{COUNT_NOUN})\b)"
        ),
        _year_range,
        DIGITS,
    ),
    Rule(
        "decade",
        compile_rx(
            rf"(?P<the>the\s+)?(?:(?P<part>{_PART})\s*)?(?:(?P<full>[12]\d{{2}}0)['’]?s"
            r"|(?P<short>['’]?\d0['’]?s)|(?P<word>twenties|thirties|forties|fifties|sixties"
            r"|seventies|eighties|nineties))"
        ),
        _decade,
        DIGITS | word_set("twenties thirties forties fifties sixties seventies eighties nineties"),
    ),
    Rule(
        "this_century",
        compile_rx(r"(?:the\s+(?=last|previous|next))?(?P<mod>this|last|previous|next)\s+century"),
        _this_century,
        word_set("century"),
    ),
    Rule(
        "turn_of_century",
        compile_rx(
            rf"(?:the\s+)?turn\s+of\s+the\s+(?:(?P<nth>{_NTH})[\s-]+"
            r"|(?P<rel>last|previous|past|next|coming)\s+)?century"
        ),
        _turn_of_century,
        word_set("century"),
    ),
    Rule(
        "century",
        compile_rx(rf"(?:the\s+)?(?P<nth>{_NTH})[\s-]+century"),
        _century,
        word_set("century"),
    ),
    Rule(
        "year",
        compile_rx(
            rf"(?:(?P<prep>{_PREP})\s+)(?P<core>(?:(?P<part>{_PART})\s*)?(?P<y>{YEAR_ANY}))"
        ),
        _prep_year,
        DIGITS,
    ),
    Rule(
        "year_part",
        compile_rx(rf"(?P<core>(?P<part>{_PART})\s*(?P<y>{YEAR_ANY}))"),
        lambda m, ref, tense: _year_hit(year_from_text(m["y"], ref), m["part"]),
        DIGITS,
    ),
    Rule(
        "bare_year",
        compile_rx(rf"(?<![$£€¥#])(?<!\d[/.-])(?P<y>{YEAR})(?![-–][A-Za-z])"),
        _bare_year,
        DIGITS,
    ),
    Rule("two_digit_year", compile_rx(rf"(?P<y>{YEAR2})(?![’']?s)"), _two_digit, DIGITS),
    Rule(  # "we met in 09 at uni": a year with its leading zero after "in", "since", "from"
        "zero_year",
        compile_rx(
            r"(?:(?<=\bin\s)|(?<=\bsince\s)|(?<=\bfrom\s))(?P<y>0\d)(?![\d:./%-]|\s*(?:am|pm|h)\b)"
        ),
        _two_digit,
        DIGITS,
    ),
)
