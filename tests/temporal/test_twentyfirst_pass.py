"""Readings added in the twenty-first pass (extractor version 29), with the readings each must
leave alone. Our own sentences."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.temporal.cues import sentence_spans
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.question import parse_question

from .conftest import dates_of, local

THU = local(2024, 2, 8, 19, 0, offset=0)  # Thursday 8 February 2024, 19:00


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # a fragment with no tense of its own, told among past news, is past
        ("I PASSED. Friday. Not one fault on the parking.", "Friday", date(2024, 2, 2)),
        ("Done!! Sunday. 1:58:10. My calves hate me.", "Sunday", date(2024, 2, 4)),
        ("Ayla had the baby! Tuesday night, just before midnight.", "Tuesday night", date(2024, 2, 6)),
        ("I went on a date. On Saturday", "On Saturday", date(2024, 2, 3)),
        ("First frost Monday. Just a dusting but the pup went wild", "Monday", date(2024, 2, 5)),
        ("Still sore. But I DID IT! Sunday, 2:03:40", "Sunday", date(2024, 2, 4)),
        ("also we got a kitten. on the weekend. She was on the shelter's site", "weekend", date(2024, 2, 3)),
        # ... but a present of its own, or the date of what was arranged, looks ahead
        ("He cried on the call. It was lovely. The final is on the 21st, online again", "on the 21st", date(2024, 2, 21)),
        ("So proud. The viewing's on the 18th.", "on the 18th", date(2024, 2, 18)),
        ("Oh, and my scan date came through this morning. The 13th of March.", "The 13th of March", date(2024, 3, 13)),
        ("It's booked. Six nights in a cabin, from the 11th to the 17th of May.", "from the 11th to the 17th of May", date(2024, 5, 11)),
        ("Friday! Can't wait.", "Friday", date(2024, 2, 9)),
        ("Heard back. The hearing resumes Thursday.", "Thursday", date(2024, 2, 15)),
        ("Noted! Moved in: last Monday. Inspection: mid-March.", "mid-March", date(2024, 3, 11)),
        ("Fixed the roof yesterday. The new tiles get laid in early March.", "early March", date(2024, 3, 1)),
        ("They confirmed it last week. Registrar in the clinic from August", "from August", date(2024, 8, 1)),
    ],
)  # fmt: skip
def test_a_fragment_takes_the_tense_of_the_news_around_it(
    text: str, surface: str, day: date
) -> None:
    assert dates_of(text, THU, surface)[0] == day


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        # an age with its day dates the birth; an ordinal occasion the day it began
        ("Oh and I turned 34 on Sunday. Spent it painting the hall", "turned 34", date(1990, 2, 4), date(1990, 2, 4)),
        ("Old and smelly. She turned eleven yesterday.", "turned eleven", date(2013, 2, 7), date(2013, 2, 7)),
        ("Sunday was our 45th anniversary so we went out for dinner", "45th", date(1979, 2, 4), date(1979, 2, 4)),
        ("It's our 30th wedding anniversary next week!", "30th", date(1994, 2, 12), date(1994, 2, 18)),
        ("It's my 21st on Saturday!", "21st", date(2003, 2, 10), date(2003, 2, 10)),
        # a count of years told with the date it falls on: the start
        ("Funny thing, it's four years this month since I started at the clinic.", "four years", date(2020, 2, 1), date(2020, 2, 29)),
        ("Hard to believe we've had him eleven years this March", "eleven years", date(2013, 3, 1), date(2013, 3, 31)),
        ("It'll be three years in May since I took the shop over", "three years", date(2021, 5, 1), date(2021, 5, 31)),
        ("We'll be 30 years married on the 14th of October. Five nights in Rome!", "30 years", date(1994, 10, 14), date(1994, 10, 14)),
        ("I'll have had him nine years next month, hard to believe.", "nine years", date(2015, 3, 1), date(2015, 3, 31)),
        ("Eight years qualified this month, can you believe that?", "Eight years", date(2016, 2, 1), date(2016, 2, 29)),
        ("A decade next month since we met.", "A decade", date(2014, 3, 1), date(2014, 3, 31)),
    ],
)  # fmt: skip
def test_an_age_or_a_count_with_its_date_dates_the_start(
    text: str, surface: str, start: date, end: date
) -> None:
    hits = [a for a in extract_anchors(text, THU) if a.surface == surface]
    assert [(a.start, a.end) for a in hits] == [(start, end)]


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # lengths that are no count up to the day named
        ("We're off to Spain for two years in March.", "in March"),
        ("He was sentenced to five years on Monday.", "on Monday"),
        ("We'll be away two weeks in August.", "in August"),
        ("In two years in June we'll see.", "in June"),
        ("My first gig in about six years on Thursday, hands shaking.", "on Thursday"),
        ("Our 2 kids on Saturday had a blast.", "on Saturday"),
    ],
)
def test_a_length_that_is_no_count_dates_no_start(text: str, surface: str) -> None:
    found = extract_anchors(text, THU)
    assert surface in {a.surface for a in found}
    assert all(a.start is None or a.start.year >= 2023 for a in found)


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # weeks counted to today or tomorrow "since" something run back
        ("Four weeks tomorrow since the operation and it still aches", "Four weeks tomorrow", date(2024, 1, 12)),
        ("Can't believe it's two weeks today since we dropped you off", "two weeks today", date(2024, 1, 25)),
        # without "since", the British "a week today" is a week ahead
        ("A week today and we fly!", "A week today", date(2024, 2, 15)),
    ],
)  # fmt: skip
def test_weeks_to_a_day_since_something_run_back(text: str, surface: str, day: date) -> None:
    assert dates_of(text, THU, surface)[:2] == (day, day)


def test_years_ago_this_month_is_this_years_month_moved_back() -> None:
    text = "Eight years ago this September we moved in, mould and all"
    assert dates_of(text, THU, "Eight years ago this September")[:2] == (
        date(2016, 9, 1),
        date(2016, 9, 30),
    )


@pytest.mark.parametrize(
    ("text", "surface", "year"),
    [
        ("Obviously. Six years I've had him now and he's never been better", "Six years I've had him", 2018),
        ("Still with the quartet. Three years with them now, a record for me", "Three years with them", 2021),
    ],
)  # fmt: skip
def test_a_length_up_to_now_dates_its_start(text: str, surface: str, year: int) -> None:
    start, end, _ = dates_of(text, THU, surface)
    assert (start, end) == (date(year, 1, 1), date(year, 12, 31))


def test_the_weekday_after_counts_from_the_plan_not_from_the_eve_before_it() -> None:
    text = (
        "so we didnt move on the 27th in the end. the van cancelled the night before. "
        "we ended up doing it the Saturday after with my cousin's trailer"
    )
    assert dates_of(text, THU, "on the 27th")[0] == date(2024, 1, 27)
    assert dates_of(text, THU, "the night before")[0] == date(2024, 1, 26)
    assert dates_of(text, THU, "the Saturday after")[0] == date(2024, 2, 3)


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # an arrangement told in the present perfect dates what was arranged: ahead
        ("Engine's dead. I've booked her into the boatyard on the 14th of January, fingers crossed", "the 14th of January", date(2025, 1, 14)),
        ("Terrifying. And they've asked me back for a second interview on 5 February", "5 February", date(2025, 2, 5)),
        ("Work's asked us to go back to the office the first week of March", "the first week of March", date(2024, 3, 1)),
        # ... not what was asked about, told in the past
        ("I've asked everyone about what happened on Friday", "on Friday", date(2024, 2, 2)),
        ("I booked it on Monday, all done", "on Monday", date(2024, 2, 5)),
    ],
)  # fmt: skip
def test_an_arrangement_in_the_present_perfect_looks_ahead(
    text: str, surface: str, day: date
) -> None:
    assert dates_of(text, THU, surface)[0] == day


def test_an_answer_to_a_question_keeps_its_own_reading() -> None:
    text = "The 21st of August. Three tiers, lemon and lime. I've never done a cake that big."
    found = extract_anchors(text, THU, asked="When's the wedding?")
    assert [(a.surface, a.start) for a in found] == [("The 21st of August", date(2024, 8, 21))]


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("The foreman rang to say I'm back on site the first week of January", "the first week of January", date(2025, 1, 1), date(2025, 1, 7)),
        ("My folks came up the first week of the month and we did the lakes", "the first week of the month", date(2024, 2, 1), date(2024, 2, 7)),
        ("We're going the first week of the month", "the first week of the month", date(2024, 3, 1), date(2024, 3, 7)),
        ("On Burns Night I made him haggis", "Burns Night", date(2024, 1, 25), date(2024, 1, 25)),
        ("Flying in Good Friday morning, back Monday", "Good Friday", date(2024, 3, 29), date(2024, 3, 29)),
        ("It's been a fortnight now since the funeral.", "a fortnight", date(2024, 1, 22), date(2024, 1, 28)),
        ("we didnt go on the 2nd in the end", "on the 2nd", date(2024, 2, 2), date(2024, 2, 2)),
    ],
)  # fmt: skip
def test_smaller_readings_of_the_pass(text: str, surface: str, start: date, end: date) -> None:
    assert dates_of(text, THU, surface)[:2] == (start, end)


@pytest.mark.parametrize(
    ("question", "plan"),
    [
        ("When was the knee operation originally scheduled?", True),
        ("When was the party first booked for?", True),
        ("When had he planned to fly down for the holiday?", True),
        ("When was she supposed to move into the flat?", True),
        ("When was the christening due to take place?", True),
        ("When did the knee operation actually happen?", False),
        ("When was the party?", False),
        ("When did she book the flights?", False),
    ],
)
def test_a_plan_asked_in_the_past_is_a_plan_question(question: str, plan: bool) -> None:
    assert parse_question(question, ("Ines", "Karl")).future is plan


def test_an_age_or_a_held_state_is_a_start_and_a_birth_question_asks_for_one() -> None:
    for text, surface in (
        ("Oh and I turned 34 on Sunday.", "turned 34"),
        ("Sunday was our 45th anniversary.", "45th"),
        ("Hard to believe we've had him eleven years this March", "eleven years"),
    ):
        hit = next(a for a in extract_anchors(text, THU) if a.surface == surface)
        assert hit.duration_days is not None and hit.duration_days > 365
    since = "It'll be four years this coming April since we lost her"
    hit = next(a for a in extract_anchors(since, THU) if a.surface == "four years")
    assert hit.duration_days is None  # the day of an event, not a state held
    assert parse_question("In which year was Ravi born?", ("Ines", "Karl")).start
    assert parse_question("When did they get married?", ("Ines", "Karl")).start


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("got one this morning. 26th of April, same centre", 2),
        ("Yes! 3rd of May it is", 2),
        ("Due Jan. 5th at noon", 1),  # an abbreviation's period ends no sentence
        ("See you Dec. 3rd", 1),
    ],
)
def test_a_day_of_the_month_starts_a_sentence(text: str, sentences: int) -> None:
    assert len(sentence_spans(text)) == sentences


def test_a_date_given_after_news_of_getting_one_is_ahead() -> None:
    text = "YES actually, got one this morning. 26th of April, same centre"
    assert dates_of(text, THU, "26th of April")[0] == date(2024, 4, 26)
