"""Suite: compound expressions are one anchor, and their parts never survive beside it
(:func:`~.conftest.anchor_for` checks that no other anchor overlaps)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
THU = local(2023, 5, 25)  # Thursday 25 May 2023


@pytest.mark.parametrize(
    ("text", "surface", "start", "end", "grain"),
    [
        (
            "We went to Lisbon in August last year.",
            "in August last year",
            D(2022, 8, 1),
            D(2022, 8, 31),
            "month",
        ),
        ("We went to Lisbon last August.", "last August", D(2022, 8, 1), D(2022, 8, 31), "month"),
        (
            "We go to Lisbon in August next year.",
            "in August next year",
            D(2024, 8, 1),
            D(2024, 8, 31),
            "month",
        ),
        (
            "It opened in March of this year.",
            "in March of this year",
            D(2023, 3, 1),
            D(2023, 3, 31),
            "month",
        ),
        (
            "We met in early May last year.",
            "in early May last year",
            D(2022, 5, 1),
            D(2022, 5, 10),
            "day",
        ),
        (
            "I saw her on Friday of last week.",
            "on Friday of last week",
            D(2023, 5, 19),
            D(2023, 5, 19),
            "day",
        ),
        (
            "We fly next week on Tuesday.",
            "next week on Tuesday",
            D(2023, 5, 30),
            D(2023, 5, 30),
            "day",
        ),
        ("It arrives early next month.", "early next month", D(2023, 6, 1), D(2023, 6, 10), "day"),
        ("It arrived late last month.", "late last month", D(2023, 4, 21), D(2023, 4, 30), "day"),
        ("We moved late last year.", "late last year", D(2022, 9, 1), D(2022, 12, 31), "month"),
        (
            "Sales rose earlier this year.",
            "earlier this year",
            D(2023, 1, 1),
            D(2023, 5, 24),
            "year",  # the year's grain: its TIMEX3 value is the year however little is left
        ),
        ("More news later this month.", "later this month", D(2023, 5, 26), D(2023, 5, 31), "day"),
        (
            "I'm off at the end of next week.",
            "at the end of next week",
            D(2023, 6, 2),
            D(2023, 6, 4),
            "day",
        ),
        (
            "We finished at the beginning of the month.",
            "at the beginning of the month",
            D(2023, 5, 1),
            D(2023, 5, 10),
            "day",
        ),
        (
            "We fought the weekend before last.",
            "the weekend before last",
            D(2023, 5, 13),
            D(2023, 5, 14),
            "week",
        ),
        (
            "We met the week before last.",
            "the week before last",
            D(2023, 5, 8),
            D(2023, 5, 14),
            "week",
        ),
        (
            "We met the Friday before last.",
            "the Friday before last",
            D(2023, 5, 12),
            D(2023, 5, 12),
            "day",
        ),
        (
            "We meet the week after next.",
            "the week after next",
            D(2023, 6, 5),
            D(2023, 6, 11),
            "week",
        ),
        (
            "I move in on the Friday before 21 June.",
            "on the Friday before 21 June",
            D(2023, 6, 16),
            D(2023, 6, 16),
            "day",
        ),
        (
            "The show was the weekend before 3 May.",
            "the weekend before 3 May",
            D(2023, 4, 29),
            D(2023, 4, 30),
            "week",
        ),
        (
            "We moved the week after 9 June 2022.",
            "the week after 9 June 2022",
            D(2022, 6, 13),
            D(2022, 6, 19),
            "week",
        ),
        (
            "The results came two days after 5 May.",
            "two days after 5 May",
            D(2023, 5, 7),
            D(2023, 5, 7),
            "day",
        ),
        (
            "It ended the day before May 20.",
            "the day before May 20",
            D(2023, 5, 19),
            D(2023, 5, 19),
            "day",
        ),
        (
            "It ended a few days before May 20.",
            "a few days before May 20",
            D(2023, 5, 16),
            D(2023, 5, 18),
            "day",
        ),
        (
            "We traveled between 26 March and 20 April.",
            "between 26 March and 20 April",
            D(2023, 3, 26),
            D(2023, 4, 20),
            "day",
        ),
        (
            "We traveled between 26 March and 20 April 2023.",
            "between 26 March and 20 April 2023",
            D(2023, 3, 26),
            D(2023, 4, 20),
            "day",
        ),
        (
            "We traveled from March 26 to April 20.",
            "from March 26 to April 20",
            D(2023, 3, 26),
            D(2023, 4, 20),
            "day",
        ),
        (
            "The trip ran from May to July.",
            "from May to July",
            D(2023, 5, 1),
            D(2023, 7, 31),
            "month",
        ),
        (
            "The course runs June–August 2023.",
            "June–August 2023",
            D(2023, 6, 1),
            D(2023, 8, 31),
            "month",
        ),
        (
            "I stayed from Dec 28 to Jan 3.",
            "from Dec 28 to Jan 3",
            D(2022, 12, 28),
            D(2023, 1, 3),
            "day",
        ),
        (
            "I was sick from last Monday until yesterday.",
            "from last Monday until yesterday",
            D(2023, 5, 22),
            D(2023, 5, 24),
            "day",
        ),
    ],
)
def test_compounds_are_one_anchor(
    text: str, surface: str, start: date, end: date, grain: str
) -> None:
    assert dates_of(text, THU, surface) == (start, end, grain)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("We flew home two weeks after the wedding.", "two weeks after the wedding"),
        ("I got the job a month before my graduation.", "a month before my graduation"),
        ("She called the day after the funeral.", "the day after the funeral"),
        ("We moved three years after our first trip.", "three years after our first trip"),
    ],
)
def test_offsets_from_an_undated_event_are_one_unresolved_span(text: str, surface: str) -> None:
    assert dates_of(text, THU, surface) == (None, None, "unresolved")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        (
            local(1989, 10, 26),
            "Profit rose in the third quarter from a year earlier.",
            "a year earlier",
            D(1988, 7, 1),
            D(1988, 9, 30),
        ),
        (
            local(1989, 10, 26),
            "Net fell in the third quarter, compared with the year-earlier period.",
            "the year-earlier period",
            D(1988, 7, 1),
            D(1988, 9, 30),
        ),
        (
            local(1989, 10, 26),
            "Sales rose in 1988. Two years later they fell.",
            "Two years later",
            D(1990, 1, 1),
            D(1990, 12, 31),
        ),
        (
            local(1989, 10, 26),
            "Costs were lower a year earlier.",
            "a year earlier",
            D(1988, 1, 1),
            D(1988, 12, 31),
        ),
    ],
)
def test_offsets_from_the_previous_anchor(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    got = dates_of(text, ref, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        (
            "We got there on Friday and the next day we hiked.",
            "the next day",
            D(2023, 5, 20),
            D(2023, 5, 20),
        ),
        (
            "The plane crashed on May 3. Three days later, rescuers found survivors.",
            "Three days later",
            D(2023, 5, 6),
            D(2023, 5, 6),
        ),
        (
            "We moved in on May 1st and two weeks later the roof leaked.",
            "two weeks later",
            D(2023, 5, 15),
            D(2023, 5, 15),
        ),
        (
            "We married in June 2019 and a month later we moved.",
            "a month later",
            D(2019, 7, 1),
            D(2019, 7, 31),
        ),
        (
            "Last Friday was my birthday. That evening we had cake.",
            "That evening",
            D(2023, 5, 19),
            D(2023, 5, 19),
        ),
        (
            "He resigned on Feb. 12, the same day the report came out.",
            "the same day",
            D(2023, 2, 12),
            D(2023, 2, 12),
        ),
        (
            "We met on May 2. The previous day I had flown in.",
            "The previous day",
            D(2023, 5, 1),
            D(2023, 5, 1),
        ),
        (
            "I start the new job next week. The following week I fly to Rome.",
            "The following week",
            D(2023, 6, 5),
            D(2023, 6, 11),
        ),
        (
            "She moved to Berlin in 2020. That summer she met Tom.",
            "That summer",
            D(2020, 6, 1),
            D(2020, 8, 31),
        ),
        (
            "In 2021 we bought the house. The following year we renovated it.",
            "The following year",
            D(2022, 1, 1),
            D(2022, 12, 31),
        ),
    ],
)
def test_anaphoric_offsets_count_from_the_date_told_before(
    text: str, surface: str, start: date, end: date
) -> None:
    """ "the next day", "that evening", "three days later": from the previous date of the text
    (Thursday 25 May 2023), not from the day it was said."""
    got = dates_of(text, THU, surface)
    assert (got[0], got[1]) == (start, end)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I remember the next day we were exhausted.", []),
        ("The same day I got a call.", []),
        ("Last March we went to Rome. That day it rained.", ["Last March"]),  # no day to name
        ("We moved two weeks later.", ["two weeks later"]),  # a length, undated
        ("The following week I fly to Rome.", ["The following week"]),  # the reference's
        # a year is too coarse to count a week or a day from: a length, or nothing
        ("I ran a marathon in 2018, and a week later a half.", ["2018", "a week later"]),
        ("We moved in 2020. That week was chaos.", ["2020"]),
    ],
)
def test_anaphoric_offsets_without_a_date_before(text: str, expected: list[str]) -> None:
    found = extract_anchors(text, THU)
    assert [a.surface for a in found] == expected
    assert all(a.start is None or a.surface != "two weeks later" for a in found)


def test_the_week_of_a_day_is_that_week() -> None:
    got = dates_of("Talks are set for the week of June 19.", THU, "the week of June 19")
    assert got == (D(2023, 6, 19), D(2023, 6, 25), "week")
    got = dates_of("We left the week of May 3.", THU, "the week of May 3")
    assert got == (D(2023, 5, 1), D(2023, 5, 7), "week")


def test_compound_parts_do_not_survive() -> None:
    surfaces = [a.surface for a in extract_anchors("We went there in August last year.", THU)]
    assert surfaces == ["in August last year"]
    surfaces = [a.surface for a in extract_anchors("I move in on the Friday before 21 June.", THU)]
    assert surfaces == ["on the Friday before 21 June"]
