"""Messages as a program hands them to ``Memory.add()``, checked and appended as turns.

:func:`parse_messages` validates each message (a dict or a :class:`~swcmem.model.Turn`) and
reads its time: aware timestamps keep their UTC offset, naive ones are read in the given zone,
and a missing timestamp is refused unless undated messages are allowed (the clock is never
used). :func:`append_messages` places new messages after a conversation's stored turns —
numbering them ``D<session>:<position>`` and starting a session after a time gap — and
recognises messages whose client id is already stored. It needs only the conversation's
:class:`Tail` (its last session and turn), never the stored turns, so an append costs the
same at any length. Pure functions: nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo
from typing import Any

from swcmem.errors import ConflictError, InputError
from swcmem.model import Session, Turn, localize

DEFAULT_SESSION_GAP = timedelta(hours=4)
ID_KEYS = ("id", "message_id", "dia_id")
MAX_ID_CHARS = 256
TurnInput = Turn | Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class NewMessage:
    """One checked message: its time is aware (the speaker's offset) or None (undated)."""

    speaker: str
    text: str
    at: datetime | None
    caption: str | None = None
    message_id: str | None = None


@dataclass(frozen=True, slots=True)
class Tail:
    """The end of a stored conversation — all that appending needs: whether it exists, its
    speakers and fingerprint, the ``seq`` of its last turn (-1 when none), its last session
    (``turns`` not loaded) with the number of turns that session holds, and its last two
    turns (a short answer reads the question before it, and what that question asks about)."""

    conversation_id: str
    exists: bool = False
    speakers: tuple[str, ...] = ()
    fingerprint: str = ""
    last_seq: int = -1
    session: Session | None = None
    session_turns: int = 0
    last_turn: Turn | None = None
    earlier_turn: Turn | None = None


@dataclass(frozen=True, slots=True)
class Appended:
    """What one ``add()`` became: every turn in the order given (already stored ones
    included), the (message id, turn id) pairs of the new turns that came with an id, the new
    turns alone, the session rows they open,
    and the conversation's speakers afterwards."""

    turns: tuple[Turn, ...]
    new_message_ids: tuple[tuple[str, str], ...]
    new_turns: tuple[Turn, ...] = ()
    sessions: tuple[Session, ...] = ()
    speakers: tuple[str, ...] = ()


def parse_messages(
    items: Iterable[TurnInput], zone: tzinfo | None = None, allow_undated: bool = False
) -> list[NewMessage]:
    """Check every message (see the module doc); raises :class:`InputError` naming the
    first bad one."""
    if isinstance(items, (str, bytes, Mapping, Turn)):
        raise InputError("add() takes a list of messages, not a single one", hint="wrap it: [msg]")
    rows = [_message(i, item, zone, allow_undated) for i, item in enumerate(items)]
    ids = [r.message_id for r in rows if r.message_id is not None]
    if len(ids) != len(set(ids)):
        dup = next(m for m in ids if ids.count(m) > 1)
        raise InputError(f"message id {dup!r} appears twice in one add()")
    return rows


def _message(i: int, item: TurnInput, zone: tzinfo | None, allow_undated: bool) -> NewMessage:
    if isinstance(item, Turn):
        at = localize(item.at, zone) if item.at else None
        row = NewMessage(item.speaker, item.text, at, item.caption, item.id)
    elif isinstance(item, Mapping):
        row = NewMessage(
            _speaker(i, item),
            _text(i, item),
            _time(i, item.get("timestamp"), zone),
            _optional_text(i, item.get("caption"), "caption"),
            _message_id(i, item),
        )
    else:
        raise InputError(f"message {i + 1} is a {type(item).__name__}, not a dict or a Turn")
    if row.at is None and not allow_undated:
        raise InputError(
            f"message {i + 1} has no timestamp",
            hint="add an ISO-8601 'timestamp', or pass allow_undated=True (its dates then "
            "stay unresolved)",
        )
    return row


def _speaker(i: int, item: Mapping[str, Any]) -> str:
    value = item.get("speaker", item.get("role"))
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"message {i + 1} needs a 'speaker' (or 'role'): a non-empty string")
    return value.strip()


def _text(i: int, item: Mapping[str, Any]) -> str:
    value = item.get("text", item.get("content"))
    if not isinstance(value, str):
        raise InputError(f"message {i + 1} needs a 'text' (or 'content') that is a string")
    return value


def _optional_text(i: int, value: object, what: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise InputError(f"message {i + 1}: '{what}' must be a string")


def _message_id(i: int, item: Mapping[str, Any]) -> str | None:
    key = next((k for k in ID_KEYS if item.get(k) is not None), None)
    if key is None:
        return None
    value = item[key]
    if isinstance(value, bool) or not isinstance(value, (str, int)) or not str(value).strip():
        raise InputError(f"message {i + 1}: '{key}' must be a non-empty string or an integer")
    if len(str(value)) > MAX_ID_CHARS:
        raise InputError(f"message {i + 1}: '{key}' is longer than {MAX_ID_CHARS} characters")
    return str(value)


def _time(i: int, stamp: object, zone: tzinfo | None) -> datetime | None:
    if stamp is None:
        return None
    if isinstance(stamp, datetime):
        return localize(stamp, zone)
    if not isinstance(stamp, str):
        raise InputError(f"message {i + 1}: 'timestamp' must be an ISO-8601 string")
    try:
        return localize(datetime.fromisoformat(stamp.strip().replace("Z", "+00:00")), zone)
    except (ValueError, OverflowError):
        raise InputError(
            f"message {i + 1}: timestamp {stamp[:60]!r} is not ISO-8601 "
            "(e.g. 2023-05-08T13:56:00+02:00)"
        ) from None


def append_messages(
    tail: Tail,
    rows: list[NewMessage],
    stored: Mapping[str, Turn],
    new_session: bool | None,
    gap: timedelta,
) -> Appended:
    """The new messages placed after the conversation's end (``tail``). ``stored`` maps the
    message ids already in the store to their turns; such a message must match its stored
    turn (else :class:`InputError`) and is not appended again. A new session is numbered after
    the last stored one."""
    session = tail.session
    count = tail.session_turns
    last_at = tail.last_turn.at if tail.last_turn else None
    opened: list[Session] = []
    out: list[Turn] = []
    new: list[Turn] = []
    new_ids: list[tuple[str, str]] = []
    for row in rows:
        if row.message_id is not None and row.message_id in stored:
            out.append(_same(stored[row.message_id], row))
            continue
        start = session is None or (not new and new_session is True)
        if new_session is None and last_at is not None and row.at is not None:
            start = start or row.at - last_at > gap
        if start or session is None:
            session = Session(idx=(session.idx if session else 0) + 1, started_at=row.at, turns=())
            opened.append(session)
            count = 0
        turn = Turn(
            f"D{session.idx}:{count + 1}",
            session.idx,
            count,
            row.speaker,
            row.text,
            row.at,
            row.caption,
        )
        count += 1
        out.append(turn)
        new.append(turn)
        if row.message_id is not None:
            new_ids.append((row.message_id, turn.id))
        last_at = row.at or last_at
    speakers = tuple(dict.fromkeys([*tail.speakers, *(t.speaker for t in out)]))
    return Appended(tuple(out), tuple(new_ids), tuple(new), tuple(opened), speakers)


def _same(turn: Turn, row: NewMessage) -> Turn:
    """The stored turn of a message sent again; refuses one whose content changed."""
    same_time = row.at is None or turn.at is None or row.at == turn.at
    same_content = (turn.speaker, turn.text, turn.caption) == (row.speaker, row.text, row.caption)
    if not (same_content and same_time):
        raise ConflictError(
            f"message id {row.message_id!r} is already stored as turn {turn.id} with different "
            "content",
            hint="turns are never rewritten; send the changed message under a new id",
        )
    return turn
