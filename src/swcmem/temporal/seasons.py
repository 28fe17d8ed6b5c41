"""Rules for seasons: "summer 2022", "the spring of '87", "last winter", "this fall", "in the
summer" (by direction), "early spring", "earlier this fall" (up to the day before), "later
this winter"; "in spring", "winter activities", "summer breeze", "a winter coat" (a season
naming a kind of thing, not an event's time) or any season in a habitual clause ("usually in
the summer") is generic: kept, never dated; "summer camp", "a winter trip" follow the
clause. Seasons are meteorological, of the northern hemisphere unless the sentence names a
southern place ("down here in Melbourne": :func:`in_hemisphere`); "this autumn" is this
year's; a season told with no tense is the nearest one.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.temporal.calendar import (
    days_away,
    last_season,
    next_season,
    part_of,
    season_interval,
    this_season,
    year_from_text,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import (
    DIGITS,
    MONTH,
    NUMBER,
    SEASON,
    SEASONS,
    WEEKDAY,
    YEAR_ANY,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

_NOW = re.compile(r"\b(?:now|currently|right now|at the moment)\b", re.IGNORECASE)
_NOUN_STOP = word_set(
    "of in is was were has had and or but will would to for at on with we i it its it's the a"
    " came comes come starts started begins began ends ended arrives arrived hits hit here there"
    " this that so too when because before after break he she they you my our his her their"
    " me us them now then yet again already anyway maybe lol haha tho though yeah just if once"
    " soon as since from into than during through toward towards among amid despite below above"
    " across against instead maybe perhaps probably again"
)
_NOT_ADVERBS = word_set("family assembly supply rally jelly belly bully")


def _adverb(word: str) -> bool:
    """ "hopefully", "probably", "finally": what follows a season is not always a noun."""
    return len(word) >= 6 and word.endswith("ly") and word not in _NOT_ADVERBS


def _season_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the summer of 2019", "fall '98", "the summer of next year", "summer next year"."""
    season = in_hemisphere(m["season"], m.string)
    if m.groupdict().get("yrel"):
        if ref is None:
            return UNRESOLVED
        shifted = ref.year + mod_shift(m["yrel"])
        return Hit(part_of(season_interval(season, shifted), m["part"]), "season", 0.85)
    year = year_from_text(m["y"], ref)
    if year is None:
        return Hit(None, "season", 0.5)
    return Hit(part_of(season_interval(season, year), m["part"]), "season", 0.9)


# a place of the southern hemisphere named in the sentence: its seasons are the other ones
_SOUTHERN = re.compile(
    r"\b(?:australia|aussie|down\s+under|new\s+zealand|aotearoa|sydney|melbourne|brisbane|perth"
    r"|tassie|kiwi"
    r"|adelaide|hobart|canberra|darwin|gold\s+coast|tasmania|queensland|victoria\s+\(au\)"
    r"|auckland|wellington|christchurch|queenstown|dunedin|south\s+africa|cape\s+town"
    r"|johannesburg|durban|pretoria|argentina|buenos\s+aires|chile|santiago\s+de\s+chile"
    r"|uruguay|montevideo|patagonia)\b",
    re.IGNORECASE,
)
_OTHER_SEASON = {"summer": "winter", "winter": "summer", "spring": "autumn", "autumn": "spring",
                 "fall": "spring"}  # fmt: skip


def in_hemisphere(season: str, text: str) -> str:
    """The northern season of the same months: "this winter" said "down here in Melbourne"
    is June–August, the northern summer's months."""
    if not _SOUTHERN.search(text):
        return season
    return _OTHER_SEASON.get(season.lower(), season)


def _season_arrived(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Spring has finally arrived", "winter is here": the season now, or the nearest one;
    "spring has been warm": the one now or the last (a northern season's months where the
    sentence names a southern place)."""
    if ref is None:
        return UNRESOLVED
    season = in_hemisphere(m["season"], m.string)
    options = [season_interval(season, y) for y in (ref.year - 1, ref.year, ref.year + 1)]
    if _BEEN.match(m.string, m.end()):
        return Hit(max(o for o in options if o[0] <= ref), "season", 0.8)
    near = min(options, key=lambda o: 0 if o[0] <= ref <= o[1] else abs((o[0] - ref).days))
    return Hit(near, "season", 0.8)


_BEEN = re.compile(r"\s+(?:has|have)\s+been\b", re.IGNORECASE)


_TIME_WORD = re.compile(rf"{WEEKDAY}|{MONTH}|today|tomorrow|tonight|yesterday", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s?\b")
_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)
# "the fall in prices", "the fall of Rome", "the spring in his step": no season
_NOT_SEASON_AFTER = re.compile(r"\s+(?:in|of|from|to|by|at)\b(?!\s+(?:the\s+)?\d)", re.IGNORECASE)


def _not_a_season(m: re.Match[str], mod: str) -> bool:
    """ "fall", "spring" alone, or "the fall in prices", "the fall of Rome": a noun."""
    return not mod or (mod == "the" and bool(_NOT_SEASON_AFTER.match(m.string, m.end())))


def _season_rel(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "last winter", "this fall", "late last summer", "earlier this fall", "in the summer",
    "in spring" (generic) — see module doc."""
    mod = re.sub(r"\s+", " ", (m["mod"] or "").lower())
    season, part = m["season"], m["part"] or m["part0"]
    if season.lower() in ("fall", "spring") and not part and _not_a_season(m, mod):
        return None
    if _generic_season(m, mod, tense):
        return Hit(None, "season", 0.6, generic=True)
    if ref is None:
        return UNRESOLVED
    season = in_hemisphere(season, m.string)
    if mod == "this":  # "signed up for a course this autumn", "unveiled this fall's lineup":
        interval = _this_years(season, ref, tense)  # this year's, whatever the verb's tense
    elif mod in ("last", "past", "this past"):
        interval = last_season(season, ref)
    elif mod in ("next", "this coming", "coming"):
        interval = next_season(season, ref)
    else:
        weak = "future" if mod in _LIMITS and tense == "none" else tense
        interval = _season_by_direction(season, ref, weak)
    if part and part.lower() in ("earlier", "later"):
        interval = _so_far_or_rest(interval, part.lower(), ref)
    return Hit(part_of(interval, part), "season", 0.8 if mod == "this" else 0.7)


def _so_far_or_rest(season: tuple[date, date], part: str, ref: date) -> tuple[date, date]:
    """ "earlier this fall": the season up to the day before the reference; "later this
    winter": after it (the whole season when the reference is outside it)."""
    start, end = season
    if part == "earlier" and start < ref <= end:
        return (start, ref - timedelta(days=1))
    if part == "later" and start <= ref < end:
        return (ref + timedelta(days=1), end)
    return season


def _seasons_ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "two summers ago": the last summer that ended before ``ref``, then one further back for
    each more; a vague count ("a few winters ago") covers its range."""
    count = number_range(m["n"])
    if count is None:
        return None
    if ref is None:
        return UNRESOLVED
    found = [last_season(m["season"], ref)]
    while len(found) < count[1]:
        found.append(last_season(m["season"], found[-1][0]))
    low, high = found[count[1] - 1], found[count[0] - 1]
    return Hit((low[0], high[1]), "season", 0.8 if count[0] == count[1] else 0.6)


def _season_two_away(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the summer before last", "the winter after next"."""
    if ref is None:
        return UNRESOLVED
    step = last_season if m["dir"].lower().startswith("before") else next_season
    first = step(m["season"], ref)
    return Hit(step(m["season"], first[0] if step is last_season else first[1]), "season", 0.85)


_LIMITS = ("until", "till", "by", "until the")  # "until spring": one, and a weak future


def _generic_season(m: re.Match[str], mod: str, tense: Tense) -> bool:
    """Generic: in a habitual clause, or bare ("in spring", "I love winter") in a clause with
    no direction and no "now" ("now it's summer" is this summer)."""
    if mod in ("last", "past", "this past", "next", "this coming", "coming", "this", *_LIMITS):
        return False
    if is_habitual(m.string, m.start(), m.end()):
        return True
    return tense == "none" and "the" not in mod.split() and not _now_near(m)


_EVENT_NOUNS = word_set(  # what a season names the time of: "summer camp", "winter trip"
    "trip trips camp camps vacation vacations holiday holidays festival festivals fest job jobs"
    " lineup lineups slate offsite offsites"
    " internship internships course courses class classes program programs programme semester"
    " term session sessions school concert concerts wedding party parties tour tours olympics"
    " games league sale sales solstice retreat getaway cruise project projects show shows"
    " exhibition market fair launch residency training campaign offensive election elections"
    " meeting meetings collection season"
)


def _now_near(m: re.Match[str]) -> bool:
    return bool(_NOW.search(m.string[max(0, m.start() - 30) : m.end() + 30]))


def _this_years(season: str, ref: date, tense: Tense) -> tuple[date, date]:
    """ "this autumn": the season of the reference's year; "this winter" (two of them touch
    a year) by the direction, as a bare season."""
    touching = [
        s for y in (ref.year - 1, ref.year) if (s := season_interval(season, y))[1].year >= ref.year
    ]
    if len(touching) == 1:
        return touching[0]
    return _season_by_direction(season, ref, tense)


def _season_by_direction(season: str, ref: date, tense: Tense) -> tuple[date, date]:
    current = this_season(season, ref)
    if tense == "none":  # no tense: the nearest ("thank you for the drills in the fall" in
        # January is the fall just gone)
        options = (last_season(season, ref), current, next_season(season, ref))
        return min(options, key=lambda o: days_away(o, ref))
    if tense == "past" and current[0] > ref:
        return last_season(season, ref)
    if tense == "future" and current[1] < ref:
        return next_season(season, ref)
    return current


def _season_noun(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "summer camp", "winter trip": an event, dated when the clause dates it; "winter
    activities", "summer breeze", "winter coat": a kind of thing, generic whatever the tense
    ("I bought a winter coat yesterday" is no winter)."""
    noun = m["noun"].lower()
    if noun in _NOUN_STOP or _adverb(noun) or _TIME_WORD.fullmatch(noun):
        return None  # "snow will fall Wednesday": the verb, then a date
    habitual = is_habitual(m.string, m.start(), m.end())
    told = tense != "none" or _now_near(m) or _THE_BEFORE.search(m.string, 0, m.start())
    if noun not in _EVENT_NOUNS or habitual or not told:  # "the fall campaign": this one
        return Hit(None, "season", 0.6, generic=True)
    if ref is None:
        return UNRESOLVED
    return Hit(_season_by_direction(m["season"], ref, tense), "season", 0.6)


_SEASON_PART = r"early|late|mid-?|the beginning of|the end of|the middle of"

RULES: tuple[Rule, ...] = (
    Rule(
        "season_year",
        compile_rx(
            rf"(?:the\s+)?(?:(?P<part>{_SEASON_PART})\s*)?(?P<season>{SEASON})\s+(?:of\s+)?"
            rf"(?P<y>{YEAR_ANY})"
        ),
        _season_year,
        DIGITS,
    ),
    Rule(
        "season_of_year",  # "the summer of next year", "summer next year", "winter last year"
        compile_rx(
            rf"(?:the\s+)?(?:(?P<part>{_SEASON_PART})\s*)?(?P<season>{SEASON})\s+(?:of\s+"
            r"(?:the\s+)?)?(?P<yrel>next|last|this|previous|following|coming)\s+year(?![a-z'’])"
        ),
        _season_year,
        word_set("year"),
    ),
    Rule(
        "year_season",
        compile_rx(rf"(?P<y>{YEAR_ANY})\s+(?P<part>)?(?P<season>{SEASON})"),
        _season_year,
        DIGITS,
    ),
    Rule(
        "season_arrived",
        compile_rx(
            rf"(?P<season>{SEASON})(?=\s+(?:has|have|is|['’]s)\s+(?:(?:finally|officially|already"
            r"|truly|really)\s+)?(?:arrived|here|come|begun|started|sprung|upon\s+us|been"
            r"|in\s+full\s+swing|in\s+the\s+air)\b)"
        ),
        _season_arrived,
        SEASONS,
    ),
    Rule(
        "season_two_away",
        compile_rx(rf"the\s+(?P<season>{SEASON})\s+(?P<dir>before\s+last|after\s+next)"),
        _season_two_away,
        word_set("last next"),
    ),
    Rule(
        "seasons_ago",
        compile_rx(rf"(?P<n>{NUMBER})\s+(?P<season>{SEASON})s\s+ago"),
        _seasons_ago,
        word_set("ago"),
    ),
    Rule(
        "season",
        compile_rx(
            rf"(?:(?P<part0>{_SEASON_PART}|earlier|later)\s+(?=(?:last|this|next)\s))?"
            r"(?:(?P<mod>last|this|next|this past|past|this coming|coming|in the|during the"
            r"|over the|through the|until the|in|during|over|until|till|by|the)\s+)?(?:(?P<part>"
            rf"{_SEASON_PART})\s*(?:the\s+(?=(?:{SEASON})\b))?)?(?P<season>{SEASON})"
        ),
        _season_rel,
        SEASONS,
    ),
    Rule(
        "season_noun",
        compile_rx(
            r"(?<!last\s)(?<!this\s)(?<!next\s)(?<!past\s)(?<!coming\s)"
            rf"(?P<season>{SEASON})\s+(?P<noun>[a-z]{{3,}})"
        ),
        _season_noun,
        SEASONS,
    ),
)
