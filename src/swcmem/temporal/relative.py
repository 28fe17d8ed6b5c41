"""Rules for expressions relative to the moment of speaking: "yesterday", "last Saturday",
"on Friday" (backwards in a past-tense clause), "two weekends ago", "the week before last",
"a few days ago", "this past weekend", "in three weeks", durations ("for 3 years" keeps the
length and dates its start) and ages ("5 years old").

Every rule needs the reference date; without one the expression is kept, unresolved.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.absolute import UNRESOLVED
from swcmem.temporal.calendar import (
    Interval,
    add_months,
    month_interval,
    next_weekday,
    previous_weekday,
    week_of,
    weekday_number,
    weekend_after,
    weekend_before,
    weekend_of,
    year_interval,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import NUMBER, WEEKDAY, compile_rx, number_range
from swcmem.temporal.span import Hit, Rule

_PAST_MODS = ("last", "past", "this past", "previous", "the previous", "the past")
_NEXT_MODS = ("next", "coming", "this coming", "following", "the following")
_WEEKDAY_FULL = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_UNIT_DAYS = {"day": 1, "week": 7, "weekend": 7, "month": 30.44, "year": 365.25, "decade": 3652.5}


def _unit(word: str) -> str:
    return word.lower().rstrip("s")


def shift_unit(ref: date, unit: str, n: int) -> Interval:
    """The ``unit``-grain period ``n`` units away from ``ref`` (negative: in the past)."""
    if unit == "day":
        d = ref + timedelta(days=n)
        return (d, d)
    if unit == "week":
        return week_of(ref + timedelta(weeks=n))
    if unit == "weekend":
        return weekend_before(ref, -n) if n < 0 else weekend_after(ref, n)
    if unit == "month":
        d = add_months(ref, n)
        return month_interval(d.year, d.month)
    if unit == "decade":
        return year_interval(ref.year + 10 * n)
    return year_interval(ref.year + n)


def _grain(unit: str) -> Grain:
    return {"day": "day", "week": "week", "weekend": "week", "month": "month"}.get(unit, "year")  # type: ignore[return-value]


def _span_of(ref: date, unit: str, low: int, high: int, sign: int) -> Interval:
    a, b = shift_unit(ref, unit, sign * low), shift_unit(ref, unit, sign * high)
    return (min(a[0], b[0]), max(a[1], b[1]))


def _days(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    text = re.sub(r"\s+", " ", m.group().lower())
    offset = 0
    if "before yesterday" in text:
        offset = -2
    elif "after tomorrow" in text:
        offset = 2
    elif "yesterday" in text or "last night" in text:
        offset = -1
    elif "tomorrow" in text:
        offset = 1
    d = ref + timedelta(days=offset)
    return Hit((d, d), "day", 0.95)


def _weekday_mod(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    wd = weekday_number(m["wd"])
    if wd is None:
        return None
    if ref is None:
        return UNRESOLVED
    mod = re.sub(r"\s+", " ", m["mod"].lower())
    if mod in _PAST_MODS:
        d = previous_weekday(ref, wd)
    elif mod in _NEXT_MODS:
        d = next_weekday(ref, wd)
    elif tense == "past":
        d = ref if ref.weekday() == wd else previous_weekday(ref, wd)
    elif tense == "future":
        d = ref if ref.weekday() == wd else next_weekday(ref, wd)
    else:
        d = week_of(ref)[0] + timedelta(days=wd)
    return Hit((d, d), "day", 0.9)


def _weekday_bare(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """A bare "on Friday": backwards in a past clause, otherwise forwards."""
    wd = weekday_number(m["wd"])
    if wd is None or m["plural"] or not (m["prep"] or m["wd"][0].isupper()):
        return None
    if ref is None:
        return UNRESOLVED
    before, after = previous_weekday(ref, wd), next_weekday(ref, wd)
    if tense == "past":
        return Hit((before, before), "day", 0.8)
    # no past-tense verb: plans and schedules ("the work day is on Saturday") look forward
    return Hit((after, after), "day", 0.8 if tense == "future" else 0.6)


def _unit_mod(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    mod = re.sub(r"\s+", " ", m["mod"].lower())
    unit = _unit(m["unit"])
    if mod in _PAST_MODS:
        return Hit(shift_unit(ref, unit, -1), _grain(unit), 0.9)
    if mod in _NEXT_MODS:
        return Hit(shift_unit(ref, unit, 1), _grain(unit), 0.85)
    if unit == "weekend":
        return _this_weekend(ref, tense)
    return Hit(shift_unit(ref, unit, 0), _grain(unit), 0.9)


def _this_weekend(ref: date, tense: Tense) -> Hit:
    at_weekend = ref.weekday() >= 5
    if tense == "past" and not at_weekend:
        return Hit(weekend_before(ref), "week", 0.8)
    if at_weekend:
        return Hit(weekend_of(ref - timedelta(days=ref.weekday() - 5)), "week", 0.85)
    return Hit(weekend_of(ref), "week", 0.8)


def _weekend_bare(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    return _this_weekend(ref, tense)


def _before_last(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    unit = _unit(m["unit"])
    return Hit(shift_unit(ref, unit, -2), _grain(unit), 0.9)


def _ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    count = number_range(m["num"])
    if count is None:
        return None
    if ref is None:
        return UNRESOLVED
    unit = _unit(m["unit"])
    sign = 1 if m["dir"].lower() == "from now" else -1
    if unit == "year" and count == (1, 1):  # "a year ago": that month, not the whole year
        return Hit(shift_unit(ref, "month", -12 * sign * -1), "month", 0.8)
    vague = count[0] != count[1]
    return Hit(_span_of(ref, unit, *count, sign), _grain(unit), 0.6 if vague else 0.9)


def _after_n(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "left my job after 3 years": in a past clause a duration that ended now; in a future
    one ("after two weeks") a date that far ahead."""
    count = number_range(m["num"])
    if count is None:
        return None
    unit = _unit(m["unit"])
    if ref is None:
        return Hit(None, "unresolved", 0.5, count[0] * _UNIT_DAYS[unit])
    if tense == "future":
        return Hit(_span_of(ref, unit, *count, 1), _grain(unit), 0.6)
    return _duration_hit(ref, unit, count, "past")


def _in_n(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    count = number_range(m["num"])
    if count is None or tense == "past":
        return None
    if ref is None:
        return UNRESOLVED
    unit = _unit(m["unit"])
    return Hit(_span_of(ref, unit, *count, 1), _grain(unit), 0.6 if count[0] != count[1] else 0.8)


def _recent(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """Phrases like "the last few days": from that far back up to yesterday."""
    count = number_range(m["num"] or "a")
    if count is None:
        return None
    if ref is None:
        return UNRESOLVED
    unit = _unit(m["unit"])
    start = shift_unit(ref, unit, -count[1])[0]
    if unit in ("month", "year", "decade"):
        return _duration_hit(ref, unit, count, tense)
    return Hit((start, ref - timedelta(days=1)), _grain(unit), 0.6)


def _duration_hit(ref: date, unit: str, count: tuple[int, int], tense: Tense) -> Hit:
    length = count[0] * _UNIT_DAYS[unit]
    if tense == "future":
        return Hit(None, "duration", 0.5, length)
    return Hit(_span_of(ref, unit, *count, -1), "duration", 0.6, length)


def _duration(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    count = number_range(m["num"])
    if count is None:
        return None
    unit = _unit(m["unit"])
    if ref is None:
        return Hit(None, "unresolved", 0.5, count[0] * _UNIT_DAYS[unit])
    return _duration_hit(ref, unit, count, tense)


def _on_the_nth(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if ref is None:
        return UNRESOLVED
    n = int(re.sub(r"\D", "", m["d"]))
    candidates = [add_months(ref.replace(day=1), k) for k in (-1, 0, 1)]
    days = [c.replace(day=n) for c in candidates if _fits(c, n)]
    past = [d for d in days if d <= ref]
    future = [d for d in days if d >= ref]
    pick = (past[-1:] if tense == "past" else future[:1]) or days[:1]
    return Hit((pick[0], pick[0]), "day", 0.7) if pick else None


def _fits(month_start: date, n: int) -> bool:
    return month_interval(month_start.year, month_start.month)[1].day >= n


_MODS = r"last|this past|past|this|next|this coming|coming|the previous|previous|the following|following"
_APPROX = r"(?:(?:about|around|almost|nearly|over|more than|like|roughly|maybe|just)\s+)?"

RULES: tuple[Rule, ...] = (
    Rule(
        "days",
        compile_rx(
            r"(?:the\s+)?day\s+before\s+yesterday|(?:the\s+)?day\s+after\s+tomorrow"
            r"|yesterday(?:\s+(?:morning|afternoon|evening|night))?|last\s+night|today|tonight"
            r"|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|this\s+(?:morning|afternoon|evening)"
        ),
        _days,
    ),
    Rule(
        "weekday_mod",
        compile_rx(
            rf"(?P<mod>{_MODS})\s+(?P<wd>{WEEKDAY})(?:\s+(?:night|morning|afternoon|evening))?"
        ),
        _weekday_mod,
    ),
    Rule(
        "weekday",
        compile_rx(
            rf"(?:(?P<prep>on|by|until|since|from|this)\s+)?(?P<wd>{_WEEKDAY_FULL})(?P<plural>s)?"
            r"(?:\s+(?:night|morning|afternoon|evening))?"
        ),
        _weekday_bare,
    ),
    Rule(
        "before_last",
        compile_rx(r"the\s+(?P<unit>week|weekend|month|year)\s+before\s+last"),
        _before_last,
    ),
    Rule(
        "unit_mod",
        compile_rx(rf"(?P<mod>{_MODS}|the past)\s+(?P<unit>week|weekend|month|year|decade)"),
        _unit_mod,
    ),
    Rule(
        "weekend",
        compile_rx(
            r"(?:(?:over|on|at|during|for)\s+the|(?<!every\s)(?<!each\s)(?:a|my|our|the|this|"
            r"nice|fun|great|good|busy|quiet|relaxing|lovely|long|amazing|wild|crazy|super\s+fun)"
            r")\s+(?P<core>weekend)(?!s)"
        ),
        _weekend_bare,
    ),
    Rule(
        "after_n",
        compile_rx(
            rf"after\s+{_APPROX}(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|month|year|decade)s?)"
            r"(?!\s+(?:ago|of|later|from))"
        ),
        _after_n,
    ),
    Rule(
        "ago",
        compile_rx(
            rf"{_APPROX}(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|weekend|month|year|decade)s?)"
            r"\s+(?P<dir>ago|back|from now)"
        ),
        _ago,
    ),
    Rule(
        "in_n",
        compile_rx(
            rf"in\s+(?:just\s+)?(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|weekend|month|year)s?)"
        ),
        _in_n,
    ),
    Rule(
        "recent",
        compile_rx(
            rf"(?:for\s+)?(?:the\s+)?(?:last|past)\s+(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|month|year|decade)s)"
        ),
        _recent,
    ),
    Rule(
        "duration",
        compile_rx(
            rf"for\s+{_APPROX}(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|month|year|decade)s?)"
        ),
        _duration,
    ),
    Rule(
        "been",
        compile_rx(
            rf"been\s+{_APPROX}(?P<core>(?P<num>{NUMBER})\s+(?P<unit>(?:day|week|month|year|decade)s?))"
            r"(?!\s+(?:ago|back|old))"
        ),
        _duration,
    ),
    Rule("age", compile_rx(rf"(?P<num>\d{{1,3}}|{NUMBER})\s+(?P<unit>years?)\s+old"), _duration),
    Rule(
        "on_the_nth",
        compile_rx(
            r"(?:on|by|until|since|before|after)\s+the\s+(?P<d>(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))"
            r"(?!\s+(?:of|century|anniversary|birthday|grade|time|floor|place|quarter))"
        ),
        _on_the_nth,
    ),
)
