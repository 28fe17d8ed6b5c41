"""Joining the spans of one text into compound anchors, after every extractor has run:

* "the week of March 19": the week holding the day;
* an offset before or after a dated span: "the Friday before 21 June" (the Friday strictly
  before), "the weekend before 3 May", "the week after 9 June", "two days after 5 May", "a few
  days before 22 November" — one span, the offset's own parts ("Friday", "two days") gone;
* a range of two dated spans: "from last Monday until yesterday", "between 3 May and
  Friday" — one span from the first start to the last end;
* "a year earlier", "the year-earlier period", "two years later" move the previous dated span
  of the text by that many years, keeping its shape ("the third quarter … a year earlier"
  → the same quarter a year before); "in the quarter" is the quarter the text named last,
  and "the previous (prior, preceding) quarter" the one before it;
  Without such a span they keep their reading against the reference, except "later" told
  in the past ("was sold two years later"), which dates nothing;
* a season or a bare month told with a year named after it in its clause is in that year
  ("summer camp in 2019", "the June trip back in 2021");
* a clock time beside a day in its sentence ("on New Year's Eve at midnight") is dropped;
* a bare month or month and day after a date naming its past year is in that year's story
  ("In 1989 the regime collapsed. On Nov. 9, the Wall fell." → 9 November 1989), unless it
  points ahead;
* "the next day", "the following week", "that evening", "that year", "that summer", "the
  same day", "three days later" (in a past narration), "a few days later" (a range), "the
  Tuesday after", "the following spring", "the end of that week" count from the previous
  dated span of the text ("We got there on Friday and the next day we hiked" → Saturday);
  without one, or with one too coarse to count from ("in 2018 … a week later"), "the
  following week" keeps its reading against the reference, "two weeks later" stays a length
  and the rest date nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from itertools import pairwise

from swcmem.model import Grain
from swcmem.temporal.anaphora import anaphor, next_or_last
from swcmem.temporal.calendar import (
    SEASONS,
    Interval,
    add_months,
    month_interval,
    next_weekday,
    part_of,
    previous_weekday,
    quarter_interval,
    season_interval,
    valid_date,
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
    MONTH,
    NUMBER,
    RESCHEDULED_FROM,
    WEEKDAY,
    WEEKDAY_NAMES,
    number_range,
)
from swcmem.temporal.span import Span

_OFFSET = re.compile(
    rf"(?:\bon\s+)?(?:\bthe\s+)?(?P<rel>(?:(?P<num>\b{NUMBER})\s+)?\b(?P<unit>day|week|weekend"
    rf"|month|year)s?|\b(?P<wd>{WEEKDAY}))\s+(?P<dir>before|after|following|prior\s+to)\s+"
    r"(?:on\s+)?$",
    re.IGNORECASE,
)
_YEAR_NAMED = re.compile(r"\b[12]\d{3}\b|['’]\d\d\b")
_MONTH_NAMED = re.compile(rf"\b{MONTH}(?![a-z])", re.IGNORECASE)
_NOT_BARE = re.compile(
    r"\d{4}|['’]\d\d\b|\b(?:last|next|this|coming|past|previous|following|ago|year|years)\b",
    re.IGNORECASE,
)
_TO_YEAR = re.compile(
    r"^(?:(?:\s+(?!(?:and|but|or|then|when|while|so|because|before|after)\b)[\w'’-]+){0,4}?"
    r"\s+(?:back\s+)?(?:in|of|during)|,\s*back\s+in)\s+$",
    re.IGNORECASE,
)
_SEASON = re.compile(r"\b(?:spring|summer|fall|autumn|winter)\b", re.IGNORECASE)
_WEEK_OF = re.compile(
    r"(?:\bthe\s+week\s+of|\bw/c|\bweek\s+(?:commencing|beginning))\s+(?:the\s+)?$", re.I
)  # "the week of March 19", "w/c 20/9", "week commencing 3 June"
_BETWEEN = re.compile(r"^\s*(?:-|–|—|to|and|until|till|through|thru)\s*$", re.IGNORECASE)
_FROM = re.compile(r"\b(?:from|between)\s+$", re.IGNORECASE)
_PREVIOUS_RULE = "rule:relative_to_previous"
_WEEKDAY_NAMED = re.compile(rf"\b{WEEKDAY}", re.IGNORECASE)
_QUARTER_RULE = "rule:the_quarter"
_QUARTER_REL_RULE = "rule:quarter_rel"
_BEFORE_THAT = re.compile(r"\b(?:previous|prior|preceding)\b", re.IGNORECASE)
_AFTER_RULE = "rule:after_previous"
_WEEKDAY_MOD = "rule:weekday_mod"
_IN_THE = re.compile(r"(?:earlier|later)\s+in\s+the\s+(day|week|month|year)", re.IGNORECASE)
_YEARS = re.compile(
    rf"(?P<num>{NUMBER})\s+(?P<unit>years?|decades?)\s+(?P<dir>earlier|later|before|after)", re.I
)


def compose(text: str, spans: list[Span]) -> list[Span]:
    """The spans of ``text`` (in text order) with compounds joined (see the module doc)."""
    out = _week_of(text, spans)
    out = _offsets(text, out)
    out = _ranges(text, out)
    out = _year_after(text, out)
    out = _clock_beside_day(text, out)
    return _previous(text, _narrative(text, _same_day_number(text, _next_after_this(out))))


_NEXT_WEEKDAY = re.compile(r"next\s+(\w+)$", re.IGNORECASE)


def _next_after_this(spans: list[Span]) -> list[Span]:
    """ "Can we move it to next Friday? I'm off this Friday": where the text says "this
    Friday" of the coming one too, "next Friday" is the one after it."""
    this = {
        s.surface.split()[-1].lower(): s.interval
        for s in spans
        if s.source == _WEEKDAY_MOD and s.surface.lower().startswith("this ")
    }
    out = []
    for span in spans:
        m = _NEXT_WEEKDAY.fullmatch(span.surface) if span.source == _WEEKDAY_MOD else None
        if m and span.interval is not None and this.get(m[1].lower()) == span.interval:
            week = timedelta(weeks=1)
            span = replace(span, interval=(span.interval[0] + week, span.interval[1] + week))
        out.append(span)
    return out


_BARE_DAY_RULES = frozenset(("rule:on_the_nth", "rule:to_the_nth"))
_DAY_NUMBER = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\b")


_NOT_BEFORE = re.compile(r",?\s*not\s+$", re.IGNORECASE)


def _corrected(text: str, prev: Span | None, span: Span, n: int) -> date | None:
    """ "on 14 July, not the 7th": the day corrected is of the same month."""
    if prev is None or prev.interval is None or prev.grain != "day" or not _dated(prev):
        return None
    if not _MONTH_NAMED.search(prev.surface) or not _NOT_BEFORE.fullmatch(
        text[prev.end : span.start]
    ):
        return None
    first = prev.interval[0]
    return valid_date(first.year, first.month, n)


def _same_day_number(text: str, spans: list[Span]) -> list[Span]:
    """A bare day told again after a date with its month names that date: "the 6th and 7th
    of December ..., wedding on the 7th. The haldi will be the morning of the 7th" (all in
    December, whatever the tense of each clause)."""
    named: dict[int, date] = {}
    out: list[Span] = []
    for span in spans:
        numbers = {int(n) for n in _DAY_NUMBER.findall(span.surface)}
        if span.source in _BARE_DAY_RULES and len(numbers) == 1 and _dated(span):
            n = numbers.pop()
            day = named.get(n) or _corrected(text, out[-1] if out else None, span, n)
            if day is not None:
                span = replace(span, interval=(day, day), grain="day")
        elif _dated(span) and span.grain == "day" and _MONTH_NAMED.search(span.surface):
            assert span.interval is not None
            if (span.interval[1] - span.interval[0]).days <= 7:  # "the 6th and 7th of December"
                named |= {d.day: d for d in span.interval if d.day in numbers}
        out.append(span)
    return out


def _narrative(text: str, spans: list[Span]) -> list[Span]:
    """A bare month or month and day told after a date that names its past year is in that
    year's story ("In 1989 the regime collapsed. On Nov. 9, the Wall fell." → 9 November 1989;
    "Iraq invaded Kuwait in August 1990. In January, ..." → January 1991, the first one on or
    after it), unless it points ahead ("In March I'm going to Spain")."""
    out: list[Span] = []
    for span in spans:
        frame = next((s for s in reversed(out) if _dated(s)), None)
        if frame is not None and _names_year(frame) and _bare_month(span):
            span = _in_frame(text, span, frame)
        out.append(span)
    return out


def _year_after(text: str, spans: list[Span]) -> list[Span]:
    """A season or bare month followed in its clause by a named year ("summer camp in 2019",
    "our May trip back in 2021") is in that year, not where the tense put it."""
    out = list(spans)
    for i, (span, year) in enumerate(pairwise(spans)):
        if year.grain != "year" or not _names_year(year) or not _dated(span):
            continue
        if _TO_YEAR.match(text[span.end : year.start]) and year.interval is not None:
            out[i] = _in_year(span, year.interval[0].year)
    for i, (year, span) in enumerate(pairwise(spans), start=1):
        # "they got married in 1971, in the autumn": the season of that year
        if year.grain != "year" or not _names_year(year) or not _dated(span):
            continue
        if _YEAR_THEN.match(text[year.end : span.start]) and year.interval is not None:
            out[i] = _in_year(out[i], year.interval[0].year)
    return out


_YEAR_THEN = re.compile(r"^\s*,\s*(?:(?:in|during|over)\s+)?$", re.IGNORECASE)


def _clock_beside_day(text: str, spans: list[Span]) -> list[Span]:
    """A clock time in a sentence that names its day ("engaged on New Year's Eve at
    midnight", "texted me at 2am last night") is dropped: the day says the date, and the
    clock's own reading (today's or tomorrow's) could only contradict it."""
    days = [s for s in spans if _dated(s) and s.grain == "day"]
    if not days or all(s.grain != "time" for s in spans):
        return spans
    sentences = sentence_spans(text)

    def sentence_of(span: Span) -> int:
        return next((i for i, (a, b) in enumerate(sentences) if a <= span.start < b), -1)

    named = {sentence_of(s) for s in days}
    return [s for s in spans if s.grain != "time" or sentence_of(s) not in named]


def _in_year(span: Span, year: int) -> Span:
    assert span.interval is not None
    season = _SEASON.search(span.surface)
    if span.grain == "season" and season and not _NOT_BARE.search(span.surface):
        return replace(span, interval=season_interval(season[0], year))
    if _bare_month(span):
        shift = year - span.interval[0].year
        return replace(span, interval=tuple(_add_years(d, shift) for d in span.interval))  # type: ignore[arg-type]
    return span


def _direction(text: str, span: Span) -> str:
    """The direction of ``span`` read inside its own sentence, as the rules read it."""
    lo, hi = next(((a, b) for a, b in sentence_spans(text) if a <= span.start < b), (0, len(text)))
    return direction_at(text[lo:hi], span.start - lo, span.end - lo)


def _names_year(span: Span) -> bool:
    return span.interval is not None and _YEAR_NAMED.search(span.surface) is not None


def _bare_month(span: Span) -> bool:
    return (
        _dated(span)
        and _MONTH_NAMED.search(span.surface) is not None
        and _NOT_BARE.search(span.surface) is None
    )


def _in_frame(text: str, span: Span, frame: Span) -> Span:
    assert span.interval is not None and frame.interval is not None
    start = frame.interval[0]
    years = start.year - span.interval[0].year
    if frame.grain != "year" and _add_years(span.interval[0], years) < start:
        before = (start - _add_years(span.interval[0], years)).days
        years += 1 if frame.grain != "day" or before > 31 else 0  # "July 4, 1776 ... on July 2"
    if years >= 0 or _direction(text, span) == "future":
        return span  # only back in time, into a story told in the past
    moved = tuple(_add_years(d, years) for d in span.interval)
    return replace(span, interval=moved)  # type: ignore[arg-type]


def _dated(span: Span) -> bool:
    return span.interval is not None and not span.generic and span.grain != "duration"


def _week_of(text: str, spans: list[Span]) -> list[Span]:
    """ "the week of March 19": the Monday-to-Sunday week holding the day ("the week ended
    Friday" stays the Friday: the day a news annotator dates)."""
    out = []
    for span in spans:
        m = _WEEK_OF.search(text, max(0, span.start - 20), span.start)
        if m is None or span.grain != "day" or not _dated(span) or span.interval is None:
            out.append(span)
            continue
        week = week_of(span.interval[0])
        if span.interval[1] > week[1]:
            out.append(span)
            continue
        surface = text[m.start() : span.end]
        out.append(replace(span, start=m.start(), surface=surface, interval=week, grain="week"))
    return out


def _offsets(text: str, spans: list[Span]) -> list[Span]:
    out = list(spans)
    for span in spans:
        if not _dated(span) or span.grain not in ("day", "week") or span not in out:
            continue
        m = _OFFSET.search(text, max(0, span.start - 60), span.start)
        if m is None or span.interval is None:
            continue
        moved = _offset_interval(m, span.interval)
        if moved is None:
            continue
        interval, grain = moved
        joined = Span(
            m.start(), span.end, text[m.start() : span.end], interval, grain,
            min(span.confidence, 0.85), "rule:offset",
        )  # fmt: skip
        out = [s for s in out if not s.overlaps(joined)] + [joined]
    return sorted(out, key=lambda s: s.start)


def _offset_interval(m: re.Match[str], anchor: Interval) -> tuple[Interval, Grain] | None:
    before = m["dir"].lower() != "after" and m["dir"].lower() != "following"
    if m["wd"]:
        wd = weekday_number(m["wd"])
        if wd is None:
            return None
        day = previous_weekday(anchor[0], wd) if before else next_weekday(anchor[1], wd)
        return ((day, day), "day")
    count = number_range(m["num"]) if m["num"] else (1, 1)
    if count is None:
        return None
    unit = m["unit"].lower()
    far, near = (_step(anchor, unit, n, before) for n in (count[1], count[0]))
    interval = (min(far[0], near[0]), max(far[1], near[1]))
    grain: Grain = {"week": "week", "weekend": "week", "month": "month"}.get(unit, "day")  # type: ignore[assignment]
    return (interval, "year" if unit == "year" else grain)


def _step(anchor: Interval, unit: str, n: int, before: bool) -> Interval:
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


def _ranges(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        prev = out[-1] if out else None
        if prev is not None and _joinable(text, prev, span):
            assert prev.interval is not None and span.interval is not None
            start = _FROM.search(text, max(0, prev.start - 12), prev.start)
            begin = start.start() if start else prev.start
            out[-1] = Span(
                begin, span.end, text[begin : span.end], (prev.interval[0], span.interval[1]),
                prev.grain if prev.grain == span.grain else "day",
                min(prev.confidence, span.confidence), "rule:range",
            )  # fmt: skip
            continue
        out.append(span)
    return out


def _joinable(text: str, first: Span, second: Span) -> bool:
    if not (_dated(first) and _dated(second)) or first.interval is None or second.interval is None:
        return False
    between = text[first.end : second.start]
    if not _BETWEEN.match(between):
        return False
    head = text[max(0, first.start - 60) : first.start]
    if first.surface.lower().startswith("from"):
        head += "from "
    if RESCHEDULED_FROM.search(head):
        return False  # "moved it from Friday to Monday": the new date is Monday
    if between.strip().lower() == "and" and not _FROM.search(text, 0, first.start):
        return False
    # "this weekend — Sunday after church": a range must reach past its first date
    return first.interval[0] <= second.interval[1] and second.interval[1] > first.interval[1]


def _previous(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        if span.source == _AFTER_RULE:
            base = _base_of(text, span, _base_for(span, out))
            moved = _from_previous(span, base)
            if moved is not None:
                out.append(moved)
            continue
        if span.source == _PREVIOUS_RULE:
            base = next((s for s in reversed(out) if _dated(s)), None)
            years = _years_back(span.surface)
            if base is not None and base.interval is not None:
                shifted = tuple(_add_years(d, years) for d in base.interval)
                span = replace(span, interval=shifted, grain=base.grain)  # type: ignore[arg-type]
                if years > 0 or years < -1:  # "two years later", "a decade later": that year
                    year = year_interval(shifted[0].year)
                    span = replace(
                        span,
                        interval=(min(year[0], shifted[0]), max(year[1], shifted[1])),
                        grain="year",
                    )
            elif years > 0 and _direction(text, span) == "past":
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
    dated = [s for s in reversed(before) if _dated(s)]
    a = anaphor(span.surface)
    if a is None or a.sign or a.unit in SEASONS or a.unit == "one" or not dated:
        return dated[0] if dated else None
    grain: Grain = "week" if a.unit in WEEKDAY_NAMES else _GRAIN_OF_UNIT.get(a.unit, "year")
    return next((s for s in dated if not _coarser(s.grain, grain)), dated[0])


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
    low, high = (_step(base.interval, a.unit, n, a.sign < 0) for n in a.count)
    interval = (min(low[0], high[0]), max(low[1], high[1]))  # "a few days later": a range
    return replace(
        span, interval=interval, grain=_GRAIN_OF_UNIT[a.unit], duration_days=None,
        confidence=min(base.confidence, 0.8),
    )  # fmt: skip


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


def _is_quarter(span: Span) -> bool:
    if not _dated(span) or span.interval is None:
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


def _add_years(day: date, years: int) -> date:
    """The same day ``years`` later; the end of February stays the end of February."""
    moved = add_months(day, 12 * years)
    if day.month == 2 and day == month_interval(day.year, 2)[1]:
        return month_interval(moved.year, 2)[1]
    return moved
