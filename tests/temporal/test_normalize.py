"""Free-text normalisation: every resolved interval of a text."""

from __future__ import annotations

from datetime import date

from swcmem.temporal.normalize import intervals_in

from .conftest import at


def test_intervals_in_text_written_forms() -> None:
    text = "On 7 May 2023, May 7th, 2023-05-20 and [2023-05-21] we met."
    found = intervals_in(text, None)
    assert (date(2023, 5, 20), date(2023, 5, 20)) in found
    assert (date(2023, 5, 21), date(2023, 5, 21)) in found
    assert found.count((date(2023, 5, 7), date(2023, 5, 7))) == 1
    assert intervals_in("May 7th was fun", at(2023, 5, 25)) == [
        (date(2023, 5, 7), date(2023, 5, 7))
    ]
    assert intervals_in("I ran last Saturday.", at(2023, 5, 25)) == [
        (date(2023, 5, 20), date(2023, 5, 20))
    ]
    assert intervals_in("I ran last Saturday.", None) == []


def test_intervals_in_leaves_out_generic_and_durations() -> None:
    assert intervals_in("We hike every Monday and stayed for ten years.", at(2023, 5, 25)) == []
