"""A verbless fragment with its date, told on by "and" or "but" in the simple past ("Pub quiz
on Thursday and we came second!"), is past: the fragment is what the past clause goes on
about. A perfect, "already", or a verb of getting ready ("Flight on Monday and I packed
already", "Interview on Friday and I bought a new suit") tells what was done before a date
still ahead, which keeps its own reading (the next such day). Our own sentences."""

from __future__ import annotations

from datetime import date

import pytest

from .conftest import dates_of, local

SAT = local(2024, 7, 20, 20, 45)  # Saturday 20 July 2024, evening
D = date


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        ("Pub quiz on Thursday and we came second!", "on Thursday", D(2024, 7, 18)),
        ("Pub quiz again on Thursday and we came second!", "on Thursday", D(2024, 7, 18)),
        ("Dinner at Mum's on Sunday and we talked for hours.", "on Sunday", D(2024, 7, 14)),
        ("Big game on Saturday but we lost.", "on Saturday", D(2024, 7, 20)),
        ("Concert on Tuesday and it was amazing, best night ever.", "on Tuesday", D(2024, 7, 16)),
        ("Team lunch on Wednesday, and we laughed the whole time.", "on Wednesday", D(2024, 7, 17)),
        ("Gig on the 12th and we sold out!", "on the 12th", D(2024, 7, 12)),
    ],
)
def test_a_fragment_told_on_in_the_past_is_past(text: str, surface: str, day: date) -> None:
    assert dates_of(text, SAT, surface) == (day, day, "day")


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        ("Keys on the 1st and I've already bought plants.", "on the 1st", D(2024, 8, 1)),
        ("Flight on Monday and I packed already.", "on Monday", D(2024, 7, 22)),
        ("Interview on Friday and I bought a new suit.", "on Friday", D(2024, 7, 26)),
        ("Party on Sunday and we got a cake.", "on Sunday", D(2024, 7, 21)),
        ("Gig on the 28th and we just sold out!", "on the 28th", D(2024, 7, 28)),
        ("Big game on Saturday and we will win.", "on Saturday", D(2024, 7, 27)),
    ],
)
def test_what_is_done_before_a_date_ahead_keeps_it_ahead(
    text: str, surface: str, day: date
) -> None:
    assert dates_of(text, SAT, surface) == (day, day, "day")
