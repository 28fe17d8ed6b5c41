"""Readings added in the twentieth pass (extractor version 28), with the readings each must
leave alone. Our own sentences. (The carried dates of version 27: ``test_carried.py``.)"""

from __future__ import annotations

from datetime import date

import pytest

from .conftest import dates_of, local

TUE = local(2024, 4, 23, 10, 0, offset=1)  # Tuesday 23 April 2024, 10:00 +01:00


@pytest.mark.parametrize(
    ("text", "day"),
    [
        # a weekday "just past" / "past" (British, Scottish) is the one gone by
        ("Saturday just past.", date(2024, 4, 20)),
        ("Saturday past.", date(2024, 4, 20)),
        ("Monday past we finally got the keys.", date(2024, 4, 22)),
        ("It was the Thursday just past, at the old pier.", date(2024, 4, 18)),
        # "past" that is no time gone by leaves the weekday ahead
        ("Saturday past the station, by the bakery?", date(2024, 4, 27)),
        ("We'll meet Saturday past noon.", date(2024, 4, 27)),
        ("Saturday, past the bridge.", date(2024, 4, 27)),
        ("Saturday.", date(2024, 4, 27)),
    ],
)
def test_a_weekday_just_past_is_the_one_gone_by(text: str, day: date) -> None:
    weekday = next(w for w in ("Saturday", "Monday", "Thursday") if w in text)
    assert dates_of(text, TUE, weekday)[:2] == (day, day)
