"""Weekdays told together share their week: "Thursday and Friday next week" is next week's
Thursday and Friday, "on Tuesday or Wednesday last week" last week's Tuesday or Wednesday, and
"last Thursday and Friday" the Friday of that Thursday's week. Each weekday keeps its own
anchor (a news annotator dates "Monday and Tuesday" as two days); only the week a weekday is
read in moves, from its own direction to the week its partner names.

A bare weekday is "Friday", "on Friday", "Fri"; the partner names its week after the weekday
("Friday next week", "Friday of last week") or before it ("last Thursday", "next Tuesday").
The week is passed to a bare weekday after the partner only when it comes later in that week
("last Thursday and Friday"; not "last Friday and Monday", which may be a week apart).

A bare weekday or run of weekdays told after a week in its sentence is in that week: "the
week after next I'm in Chicago, Tuesday through Thursday".

Months told together share the year the last one names: "in August and September 1995",
"June or July of 1990", "in December and January 1991" (the December before); a bare month
alone points by its tense; told beside a named year, it is in that year, unless the named
one opens a clause of its own ("in July, and August 2020 was worse"). A bare month told
after a season of a year it falls in is in that season ("summer next year for the wedding.
Probably August"), unless its own tense points away from it.

"The Tuesday" told after a day in its sentence is the first Tuesday after that day: "We leave
on Saturday the 4th, get to Winnipeg by the Tuesday, and pull in on the Wednesday" (each
after the one before). A day of the month told with its weekday right after it ("coming up on
the 20th. the Thursday.") is in the nearest month, in its direction, where that day is that
weekday (said in November of a Christmas trip: the 20th of December).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from swcmem.temporal.antecedents import direction_in_sentence, is_dated, same_sentence
from swcmem.temporal.calendar import (
    month_interval,
    month_number,
    valid_date,
    week_of,
    weekday_number,
)
from swcmem.temporal.patterns import MONTH, WEEKDAY
from swcmem.temporal.span import Span

_AND = re.compile(r"^\s*(?:,\s*)?(?:and|or|&|/|,|\+)?\s*$", re.IGNORECASE)
_BARE = re.compile(rf"^(?:(?:on|or|and)\s+)?(?P<wd>{WEEKDAY})$", re.IGNORECASE)
_WEEK_AFTER = re.compile(
    rf"^(?:on\s+)?(?P<wd>{WEEKDAY}),?\s+(?:of\s+)?(?:last|next|this|the\s+following"
    r"|the\s+previous|the\s+coming)\s+week$",
    re.IGNORECASE,
)
_WEEK_BEFORE = re.compile(
    rf"^(?:last|next|this|this\s+coming|this\s+past|coming)\s+(?P<wd>{WEEKDAY})$", re.IGNORECASE
)


def shared_week(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` (in text order) with each bare weekday told beside a weekday that names its
    week read in that week (see the module doc)."""
    out = list(spans)
    for i in range(len(out) - 2, -1, -1):  # "Mon, Tue and Fri next week": right to left
        moved = _into_week(text, out[i], out[i + 1], _WEEK_AFTER, later_only=False)
        out[i] = moved or out[i]
    for i in range(1, len(out)):
        moved = _into_week(text, out[i], out[i - 1], _WEEK_BEFORE, later_only=True)
        out[i] = moved or out[i]
    return out


_RUN = re.compile(
    rf"^(?:(?:on|from)\s+)?(?P<wd>{WEEKDAY})(?:\s*(?:-|–|—|to|till|until|thru|through)\s*{WEEKDAY})?$",
    re.I,
)
_SENTENCE_BREAK = re.compile(r"[.!?;\n]")


def in_week_told(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with a bare weekday (or run) after a Monday–Sunday week told before it in
    its sentence moved into that week (see the module doc)."""
    out: list[Span] = []
    for span in spans:
        prev = next((s for s in reversed(out) if is_dated(s)), None)
        run = _RUN.match(span.surface)
        if prev is not None and run is not None and _a_week(prev) and span.interval is not None:
            span = _moved_into_week(text, prev, span, weekday_number(run["wd"]) or 0)
        out.append(span)
    return out


def _moved_into_week(text: str, week: Span, span: Span, wd: int) -> Span:
    """The weekday (run) in ``week``, unless a sentence ends between them, it is a possessive
    ("this week after Saturday's election": the election's day), or its own tense points
    the other way."""
    assert week.interval is not None and span.interval is not None
    if _SENTENCE_BREAK.search(text, week.end, span.start) or text.startswith(
        ("'s", "’s"), span.end
    ):
        return span
    shift = (week.interval[0] + timedelta(days=wd)) - span.interval[0]
    told = direction_in_sentence(text, span)
    if not shift or (told == "past" and shift.days > 0) or (told == "future" and shift.days < 0):
        return span
    if not _agrees(week, told):
        return span
    return replace(span, interval=(span.interval[0] + shift, span.interval[1] + shift))


_AHEAD = re.compile(r"\b(?:next|coming|following|after)\b", re.IGNORECASE)
_BEHIND = re.compile(r"\b(?:last|previous|past|before)\b", re.IGNORECASE)


def _agrees(week: Span, told: str) -> bool:
    """The weekday's own tense does not point away from the week ("banks stay shut until
    next week, officials said Thursday": the Thursday just past)."""
    if _AHEAD.search(week.surface):
        return told != "past"
    if _BEHIND.search(week.surface):
        return told != "future"
    return True


def _a_week(span: Span) -> bool:
    if span.grain != "week" or span.interval is None:
        return False
    start, end = span.interval
    return start.weekday() == 0 and (end - start).days == 6


def _into_week(
    text: str, bare: Span, partner: Span, names_week: re.Pattern[str], *, later_only: bool
) -> Span | None:
    first, second = sorted((bare, partner), key=lambda s: s.start)
    if not _AND.match(text[first.end : second.start]) or not is_dated(partner):
        return None
    own, other = _BARE.match(bare.surface), names_week.match(partner.surface)
    if own is None or other is None or partner.interval is None or bare.interval is None:
        return None
    wd, partner_wd = weekday_number(own["wd"]), weekday_number(other["wd"])
    if wd is None or partner_wd is None or (later_only and wd <= partner_wd):
        return None
    day = week_of(partner.interval[0])[0] + timedelta(days=wd)
    return replace(bare, interval=(day, day), grain="day")


_BARE_MONTH = re.compile(rf"^(?:in\s+)?(?P<mon>{MONTH})$", re.IGNORECASE)
_MONTH_YEAR = re.compile(rf"^(?:in\s+)?{MONTH}\.?,?\s+(?:of\s+)?(?P<year>\d{{4}})$", re.IGNORECASE)
_VERB_AFTER = re.compile(
    r"\s+(?:was|were|is|are|saw|had|has|have|brought|will|would|marked|began|ended)\b", re.I
)
_MONTH_AND = re.compile(r"^\s*(?:,\s*(?:and|or)?|(?:and|or|&|/|to|through|-|–))\s*$", re.IGNORECASE)


def shared_year(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each bare month told just before a month of a named year ("August and
    September 1995") read in that year, right to left ("July, August and September 1995")."""
    out = list(spans)
    for i in range(len(out) - 2, -1, -1):
        bare, named = out[i], out[i + 1]
        own, other = _BARE_MONTH.match(bare.surface), _MONTH_YEAR.match(named.surface)
        if own is None or named.interval is None or bare.interval is None:
            continue
        if other is None and not (named.grain == "month" and _BARE_MONTH.match(named.surface)):
            continue
        if not _MONTH_AND.match(text[bare.end : named.start]) or _VERB_AFTER.match(text, named.end):
            continue  # not "I'll be busy in July, and August 2020 was worse": another clause
        month = month_number(own["mon"])
        year = named.interval[0].year
        if month is not None and month > named.interval[0].month:
            year -= 1  # "in December and January 1991": the December before
        if month is not None and bare.interval[0].year != year:
            out[i] = replace(bare, interval=month_interval(year, month))
    return out


_SEASON_REACH = 120  # characters from the season to the month
_SEASON_RULES = frozenset(("rule:season_of_year", "rule:season_year", "rule:year_season"))


def month_in_season(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with a bare month told right after a season of a named year ("summer next
    year ... Probably August") read in that season, when it falls in it."""
    out = list(spans)
    for i in range(1, len(out)):
        season, bare = out[i - 1], out[i]
        own = _BARE_MONTH.match(bare.surface)
        if own is None or bare.interval is None or season.source not in _SEASON_RULES:
            continue
        if season.interval is None or bare.start - season.end > _SEASON_REACH:
            continue
        moved = _month_within(month_number(own["mon"]), season.interval)
        if moved is None or moved == bare.interval:
            continue
        ahead = moved[0] > bare.interval[0]
        if direction_in_sentence(text, bare) in ("none", "future" if ahead else "past"):
            out[i] = replace(bare, interval=moved)
    return out


def _month_within(month: int | None, season: tuple[date, date]) -> tuple[date, date] | None:
    """The month numbered ``month`` inside ``season``, if it falls there."""
    for year in {season[0].year, season[1].year}:
        found = month_interval(year, month) if month is not None else None
        if found is not None and season[0] <= found[0] and found[1] <= season[1]:
            return found
    return None


_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)
_SEQUENCE_REACH = 120  # characters from the day to "the Tuesday"


def weekdays_after_a_day(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each bare "the <weekday>" told after a day of its sentence fixed by its
    number or month moved to the first such weekday after that day."""
    out = list(spans)
    moved_at: set[int] = set()
    for i in range(1, len(out)):
        day, bare = out[i - 1], out[i]
        if bare.source != "rule:weekday" or not _THE_BEFORE.search(
            text, max(0, bare.start - 8), bare.start
        ):
            continue
        if day.interval is None or day.grain != "day" or day.interval[0] != day.interval[1]:
            continue
        if i - 1 not in moved_at and not _FIXED.search(day.surface):
            continue  # after a day fixed by its number or month ("Saturday the 4th"), or one
            # this rule moved; not after a weekday read by its own tense
        wd = weekday_number(bare.surface.split()[0])
        if (
            wd is None
            or bare.start - day.end > _SEQUENCE_REACH
            or not same_sentence(text, day, bare)
        ):
            continue
        first = day.interval[0]
        same = first.weekday() == wd and _APPOSED.fullmatch(text, day.end, bare.start) is not None
        moved = first + timedelta(days=0 if same else (wd - first.weekday()) % 7 or 7)
        out[i] = replace(bare, interval=(moved, moved))  # "on the 20th, the Monday": that day
        moved_at.add(i)
    return out


def weekdays_in_order(text: str, spans: list[Span], ref: date | None) -> list[Span]:
    """``spans`` with a bare weekday told after another one ahead in its sentence as the way
    back or what comes then ("back", "out", "home", "returning", "landing", "then"), and
    read between ``ref`` and it, moved to the first such weekday after it: "taking the train Monday
    morning and coming back Wednesday night", said on a Wednesday, comes back the Wednesday
    after that Monday (not one read as before it, told as done: "off Monday, since
    Saturday I worked a double")."""
    out = list(spans)
    for i in range(1, len(out)):
        first, then = out[i - 1], out[i]
        if ref is None or first.source != _WEEKDAY or then.source != _WEEKDAY:
            continue
        if first.interval is None or then.interval is None or first.grain != "day":
            continue
        day, later = first.interval[0], then.interval[0]
        if not ref <= later < day or then.start - first.end > _SEQUENCE_REACH:
            continue
        if _THE_BEFORE.search(text, max(0, then.start - 8), then.start):
            continue  # "a four-day weekend if I take the Monday": the one before, as said
        if not _RETURN.search(text, first.end, then.start):
            continue  # a trip's way back told after it; not "with Thanksgiving on Thursday,
            # timesheets are due Wednesday": days in no order
        wd = weekday_number(then.surface.split()[0])
        if wd is not None and same_sentence(text, first, then):
            moved = day + timedelta(days=(wd - day.weekday()) % 7 or 7)
            out[i] = replace(then, interval=(moved, moved))
    return out


_WEEKDAY = "rule:weekday"
_RETURN = re.compile(
    r"\b(?:back|out|home|then|returning|landing|arriving)\b", re.IGNORECASE
)  # not "returns": "tax returns, the IRS said Monday"
# what stands between a day and its weekday told beside it: "on the 20th instead, the Monday",
# "on the 20th. the Thursday."
_APPOSED = re.compile(r"(?:\s+instead)?\s*[.,–—-]\s*(?:the\s+)?", re.IGNORECASE)
_FIXED = re.compile(rf"\d|\b{MONTH}\b", re.IGNORECASE)


def month_of_weekday(text: str, spans: list[Span], ref: date | None) -> list[Span]:
    """``spans`` with a bare day of the month whose weekday, told right after it, is not that
    day's moved, with the weekday, to the nearest month in its direction where it is (see the
    module doc); left as read when no month within a year has it."""
    out = list(spans)
    for i in range(len(out) - 1):
        day, named = out[i], out[i + 1]
        if ref is None or day.source not in _MONTH_DAYS or named.source != _WEEKDAY:
            continue
        if day.interval is None or day.interval[0] != day.interval[1]:
            continue
        if not _TOLD_WEEKDAY.fullmatch(text, day.end, named.start) or not _ENDS.match(
            text, named.end
        ):
            continue
        wd, first = weekday_number(named.surface), day.interval[0]
        if wd is None or first.weekday() == wd:
            continue
        found = _month_with_weekday(first, wd, 1 if first >= ref else -1)
        if found is not None:
            out[i] = replace(day, interval=(found, found))
            out[i + 1] = replace(named, interval=(found, found))
    return out


def _month_with_weekday(first: date, weekday: int, step: int) -> date | None:
    """The day numbered as ``first`` in the nearest month after it (``step`` 1) or before it
    (-1), within eleven months, that falls on ``weekday``."""
    for k in range(1, 12):
        index = first.year * 12 + first.month - 1 + k * step
        found = valid_date(index // 12, index % 12 + 1, first.day)
        if found is not None and found.weekday() == weekday:
            return found
    return None


_MONTH_DAYS = frozenset({"rule:on_the_nth", "rule:bare_nth"})
# between a day and its weekday: "the 20th. the Thursday.", "the 20th, the Thursday"
_TOLD_WEEKDAY = re.compile(r"\s*[.,–—-]\s*the\s+", re.IGNORECASE)
_ENDS = re.compile(r"\s*(?:[.!;,)]|$)")
