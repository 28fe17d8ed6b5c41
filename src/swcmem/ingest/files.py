"""Reading input files and detecting their layout."""

from __future__ import annotations

import json
from datetime import timedelta, tzinfo
from pathlib import Path
from typing import Any

from swcmem.errors import InputError
from swcmem.ingest import chatlog, locomo
from swcmem.model import Conversation, Dataset


def read_text(path: Path) -> str:
    if not path.exists():
        raise InputError(f"file not found: {path}")
    if path.is_dir():
        raise InputError(f"{path} is a folder, not a file")
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{path} is not UTF-8 text (bad byte 0x{raw[exc.start]:02x} at offset {exc.start})",
            hint="re-save the file as UTF-8",
        ) from None


def read_json(path: Path) -> Any:
    """Parse a JSON file, or a JSONL file (one object per line) into a list."""
    text = read_text(path)
    if not text.strip():
        raise InputError(f"{path} is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        first_error = exc
    try:
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    except json.JSONDecodeError:
        raise InputError(
            f"{path} is not JSON or JSONL: {first_error.msg} at line {first_error.lineno}"
            f" column {first_error.colno}"
        ) from None


def load_file(
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = chatlog.DEFAULT_GAP,
    conversation_id: str | None = None,
    zone: tzinfo | None = None,
) -> list[Conversation]:
    """All conversations in ``path``, whatever its layout (QA items left out: see
    :func:`load_dataset`). Naive timestamps are read in ``zone`` (default UTC)."""
    dataset = load_dataset(
        path,
        allow_undated=allow_undated,
        session_gap=session_gap,
        conversation_id=conversation_id,
        zone=zone,
    )
    return list(dataset.conversations)


def load_dataset(
    path: str | Path,
    *,
    allow_undated: bool = False,
    session_gap: timedelta = chatlog.DEFAULT_GAP,
    conversation_id: str | None = None,
    zone: tzinfo | None = None,
) -> Dataset:
    """The conversations in ``path`` and, apart, their QA items (LoCoMo layout only)."""
    path = Path(path)
    data = read_json(path)
    if locomo.looks_like(data):
        return locomo.parse(data, allow_undated=allow_undated, zone=zone)
    if chatlog.looks_like(data):
        cid = conversation_id or path.stem
        conv = chatlog.parse(
            data, cid, allow_undated=allow_undated, session_gap=session_gap, zone=zone
        )
        return Dataset((conv,))
    raise InputError(
        f"{path}: unknown layout",
        hint="expected LoCoMo's locomo10.json (a list of samples with 'conversation') or a chat "
        "log (a list of messages with 'speaker'/'role' and 'text'/'content')",
    )
