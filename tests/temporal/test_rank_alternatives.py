"""A question that names an event in other words than the conversation ("relocate" for "we
moved", "ran" asked as "run") still finds it; and a start question prefers the start of a
state told with "since" ("she's been at the bakery since March") over a visit to the same
place. The lexical scorer (no MiniLM), on our own small conversation."""

from __future__ import annotations

from datetime import date

from swcmem.store import Store
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import FEATURES, candidates
from swcmem.temporal.weights import LEXICAL

from .conftest import at, conversation_of

SPEAKERS = ("Ines", "Pavel")


def _store() -> Store:
    s1, s2, s3 = at(2024, 3, 6), at(2024, 4, 10), at(2024, 5, 8)  # Wednesdays
    lines = [
        (1, s1, "Pavel", "We finally moved to the flat by the canal on Saturday."),
        (1, s1, "Ines", "Congratulations! Is the heating any better there?"),
        (1, s1, "Pavel", "Much better. The old place was freezing all winter."),
        (2, s2, "Ines", "I ran the spring ten-kilometre race yesterday, in under an hour."),
        (2, s2, "Pavel", "Brilliant. My sister has been at the bakery since January."),
        (2, s2, "Ines", "We went to her bakery on Friday for the cinnamon buns."),
        (3, s3, "Pavel", "The canal froze over last week, can you believe it?"),
        (3, s3, "Ines", "My knee still hurts from the race, so no running last weekend."),
    ]
    store = Store(":memory:")
    ingest_conversation(store, conversation_of("canal", SPEAKERS, lines))
    return store


def _first(store: Store, question: str) -> tuple[date | None, date | None]:
    found = TemporalIndex(store, dense=False).ask("canal", question, k=3).evidence
    assert found, question
    return (found[0].start, found[0].end)


def test_a_question_in_other_words_finds_the_event() -> None:
    store = _store()
    assert _first(store, "When did Pavel relocate?") == (
        date(2024, 3, 2),
        date(2024, 3, 2),
    )
    assert _first(store, "When did Ines run the race?") == (  # not the race that hurt
        date(2024, 4, 9),
        date(2024, 4, 9),
    )


def test_a_match_in_other_words_counts_in_the_coverage() -> None:
    store = _store()
    q = parse_question("When did Pavel relocate?", SPEAKERS)
    found = {c.anchor.turn_id: c for c in candidates(store, "canal", q, LEXICAL, SPEAKERS)}
    assert found["D1:1"].features[FEATURES.index("cov_clause")] > 0.5


def test_a_start_question_prefers_the_start_of_a_state() -> None:
    store = _store()
    q = parse_question("When did Pavel's sister start working at the bakery?", SPEAKERS)
    assert q.start
    found = {c.anchor.surface: c for c in candidates(store, "canal", q, LEXICAL, SPEAKERS)}
    length_start = FEATURES.index("length_start")
    since = [c for s, c in found.items() if "January" in s]
    assert since and since[0].features[length_start] == 1.0
    assert found["on Friday"].features[length_start] == 0.0
    assert _first(store, "When did Pavel's sister start working at the bakery?") == (
        date(2024, 1, 1),
        date(2024, 1, 31),
    )
