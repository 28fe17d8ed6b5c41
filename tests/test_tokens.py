"""count_lines: the cost of joined lines from per-line counts equals counting the joined text."""

from __future__ import annotations

import itertools

import pytest

from swcmem.tokens import count_lines, count_tokens

LINES = [
    "## Session 3 — 8 May 2023 (Monday), 1:56 pm",
    "Ana: I ran a charity race last Saturday! It was 5 km.",
    "Ben: Wow... how long did it take?",
    "(25 May 2023) Ana: ran a race [20 May 2023]; Ben: asked about it.",
    '[2023-05-20] Ana ran a charity race ("last Saturday", said 2023-05-25)',
    "[2023-05-25] Ben: 12:30?!",
    "Ana: ok.",
    "Ben: 😀 great — see you then",
    "Ana: trailing spaces   ",
    "Ben: it's 2023/05/25 today",
    "Ana: «quoted» text…",
    "123 numbers first",
    "'s contraction first",
]
AWKWARD = ["", "  indented", "/path/at/start", "\ttab", "\nnewline first"]


@pytest.mark.parametrize("encoding", ["o200k_base", "cl100k_base"])
def test_count_lines_equals_counting_the_joined_text(encoding: str) -> None:
    for a, b, c in itertools.permutations(LINES, 3):
        lines = [a, b, c]
        assert count_lines(lines, encoding) == count_tokens("\n".join(lines), encoding)
    for odd in AWKWARD:  # lines that may join across the newline: counted whole
        lines = [LINES[1], odd, LINES[2]]
        assert count_lines(lines, encoding) == count_tokens("\n".join(lines), encoding)
    assert count_lines([], encoding) == 0
    assert count_lines(["one line"], encoding) == count_tokens("one line", encoding)
