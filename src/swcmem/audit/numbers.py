"""Numbers and quantities: which spans count, and the value they normalise to.

Definition (used for source and gist alike):

- digit forms: ``3``, ``1,200``, ``4.5``, with an optional currency sign before (``$300``) and an
  optional ``%``, ``k``/``m`` multiplier or ordinal suffix after (``20%``, ``5k``, ``3rd``);
- number words: ``two`` … ``nineteen``, the tens, ``hundred``/``thousand``/``million`` (so
  ``twenty-five``, ``two hundred``), ``a dozen``, and ordinal words ``third`` … ``twelfth``;
- not counted: ``one``/``first``/``second`` on their own (in chat they are mostly pronouns and
  idioms: "the one", "at first", "a second"), digits inside ISO dates, and — on the source
  side — any number inside a temporal expression found by the temporal module ("7 May",
  "2022", "3 years ago" are temporal mentions, not numbers).

Normal form: the numeric value (``"three"`` = ``"3"`` = ``"3rd"``; ``"1,200"`` = ``"1200"``;
``"5k"`` = ``"5000"``; ``"$300"`` = ``"300"``) written as a plain decimal string.
"""

from __future__ import annotations

import re

from swcmem.audit.mentions import Mention, overlaps

_UNITS = {
    "zero": 0,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_ORDINALS = {
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_INNER = {"one": 1, **_UNITS}  # "one" is fine inside a compound ("twenty-one", "one hundred")

_WORD_ALT = "|".join(sorted({*_INNER, *_TENS, *_SCALES}, key=len, reverse=True))
_DIGITS = r"[$£€]?\d+(?:,\d{3})*(?:\.\d+)?(?:%|k\b|m\b|st\b|nd\b|rd\b|th\b)?"
_WORDS = rf"(?:{_WORD_ALT})(?:(?:-|\s+|\s+and\s+)(?:{_WORD_ALT}))*"
_ORD = "|".join(_ORDINALS)
NUMBER_RE = re.compile(
    rf"(?<![\w.\-])(?:{_DIGITS}|a\s+dozen|dozen|{_WORDS}|{_ORD})(?![\w\-])", re.IGNORECASE
)
ISO_DATE_RE = re.compile(r"\b\d{4}-\d{2}(?:-\d{2})?\b")


def _fmt(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _digit_value(text: str) -> float:
    body = text.lstrip("$£€").lower()
    scale = 1.0
    if body.endswith("k"):
        body, scale = body[:-1], 1000.0
    elif body.endswith("m"):
        body, scale = body[:-1], 1_000_000.0
    body = re.sub(r"(%|st|nd|rd|th)$", "", body).replace(",", "")
    return float(body) * scale


def _word_value(text: str) -> float | None:
    tokens = [t for t in re.split(r"[\s\-]+", text.lower()) if t and t != "and"]
    total, current = 0, 0
    for tok in tokens:
        if tok in _INNER:
            current += _INNER[tok]
        elif tok in _TENS:
            current += _TENS[tok]
        elif tok in _SCALES:
            current = max(current, 1) * _SCALES[tok]
            if _SCALES[tok] >= 1000:
                total, current = total + current, 0
        else:
            return None
    return float(total + current)


def number_value(surface: str) -> str | None:
    """The normal form of one number span (``None`` if it does not parse)."""
    text = " ".join(surface.split()).lower()
    if text in ("dozen", "a dozen"):
        return "12"
    if text in _ORDINALS:
        return str(_ORDINALS[text])
    if text[:1].isdigit() or text[:1] in "$£€":
        try:
            return _fmt(_digit_value(text))
        except ValueError:
            return None
    value = _word_value(text)
    return None if value is None else _fmt(value)


def _skip(surface: str) -> bool:
    return surface.lower() in ("one", "first", "second")


def number_mentions(
    text: str, *, turn_id: str | None = None, exclude: list[tuple[int, int]] | None = None
) -> list[Mention]:
    """Number mentions in ``text``, leaving out spans that overlap ``exclude`` (temporal
    expressions) and ISO dates."""
    blocked = list(exclude or []) + [m.span() for m in ISO_DATE_RE.finditer(text)]
    found: list[Mention] = []
    for match in NUMBER_RE.finditer(text):
        surface = match.group(0)
        if _skip(surface) or overlaps(match.span(), blocked):
            continue
        value = number_value(surface)
        if value is None:
            continue
        found.append(Mention("number", surface, (value,), turn_id, match.start(), match.end()))
    return found


def number_values(text: str) -> set[str]:
    """Every number value written in ``text`` (the gist side; temporal spans not excluded)."""
    return {key for m in number_mentions(text) for key in m.keys}
