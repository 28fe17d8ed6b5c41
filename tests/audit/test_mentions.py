"""Mention extractors on hand-made text: numbers, heuristic entities and events, spaCy."""

from __future__ import annotations

import pytest

from swcmem.audit import get_analyzer, spacy_available
from swcmem.audit.heuristic import entity_keys, entity_mentions, event_mentions, lemma
from swcmem.audit.numbers import number_mentions, number_value
from swcmem.errors import ConfigError


def surfaces_and_values(
    text: str, exclude: list[tuple[int, int]] | None = None
) -> list[tuple[str, str]]:
    return [(m.surface, m.keys[0]) for m in number_mentions(text, exclude=exclude)]


def test_numbers_digits_words_and_quantities() -> None:
    text = "We have 3 kids, twenty-five cats, paid $1,200 (5k in total), 20% off, a dozen eggs."
    assert surfaces_and_values(text) == [
        ("3", "3"),
        ("twenty-five", "25"),
        ("$1,200", "1200"),
        ("5k", "5000"),
        ("20%", "20"),
        ("a dozen", "12"),
    ]


def test_numbers_skip_ambiguous_words_iso_dates_and_temporal_spans() -> None:
    assert surfaces_and_values("the one I liked at first, it took a second") == []
    assert surfaces_and_values("on 2023-05-20 we met") == []
    text = "I ran 7 miles on 7 May"
    assert surfaces_and_values(text, exclude=[(text.index("7 May"), len(text))]) == [("7", "7")]


@pytest.mark.parametrize(
    ("surface", "value"),
    [
        ("three", "3"),
        ("3rd", "3"),
        ("third", "3"),
        ("two hundred and fifty", "250"),
        ("4.5", "4.5"),
    ],
)
def test_number_values_normalise(surface: str, value: str) -> None:
    assert number_value(surface) == value


def test_heuristic_entities_need_evidence_at_sentence_start() -> None:
    texts = [
        "Marisol went to New York City with the UNICEF group. Kayaking is fun.",
        "I saw Marisol's sculpture at the Bank of America tower!",
    ]
    found = entity_mentions(texts, ["a", "b"])
    assert [m.surface for m in found[0]] == ["Marisol", "New York City", "UNICEF"]
    assert [m.surface for m in found[1]] == ["Marisol", "Bank of America"]


def test_heuristic_entities_leave_out_dates_and_interjections() -> None:
    found = entity_mentions(["Wow, Ingrid! On Saturday in May I met Teodor."], [None])
    assert [m.surface for m in found[0]] == ["Ingrid", "Teodor"]


def test_entity_keys_fold_case_possessives_and_acronyms() -> None:
    assert entity_keys("New York City") == ("new york city", "nyc")
    assert entity_keys("Ingrid's") == ("ingrid",)
    assert "us" in entity_keys("U.S.")


def test_heuristic_events_are_verb_argument_lemma_pairs() -> None:
    text = "Last Saturday I ran a relay race. I decided to adopt a puppy! I laughed."
    events = event_mentions([text], ["t"])[0]
    assert [(m.surface, m.keys[0]) for m in events] == [
        ("ran a relay race", f"{lemma('run')}|{lemma('race')}"),
        ("adopt a puppy", f"{lemma('adopt')}|{lemma('puppy')}"),
    ]


def test_unknown_extractor_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        get_analyzer("bert")


@pytest.mark.skipif(not spacy_available(), reason="spaCy extra not installed")
def test_spacy_entities_and_events() -> None:
    nlp = get_analyzer("spacy")
    text = "Last Saturday I ran a relay race with Ingrid Holm in New York."
    found = nlp.mentions([text], ["t"])[0]
    ents = {m.surface: m.keys for m in found.entities}
    assert "New York" in ents
    assert "ingrid" in ents["Ingrid Holm"]
    assert "run|race" in {m.keys[0] for m in found.events}
    assert any({"run", "race"} <= s for s in nlp.lemma_sentences("Marisol runs races."))
