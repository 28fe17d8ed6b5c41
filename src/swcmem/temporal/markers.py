"""The tense markers of a clause: the words that tell whether a date without its own year or
week points back or ahead, each read in its context (:class:`Tokens`; the direction rule
table that uses them is :mod:`swcmem.temporal.direction`'s). "went", "said", "-ed" forms,
"ago", "yesterday", "last" point back; "will", "'ll", "going to", "plans", "next", a
timetable verb in the present ("opens", "flies") point ahead; a participle after *be* or an
article, "'d" before a base verb, "did" in a question and the like are read in context.

Pure functions (cached); thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swcmem.temporal.calendar import MONTHS as MONTH_NAMES
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import MONTHS as MONTH_ABBREVIATIONS
from swcmem.temporal.patterns import NUMBER_WORDS, word_set

_TOKEN = re.compile(r"(?![ap]\.m\.)[A-Za-z]+(?:['’][A-Za-z]+)?|['’][a-z]+", re.IGNORECASE)
# ("p.m." is no word: "about 11:15 p.m. Friday" keeps the verbs before it in the window)
WINDOW = 12  # tokens looked at on each side

# a timetable in the present ("we start on the first of October"): ahead, unless an
# infinitive ("voted to leave")
_TIMETABLE = word_set(
    "start starts begin begins open opens reopen reopens launch launches leave leaves arrive"
    " arrives fly depart departs turn turns land lands"
)
_FUTURE = _TIMETABLE | word_set(
    "will won't wont shall gonna wanna plan plans planning intend intends intending scheduled"
    " planned expect expects expected expecting due deadline upcoming coming soon tomorrow next hope"
    " hoping hopefully"
    " hopes aim aims aiming sometime 'll ’ll"
    # a timetable in the present ("the shop opens in May"; more in _TIMETABLE)
    " expire expires kicks ends closes mature matures starting flies rumored rumoured slated"
    " conclude concludes"
    " payable"
    " pencilled penciled"
    " poised"
    # an assistant asked to remind ("remind me to renew it before the trip on April 12")
    " remind let's let’s lets"
    # a fixture ("the Lions host the Falcons on Thanksgiving")
    " host hosts face faces"
    # what is dreaded is ahead ("already dreading monday")
    " dread dreads dreading"
)
_FUTURE_AFTER = {  # first word -> second words that make a future phrase
    "going": {"to", "forward"},  # "going forward from Monday"
    "about": {"to"},
    "want": {"to"},
    "wants": {"to"},
    "have": {"to"},
    "has": {"to"},
    "need": {"to"},
    "needs": {"to"},
    "set": {"to"},
    "forecast": {"to"},  # "is forecast to break on Wednesday"
    "takes": {"effect"},  # "takes effect Jan. 1", "goes into effect", "comes into force"
    "take": {"effect"},
    "goes": {"into"},
    "go": {"into"},
    "comes": {"into"},
    "come": {"into"},
    "looking": {"forward"},
    "look": {"forward"},
    "can't": {"wait"},
    "what": {"if"},  # "what if we skip your parents' at Christmas": a plan weighed
    "cannot": {"wait"},
    "agreed": {"to"},  # "we agreed to freeze the code on the 20th": a plan
    "runs": {"through", "until", "till", "from"},  # "the season runs through Nov. 30"
    "run": {"through", "until", "till", "from"},
    "hoped": {"to"},  # "hoped to strike a deal before Christmas"
    "likely": {"to"},  # "is likely to reach the coast by Saturday"
    "unlikely": {"to"},
    # a decision to act: "vowed to finish by June" ("voted to extend funding through May 1":
    # :mod:`swcmem.temporal.direction`, as "voted 7 to 2 on Monday" reads the same in words)
    "decided": {"to"},
    "promised": {"to"},
    "pledged": {"to"},
    "vowed": {"to"},
    "resolved": {"to"},
    "opted": {"to"},
    "warned": {"of", "about", "that"},  # "warned of possible outages from Saturday"
    "warn": {"of", "about", "that"},
    "warns": {"of", "about", "that"},
    "intended": {"to"},
    "aimed": {"to"},
    "reminder": {"to", "for", "about"},  # "asked for a reminder to call on Friday morning"
    "reminders": {"to", "for", "about"},
}
DID = word_set("did didn't didn’t didnt")
PERFECT_AUX = word_set("has have is are been being")
_IF = word_set("if unless once until")
_WAS = word_set("was were wasn't weren't wasn’t weren’t wasnt werent")
_AS_PLANNED = word_set("planned scheduled expected")
_EVER = word_set("forever always never")
_PLANNED = word_set("going supposed meant planning scheduled due set booked planned")
_SET_FOR = word_set("set booked planned scheduled due")
_NOT_A_VERB = word_set("the a an my our his her their this that some")
# "back in a week", "back in 2 wks", "back in an hour": a return ahead, no past
_AFTER_BACK_IN = word_set(
    "a an few couple cpl minutes mins min hours hrs hour days day wks wk weeks week months month"
    " mths yrs years year"
)
_SUBJECTS = word_set("i you he she we they it")
_MODALS = word_set(
    "would might should could can must can't can’t cannot"
)  # future unless "have" follows ("would have gone")
_PAST = word_set(
    "was were did had went got made took saw came ran met gave found felt began became bought"
    " brought caught drew drove ate fell flew forgot grew heard held kept knew left lost paid said"
    " sat sent slept spent spoke stood swam taught thought told threw understood woke won wore"
    " wrote built hurt read put let cut set shot led broke chose rode sang sold begun done gone"
    " seen taken given known been ago yesterday last earlier previously used didn't wasn't"
    " weren't hadn't couldn't rose sank shrank slid swung struck stuck spun sprang stole hid"
    " beat blew bent dealt dug dove fled flung forgave froze hung laid lent lit meant sought"
    " shook shone swept tore wept wound withdrew undertook upheld oversaw outgrew fought bore"
    " ground overtook rang sprang arose awoke forbade slept stood split spread shut quit burst hit"
    " born didnt wasnt werent hadnt couldnt"  # the apostrophe left out, as chat does
)
# a report of what happened ("the ministry says ..."); a noun after a determiner ("redeem the
# notes on Dec. 1", "their reports")
_REPORTING_PRESENT = word_set("says reports announces confirms tells notes adds")
_DETERMINERS = word_set("the a an its their his her our my your these those this that")
_FINAL_UNITS = word_set("day days shift")
_FINAL_AFTER = word_set("is will b before")  # "b4" is read as "b"
# a noun before "notes"/"reports" makes a compound: "push the release notes by Thursday"
_NOTES_OF = word_set(
    "release meeting lecture class sprint progress status expense annual quarterly"
    " monthly weekly daily field case lab liner sticky school news"
)
# past forms spelled as their base: no past after "to", "will", a modal or "did"
_SAME_AS_BASE = word_set(
    "hit cut set put let shut quit beat read spread split burst hurt cost bet cast rid upset"
    " broadcast forecast"
)
# what comes before such a word used as a noun: "another cut", "a rate cut", "price hit"
_QUANTIFIERS = word_set("another any no each every")
_NOUNS_TOO = word_set("split cut hit set forecast upset bet")
_INTO_NOUN = word_set(
    "on for of to with about after before from into against over approved announced proposed"
    " expect expects expected expecting plan plans planned declared declare"
)
_NOUN_BEFORE = word_set(
    "big bigger biggest further first second third deep deeper sharp next last latest previous"
    " final initial"
)
_CUT_OF = word_set("rate tax price pay wage job budget spending interest dividend output cost")
_BASE_BEFORE = word_set(
    "to will would can could may might must should shall did does do didn't don't doesn't"
    " can't cannot won't wouldn't couldn't shouldn't gonna wanna"
    # a request: "pls let Mrs K know by Thurs"
    " please pls plz"
)
_NOT_PAST_ED = word_set(
    "need bed red speed seed feed indeed weed proceed exceed succeed shed sled breed bleed greed"
    " deed fed wed shred hundred excited interested tired scared married talented supposed"
    " advanced based related united limited detailed"
)
_BE = word_set(
    "am is are be being so very really too feel feels feeling get stay stays remain remains"
)  # "will stay closed through April 3": a state, no past
_PROGRESSIVE_BE = word_set("am is are")
_BE_SUFFIXES = ("'m", "'re", "’m", "’re")
_HAVE_SUFFIXES = ("'ve", "’ve", "'s", "’s")
WEAK_FUTURE = frozenset(("until", "till", "by"))


_VERB_BEFORE = word_set("could would will might may can should must to not won't cannot")
REPORTING = word_set(
    "said says told reported announced added noted explained wrote confirmed mentioned"
)


@dataclass(frozen=True, slots=True)
class Tokens:
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    kinds: tuple[Tense, ...]
    words: tuple[str, ...]
    attributions: frozenset[int]  # ", the company said": a report of the words, not their time


def _word_kind(words: list[str], i: int) -> Tense:
    """The marker kind of ``words[i]`` in its context (see the module doc)."""
    w = words[i]
    prev = words[i - 1] if i else ""
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if w in _WAS and _planned(words, i):
        return "future"  # "the party was going to be this Saturday", "we were meant to fly"
    if prev in _WAS and i > 0 and _planned(words, i - 1):
        return "none"  # "meant" in "were meant to": the plan's word, no past of its own
    if w in _MEANT and nxt == "to" and (prev in _PROGRESSIVE_BE or prev.endswith(_BE_IS)):
        return "future"  # "she's meant to be flying up on Tuesday", "we're supposed to go"
    if prev in _IF and (w in _PAST or _past_ed(w)):
        return "none"  # "if approved this summer, the merger would ...": a condition ahead
    if prev in DID or (prev in _SUBJECTS and i > 1 and words[i - 2] in DID):
        return "none"  # "When did you start there?": "did" tells the tense, not "start"
    if w == "back" and nxt in ("in", "during", "around", "when") and (i == 0 or prev == "way"):
        count = words[i + 2] if i + 2 < len(words) else ""  # digits are no tokens: "2 wks"
        if not (count in NUMBER_WORDS or count in _AFTER_BACK_IN):
            return "past"  # "Back in March." "way back in 1990" (not "back in 2 weeks")
    if w in _DONE_FOR and prev == "for" and _thanked(words, i - 1):
        return "past"  # "thank you again for coming out on the 23rd": what was done (not
        # "thanks for inviting me to the party on Saturday": what was asked is ahead)
    if w in ("next", "coming", "upcoming") and nxt.endswith(("'s", "’s")) and nxt[:-2] != "one":
        return "none"  # "unveiled next fall's lineup in May": the lineup's time, not the clause's
    if w == "due" and prev in _WAS:
        return "past"  # "the registration was due back in October": a deadline gone
    if w == "sometime" and prev in _WAS:
        return "none"  # "it was sometime in May": the "was" tells
    if w in _TIMETABLE and (prev in _POSSESSIVES or (prev in _ARTICLES and w != "open")):
        return "none"  # "began with its launch from Florida", "scrubbed the launch": a noun
    if w == "ready" and nxt == "to":
        return "none" if prev in _WAS else "future"  # "I'm ready to sit the exam in
        # December" (not "I was ready to quit in March")
    if w == "next" and nxt in _NEXT_PLACE:
        return "none"  # "the unit next door", "sat next to me": a place, no time
    if w in ("leave", "leaves") and prev in _LEAVE_KINDS:
        return "none"  # "my last session before maternity leave on Saturday": a noun
    if w in _TIMETABLE and prev == "to":
        return "none"  # "voted to leave", "decided to start": an infinitive, no timetable
    if w == "open" and (prev in _PAST or _past_ed(prev) or prev in _PROGRESSIVE_BE | _WAS | _FLUNG):
        return "none"  # "were thrown open late Thursday", "is open on Sunday": an adjective
    if w in ("plan", "plans") and _plan_of_past_verb(words, i):
        return "none"  # "approved the plan on March 8", "started my training plan on New
        # Year's Day": the noun of a past verb, no future
    if w == "face" and _face_to_face(words, i):
        return "none"  # "met face to face": no fixture (not "go on to face Wales")
    if w in _TIMETABLE and (nxt == "today" or (nxt == "this" and _after(words, i, 2) == "morning")):
        return "none"  # "markets reopen today after the Labor Day holiday": today's, no future
    if (w in ("will", "won't") or w.endswith(("'ll", "’ll"))) and nxt in _EVER:
        return "none"  # "The 2nd of October will forever be my finest hour", "I'll never
        # forget Saturday": what is said of a day, not a day ahead
    if w in _AS_PLANNED and prev in ("as", "like"):
        return "none"  # "Tuesday, as planned.", "drove back on the 27th like planned": how it went
    if w in _FUTURE or w.endswith(("'ll", "’ll")) or nxt in _FUTURE_AFTER.get(w, ()):
        return "future"
    if w in _MODALS:
        perfect = nxt in ("have", "'ve", "’ve") and _after(words, i, 2) not in _NOT_A_VERB
        return "past" if perfect else "future"  # not "if we can have the kids on the 24th"
    be_before = (
        prev in _PROGRESSIVE_BE
        or prev.endswith(_BE_SUFFIXES)
        or (prev in _IS_S and w.endswith("ing"))
        or _be_then_adverb(words, i)
    )
    if w.endswith("ing") and be_before and len(w) > 4:
        return "future"
    if w == "reports" and (nxt in _SCHEDULE_AFTER or nxt in WEEKDAY_WORDS or _dated(words, i)):
        return "future"  # "Gadgetry reports Thursday", "reports results on May 14", "before
        # the task force reports in September": a timetable
    if w == "followed" and nxt == "by":
        return "none"  # "flag hoisting on Sunday, followed by breakfast": an order, no past
    if w in _REPORTING_PRESENT and nxt == "to":
        return "future"  # "Physio says to check back in January": an instruction
    if w in _REPORTING_PRESENT:
        noun = prev in _DETERMINERS or prev in _NOTES_OF or nxt in _ARTICLES
        return "none" if noun else "past"
    if w == "last" and nxt in _FINAL_UNITS and _after(words, i, 2) in _FINAL_AFTER:
        return "none"  # "Last day is the 31st", "ur last day b4 the break": the final one
    if w == "last" and prev in _DETERMINERS and (prev != "her" or nxt in _FINAL_UNITS):
        return "none"  # "my last day at work is the 28th", "When's her last day?": the final
        # one, no past (not "saw her last week")
    if w == "last" and prev in ("as", "than"):
        return "none"  # "End of September, same as last year": a comparison, not its time
    if w == "last" and (prev in _VERB_BEFORE or prev.endswith(("'ll", "’ll"))):
        return "none"  # "could last until the summer": the verb
    if w == "born" and (nxt in _MONTHS or (nxt in ("on", "in") and _after(words, i, 2) in _MONTHS)):
        return "none"  # "born on feb 29": a birthday, its year not told (not "born on Wednesday")
    if w == "left" and prev in _TIME_NOUNS:
        return "none"  # "with 10 days left before the handover": remaining, no past
    if w == "crossed" and prev == "fingers":
        return "none"  # "Thursday I've got my test, fingers crossed": a wish
    if w == "got" and (_have(prev) or (prev in _STILL and i > 1 and _have(words[i - 2]))):
        return "none"  # "I've (also) got a dentist appointment Friday": has, not got
    if w in _SAME_AS_BASE and (prev in _BASE_BEFORE or prev.endswith(("'ll", "’ll"))):
        return "none"  # "will cut rates", "expected to set quotas": the base form, no past
    if w in _SAME_AS_BASE and (prev in _QUANTIFIERS or (prev in _DETERMINERS and prev != "that")):
        return "none"  # "another cut", "the hit": a noun ("the storm that hit": a verb)
    if (
        w in _SAME_AS_BASE
        and prev in _NOUN_BEFORE
        and i > 1
        and words[i - 2] in _ARTICLES
        and nxt not in _ARTICLES
    ):
        return "none"  # "the next cut", "a deep cut" (not "we first set the date", "the
        # second hit the southwest": a verb before its object)
    if w in _NOUNS_TOO and i > 2 and words[i - 2] in ("a", "an") and words[i - 3] in _INTO_NOUN:
        return "none"  # "vote on a stock split", "expect a rate cut": a noun (not "a pipe
        # burst", "a judge set": a clause of its own)
    if w == "cut" and prev in _CUT_OF and i > 1 and words[i - 2] in _ARTICLES | _QUANTIFIERS:
        return "none"  # "a rate cut", "another tax cut": a noun
    if (
        w.endswith(("'d", "’d"))
        and w[:-2] in _WH
        and not _LIKE_TO.intersection(words[i + 1 : i + 4])
    ):
        return "past"  # "How'd it go?", "where'd you go": *did* (not "how'd you like to")
    if w.endswith(("'d", "’d")) and len(w) > 2:
        return _would_or_had(nxt)
    if prev == "have" and i > 1 and _will(words[i - 2]) and (w in _PAST or _past_ed(w)):
        return "none"  # "I'll have had her three years in June": the "'ll" tells (ahead)
    if w == "upset" and nxt in _ARTICLES and _noun_subject(words, i):
        return "past"  # "the Broncos upset the Packers": a verb before its object (not "I'm
        # upset", "Can they upset the champs")
    if w in _PAST and (prev in _ARTICLES or (w == "shot" and prev in _SHOTS)):
        return "none"  # "a shot", "my flu shot", "the hit": a noun
    if w in _PAST or _past_ed(w):
        # "the revised quote", "press for coordinated intervention": no verb
        adjective = (prev in _ARTICLES or prev in _PREPOSITIONS) and _past_ed(w)
        adverb = (
            prev.endswith("ly") and i > 1 and words[i - 2] in _BE_FORMS
        )  # "be formally installed"
        passive = be_before or prev in _BE or adverb
        return "none" if adjective or passive or _causative(words, i) else "past"
    return "none"


_MONTHS = frozenset(MONTH_NAMES) | MONTH_ABBREVIATIONS | {"sept"}


def _after(words: list[str], i: int, k: int) -> str:
    return words[i + k] if i + k < len(words) else ""


_BE_FORMS = word_set("be been being is are was were am")
_PRONOUNS = word_set("i we you he she they it who that which there")


def _noun_subject(words: list[str], i: int) -> bool:
    """A noun right before ``words[i]`` and no modal, "to" or question before it ("the
    Broncos upset"; not "Can they upset", "could easily upset", "let's not upset")."""
    prev = words[i - 1] if i else ""
    if not prev or prev in _PRONOUNS or prev in _BE or prev in _BASE_BEFORE:
        return False
    near = words[max(0, i - 3) : i]
    return not any(w in _BASE_BEFORE or w in ("let's", "lets", "hope", "not") for w in near)


def _face_to_face(words: list[str], i: int) -> bool:
    if words[i + 1 : i + 3] == ["to", "face"]:
        return True
    return i > 1 and words[i - 2 : i] == ["face", "to"]


_THANKS = word_set("thank thanks thx ty cheers grateful")
_MEANT = word_set("meant supposed")
_BE_IS = (*_BE_SUFFIXES, "'s", "’s")
_DONE_FOR = word_set(
    "coming having hosting helping joining visiting listening driving feeding covering"
    " babysitting stopping popping dropping being looking taking putting"
)


def _thanked(words: list[str], at_for: int) -> bool:
    """ "thanks for", "thank you (and Dad so much / again) for": a word of thanks at most six
    words before the "for" at ``at_for``."""
    return any(w in _THANKS for w in words[max(0, at_for - 6) : at_for])


def _told_past(w: str) -> bool:
    return w in _PAST or _past_ed(w)


def _plan_of_past_verb(words: list[str], i: int) -> bool:
    """ "plan" as the object of a past verb, after its determiner and at most one modifier:
    "approved the plan", "started my marathon training plan"."""
    for det in (i - 1, i - 2, i - 3):
        if det > 0 and words[det] in _DETERMINERS and _told_past(words[det - 1]):
            return True
    return False


def _dated(words: list[str], i: int) -> bool:
    """ "reports in September", "reports on Friday": a preposition and a month or weekday
    (not "Press reports in March suggested": the noun, a verb after the month)."""
    if i + 2 >= len(words) or words[i + 1] not in ("in", "on", "by"):
        return False
    if not (words[i + 2] in _MONTHS or words[i + 2] in WEEKDAY_WORDS):
        return False
    return not _told_past(_after(words, i, 3))


_ARTICLES = word_set("the a an my your our their its")
_SCHEDULE_AFTER = word_set(
    "on results earnings quarterly fiscal first second third fourth full annual its sales"
)
WEEKDAY_WORDS = word_set(
    "monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight"
)
_TIME_NOUNS = word_set("days day weeks week hours hour minutes months month years time seconds")
_POSSESSIVES = word_set("my your our their its his her")
_NEXT_PLACE = word_set("door doors to")
_LEAVE_KINDS = word_set(
    "maternity paternity parental sick annual study medical compassionate shore unpaid paid"
    " garden adoption carer's bereavement of on"
)
_PREPOSITIONS = word_set("for with of into through about")
_FLUNG = word_set("thrown blown broken torn flung swung burst ripped prised pried")
_SHOTS = word_set("flu booster covid vaccine tetanus allergy")
_HAD_AFTER = word_set("already just never ever always been better rather")


def _have(w: str) -> bool:
    return w in ("have", "has") or w.endswith(_HAVE_SUFFIXES)


def _will(w: str) -> bool:
    return w in ("will", "shall") or w.endswith(("'ll", "’ll"))


_WH = word_set("how where what when who why")
_LIKE_TO = word_set("like love prefer rather want")


def _would_or_had(nxt: str) -> Tense:
    """ "he'd lend me the car on Thursday", "I'd love to": *would*, a plan ahead; "we'd already
    sent them in May", "she'd told me": *had*, whose participle (a past marker itself) or
    adverb says so; "we'd a great time", "she'd no idea": *had* before its object."""
    if nxt in _HAD_AFTER or nxt in _PAST or _past_ed(nxt) or nxt.endswith("en"):
        return "none"
    return "past" if nxt in _HAD_OBJECT else "future"


_HAD_OBJECT = word_set("a an the no loads lots such")


_STILL = word_set(
    "still also just really all already now supposedly apparently probably finally actually"
    " definitely hopefully"
)
# "'s" is "is" before an "-ing" form after a pronoun ("a part that's arriving the 14th")
_IS_S = word_set("it's that's he's she's who's what's there's here's it’s that’s he’s she’s")


def _be_then_adverb(words: list[str], i: int) -> bool:
    """ "are we still doing NYE", "we're still going": a form of *be* (and its subject) before
    an adverb before the word."""
    if i < 2 or words[i - 1] not in _STILL:
        return False
    j = i - 2
    if words[j] in _SUBJECTS and j > 0:
        j -= 1
    return words[j] in _PROGRESSIVE_BE or words[j].endswith(_BE_SUFFIXES) or words[j] in _IS_S


def _past_ed(w: str) -> bool:
    """A regular past form: "-ed" on a longer word, or on a four-letter one without "ee"
    ("died", "sued", "tied"; not "need", "feed")."""
    if not w.endswith("ed") or w in _NOT_PAST_ED:
        return False
    return len(w) > 4 or (len(w) == 4 and w[1] != "e")


def _planned(words: list[str], i: int) -> bool:
    """ "was going to (be)", "were supposed to", "was meant to", "was set for": a plan told
    from before it, of something still to come (not "was going to the store")."""
    if i + 2 >= len(words) or words[i + 1] not in _PLANNED:
        return False
    if words[i + 2] == "for":  # "was set for the 28th", "were booked for Friday"
        return words[i + 1] in _SET_FOR
    return words[i + 2] == "to" and i + 3 < len(words) and words[i + 3] not in _NOT_A_VERB


def _causative(words: list[str], i: int) -> bool:
    """ "I'll have the draft done by Friday", "need to get it fixed", "I want the presents
    sorted before Christmas": the participle of a "have/get something done" after a future
    marker or "to", or after "want/need/like something", tells no past."""
    for j in range(i - 1, max(0, i - 5), -1):
        if words[j] in ("getting", "having"):
            return True  # "I'm finally getting the hip done on December 10"
        if words[j] == "have" and j == i - 1:  # "appeared to have approved it on Tuesday": a
            # perfect, past; "hope to have finished by Friday": done by a time ahead
            return j > 1 and words[j - 1] == "to" and (words[j - 2] in _FUTURE | _WANT)
        if words[j] in ("have", "get"):
            before = words[j - 1]
            return before in _FUTURE or before.endswith(("'ll", "’ll")) or before == "to"
        if words[j] in _WANT and (words[j] != "like" or _likes(words, j)):
            return True  # "I want the presents sorted before Christmas" (not "storms like
            # the one that drenched ...": a preposition)
    return False


_WANT = word_set("want wants need needs like prefer")


def _likes(words: list[str], j: int) -> bool:
    """ "I'd like it done", "we like them cooked": "like" after its subject, a verb."""
    prev = words[j - 1] if j else ""
    return prev in _SUBJECTS or prev in ("would", "'d", "’d") or prev.endswith(("'d", "’d"))


# an adverb that makes a participle an adjective: "long-delayed", "much-anticipated"
# a noun after a hyphenated modifier: "two-year notes", "year-end reports"
_COMPOUND_BEFORE = re.compile(r"\w-\w+\s+$")
_ADJECTIVE_PREFIX = re.compile(
    r"\b(?:long|much|well|ill|hard|short|self|far|little|highly|widely|newly|badly|oft|so"
    r"|closely|hotly|eagerly|keenly|twice|once|best|worst|least|most)-$",
    re.IGNORECASE,
)


# a verb's prefix before a hyphen ("pre-ordered", "re-elected", "co-founded"): still a verb
_VERB_PREFIXES = word_set("pre re co un de mis out over under up down double fast e self")


def _compound_participle(text: str, words: list[str], i: int, start: int) -> bool:
    """ "odd-numbered years", "state-owned banks": a participle ending a compound before its
    noun (not "I'm still jet-lagged.", which tells a state)."""
    if text[start - 1 : start] != "-" or not words[i].endswith(("ed", "en", "wn")) or i == 0:
        return False
    noun_after = _NOUN_NEXT.match(text, start + len(words[i])) is not None
    return noun_after and words[i - 1] not in _VERB_PREFIXES


_NOUN_NEXT = re.compile(
    r" (?!(?:the|some|his|her|their|our|my|your|its|this|that|these|those|after|before|on|in"
    r"|at|for|with|from|by|out|off|and|but|all|any|every|one|two|three)\b)[a-z]{3,}"
)


@lru_cache(maxsize=4096)
def read_tokens(text: str) -> Tokens:
    found = list(_TOKEN.finditer(text))
    words = [m.group().lower() for m in found]
    kinds = tuple(
        "none"  # "balanced-budget", "long-delayed", "odd-numbered": part of a compound
        if text.startswith("-", m.end())
        or _ADJECTIVE_PREFIX.search(text, max(0, m.start() - 10), m.start())
        or _compound_participle(text, words, i, m.start())
        or (
            words[i] in _REPORTING_PRESENT
            and _COMPOUND_BEFORE.search(text, max(0, m.start() - 30), m.start())
        )
        or _in_a_name(text, words[i], m.start())
        else _word_kind(words, i)
        for i, m in enumerate(found)
    )
    starts, ends = tuple(m.start() for m in found), tuple(m.end() for m in found)
    return Tokens(starts, ends, kinds, tuple(words), _attributions(text, words, starts))


def _in_a_name(text: str, word: str, start: int) -> bool:
    """A timetable word written with a capital after "the" or a capitalised word,
    mid-sentence: part of a name ("signed up for the Rift Protocol Open on Monday")."""
    return (
        word in _TIMETABLE
        and text[start].isupper()
        and _NAME_BEFORE.search(text, max(0, start - 40), start) is not None
    )


_NAME_BEFORE = re.compile(r"(?<![.!?]\s)(?<!^)\b(?:the|[A-Z][\w'’-]*)\s+$")


def _attributions(text: str, words: list[str], starts: tuple[int, ...]) -> frozenset[int]:
    """Indexes of reporting verbs within three words after a comma (", analysts said")."""
    out = set()
    for i, w in enumerate(words):
        if w in REPORTING:
            lo = starts[max(0, i - 3)]
            if "," in text[lo : starts[i]]:
                out.add(i)
    return frozenset(out)
