"""Holidays of other calendars, which the Western ones' names are part of: "Orthodox Easter",
"Orthodox Christmas", "Chinese New Year", "the Jewish New Year"; and the US Inauguration Day,
which comes every four years, and leap day ("leap day 2016": 29 February).

Without this module their last words were read as the Western holiday ("Orthodox Christmas"
→ 25 December, "the Lunar New Year holiday" → 1 January). Now:

* **Orthodox (Eastern) Easter** is computed: the Julian computus, moved to the Gregorian
  calendar (13 days in 1900–2099). Easter Monday is the day after. Orthodox Christmas is
  7 January (Christmas Eve the 6th), the Orthodox New Year 14 January (1901–2099).
* **Chinese / Lunar New Year** comes from a table for 1950–2050 (the dates Duckling gives,
  checked against published ones); its eve is the day before.
* Any other calendar's named day ("the Jewish New Year", "Islamic New Year", "Coptic
  Christmas", a Lunar New Year outside the table) is a day we cannot date: the expression is
  kept, unresolved — never the Western date.

Inauguration Day is 20 January (4 March before 1937) of the year after a presidential election:
of the year named, else the last or the next one by the direction of the sentence.

Which year's: as for the Western holidays (:func:`swcmem.temporal.holidays.which_one`): a year
the text names, "last"/"next"/"this", else the direction of the sentence. "Every Chinese New
Year" is habitual: generic, never dated.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from calendar import isleap
from collections.abc import Callable
from datetime import date, timedelta

from swcmem.temporal.cues import Tense
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.holidays import NAMED_YEAR, which_one
from swcmem.temporal.patterns import compile_rx, word_set
from swcmem.temporal.span import Hit, Rule

# Chinese New Year of 1950 + i: 21 January + _OFFSET.index(_LUNAR[i]) days
_OFFSET = "abcdefghijklmnopqrstuvwxyz01234"
_LUNAR = (
    "1qgyndwk2shzpexmatj1qgzncvk2rh0pexm4ti1qgzocuk3rh0pdwlbti2rfyncuk3sh0pewlbui1qfxncvk3shzo"
    "dwlbuj1qfymc"
)
_LUNAR_FIRST = 1950


def lunar_new_year(year: int) -> date:
    """The first day of the Chinese (Lunar) New Year; ``LookupError`` outside 1950–2050."""
    i = year - _LUNAR_FIRST
    if not 0 <= i < len(_LUNAR):
        raise LookupError(f"no Lunar New Year date for {year}")
    return date(year, 1, 21) + timedelta(days=_OFFSET.index(_LUNAR[i]))


def orthodox_easter(year: int) -> date:
    """Eastern Orthodox Easter Sunday (Julian computus, in the Gregorian calendar);
    ``LookupError`` outside 1900–2099, where the calendars' gap is not 13 days."""
    if not 1900 <= year <= 2099:
        raise LookupError(f"no Orthodox Easter date for {year}")
    a, b, c = year % 4, year % 7, year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month, day = divmod(d + e + 114, 31)
    return date(year, month, day + 1) + timedelta(days=13)


def _fixed(month: int, day: int) -> Callable[[int], date]:
    def day_of(year: int) -> date:
        if not 1901 <= year <= 2099:
            raise LookupError(f"no date for {year}")
        return date(year, month, day)

    return day_of


_DAYS: dict[tuple[str, str], Callable[[int], date]] = {
    ("orthodox", "easter"): orthodox_easter,
    ("orthodox", "easter monday"): lambda y: orthodox_easter(y) + timedelta(days=1),
    ("orthodox", "christmas"): _fixed(1, 7),
    ("orthodox", "christmas eve"): _fixed(1, 6),
    ("orthodox", "new year"): _fixed(1, 14),
    ("lunar", "new year"): lunar_new_year,
    ("lunar", "new year eve"): lambda y: lunar_new_year(y) - timedelta(days=1),
}
_CALENDAR = {"orthodox": "orthodox", "eastern": "orthodox", "chinese": "lunar", "lunar": "lunar"}

_NAMED = Hit(None, "day", 0.8)  # a named day of a calendar we cannot date


def _key(name: str) -> str:
    """ "New Year's Day" → "new year", "Christmas Eve" → "christmas eve", "Easter Sunday" →
    "easter"."""
    words = re.sub(r"['’]s?\b|\b(?:day|sunday)\b", " ", name.lower()).split()
    return " ".join(words)


def _other_calendar(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if is_habitual(m.string, m.start(), m.end()):
        return Hit(None, "day", 0.7, generic=True)
    day_of = _DAYS.get((_CALENDAR.get(m["cal"].lower(), ""), _key(m["name"])))
    if day_of is None:
        return _NAMED
    try:
        day = which_one(day_of, m, ref, tense)
    except LookupError:
        return _NAMED
    return _NAMED if day is None else Hit((day, day), "day", 0.85)


def inauguration_day(year: int) -> date:
    """The US presidential inauguration of ``year``: 20 January (4 March before 1937), in the
    year after an election; ``LookupError`` in other years."""
    if year % 4 != 1 or year < 1789:
        raise LookupError(f"no inauguration in {year}")
    return date(year, 1, 20) if year >= 1937 else date(year, 3, 4)


def _inauguration(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Inauguration Day" (every four years): of the year named, else the last one or the
    next one by the direction (the nearer one when none is told)."""
    try:
        if m["y"]:
            day = inauguration_day(int(m["y"]))
            return Hit((day, day), "day", 0.85)
    except LookupError:
        return _NAMED
    if ref is None:
        return _NAMED
    days = [inauguration_day(y) for y in range(ref.year - 4, ref.year + 5) if y % 4 == 1]
    if tense == "past":
        day = max(d for d in days if d <= ref)
    elif tense == "future":
        day = min(d for d in days if d >= ref)
    else:
        day = min(days, key=lambda d: abs(d - ref))
    return Hit((day, day), "day", 0.8)


def _leap_day(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "leap day 2016": 29 February of that year; a bare "leap day" the last or the next one
    by the direction (the nearer one when none is told)."""
    if m["y"]:
        year = int(m["y"])
        return Hit((date(year, 2, 29),) * 2, "day", 0.85) if isleap(year) else None
    if ref is None:
        return _NAMED
    days = [date(y, 2, 29) for y in range(ref.year - 8, ref.year + 9) if isleap(y)]
    past = max(d for d in days if d <= ref)
    ahead = min(d for d in days if d >= ref)
    pick = {"past": past, "future": ahead}.get(
        tense, min((past, ahead), key=lambda d: abs(d - ref))
    )
    return Hit((pick, pick), "day", 0.8)


RULES: tuple[Rule, ...] = (
    Rule(
        "leap_day",
        compile_rx(rf"leap\s+day(?:{NAMED_YEAR})?"),
        _leap_day,
        word_set("leap"),
    ),
    Rule(
        "inauguration_day",
        compile_rx(rf"(?-i:Inauguration\s+Day)(?:{NAMED_YEAR})?"),
        _inauguration,
        word_set("inauguration"),
    ),
    Rule(
        "other_calendar",
        compile_rx(
            r"(?:(?P<mod>last|next|this\s+past|this\s+coming|this|past|coming|previous)\s+)?"
            r"(?P<cal>orthodox|eastern|coptic|ethiopian|armenian|julian|chinese|lunar"
            r"|vietnamese|korean|tibetan|mongolian|jewish|hebrew|islamic|muslim|hijri|persian"
            r"|iranian|hindu|sikh|thai|bengali|tamil|sinhalese|khmer|lao|nepali)\s+"
            r"(?P<name>new\s+year['’]?s?(?:\s+(?:day|eve))?|christmas(?:\s+(?:day|eve))?"
            r"|easter(?:\s+(?:sunday|monday))?)"
            rf"(?:{NAMED_YEAR})?"
        ),
        _other_calendar,
        word_set(
            "orthodox eastern coptic ethiopian armenian julian chinese lunar vietnamese korean"
            " tibetan mongolian jewish hebrew islamic muslim hijri persian iranian hindu sikh"
            " thai bengali tamil sinhalese khmer lao nepali"
        ),
    ),
)
