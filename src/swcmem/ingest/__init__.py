"""Ingest: turn a file on disk into :class:`~swcmem.model.Conversation` objects.

Two layouts are understood: LoCoMo's ``locomo10.json`` and a generic JSON/JSONL chat log.
:func:`load_file` detects which one a file uses and raises :class:`InputError` with one clear
line for anything it cannot read.
"""

from swcmem.ingest.files import load_dataset, load_file, read_json
from swcmem.ingest.zones import parse_timezone

__all__ = ["load_dataset", "load_file", "parse_timezone", "read_json"]
