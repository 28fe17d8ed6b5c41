"""Calendar arithmetic on inclusive date intervals: weeks (Monday–Sunday), weekends
(Saturday–Sunday), months, quarters, halves, seasons (meteorological, northern hemisphere),
years, decades and centuries; their early/mid/late thirds; two-digit years.

Every function is pure and takes the reference *date* explicitly: nothing here reads a clock.
"""

from __future__ import annotations

import calendar as _cal
from datetime import date, timedelta

Interval = tuple[date, date]

MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# weekday names as chat misspells them ("wensday", "thrusday"): read as the day they mean
WEEKDAY_TYPOS = {
    "wensday": "wednesday", "wendsday": "wednesday", "wednsday": "wednesday",
    "wedensday": "wednesday", "wednesay": "wednesday", "wedsday": "wednesday",
    "thrusday": "thursday", "thursay": "thursday", "thurday": "thursday",
    "tuseday": "tuesday", "teusday": "tuesday", "tusday": "tuesday", "tuesay": "tuesday",
    "firday": "friday", "saterday": "saturday", "satruday": "saturday", "saturady": "saturday",
    "satuday": "saturday",
}  # fmt: skip
SEASONS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}  # first month


def month_number(name: str) -> int | None:
    """1–12 for a month name, abbreviation or a misspelling sharing its first three letters."""
    key = name.lower().strip(".")[:3]
    for i, m in enumerate(MONTHS, start=1):
        if m.startswith(key) and len(key) == 3:
            return i
    return None


def weekday_number(name: str) -> int | None:
    """0 (Monday)–6 (Sunday) for a weekday name, abbreviation ("tues", "thu", "sat") or
    common misspelling ("wensday")."""
    lowered = name.lower().strip(".")
    key = WEEKDAY_TYPOS.get(lowered, lowered)[:3]
    for i, w in enumerate(WEEKDAYS):
        if w.startswith(key) and len(key) == 3:
            return i
    return None


def add_months(day: date, months: int) -> date:
    """``day`` moved by whole months, clamped to the target month's last day."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    last = _cal.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))


def add_units(day: date, unit: str, n: int) -> date:
    """The same day ``n`` days, weeks, months or years away (a month's end stays in its month:
    a year from 29 February is 28 February)."""
    if unit in ("month", "year"):
        return add_months(day, n * (12 if unit == "year" else 1))
    return day + timedelta(days=n * (7 if unit == "week" else 1))


def days_away(period: Interval, day: date) -> int:
    """How many days ``period`` lies before or after ``day`` (0 when it holds it)."""
    return max((period[0] - day).days, (day - period[1]).days, 0)


def day_interval(day: date) -> Interval:
    return (day, day)


def week_of(day: date) -> Interval:
    """The Monday–Sunday week holding ``day``."""
    monday = day - timedelta(days=day.weekday())
    return (monday, monday + timedelta(days=6))


def weekend_before(ref: date, n: int = 1) -> Interval:
    """The ``n``-th Saturday–Sunday weekend that ended strictly before ``ref``."""
    days_since_sunday = (ref.weekday() - 6) % 7 or 7
    sunday = ref - timedelta(days=days_since_sunday) - timedelta(weeks=n - 1)
    return (sunday - timedelta(days=1), sunday)


def weekend_of(day: date) -> Interval:
    """The weekend of ``day``'s week (the coming one on weekdays, the current one at weekends)."""
    saturday = day + timedelta(days=5 - day.weekday())
    return (saturday, saturday + timedelta(days=1))


def weekend_holding(day: date) -> Interval:
    """The weekend "of" ``day``: the one it is in, or the coming one on a weekday."""
    saturday = day - timedelta(days=1) if day.weekday() == 6 else weekend_of(day)[0]
    return (saturday, saturday + timedelta(days=1))


def weekend_after(ref: date, n: int = 1) -> Interval:
    """The ``n``-th weekend that starts strictly after ``ref``."""
    days_to_saturday = (5 - ref.weekday()) % 7 or 7
    saturday = ref + timedelta(days=days_to_saturday) + timedelta(weeks=n - 1)
    return (saturday, saturday + timedelta(days=1))


def month_interval(year: int, month: int) -> Interval:
    return (date(year, month, 1), date(year, month, _cal.monthrange(year, month)[1]))


def year_interval(year: int) -> Interval:
    return (date(year, 1, 1), date(year, 12, 31))


def season_interval(season: str, year: int) -> Interval:
    """Meteorological season; winter ``year`` runs December ``year`` to February ``year+1``."""
    first = SEASONS[season.lower()]
    start = date(year, first, 1)
    end = add_months(start, 2)
    return (start, month_interval(end.year, end.month)[1])


def season_containing(day: date) -> tuple[str, int]:
    """(season name, season year) of ``day``: January 2023 is winter 2022."""
    m = day.month
    if m in (12, 1, 2):
        return ("winter", day.year if m == 12 else day.year - 1)
    name = {3: "spring", 6: "summer", 9: "fall"}[m - (m % 3)]
    return (name, day.year)


def last_season(season: str, ref: date) -> Interval:
    """The most recent ``season`` that ended before ``ref`` (said in October, "last summer"
    is this year's; said in July it is last year's)."""
    year = ref.year
    while season_interval(season, year)[1] >= ref:
        year -= 1
    return season_interval(season, year)


def next_season(season: str, ref: date) -> Interval:
    """The first ``season`` that starts after ``ref``."""
    year = ref.year - 1
    while season_interval(season, year)[0] <= ref:
        year += 1
    return season_interval(season, year)


def this_season(season: str, ref: date) -> Interval:
    """``season`` of the year around ``ref``: the current one, else this year's."""
    name, year = season_containing(ref)
    if name == season.lower() or (season.lower() == "autumn" and name == "fall"):
        return season_interval(season, year)
    return season_interval(season, ref.year)


def previous_weekday(ref: date, weekday: int) -> date:
    """The last ``weekday`` strictly before ``ref``."""
    return ref - timedelta(days=(ref.weekday() - weekday) % 7 or 7)


def next_weekday(ref: date, weekday: int) -> date:
    """The first ``weekday`` strictly after ``ref``."""
    return ref + timedelta(days=(weekday - ref.weekday()) % 7 or 7)


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The ``n``-th ``weekday`` (Monday 0) of the month; ``n = -1``: the last one."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    nxt = date(year + month // 12, month % 12 + 1, 1)
    last = nxt - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def valid_date(year: int, month: int, day: int) -> date | None:
    """The date, or ``None`` for impossible ones (31 February)."""
    try:
        return date(year, month, day)
    except ValueError:
        return None


def year_from_text(text: str, ref: date | None) -> int | None:
    """The year "1987" or "'87" names; a two-digit year is the one in the hundred years from
    89 before ``ref``'s year to 10 after it ("'87" said in 2023 is 1987, "'25" is 2025) and
    ``None`` without a reference."""
    digits = "".join(c for c in text if c.isdigit())
    if len(digits) != 2:
        return int(digits)
    if ref is None:
        return None
    year = ref.year - ref.year % 100 + int(digits)
    if year > ref.year + 10:
        return year - 100
    return year + 100 if year < ref.year - 89 else year


def part_of(interval: Interval, part: str | None) -> Interval:
    """The early, mid or late third of a period: days 1–10, 11–20, 21–end of a month; whole
    months of a longer run of months (early 2020 = January–April, late summer = August);
    whole years of a run of years (the early 1970s = 1970–1973, the late 1970s = 1977–1979).
    ``part`` is early, mid, late or beginning/middle/start/end of (with or without "the");
    anything else keeps the interval."""
    key = (part or "").lower().replace("the ", "").replace("-", "").strip()
    third = {"early": 0, "beginning of": 0, "start of": 0, "mid": 1, "middle of": 1}.get(key)
    third = 2 if key in ("late", "end of") else third
    if third is None:
        return interval
    start, end = interval
    whole_years = (start.month, start.day, end.month, end.day) == (1, 1, 12, 31)
    if whole_years and end.year > start.year:
        return _third_of_years(start.year, end.year, third)
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    if start.day == 1 and end == month_interval(end.year, end.month)[1] and months % 3 == 0:
        first = add_months(start, third * months // 3)
        last = add_months(start, (third + 1) * months // 3 - 1)
        return (first, month_interval(last.year, last.month)[1])
    return _third_of_days(start, end, third)


def _third_of_years(first: int, last: int, third: int) -> Interval:
    """1970–1973, 1974–1976, 1977–1979 of a decade (and the like of a century)."""
    count = last - first + 1
    bounds = (0, 4, 7, 10) if count == 10 else (0, count // 3, 2 * count // 3, count)
    a, b = bounds[third], bounds[third + 1] - 1
    return (date(first + a, 1, 1), date(first + b, 12, 31))


def _third_of_days(start: date, end: date, third: int) -> Interval:
    total = (end - start).days + 1
    size = 10 if 28 <= total <= 31 else max(1, total // 3)
    lo = start + timedelta(days=third * size)
    return (lo, end if third == 2 else lo + timedelta(days=size - 1))


def quarter_interval(year: int, quarter: int) -> Interval:
    """Quarter 1–4 of ``year``."""
    first = 3 * (quarter - 1) + 1
    return (date(year, first, 1), month_interval(year, first + 2)[1])


def half_interval(year: int, half: int) -> Interval:
    """Half 1 (January–June) or 2 (July–December) of ``year``."""
    return (
        (date(year, 1, 1), date(year, 6, 30))
        if half == 1
        else (date(year, 7, 1), date(year, 12, 31))
    )


def decade_interval(first_year: int) -> Interval:
    return (date(first_year, 1, 1), date(first_year + 9, 12, 31))


def century_interval(first_year: int) -> Interval:
    return (date(first_year, 1, 1), date(first_year + 99, 12, 31))


def length_days(interval: Interval) -> int:
    return (interval[1] - interval[0]).days + 1
