"""Rules for parts of a year: quarters and halves (seasons: :mod:`swcmem.temporal.seasons`).

* quarters: "Q3 1989", "the third quarter of 1989", "the fourth quarter of last year",
  "1989's fourth quarter", "third-quarter profit", "the current quarter", "last quarter",
  "the prior quarter", "in the quarter" (the one named before; "the previous quarter" after
  one named is the one before it); a bare or relative quarter only in a sentence
  about money, results or the economy (not "we scored in the 4th quarter", "the last
  quarter of the game");
* "the December quarter", "the June 2012 quarter": the three months ending in that month;
* halves: "the first half of 1990", "the first half of next year", "H2 1990", "the second
  half" (same guard); "the first half (third quarter) of the year" is the reference's year's,
  in any sentence; "the second half of June" (of next month): its days 16 to the end;
* "the rest of the week (month, year)": from the reference to the period's end.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.temporal.calendar import (
    add_months,
    days_away,
    half_interval,
    month_interval,
    month_number,
    quarter_interval,
    year_from_text,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    DIGITS,
    IDENTIFIER_BEFORE,
    MONTH,
    YEAR_ANY,
    compile_rx,
    mod_shift,
    word_set,
)
from swcmem.temporal.picks import pick_month, pick_period
from swcmem.temporal.relative import shift_unit
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

# what a quarter's figures are called: "fourth-quarter results will be released Jan. 24" is,
# in January, last year's fourth quarter: ahead or untold, such a quarter is the nearest one
# (a past tense still means one that has begun)
_REPORTED = re.compile(
    r"\s+(?:results|earnings|profits?|loss(?:es)?|sales|revenues?|net|income|figures|numbers"
    r"|gdp|gross\s+domestic|growth|output|data|(?:national\s+)?accounts"
    r"|(?:\w+\s+){0,2}(?:figures|data|numbers|accounts|results))\b",
    re.IGNORECASE,
)
FINANCE = re.compile(
    r"\b(?:profits?|earnings|sales|revenues?|income|loss(?:es)?|results|fiscal|dividends?"
    r"|shares?|growth|gdp|economy|economic|output|quarterly|company|companies|firm|bank|rate"
    r"|rates|prices?|orders|deficit|surplus|budget|forecasts?|reported|net|operating|per\s+share"
    r"|million|billion|unemployment|inflation|exports?|imports?|trade|spending|investment"
    r"|production|jobs|jobless|consumers?|retail|housing|shipments?|deliveries|demand"
    r"|shortages?|layoffs?|mergers?|plants?|factory|factories|suppl(?:y|ies)|inventor(?:y|ies)"
    r"|costs?|capacity|margins?|guidance|outlook|customers?|executives?|analysts?|deals?"
    r"|sales?|acquisitions?|completion|closing|takeover|targets?|plan|okrs?|goals?|roadmap"
    r"|deadlines?|hiring|hires?|headcount|reviews?|reports?|launch|release|register|taxes|tax"
    r"|filing"
    r"|(?:stock\s+market|stock\s+exchange|dow\s+jones|nasdaq|nikkei|treasur(?:y|ies)"
    r"|bond\s+market|share\s+prices|investors)\b"
    r"|invoices?|bills?|\$|€|£)",
    re.IGNORECASE,
)
# "the fourth quarter of last year", "the first half of next year"
_OF_YEAR = (
    r"\s+of\s+(?:the\s+)?(?P<yrel>last|this|next|previous|past|current|coming)\s+year(?!['’]s)"
    r"|\s+of\s+the\s+(?P<ythe>year)\b(?!['’]s)"  # "the first half of the year": the reference's
)
# "last year's fourth quarter", "next year's first half": the year told before, possessive
_YEAR_POSS = r"(?P<yrel0>last|this|next|the\s+(?:previous|current|coming))\s+year['’]s\s+"
_QUARTER_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3}
_QUARTER_WORDS |= {"fourth": 4, "4th": 4, "final": 4}


def _quarter_number(word: str) -> int | None:
    w = word.lower()
    return int(w[1]) if w.startswith("q") else _QUARTER_WORDS.get(w)


def _quarter(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    n = _quarter_number(m["q"])
    if n is None or not 1 <= n <= 4:
        return None
    named, year = _year_of(m, ref)
    if named:
        return Hit(quarter_interval(year, n), "month", 0.9) if year else Hit(None, "month", 0.5)
    if not (
        m.groupdict().get("adj")
        or m["q"].lower().startswith("q")
        or FINANCE.search(m.string)
        or (tense == "future" and not _GAME.search(m.string))  # "will ship in the fourth quarter"
    ):
        return None
    if ref is None:
        return UNRESOLVED
    options = tuple(quarter_interval(ref.year + k, n) for k in (-1, 0, 1))
    if tense != "past" and _REPORTED.match(m.string, m.end()):  # the verb tells the report
        return Hit(min(options, key=lambda o: days_away(o, ref)), "month", 0.8)
    return Hit(pick_period(ref, options, tense), "month", 0.8)


def _month_quarter(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the December quarter", "the June quarter of 2012": the three months that end in that
    month (as a quarter is named where the year's quarters are, in Australia or Japan); a
    bare one by the direction of its clause, a reported one the nearest."""
    month = month_number(m["mon"])
    if month is None:
        return None
    named, year = _year_of(m, ref)
    if named:
        return Hit(_ending_in(year, month), "month", 0.85) if year else Hit(None, "month", 0.5)
    if ref is None:
        return UNRESOLVED
    options = tuple(_ending_in(ref.year + k, month) for k in (-1, 0, 1))
    if tense != "past" and _REPORTED.match(m.string, m.end()):
        return Hit(min(options, key=lambda o: days_away(o, ref)), "month", 0.8)
    return Hit(pick_period(ref, options, tense), "month", 0.8)


def _holiday_quarter(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the holiday quarter": the October-December quarter, by the direction of its clause."""
    if ref is None:
        return UNRESOLVED
    options = tuple(quarter_interval(ref.year + k, 4) for k in (-1, 0, 1))
    return Hit(pick_period(ref, options, tense), "month", 0.8)


def _ending_in(year: int, month: int) -> tuple[date, date]:
    last = month_interval(year, month)[1]
    return add_months(last.replace(day=1), -2), last


def _year_of(m: re.Match[str], ref: date | None) -> tuple[bool, int | None]:
    """Whether the expression names its year ("of 1989", "1989's", "of last year"), and that
    year (None when it cannot be resolved)."""
    groups = m.groupdict()
    text = groups.get("y") or groups.get("y0")
    if text:
        return True, year_from_text(text, ref)
    rel = groups.get("yrel") or groups.get("yrel0")
    if rel:
        return True, ref.year + mod_shift(rel) if ref else None
    if groups.get("ythe"):
        return True, ref.year if ref else None
    return False, None


def _quarter_rel(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "this quarter", "the current quarter", "last quarter", "the latest quarter", "the
    most recent quarter", "next quarter"; outside a money sentence only as a business period
    ("Last quarter's churn", "planned for next quarter"; not "in the last quarter of the game")."""
    if not FINANCE.search(m.string) and (
        not _WORK_QUARTER.match(m.group()) or _GAME.search(m.string)
    ):
        return None
    if ref is None:
        return UNRESOLVED
    mod = " ".join(m["mod"].lower().split())
    current = (ref.month - 1) // 3 + 1
    shift = dict.fromkeys(("last", "previous", "prior", "preceding", "latest", "past"), -1)
    shift.update({"most recent": -1, "next": 1, "coming": 1})
    index = ref.year * 4 + current - 1 + shift.get(mod, 0)
    return Hit(quarter_interval(index // 4, index % 4 + 1), "month", 0.8)


_WORK_QUARTER = re.compile(r"(?:this|last|next)\s+quarter(?:['’]s)?$", re.IGNORECASE)
_GAME = re.compile(
    r"\b(?:game|match|inning|innings|touchdowns?|goals?|scored|points|buzzer|halftime)\b", re.I
)


def _the_quarter(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "in the quarter" in a report on results: the quarter the text named last
    (:mod:`swcmem.temporal.compose`), else the last one completed before the reference; told
    ahead ("will recover by the end of the quarter"), the current one."""
    if not FINANCE.search(m.string):
        return None
    if ref is None:
        return UNRESOLVED
    index = ref.year * 4 + (ref.month - 1) // 3 - (0 if tense == "future" else 1)
    return Hit(quarter_interval(index // 4, index % 4 + 1), "month", 0.6)


def _half(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    n = 1 if m["h"].lower() in ("first", "1st", "h1") else 2
    named, year = _year_of(m, ref)
    if named:
        return Hit(half_interval(year, n), "month", 0.9) if year else Hit(None, "month", 0.5)
    if not FINANCE.search(m.string):
        return None
    if ref is None:
        return UNRESOLVED
    options = tuple(half_interval(ref.year + k, n) for k in (-1, 0, 1))
    return Hit(pick_period(ref, options, tense), "month", 0.75)


def _half_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the second half of June", "the first half of next month": days 1–15 or 16 to the
    end of that month (a bare month by the direction of its clause)."""
    month = month_number(m["mon"]) if m["mon"] else None
    if m["mon"] and month is None:
        return None
    if m["y"]:
        whole = month_interval(int(m["y"]), month or 1)
    elif ref is None:
        return UNRESOLVED
    elif month is None:
        whole = month_interval(*_month_moved(ref, mod_shift(m["mrel"])))
    else:
        whole = pick_month(ref, month, tense)
    mid = whole[0].replace(day=15)
    if m["h"].lower() in ("first", "1st"):
        return Hit((whole[0], mid), "day", 0.85)
    return Hit((mid.replace(day=16), whole[1]), "day", 0.85)


def _rest_of(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    unit = m["unit"].lower()
    end = shift_unit(ref, unit, 0)[1]
    return Hit((ref, end), "day" if unit == "week" else "month", 0.8)


def _month_moved(ref: date, shift: int) -> tuple[int, int]:
    moved = add_months(ref.replace(day=1), shift)
    return moved.year, moved.month


def _short_year(text: str, ref: date | None) -> int | None:
    return int(text) if len(text) == 4 else year_from_text(text, ref)


def _short_period(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "1H19" (the first half of 2019), "3Q19" (its third quarter); not "Room 2H12"."""
    if IDENTIFIER_BEFORE.search(m.string, 0, m.start()):
        return None
    year = _short_year(m["y"], ref)
    if year is None:
        return Hit(None, "month", 0.5)
    if m["h"]:
        return Hit(half_interval(year, int(m["h"][0])), "month", 0.9)
    return Hit(quarter_interval(year, int(m["q"][0])), "month", 0.9)


def _fiscal_short(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "FY2018", "FY18": the fiscal year named by its calendar year (as "fiscal 2018")."""
    year = _short_year(m["y"], ref)
    return Hit(year_interval(year), "year", 0.85) if year else Hit(None, "year", 0.5)


_Q = r"first|1st|second|2nd|third|3rd|fourth|4th|final"

RULES: tuple[Rule, ...] = (
    Rule(
        "quarter",
        compile_rx(
            rf"(?:the\s+)?(?:(?P<y0>{YEAR_ANY})(?:['’]s)?\s+|{_YEAR_POSS})?"
            rf"(?P<q>{_Q})(?:(?P<adj>-)|\s+)quarter"
            rf"(?:\s+of\s+(?:fiscal\s+)?(?P<y>{YEAR_ANY})|{_OF_YEAR})?"
        ),
        _quarter,
        word_set("quarter"),
    ),
    Rule(
        "quarter_q",
        compile_rx(rf"(?P<q>Q[1-4])(?:\s*(?:of\s+)?(?P<y>{YEAR_ANY}))?"),
        _quarter,
        DIGITS,
    ),
    Rule(
        "month_quarter",
        compile_rx(
            rf"(?:the\s+)?(?P<mon>(?=(?-i:[A-Z])){MONTH})(?:[\s-]+(?P<y>{YEAR_ANY}))?[\s-]quarter"
            r"(?!-|\s+(?:of|past|to|after)\b)"  # not "the March quarter-final"
        ),
        _month_quarter,
        word_set("quarter"),
    ),
    Rule(
        "holiday_quarter",
        compile_rx(r"the\s+(?:holiday|christmas|festive)(?:[\s-]+season)?\s+quarter"),
        _holiday_quarter,
        word_set("quarter"),
    ),
    Rule(
        "quarter_rel",
        compile_rx(
            r"(?:the\s+)?(?P<mod>this|current|last|previous|prior|preceding|latest|most\s+recent"
            r"|past|next|coming)"
            r"\s+quarter"
        ),
        _quarter_rel,
        word_set("quarter"),
    ),
    Rule(
        "the_quarter",
        compile_rx(r"the\s+(?:same\s+)?quarter(?!\s*(?:of|century|mile|hour|inch|pound|point)\b)"),
        _the_quarter,
        word_set("quarter"),
    ),
    Rule(
        "half",
        compile_rx(
            rf"(?:the\s+)?(?:{_YEAR_POSS})?(?P<h>first|1st|second|2nd|latter)[\s-]+half"
            rf"(?:\s+of\s+(?:fiscal\s+)?(?P<y>{YEAR_ANY})|{_OF_YEAR})?(?!\s+(?:an?|the)\b)"
        ),
        _half,
        word_set("half"),
    ),
    Rule(
        "half_month",
        compile_rx(
            r"(?:the\s+)?(?P<h>first|1st|second|2nd|latter)[\s-]+half\s+of\s+(?:(?P<mon>"
            rf"{MONTH})(?:,?\s+(?P<y>{YEAR_ANY}))?|(?:the\s+)?(?P<mrel>last|this|next|coming)\s+month)"
        ),
        _half_month,
        word_set("half"),
    ),
    Rule(
        "rest_of",
        compile_rx(r"the\s+rest\s+of\s+(?:the|this)\s+(?P<unit>week|month|year)(?!['’])"),
        _rest_of,
        word_set("rest"),
    ),
    Rule(
        "half_h",
        compile_rx(
            rf"(?P<h>H[12])(?:\s*(?P<y>{YEAR_ANY})|\s+(?:of\s+)?(?P<yrel>last|this|next)\s+year)?\b"
        ),
        _half,
        DIGITS,
    ),
    # financial shorthand: "1H19", "2H 2018", "3Q19", "FY2018", "FY18"
    Rule(
        "half_quarter_short",
        compile_rx(r"(?-i:(?:(?P<h>[12]H)|(?P<q>[1-4]Q))\s?(?P<y>[12]\d{3}|\d\d))(?![\d%])"),
        _short_period,
        DIGITS,
    ),
    Rule(
        "fiscal_short",
        compile_rx(r"(?-i:FY)\s?['’]?(?P<y>[12]\d{3}|\d\d)(?![\d%])"),
        _fiscal_short,
        DIGITS,
    ),
)
