"""Time zones for naive timestamps: an IANA name (``Europe/Berlin``) or a fixed offset
(``+05:30``), read once at the input edge. Aware timestamps always keep their own offset."""

from __future__ import annotations

import re
from datetime import UTC, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from swcmem.errors import InputError

_OFFSET = re.compile(r"^(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})?$", re.IGNORECASE)


def parse_timezone(name: str | tzinfo | None) -> tzinfo:
    """The zone for naive timestamps: ``None``/"UTC" → UTC, "+05:30" → a fixed offset, else an
    IANA zone name; raises :class:`InputError` naming an example when it is neither."""
    if name is None:
        return UTC
    if isinstance(name, tzinfo):
        return name
    text = name.strip()
    if text.upper() in ("UTC", "Z", "GMT"):
        return UTC
    m = _OFFSET.match(text)
    if m:
        minutes = int(m.group(2)) * 60 + int(m.group(3) or 0)
        if minutes > 14 * 60:
            raise InputError(f"time zone offset {text!r} is beyond ±14:00")
        sign = -1 if m.group(1) == "-" else 1
        return timezone(timedelta(minutes=sign * minutes))
    try:
        return ZoneInfo(text)
    except (ZoneInfoNotFoundError, ValueError):
        raise InputError(
            f"unknown time zone {text!r}",
            hint="use an IANA name like Europe/Berlin or America/New_York, or an offset like +05:30",
        ) from None
