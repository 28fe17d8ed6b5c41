"""Verbatim and normalised preservation on hand-made source/gist pairs, for every type."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime

import pytest

from swcmem.audit import AuditSource, TypeRate, get_analyzer, gist_view, measure, source_mentions
from swcmem.audit.dates import dates_line, iso_intervals, render_interval
from swcmem.audit.rates import Measurement

SourceOf = Callable[..., AuditSource]


def check(source: AuditSource, gist: str, extractor: str = "heuristic") -> Measurement:
    nlp = get_analyzer(extractor)
    mentions = source_mentions(source.turns, source.anchors, nlp)
    return measure(mentions, gist_view(gist, source.reference, nlp))


@pytest.mark.parametrize(
    ("said", "gist"),
    [
        ("We finally met on 7 May.", "They met on May 7th."),
        ("Last Saturday I ran a trail race.", "Marisol ran a trail race on 20 May."),
        (
            "I went to a choir rehearsal yesterday.",
            "Marisol joined a choir rehearsal on 24 May 2023.",
        ),
        ("I painted that harbour at dawn last year!", "Marisol painted a harbour at dawn in 2022."),
        ("Last Saturday I ran a trail race.", "Marisol ran a trail race [2023-05-20]."),
    ],
)
def test_paraphrased_dates_count_as_normalised_not_verbatim(
    source_of: SourceOf, said: str, gist: str
) -> None:
    rate = check(source_of(said), gist).rates.temporal
    assert rate == TypeRate(found=1, verbatim=0, normalised=1)


def test_verbatim_date_counts_in_both(source_of: SourceOf) -> None:
    rate = check(source_of("We met on 7 May."), "Marisol and Ingrid met on 7 May.").rates.temporal
    assert rate == TypeRate(1, 1, 1)


def test_lost_or_wrong_date_counts_in_neither(source_of: SourceOf) -> None:
    src = source_of("Last Saturday I ran a trail race.")
    assert check(src, "Marisol ran a trail race.").rates.temporal == TypeRate(1, 0, 0)
    assert check(src, "Marisol ran a trail race on 21 May.").rates.temporal == TypeRate(1, 0, 0)
    lost = check(src, "Marisol ran a trail race.").lost.temporal
    assert [m.surface for m in lost] == ["Last Saturday"]


def test_relative_date_in_the_gist_resolves_against_its_session_date(source_of: SourceOf) -> None:
    src = source_of("We met on 24 May.")
    assert check(src, "They met yesterday.").rates.temporal == TypeRate(1, 0, 1)


def test_numbers_verbatim_and_normalised(source_of: SourceOf) -> None:
    src = source_of("I have three kids and 2 dogs, and we paid $1,200 for the trip.")
    rate = check(src, "Marisol has 3 kids, two dogs and paid 1200 dollars for a trip.").rates.number
    assert rate == TypeRate(found=3, verbatim=0, normalised=3)
    assert check(src, "Marisol has three kids.").rates.number == TypeRate(3, 1, 1)


def test_entities_after_case_and_alias_folding(source_of: SourceOf) -> None:
    src = source_of("Ingrid and I flew to New York City. We loved it, Ingrid and the YMCA center.")
    rate = check(src, "ingrid's trip to NYC with Marisol; the ymca center").rates.entity
    assert rate.found == 4  # Ingrid (x2), New York City, YMCA
    assert rate.verbatim == 0
    assert rate.normalised == 4
    assert check(src, "A trip to Boston.").rates.entity == TypeRate(4, 0, 0)


def test_events_as_lemma_pairs(source_of: SourceOf) -> None:
    src = source_of("Last Saturday I ran a trail race. I adopted a puppy.")
    m = check(src, "Marisol has been running races for charity; the puppy was adopted.")
    assert m.rates.event == TypeRate(found=2, verbatim=0, normalised=2)
    verbatim = check(src, "Marisol ran a trail race.").rates.event
    assert verbatim == TypeRate(2, 1, 1)


def test_normalised_is_never_below_verbatim(source_of: SourceOf) -> None:
    src = source_of("On 7 May I ran 10 miles with Ingrid in Boston and bought 3 shirts.")
    rates = check(src, "On 7 May Marisol ran 10 miles with Ingrid in Boston.").rates
    for kind in ("temporal", "entity", "number", "event"):
        rate = rates.of(kind)  # type: ignore[arg-type]
        assert rate.found > 0, kind
        assert rate.verbatim <= rate.normalised <= rate.found, kind


def test_no_mentions_gives_no_rate(source_of: SourceOf) -> None:
    rates = check(source_of("ok!"), "fine").rates
    assert rates.temporal.normalised_rate is None and rates.temporal.found == 0


@pytest.mark.parametrize(
    ("start", "end", "text"),
    [
        (date(2023, 5, 20), date(2023, 5, 20), "2023-05-20"),
        (date(2023, 5, 1), date(2023, 5, 31), "2023-05"),
        (date(2022, 1, 1), date(2022, 12, 31), "2022"),
        (date(2023, 5, 15), date(2023, 5, 21), "2023-05-15 to 2023-05-21"),
    ],
)
def test_rendered_intervals_read_back_exactly(start: date, end: date, text: str) -> None:
    assert render_interval(start, end) == text
    assert (start, end) in iso_intervals(f"Dates: x = {text}.")


def test_dates_line_restores_every_lost_anchor(source_of: SourceOf) -> None:
    src = source_of(
        "Last Saturday I ran a trail race.",
        "I painted that harbour at dawn last year, and we moved here two weeks ago.",
    )
    line = dates_line(src.anchors)
    assert line.startswith("Dates: Last Saturday = 2023-05-20 (Marisol: ran a trail race)")
    assert check(src, "They talked. " + line).rates.temporal.normalised_rate == 1.0


@pytest.mark.skipif(
    not __import__("swcmem.audit", fromlist=["x"]).spacy_available(), reason="no spaCy"
)
def test_spacy_backend_rates(source_of: SourceOf) -> None:
    src = source_of("Last Saturday I ran a trail race with Ingrid Smith in New York.")
    rates = check(src, "Marisol ran a race for charity with Ingrid in NY.", "spacy").rates
    assert rates.entity == TypeRate(2, 0, 2)  # "Ingrid" by the first name, "NY" by acronym
    rates = check(src, "Marisol ran a race for charity with Ingrid in Boston.", "spacy").rates
    assert rates.entity == TypeRate(2, 0, 1)
    assert rates.event.normalised >= 1


def test_unresolved_anchor_can_only_be_kept_verbatim(source_of: SourceOf) -> None:
    src = source_of("Last Saturday I ran a trail race.", at=None)
    assert [a.start for a in src.anchors] == [None]
    assert check(src, "Marisol ran a race on 2023-05-20.").rates.temporal == TypeRate(1, 0, 0)
    assert check(src, "Last Saturday Marisol ran.").rates.temporal == TypeRate(1, 1, 1)


def test_reference_time_is_utc(said: datetime) -> None:
    assert said.tzinfo is UTC


def test_durations_match_by_length(source_of: SourceOf) -> None:
    src = source_of("I have been painting for 3 years.")
    assert check(src, "Marisol has painted for three years.").rates.temporal == TypeRate(1, 0, 1)
    assert check(src, "Marisol has painted for two years.").rates.temporal == TypeRate(1, 0, 0)


def test_gist_intervals_include_everything_intervals_in_finds(said: datetime) -> None:
    from swcmem.audit.dates import gist_interval_keys, interval_key
    from swcmem.temporal.normalize import intervals_in

    text = "On May 7th, last Saturday and in summer 2022 they met; next month [2023-06]."
    expected = {interval_key(a, b) for a, b in intervals_in(text, said)}
    assert expected and expected <= gist_interval_keys(text, said)


def test_dates_line_leaves_out_empty_event_context(source_of: SourceOf) -> None:
    line = dates_line(source_of("That was last week.").anchors)
    assert line == "Dates: last week = 2023-05-15 to 2023-05-21."
