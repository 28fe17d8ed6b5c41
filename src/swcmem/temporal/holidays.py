"""Holidays read by our rules: Mother's Day (second Sunday of May), Father's Day (third Sunday
of June), Memorial Day (last Monday of May), Independence Day (4 July) and Labor Day (first
Monday of September), the US dates, which Duckling does not resolve or (with "weekend") joins
to no weekend; and Christmas (Eve), New Year's (Eve), Halloween,
Valentine's Day, Thanksgiving (fourth Thursday of November), Easter (Sunday, Monday) and Good
Friday (also chat's "xmas", "NYE", "vday"), which it does but not after "before" ("before
Christmas") nor with the direction of our other rules, and whose "Easter Sunday" its rule for
"Sunday" would cut. More that Duckling does not read, or reads as the weekday or month in
their name ("Black Friday", "April Fools' Day"): Veterans (Remembrance, Armistice) Day,
Election Day, Black Friday, Cyber Monday, MLK Day, Presidents' Day, Columbus (Indigenous
Peoples') Day, St. Patrick's Day, Juneteenth, Boxing Day (St Stephen's Day), Anzac Day, Epiphany, the Fourth of July, Republic Day (India's), April Fools' Day, Earth Day, Cinco de
Mayo, Canada Day, Australia Day, Bastille Day, Guy Fawkes (Bonfire) Night, Burns Night,
Hogmanay, New Zealand's Waitangi Day, Canada's Victoria Day and Civic Holiday (Natal Day), South
Africa's Freedom Day and Braai Day, St David's, St Andrew's and St George's Days, Groundhog Day,
International Women's Day, May Day (1 May, when
written "May Day"), the UK's Mothering Sunday, Remembrance Sunday and England's bank holidays
(the early May, spring and August ones), and the days Easter
fixes: Mardi Gras (Shrove Tuesday), Ash Wednesday, Palm Sunday, Maundy Thursday, Pentecost.
"Black Monday" (capitalised) is the crash of 19 October 1987; D-Day 6 June 1944, V-E Day 8 May
1945, V-J Day 15 August 1945.
A holiday naming a kind of thing ("a Christmas tree", "Halloween candy") is not read (but
"Black Friday sales" are that Friday's: its weekday would be read instead); one naming a place
("Easter Island") is generic, never dated. "Memorial Day weekend" is the Saturday to the
Monday.

Which year's: a year in the text wins ("Labor Day 2019"); ``last``/``this past`` takes the last
one before the reference day and ``next``/``this coming`` the first after it; ``this`` the
reference year's; otherwise the direction rule of :mod:`swcmem.temporal.direction` (future: the
first on or after the reference day, past: the last on or before it, none: the nearer one).
"The Christmas before last" and "two Christmases ago" count back that many (Christmas,
Easter, Thanksgiving, Halloween). Habitual mentions ("every Memorial Day") are generic and
never dated. "The new year" is a year, not New Year's Day: the coming one when said from July
on, else the current one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from swcmem.temporal.calendar import Interval, nth_weekday, week_of
from swcmem.temporal.cues import Tense, sentence_bounds
from swcmem.temporal.generic import is_habitual
from swcmem.temporal.patterns import (
    NUMBER,
    YEAR,
    compile_rx,
    number_range,
    word_set,
)
from swcmem.temporal.span import UNRESOLVED, Hit, Rule, Span


def easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l7 = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l7) // 451
    month, day = divmod(h + l7 - 7 * m + 114, 31)
    return date(year, month, day + 1)


_DAYS: dict[str, Callable[[int], date]] = {
    "mother": lambda y: nth_weekday(y, 5, 6, 2),
    "father": lambda y: nth_weekday(y, 6, 6, 3),
    "memorial": lambda y: nth_weekday(y, 5, 0, -1),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, 0, 1),
    "christmas": lambda y: date(y, 12, 25),
    "christmas eve": lambda y: date(y, 12, 24),
    "new year": lambda y: date(y, 1, 1),
    "new year eve": lambda y: date(y, 12, 31),
    "halloween": lambda y: date(y, 10, 31),
    "valentine": lambda y: date(y, 2, 14),
    "thanksgiving": lambda y: nth_weekday(y, 11, 3, 4),
    "easter": easter,
    "easter monday": lambda y: easter(y) + timedelta(days=1),
    "good friday": lambda y: easter(y) - timedelta(days=2),
    "palm": lambda y: easter(y) - timedelta(days=7),
    "maundy thursday": lambda y: easter(y) - timedelta(days=3),
    "ash wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi gras": lambda y: easter(y) - timedelta(days=47),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "mlk": lambda y: nth_weekday(y, 1, 0, 3),
    "presidents": lambda y: nth_weekday(y, 2, 0, 3),
    "columbus": lambda y: nth_weekday(y, 10, 0, 2),
    "election": lambda y: nth_weekday(y, 11, 0, 1) + timedelta(days=1),
    "black friday": lambda y: nth_weekday(y, 11, 3, 4) + timedelta(days=1),
    "cyber monday": lambda y: nth_weekday(y, 11, 3, 4) + timedelta(days=4),
    "veterans": lambda y: date(y, 11, 11),
    "st patrick": lambda y: date(y, 3, 17),
    "juneteenth": lambda y: date(y, 6, 19),
    "boxing": lambda y: date(y, 12, 26),
    "st stephen": lambda y: date(y, 12, 26),  # Ireland's name for it
    "anzac": lambda y: date(y, 4, 25),
    "epiphany": lambda y: date(y, 1, 6),
    "republic": lambda y: date(y, 1, 26),  # India's
    "april fool": lambda y: date(y, 4, 1),
    "earth": lambda y: date(y, 4, 22),
    "cinco de mayo": lambda y: date(y, 5, 5),
    "canada": lambda y: date(y, 7, 1),
    "australia": lambda y: date(y, 1, 26),
    "bastille": lambda y: date(y, 7, 14),
    "guy fawkes": lambda y: date(y, 11, 5),
    "burns night": lambda y: date(y, 1, 25),  # Scotland's
    "hogmanay": lambda y: date(y, 12, 31),
    "waitangi": lambda y: date(y, 2, 6),  # New Zealand's
    "victoria": lambda y: date(y, 5, 24) - timedelta(days=date(y, 5, 24).weekday()),  # Canada's:
    # the Monday before 25 May
    "civic holiday": lambda y: nth_weekday(y, 8, 0, 1),  # Canada's (Nova Scotia's Natal Day)
    "freedom": lambda y: date(y, 4, 27),  # South Africa's
    "braai": lambda y: date(y, 9, 24),  # South Africa's Heritage Day
    "st david": lambda y: date(y, 3, 1),
    "st andrew": lambda y: date(y, 11, 30),
    "st george": lambda y: date(y, 4, 23),
    "groundhog": lambda y: date(y, 2, 2),
    "international women": lambda y: date(y, 3, 8),
    "may": lambda y: date(y, 5, 1),
    # the UK's: Mothering Sunday (three weeks before Easter), Remembrance Sunday (the second
    # Sunday of November), the bank holidays of England (first and last Monday of May, last
    # Monday of August)
    "mothering": lambda y: easter(y) - timedelta(days=21),
    "remembrance sunday": lambda y: nth_weekday(y, 11, 6, 2),
    "early may bank holiday": lambda y: nth_weekday(y, 5, 0, 1),
    "spring bank holiday": lambda y: nth_weekday(y, 5, 0, -1),
    "august bank holiday": lambda y: nth_weekday(y, 8, 0, -1),
}
# named days of history, one date each ("since Black Monday": the crash of 19 October 1987)
_HISTORIC = {
    "black monday": date(1987, 10, 19),
    "d-day": date(1944, 6, 6),
    "v-e day": date(1945, 5, 8),
    "ve day": date(1945, 5, 8),
    "v-j day": date(1945, 8, 15),
    "vj day": date(1945, 8, 15),
}
# other names of the same day (after _key)
_ALIASES = {
    "saint patrick": "st patrick", "paddy": "st patrick", "st paddy": "st patrick",
    "st patty": "st patrick", "saint paddy": "st patrick",
    "saint stephen": "st stephen", "remembrance": "veterans", "armistice": "veterans",
    "martin luther king": "mlk", "martin luther king jr": "mlk", "president": "presidents",
    "indigenous peoples": "columbus", "fat tuesday": "mardi gras", "shrove tuesday": "mardi gras",
    "pancake": "mardi gras", "holy thursday": "maundy thursday", "april fools": "april fool",
    "guy fawkes night": "guy fawkes", "bonfire night": "guy fawkes", "whitsun": "pentecost",
    "valentines": "valentine", "july fourth": "independence", "the fourth": "independence",
    "fourth of july": "independence", "the fourth of july": "independence",
    "may bank holiday": "early may bank holiday", "late may bank holiday": "spring bank holiday",
    "summer bank holiday": "august bank holiday",
    "natal": "civic holiday", "saint david": "st david", "saint andrew": "st andrew",
    "saint george": "st george",
}  # fmt: skip
# what a holiday's name also names as a kind of thing ("a Christmas tree", "Halloween candy"):
# no date is read there (Duckling's reading stands)
_HELD_APART = (  # also held or sold on other days than the holiday (see names_a_thing)
    r"markets?|decorations?|lights?|trees?|shopping|sweaters?|specials?|episodes?|films?"
    r"|movies?|albums?|cards?"
)
_THINGS = (
    rf"{_HELD_APART}|songs?|music|carols?|presents?|gifts?|costumes?|candy|eggs?|bunny|spirit|cookies?|lists?"
    r"|stockings?|ornaments?|story|stories|themed?|pudding|cakes?|colou?rs?"
)


_PLACE = re.compile(r"\s+islands?\b", re.IGNORECASE)


_SHORT = {
    "xmas": "christmas", "x-mas": "christmas", "nye": "new year eve", "vday": "valentine",
    "v-": "valentine", "v": "valentine", "years": "year",  # "New Years Eve", no apostrophe
}  # fmt: skip


def _key(name: str) -> str:
    """ "Christmas Day" → "christmas", "New Year's Eve" → "new year eve", "Labour" → "labor";
    chat's short names: "xmas (eve)", "NYE", "vday"."""
    if " ".join(name.lower().split()) == "remembrance sunday":
        return "remembrance sunday"  # not Remembrance Day
    words = re.sub(r"['’]s?\b|\bday\b|\bsunday\b|['’.,]", " ", name.lower()).split()
    words = [_SHORT.get(w, w) for w in words]
    key = " ".join(words).replace("labour", "labor")
    key = _ALIASES.get(key, key)
    if key in _DAYS:
        return key
    # a possessive written without its apostrophe: "Mothers Day", "St Patricks", "St Pattys"
    bare = " ".join(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in key.split())
    return _ALIASES.get(bare, bare)


def _interval(day: date, weekend: bool) -> Interval:
    """The day, or with "weekend" the Saturday through the holiday (a Monday), the holiday
    through Sunday (a Friday: "the Good Friday weekend"), the weekend it falls on, the one
    before a Tuesday and the one after a Wednesday or Thursday ("the July Fourth weekend")."""
    if not weekend:
        return (day, day)
    if day.weekday() == 0:
        return (day - timedelta(days=2), day)
    if day.weekday() == 4:
        return (day, day + timedelta(days=2))
    if day.weekday() in (2, 3):
        saturday = day + timedelta(days=5 - day.weekday())
    else:
        saturday = day - timedelta(days=(day.weekday() - 5) % 7)
    return (saturday, saturday + timedelta(days=1))


def pick(day_of: Callable[[int], date], ref: date, mod: str, tense: Tense) -> date:
    """Which year's holiday (``day_of(year)``) is meant: ``last``/``this past`` the last one
    before ``ref``, ``next``/``this coming`` the first after it, ``this`` ``ref``'s year's,
    else by the direction ``tense`` (none: the nearer one)."""
    days = [day_of(y) for y in (ref.year - 1, ref.year, ref.year + 1)]
    return days[1] if mod == "this" else pick_among(days, ref, mod, tense)


def pick_among(days: list[date], ref: date, mod: str, tense: Tense) -> date:
    """Which of ``days`` (some before ``ref``, some after) is meant: ``last``/``this past``
    the last one before ``ref``, ``next``/``this coming`` the first after it, else by the
    direction ``tense`` (none: the nearer one; a tie goes to the later)."""
    if mod in ("last", "this past", "past", "previous"):
        return max(d for d in days if d < ref)
    if mod in ("next", "this coming", "coming"):
        return min(d for d in days if d > ref)
    if tense == "none":
        return min(days, key=lambda d: (abs(d - ref), -d.toordinal()))
    if tense == "past":
        return max(d for d in days if d <= ref)
    return min(d for d in days if d >= ref)


def _nth_away(name: str, ref: date, n: int) -> date:
    """The ``n``-th holiday after ``ref`` (before it when ``n`` < 0), ``ref`` itself not
    counted."""
    days = [_DAYS[name](y) for y in range(ref.year - abs(n) - 1, ref.year + abs(n) + 2)]
    if n < 0:
        return [d for d in days if d < ref][n]
    return [d for d in days if d > ref][n - 1]


def _holiday_away(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "the Christmas before last", "the Easter after next", "two Christmases ago"."""
    plural = m["name2"]
    name = _key(re.sub(r"(?:es|s)$", "", plural.lower()) if plural else m["name"])
    if name not in _DAYS:
        return None
    if m["num"]:
        count = number_range(m["num"])
        if count is None or count[0] != count[1] or count[0] < 1:
            return None
        n = -count[0]
    else:
        n = -2 if m["dir"].lower().startswith("before") else 2
    if ref is None:
        return UNRESOLVED
    day = _nth_away(name, ref, n)
    return Hit((day, day), "day", 0.85)


# "Easter last year", "Labor Day two years ago"
_OF_YEAR = rf"\s+(?:(?P<ymod>last|next|this)\s+year|(?P<yago>{NUMBER}|a)\s+years?\s+ago)"
# the year a holiday's name is followed by: "Labor Day 2019", "Christmas, 1990", "the Easter
# of 1916"
NAMED_YEAR = rf"(?:,?\s+|\s+of\s+)(?P<y>{YEAR})"
_OWNED = re.compile(r"\b(?:a|my|his|her|your|our|their|the|some|many|\d+)\s+$", re.IGNORECASE)


def _historic(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    day = _HISTORIC[" ".join(m.group().lower().split())]
    return Hit((day, day), "day", 0.8)


def _holiday(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    name = _key(m["name"])
    if name not in _DAYS:
        return None  # a spelling the table does not know: no date rather than a wrong one
    if re.search(r"[^'’]s$", m["name"].lower()) and _OWNED.search(m.string, 0, m.start()):
        return None  # "my valentines", "3 valentines": cards or people, not the day
    weekend = bool(m["weekend"])
    if m["week"]:  # "Christmas week": the Monday-to-Sunday week holding it
        day = which_one(_DAYS[name], m, ref, tense)
        return UNRESOLVED if day is None else Hit(week_of(day), "week", 0.85)
    if _PLACE.match(m.string, m.end()):  # "Easter Island": a place, no date (Duckling's too)
        return Hit(None, "day", 0.7, generic=True)
    if is_habitual(m.string, m.start(), m.end()):  # ("since Christmas" is one point: never)
        return Hit(None, "day", 0.7, generic=True)
    day_of = _DAYS[name]
    if name == "thanksgiving" and (_CANADA.search(m.string) or _just_past_canada(m, ref, tense)):
        day_of = _canadian_thanksgiving  # "Happy Thanksgiving from Toronto"
    day = which_one(day_of, m, ref, tense)
    if day is None:
        return UNRESOLVED
    return Hit(_interval(day, weekend), "week" if weekend else "day", 0.85)


# a holiday's name before a noun names a thing or an event held some day near it ("the
# Christmas market", "the Easter 10k", "Christmas pre-orders"), not the day itself
_HOLIDAY_NAME = re.compile(
    r"(?:christmas|x-?mas|easter|halloween|thanksgiving|valentine['’]?s?)", re.IGNORECASE
)
_THING_AFTER = re.compile(  # held or sold on other days than the holiday itself
    rf"\s+(?:{_HELD_APART}|fairs?|concerts?|shows?|bazaars?|pantos?|pantomimes?|plays?"
    r"|pre-?orders?|orders?|menus?|10k|5k|half|fun\s+run|runs?|races?|jumpers?)\b",
    re.IGNORECASE,
)


def names_a_thing(text: str, start: int, end: int) -> bool:
    """The holiday at ``text[start:end]`` is said of a thing or an event named after it
    ("we went to the Christmas market in York last weekend", "I ran the Easter 10k on Good
    Friday"; not "the Halloween party", mostly on the day)."""
    return bool(_HOLIDAY_NAME.fullmatch(text[start:end].strip())) and bool(
        _THING_AFTER.match(text, end)
    )


def things_dated_otherwise(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without a holiday that names a thing or an event (:func:`names_a_thing`)
    in a sentence that dates it otherwise, with a day, week or month that is not the
    holiday's ("the Christmas market in York last weekend"); alone, it stays (as a news
    annotator dates "Christmas sales")."""
    named = [s for s in spans if names_a_thing(text, s.start, s.end)]
    drop = set()
    for s in named:
        lo, hi = sentence_bounds(text, s.start, s.end)
        if any(o is not s and lo <= o.start < hi and _dates_otherwise(o, s) for o in spans):
            drop.add(id(s))
    return [s for s in spans if id(s) not in drop] if drop else spans


def _dates_otherwise(other: Span, holiday: Span) -> bool:
    """``other`` dates a day, week or month that is not the holiday's."""
    if other.interval is None or other.generic or holiday.interval is None:
        return False
    (a, b), (h, _) = other.interval, holiday.interval
    return (b - a).days <= 31 and not a <= h <= b


# Canada's Thanksgiving is the second Monday of October
_CANADA = re.compile(
    r"\b(?:canada|canadian|toronto|montreal|montréal|vancouver|ottawa|calgary|edmonton"
    r"|winnipeg|halifax|quebec|québec|ontario|alberta|manitoba|saskatchewan)\b",
    re.IGNORECASE,
)


def _canadian_thanksgiving(year: int) -> date:
    return nth_weekday(year, 10, 0, 2)


def _just_past_canada(m: re.Match[str], ref: date | None, tense: Tense) -> bool:
    """A Thanksgiving told as past in the three weeks after Canada's (October), before the
    United States' (late November): Canada's, just past ("How was Thanksgiving?" on 20
    October), not the American one of eleven months ago."""
    named = m.groupdict()
    if ref is None or tense != "past" or any(named.get(g) for g in ("mod", "y", "ymod", "yago")):
        return False
    since = (ref - _canadian_thanksgiving(ref.year)).days
    return 0 <= since <= _JUST_PAST_DAYS and ref < _DAYS["thanksgiving"](ref.year)


_JUST_PAST_DAYS = 21  # "just past": not "Stores opened early the day after Thanksgiving",
# written in late November of the American one a year before


def which_one(
    day_of: Callable[[int], date], m: re.Match[str], ref: date | None, tense: Tense
) -> date | None:
    """The day of a yearly holiday's match: of the year it names (group ``y``: "Labor Day
    2019"), of the year before or after (``ymod``: "Easter last year") or years before
    (``yago``: "Labor Day two years ago"), else the one
    :func:`pick` chooses by its modifier (``mod``) and direction; ``None`` without a
    reference."""
    groups = m.groupdict()
    if groups.get("y"):
        return day_of(int(groups["y"]))
    if ref is None:
        return None
    if groups.get("ymod"):
        return day_of(ref.year + {"last": -1, "next": 1}.get(groups["ymod"].lower(), 0))
    if groups.get("yago"):
        count = number_range("1" if groups["yago"].lower() == "a" else groups["yago"])
        return None if count is None else day_of(ref.year - count[0])
    mod = re.sub(r"\s+", " ", (groups.get("mod") or "").lower())
    if not mod and _GREETING.search(m.string, max(0, m.start() - 12), m.start()):
        return pick(day_of, ref, mod, "none")  # "Happy Thanksgiving!": the one at hand
    if tense == "future" and not mod and _AFTER.search(m.string, 0, m.start()):
        this = day_of(ref.year)
        recent = this if this <= ref else day_of(ref.year - 1)
        if (ref - recent).days <= 7:  # "After the long Labor Day weekend, traders will
            return recent  # focus on ...", said that Tuesday: the one just past
    return pick(day_of, ref, mod, tense)


_AFTER = re.compile(r"\bafter\s+(?:the\s+)?(?:long\s+|holiday\s+)?$", re.IGNORECASE)
_GREETING = re.compile(r"\b(?:happy|merry|hapy|happpy)\s+$", re.IGNORECASE)


def _the_new_year(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    """ "in the new year", "so far in the new year": the year that starts next when said in
    its second half (July on), else the year that started last — not New Year's Day."""
    if ref is None:
        return UNRESOLVED
    year = ref.year + 1 if ref.month >= 7 else ref.year
    return Hit((date(year, 1, 1), date(year, 12, 31)), "year", 0.7)


RULES: tuple[Rule, ...] = (
    Rule(  # "we'll be closed on the Fourth": the Fourth of July (capitalised, not "of ...")
        "the_fourth",
        compile_rx(
            r"(?:(?<=\bon\s)|(?<=\bover\s)|(?<=\bfor\s)|(?<=\bafter\s)|(?<=\bbefore\s)"
            r"|(?<=\buntil\s)|(?<=\btill\s)|(?<=\bby\s)|(?<=\bsince\s))(?P<mod>)"
            r"(?P<name>the\s+(?-i:Fourth))(?P<weekend>\s+weekend)?(?P<week>)(?!\s+of\b)"
        ),
        _holiday,
        word_set("fourth"),
    ),
    Rule(
        "holiday",
        compile_rx(
            r"(?:(?P<mod>last|next|this\s+past|this\s+coming|this|past|coming|previous)\s+)?"
            r"(?P<name>mother['’]?s|father['’]?s|memorial|independence|labou?r)\s+day"
            rf"(?:(?P<weekend>\s+(?:long\s+)?weekend)|(?P<week>\s+week(?!end)))?(?:{NAMED_YEAR}|{_OF_YEAR})?"
        ),
        _holiday,
        word_set("mother mothers father fathers memorial independence labor labour"),
    ),
    Rule(
        "holiday_named",
        compile_rx(
            r"(?:(?P<mod>last|next|this\s+past|this\s+coming|this|past|coming|previous)\s+)?"
            r"(?P<name>christmas\s+eve|christmas(?:\s+day)?|new\s+year['’]?s\s+eve"
            r"|new\s+year['’]?s(?:\s+day)?|(?-i:New\s+Year)(?!['’])|halloween|valentine['’]?s(?:\s+day)?|thanksgiving(?:\s+day)?"
            r"|easter(?:\s+sunday|\s+monday)?|good\s+friday"
            r"|x-?mas(?:\s+eve|\s+day)?|(?-i:nye|NYE)|v-?day|(?-i:V)\s+day)"
            rf"(?:(?P<weekend>\s+(?:long\s+)?weekend)|(?P<week>\s+week(?!end)))?(?:{NAMED_YEAR}|{_OF_YEAR})?"
            rf"(?!\s+(?:{_THINGS})\b)"
        ),
        _holiday,
        word_set(
            "christmas new halloween valentine valentine's valentines thanksgiving easter good xmas mas"
            " nye vday v"
        ),
    ),
    Rule(
        "holiday_more",
        compile_rx(
            r"(?:(?P<mod>last|next|this\s+past|this\s+coming|this|past|coming|previous)\s+)?"
            r"(?P<name>(?:veterans|presidents?)['’]?\s+day|(?:remembrance|armistice|election"
            r"|columbus|boxing|earth|canada|australia|bastille|mlk|anzac|republic)\s+day"
            r"|(?:st\.?|saint)\s+patrick['’]?s(?:\s+day)?|(?:st\.?\s+)?paddy['’]?s\s+day"
            r"|st\.?\s+(?:paddy|patty)['’]?s"
            r"|(?:st\.?|saint)\s+stephen['’]?s\s+day|martin\s+luther\s+king(?:,?\s+jr\.?)?\s+day"
            r"|indigenous\s+peoples['’]?\s+day|black\s+friday|cyber\s+monday|juneteenth"
            r"|april\s+fool['’]?s['’]?(?:\s+day)?|cinco\s+de\s+mayo|palm\s+sunday|ash\s+wednesday"
            r"|(?:maundy|holy)\s+thursday|pentecost(?:\s+sunday)?|whitsun|mardi\s+gras"
            r"|(?:shrove|fat)\s+tuesday|pancake\s+day|guy\s+fawkes(?:\s+night)?|bonfire\s+night"
            r"|(?-i:May\s+Day)|july\s+fourth|(?:the\s+)?fourth\s+of\s+july|epiphany"
            r"|mothering\s+sunday|remembrance\s+sunday|burns\s+night|hogmanay"
            r"|(?<!queen\s)(?:waitangi|victoria|natal|freedom|braai|groundhog|international\s+women['’]?s)\s+day"
            r"|(?-i:Civic\s+Holiday)|(?:st\.?|saint)\s+(?:david|andrew|george)['’]?s\s+day"  # not the towns, halls
            r"|(?:early\s+may|late\s+may|may(?:\s+day)?|spring|august|summer)\s+bank\s+holiday)"
            rf"(?:(?P<weekend>\s+(?:long\s+)?weekend)|(?P<week>\s+week(?!end)))?(?:{NAMED_YEAR}|{_OF_YEAR})?"
        ),  # no kind-of-thing guard: "Black Friday sales" are that Friday's, not the next one's
        _holiday,
        word_set(
            "veterans president presidents remembrance armistice election columbus boxing earth"
            " anzac republic fourth epiphany paddy paddys"
            " canada australia bastille mlk st saint martin indigenous black cyber juneteenth"
            " april cinco palm ash maundy holy pentecost whitsun mardi shrove fat pancake guy"
            " bonfire may july mothering early late spring august summer burns hogmanay"
            " waitangi victoria natal freedom braai groundhog international civic"
        ),
    ),
    Rule(
        "historic_day",
        compile_rx(  # "a black Monday for us": any Monday
            r"(?<!\ba\s)(?-i:Black\s+Monday)|(?-i:D-Day|V-?E\s+Day|V-?J\s+Day)"
        ),
        _historic,
        word_set("black day"),
    ),
    Rule(
        "the_new_year",
        compile_rx(r"the\s+new\s+year(?!['’]|\s+(?:eve|day|holiday|party|resolution)s?\b)"),
        _the_new_year,
        word_set("new"),
    ),
    Rule(
        "holiday_away",
        compile_rx(
            r"(?:the\s+)?(?P<name>christmas|easter|thanksgiving|halloween)\s+"
            r"(?P<dir>before\s+last|after\s+next)(?!\s+(?:year|month|week)s?\b)"
            rf"|(?P<num>{NUMBER})\s+(?P<name2>christmases|easters|thanksgivings|halloweens)\s+ago"
        ),
        _holiday_away,
        word_set(
            "christmas christmases easter easters thanksgiving thanksgivings halloween halloweens"
        ),
    ),
)
