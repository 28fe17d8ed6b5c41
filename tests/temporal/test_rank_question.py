"""Reading a "when" question: kind, grain, event words, period, tense, the two events of a
length question."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.temporal.question import parse_question, question_period

SPEAKERS = ("Ines", "Karl")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("When did Ines adopt a cat?", "when"),
        ("Which year did Karl take up the cello?", "when"),
        ("How long ago was Karl's first concert?", "ago"),
        ("How many years ago did Ines move here?", "ago"),
        ("How long has Karl had his workshop?", "since"),
        ("How long has it been since Ines adopted Pepper, as of May 2024?", "since"),
        (
            "How many weeks passed between Ines adopting Pepper and starting night shifts?",
            "between",
        ),
        ("How long did Karl train before the concert?", "between"),
        ("How long did the trip take?", "length"),
    ],
)
def test_kind(question: str, kind: str) -> None:
    assert parse_question(question, SPEAKERS).kind == kind


@pytest.mark.parametrize(
    ("question", "grain"),
    [
        ("Which year did Karl take up the cello?", "year"),
        ("In which year did Ines qualify?", "year"),
        ("What month did Karl buy the house?", "month"),
        ("In which month did Karl buy the house?", "month"),
        ("Which week was the fair?", "week"),
        ("What date did Ines move?", "day"),
        ("When did Ines move?", None),
    ],
)
def test_grain(question: str, grain: str | None) -> None:
    assert parse_question(question, SPEAKERS).grain == grain


def test_event_drops_the_frame_and_the_speakers_names() -> None:
    q = parse_question("When did Ines and Karl go to the Porto wedding together?", SPEAKERS)
    assert q.event == "go to the Porto wedding together"
    assert q.terms == ("go", "porto", "wedding", "together")
    assert parse_question("When is Karl's quartet playing?", SPEAKERS).event == "quartet playing"
    assert parse_question("When?", SPEAKERS).terms == ()


def test_tense_start_and_period() -> None:
    plan = parse_question("When is Ines planning to run the half marathon?", SPEAKERS)
    assert plan.future and not plan.start
    past = parse_question("When did Ines start working nights in June?", SPEAKERS)
    assert not past.future and past.start
    assert past.period is not None and past.period.months == frozenset({6})
    assert parse_question("How long has Karl had his workshop?", SPEAKERS).start


def test_as_of_sets_now_and_leaves_the_event_alone() -> None:
    q = parse_question("How long has it been since Ines adopted Pepper, as of May 2024?", SPEAKERS)
    assert q.as_of == date(2024, 5, 1)
    assert q.period is None and "may" not in q.terms


def test_between_finds_both_events_and_completes_an_elliptical_one() -> None:
    q = parse_question("How many weeks passed between Ines adopting Pepper and Biscuit?", SPEAKERS)
    assert q.parts is not None
    assert [p.event for p in q.parts] == ["adopting Pepper", "adopting Biscuit"]
    q = parse_question("How long did Karl practise the cello before the concert?", SPEAKERS)
    assert q.parts is not None
    assert [p.terms for p in q.parts] == [("practise", "cello"), ("concert",)]
    q = parse_question("How many days passed after the wedding until the party?", SPEAKERS)
    assert q.parts is not None and q.parts[0].terms == ("wedding",)


@pytest.mark.parametrize(
    ("question", "months", "year"),
    [
        ("When did Ines go camping in June?", {6}, None),
        ("When did Karl play during the summer?", {6, 7, 8}, None),
        ("What did Ines do in winter 2023?", {12, 1, 2}, 2023),
        ("Where was Karl in 1987?", set(), 1987),
        ("When did Ines say she may come?", set(), None),
    ],
)
def test_question_period(question: str, months: set[int], year: int | None) -> None:
    period = question_period(question)
    if not months and year is None:
        assert period is None
        return
    assert period is not None
    assert (set(period.months), period.year) == (months, year)


@pytest.mark.parametrize(
    ("question", "terms"),
    [
        ("When did Ines go camping in June?", ("go", "camping")),
        ("When did Karl visit Lisbon in summer 2022?", ("visit", "lisbon")),
        ("When did Karl play during the summer?", ("play",)),
        ("What did Ines do in June?", ("june",)),  # nothing else left: the period stays
        ("When did Ines march in the parade?", ("march", "parade")),  # a verb, no period
    ],
)
def test_the_period_is_not_an_event_word(question: str, terms: tuple[str, ...]) -> None:
    assert parse_question(question, SPEAKERS).terms == terms
