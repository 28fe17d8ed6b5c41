"""Numeric dates: "2023-05-20", "3/5/2021", "25.12.2023", "12-25-2023", "10/12/95", and a
month and day without a year after a word that takes a date ("on 3/15", "by 12/01", "Friday
7/5", "w/c 20/9", "13/11" alone). A value over 12 is the day; where both could be the month,
the month comes first (the en_US reading, as Duckling's) unless the text writes dates day
first: one of its dates can only be read so ("17/10"), they are written in dots
("08.04.2024"), it counts in pounds or euros, says "day/month" or names a place where dates
are written so ("lives in London"), or a weekday before one fits only that way ("Monday
2/10" said in September 2023). All of it is read in one sentence. "24/7", "1/2 cup", "Case
No. 04-1234" are no dates.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from datetime import date, timedelta
from functools import lru_cache

from swcmem.temporal.calendar import month_number, valid_date, year_from_text
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    DAY_WORD,
    DAY_WORDS,
    DIGITS,
    IDENTIFIER_BEFORE,
    MONTH,
    NOT_A_FRACTION,
    compile_rx,
)
from swcmem.temporal.picks import pick_month_day
from swcmem.temporal.span import UNRESOLVED, Hit, Rule, Span


def _iso(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    day = valid_date(int(m["y"]), int(m["m"]), int(m["d"]))
    return Hit((day, day), "day", 0.99) if day else None


def _numeric(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "3/5/2021", "25.12.2023", "12-25-2023", "10/12/95": a value over 12 is the day; when
    both could be the month, month first (the en_US reading, as Duckling's), with less
    confidence."""
    a, b = int(m["a"]), int(m["b"])
    dotted = m["sep"] == "."  # "08.04.2024": dots are a day-first writer's (never en_US)
    first = dotted or _day_first_near(m.string, ref)
    month, day = (b, a) if a > 12 >= b or (b <= 12 and first) else (a, b)
    month, day = _glossed(m.string, m.end(), a, b) or (month, day)
    year = year_from_text(m["y"], ref)  # "10/12/95": a two-digit year needs the reference
    if year is None:
        return UNRESOLVED
    found = valid_date(year, month, day)
    if found is None:
        return None
    return Hit((found, found), "day", 0.75 if max(a, b) <= 12 and a != b else 0.9)


def _month_slash_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "on 3/15", "is 12/24": month/day without a year (after a word that takes a date;
    "24/7", "1/2 cup" are no dates), the occurrence the direction rule picks."""
    return slash_day(m.string, m.end(), int(m["a"]), int(m["b"]), ref, tense)


def slash_day(
    text: str, end: int, a: int, b: int, ref: date | None, tense: Tense, confidence: float = 0.7
) -> Hit | None:
    """The year-less "a/b" ending at ``text[end]``: month first unless spelled out after it,
    impossible so, or the text writes dates day first (:func:`day_first`, a weekday)."""
    month, day = a, b
    glossed = _glossed(text, end, month, day)
    if glossed is not None:
        month, day = glossed  # "on 5/3 (May 3rd, for our London folks)"
    elif (month > 12 >= day) or (day <= 12 and _day_first_near(text, ref)):
        month, day = day, month  # "starts on 17/10", "Update 14/03:"
    return _year_less(ref, month, day, tense, confidence)


def _year_less(
    ref: date | None, month: int, day: int, tense: Tense, confidence: float
) -> Hit | None:
    """A month and day without a year: the occurrence the direction rule picks."""
    if valid_date(2024, month, day) is None:  # a leap year: "29/2" is a date
        return None
    if ref is None:
        return UNRESOLVED
    found = pick_month_day(ref, month, day, tense)
    return Hit((found, found), "day", confidence) if found else None


# places where dates are written day first
_PLACES = (
    r"(?:UK|U\.K\.|Britain|England|Scotland|Wales|Ireland|London|Manchester|Leeds|Glasgow"
    r"|Edinburgh|Bristol|Liverpool|Birmingham|Dublin|Cardiff|Belfast|Australia|Sydney|Melbourne"
    r"|Brisbane|Perth|Adelaide|New\s+Zealand|Auckland|Wellington|India|Mumbai|Delhi|Bengaluru"
    r"|Bangalore|Chennai|Kolkata|Hyderabad|Pune|Germany|Berlin|Munich|France|Paris|Spain|Madrid"
    r"|Barcelona|Italy|Rome|Milan|Amsterdam|Brussels|Lisbon|Singapore|Nairobi|Lagos|Cape\s+Town"
    r"|Johannesburg)"
)
_DAY_FIRST = re.compile(
    r"(?<![\d/.])(?:1[3-9]|2\d|3[01])[/.](?:0?[1-9]|1[0-2])(?![\d])|£|€|\bday/month\b|\bdd/mm\b"
    r"|\((?-i:UK|AU|NZ|IE)\)"  # "(UK) My MOT is due 02/03"
    # the writer lives in such a place, or its office writes ("User (lives in London) said
    # ... 03/02", "heard from the London office: due 04/05"; not "for our London folks")
    r"|\b(?:live|lives|living|lived|based|here|home|i['’]m|i\s+am|we['’]re|we\s+are)\s+in\s+"
    rf"(?:the\s+)?{_PLACES}\b|\b{_PLACES}\s+(?:[a-z]+\s+)?(?:office|team|branch|HQ|colleagues|side)\b"
    r"|\b(?-i:NHS|HMRC|DVLA)\b|\barvo\b"  # "arvo": Australian  # British institutions: "The NHS letter says my scan is 04/06"
    # a news dateline: "LONDON (Wire) — "
    rf"|^\s*{_PLACES}(?:,\s*\w+)?\s*(?:\([^)]*\)\s*)?(?:—|–|--|-)\s",
    re.IGNORECASE,
)  # "dates below are day/month"


@lru_cache(maxsize=2048)
def day_first(text: str) -> bool:
    """The text writes dates day first: one of its numeric dates can only be read so
    ("17/10"), it counts in pounds or euros (a British or European writer: "by 12/01 ...
    £100"), or it names a place where dates are written so ("lives in London", "in Leeds").
    Otherwise month first, the en_US reading."""
    return _DAY_FIRST.search(text) is not None


_GLOSS = re.compile(  # "05/06 - that's 5 June", "5/3 (May 3rd", "(I'm in London, so that's
    # the first of February)": the writer spells it out
    rf"[^\w.]{{1,4}}(?:[^().;]{{0,30}}?\b(?:that['’]s|that\s+is|i\.e\.|ie|so)\s+)?(?:the\s+)?"
    rf"(?:(?P<d1>\d{{1,2}}|{DAY_WORD})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{MONTH})"
    rf"|(?P<m2>{MONTH})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?)\b",
    re.IGNORECASE,
)


def _glossed(text: str, end: int, a: int, b: int) -> tuple[int, int] | None:
    """(month, day) where the date is spelled out right after it and fits one reading."""
    g = _GLOSS.match(text, end)
    if g is None:
        return None
    month = month_number(g["m1"] or g["m2"])
    told = (g["d1"] or g["d2"]).lower()
    day = int(told) if told.isdigit() else DAY_WORDS.get(told, 0)
    return (month, day) if month is not None and {month, day} == {a, b} else None


_WEEKDAY_NUMERIC = re.compile(  # "Monday 2/10", "on 7/6, that's this Wednesday", "7/6 (Wed)"
    r"\b(?P<wd>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![/\d])"
    r"|(?<![\d/])(?P<a2>\d{1,2})/(?P<b2>\d{1,2})(?![/\d])[^\w.;]{1,4}"
    r"(?:(?:that['’]s|it['’]s|which\s+is)\s+)?(?:the\s+|a\s+)?"
    r"(?:this\s+|next\s+)?(?P<wd2>mon|tue|wed|thu|fri|sat|sun)[a-z]*\b",
    re.IGNORECASE,
)
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _day_first_near(text: str, ref: date | None) -> bool:
    """:func:`day_first`, or a weekday before a numeric date says so: "Monday 2/10" said in
    late September 2023 is a Monday only as 2 October; else the writer's UTC offset
    (:data:`WRITER_DAY_FIRST`). A text that says its dates are month first ("US dates",
    "month/day", "mm/dd") is read so, wherever it was written."""
    if _MONTH_FIRST.search(text):
        return False
    if day_first(text):
        return True
    told = _told(text) if ref is not None and "/" in text else ()
    if ref is not None and told:
        if any(_fits(ref, w, b, a) and not _fits(ref, w, a, b) for w, a, b in told):
            return True
        if any(_fits(ref, w, a, b) and not _fits(ref, w, b, a) for w, a, b in told):
            return False
    return WRITER_DAY_FIRST.get()


_MONTH_FIRST = re.compile(
    r"\b(?:US|U\.S\.|American)\s+(?:dates?|date\s+format|format|style)\b|\bmonth\s*/\s*day\b"
    r"|\bmm\s*/\s*dd\b",
    re.IGNORECASE,
)
# Set by :func:`swcmem.temporal.extract.extract_anchors` from the reference's UTC offset: a
# text sent at an offset east of UTC where dates are written day first (Europe, Africa, the
# Middle East, South Asia, Australia, New Zealand: every positive offset but +08:00 and
# +09:00, where China, Japan and Korea write the year first and the Philippines month first)
WRITER_DAY_FIRST: ContextVar[bool] = ContextVar("writer_day_first", default=False)


def day_first_zone(offset: timedelta | None) -> bool:
    """Whether a text sent at ``offset`` from UTC is likely written day first (see
    :data:`WRITER_DAY_FIRST`); UTC itself tells nothing (it is also the default zone)."""
    if offset is None or offset <= timedelta(0):
        return False
    return offset not in (timedelta(hours=8), timedelta(hours=9))


@lru_cache(maxsize=1024)
def _told(text: str) -> tuple[tuple[int, int, int], ...]:
    return tuple(
        (
            _WEEKDAYS.index((m["wd"] or m["wd2"]).lower()),
            int(m["a"] or m["a2"]),
            int(m["b"] or m["b2"]),
        )
        for m in _WEEKDAY_NUMERIC.finditer(text)
    )


def _fits(ref: date, weekday: int, month: int, day: int) -> bool:
    """The month and day fall on the weekday in the year of the reference or next to it."""
    return any(
        (d := valid_date(y, month, day)) is not None
        and d.weekday() == weekday
        and abs((d - ref).days) <= 200
        for y in (ref.year - 1, ref.year, ref.year + 1)
    )


def _dotted_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "moved from 13.02. to 20.02.": a day and month in dots, day first, no year."""
    return _year_less(ref, int(m["b"]), int(m["a"]), tense, 0.75)


RULES: tuple[Rule, ...] = (
    Rule(
        "dotted_day",
        compile_rx(r"(?<![\d.$£€¥])(?P<a>[0-3]?\d)\.(?P<b>[01]?\d)\.(?![\d.]|\w)"),  # not "$20.08."
        _dotted_day,
        DIGITS,
    ),
    Rule(
        "iso",
        compile_rx(r"\[?(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})\]?"),
        _iso,
        DIGITS,
    ),
    Rule(
        "date_numeric",
        compile_rx(
            r"(?<![\d/.])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>[12]\d{3}|\d\d)"
            r"(?![/.-]?\d)"
        ),
        _numeric,
        DIGITS,
    ),
    Rule(
        "month_slash_day",
        compile_rx(
            r"(?:(?<=\bon\s)|(?<=\bby\s)|(?<=\bdue\s)|(?<=\buntil\s)|(?<=\bsince\s)"
            r"|(?<=\bbefore\s)|(?<=\bafter\s)|(?<=\btill\s)|(?<=\bfrom\s)|(?<=\bfor\s)"
            r"|(?<=\bof\s)|(?<=\bdated\s)|(?<=\bUpdate\s)|(?<=\bupdate\s)|(?<=\bUPDATE\s)"
            r"|(?<=\b\d/\d\s(?-i:to)\s)|(?<=\d\d/\d\d\s(?-i:to)\s)|(?<=\d/\d\d\s(?-i:to)\s)"
            r"|(?<=\d\d/\d\s(?-i:to)\s)"  # "from 27/12 to 3/1": a range's end
            r"|(?<=\bw/c\s)|(?<=day\s)|(?<=day,\s)|(?<=\b(?:mon|tue|wed|thu|fri|sat|sun)\s)"  # "Friday 7/5"
            r"|(?=(?:1[3-9]|2\d|3[01])/(?:0?[1-9]|1[0-2])(?![/\d])(?<!24/7)))"  # "13/11" alone
            rf"(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})(?![/\d]){NOT_A_FRACTION}"
        ),
        _month_slash_day,
        DIGITS,
    ),
)

# a rating or a score, not a date: "I'd say 8/10", "won 6/4 6/3", "gave my parking a 9/10"
_SCORE_BEFORE = re.compile(
    r"(?:\d\.|\b(?:say|got|scored?|rated?|rating|finished|placed|came|ranked|honestly"
    r"|(?:gave|give|giving|gives)\s+(?:it|them|him|her|this|us|me|the\s+\w+))"
    r"|\d/\d{1,2}\s)\s*$",  # "won 6/4 6/3": a score
    re.I,
)
# "gave my parking a 9/10", "a solid 4/5" (not "a 3/15 meeting")
_OUT_OF = re.compile(
    r"(?:\ban?(?:\s+solid|\s+perfect|\s+strong)?|\b(?:solid|perfect|strong))\s*(?=\d{1,2}/(?:5|10)$)",
    re.I,
)  # "a 9/10", "solid 7/10"
_NO_NOUN_AFTER = re.compile(
    r"\s*(?:$|[.,;:!?)]|(?:which|on|for|from|and|but|in|at|is|was|lol|haha|tbh)\b)", re.I
)
_SCORE_AFTER = re.compile(r"\s+\d{1,2}/\d{1,2}\b")  # "6/4 6/3": sets of a match


def is_score(text: str, start: int, end: int, core: str) -> bool:
    """A rating or a score, not a date: "I'd say 8/10", "won 6/4 6/3", "gave my parking a
    9/10" (not "a 3/15 meeting")."""
    if _SCORE_BEFORE.search(text[:start]) or _SCORE_AFTER.match(text, end):
        return True
    if (
        core.split("/")[1] in _EIGHTHS
        and _PRICE_EIGHTHS.search(text, max(0, start - 12), start)
        and _STOCK.search(text)
    ):
        return True  # "rose 1 3/8 to $19.87", "down 3/8": a price in eighths
    rated = _OUT_OF.search(text[max(0, start - 12) : start] + core) is not None
    if rated and _NO_NOUN_AFTER.match(text, end) is not None:
        return True
    if _DATE_PREP_BEFORE.search(text, max(0, start - 12), start):
        return False  # "due 4/5", "on 10/10": a date
    a, b = (int(n) for n in core.split("/"))
    if _COUNT_AFTER.match(text, end):
        return True  # "closed 11/12 tickets", "12/15 tests passed"
    if b == 10 and a <= b and not _CLOCK_AFTER.match(text, end):
        return True  # "the biryani was 10/10", "Food was 8/10 honestly" (not "10/10 at 7pm")
    return b == 5 and a <= b and _RATING_END.match(text, end) is not None  # "... freezing. 4/5."


_EIGHTHS = frozenset(("2", "4", "8", "16", "32"))
_PRICE_EIGHTHS = re.compile(
    r"(?:\b\d{1,4}|\b(?:up|down|rose|fell|gained|lost|shed|slipped|climbed|eased|jumped))\s+$",
    re.IGNORECASE,
)
_STOCK = re.compile(
    r"\$|%|\b(?:shares?|stocks?|points?|closed|traded|trading|bonds?|index|percent|debentures"
    r"|notes|coupon|yield)\b",
    re.IGNORECASE,
)  # a market told in the text: "rose 1 3/8", "its 9 7/8 percent debentures"
_DATE_PREP_BEFORE = re.compile(
    r"\b(?:on|by|due|until|till|from|since|before|after|dated|for|of|to|the|this|that|these"
    r"|those|you|u|ya|mon|tue|wed|thu|fri|sat"  # "see you 4/5!"
    r"|sun)[a-z]*\.?,?\s+$",
    re.IGNORECASE,
)
_CLOCK_AFTER = re.compile(r"\s*(?:at\s+|@\s*)?\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|:)", re.IGNORECASE)
_COUNT_AFTER = re.compile(  # a plural noun: "11/12 tickets" (not "07/05 this time")
    r"\s+(?!(?:this|thus|plus|does|goes|has|was|his|its|yes|less|unless|perhaps|always|days"
    r"|weeks|months|years|nights|hours|mins)\b)[a-z]{2,}[^su\W]s\b"
)
_RATING_END = re.compile(
    r"\s*(?:$|[.!]|,|\s+(?:only|because|would|for\s+me|overall|honestly|from\s+me|stars?)\b)",
    re.IGNORECASE,
)
_BARE_SLASH = re.compile(
    r"(?<![\w/.,:$£€-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:st|nd|rd|th)?(?![/\w]|\.\d)"
)  # "3/15th"; not "2/3rds"
_FRACTION_AFTER = re.compile(NOT_A_FRACTION.replace("(?!", "(?=", 1), re.IGNORECASE)
_NOT_DATES = frozenset(("24/7", "9/11", "50/50"))


def bare_slash_spans(
    sentence: str, ref: date | None, tense_at: Callable[[int, int], Tense]
) -> list[Span]:
    """The year-less "3/14" with no word before it that Duckling reads ("the appt is 3/15 at
    2"), for the path without Duckling: not a fraction, a score or rating, an identifier's
    number or "24/7"."""
    out = []
    for m in _BARE_SLASH.finditer(sentence):
        core = f"{m['a']}/{m['b']}"
        if core in _NOT_DATES or _FRACTION_AFTER.match(sentence, m.end()):
            continue
        if is_score(sentence, m.start(), m.end(), core) or IDENTIFIER_BEFORE.search(
            sentence, 0, m.start()
        ):
            continue
        hit = slash_day(
            sentence, m.end(), int(m["a"]), int(m["b"]), ref, tense_at(m.start(), m.end()), 0.6
        )
        if hit is not None:
            out.append(
                Span(
                    m.start(),
                    m.end(),
                    m.group(),
                    hit.interval,
                    hit.grain,
                    hit.confidence,
                    "rule:bare_slash",
                )
            )
    return out
