"""Words that name the same event in other forms: the irregular verbs' past forms ("ran" for
"run", "met" for "meet": the Porter stemmer leaves them apart) and small groups of words a
question and a conversation use for one kind of event ("relocate" / "move", "surgery" /
"operation" / "op", "wedding" / "married").

:func:`alternatives` gives, for a question's word, the stems a turn may use instead; the
"when" ranking (:mod:`swcmem.temporal.rank`) counts such a match no higher than the rarer of
the two words. The groups are general English, written for events people tell each other
about (work, moves, health, family, travel, study, sport), not for any conversation.

Pure data and functions; thread-safe.
"""

from __future__ import annotations

from functools import lru_cache

from swcmem.text import stem

IRREGULAR = {
    "went": "go", "gone": "go", "goes": "go", "ran": "run", "saw": "see", "seen": "see",
    "made": "make", "took": "take", "taken": "take", "got": "get", "gotten": "get",
    "bought": "buy", "met": "meet", "had": "have", "has": "have", "did": "do", "done": "do",
    "found": "find", "gave": "give", "given": "give", "told": "tell", "felt": "feel",
    "left": "leave", "came": "come", "began": "begin", "begun": "begin", "wrote": "write",
    "written": "write", "brought": "bring", "thought": "think", "taught": "teach",
    "caught": "catch", "built": "build", "sent": "send", "spent": "spend", "won": "win",
    "lost": "lose", "sold": "sell", "paid": "pay", "kept": "keep", "held": "hold",
    "heard": "hear", "knew": "know", "known": "know", "drove": "drive", "driven": "drive",
    "flew": "fly", "flown": "fly", "swam": "swim", "swum": "swim", "sang": "sing", "sung": "sing",
    "drew": "draw", "drawn": "draw", "ate": "eat", "eaten": "eat", "fell": "fall",
    "chose": "choose", "chosen": "choose", "became": "become", "joined": "join", "read": "read",
    "rode": "ride", "ridden": "ride", "grew": "grow", "grown": "grow", "threw": "throw",
    "wore": "wear", "worn": "wear", "broke": "break", "broken": "break", "spoke": "speak",
    "led": "lead", "stood": "stand", "understood": "understand", "adopted": "adopt",
    "quit": "quit", "hurt": "hurt", "shot": "shoot", "fought": "fight", "slept": "sleep",
    "stole": "steal", "stolen": "steal", "woke": "wake", "woken": "wake", "forgot": "forget",
    "forgotten": "forget", "froze": "freeze", "frozen": "freeze", "blew": "blow",
    "blown": "blow", "torn": "tear",
}  # fmt: skip

# words one event goes by; a question's word matches a turn's word of its group
SYNONYMS = (
    "start begin commence",
    "finish complete completion",
    "marry married marriage wedding wed",
    "engaged engagement propose proposal",
    "divorce divorced separate separated",
    "move moving relocate relocation removal",
    "surgery operation op procedure",
    "physiotherapy physio rehab rehabilitation",
    "pregnant pregnancy expecting",
    "birth born deliver delivered",
    "buy purchase",
    "adopt adoption",
    "quit resign resignation",
    "hire recruit",
    "promote promotion promoted",
    "graduate graduation",
    "arrive arrival land",
    "depart departure",
    "return back",
    "win victory",
    "injure injury injured",
    "vacation holiday",
    "concert gig",
    "exam test",
    "doctor gp physician",
    "car vehicle",
    "dog puppy pup",
    "cat kitten",
    "baby newborn",
    "house home",
    "apartment flat",
    "bike bicycle cycle cycling",
    "movie film",
    "sick ill illness",
    "party celebration",
    "trip journey",
)


def _groups() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in SYNONYMS:
        stems = {stem(w) for w in line.split()}
        for s in stems:
            out.setdefault(s, set()).update(stems)
    return {s: frozenset(g) for s, g in out.items()}


def _forms() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for past, base in IRREGULAR.items():
        out.setdefault(stem(base), set()).add(stem(past))
    return {s: frozenset(f) for s, f in out.items()}


_GROUPS = _groups()
_FORMS = _forms()


@lru_cache(maxsize=20_000)
def alternatives(word: str) -> frozenset[str]:
    """The stems a turn may use for ``word`` (a question's word, any form) other than its own
    stem: its irregular past forms, its group's words and theirs ("run" → "ran";
    "relocate" → "move", "moving", "removal")."""
    own = stem(IRREGULAR.get(word.lower(), word.lower()))
    found = set(_GROUPS.get(own, ())) | {own}
    for s in list(found):
        found |= _FORMS.get(s, frozenset())
    found.discard(stem(word.lower()))
    return frozenset(found)
