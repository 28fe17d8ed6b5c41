"""Rules for a day of the month said without its month: "on the 15th", "by the 3rd", "can we
do the 14th instead", "the 29th works for me", "The 30th." (an answer), "from the 2nd to the
9th", "the weekend of the 24th", "moved it to the 7th".

The month is chosen by the direction of the clause (:func:`swcmem.temporal.picks.
pick_day_of_month`): the day on or before the reference in the past, on or after it ahead.
An ordinal that names no day ("the 3rd floor", "the 30th anniversary", "the 5th of May": a
whole date, read elsewhere) is left alone. Without a reference the expression is kept,
unresolved.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.temporal.calendar import (
    add_months,
    month_number,
    valid_date,
    weekday_number,
    weekend_holding,
)
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import (
    DIGITS,
    MONTH,
    NTH,
    RESCHEDULED_FROM,
    WEEKDAY_FULL,
    compile_rx,
    mod_shift,
    word_set,
)
from swcmem.temporal.picks import days_on_weekday, pick_day_of_month, pick_month_day
from swcmem.temporal.span import UNRESOLVED, Hit, Rule


def _on_the_nth(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    if _HABIT.search(m.string, max(0, m.start() - 40), m.start()):
        return Hit(None, "day", 0.6, generic=True)  # "I always get paid on the 15th"
    if ref is None:
        return UNRESOLVED
    day = pick_day_of_month(ref, int(re.sub(r"\D", "", m["d"])), tense)
    told = _WEEKDAY_TOLD.match(m.string, m.end())
    weekday = weekday_number(told["wd"]) if told else None
    if day is not None and weekday is not None and day.weekday() != weekday:
        way: Tense = "future" if day >= ref else "past"  # the nearest that way on that weekday
        fits = days_on_weekday(ref, day.day, weekday, way)
        day = min(fits, key=lambda d: abs((d - ref).days)) if fits else day
    return Hit((day, day), "day", 0.7) if day else None


# the weekday told beside the day: "on the 20th instead, the Monday night", "the 3rd (a Friday)"
_WEEKDAY_TOLD = re.compile(
    rf"(?:\s+instead)?\s*[,(]\s*(?:the|a|which\s+is\s+a)\s+(?P<wd>{WEEKDAY_FULL})\b",
    re.IGNORECASE,
)


def _nth_range(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "from the 2nd to the 9th": the first day by the direction rule, the second in the same
    month, or the next one when it is the smaller number."""
    told = m.string[max(0, m.start() - 60) : m.end("from") if m["from"] else m.start()]
    if RESCHEDULED_FROM.search(told + " "):
        return None  # "moved from the 14th to the 28th": each day apart, the 28th the new one
    if ref is None:
        return UNRESOLVED
    d1 = int(re.sub(r"\D", "", m["d"] or m["d3"] or m["d5"]))
    if m["mrel"]:  # "from the 27th to the 29th of this month"
        named = add_months(ref.replace(day=1), mod_shift(m["mrel"]))
        first = valid_date(named.year, named.month, d1)
    else:
        first = pick_day_of_month(ref, d1, tense)
    d2 = int(re.sub(r"\D", "", m["d2"] or m["d4"] or m["d6"]))
    if first is None or (m["d5"] and d2 != first.day + 1):
        return None  # "the 3rd and the 17th": two days, each read alone
    month = first if d2 >= first.day else add_months(first.replace(day=1), 1)
    last = valid_date(month.year, month.month, d2)
    return Hit((first, last), "day", 0.7) if last else None


def _nth_to_date(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "from the 24th till January 2": the last day read as a date, the first in its month
    (or the month before, when the first is the larger number)."""
    month = month_number(m["mon"] or m["mon2"])
    told = m.string[max(0, m.start() - 60) : m.start()]
    told += "from " if m.group().lower().startswith("from") else ""
    if month is None or RESCHEDULED_FROM.search(told):
        return None  # "bumped from the 20th to July 2nd": each day apart
    if ref is None:
        return UNRESOLVED
    day2 = int(re.sub(r"\D", "", m["md"] or m["md2"]))
    last = (
        valid_date(int(m["y"]), month, day2) if m["y"] else pick_month_day(ref, month, day2, tense)
    )
    d1 = int(re.sub(r"\D", "", m["d"]))
    if last is None or d1 == day2:
        return None
    start_month = last.replace(day=1) if d1 < day2 else add_months(last.replace(day=1), -1)
    first = valid_date(start_month.year, start_month.month, d1)
    return Hit((first, last), "day", 0.75) if first else None


def _weekend_of_nth(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the weekend of the 24th", "the weekend of June 20th" (of "the 20th of June"): the
    weekend that day is in (the next one on a weekday)."""
    if ref is None:
        return UNRESOLVED
    if m["mon"] or m["mon2"]:
        month = month_number(m["mon"] or m["mon2"])
        md = int(re.sub(r"\D", "", m["md"] or m["dm"]))
        day = pick_month_day(ref, month, md, tense) if month else None
    else:
        day = pick_day_of_month(ref, int(re.sub(r"\D", "", m["d"])), tense)
    if day is None:
        return None
    return Hit(weekend_holding(day), "week", 0.8)


_HABIT = re.compile(r"\b(?:always|usually|normally|every\s+month)\b[^.;!?,]*$", re.IGNORECASE)


RULES: tuple[Rule, ...] = (
    Rule(
        "on_the_nth",
        compile_rx(
            r"(?:(?:on|by|until|till|since|before|after|due|than)\s+|(?<=\bweek\sof\s)"
            r"|(?<=\bset\sfor\s)|(?<=\bbooked\sfor\s)|(?<=\bmoved\sto\s)"  # "set for the 14th"
            r"|(?<=\bdo\s)|(?<=\bmake\sit\s)|(?<=\babout\s)|(?<=\bprefer\s)"  # "do the 14th"
            r"|(?<=\bmorning\sof\s)|(?<=\bevening\sof\s)|(?<=\bnight\sof\s)"  # "the morning of"
            r"|(?<=\bnot\s)|(?:(?<=\bis\s)|(?<=\bwas\s))"  # "14 July, not the 7th", "is the 18th"
            r"(?=the\s+\w+(?:\s*[.,;!?]|\s*$|\s+(?:to|and|or|not)\s+the\b))"  # not "the 3rd in line"
            # "a reminder for the 31st to renew it" (not "for the 3rd time", "for the 2nd year")
            r"|(?<=\bfor\s)(?=the\s+\w+(?:\s*[.,;!?]|\s*$|\s+to\s+[a-z]+\b))"
            r"|^\s*(?=the\s+\w+\s+(?:is|was|works"
            r"|worked|would|will|could|should|suits?|it\s+is)\b)"  # "the 29th works", "the 10th it is"
            r"|^\s*(?=the\s+\w+\s*[.!?]*\s*$))"  # "When's the move?" "The 30th."
            rf"the\s+(?P<d>{NTH})"
            r"(?!\s+(?:of|century|anniversary|birthday|grade|time|floor|place|quarter))"
        ),
        _on_the_nth,
        DIGITS,
    ),
    Rule(
        "nth_range",
        compile_rx(
            rf"(?:(?P<from>from|between)\s+the\s+(?P<d>{NTH})\s*"
            rf"(?:to|and|until|till|through|-|–)\s*the\s+(?P<d2>{NTH})"
            rf"|the\s+(?P<d3>{NTH})\s*(?:-|–|to)\s*(?:the\s+)?(?P<d4>{NTH})"  # "the 26th–28th"
            # "on the 12th and 13th": two days running (two apart are read one by one)
            rf"|the\s+(?P<d5>{NTH})\s+(?:and|&)\s+(?:the\s+)?(?P<d6>{NTH}))"
            r"(?:\s+of\s+(?P<mrel>this|next|last)\s+month\b|(?!\s+of))"  # "... of this month"
        ),
        _nth_range,
        DIGITS,
    ),
    Rule(
        "bare_nth",  # "quarterly review is on 15th", "w/c 9th": an ordinal without "the"
        compile_rx(
            r"(?:(?<=\bon\s)|(?<=\bw/c\s)|(?<=\bby\s)|(?<=\buntil\s)|(?<=\btill\s)"
            rf"|(?<=\bbefore\s))(?P<d>{NTH})"
            r"(?!\s+(?:of|century|anniversary|birthday|grade|time|floor|place|quarter|round|row"
            r"|lap|hole|inning|street|avenue|st|ave|generation|edition|gear|base)\b)"
        ),
        _on_the_nth,
        DIGITS,
    ),
    Rule(
        "nth_to_date",
        compile_rx(
            rf"(?:(?:from|between)\s+)?the\s+(?P<d>{NTH})\s*(?:-|–|\sto|\still|\suntil|\sthrough"
            rf"|\sthru|\sand)\s*(?:(?P<mon>{MONTH})\.?\s+(?P<md>\d{{1,2}})(?:st|nd|rd|th)?\b"
            rf"|(?:the\s+)?(?P<md2>{NTH})\s+of\s+(?P<mon2>{MONTH}))"  # "... until the 2nd of January"
            r"(?:,?\s+(?P<y>\d{4})\b)?"
        ),
        _nth_to_date,
        DIGITS,
    ),
    Rule(
        "weekend_of_nth",
        compile_rx(
            rf"(?:the\s+)?weekend\s+of\s+(?:the\s+(?P<d>{NTH})(?!\s+of)"
            rf"|(?P<mon>{MONTH})\s+(?P<md>\d{{1,2}})(?:st|nd|rd|th)?\b(?!,?\s*\d{{4}})"
            # "the weekend of the 14th of september", "the weekend of 14 September"
            rf"|(?:the\s+)?(?P<dm>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mon2>{MONTH})\b(?!,?\s*\d{{4}}))"
        ),
        _weekend_of_nth,
        word_set("weekend"),
    ),
    Rule(
        "to_the_nth",
        compile_rx(
            # a day of the month where a clause or the sentence ends after it: "moved it to the
            # 7th.", "The 24th, at the pub", "it's the 19th now", "the 20th maybe?" (the verb
            # before it, outside the span, sets the direction)
            # (not "in the 4th": a quarter, an inning, a grade)
            rf"(?<!\bin\s)the\s+(?P<d>{NTH})"
            r"(?=\s*(?:$|[.,;:!?)–—]|\s-\s|(?:and|but|so|then|when|because|instead|now|maybe"
            r"|since|probably|hopefully|if|or|works?|at\s+(?:the|a|my|our|his|her|their)|in\s+the"
            r"\s+(?:morning|afternoon|evening)"
            # a hedge after it: "Still the 30th as far as I know", "the 30th I think"
            r"|as\s+far\s+as|i\s+(?:think|believe|reckon|guess)|apparently|again|though)\b))"
        ),
        _on_the_nth,
        DIGITS,
    ),
)
