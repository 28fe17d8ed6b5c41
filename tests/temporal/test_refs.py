"""General references to the present, past and future (TIMEX3 PRESENT_REF, PAST_REF,
FUTURE_REF): found, valued, never dated, never an answer, and not demanded by the audit.
Every sentence was written for this suite."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest

from swcmem.audit.dates import temporal_mentions
from swcmem.model import REFERENCE_GRAINS
from swcmem.store import Store
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.render import describe, render_line
from swcmem.temporal.timex import timex_value
from swcmem.temporal.vectors import texts_to_embed

from .conftest import at, conversation_of, local

THU = at(2023, 5, 25)
NEWS = local(1991, 3, 14, 9, offset=-5)

REFERENCES = [
    ("I'm at the gym right now, call you later.", "right now", "PRESENT_REF"),
    ("She is now a nurse at the clinic.", "now", "PRESENT_REF"),
    ("He currently lives with his brother.", "currently", "PRESENT_REF"),
    ("These days I mostly walk to work.", "These days", "PRESENT_REF"),
    ("Nowadays nobody answers the phone.", "Nowadays", "PRESENT_REF"),
    ("At the moment we're packing boxes.", "At the moment", "PRESENT_REF"),
    ("There is no plan at present.", "at present", "PRESENT_REF"),
    ("The current rules allow two bags.", "current", "PRESENT_REF"),
    ("We adopted a puppy recently!", "recently", "PAST_REF"),
    ("I've been reading a lot lately.", "lately", "PAST_REF"),
    ("He previously coached a youth team.", "previously", "PAST_REF"),
    ("The former mayor opened the bridge.", "former", "PAST_REF"),
    ("Prices have climbed in recent months.", "recent months", "PAST_REF"),
    ("We met at a wedding years ago.", "years ago", "PAST_REF"),
    ("I sent it a while ago.", "a while ago", "PAST_REF"),
    ("In the past, the shop closed on Sundays.", "In the past", "PAST_REF"),
    ("I'll text you soon.", "soon", "FUTURE_REF"),
    ("It was so nice catching up. Talk to you soon!", "soon", "FUTURE_REF"),
    ("It was great to see you - talk soon!", "soon", "FUTURE_REF"),
    ("We want to buy a house in the future.", "in the future", "FUTURE_REF"),
    ("Someday I'll sail around the cape.", "Someday", "FUTURE_REF"),
    ("The talks resume in the coming days.", "the coming days", "FUTURE_REF"),
    ("Rates may fall in the near future.", "in the near future", "FUTURE_REF"),
]

NOT_REFERENCES = [
    ("Now that the exams are over, I can sleep.", "Now"),
    ("Every now and then I bake bread.", "now"),
    ("As soon as I land, I'll call.", "soon"),
    ("Soon after the storm ended, we drove home.", "Soon"),
    ("We soon realized the bus had left.", "soon"),
    ("The ocean current was too strong to swim.", "current"),
    ("The current account deficit widened.", "current"),
    ("The current-account deficit widened.", "current"),
    ("The former is cheaper than the latter.", "former"),
    ("One of these days I'll fix the fence.", "these days"),
    ("I know the answer.", "know"),
]


def _refs(text: str, ref: datetime | None = THU) -> list[tuple[str, str]]:
    return [
        (a.surface, timex_value(a.start, a.end, a.grain))
        for a in extract_anchors(text, ref)
        if a.grain in REFERENCE_GRAINS
    ]


@pytest.mark.parametrize(("text", "surface", "value"), REFERENCES)
def test_references_are_found_with_their_timex_value(text: str, surface: str, value: str) -> None:
    assert _refs(text) == [(surface, value)]


@pytest.mark.parametrize(("text", "word"), NOT_REFERENCES)
def test_words_that_are_not_references(text: str, word: str) -> None:
    assert word in text
    assert _refs(text) == []


@pytest.mark.parametrize(
    ("text", "surface", "value"),
    [
        ("Sales in the current quarter will rise.", "the current quarter", "1991-Q1"),
        ("Net income in the most recent quarter fell.", "the most recent quarter", "1990-Q4"),
        ("The plant will reopen a week from now.", "a week from now", "1991-03-21"),
        ("I have been baking for 3 years now.", "for 3 years", "P3Y"),
    ],
)
def test_expressions_that_hold_the_word_keep_their_own_reading(
    text: str, surface: str, value: str
) -> None:
    found = extract_anchors(text, NEWS)
    values = {a.surface: timex_value(a.start, a.end, a.grain, a.duration_days) for a in found}
    assert values == {surface: value}


def test_references_have_no_dates_and_need_no_reference_time() -> None:
    for text, surface, value in REFERENCES:
        (a,) = [a for a in extract_anchors(text, None) if a.grain in REFERENCE_GRAINS]
        assert (a.surface, a.start, a.end, a.generic) == (surface, None, None, False)
        assert timex_value(a.start, a.end, a.grain) == value


def test_a_turn_with_only_a_reference_keeps_its_implicit_anchor() -> None:
    (turn,) = conversation_of("c", ("A", "B"), [(1, THU, "A", "I'm at the lake now.")]).turns
    found = turn_anchors(turn)
    assert [a.grain for a in found] == ["present_ref", "day"]
    assert found[1].implicit and found[1].start == THU.date()


def test_references_render_as_what_they_name() -> None:
    (a,) = extract_anchors("We adopted a puppy recently!", THU)
    assert render_line(a).startswith("[the past] ")
    assert "no one date" in describe(a)
    (b,) = extract_anchors("I'll text you soon.", THU)
    assert render_line(b).startswith("[the future] ")


def test_the_audit_asks_no_gist_to_keep_a_reference() -> None:
    found = extract_anchors("I recently moved, and last Saturday I painted the hall.", THU)
    assert {a.surface for a in found} == {"recently", "last Saturday"}
    assert [m.surface for m in temporal_mentions(found)] == ["last Saturday"]


def test_a_reference_is_stored_never_answered_and_never_embedded(tmp_path: Path) -> None:
    lines = [
        (1, at(2023, 5, 8), "A", "I recently started pottery classes."),
        (1, at(2023, 5, 8), "B", "Cool, I'm learning to swim now."),
        (2, at(2023, 6, 2), "A", "Last Saturday I heard a jazz band downtown."),
    ]
    with Store(tmp_path / "r.db") as store:
        ingest_conversation(store, conversation_of("refs", ("A", "B"), lines))
        index = TemporalIndex(store, dense=False)
        stored = {a.surface: a.grain for a in index.anchors("refs") if not a.implicit}
        result = index.ask("refs", "When did A start pottery classes?")
        embedded = {key for key, _ in texts_to_embed(store, "refs")}
    assert stored == {"recently": "past_ref", "now": "present_ref", "Last Saturday": "day"}
    offered = list(result.answers or result.evidence)
    assert offered and all(a.start is not None for a in offered)
    assert (offered[0].turn_id, offered[0].start) == ("D1:1", date(2023, 5, 8))  # said on
    assert all(p.surface == "" for p in offered[0].evidence or (offered[0],))
    assert ("D1:1", 2) not in embedded and ("D2:1", 0) in embedded


@pytest.mark.parametrize("text", ["She is NOW a nurse.", "İzmir is NOW her home."])
def test_any_case_and_any_letters_keep_the_offsets(text: str) -> None:
    """Matched on the lowercased text, except where lowering changes its length ("İ")."""
    (a,) = [a for a in extract_anchors(text, THU) if a.grain in REFERENCE_GRAINS]
    assert (a.surface, text[a.char_start : a.char_end]) == ("NOW", "NOW")
