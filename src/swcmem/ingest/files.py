"""Reading input files and detecting their layout.

Only regular files are read (a device such as ``/dev/zero``, a FIFO or a socket is refused
before a byte is read, so nothing blocks or fills memory), at most ``max_bytes`` of them
(default :data:`DEFAULT_MAX_BYTES`; raise it for bigger files), as UTF-8, as JSON or JSONL (a
document nested deeper than Python's JSON reader allows is refused).
"""

from __future__ import annotations

import json
import os
import stat
from datetime import timedelta, tzinfo
from pathlib import Path
from typing import Any

from swcmem.errors import InputError
from swcmem.ingest import chatlog, locomo
from swcmem.ingest.validate import identifier
from swcmem.model import Conversation, Dataset

DEFAULT_MAX_BYTES = 200 * 1024 * 1024


def read_bytes(path: Path, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; anything else is refused."""
    _check_regular(path)
    try:  # non-blocking: a FIFO swapped in after the check still cannot block the open
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise InputError(f"file not found: {path}") from None
    except IsADirectoryError:
        raise InputError(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputError(f"{path} is not a regular file (a device, pipe or socket)")
        try:
            data = handle.read(max_bytes + 1)
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror}") from None
    if len(data) > max_bytes:
        raise InputError(
            f"{path} is larger than the limit of {max_bytes:,} bytes",
            hint="raise the limit (--max-size MB, or max_bytes=...) if the file is meant to be this big",
        )
    return data


def _check_regular(path: Path) -> None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise InputError(f"file not found: {path}") from None
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror}") from None
    if stat.S_ISDIR(mode):
        raise InputError(f"{path} is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise InputError(
            f"{path} is not a regular file (a device, pipe or socket)",
            hint="save the input to a .json or .jsonl file and pass that",
        )


def read_text(path: Path, max_bytes: int = DEFAULT_MAX_BYTES) -> str:
    raw = read_bytes(path, max_bytes)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{path} is not UTF-8 text (bad byte 0x{raw[exc.start]:02x} at offset {exc.start})",
            hint="re-save the file as UTF-8",
        ) from None


def read_json(path: Path, max_bytes: int = DEFAULT_MAX_BYTES) -> Any:
    """Parse a JSON file, or a JSONL file (one object per line) into a list."""
    text = read_text(path, max_bytes)
    if not text.strip():
        raise InputError(f"{path} is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        first_error = exc
    except (RecursionError, ValueError) as exc:
        raise _unreadable(path, exc) from None
    try:
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    except json.JSONDecodeError:
        raise InputError(
            f"{path} is not JSON or JSONL: {first_error.msg} at line {first_error.lineno}"
            f" column {first_error.colno}"
        ) from None
    except (RecursionError, ValueError) as exc:
        raise _unreadable(path, exc) from None


def _unreadable(path: Path, exc: Exception) -> InputError:
    if isinstance(exc, RecursionError):
        return InputError(f"{path} is nested too deeply to read (over ~1,000 levels)")
    if "digits" in str(exc):
        return InputError(f"{path} holds a number too long to read (over 4,300 digits)")
    return InputError(f"{path} holds a value that cannot be read: {exc}")


def load_file(
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = chatlog.DEFAULT_GAP,
    conversation_id: str | None = None,
    zone: tzinfo | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> list[Conversation]:
    """All conversations in ``path``, whatever its layout (QA items left out: see
    :func:`load_dataset`). Naive timestamps are read in ``zone`` (default UTC)."""
    dataset = load_dataset(
        path,
        allow_undated=allow_undated,
        session_gap=session_gap,
        conversation_id=conversation_id,
        zone=zone,
        max_bytes=max_bytes,
    )
    return list(dataset.conversations)


def load_dataset(
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = chatlog.DEFAULT_GAP,
    conversation_id: str | None = None,
    zone: tzinfo | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> Dataset:
    """The conversations in ``path`` and, apart, their QA items (LoCoMo layout only).

    Raises :class:`InputError` (one line, with a hint where one helps) for a file that is
    missing, not a regular file, larger than ``max_bytes``, not UTF-8 JSON/JSONL, or holds a
    value of the wrong type or range (see :mod:`swcmem.ingest.validate`)."""
    path = Path(path).expanduser()
    if conversation_id is not None:
        conversation_id = identifier(conversation_id, "--id", "conversation id")
    data = read_json(path, max_bytes)
    if locomo.looks_like(data):
        return locomo.parse(data, allow_undated=allow_undated, zone=zone)
    if chatlog.looks_like(data):
        cid = conversation_id or identifier(path.stem, str(path), "file name")
        conv = chatlog.parse(
            data, cid, allow_undated=allow_undated, session_gap=session_gap, zone=zone
        )
        return Dataset((conv,))
    raise InputError(
        f"{path}: unknown layout",
        hint="expected LoCoMo's locomo10.json (a list of samples with 'conversation') or a chat "
        "log (a list of messages with 'speaker'/'role' and 'text'/'content')",
    )
