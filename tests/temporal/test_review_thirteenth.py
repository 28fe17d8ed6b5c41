"""Readings a review of the thirteenth pass's rules found wrong, each kept right (sentences
written for this test)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.model import Anchor, Turn
from swcmem.temporal import duck
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.offsets import ToldDays

from .conftest import local

WED = local(2024, 5, 1, 12, offset=-4)  # Wednesday 1 May 2024
JULY = local(2024, 7, 10, 12, offset=1)  # Wednesday 10 July 2024


def intervals(text: str, surface: str, ref: datetime) -> list[tuple[str, str]]:
    return [(str(a.start), str(a.end)) for a in extract_anchors(text, ref) if a.surface == surface]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("Profit for the nine months to Dec. 31 rose.", local(9999, 12, 20)),
        ("Results for the year ending March 31 are due.", local(1, 1, 5)),
        ("The budget for the fiscal year that begins Jan. 1 passed.", local(9999, 1, 1)),
        ("Its fiscal year ends Sept. 30. Next fiscal year looks better.", local(1, 12, 31)),
    ],
)
def test_a_period_at_the_ends_of_the_calendar_never_crashes(text: str, ref: datetime) -> None:
    assert isinstance(extract_anchors(text, ref), list)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "ref"),
    [
        ("Monday's bad for me, how about Thursday?", "Monday", "2024-05-06", "2024-05-06", WED),
        ("Sunday's looking good for a hike.", "Sunday", "2024-05-05", "2024-05-05", WED),
        ("Friday's game is at 7pm.", "Friday", "2024-05-03", "2024-05-03", local(2024, 5, 3, 9)),
        ("Remember the storm that hit on Friday?", "on Friday", "2024-04-26", "2024-04-26", WED),
        ("We first set the date on Friday.", "on Friday", "2024-04-26", "2024-04-26", WED),
        ("He said that in 1989 the regime collapsed. On Nov. 9, the Wall fell.", "Nov. 9", "1989-11-09", "1989-11-09", JULY),
        ("We ordered the sofa in March and waited until June for it.", "until June", "2024-06-01", "2024-06-30", JULY),
        ("The June delivery of our sofa arrived two weeks late.", "June", "2024-06-01", "2024-06-30", JULY),
        ("The January sales figures were weak.", "January", "2024-01-01", "2024-01-31", JULY),
        ("Profit for the quarter ending February will rise.", "the quarter", "2023-12-01", "2024-02-29", local(2024, 3, 10)),
        ("My monthly budget starts on June 1. This year I'm saving more.", "This year", "2024-01-01", "2024-12-31", local(2024, 3, 10)),
        ("Microsoft, whose fiscal year ends June 30, reported fiscal third-quarter earnings.", "third-quarter", "1989-01-01", "1989-03-31", local(1989, 11, 15)),
        ("I added 3/4 to my calendar.", "3/4", "2024-03-04", "2024-03-04", local(2024, 3, 20)),
        ("The company expects to hire 200 people in the first six months.", "the first six months", "2024-01-01", "2024-06-30", local(2024, 5, 2)),
    ],
)  # fmt: skip
def test_readings_a_review_found(
    text: str, surface: str, start: str, end: str, ref: datetime
) -> None:
    assert intervals(text, surface, ref) == [(start, end)]


@pytest.mark.parametrize(
    "text",
    [
        "We moved the party a month to June 5.",
        "Shares are down 11% in a month.",
        "Arsenal lost the March quarter-final to Chelsea.",
    ],
)
def test_no_period_where_there_is_none(text: str) -> None:
    found = {a.surface: a for a in extract_anchors(text, WED)}
    assert "a month" not in found and "in a month" not in found
    assert not any("quarter" in s for s in found)


def test_an_event_offset_is_never_dated_from_another_offset() -> None:
    """The wedding's date, not "the week after the wedding" told in between."""
    at = datetime(2024, 5, 1, 12)
    told = [
        *turn_anchors(Turn("t1", 1, 1, "Ana", "Our wedding is on 12 June.", at=at)),
        Anchor(
            turn_id="t4", surface="The week after the wedding", char_start=0, char_end=26,
            start=date(2024, 6, 17), end=date(2024, 6, 23), grain="week", reference_at=at,
            event_text="Bo: When do you leave after the wedding? Ana: The week after the wedding.",
        ),
    ]  # fmt: skip
    turn = Turn("t6", 1, 6, "Ana", "They fly home two days after the wedding.", at=at)
    found = [
        (a.start, a.end) for a in turn_anchors(turn, None, ToldDays(lambda: told)) if a.surface
    ]
    assert found == [(date(2024, 6, 14), date(2024, 6, 14))]


def test_a_long_run_of_time_words_is_read_by_our_rules_alone() -> None:
    """Duckling's parse grows exponentially with time words in a row ("May 5 May 5 ..."):
    past eight it is not asked, and our rules still read the dates."""
    text = "May 5 " * 30
    assert duck._too_many_in_a_row(text)
    assert not duck._too_many_in_a_row("On Monday, March 3, at 5pm and on Friday, March 7.")
    found = extract_anchors(text, WED)
    assert len(found) >= 29 and {str(a.start) for a in found} == {"2024-05-05"}
