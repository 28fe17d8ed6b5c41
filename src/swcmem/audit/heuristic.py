"""Fast, model-free entity and event extractors (the default; spaCy is optional).

**Entities.** A run of capitalised words (``Ingrid``, ``New York``, ``Bank of America``; an
inner ``of``/``the``/``and``/``de`` joins two capitalised words) or an all-caps acronym of two
or more letters (``YMCA``). Left out: ``I`` and its contractions, month and weekday names
(those are temporal), and leading function words/interjections (``The``, ``Wow``). A run that
starts a sentence counts only when the same word also appears capitalised *inside* a sentence
somewhere in the analysed texts, or is an acronym — "Hiking is fun" is not an entity, but
"Marisol loved it" is when "Marisol" is named elsewhere. A possessive ``'s`` is dropped.
Keys: the case-folded name without a leading "the", its acronym when it has two or more
capitalised words (``New York City`` → ``nyc``), and a tiny alias table (``u.s.`` → ``us``).

**Events.** A clause ``SUBJECT [aux/adverbs] VERB [det/prep] ARGUMENT`` where the subject is a
personal pronoun or a name (a capitalised word also seen capitalised inside a sentence), the verb is the first word after auxiliaries and adverbs (a control
verb followed by "to" hands over to the infinitive: "decided to adopt a dog" → ``adopt``), and
the argument is the last word of the run of content words that follows (``a pottery class`` →
``class``), skipping determiners, prepositions and temporal words. Without an argument the
clause gives no event (pronoun-only intransitives such as "I laughed" carry no content). Lemma:
a table of common irregular past forms, then the Porter stem, on both sides, so "ran a race" and
"running races" share the pair ``run|race``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from swcmem.audit.mentions import Mention, wordset
from swcmem.lexicon import IRREGULAR
from swcmem.text import STOPWORDS, sentences, stem

MONTHS = wordset(
    "january february march april may june july august september october november december"
    " jan feb mar apr jun jul aug sep sept oct nov dec"
)
WEEKDAYS = wordset(
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri"
    " sat sun"
)
_INTERJECTIONS = wordset(
    "hey hi hello wow oh omg lol haha hahaha yay aww ah yes yeah yep no nope ok okay sure thanks"
    " thank congrats congratulations cool great awesome nice good amazing sounds totally"
    " definitely absolutely sorry bye well hmm please"
)
_JOINERS = frozenset(["of", "the", "and", "de", "for"])
_ALIASES = {"u.s": "us", "u.s.a": "us", "usa": "us", "u.k": "uk", "united states": "us"}
_KEY_TOKEN = re.compile(r"[\w&+]+(?:[.'\-][\w&+]+)*")

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9.'’\-]*[A-Za-z0-9]|[A-Za-z]")


def fold(text: str) -> str:
    """Case-fold, drop possessives, punctuation around words and a leading "the"."""
    text = re.sub(r"['’]s\b", "", text.casefold().replace("’", "'"))
    text = " ".join(_KEY_TOKEN.findall(text))
    return text[4:] if text.startswith("the ") else text


def alias(key: str) -> str:
    """The canonical form of a folded name (``u.s`` → ``us``)."""
    return _ALIASES.get(key, key)


def acronym(name: str) -> str | None:
    """``New York City`` → ``nyc`` (None for one-word names)."""
    words = [w for w in name.split() if w[:1].isupper()]
    return "".join(w[0] for w in words).lower() if len(words) >= 2 else None


def entity_keys(name: str) -> tuple[str, ...]:
    """The normalised keys of an entity name (folded form, acronym, alias)."""
    folded = fold(name)
    keys = [folded, alias(folded)]
    short = acronym(name)
    if short:
        keys.append(alias(short))
    return tuple(dict.fromkeys(k for k in keys if k))


def _is_cap(tok: str) -> bool:
    return tok[:1].isupper() and tok.lower() not in ("i", "i'm", "i've", "i'd", "i'll")


def _is_acronym(tok: str) -> bool:
    letters = [c for c in tok if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def _excluded(tok: str) -> bool:
    low = tok.lower().rstrip(".")
    low = re.sub(r"['’]s$", "", low)
    return low in MONTHS or low in WEEKDAYS or low in STOPWORDS or low in _INTERJECTIONS


def capital_runs(sentence: str) -> list[tuple[int, int, list[re.Match[str]]]]:
    """Capitalised runs in one sentence: (first token index, last index, tokens)."""
    toks = list(_TOKEN.finditer(sentence))
    runs: list[tuple[int, int, list[re.Match[str]]]] = []
    i = 0
    while i < len(toks):
        if not _is_cap(toks[i].group(0)):
            i += 1
            continue
        j = i
        while j + 1 < len(toks):
            nxt = toks[j + 1].group(0)
            if _is_cap(nxt):
                j += 1
            elif nxt in _JOINERS and j + 2 < len(toks) and _is_cap(toks[j + 2].group(0)):
                j += 2
            else:
                break
        runs.append((i, j, toks[i : j + 1]))
        i = j + 1
    return runs


def _trim(toks: list[re.Match[str]]) -> list[re.Match[str]]:
    while toks and (_excluded(toks[0].group(0)) or toks[0].group(0) in _JOINERS):
        toks = toks[1:]
    while toks and (_excluded(toks[-1].group(0)) or toks[-1].group(0) in _JOINERS):
        toks = toks[:-1]
    return toks


def _bare(token: str) -> str:
    return re.sub(r"['’]s$", "", token)


def _inner_capitals(texts: Sequence[str]) -> set[str]:
    """Capitalised words that appear somewhere not at a sentence start."""
    seen: set[str] = set()
    for text in texts:
        for sent in sentences(text):
            for _, _, toks in capital_runs(sent):
                seen.update(_bare(t.group(0)) for t in toks if t.start() > 0)
    return seen


def entity_mentions(texts: Sequence[str], turn_ids: Sequence[str | None]) -> list[list[Mention]]:
    """Entity mentions per text (see the module docstring for the definition)."""
    inner = _inner_capitals(texts)
    out: list[list[Mention]] = []
    for text, turn_id in zip(texts, turn_ids, strict=True):
        found: list[Mention] = []
        offset = 0
        for sent in sentences(text):
            base = text.find(sent, offset)
            offset = max(offset, base)
            found.extend(_sentence_entities(sent, base, turn_id, inner))
        out.append(found)
    return out


def _sentence_entities(sent: str, base: int, turn_id: str | None, inner: set[str]) -> list[Mention]:
    found: list[Mention] = []
    for _, _, raw in capital_runs(sent):
        toks = _trim(raw)
        if not toks:
            continue
        first = _bare(toks[0].group(0))
        if toks[0].start() == 0 and first not in inner and not _is_acronym(first):
            toks = _trim(toks[1:])
            if not toks:
                continue
        start, end = toks[0].start(), toks[-1].end()
        surface = re.sub(r"['’]s$", "", sent[start:end])
        found.append(
            Mention("entity", surface, entity_keys(surface), turn_id, base + start, base + end)
        )
    return found


# --- events ---------------------------------------------------------------------------------

_SUBJECTS = frozenset(["i", "we", "he", "she", "they", "you"])
_AUX = wordset(
    "am is are was were be been being will would can could should might must may shall 'm 're"
    " 's 've 'd 'll m re ve ll d not n't never just really also finally recently actually"
    " already still always even totally definitely usually often sometimes gonna wanna"
    " have has had do does did going got 't"
)
_CONTROL = wordset(
    "want wanted wants decided decide plan planned planning planned try tried trying hope"
    " hoping hoped need needed needs started start began begin love loved like liked going"
    " gonna wanna have has had got managed learning learned"
)
_SKIP_ARG = wordset(
    "a an the my your his her our their its this that these those some any to at in on for"
    " with from into onto about of out up back off over by around through new old"
)
_TEMPORAL_WORDS = (
    MONTHS
    | WEEKDAYS
    | wordset(
        "yesterday today tomorrow tonight last next week weeks weekend weekends month months"
        " year years day days ago morning evening night afternoon recently soon"
    )
)
_WORD = re.compile(r"[A-Za-z]+|['’][A-Za-z]+|\d+(?:[.,]\d+)*|[^\sA-Za-z0-9]")


def lemma(word: str) -> str:
    """Heuristic lemma: irregular-verb table, then the Porter stem."""
    low = word.lower().replace("’", "'")
    return stem(IRREGULAR.get(low, low))


def _is_word(tok: str) -> bool:
    return tok[:1].isalpha()


def _verb_index(toks: list[str], i: int) -> int | None:
    """Index of the main verb after a subject at ``i`` (None when there is none)."""
    j = i + 1
    while j < len(toks) and _is_word(toks[j]):
        low = toks[j].lower()
        nxt = toks[j + 1].lower() if j + 1 < len(toks) else ""
        if (low in _CONTROL and nxt == "to") or nxt in ("'t", "’t"):
            j += 2
        elif low in _AUX or low.startswith("'") or low.endswith("ly"):
            j += 1
        else:
            return j
    return None


def _argument(toks: list[str], v: int) -> int | None:
    """Index of the head of the content-word run after the verb at ``v``."""
    j, skipped = v + 1, 0
    while j < len(toks) and (_is_word(toks[j]) or toks[j].isdigit()) and skipped < 4:
        low = toks[j].lower()
        if low not in _SKIP_ARG and low not in STOPWORDS and not low.isdigit():
            break
        j, skipped = j + 1, skipped + 1
    head = None
    while j < len(toks) and _is_word(toks[j]):
        low = toks[j].lower()
        if low in STOPWORDS or low in _TEMPORAL_WORDS or low in _SKIP_ARG:
            break
        head = j
        j += 1
    return head


def _is_name(tok: str, names: set[str]) -> bool:
    return _bare(tok) in names and not _is_acronym(tok) and not _excluded(tok)


def _clause_events(text: str, turn_id: str | None, names: set[str]) -> list[Mention]:
    spans = list(_WORD.finditer(text))
    toks = [m.group(0) for m in spans]
    found: list[Mention] = []
    for i, tok in enumerate(toks):
        if tok.lower() not in _SUBJECTS and not _is_name(tok, names):
            continue
        v = _verb_index(toks, i)
        if v is None or toks[v].lower() in STOPWORDS or toks[v].lower() in _TEMPORAL_WORDS:
            continue
        a = _argument(toks, v)
        if a is None:
            continue
        start, end = spans[v].start(), spans[a].end()
        key = f"{lemma(toks[v])}|{lemma(toks[a])}"
        found.append(Mention("event", text[start:end], (key,), turn_id, start, end))
    return found


def event_mentions(texts: Sequence[str], turn_ids: Sequence[str | None]) -> list[list[Mention]]:
    """Event mentions per text (see the module docstring); duplicates within a text merged."""
    names = _inner_capitals(texts)
    out: list[list[Mention]] = []
    for text, turn_id in zip(texts, turn_ids, strict=True):
        seen: set[tuple[str, ...]] = set()
        events = []
        for m in _clause_events(text, turn_id, names):
            if m.keys not in seen:
                seen.add(m.keys)
                events.append(m)
        out.append(events)
    return out


def lemma_sentences(text: str) -> list[frozenset[str]]:
    """The lemma set of each sentence of a gist (to test event pairs)."""
    return [frozenset(lemma(w) for w in _WORD.findall(s) if _is_word(w)) for s in sentences(text)]
