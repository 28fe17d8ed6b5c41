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
        ("The sunday before 25 May 2023", date(2023, 5, 21), date(2023, 5, 21)),
        ("The Friday before 15 July 2023", date(2023, 7, 14), date(2023, 7, 14)),
        ("The week before 9 June 2023", date(2023, 5, 29), date(2023, 6, 4)),
        ("The week of 23 August 2023", date(2023, 8, 21), date(2023, 8, 27)),
        ("The weekend before 17 July 2023", date(2023, 7, 15), date(2023, 7, 16)),
        ("two weekends before 17 July 2023", date(2023, 7, 8), date(2023, 7, 9)),
        ("Two weeks before 11 August 2023", date(2023, 7, 24), date(2023, 7, 30)),
        ("The weekend after 3 June, 2022.", date(2022, 6, 4), date(2022, 6, 5)),
        ("Saturday after 27 January, 2023", date(2023, 1, 28), date(2023, 1, 28)),
        ("few days before November 22, 2023", date(2023, 11, 18), date(2023, 11, 20)),
        ("2022", date(2022, 1, 1), date(2022, 12, 31)),
        ("In 2013", date(2013, 1, 1), date(2013, 12, 31)),
        ("May 2023", date(2023, 5, 1), date(2023, 5, 31)),
        ("June, 2023", date(2023, 6, 1), date(2023, 6, 30)),
        ("7 May 2023", date(2023, 5, 7), date(2023, 5, 7)),
        ("February 24, 2023", date(2023, 2, 24), date(2023, 2, 24)),
        ("21Janury, 2022", date(2022, 1, 21), date(2022, 1, 21)),
        ("The summer of 2022", date(2022, 6, 1), date(2022, 8, 31)),
        ("first week of May 2023", date(2023, 5, 1), date(2023, 5, 7)),
        ("last week of July 2023", date(2023, 7, 25), date(2023, 7, 31)),
        ("early August, 2023", date(2023, 8, 1), date(2023, 8, 10)),
        ("between October 19 and 24, 2023", date(2023, 10, 19), date(2023, 10, 24)),
        ("November 5-6, 2022", date(2022, 11, 5), date(2022, 11, 6)),
        ("Since 2016", date(2016, 1, 1), date(2016, 12, 31)),
        ("on the Friday before 21 June, 2023", date(2023, 6, 16), date(2023, 6, 16)),
        ("The Friday before 21 June 2023", date(2023, 6, 16), date(2023, 6, 16)),
        ("between 26 March and 20 April 2023", date(2023, 3, 26), date(2023, 4, 20)),
        ("Between March 26 and April 20, 2023", date(2023, 3, 26), date(2023, 4, 20)),
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
        ("her mother", "not_temporal"),
        ("Yes", "not_temporal"),
        ("Whispering Falls waterfall", "not_temporal"),
        ("4 years", "duration"),
        ("nearly three months", "duration"),
        ("A few years ago", "vague"),
        ("a few years before 2023", "vague"),
        ("10 years ago", "needs_reference"),
        ("13 August", "needs_reference"),
    ],
)
def test_not_checkable_reasons(answer: str, reason: str) -> None:
    assert classify_gold(answer) == reason
    assert reason in GOLD_REASONS
    assert gold_interval(answer) is None


def test_relative_gold_answers_resolve_with_a_reference() -> None:
    ref = at(2023, 5, 8)
    assert gold_interval("10 years ago", ref) == (date(2013, 1, 1), date(2013, 12, 31))
    assert gold_interval("13 August", ref) == (date(2023, 8, 13), date(2023, 8, 13))
    assert gold_interval("The week of April 3rd to 9th", at(2023, 4, 16)) == (
        date(2023, 4, 3),
        date(2023, 4, 9),
    )


def test_clean_answer_repairs_spelling() -> None:
    assert clean_answer("15April, 2022.") == "15 April, 2022"
    assert clean_answer("Januarty 5, 2024") == "January 5, 2024"
    assert clean_answer("October 13th, 2023") == "October 13th, 2023"


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
        ("her mother", None),
        ("the 3rd Sunday of Lent 2023", None),
        ("two fortnights after the 5th", None),
    ]
    assert unparsed_answers(answers) == [
        "the 3rd Sunday of Lent 2023",
        "two fortnights after the 5th",
    ]
    assert unparsed_answers([]) == []
