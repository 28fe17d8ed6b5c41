"""Joining the spans of one text into compound anchors, after every extractor has run:

* "the week of March 19": the week holding the day;
* an offset before or after a dated span: "the Friday before 21 June" (the Friday strictly
  before), "the weekend before 3 May", "the week after 9 June", "two days after 5 May", "a few
  days before 22 November" — one span, the offset's own parts ("Friday", "two days") gone;
* weekdays told together share the week one of them names ("Thursday and Friday next
  week"), and a weekday told after a week in its sentence is in it (:mod:`swcmem.temporal.
  coordinated`);
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
* a day of the month told without its month takes it from a date or month told before it
  (:mod:`swcmem.temporal.baredays`);
* a bare month or month and day after a date naming its past year is in that year's story
  ("In 1989 the regime collapsed. On Nov. 9, the Wall fell." → 9 November 1989) when its
  sentence is told in the past (not from a year after "since", in a relative clause, or the
  reference's own);
* "tomorrow", "in two days", "two weeks ago" told in a dated report with its tense shifted
  back count from the report's day (:mod:`swcmem.temporal.reported`);
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

from swcmem.temporal.ages import origins
from swcmem.temporal.antecedents import (
    add_years,
    direction_in_sentence,
    from_previous_dates,
    is_dated,
)
from swcmem.temporal.arrangements import MONTH_WORD
from swcmem.temporal.baredays import in_month_told, same_day_number
from swcmem.temporal.calendar import (
    season_interval,
    week_of,
)
from swcmem.temporal.coordinated import (
    in_week_told,
    month_in_season,
    month_of_weekday,
    shared_week,
    shared_year,
    weekdays_after_a_day,
    weekdays_in_order,
)
from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.fiscal import fiscal_periods
from swcmem.temporal.offsets import from_events, join_offsets
from swcmem.temporal.patterns import (
    RESCHEDULED_FROM,
    SINCE_BEFORE,
    WEEKDAY_FULL,
)
from swcmem.temporal.reported import from_reported_day
from swcmem.temporal.span import Span

_YEAR_NAMED = re.compile(r"\b[12]\d{3}\b|['’]\d\d\b")
_NOT_BARE = re.compile(
    r"\d{4}|['’]\d\d\b|\b(?:last|next|this|coming|past|previous|following|ago|year|years)\b",
    re.IGNORECASE,
)
_TO_YEAR = re.compile(
    r"^(?:(?:\s+(?!(?:and|but|or|then|when|while|so|because|before|after)\b)[\w'’-]+){0,4}?"
    r"\s+(?:back\s+)?(?:in|of|during)|,\s*back\s+in)\s+$",
    re.IGNORECASE,
)
_SINCE_CLAUSE = re.compile(
    r"(?:\b(?:since|which|who|whose)\b|\bthat\s+(?=\w+ed\b|began|was|were|had|took|came|went"
    r"|ran|won|lost|broke|fell|rose)\b)[^.;!?,]*$",
    re.IGNORECASE,
)  # and a relative clause: "a war that began in April 1992. ... on Nov. 21" (not "said
# that in 1989 the regime collapsed", a story)
_SEASON = re.compile(r"\b(?:spring|summer|fall|autumn|winter)\b", re.IGNORECASE)
_WEEK_OF = re.compile(
    r"(?:\bthe\s+(?:whole\s+|entire\s+)?week\s+of|\bw/c|\bweek\s+(?:commencing|beginning))"
    r"\s+(?:the\s+)?$",
    re.I,
)  # "the week of March 19", "the whole week of Thanksgiving", "w/c 20/9"
_BETWEEN = re.compile(r"^\s*(?:-|–|—|to|and|until|till|through|thru|into)\s*$", re.IGNORECASE)
_PUT_OFF = re.compile(
    r"\b(?:put\s+off|postponed|delayed|deferred|pushed\s+back|adjourned|moved)\b[^.;!?]*$",
    re.IGNORECASE,
)
_FROM = re.compile(r"\b(?:from|between)\s+$", re.IGNORECASE)
_STARTS_TO = re.compile(r"(?:until|till|through|thru)\s", re.IGNORECASE)
_WEEKDAY_MOD = "rule:weekday_mod"


def compose(text: str, spans: list[Span], ref: date | None = None) -> list[Span]:
    """The spans of ``text`` (in text order) with compounds joined (see the module doc);
    ``ref``, the reference's local date, when known."""
    out = fiscal_periods(text, _week_of(text, spans), ref)
    out = from_events(text, join_offsets(text, out))
    out = _ranges(text, in_week_told(text, shared_week(text, shared_year(text, out))))
    out = month_of_weekday(text, month_in_season(text, out), ref)
    out = weekdays_in_order(text, weekdays_after_a_day(text, out), ref)
    out = _year_after(text, out)
    out = _clock_beside_day(text, out)
    out = same_day_number(text, in_month_told(text, _next_after_this(out)))
    out = from_previous_dates(text, from_reported_day(text, _narrative(text, out, ref)))
    return origins(text, out)


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


def _narrative(text: str, spans: list[Span], ref: date | None) -> list[Span]:
    """A bare month or month and day told after a date that names its past year is in that
    year's story ("In 1989 the regime collapsed. On Nov. 9, the Wall fell." → 9 November 1989;
    "Iraq invaded Kuwait in August 1990. In January, ..." → January 1991, the first one on or
    after it), when its own sentence is told in the past ("In March I'm going to Spain", "The
    team graduates four seniors in May" stay where their tense puts them)."""
    out: list[Span] = []
    for span in spans:
        frame = next((s for s in reversed(out) if is_dated(s)), None)
        if frame is not None and _SINCE_CLAUSE.search(text, max(0, frame.start - 60), frame.start):
            frame = None  # "has paid a dividend since 1935", "the brightest since one recorded
            # by Kepler in 1604", "a war that began in April 1992": not the story's year
        if frame and frame.interval and ref and frame.interval[0].year >= ref.year:
            frame = None  # "up 29 percent in 1989 ... Trading resumes on Jan. 4": no past story
        if frame and frame.interval and frame.grain == "year" and frame.interval[0].month != 1:
            frame = None  # a fiscal year ("fiscal 1990, which ended Sept. 30"): no calendar year
        if frame is not None and _names_year(frame) and _bare_month(span):
            span = _in_frame(text, span, frame)
        out.append(span)
    return out


def _year_after(text: str, spans: list[Span]) -> list[Span]:
    """A season or bare month followed in its clause by a named year ("summer camp in 2019",
    "our May trip back in 2021") is in that year, not where the tense put it."""
    out = list(spans)
    for i, (span, year) in enumerate(pairwise(spans)):
        if year.grain != "year" or not _names_year(year) or not is_dated(span):
            continue
        if _TO_YEAR.match(text[span.end : year.start]) and year.interval is not None:
            out[i] = _in_year(span, year.interval[0].year)
    for i, (year, span) in enumerate(pairwise(spans), start=1):
        # "they got married in 1971, in the autumn": the season of that year; "Last year,
        # sales in December rose": a year set before its sentence frames a month in it
        if year.grain != "year" or not is_dated(span) or year.interval is None:
            continue
        if SINCE_BEFORE.search(text, max(0, year.start - 7), year.start):
            continue  # "its biggest rise since 1994, after May prices rose": a start
        between = text[year.end : span.start]
        if (_names_year(year) and _YEAR_THEN.match(between)) or _fronted_year(text, year, between):
            out[i] = _in_year(out[i], year.interval[0].year)
    return out


_YEAR_THEN = re.compile(r"^\s*,\s*(?:(?:in|during|over)\s+)?$", re.IGNORECASE)
_CLAUSE_ON = re.compile(r"^\s*,[^.;!?]*$")


def _fronted_year(text: str, year: Span, between: str) -> bool:
    """The year opens its sentence, then a comma, and the date follows in that sentence."""
    opens = not text[: year.start].strip() or text[: year.start].rstrip()[-1] in ".!?\n"
    return opens and _CLAUSE_ON.match(between) is not None


def _clock_beside_day(text: str, spans: list[Span]) -> list[Span]:
    """A clock time in a sentence that names its day ("engaged on New Year's Eve at
    midnight", "texted me at 2am last night") is dropped: the day says the date, and the
    clock's own reading (today's or tomorrow's) could only contradict it."""
    days = [s for s in spans if is_dated(s) and s.grain == "day"]
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
        return replace(span, interval=tuple(add_years(d, shift) for d in span.interval))  # type: ignore[arg-type]
    return span


def _names_year(span: Span) -> bool:
    return span.interval is not None and _YEAR_NAMED.search(span.surface) is not None


def _bare_month(span: Span) -> bool:
    return (
        is_dated(span)
        and MONTH_WORD.search(span.surface) is not None
        and _NOT_BARE.search(span.surface) is None
    )


def _in_frame(text: str, span: Span, frame: Span) -> Span:
    assert span.interval is not None and frame.interval is not None
    start = frame.interval[0]
    years = start.year - span.interval[0].year
    if frame.grain != "year" and add_years(span.interval[0], years) < start:
        before = (start - add_years(span.interval[0], years)).days
        years += 1 if frame.grain != "day" or before > 31 else 0  # "July 4, 1776 ... on July 2"
    if years >= 0 or direction_in_sentence(text, span) != "past":
        return span  # only back in time, into a story its sentence tells in the past
    moved = tuple(add_years(d, years) for d in span.interval)
    return replace(span, interval=moved)  # type: ignore[arg-type]


def _week_of(text: str, spans: list[Span]) -> list[Span]:
    """ "the week of March 19": the Monday-to-Sunday week holding the day ("the week ended
    Friday" stays the Friday: the day a news annotator dates)."""
    out = []
    for span in spans:
        m = _WEEK_OF.search(text, max(0, span.start - 20), span.start)
        if m is None or span.grain != "day" or not is_dated(span) or span.interval is None:
            out.append(span)
            continue
        week = week_of(span.interval[0])
        if span.interval[1] > week[1]:
            out.append(span)
            continue
        surface = text[m.start() : span.end]
        out.append(replace(span, start=m.start(), surface=surface, interval=week, grain="week"))
    return out


def _ranges(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        prev = out[-1] if out else None
        if prev is not None:
            span = _weekday_after(text, prev, span)
        if prev is not None and _joinable(text, prev, span):
            assert prev.interval is not None and span.interval is not None
            start = _FROM.search(text, max(0, prev.start - 12), prev.start)
            begin = start.start() if start else prev.start
            last = span.interval[1]
            if span.grain == "year" and prev.grain == "day" and _NEW_YEAR.search(span.surface):
                last = span.interval[0]  # "from the 26th until the New Year": to its first day
            out[-1] = Span(
                begin, span.end, text[begin : span.end], (prev.interval[0], last),
                prev.grain if prev.grain == span.grain else "day",
                min(prev.confidence, span.confidence), "rule:range",
            )  # fmt: skip
            continue
        out.append(span)
    return out


_NEW_YEAR = re.compile(r"\bnew\s+year\b", re.IGNORECASE)
_BARE_WEEKDAY = re.compile(rf"^(?:on\s+)?{WEEKDAY_FULL}$", re.IGNORECASE)


def _weekday_after(text: str, first: Span, second: Span) -> Span:
    """The end of a range told by a bare weekday is after its start: "crashing on our couch
    from tmrw till Tuesday" said on a Friday is the coming Tuesday, whatever the clause's
    tense made of the weekday alone."""
    if (
        first.interval is None
        or second.interval is None
        or second.grain != "day"
        or not _BARE_WEEKDAY.match(second.surface)
        or not _BETWEEN.match(text[first.end : second.start])
        or second.interval[0] > first.interval[0]
    ):
        return second
    day = second.interval[0]
    while day <= first.interval[0]:
        day += timedelta(days=7)
    return replace(second, interval=(day, day))


def _joinable(text: str, first: Span, second: Span) -> bool:
    if (
        not (is_dated(first) and is_dated(second))
        or first.interval is None
        or second.interval is None
    ):
        return False
    between = text[first.end : second.start]
    if not between.strip() and _STARTS_TO.match(second.surface):
        between = second.surface.split()[0]  # "from Boxing Day | until the 2nd"
    if not _BETWEEN.match(between):
        return False
    head = text[max(0, first.start - 60) : first.start]
    if first.surface.lower().startswith("from"):
        head += "from "
    if RESCHEDULED_FROM.search(head) or _PUT_OFF.search(head):
        return False  # "moved it from Friday to Monday", "put off the address he was to
        # deliver last night until next week": the new date alone
    if between.strip().lower() == "and" and not _FROM.search(text, 0, first.start):
        return False
    # "this weekend — Sunday after church": a range must reach past its first date
    return first.interval[0] <= second.interval[1] and second.interval[1] > first.interval[1]
