"""The words a "when" question and a conversation use for one event (swcmem.lexicon)."""

from __future__ import annotations

import pytest

from swcmem.lexicon import IRREGULAR, alternatives
from swcmem.text import stem


@pytest.mark.parametrize(
    ("word", "other"),
    [
        ("run", "ran"),  # an irregular past: the stemmer leaves the two apart
        ("meet", "met"),
        ("buy", "bought"),
        ("relocate", "moved"),  # one event's other words
        ("relocated", "move"),
        ("surgery", "op"),
        ("married", "wedding"),
        ("physiotherapy", "physio"),
        ("begin", "started"),
    ],
)
def test_a_word_matches_its_other_forms(word: str, other: str) -> None:
    assert stem(IRREGULAR.get(other, other)) in alternatives(word) or stem(other) in alternatives(
        word
    )


def test_a_word_is_not_its_own_alternative_and_most_words_have_none() -> None:
    assert stem("relocate") not in alternatives("relocate")
    assert alternatives("pottery") == frozenset()
    assert alternatives("Pottery") == frozenset()


def test_groups_do_not_leak_into_each_other() -> None:
    assert stem("wedding") not in alternatives("relocate")
    assert stem("moved") not in alternatives("married")
