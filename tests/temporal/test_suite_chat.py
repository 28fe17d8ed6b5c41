"""Suite: chat-style messages (written for this suite) resolved against the message's own time,
Wednesday 10 July 2024, 14:00 at +02:00, and what must stay undated."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
WED = local(2024, 7, 10, 14, offset=2)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "grain"),
    [
        (
            "omg I finally adopted a puppy yesterday!!",
            "yesterday",
            D(2024, 7, 9),
            D(2024, 7, 9),
            "day",
        ),
        ("Just got back from the vet today", "today", D(2024, 7, 10), D(2024, 7, 10), "day"),
        (
            "gonna bake bread tomorrow morning",
            "tomorrow morning",
            D(2024, 7, 11),
            D(2024, 7, 11),
            "day",
        ),
        ("We biked to the lake last night.", "last night", D(2024, 7, 9), D(2024, 7, 9), "day"),
        (
            "My sister visited the day before yesterday.",
            "the day before yesterday",
            D(2024, 7, 8),
            D(2024, 7, 8),
            "day",
        ),
        (
            "The exam is the day after tomorrow :(",
            "the day after tomorrow",
            D(2024, 7, 12),
            D(2024, 7, 12),
            "day",
        ),
        ("I ran my first 10k last Sunday!", "last Sunday", D(2024, 7, 7), D(2024, 7, 7), "day"),
        ("See you next Tuesday?", "next Tuesday", D(2024, 7, 16), D(2024, 7, 16), "day"),
        (
            "We went to a pottery class on Saturday.",
            "on Saturday",
            D(2024, 7, 6),
            D(2024, 7, 6),
            "day",
        ),
        ("I'm meeting Priyanka on Friday.", "on Friday", D(2024, 7, 12), D(2024, 7, 12), "day"),
        ("Had the best ramen this weekend!", "this weekend", D(2024, 7, 6), D(2024, 7, 7), "week"),
        ("We'll go camping this weekend.", "this weekend", D(2024, 7, 13), D(2024, 7, 14), "week"),
        (
            "Over the weekend we repainted the kitchen.",
            "weekend",
            D(2024, 7, 6),
            D(2024, 7, 7),
            "week",
        ),
        (
            "Two weekends ago I fixed my bike.",
            "Two weekends ago",
            D(2024, 6, 29),
            D(2024, 6, 30),
            "week",
        ),
        ("I started a new job last week.", "last week", D(2024, 7, 1), D(2024, 7, 7), "week"),
        ("The move is next week.", "next week", D(2024, 7, 15), D(2024, 7, 21), "week"),
        (
            "Three weeks ago we went to Porto.",
            "Three weeks ago",
            D(2024, 6, 19),
            D(2024, 6, 19),
            "day",
        ),
        (
            "A few days ago I found an old photo.",
            "A few days ago",
            D(2024, 7, 6),
            D(2024, 7, 8),
            "day",
        ),
        ("We got married last month!", "last month", D(2024, 6, 1), D(2024, 6, 30), "month"),
        ("We're moving to Leeds next month.", "next month", D(2024, 8, 1), D(2024, 8, 31), "month"),
        ("Two months ago I quit sugar.", "Two months ago", D(2024, 5, 1), D(2024, 5, 31), "month"),
        ("Last year was rough, honestly.", "Last year", D(2023, 1, 1), D(2023, 12, 31), "year"),
        ("I hope to visit Japan next year.", "next year", D(2025, 1, 1), D(2025, 12, 31), "year"),
        ("I learned to knit a year ago.", "a year ago", D(2023, 7, 1), D(2023, 7, 31), "month"),
        (
            "In three weeks I'll be in Lima!",
            "In three weeks",
            D(2024, 7, 31),
            D(2024, 7, 31),
            "day",
        ),
        ("I took up pottery in March.", "in March", D(2024, 3, 1), D(2024, 3, 31), "month"),
        (
            "We're going to Crete in September.",
            "in September",
            D(2024, 9, 1),
            D(2024, 9, 30),
            "month",
        ),
        ("We went to Crete in September.", "in September", D(2023, 9, 1), D(2023, 9, 30), "month"),
        ("My birthday was on June 30th.", "June 30th", D(2024, 6, 30), D(2024, 6, 30), "day"),
        ("The concert is on August 3.", "August 3", D(2024, 8, 3), D(2024, 8, 3), "day"),
        ("We adopted Miso on the 2nd.", "on the 2nd", D(2024, 7, 2), D(2024, 7, 2), "day"),
        ("I'll pay the rent on the 1st.", "on the 1st", D(2024, 8, 1), D(2024, 8, 1), "day"),
        (
            "We went to the coast last summer.",
            "last summer",
            D(2023, 6, 1),
            D(2023, 8, 31),
            "season",
        ),
        ("This summer has been so hot.", "This summer", D(2024, 6, 1), D(2024, 8, 31), "season"),
        ("I'll start the course this fall.", "this fall", D(2024, 9, 1), D(2024, 11, 30), "season"),
        (
            "We met at a festival in summer 2019.",
            "summer 2019",
            D(2019, 6, 1),
            D(2019, 8, 31),
            "season",
        ),
        ("I moved here in 2016.", "2016", D(2016, 1, 1), D(2016, 12, 31), "year"),
        ("My grandma was born in 1938!", "1938", D(1938, 1, 1), D(1938, 12, 31), "year"),
        ("That song was huge in the '90s.", "the '90s", D(1990, 1, 1), D(1999, 12, 31), "year"),
        (
            "I got my diploma on 14 June 2021.",
            "14 June 2021",
            D(2021, 6, 14),
            D(2021, 6, 14),
            "day",
        ),
        (
            "The trip was the first week of May.",
            "the first week of May",
            D(2024, 5, 1),
            D(2024, 5, 7),
            "week",
        ),
        ("We went hiking in early June.", "early June", D(2024, 6, 1), D(2024, 6, 10), "day"),
        (
            "My cousin arrives at the end of the month.",
            "at the end of the month",
            D(2024, 7, 21),
            D(2024, 7, 31),
            "day",
        ),
        (
            "Back in 2003 we lived in Rome.",
            "2003",
            D(2003, 1, 1),
            D(2003, 12, 31),
            "year",
        ),
    ],
)
def test_chat_expressions(text: str, surface: str, start: date, end: date, grain: str) -> None:
    assert dates_of(text, WED, surface) == (start, end, grain)


@pytest.mark.parametrize(
    "text",
    [
        "Hello! How are you doing?",
        "May I ask you something?",
        "We march for climate every year.",
        "I have 2 cats and 1500 followers.",
        "Check out room 1204 on the map.",
        "lol that's so funny 😂",
    ],
)
def test_nothing_dated(text: str) -> None:
    assert [a for a in extract_anchors(text, WED) if a.start is not None] == []


def test_no_reference_leaves_relative_chat_unresolved() -> None:
    for a in extract_anchors("We went to Crete last September and again on Friday.", None):
        assert a.start is None and a.grain == "unresolved"
