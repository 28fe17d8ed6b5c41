"""Checks at the loader boundary: every value a loader keeps has the type and range the rest
of swcmem relies on, or the load stops with one :class:`~swcmem.errors.InputError` that says
where (conversation, session, turn or QA item) and what.

Nothing is coerced behind the user's back: a ``null``, a list or a number where text belongs
is refused (never stored as ``'None'`` or ``"['a', 'b']"``); so are lone surrogates (text
that is not valid Unicode), control characters in ids and speaker names, ids longer than
:data:`MAX_ID_CHARS`, times outside :data:`MIN_YEAR`–:data:`MAX_YEAR`, session numbers above
:data:`MAX_SESSION`, and QA categories other than the integers 1–5. The one lenient case:
a QA item's ``evidence`` given as one string is read as one turn id (``"D1:3"``), never split
into characters. Pure functions; thread-safe.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from swcmem.errors import InputError

MAX_ID_CHARS = 200
MAX_NAME_CHARS = 200
MIN_YEAR, MAX_YEAR = 1000, 9000  # calendar arithmetic around a turn's date stays in range
MAX_SESSION = 100_000
MAX_GAP_HOURS = 24 * 366 * 100
QA_CATEGORIES = range(1, 6)
_SURROGATE = re.compile("[\ud800-\udfff]")
_FORBIDDEN_IN_IDS = {"Cc", "Cs", "Zl", "Zp"}  # control, surrogate, line/paragraph breaks
_BIDI_AND_BOM = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff")
_SHOWN = 60


def show(value: Any) -> str:
    """A short, printable rendering of an offending value for an error message."""
    if not isinstance(value, str):
        return _type_name(value)
    cut = value if len(value) <= _SHOWN else value[:_SHOWN] + "…"
    return ascii(cut) if _SURROGATE.search(cut) else repr(cut)


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return f"the number {value!r}"[: _SHOWN + 11]
    if isinstance(value, dict):
        return "an object"
    return "a list" if isinstance(value, list) else type(value).__name__


def text(value: Any, where: str, field: str) -> str:
    """A string field (any content but lone surrogates); anything else is refused."""
    if not isinstance(value, str):
        raise InputError(f"{where}: '{field}' must be a string, not {show(value)}")
    bad = _SURROGATE.search(value)
    if bad is not None:
        raise InputError(
            f"{where}: '{field}' holds a lone surrogate {bad.group()!a} at character "
            f"{bad.start() + 1} (not valid Unicode)",
            hint="re-export the file as UTF-8 text; escaped \\ud800-\\udfff halves need a pair",
        )
    return value


def optional_text(value: Any, where: str, field: str) -> str | None:
    return None if value is None else text(value, where, field)


def identifier(value: Any, where: str, field: str) -> str:
    """An id (conversation, turn): a non-empty string (an integer is read as its digits) of
    at most :data:`MAX_ID_CHARS` characters without control characters (line breaks, tabs,
    escapes, text-direction overrides, byte-order marks)."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return _label(value, where, field, MAX_ID_CHARS)


def name(value: Any, where: str, field: str) -> str:
    """A speaker name: like an id, surrounding spaces removed."""
    if isinstance(value, str):
        value = value.strip()
    return _label(value, where, field, MAX_NAME_CHARS)


def _label(raw: Any, where: str, field: str, limit: int) -> str:
    value = text(raw, where, field)
    if not value.strip():
        raise InputError(f"{where}: '{field}' is empty")
    if len(value) > limit:
        raise InputError(
            f"{where}: '{field}' is {len(value):,} characters long (at most {limit})",
            hint=f"shorten it: {show(value)}",
        )
    for i, ch in enumerate(value):
        if ch in _BIDI_AND_BOM or unicodedata.category(ch) in _FORBIDDEN_IN_IDS:
            raise InputError(
                f"{where}: '{field}' {show(value)} holds the invisible control character "
                f"{ch!a} at position {i + 1}",
                hint="ids and speaker names are single-line printable text",
            )
    return value


def instant(dt: datetime, where: str, raw: Any) -> datetime:
    """An aware time whose year (local and UTC) lies within MIN_YEAR..MAX_YEAR."""
    try:
        years = (dt.year, dt.astimezone(UTC).year)
    except OverflowError:
        years = (dt.year, 0)
    if not all(MIN_YEAR <= y <= MAX_YEAR for y in years):
        raise InputError(
            f"{where}: the time {show(raw)} lies outside the years {MIN_YEAR}–{MAX_YEAR}",
            hint="check the timestamp (a year like 0001 or 9999 is a placeholder, not a date)",
        )
    return dt


def session_number(digits: str, where: str) -> int:
    number = int(digits) if len(digits) <= 9 else MAX_SESSION + 1
    if number > MAX_SESSION:
        raise InputError(
            f"{where}: session number {show(digits)} is above the limit of {MAX_SESSION:,}"
        )
    return number


def category(value: Any, where: str) -> int:
    """A LoCoMo QA category: the integer 1–5 (not "2", not null)."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in QA_CATEGORIES:
        raise InputError(
            f"{where}: 'category' must be an integer from 1 to 5, not {show(value)}",
            hint="1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial",
        )
    return value


def answer(value: Any, where: str, field: str) -> str:
    """A gold answer: a string, or a number read as written (LoCoMo has some: 2022)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        if isinstance(value, float) and not math.isfinite(value):
            raise InputError(f"{where}: '{field}' is {show(value)}, not an answer")
        return str(value)
    return text(value, where, field)


def evidence(value: Any, where: str) -> tuple[str, ...]:
    """Turn ids: a list of strings, or one string read as one id (never split up)."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (identifier(value, where, "evidence"),) if value.strip() else ()
    if not isinstance(value, list):
        raise InputError(f"{where}: 'evidence' must be a list of turn ids, not {show(value)}")
    return tuple(identifier(e, where, "evidence") for e in value)


def unique_turn_ids(cid: str, ids: Iterable[tuple[str, str]]) -> None:
    """Refuse two turns with one id (``ids``: (turn id, where it is))."""
    seen: dict[str, str] = {}
    for tid, place in ids:
        if tid in seen:
            raise InputError(
                f"{cid}: turn id {show(tid)} is used twice ({seen[tid]} and {place})",
                hint="every turn needs its own 'dia_id'; fix or drop the duplicate",
            )
        seen[tid] = place


def session_gap(hours: float) -> timedelta:
    """The chat-log session gap from a number of hours (finite, > 0, at most 100 years)."""
    if not isinstance(hours, int | float) or not math.isfinite(hours) or hours <= 0:
        raise InputError(f"the session gap must be a positive number of hours, not {hours!r}")
    if hours > MAX_GAP_HOURS:
        raise InputError(f"the session gap of {hours:g} hours is longer than 100 years")
    return timedelta(hours=hours)


def max_bytes(megabytes: float) -> int:
    """An input size limit in bytes from a number of MB (finite and > 0)."""
    if not isinstance(megabytes, int | float) or not math.isfinite(megabytes) or megabytes <= 0:
        raise InputError(f"the size limit must be a positive number of MB, not {megabytes!r}")
    return int(megabytes * 1024 * 1024)
