"""Token counting stays linear on pathological input and exact on ordinary text."""

from __future__ import annotations

import pytest

from swcmem.tokens import LONG_RUN, _encoding, count_tokens, encode, truncate_to_tokens

ORDINARY = [
    "Ana: I ran a trail race last Saturday! [shares a photo: a medal on a table]",
    "## Session 3 — 8 May 2023 (Monday), 1:56 pm",
    "naïve café — 東京 😀 tabs\tand\nnewlines",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_is_encoded_exactly(text: str) -> None:
    assert encode(text) == list(_encoding("o200k_base").encode(text))


@pytest.mark.parametrize(
    "run", ["x" * 30_000, "ab" * 20_000, "https://example.org/" + "a/b-c_d" * 4000, "é" * 9000]
)
def test_long_runs_count_in_pieces_never_below_one_encoding(run: str) -> None:
    text = f"before {run} after"
    pieces = count_tokens(text)
    assert pieces > 0
    probe = text[: 4 * LONG_RUN]  # small enough to encode whole, long enough to be cut
    assert count_tokens(probe) >= len(_encoding("o200k_base").encode(probe))


def test_truncation_of_a_long_run_is_a_prefix() -> None:
    text = "word " + "y" * 50_000
    cut = truncate_to_tokens(text, 100)
    assert text.startswith(cut) and 0 < count_tokens(cut) <= 100
