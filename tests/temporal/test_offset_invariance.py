"""The local calendar (issue 13): the same words said at the same local wall-clock time read
the same whatever the UTC offset, east or west of UTC, near midnight or not (sentences
written for this test; slash dates are left out, whose day/month order an offset may hint)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from swcmem.temporal.extract import extract_anchors

SENTENCES = (
    "The earthquake struck at 1:47 a.m., shaking residents out of their beds.",
    "I woke up at 6am and went back to sleep.",
    "We got home at 11pm last night.",
    "The meeting ran until 10:30 this morning.",
    "She called yesterday afternoon and again this evening.",
    "The store opens at 9 tomorrow.",
    "Last Friday we finally signed the lease.",
    "The vote is set for next Tuesday at noon.",
    "Shares closed lower on Monday, and trading resumes Wednesday.",
    "Two hours ago the power came back.",
    "The talks collapsed on Dec. 31 and resumed on Jan. 2.",
    "We are flying out tonight at 11:45 p.m.",
    "A week ago today the bridge reopened.",
    "The deadline passed at midnight on Sunday.",
    "Earlier this week the index fell 3%; on Thursday it recovered.",
)
WALL_TIMES = (
    datetime(2024, 6, 11, 0, 20),  # just after midnight, a Tuesday
    datetime(2024, 6, 11, 9, 0),
    datetime(2024, 12, 31, 23, 50),  # the last minutes of a year
)
OFFSETS = (0.0, 8.0, -7.0, 5.75, 14.0, -11.0)


def readings(text: str, wall: datetime, offset: float) -> list[tuple[str, str, str]]:
    ref = wall.replace(tzinfo=timezone(timedelta(hours=offset)))
    return [(a.surface, str(a.start), str(a.end)) for a in extract_anchors(text, ref)]


@pytest.mark.parametrize("wall", WALL_TIMES, ids=lambda w: w.isoformat())
@pytest.mark.parametrize("text", SENTENCES)
def test_same_wall_clock_same_reading(text: str, wall: datetime) -> None:
    utc = readings(text, wall, 0.0)
    assert utc  # every sentence holds a date
    for offset in OFFSETS[1:]:
        assert readings(text, wall, offset) == utc, offset


def test_a_text_that_says_us_dates_is_month_first_east_of_utc() -> None:
    """An offset where dates are written day first hints the order, but the text's own word
    wins: "(US dates)" at +05:30 is month first."""
    ref = datetime(2024, 10, 1, 8, 30, tzinfo=timezone(timedelta(hours=5.5)))
    told = "Per the Seattle team (US dates as usual): sign-off by 10/4, no exceptions."
    plain = "Sign-off by 10/4, no exceptions."
    assert [str(a.start) for a in extract_anchors(told, ref)] == ["2024-10-04"]
    assert [str(a.start) for a in extract_anchors(plain, ref)] == ["2025-04-10"]
