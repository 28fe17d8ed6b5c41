"""Anaphora dated from the date before them, after every extractor has run (the last step
of :mod:`swcmem.temporal.compose`): "the next day", "the following week", "that evening",
"that year", "that summer", "the same day", "three days later" (in a past narration), "a
few days later" (a range), "the Tuesday after", "the following spring", "the end of that
week" count from the previous dated span of the text ("We got there on Friday and the next
day we hiked" → Saturday; "that day", "that weekend" skip a year or a month told since);
without one, or with one too coarse to count from ("in 2018 … a week later"), "the
following week" keeps its reading against the reference, "two weeks later" stays a length
and the rest date nothing. "A year earlier", "the year-earlier period", "two years later"
move the previous dated span by that many years, keeping its shape; "in the quarter" is the
quarter the text named last, "the previous quarter" the one before it.

Pure functions; thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from swcmem.model import Grain
from swcmem.temporal.anaphora import Anaphor, anaphor, next_or_last
from swcmem.temporal.calendar import (
    SEASONS,
    Interval,
    add_months,
    month_interval,
    part_of,
    quarter_interval,
    season_interval,
    week_of,
    weekday_number,
    weekend_after,
    weekend_before,
    weekend_of,
    year_interval,
)
from swcmem.temporal.compound import GRAIN_OF_PART
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.direction import direction_at
from swcmem.temporal.patterns import (
    NUMBER,
    WEEKDAY,
    WEEKDAY_NAMES,
    number_range,
)
from swcmem.temporal.periods import FINANCE
from swcmem.temporal.span import Span

_PREVIOUS_RULE = "rule:relative_to_previous"
_AGO_RULE = "rule:ago"
_WEEKDAY_NAMED = re.compile(rf"\b{WEEKDAY}", re.IGNORECASE)
_QUARTER_RULE = "rule:the_quarter"
_QUARTER_REL_RULE = "rule:quarter_rel"
_BEFORE_THAT = re.compile(r"\b(?:previous|prior|preceding)\b", re.IGNORECASE)
_AFTER_RULE = "rule:after_previous"
_IN_THE = re.compile(r"(?:earlier|later)\s+in\s+the\s+(day|week|month|year)", re.IGNORECASE)
_YEARS = re.compile(
    rf"(?P<num>{NUMBER})\s+(?P<unit>years?|decades?)\s+(?P<dir>earlier|later|before|after)", re.I
)


def direction_in_sentence(text: str, span: Span) -> str:
    """The direction of ``span`` read inside its own sentence, as the rules read it."""
    lo, hi = next(((a, b) for a, b in sentence_spans(text) if a <= span.start < b), (0, len(text)))
    return direction_at(text[lo:hi], span.start - lo, span.end - lo)


def same_sentence(text: str, first: Span, second: Span) -> bool:
    """No sentence of ``text`` ends between ``first`` and ``second``."""
    return not any(first.end <= end <= second.start for _, end in sentence_spans(text))


def is_dated(span: Span) -> bool:
    return span.interval is not None and not span.generic and span.grain != "duration"


def step(anchor: Interval, unit: str, n: int, before: bool) -> Interval:
    """The ``unit``-period ``n`` units before (or after) the anchor interval."""
    sign = -1 if before else 1
    day = anchor[0] if before else anchor[1]
    if unit == "day":
        d = day + timedelta(days=sign * n)
        return (d, d)
    if unit == "week":
        return week_of(day + timedelta(weeks=sign * n))
    if unit == "weekend":
        return weekend_before(day, n) if before else weekend_after(day, n)
    if unit == "month":
        d = add_months(day, sign * n)
        return month_interval(d.year, d.month)
    return year_interval(day.year + sign * n)


def from_previous_dates(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        if span.source == _AFTER_RULE:
            base = _base_of(text, span, _base_for(span, out))
            moved = _from_previous(span, base)
            if moved is not None:
                out.append(moved)
            continue
        if span.source == _AGO_RULE and (period := _compared_period(text, span, out)):
            span = replace(span, interval=period, grain="month")
        elif span.source == _PREVIOUS_RULE:
            base = _reported(text, span, out) or next(
                (s for s in reversed(out) if is_dated(s)), None
            )
            years = _years_back(span.surface)
            if base is not None and base.interval is not None:
                shifted = tuple(add_years(d, years) for d in base.interval)
                span = replace(span, interval=shifted, grain=base.grain)  # type: ignore[arg-type]
                if years > 0 or years < -1:  # "two years later", "a decade later": that year
                    year = year_interval(shifted[0].year)
                    span = replace(
                        span,
                        interval=(min(year[0], shifted[0]), max(year[1], shifted[1])),
                        grain="year",
                    )
            elif years > 0 and direction_in_sentence(text, span) == "past":
                # "was sold two years later": later than a date the text does not give
                span = replace(span, interval=None, grain="unresolved")
        elif span.source == _QUARTER_RULE:
            named = next((s.interval for s in reversed(out) if _is_quarter(s)), None)
            span = replace(span, interval=named or span.interval)
        elif span.source == _QUARTER_REL_RULE and _BEFORE_THAT.search(span.surface):
            named = next((s.interval for s in reversed(out) if _is_quarter(s)), None)
            if named is not None:  # "third-quarter profit rose from the previous quarter"
                before = add_months(named[0], -3)
                span = replace(span, interval=quarter_interval(before.year, before.month // 3 + 1))
        out.append(span)
    return out


def _base_for(span: Span, before: list[Span]) -> Span | None:
    """The date an anaphor counts from: the last one before it, but "that day", "that
    weekend", "that Sunday" skip dates too coarse to hold them ("moved it up to the 5th ...
    We've lived here since 2017 ... Are you around that weekend?": the 5th's)."""
    dated = [s for s in reversed(before) if is_dated(s)]
    if len(dated) > 1 and dated[0].start - dated[1].end <= 2 and dated[0].grain == "year":
        dated = dated[1:]  # "March 4 this year, and the day after": March 4's
    a = anaphor(span.surface)
    period = _period_told_before(before, dated, a)
    if period is not None:
        return period  # "in the week ended Sept. 22 from 385,000 a week earlier": the week
    if a is not None and a.sign and (a.unit == "day" or a.unit in WEEKDAY_NAMES) and dated:
        # "Thanksgiving at my brother's this year, driving up the day before": a day counts
        # from the last date fine enough to hold it
        fine = [s for s in dated if not _coarser(s.grain, "week")]
        if a.unit in WEEKDAY_NAMES and len(fine) > 1 and _counted_other_way(fine[0], a.sign):
            fine = fine[1:]  # "not on the 18th; they cancelled the night before; we did it
            # the Saturday after": after the 18th, not after the night before it
        return fine[0] if fine else dated[0]
    if a is None or a.sign or a.unit in SEASONS or a.unit == "one" or not dated:
        return dated[0] if dated else None
    grain: Grain = "week" if a.unit in WEEKDAY_NAMES else _GRAIN_OF_UNIT.get(a.unit, "year")
    return next((s for s in dated if not _coarser(s.grain, grain)), dated[0])


def _counted_other_way(span: Span, sign: int) -> bool:
    """True when ``span`` is itself counted from a date the other way ("the night before")."""
    other = anaphor(span.surface) if span.source == _AFTER_RULE else None
    return other is not None and other.sign == -sign


# a period told by its last day ("the week ended Sept. 22"): :mod:`swcmem.temporal.fiscal`
PERIOD_ENDED_RULE = "rule:period_ended"
_UNIT_DAYS = {"week": (7, 7), "month": (28, 31), "year": (365, 366)}


def _period_told_before(before: list[Span], dated: list[Span], a: Anaphor | None) -> Span | None:
    """The period told by the last date as its last day, when the anaphor steps by its unit."""
    told = [s for s in reversed(before) if s.interval is not None and not s.generic]
    if a is None or not a.sign or not dated or len(told) < 2 or told[0] is not dated[0]:
        return None
    if a.count[0] != a.count[1]:
        return None  # "a few weeks earlier": no one period to step
    return told[1] if _period_ending(told[1], dated[0], a.unit) else None


def _period_ending(period: Span, day: Span, unit: str) -> bool:
    """``period`` is one ``unit`` long and told by its last day, ``day`` ("the week ended
    Sept. 22"): what "a week earlier" steps from."""
    if period.interval is None or day.interval is None or unit not in _UNIT_DAYS:
        return False
    low, high = _UNIT_DAYS[unit]
    days = (period.interval[1] - period.interval[0]).days + 1
    return period.interval[1] == day.interval[1] and _one_day(day) and low <= days <= high


def _base_of(text: str, span: Span, base: Span | None) -> Span | None:
    """``base``, unless ``span`` is "earlier/later in the <unit>" in the sentence of a date
    no finer than that unit: "The firm, founded in 1923, said earlier in the year" is the
    reference's year ("On Monday we met, and later in the week" is Monday's week)."""
    m = _IN_THE.match(span.surface)
    if base is None or m is None or _coarser(_GRAIN_OF_UNIT[m[1].lower()], base.grain):
        return base
    same = any(a <= base.start and span.start < b for a, b in sentence_spans(text))
    return None if same else base


def _from_previous(span: Span, base: Span | None) -> Span | None:
    """ "the next day", "that morning", "two weeks later" dated from ``base``, the previous
    date of the text; without one, its own reading against the reference ("the following
    week") or None (no anchor), as when the units do not fit ("that day" after "in March")."""
    a = anaphor(span.surface)
    if base is None or base.interval is None or a is None:
        return span if span.interval is not None or span.grain == "duration" else None
    if base.source == PERIOD_ENDED_RULE and a.unit in _UNIT_DAYS and a.count[0] == a.count[1]:
        return _period_moved(span, base, a.unit, a.sign * a.count[0])
    if a.unit == "one":
        moved = _the_one_after(base, a.sign)
        return None if moved is None else replace(span, interval=moved, grain=base.grain)
    if a.unit in WEEKDAY_NAMES and not a.sign:  # "on the 10th ... discharged that Sunday",
        # "we leave on the 22nd (a Thursday) and come back that Monday": on or after it
        if _coarser(base.grain, "week"):
            return None
        wd = weekday_number(a.unit)
        assert wd is not None
        day = base.interval[0] + timedelta(days=(wd - base.interval[0].weekday()) % 7)
        return replace(span, interval=(day, day), grain="day", confidence=0.8)
    if a.unit in WEEKDAY_NAMES or (a.unit in SEASONS and a.sign):
        return _weekday_or_season_after(span, base, a.unit, a.sign)
    if a.sign == 0:  # "that day", "the same morning", "that year", "that summer"
        held = _holding(base, a.unit)
        if held is None:
            return None
        if a.part:  # "the end of that week": its last days
            held, grain = part_of(held, a.part), GRAIN_OF_PART.get(a.unit, span.grain)
            return replace(span, interval=held, grain=grain, confidence=min(base.confidence, 0.8))
        return replace(span, interval=held, confidence=min(base.confidence, 0.8))
    if _coarser(base.grain, _GRAIN_OF_UNIT[a.unit]):
        return span if a.length else None  # "in 2018 ... a week later"
    if a.counted and _one_day(base) and a.unit in ("week", "month") and a.count[0] == a.count[1]:
        day = _days_on(base, a.unit, a.sign * a.count[0])  # "on the 30th and a week later"
        return replace(span, interval=(day, day), grain="day", duration_days=None,
                       confidence=min(base.confidence, 0.8))  # fmt: skip
    low, high = (step(base.interval, a.unit, n, a.sign < 0) for n in a.count)
    interval = (min(low[0], high[0]), max(low[1], high[1]))  # "a few days later": a range
    return replace(
        span, interval=interval, grain=_GRAIN_OF_UNIT[a.unit], duration_days=None,
        confidence=min(base.confidence, 0.8),
    )  # fmt: skip


def _period_moved(span: Span, period: Span, unit: str, n: int) -> Span:
    """A period told by its last day moved ``n`` of its own units ("the week ended Sept. 22
    ... a week earlier": 9 to 15 September)."""
    assert period.interval is not None
    start, end = period.interval
    if unit == "week":
        start, end = start + timedelta(weeks=n), end + timedelta(weeks=n)
    elif unit == "month":  # "the month ended Sept. 22 ... a month earlier": Jul 23 to Aug 22
        moved = add_months(end, n)
        if end == month_interval(end.year, end.month)[1]:
            moved = month_interval(moved.year, moved.month)[1]  # a month end stays one
        start, end = add_months(moved + timedelta(days=1), -1), moved
    else:
        start, end = add_years(start, n), add_years(end, n)
    return replace(span, interval=(start, end), grain=_GRAIN_OF_UNIT[unit], duration_days=None)


def _one_day(base: Span) -> bool:
    assert base.interval is not None
    return base.grain == "day" and base.interval[0] == base.interval[1]


def _days_on(base: Span, unit: str, n: int) -> date:
    """The day ``n`` weeks or months from a one-day base: "on the 30th and a week later" is
    the 7th, "joined on the 1st of February and a month later" the 1st of March."""
    assert base.interval is not None
    day = base.interval[0]
    return day + timedelta(weeks=n) if unit == "week" else add_months(day, n)


def _the_one_after(base: Span, sign: int) -> Interval | None:
    """ "Not this Friday, the one after": the next one of what the base names — a week on for
    a weekday or a weekend, a month on for a day of the month ("the 14th"), the next month or
    year."""
    assert base.interval is not None
    start, end = base.interval
    weekly = base.grain == "week" or (base.grain == "day" and _WEEKDAY_NAMED.search(base.surface))
    if weekly:
        return (start + timedelta(weeks=sign), end + timedelta(weeks=sign))
    if base.grain == "day":
        return (add_months(start, sign), add_months(end, sign))
    if base.grain == "month":
        moved = add_months(start, sign)
        return month_interval(moved.year, moved.month)
    if base.grain == "year":
        return (start.replace(year=start.year + sign), end.replace(year=end.year + sign))
    return None


def _weekday_or_season_after(span: Span, base: Span, unit: str, sign: int) -> Span | None:
    """ "the Tuesday after": the first Tuesday after the base; "the summer before": the last
    summer that ended before it."""
    assert base.interval is not None
    if unit in SEASONS:
        interval = next_or_last(unit, sign, base.interval)
        return replace(span, interval=interval, grain="season", confidence=0.8)
    if _coarser(base.grain, "week"):
        return None  # "in May ... the Tuesday after": which Tuesday is not said
    interval = next_or_last(unit, sign, base.interval)
    return replace(span, interval=interval, grain="day", confidence=0.8)


_GRAIN_OF_UNIT: dict[str, Grain] = {
    "day": "day", "week": "week", "weekend": "week", "month": "month", "year": "year"
}  # fmt: skip
_RANK = {"day": 0, "week": 1, "month": 2, "season": 3, "year": 4}


def _coarser(base: Grain, grain: Grain) -> bool:
    """``base`` is too coarse to count ``grain`` from ("a week later" after "in 2018")."""
    return _RANK.get(base, 4) > _RANK.get(grain, 0)


def _holding(base: Span, unit: str) -> Interval | None:
    """The ``unit`` holding the start of ``base`` ("that year" after "in June 1996": 1996;
    "that summer" after "in 2020": summer 2020); None where ``base`` is too coarse to say
    ("that week" after "in 2020", "that day" after "in March")."""
    assert base.interval is not None
    start = base.interval[0]
    if unit in SEASONS:
        return season_interval(unit, start.year)
    if unit == "year":
        return year_interval(start.year)
    if _coarser(base.grain, _GRAIN_OF_UNIT[unit]):
        return None
    if unit == "weekend":  # "on the 12th ... that weekend": its weekend, or the next one
        return weekend_of(start)
    if unit == "month":
        return month_interval(start.year, start.month)
    if unit == "week":
        return week_of(start)
    return base.interval


# a result compared with the year before: "a profit of $3.9 million a year ago"
_COMPARED = re.compile(
    r"\b(?:compared\s+(?:with|to)|against|versus|vs\.?|up\s+from|down\s+from|from)\b"
    r"(?:[^.;!?]|\.(?=\d)){0,60}$",  # "$3.9 million"
    re.IGNORECASE,
)
_A_YEAR_AGO = re.compile(r"(?:a|one)\s+year\s+ago", re.IGNORECASE)


def _reported(text: str, span: Span, before: list[Span]) -> Span | None:
    """The period a report on results told last ("earned $10 million in the second quarter ...
    A year earlier it lost money": the quarter), when the sentence is about results."""
    if not FINANCE.search(text, max(0, span.start - 120), span.end + 60):
        return None
    return next((s for s in reversed(before) if _is_period(s)), None)


def _compared_period(text: str, span: Span, before: list[Span]) -> Interval | None:
    """ "a loss, compared with a profit a year ago": the reported period a year back."""
    if not _A_YEAR_AGO.fullmatch(span.surface):
        return None
    lo = max(0, span.start - 80)
    if not _COMPARED.search(text, lo, span.start):
        return None
    period = _reported(text, span, before)
    if period is None or period.interval is None:
        return None
    return add_years(period.interval[0], -1), add_years(period.interval[1], -1)


def _is_period(span: Span) -> bool:
    """A quarter, a half or the months of a year so far: what results are reported for."""
    if span.interval is None or span.generic:
        return False
    start, end = span.interval
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    aligned = start.day == 1 and end == month_interval(end.year, end.month)[1]
    return aligned and months in (3, 6, 9) and span.grain in ("month", "duration")


def _is_quarter(span: Span) -> bool:
    if not is_dated(span) or span.interval is None:
        return False
    start, end = span.interval
    return (start, end) == quarter_interval(start.year, (start.month - 1) // 3 + 1)


def _years_back(surface: str) -> int:
    """-1 for "a year earlier"/"the year-earlier period", +2 for "two years later", +1 for "the
    year after"."""
    m = _YEARS.search(surface)
    if m is None:
        return 1 if re.search(r"\b(?:after|later)\b", surface, re.IGNORECASE) else -1
    count = number_range(m["num"]) or (1, 1)
    years = count[0] * (10 if m["unit"].lower().startswith("decade") else 1)
    return years if m["dir"].lower() in ("later", "after") else -years


def add_years(day: date, years: int) -> date:
    """The same day ``years`` later; the end of February stays the end of February."""
    moved = add_months(day, 12 * years)
    if day.month == 2 and day == month_interval(day.year, 2)[1]:
        return month_interval(moved.year, 2)[1]
    return moved
