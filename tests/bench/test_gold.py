"""The gold-answer matcher of the benchmarks and the interval match rule."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from swcmem.bench.gold import (
    GOLD_REASONS,
    classify_gold,
    clean_answer,
    gold_interval,
    intervals_match,
    unparsed_answers,
)


def at(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 14, tzinfo=UTC)


@pytest.mark.parametrize(
    ("answer", "start", "end"),
    [
        ("The sunday before 14 March 2024", date(2024, 3, 10), date(2024, 3, 10)),
        ("The Friday before 8 October 2024", date(2024, 10, 4), date(2024, 10, 4)),
        ("The week before 20 March 2024", date(2024, 3, 11), date(2024, 3, 17)),
        ("The week of 5 September 2024", date(2024, 9, 2), date(2024, 9, 8)),
        ("The weekend before 22 April 2024", date(2024, 4, 20), date(2024, 4, 21)),
        ("two weekends before 22 April 2024", date(2024, 4, 13), date(2024, 4, 14)),
        ("Two weeks before 30 October 2024", date(2024, 10, 16), date(2024, 10, 16)),
        ("a week before 30 October 2024", date(2024, 10, 21), date(2024, 10, 27)),
        ("The weekend after 11 March, 2024.", date(2024, 3, 16), date(2024, 3, 17)),
        # "the weekend of D" is "this weekend" said on D: the weekend of its Monday–Sunday week
        ("The weekend of 19 August 2024", date(2024, 8, 24), date(2024, 8, 25)),  # a Monday
        ("the weekend of 20 August 2024", date(2024, 8, 24), date(2024, 8, 25)),  # a Tuesday
        ("the weekend of 24 August 2024", date(2024, 8, 24), date(2024, 8, 25)),  # a Saturday
        ("the weekend of 25 August 2024", date(2024, 8, 24), date(2024, 8, 25)),  # a Sunday
        ("Saturday after 7 February, 2024", date(2024, 2, 10), date(2024, 2, 10)),
        ("few days before December 12, 2024", date(2024, 12, 8), date(2024, 12, 10)),
        ("2019", date(2019, 1, 1), date(2019, 12, 31)),
        ("In 2011", date(2011, 1, 1), date(2011, 12, 31)),
        ("March 2024", date(2024, 3, 1), date(2024, 3, 31)),
        ("October, 2024", date(2024, 10, 1), date(2024, 10, 31)),
        ("9 March 2024", date(2024, 3, 9), date(2024, 3, 9)),
        ("March 9, 2024", date(2024, 3, 9), date(2024, 3, 9)),
        ("14Febuary, 2024", date(2024, 2, 14), date(2024, 2, 14)),
        ("The summer of 2021", date(2021, 6, 1), date(2021, 8, 31)),
        ("first week of March 2024", date(2024, 3, 1), date(2024, 3, 7)),
        ("last week of October 2024", date(2024, 10, 25), date(2024, 10, 31)),
        ("early September, 2024", date(2024, 9, 1), date(2024, 9, 10)),
        ("between March 4 and 9, 2024", date(2024, 3, 4), date(2024, 3, 9)),
        ("April 13-14, 2024", date(2024, 4, 13), date(2024, 4, 14)),
        ("Since 2018", date(2018, 1, 1), date(2018, 12, 31)),
        ("on the Friday before 14 June, 2024", date(2024, 6, 7), date(2024, 6, 7)),
        ("The Friday before 14 June 2024", date(2024, 6, 7), date(2024, 6, 7)),
        ("between 12 March and 5 April 2024", date(2024, 3, 12), date(2024, 4, 5)),
        ("Between March 12 and April 5, 2024", date(2024, 3, 12), date(2024, 4, 5)),
        ("the weekend before 3 May 2024", date(2024, 4, 27), date(2024, 4, 28)),
        ("the week after 9 June 2022", date(2022, 6, 13), date(2022, 6, 19)),
        ("The week after 14 October 2023", date(2023, 10, 16), date(2023, 10, 22)),
        ("two days after 5 May 2023", date(2023, 5, 7), date(2023, 5, 7)),
        ("The day before 1 March 2024", date(2024, 2, 29), date(2024, 2, 29)),
        ("the Monday after 29 December 2023", date(2024, 1, 1), date(2024, 1, 1)),
        ("April 4, 1949", date(1949, 4, 4), date(1949, 4, 4)),
        ("in the 1990s", date(1990, 1, 1), date(1999, 12, 31)),
        ("Q3 1989", date(1989, 7, 1), date(1989, 9, 30)),
        ("August 2021 to October 2021", date(2021, 8, 1), date(2021, 10, 31)),
    ],
)
def test_gold_answers(answer: str, start: date, end: date) -> None:
    assert classify_gold(answer) == "date"
    assert gold_interval(answer) == (start, end)


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("his sister", "not_temporal"),
        ("Yes", "not_temporal"),
        ("the Riverside community garden", "not_temporal"),
        ("4 years", "duration"),
        ("almost two weeks", "duration"),
        ("A few months ago", "vague"),
        ("a few years before 2024", "vague"),
        ("6 years ago", "needs_reference"),
        ("21 October", "needs_reference"),
    ],
)
def test_not_checkable_reasons(answer: str, reason: str) -> None:
    assert classify_gold(answer) == reason
    assert reason in GOLD_REASONS
    assert gold_interval(answer) is None


def test_relative_gold_answers_resolve_with_a_reference() -> None:
    ref = at(2024, 3, 14)
    assert gold_interval("6 years ago", ref) == (date(2018, 1, 1), date(2018, 12, 31))
    # a year-less date with no tense is the nearest one (temporal/direction.py's table)
    assert gold_interval("21 October", ref) == (date(2023, 10, 21), date(2023, 10, 21))
    assert gold_interval("21 April", ref) == (date(2024, 4, 21), date(2024, 4, 21))
    assert gold_interval("The week of March 4th to 10th", at(2024, 3, 20)) == (
        date(2024, 3, 4),
        date(2024, 3, 10),
    )


def test_clean_answer_repairs_spelling() -> None:
    assert clean_answer("3March, 2024.") == "3 March, 2024"
    assert clean_answer("Octobr 5, 2024") == "October 5, 2024"
    assert clean_answer("March 9th, 2024") == "March 9th, 2024"


def test_intervals_match_rule() -> None:
    day = (date(2023, 5, 20), date(2023, 5, 20))
    week = (date(2023, 5, 15), date(2023, 5, 21))
    month = (date(2023, 5, 1), date(2023, 5, 31))
    year = (date(2023, 1, 1), date(2023, 12, 31))
    assert intervals_match(day, day)
    assert intervals_match(week, day)  # a precise prediction inside the gold week
    assert intervals_match(year, month)
    assert not intervals_match(day, month)  # coarser than needed
    assert not intervals_match(day, week)
    assert not intervals_match(day, (date(2023, 5, 21), date(2023, 5, 21)))  # no overlap
    weekend = (date(2023, 5, 20), date(2023, 5, 21))
    assert intervals_match(weekend, (date(2023, 5, 19), date(2023, 5, 21)))  # Fri–Sun reading
    summer = (date(2022, 6, 1), date(2022, 8, 31))
    assert intervals_match(summer, (date(2022, 6, 21), date(2022, 9, 23)))  # astronomical summer


def test_relational_gold_without_a_year_needs_the_reference() -> None:
    assert classify_gold("the weekend before 3 May") == "needs_reference"
    assert gold_interval("the weekend before 3 May", at(2024, 5, 10)) == (
        date(2024, 4, 27),
        date(2024, 4, 28),
    )


def test_unparsed_answers_are_reported_by_text() -> None:
    answers = [
        ("7 May 2023", None),
        ("his sister", None),
        ("the 3rd Sunday of Lent 2023", None),
        ("two fortnights after the 5th", None),
    ]
    assert unparsed_answers(answers) == [
        "the 3rd Sunday of Lent 2023",
        "two fortnights after the 5th",
    ]
    assert unparsed_answers([]) == []
