"""A generic chat log: JSON list (or JSONL) of messages, or ``{"id", "messages": [...]}``.

Each message has ``speaker`` or ``role``, ``text`` or ``content``, optionally an ISO-8601
``timestamp`` (its UTC offset is kept: dates are resolved in the speaker's local calendar; naive
times are read in the given time zone, default UTC) and a ``session`` id. Sessions
follow explicit ids when given, else a new session starts after a time gap (default 4 h).
Values of the wrong type or range are refused with one clear error
(:mod:`swcmem.ingest.validate`): a ``text`` that is ``null``, a list or a number, a list as
``title``, a timestamp outside the years 1000–9000...
"""

from __future__ import annotations

from datetime import datetime, timedelta, tzinfo
from typing import Any

from swcmem.errors import InputError
from swcmem.ingest import validate as check
from swcmem.model import Conversation, Session, Turn, localize

DEFAULT_GAP = timedelta(hours=4)


def looks_like(data: Any) -> bool:
    messages = _messages(data)
    return bool(messages) and all(
        isinstance(m, dict) and ("speaker" in m or "role" in m) and ("text" in m or "content" in m)
        for m in messages
    )


def _messages(data: Any) -> list[Any]:
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        return list(data["messages"])
    return list(data) if isinstance(data, list) else []


def parse(
    data: Any,
    conversation_id: str,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = DEFAULT_GAP,
    zone: tzinfo | None = None,
) -> Conversation:
    if session_gap <= timedelta(0):
        raise InputError(f"the session gap must be positive, not {session_gap}")
    given = data.get("id") if isinstance(data, dict) else None
    cid = check.identifier(given, "the chat log", "id") if given else conversation_id
    rows = [_row(cid, i, m, allow_undated, zone) for i, m in enumerate(_messages(data))]
    groups = _split(rows, session_gap)
    sessions = []
    for idx, group in enumerate(groups, start=1):
        turns = tuple(
            Turn(
                id=f"D{idx}:{pos + 1}", session_idx=idx, position=pos, speaker=spk, text=text, at=at
            )
            for pos, (spk, text, at, _) in enumerate(group)
        )
        sessions.append(Session(idx=idx, started_at=group[0][2], turns=turns))
    speakers = tuple(dict.fromkeys(r[0] for r in rows))
    title = data.get("title") if isinstance(data, dict) else None
    title = check.optional_text(title, cid, "title")
    return Conversation(id=cid, speakers=speakers, sessions=tuple(sessions), title=title)


Row = tuple[str, str, datetime | None, str | None]


def _row(cid: str, i: int, m: dict[str, Any], allow_undated: bool, zone: tzinfo | None) -> Row:
    where = f"{cid}: message {i + 1}"
    field = "speaker" if m.get("speaker") else "role"
    if not m.get(field):
        raise InputError(f"{where} has an empty speaker")
    speaker = check.name(m[field], where, field)
    field = "text" if "text" in m else "content"
    text = check.text(m.get(field), where, field)
    stamp = m.get("timestamp")
    at = _parse_time(cid, i, stamp, zone) if stamp else None
    if at is None and not allow_undated:
        raise InputError(
            f"{cid}: message {i + 1} has no timestamp (missing timestamps)",
            hint="add ISO-8601 'timestamp' fields, or pass --allow-undated",
        )
    return speaker, text, at, _session_id(where, m.get("session"))


def _session_id(where: str, session: Any) -> str | None:
    """An explicit session id (a string or an integer), compared as written."""
    if session is None:
        return None
    if isinstance(session, int) and not isinstance(session, bool):
        return str(session)
    return check.text(session, where, "session")


def _parse_time(cid: str, i: int, stamp: Any, zone: tzinfo | None) -> datetime:
    where = f"{cid}: message {i + 1}"
    text = check.text(stamp, where, "timestamp")
    try:
        dt = localize(datetime.fromisoformat(text.replace("Z", "+00:00")), zone)
    except ValueError:
        raise InputError(
            f"{where} timestamp {check.show(text)} is not ISO-8601 (e.g. 2023-05-08T13:56:00Z)"
        ) from None
    except OverflowError:
        dt = datetime.fromisoformat(text.replace("Z", "+00:00"))  # refused just below
    return check.instant(dt, where, text)


def _split(rows: list[Row], gap: timedelta) -> list[list[Row]]:
    explicit = any(r[3] is not None for r in rows)
    groups: list[list[Row]] = []
    for row in rows:
        if not groups or _new_session(groups[-1][-1], row, gap, explicit):
            groups.append([])
        groups[-1].append(row)
    return groups


def _new_session(prev: Row, row: Row, gap: timedelta, explicit: bool) -> bool:
    if explicit:
        return row[3] != prev[3]
    if prev[2] is None or row[2] is None:
        return False
    return row[2] - prev[2] > gap
