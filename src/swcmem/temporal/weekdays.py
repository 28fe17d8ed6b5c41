"""Rules for weekdays said relative to the moment of speaking: "on Friday" (by the direction
of its clause, :mod:`swcmem.temporal.direction`), "last Saturday", "this coming Friday", "tues",
"Sat morning", "two Tuesdays ago", "two Tuesdays from now".

A bare weekday equal to the reference's is the reference day in a report ("said Friday" on a
Friday) and after "later"/"earlier" ("will brief reporters later Monday") or "it's" ("it's
Saturday!"); "this Thursday" said after Thursday, and not told in the past, is the coming one;
a weekday naming a routine in a present clause ("I do the Saturday shift", "my Monday yoga
class") and one in a habitual clause are generic.

Every rule needs the reference date (the speaker's own local date); without one the expression
is kept, unresolved.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from swcmem.temporal.calendar import next_weekday, previous_weekday, week_of, weekday_number
from swcmem.temporal.cues import Tense, sentence_bounds
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import (
    NUMBER,
    RESCHEDULED_FROM,
    WEEKDAY,
    WEEKDAY_FULL,
    WEEKDAYS,
    compile_rx,
    mod_shift,
    number_range,
    word_set,
)
from swcmem.temporal.picks import pick_weekday
from swcmem.temporal.relative import MODS, NEXT_MODS, PAST_MODS
from swcmem.temporal.span import UNRESOLVED, Hit, Rule


def _weekday_mod(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    wd = weekday_number(m["wd"])
    if wd is None:
        return None
    if ref is None:
        return UNRESOLVED
    mod = re.sub(r"\s+", " ", m["mod"].lower())
    if mod == "coming" and _BE_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return None  # "the plumber is coming Friday": the verb, a bare weekday after it
    if mod in PAST_MODS:
        d = previous_weekday(ref, wd)
    elif mod in NEXT_MODS:
        d = next_weekday(ref, wd)
    elif wd == ref.weekday():
        d = ref
    elif tense == "past" and wd < ref.weekday():
        d = previous_weekday(ref, wd)
    elif tense == "future" or wd < ref.weekday():  # "this Thursday" said on a Sunday: ahead
        d = next_weekday(ref, wd)
    else:  # this week's, ahead ("had to cancel the party this Saturday", said on a Monday)
        d = week_of(ref)[0] + timedelta(days=wd)
    return Hit((d, d), "day", 0.9)


_BE_BEFORE = re.compile(r"(?:\b(?:is|are|am|was|were|be|been)|['’](?:s|re|m))\s+$", re.IGNORECASE)


def _weekday_bare(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """A bare "on Friday", by the direction table; generic in a habitual clause."""
    groups = m.groupdict()
    wd = weekday_number(
        m["wd"]
        or groups.get("wd2")
        or groups.get("wd3")
        or groups.get("wd4")
        or groups.get("wd5")
        or groups.get("wd6")
        or ""
    )
    if wd is None or m["plural"]:  # a full weekday name: lower-case chat spelling counts too
        return None
    if _NIGHTS.search(m.group()):
        return Hit(None, "day", 0.6, generic=True)  # "plays five-a-side on Tuesday nights"
    prep = (m["prep"] or "").lower()
    if is_habitual(m.string, m.start(), m.end()) and prep in ("", "on"):
        return Hit(None, "day", 0.6, generic=True)
    if not prep and _NAME_AFTER.match(m.string, m.end()):
        return Hit(None, "day", 0.6, generic=True)  # "the Sunday league final", "Sunday school"
    routine = " " not in m.group().strip() and _ROUTINE_AFTER.match(m.string, m.end())
    if not prep and routine and (tense == "none" or _DO_THE.search(m.string, 0, m.start())):
        return Hit(None, "day", 0.6, generic=True)  # "I do the Saturday shift": a routine
    if ref is None:
        return UNRESOLVED
    if wd == ref.weekday() and _LATER_SAME_DAY.search(m.string, 0, m.start()):
        return Hit((ref, ref), "day", 0.85)  # "will brief reporters later Monday": that day
    if wd == ref.weekday() and (
        _IT_IS.search(m.string, 0, m.start()) or _AT_LAST.match(m.string, m.end())
    ):
        return Hit((ref, ref), "day", 0.85)  # "it's Saturday!", "Friday finally!!!" that day
    if wd == ref.weekday() and tense != "past" and _later_today(m):
        return Hit((ref, ref), "day", 0.85)  # "lifts off at 9:32 a.m. Wednesday" on a Wednesday
    if wd == ref.weekday() and tense != "past" and _FIXTURE.search(m.string, 0, m.start()):
        return Hit((ref, ref), "day", 0.8)  # "The United States plays Colombia ... on Wednesday"
    if prep in ("", "from", "since") and _POSSESSIVE.match(m.string, m.end()):
        if prep or _CAUSE_BEFORE.search(m.string, 0, m.start()):
            day = pick_weekday(ref, wd, "past")  # "losses from Monday's earthquake could ..."
            return Hit((day, day), "day", 0.75)
        return _possessive(m, ref, wd, tense)
    if _JUST_PAST.match(m.string, m.end()):
        tense = "past"  # "Saturday just past", "on Monday past": the one gone by
    day = pick_weekday(ref, wd, tense)  # "since Tuesday" is told past (direction_at)
    return Hit((day, day), "day", 0.6 if tense == "none" else 0.8)


# "Saturday just past", "Monday past" (British, Scottish): the most recent one; not "past
# the station", "past midnight" or "half past"
_JUST_PAST = re.compile(
    r"(?:\s+just)?\s+past\b(?!\s+(?:the|a|an|my|our|his|her|their|midnight|noon|\d))",
    re.IGNORECASE,
)


# "Friday's plunge", "Tuesday's elections" (not "Monday's a holiday": "Monday is")
_POSSESSIVE = re.compile(
    r"['’]s\b(?!\s+(?:a|an|the|my|our|your|his|her|their|going|gonna|not|also|still|just|when"
    r"|fine|ok|okay|good|great|free|busy|out|off|no|bad|better|best|worse|worst|probably"
    r"|supposed|likely|too|so|really|definitely|totally|booked|full|perfect"
    r"|[a-z]+ing|[a-z]+ly)\b)",
    re.IGNORECASE,
)  # ("Monday's bad for me", "Sunday's looking good", "Friday's probably best": "is")
# a measured result after it: "Friday's 190-point plunge", "Sunday's 27-24 win", "Friday's 2.8
# percent rally", "Thursday's record 508-point collapse": done, so past
_MEASURED = re.compile(
    r"['’]s\s+(?:(?:\w+\s+)?\d[\d,.]*(?:-point|-\d+|\s*(?:%|percent|per\s+cent))|(?:['‘\"]?\w+"
    r"[\s-]+){0,2}(?:plunge|rally|slide|drop|fall|crash|sell-?off|rout|decline|surge|jump|losses"
    r"|gains|rebound|collapse|tumble|slump|advance)\b)",
    re.IGNORECASE,
)  # and a market's move: "Thursday's plunge", "Friday's 'flash crash'"
_DONE_AFTER = re.compile(
    r"['’]s\s+(?:[\w-]+\s+){1,3}?(?:sent|wiped|left|drove|pushed|caused|triggered|knocked|was"
    r"|were|had|came|took|brought|showed|hit|erased|forced)\b",
    re.IGNORECASE,
)  # what the owned event did: past
# what the owned event is said to do next: "Monday's open would hinge on ...": ahead
_AHEAD_AFTER = re.compile(
    r"['’]s\s+(?:\w+\s+){1,3}?(?:will|would|is\s+(?:expected|due|set|scheduled)|could|may)\b",
    re.IGNORECASE,
)


# what follows the owned event: "losses from Monday's earthquake", "since Friday's close",
# "after Tuesday's vote": it has happened, whatever the main verb says of the rest
_CAUSE_BEFORE = re.compile(r"\b(?:after|following|since|from)\s+$", re.IGNORECASE)


def _possessive(m: re.Match[str], ref: date, wd: int, tense: Tense) -> Hit:
    """A weekday owning an event ("Tuesday's elections") names it, whatever the main verb
    says of the rest: a measured result is past; with no tense of its own, the nearest such
    day (written the morning after: yesterday's; "before Thursday's election" on a
    Tuesday: the coming one)."""
    if _MEASURED.match(m.string, m.end()):
        day = pick_weekday(ref, wd, "past")
    elif _AHEAD_AFTER.match(m.string, m.end()):
        day = next_weekday(ref, wd)
    elif _DONE_AFTER.match(m.string, m.end()):
        day = pick_weekday(ref, wd, "past")  # "after Friday's budget sent the pound down"
    elif tense == "none" and wd == ref.weekday():
        day = ref  # "Friday's game is at 7pm" said on a Friday: today's
    elif tense == "none":
        back, ahead = previous_weekday(ref, wd), next_weekday(ref, wd)
        day = back if (ref - back) <= (ahead - ref) else ahead
    else:
        day = pick_weekday(ref, wd, tense)
    return Hit((day, day), "day", 0.75)


# a weekday naming a routine ("the Saturday shift", "my Monday yoga class", "the Sunday
# roast"): in a present clause a kind of day, no date (in a past or future one, that one)
_ROUTINE_AFTER = re.compile(
    r"\s+(?:(?!morning|afternoon|evening|night|nite|lunch|dinner)\w+\s+)?(?:shifts?|class(?:es)?|lessons?|roasts?|markets?|services?|brunch(?:es)?"
    r"|league|routine|rota|practices?|paper|special|crowd|slot)\b",
    re.IGNORECASE,
)
# "I do (work, cover) the Saturday shift": a present habit, whatever a clause before it says
_DO_THE = re.compile(r"\b(?:i|we|you|he|she|they)\s+(?:do|work|cover|run)\s+the\s+$", re.I)
# a weekday naming a kind of thing, whatever the tense: no date
_NAME_AFTER = re.compile(  # "the Sunday league", "the club's Saturday group": a standing thing
    r"\s+(?:league|school|best|driver|trading|opening\s+hours|group|groups|club|squad|regulars"
    r"|crew)\b",
    re.I,
)
_NIGHTS = re.compile(r"(?:nights|mornings|afternoons|evenings)$", re.IGNORECASE)
_AT_LAST = re.compile(r"\s*(?:(?:finally|at\s+last|already)\b\s*)?!", re.IGNORECASE)
# a fixture in the present, said on its weekday: that day's ("plays Colombia on Wednesday")
_FIXTURE = re.compile(r"\b(?:plays|meets|faces|hosts|visits)\b(?!.*[,;])[^.!?]*$", re.IGNORECASE)
_IT_IS = re.compile(
    r"\b(?:it['’]s|it\s+is|today\s+is|today['’]s|(?:is|are|it['’]s)\s+due(?:\s+on)?)\s+$",
    re.IGNORECASE,
)  # "the form is due Wednesday" said on a Wednesday: today
# "later (on) Monday", "earlier Monday" said on a Monday: later or earlier that day
_LATER_SAME_DAY = re.compile(  # and "COB Thursday" said on a Thursday: the close of that day
    r"\b(?:later|earlier|late|early|eod|cob|close\s+of\s+business|end\s+of\s+(?:the\s+)?day)"
    r"\s+(?:on\s+)?$",
    re.IGNORECASE,
)


# a time of the day with the weekday ("Monday night", "at 10 a.m. Tuesday", "Wednesday at
# 5pm") or "today"/"this morning" in its sentence: said on that weekday, that very day
_PART_OF_DAY = re.compile(r"\b(?:night|morning|afternoon|evening)$", re.IGNORECASE)
_CLOCK_BEFORE = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?|o['’]clock)\s*$", re.IGNORECASE)
_CLOCK_AFTER = re.compile(
    r"^\s*(?:,\s*)?(?:at\s+)?\d{1,2}(?::\d\d)?\s*[ap]\.?m\b", re.IGNORECASE
)  # "Friday at 5pm", "saturday 6pm"; not "Friday at 5?": said on a Friday evening, that may
# be next week's
_TODAY = re.compile(r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b", re.IGNORECASE)


def _later_today(m: re.Match[str]) -> bool:
    """The weekday is told with a time of the day, or beside "today" in its sentence ("Physio
    is Wednesday at 5pm, so today I'll leave early"), said on that weekday: later that day."""
    text = m.string
    if _PART_OF_DAY.search(m.group()) or _CLOCK_BEFORE.search(
        text, max(0, m.start() - 14), m.start()
    ):
        return True
    if _CLOCK_AFTER.match(text[m.end() : m.end() + 14]):
        return True
    lo, hi = sentence_bounds(text, m.start(), m.end())
    return _TODAY.search(text, lo, hi) is not None


def _weekdays_ago(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "two Saturdays ago": the last Saturday before ``ref``, then a week back for each more;
    "two Tuesdays from now": the next Tuesday after it, then a week on for each more."""
    count, weekday = number_range(m["n"]), weekday_number(m["wd"])
    if count is None or weekday is None:
        return None
    if ref is None:
        return UNRESOLVED
    if m["dir"].lower() != "ago":
        first = next_weekday(ref, weekday)
        low, high = (first + timedelta(weeks=n - 1) for n in count)
        return Hit((low, high), "day", 0.8 if count[0] == count[1] else 0.6)
    last = previous_weekday(ref, weekday)
    low, high = (last - timedelta(weeks=n - 1) for n in (count[1], count[0]))
    return Hit((low, high), "day", 0.8 if count[0] == count[1] else 0.6)


def _weekday_span(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "Mon-Wed", "from Monday to Wednesday last week", "next Thu–Sat": one run of days, the
    first day read as a bare (or modified) weekday, or in the week named after the run; a
    run in an opening-hours or habitual clause ("open Mon-Fri") is generic."""
    first, last = weekday_number(m["wd"]), weekday_number(m["wd2"])
    told = m.string[max(0, m.start() - 60) : m.start()] + (" from " if m["from"] else "")
    if first is None or last is None or RESCHEDULED_FROM.search(told):
        return None  # "moved it from Friday to Monday": each day apart, Monday the new one
    if _OPEN.search(m.string, max(0, m.start() - 40), m.start()) or is_habitual(
        m.string, m.start(), m.end()
    ):
        return Hit(None, "day", 0.6, generic=True)
    if ref is None:
        return UNRESOLVED
    if m["week"]:
        day = week_of(ref)[0] + timedelta(weeks=mod_shift(m["week"]), days=first)
    elif m["mod"]:
        hit = _weekday_mod(m, ref, tense)  # None for the verb: "is coming Mon-Wed"
        day = (
            hit.interval[0] if hit is not None and hit.interval else pick_weekday(ref, first, tense)
        )
    else:
        day = pick_weekday(ref, first, tense)
    end = day + timedelta(days=(last - first) % 7)
    if tense == "past" and end > ref and not (m["week"] or m["mod"]):
        day, end = day - timedelta(weeks=1), end - timedelta(weeks=1)  # a run already over
    return Hit((day, end), "day", 0.8)


_OPEN = re.compile(
    r"\b(?:open|opens|closed|hours|available|staffed|daily|weekdays)\b[^.;!?]*$", re.IGNORECASE
)


# "Good Friday morning", "Black Friday night": the feast's day (:mod:`holidays`), no weekday
_NOT_A_FEAST = (
    r"(?<!good\s)(?<!holy\s)(?<!maundy\s)(?<!black\s)(?<!cyber\s)(?<!easter\s)(?<!palm\s)"
    r"(?<!ash\s)(?<!shrove\s)(?<!fat\s)(?<!whit\s)"
)

RULES: tuple[Rule, ...] = (
    Rule(
        "weekday_span",
        compile_rx(
            rf"(?:(?P<mod>last|next|this|this\s+coming|coming)\s+|(?P<from>from)\s+)?"
            rf"(?P<wd>{WEEKDAY})\s*(?:-|–|—|\sto|\still|\suntil|\sthru|\sthrough)\s*"
            rf"(?P<wd2>{WEEKDAY})(?:,?\s+(?:of\s+)?(?P<week>last|next|this|the\s+following"
            r"|the\s+previous)\s+week\b)?"
        ),
        _weekday_span,
        word_set("mon tue tues wed weds thu thur thurs fri sat sun") | WEEKDAYS,
    ),
    Rule(
        "weekday_mod",
        compile_rx(
            rf"(?P<mod>{MODS})\s+(?P<wd>{WEEKDAY})(?:\s+(?:night|morning|afternoon|evening))?"
        ),
        _weekday_mod,
        WEEKDAYS,
    ),
    Rule(
        "weekday",
        compile_rx(
            rf"(?:(?P<prep>on|by|until|since|from|this)\s+)?{_NOT_A_FEAST}(?P<wd>{WEEKDAY_FULL})"
            r"(?P<plural>s)?(?:\s+(?:night|morning|afternoon|evening)s?)?"
        ),
        _weekday_bare,
        WEEKDAYS,
    ),
    Rule(
        "weekday_short",
        compile_rx(
            r"(?P<prep>on|by|until|til|till|since)\s+(?P<wd>mon|tues?|wed|thurs?|thu|fri|sat|sun)"
            r"(?P<plural>)\.?(?!['’]?[a-z])"
            # or before a part of the day ("Sat morning we went hiking")
            r"|(?:(?<![a-z]\s)|(?<=\babt\s)|(?<=\babout\s)|(?<=\bon\s)|(?<=\bsince\s)|(?<=\blast\s)"
            r"|(?<=\bthis\s)|(?<=\bnext\s)|(?<=\bfrom\s))(?P<wd2>mon|tues?|wed|thurs?|thu|fri|sat|sun)\.?"
            r"\s+(?:morning|afternoon|evening|night|nite)\b"
            # or alone, where the short form is no other word ("went to the dentist tues")
            r"|(?<![\w'’])(?P<wd3>tues|thurs|thur|weds|fri"
            # "Thu or Fri afternoon": "thu", "tue" beside another weekday
            r"|(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\byou\s)"
            r"(?:mon|tue|wed|thu|fri|sat|sun)(?=\.?\s*(?:or|and|&|/|,)\s*"
            r"(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)(?:day)?\b))\.?(?![\w'’])"
            # "... Mon and Tue": the second short name of a pair
            r"|(?:(?<=\b(?:mon|tue|wed|thu|fri|sat|sun)\sand\s)|(?<=\b(?:mon|tue|wed|thu|fri|sat|sun)\sor\s)"
            r"|(?<=\b(?:mon|tue|wed|thu|fri|sat|sun)\s&\s)|(?<=\b(?:mon|tue|wed|thu|fri|sat|sun)/))"
            r"(?P<wd5>mon|tues?|wed|thurs?|thu|fri|sat|sun)\.?(?![\w'’])"
            # "brunch sat?", "massive sat, u missed out": a short name that is also a word,
            # only before "?", "!" or ",", never after a subject ("I sat,")
            r"|(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\byou\s)"
            r"(?<![\w'’])(?P<wd4>sat|sun|mon|wed)(?=\s*[?!,]|\s+(?:right|then)\s*[?!.])"
            # "Setlist for sat:", "the kit b4 wed": after "for" or "before", at a clause's end
            r"|(?:(?<=\bfor\s)|(?<=\bb4\s)|(?<=\bbefore\s))(?P<wd6>tues?|wed|thurs?|thu|fri|sat)"
            r"(?=\s*[:?!,.;]|\s*$)"
        ),
        _weekday_bare,
        word_set("mon tue tues wed weds thu thur thurs fri sat sun"),
    ),
    Rule(
        "weekdays_ago",
        compile_rx(rf"(?P<n>{NUMBER})\s+(?P<wd>{WEEKDAY})s\s+(?P<dir>ago|from\s+now)"),
        _weekdays_ago,
        WEEKDAYS,
    ),
)
