"""Chat readings mended in the fifteenth pass, from two sets of chat messages written blind
(friends and family; work chat and requests to an assistant): each row one rule, with the
readings it must leave alone. Our own sentences."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors

from .conftest import dates_of, local

D = date
TUE = local(2026, 5, 26, 8, 20, offset=-7)  # Tuesday 26 May 2026, after Memorial Day
MON = local(2020, 5, 18, 11, 0, offset=8)  # Monday 18 May 2020
SUN = local(2024, 7, 14, 20, 0, offset=-4)  # Sunday 14 July 2024, evening
WED = local(2024, 7, 17, 20, 0, offset=-4)  # Wednesday 17 July 2024
AUG = local(2024, 8, 26, 13, 0, offset=-4)  # Monday 26 August 2024
JAN = local(2023, 1, 3, 8, 0, offset=-5)  # Tuesday 3 January 2023


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end", "grain"),
    [
        # a length without "for", told up to now by a perfect
        (
            MON,
            "we've lived here a year now, can't believe it",
            "a year",
            D(2019, 1, 1),
            D(2019, 12, 31),
            "duration",
        ),
        (
            MON,
            "I've had the van two years now.",
            "two years",
            D(2018, 1, 1),
            D(2018, 12, 31),
            "duration",
        ),
        # a holiday some years back
        (
            AUG,
            "Labor Day two years ago! She was the last puppy left",
            "Labor Day two years ago",
            D(2022, 9, 5),
            D(2022, 9, 5),
            "day",
        ),
        (
            AUG,
            "We got married on Valentine's Day three years ago.",
            "Valentine's Day three years ago",
            D(2021, 2, 14),
            D(2021, 2, 14),
            "day",
        ),
        # what is dreaded, blocked off, asked about, or returned to is ahead
        (
            SUN,
            "this weekend flew by. already dreading monday",
            "monday",
            D(2024, 7, 15),
            D(2024, 7, 15),
            "day",
        ),
        (
            JAN,
            "Already blocked off two weeks in June.",
            "in June",
            D(2023, 6, 1),
            D(2023, 6, 30),
            "month",
        ),
        (
            WED,
            "sorry missed ur call, was at Jen's leaving do. u around sunday?",
            "sunday",
            D(2024, 7, 21),
            D(2024, 7, 21),
            "day",
        ),
        (
            WED,
            "Loved the show. Same time on the 25th?",
            "on the 25th",
            D(2024, 7, 25),
            D(2024, 7, 25),
            "day",
        ),
        (
            TUE,
            "Last week of work!! Back on the 10th of January.",
            "the 10th of January",
            D(2027, 1, 10),
            D(2027, 1, 10),
            "day",
        ),
        (
            TUE,
            "3 nights, checking in on the 25th",
            "on the 25th",
            D(2026, 6, 25),
            D(2026, 6, 25),
            "day",
        ),
        (TUE, "back at work monday, ugh", "monday", D(2026, 6, 1), D(2026, 6, 1), "day"),
        # a weekend come back from is past
        (
            TUE,
            "Back from the long weekend and my inbox is a crime scene.",
            "weekend",
            D(2026, 5, 23),
            D(2026, 5, 24),
            "week",
        ),
        (
            TUE,
            "Back at work after the long weekend, the lake was like glass",
            "weekend",
            D(2026, 5, 23),
            D(2026, 5, 24),
            "week",
        ),
        (
            TUE,
            "We'll be back after the weekend.",
            "weekend",
            D(2026, 5, 30),
            D(2026, 5, 31),
            "week",
        ),
        # Australian "arvo"
        (
            TUE,
            "recovering on the couch this arvo",
            "this arvo",
            D(2026, 5, 26),
            D(2026, 5, 26),
            "day",
        ),
        # one event, then a habit after the comma
        (
            local(2026, 6, 25, 7, 10, offset=-3),
            "Started learning guitar in March, 20 min every day",
            "in March",
            D(2026, 3, 1),
            D(2026, 3, 31),
            "month",
        ),
        # a forecast tells what is ahead; "the release notes" is no report; "next one's"
        (
            local(2023, 10, 20, 17, 0, offset=-4),
            "picnic tmrw? forecast says sunny till Sunday",
            "Sunday",
            D(2023, 10, 22),
            D(2023, 10, 22),
            "day",
        ),
        (
            local(2019, 9, 17, 8, 10, offset=5.5),
            "I'll push the release notes by Thursday EOD, the review took longer than expected.",
            "by Thursday",
            D(2019, 9, 19),
            D(2019, 9, 19),
            "day",
        ),
        (
            local(2027, 5, 31, 18, 0, offset=-4),
            "The bbq was a success, next one's at ours for the 4th of July",
            "the 4th of July",
            D(2027, 7, 4),
            D(2027, 7, 4),
            "day",
        ),
        # left alone: a question with its own tense, a return told as past, "Back in"
        (
            WED,
            "Great party. Did you see Tom on Friday?",
            "on Friday",
            D(2024, 7, 12),
            D(2024, 7, 12),
            "day",
        ),
        (
            TUE,
            "I was back on the 10th and nobody noticed.",
            "on the 10th",
            D(2026, 5, 10),
            D(2026, 5, 10),
            "day",
        ),
        (
            TUE,
            "Back in January I started running.",
            "in January",
            D(2026, 1, 1),
            D(2026, 1, 31),
            "month",
        ),
    ],
)
def test_chat_reading(
    ref: datetime, text: str, surface: str, start: date, end: date, grain: str
) -> None:
    assert dates_of(text, ref, surface) == (start, end, grain)


@pytest.mark.parametrize(
    ("ref", "text", "surface"),
    [
        # the time spent before leaving is a length, not a date that far ahead
        (MON, "Tomorrow is my last day at the company after 7 years.", "after 7 years"),
        (MON, "I'm retiring next month after 31 years.", "after 31 years"),
    ],
)
def test_a_length_spent_before_leaving_is_no_date(ref: datetime, text: str, surface: str) -> None:
    start, end, grain = dates_of(text, ref, surface)
    assert (start, end, grain) == (None, None, "duration")


def test_a_length_ahead_stays_ahead() -> None:
    assert dates_of("We'll know the results after two weeks.", MON, "after two weeks") == (
        D(2020, 6, 1),
        D(2020, 6, 7),
        "week",
    )


@pytest.mark.parametrize(
    "text",
    ["Haven't had a haircut in two and a half months", "Haven't seen her in a year and a half."],
)
def test_a_negated_perfect_in_a_length_and_a_half_dates_nothing_ahead(text: str) -> None:
    dated = [
        a for a in extract_anchors(text, MON) if a.start is not None and a.start > D(2020, 5, 18)
    ]
    assert dated == []


def test_how_long_ago_it_feels_is_no_date() -> None:
    found = extract_anchors("March 23rd. feels like a decade ago", MON)
    assert [a.surface for a in found if not a.implicit] == ["March 23rd"]


def test_a_habit_in_the_expressions_own_clause_stays_a_habit() -> None:
    found = extract_anchors("We always went to Spain in August, every single year.", MON)
    assert [a.generic for a in found if a.surface == "in August"] == [True]


def test_the_final_week_of_something_is_not_last_week() -> None:
    found = extract_anchors("Last week of work!! So ready.", TUE)
    assert [a.surface for a in found if not a.implicit and a.start is not None] == []


@pytest.mark.parametrize(
    ("ref", "day"),
    [
        (local(2025, 2, 23, 23, 30, offset=-5), D(2025, 2, 24)),  # late evening: tomorrow's
        (local(2024, 3, 31, 0, 10, offset=-7), D(2024, 3, 31)),  # after midnight: today's
    ],
)
def test_in_the_morning_ahead_is_the_next_morning(ref: datetime, day: date) -> None:
    text = "finally going to the doctor in the morning"
    assert dates_of(text, ref, "in the morning") == (day, day, "day")


@pytest.mark.parametrize(
    "text",
    ["I'll call you in the morning.", "I usually run in the morning.", "I ran in the morning."],
)
def test_in_the_morning_said_by_day_or_not_ahead_is_no_date(text: str) -> None:
    found = extract_anchors(text, local(2024, 3, 31, 10, 0))
    assert [a.surface for a in found if not a.implicit and a.start is not None] == []


def test_a_holiday_greeting_is_the_one_at_hand() -> None:
    """Said in October, with a past clause after it: not last year's but this year's."""
    ref = local(2019, 10, 20, 18, 0, offset=-4)
    text = "Happy Thanksgiving in advance! We did the big shop yesterday."
    assert dates_of(text, ref, "Thanksgiving") == (D(2019, 11, 28), D(2019, 11, 28), "day")


def test_canada_keeps_its_own_thanksgiving() -> None:
    ref = local(2019, 10, 14, 18, 30, offset=-4)
    text = "Happy Thanksgiving from Toronto, we did the big dinner yesterday"
    assert dates_of(text, ref, "Thanksgiving") == (D(2019, 10, 14), D(2019, 10, 14), "day")


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        # from the sets of notes, club and school messages, and long chats
        (
            local(2023, 2, 14, 19, 45, offset=11),
            "Any parent helpers pls let Mrs K know by Thurs",
            "by Thurs",
            D(2023, 2, 16),
            D(2023, 2, 16),
        ),
        (
            local(2025, 1, 24, 20, 0, offset=5.5),
            "Dear residents, flag hoisting on Sunday at 8am,"
            " followed by breakfast in the clubhouse.",
            "on Sunday",
            D(2025, 1, 26),
            D(2025, 1, 26),
        ),
        (
            local(2019, 10, 15, 20, 0, offset=-6),
            "Physio says to check back in January.",
            "in January",
            D(2020, 1, 1),
            D(2020, 1, 31),
        ),
        (
            local(2025, 4, 23, 17, 0, offset=-7),
            "Is the concert tonight or tmrw?? Flyer says 4/24",
            "4/24",
            D(2025, 4, 24),
            D(2025, 4, 24),
        ),
        (
            local(2024, 5, 6, 21, 30, offset=-5),
            "Did field day get moved? Newsletter said May 17",
            "May 17",
            D(2024, 5, 17),
            D(2024, 5, 17),
        ),
        (
            local(2020, 3, 12, 22, 30, offset=-4),
            "League's suspended, no games until at least April 1.",
            "April 1",
            D(2020, 4, 1),
            D(2020, 4, 1),
        ),
        (
            local(2019, 8, 26, 21, 10, offset=-7),
            "she walked straight in without looking back 😭"
            " Back to school night is Thursday, are you going?",
            "Thursday",
            D(2019, 8, 29),
            D(2019, 8, 29),
        ),
        (
            local(2023, 8, 25, 16, 20, offset=-4),
            "The car's at the shop, they said probably Tuesday at the earliest.",
            "Tuesday",
            D(2023, 8, 29),
            D(2023, 8, 29),
        ),
        (
            local(2026, 11, 27, 22, 10, offset=-5),
            "Black Friday was a mistake. Also I've been"
            " thinking, what if we skip your parents' at Christmas?",
            "Christmas",
            D(2026, 12, 25),
            D(2026, 12, 25),
        ),
        (
            local(2024, 2, 13, 18, 20, offset=1),
            "my brother's asked if we can have the kids overnight on the 24th",
            "on the 24th",
            D(2024, 2, 24),
            D(2024, 2, 24),
        ),
        (
            local(2026, 5, 22, 20, 10, offset=-4),
            "my brother's crashing on our couch from tmrw till"
            " Tuesday, he got kicked out early lol",
            "from tmrw till Tuesday",
            D(2026, 5, 23),
            D(2026, 5, 26),
        ),
        (
            local(2027, 4, 3, 11, 0, offset=-6),
            "we can always cancel the Mexico trip in June",
            "in June",
            D(2027, 6, 1),
            D(2027, 6, 30),
        ),
    ],
)
def test_notes_and_long_chats(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    assert dates_of(text, ref, surface)[:2] == (start, end)


def test_a_booking_asked_about_is_ahead() -> None:
    ref = local(2023, 5, 29, 7, 40, offset=-4)  # Monday
    found = extract_anchors("Yes, Thursday afternoon.", ref, asked="Did you book the vet?")
    assert [(a.start, a.end) for a in found if a.surface.startswith("Thursday")] == [
        (D(2023, 6, 1), D(2023, 6, 1))
    ]


def test_a_range_told_as_past_stays_past() -> None:
    ref = local(2026, 5, 22, 20, 10, offset=-4)  # Friday
    assert dates_of("We were there from Saturday to Monday.", ref, "from Saturday to Monday")[
        :2
    ] == (D(2026, 5, 16), D(2026, 5, 18))


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        # from the group chats and the assistant dialogues
        (
            local(2025, 1, 1, 10, 10),
            "we were in bed by 12:15 😴 Lunch at ours on Sunday for anyone",
            "on Sunday",
            D(2025, 1, 5),
            D(2025, 1, 5),
        ),
        (
            local(2024, 2, 11, 18, 0, offset=13),
            "Still recovering from Tuesday's tramp 🥵",
            "from Tuesday",
            D(2024, 2, 6),
            D(2024, 2, 6),
        ),
        (
            local(2022, 3, 18, 10, 0),
            "Still hanging from St Paddy's yesterday",
            "St Paddy's",
            D(2022, 3, 17),
            D(2022, 3, 17),
        ),
        (
            local(2027, 3, 4, 15, 0, offset=-10),
            "Festival gig confirmed for Saturday the 20th!!",
            "Saturday the 20th",
            D(2027, 3, 20),
            D(2027, 3, 20),
        ),
        (
            local(2024, 11, 29, 9, 5),
            "Yes we fly in on the 21st and leave on the 2nd, can't wait",
            "on the 2nd",
            D(2025, 1, 2),
            D(2025, 1, 2),
        ),
        (
            local(2025, 6, 23, 9, 0, offset=5.5),
            "I was charged twice this month — once on the 1st and again on the 3rd.",
            "on the 3rd",
            D(2025, 6, 3),
            D(2025, 6, 3),
        ),
        (
            local(2020, 10, 5, 12, 0, offset=2),
            "I started the new job on September 14 and my probation review is in mid-December.",
            "mid-December",
            D(2020, 12, 11),
            D(2020, 12, 20),
        ),
        (
            local(2023, 1, 2, 0, 35, offset=-5),
            "just got back from my brother's. back to work on Tuesday ugh",
            "on Tuesday",
            D(2023, 1, 3),
            D(2023, 1, 3),
        ),
    ],
)
def test_group_chats_and_assistant_dialogues(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    assert dates_of(text, ref, surface)[:2] == (start, end)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("It's about 7-8 hrs walking so pack lunch", "7-8"),
        ("The video is finally done!! Took about 6 weeks of editing.", "6 weeks"),
        ("ugh, back at work after a week off.", "after a week"),
    ],
)
def test_a_length_taken_is_no_date(text: str, surface: str) -> None:
    found = extract_anchors(text, local(2024, 9, 5, 7, 20, offset=12))
    start = text.index(surface)
    dated = [a for a in found if a.start is not None and a.char_start <= start < a.char_end]
    assert dated == []


@pytest.mark.parametrize(
    ("text", "surface", "year"),
    [
        ("I've been baking for a year now.", "for a year", 2022),
        ("I've been baking for almost a year now.", "for almost a year", 2023),
        ("I've been playing in the band for just under a year now.", "a year", 2023),
    ],
)
def test_a_length_a_little_short_began_a_little_later(text: str, surface: str, year: int) -> None:
    """Said in December: a year ago is last year, almost a year ago is this January."""
    start, end, _ = dates_of(text, local(2023, 12, 6, 10, 0), surface)
    assert (start, end) == (D(year, 1, 1), D(year, 12, 31))


@pytest.mark.parametrize(
    ("ref", "text", "surface", "start", "end"),
    [
        # from the sets of relative references and of life updates
        (
            local(2024, 5, 2, 18, 30, offset=1),
            "Setlist for sat: opening with a cover",
            "sat",
            D(2024, 5, 4),
            D(2024, 5, 4),
        ),
        (
            local(2023, 11, 19, 0, 10, offset=-6),
            "ok it's technically Sunday now but I JUST finished the quilt",
            "Sunday",
            D(2023, 11, 19),
            D(2023, 11, 19),
        ),
        (
            local(2025, 8, 10, 0, 45, offset=12),
            "here we are, sunday already",
            "sunday",
            D(2025, 8, 10),
            D(2025, 8, 10),
        ),
        (
            local(2026, 3, 17, 17, 30, offset=-4),
            "Quit my job today!!! Last day is the 31st and then I'm taking April off.",
            "the 31st",
            D(2026, 3, 31),
            D(2026, 3, 31),
        ),
        (
            local(2021, 12, 10, 16, 20),
            "Last week was crazy.",
            "Last week",
            D(2021, 11, 29),
            D(2021, 12, 5),
        ),
        (
            local(2021, 12, 10, 16, 20),
            "I'm seeing her Friday now, not Saturday.",
            "Friday",
            D(2021, 12, 17),
            D(2021, 12, 17),
        ),
    ],
)
def test_relative_references_and_life_updates(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    assert dates_of(text, ref, surface)[:2] == (start, end)


def test_the_final_day_asked_about_is_no_past() -> None:
    ref = local(2021, 12, 10, 16, 20)
    found = extract_anchors(
        "the 22nd, then I'm off till the 4th", ref, asked="when's ur last day b4 the break?"
    )
    assert [(a.surface, a.start) for a in found if not a.implicit] == [
        ("the 22nd", D(2021, 12, 22)),
        ("till the 4th", D(2022, 1, 4)),
    ]
