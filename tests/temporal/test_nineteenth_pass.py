"""Readings added in the nineteenth pass (extractor version 26): each rule with the readings
it must leave alone. Our own sentences."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from swcmem.model import Anchor, Conversation, Session, Turn
from swcmem.store import Store
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.markers import read_tokens
from swcmem.temporal.question import parse_question
from swcmem.temporal.rank import FEATURES, _grain_fit

from .conftest import dates_of, local

D = date
MON = local(2022, 3, 14, 18, 0, offset=0)  # Monday 14 March 2022
THU = local(2021, 9, 16, 20, 0, offset=1)  # Thursday 16 September 2021


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        # what someone was accepted or chosen for is ahead, however long its name
        ("My paper got accepted for the big regional physics meeting in Leeds in October!", "in October", D(2022, 10, 1)),
        ("He was selected for the county squad trials in April.", "in April", D(2022, 4, 1)),
        ("Good news, the trip is approved for the 2nd of May.", "the 2nd of May", D(2022, 5, 2)),
        # a request still reaches a date many words on
        ("I've been asked to run the beginners' pottery workshop at the community centre in late April.", "late April", D(2022, 4, 21)),
        # a booking and then its date, without a verb
        ("I finally booked my eye test! 2 February.", "2 February", D(2023, 2, 2)),
        ("Booked the dentist. Thursday at 3pm!", "Thursday", D(2022, 3, 17)),
        ("We've booked a caravan in Wales from the 3rd to the 10th of February.", "from the 3rd to the 10th of February", D(2023, 2, 3)),
        ("I had to rebook. The earliest date was 9 February.", "9 February", D(2023, 2, 9)),
        # a timetable verb of flights
        ("My sister's booked her tickets from Toronto, she lands in late February.", "late February", D(2023, 2, 21)),
    ],
)  # fmt: skip
def test_what_is_accepted_booked_or_offered_is_ahead(text: str, surface: str, start: date) -> None:
    assert dates_of(text, MON, surface)[0] == start


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        # the approval itself, or a verb nearer the date, keeps the past
        ("The council approved funding for the new bridge on Tuesday.", "on Tuesday", D(2022, 3, 8)),
        ("I booked it. 2 February we went and it was lovely.", "2 February", D(2022, 2, 2)),
        ("She expects to sell about forty pots in 2022, she said in a chat late Friday.", "Friday", D(2022, 3, 11)),
        ("We landed on Friday.", "on Friday", D(2022, 3, 11)),
        ("I booked a table! Lovely evening on 9 March, we loved it.", "9 March", D(2022, 3, 9)),
    ],
)  # fmt: skip
def test_a_past_told_near_the_date_stays_past(text: str, surface: str, start: date) -> None:
    assert dates_of(text, MON, surface)[0] == start


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("I ran my last class before paternity leave on Saturday.", "on Saturday", D(2022, 3, 12)),
        ("She went on sick leave on Friday.", "on Friday", D(2022, 3, 11)),
        ("The man next door moved out on Friday.", "on Friday", D(2022, 3, 11)),
        # a timetable "leave" is still ahead
        ("The ferry leaves on Friday.", "on Friday", D(2022, 3, 18)),
    ],
)  # fmt: skip
def test_leave_and_next_as_nouns_tell_no_future(text: str, surface: str, start: date) -> None:
    assert dates_of(text, MON, surface)[0] == start


def test_an_answer_to_when_after_a_visit_next_door_is_past() -> None:
    at = local(2020, 9, 17, 19, 0, offset=1)  # Thursday
    told = _turn(1, "Gus", "My news is duller. I've been to look at the shop next door.", at)
    asked = _turn(2, "Ada", "Oh! When?", at)
    answer = _turn(3, "Gus", "Tuesday. It needs a new roof.", at)
    found = [a for a in turn_anchors(answer, asked, None, told) if a.surface]
    assert [(a.surface, a.start) for a in found] == [("Tuesday", D(2020, 9, 15))]


def test_next_door_is_no_marker() -> None:
    tokens = read_tokens("We sat next to them next door, next week too.")
    kinds = dict(zip(tokens.words, tokens.kinds, strict=True))
    assert kinds["next"] == "future"  # the last "next": "next week"
    first = read_tokens("We sat next to them.")
    assert "future" not in first.kinds


@pytest.mark.parametrize(
    "text",
    [
        "Her lemon tart won Dessert of the Year!",
        "He was named Coach of the Year.",
    ],
)
def test_an_award_title_names_no_year(text: str) -> None:
    assert [a for a in extract_anchors(text, MON) if a.surface] == []


def test_the_year_of_a_superlative_is_still_this_year() -> None:
    assert dates_of("It was the wettest day of the year.", MON, "of the year")[:2] == (
        D(2022, 1, 1),
        D(2022, 12, 31),
    )


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("I joined the running club's Sunday group in January.", "Sunday"),
        ("See you at the Tuesday club night?", "Tuesday"),
    ],
)
def test_a_weekday_naming_a_standing_group_is_generic(text: str, surface: str) -> None:
    found = [a for a in extract_anchors(text, MON) if a.surface == surface]
    assert [(a.start, a.generic) for a in found] == [(None, True)]


def test_a_weekday_before_a_group_as_a_clause_of_its_own_is_dated() -> None:
    assert dates_of("Saturday, the group met at the park.", MON, "Saturday")[0] == D(2022, 3, 12)


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("No burglary in the thirty years I've had the shop.", "the thirty years", D(1991, 1, 1)),
        ("in the two years she's been away", "the two years", D(2019, 1, 1)),
    ],
)
def test_a_length_told_with_a_perfect_runs_up_to_now(text: str, surface: str, start: date) -> None:
    assert dates_of(text, THU, surface)[:2] == (start, D(start.year, 12, 31))


def test_a_length_told_in_the_past_stays_a_length() -> None:
    found = extract_anchors("The three years we lived there were great.", THU)
    assert [(a.grain, a.start) for a in found if a.surface] == [("duration", None)]


def _turn(i: int, speaker: str, text: str, at: datetime) -> Turn:
    return Turn(f"D1:{i}", 1, i, speaker, text, at)


def test_a_reply_before_a_tenseless_answer_keeps_the_questions_tense() -> None:
    at = local(2024, 4, 11, 18, 0, offset=1)  # Thursday
    previous = _turn(1, "Rosa", "Your exam was Tuesday, wasn't it?", at)
    answer = _turn(2, "Dev", "Yep. Tuesday morning, 9am. It went badly.", at)
    found = [a for a in turn_anchors(answer, previous) if a.surface]
    assert [(a.surface, a.start) for a in found] == [("Tuesday morning", D(2024, 4, 9))]


def test_a_tenseless_answer_without_a_past_question_looks_ahead() -> None:
    at = local(2024, 4, 11, 18, 0, offset=1)
    previous = _turn(1, "Rosa", "Your exam is Tuesday, isn't it?", at)
    answer = _turn(2, "Dev", "Yep. Tuesday morning, 9am.", at)
    found = [a for a in turn_anchors(answer, previous) if a.surface]
    assert [(a.surface, a.start) for a in found] == [("Tuesday morning", D(2024, 4, 16))]


@pytest.mark.parametrize(
    ("news", "start"),
    [
        ("She's home!!!", D(2022, 4, 23)),  # when it came about: the Saturday before
        ("We're engaged!", D(2022, 4, 23)),
        ("We're moving to Spain!", D(2022, 4, 30)),  # a plan: the next one
    ],
)
def test_when_after_news_of_a_state_asks_when_it_came_about(news: str, start: date) -> None:
    at = local(2022, 4, 25, 19, 20, offset=1)  # Monday
    told = _turn(1, "Bo", news, at)
    asked = _turn(2, "Cy", "When??", at)
    answer = _turn(3, "Bo", "Saturday morning.", at)
    found = [a for a in turn_anchors(answer, asked, None, told) if a.surface]
    assert [(a.surface, a.start) for a in found] == [("Saturday morning", start)]


def test_a_since_clause_is_no_habit() -> None:
    text = "We've trained every night since the club signed up for the league on Monday."
    assert dates_of(text, THU, "on Monday")[:2] == (D(2021, 9, 13), D(2021, 9, 13))
    habit = [a for a in extract_anchors("We train every Monday.", THU) if a.surface]
    assert [a.generic for a in habit] == [True]


def test_a_tournament_called_the_open_is_no_timetable() -> None:
    assert dates_of("Our team signed up for the Open on Monday.", THU, "on Monday")[0] == D(
        2021, 9, 13
    )
    # an open day still looks ahead, as it did
    assert dates_of("The open day is on Saturday.", THU, "on Saturday")[0] == D(2021, 9, 18)


def test_an_offset_from_an_event_of_one_short_word() -> None:
    text = "Dad's op is on Tuesday. They sent him home on the Friday after the op."
    assert dates_of(text, MON, "the Friday after the op")[:2] == (D(2022, 3, 18), D(2022, 3, 18))


def test_an_offset_from_an_unknown_short_word_stays_unresolved() -> None:
    found = extract_anchors("They sent him home on the Friday after the op.", MON)
    assert [(a.surface, a.start) for a in found if a.surface] == [("the Friday after the op", None)]


@pytest.mark.parametrize(
    ("text", "surface", "start"),
    [
        ("The cafe turns ten soon, ten years since we opened the doors.", "ten years", D(2011, 1, 1)),
        ("Two months since my operation and I'm walking again.", "Two months", D(2021, 7, 1)),
    ],
)  # fmt: skip
def test_a_length_since_an_event_runs_up_to_now(text: str, surface: str, start: date) -> None:
    assert dates_of(text, THU, surface)[0] == start


def test_a_length_since_told_from_the_past_is_only_a_length() -> None:
    found = extract_anchors("It had been two months since my operation.", THU)
    assert [(a.grain, a.start) for a in found if a.surface] == [("duration", None)]


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("My coach says I'm ready to race the marathon in April.", D(2022, 4, 1)),
        ("I was ready to quit in February.", D(2022, 2, 1)),
    ],
)
def test_ready_to_looks_ahead_unless_told_in_the_past(text: str, start: date) -> None:
    surface = "in April" if "April" in text else "in February"
    assert dates_of(text, MON, surface)[0] == start


def test_a_timetable_word_in_a_name_is_no_marker() -> None:
    text = "We've practised every night since the club entered the Harbour Cup Open on Monday."
    assert dates_of(text, THU, "on Monday")[0] == D(2021, 9, 13)
    assert dates_of("The shop opens on Monday.", THU, "on Monday")[0] == D(2021, 9, 20)


def test_when_after_a_date_was_given_reads_no_past_from_it() -> None:
    at = local(2023, 9, 12, 8, 20, offset=1)
    told = _turn(1, "Al", "Busy. Your gran's finally got a date for her knee.", at)
    asked = _turn(2, "Bea", "Finally! When?", at)
    answer = _turn(3, "Al", "The 3rd of October, at the county hospital.", at)
    found = [a for a in turn_anchors(answer, asked, None, told) if a.surface]
    assert [(a.surface, a.start) for a in found] == [("The 3rd of October", D(2023, 10, 3))]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a thing named after the holiday, dated otherwise in its sentence: the other date
        ("We went to the Christmas fair in Bath last weekend.", ["last weekend"]),
        ("I ran the Easter 10k on Good Friday!", ["Good Friday"]),
        # alone, or dated on the holiday itself, or a party (mostly on the day): kept
        ("The Christmas fair was packed.", ["Christmas"]),
        ("Halloween party tonight, no costume yet.", ["Halloween", "tonight"]),
        ("Halloween party planning starts this weekend.", ["Halloween", "this weekend"]),
    ],
)
def test_a_holiday_naming_a_thing_gives_way_to_its_sentences_date(
    text: str, kept: list[str]
) -> None:
    ref = local(2021, 10, 30, 18, 0, offset=1)  # Saturday
    assert [a.surface for a in extract_anchors(text, ref) if a.surface] == kept


@pytest.mark.parametrize(
    "text",
    [
        "The race is on the 8th, so I've got less than two weeks to get fit.",
        "We've only got three days left in Rome.",
        "She's got two years of school to go.",
    ],
)
def test_time_still_to_come_is_no_length_back(text: str) -> None:
    found = [a for a in extract_anchors(text, THU) if a.grain == "duration"]
    assert found and all(a.start is None for a in found), found


def test_a_perfect_length_still_runs_up_to_now() -> None:
    assert dates_of("We've been married for ten years.", THU, "for ten years")[0] == D(2011, 1, 1)


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("We'll be 40 on the 3rd of June, can you believe it.", "be 40", D(1982, 6, 3), D(1982, 6, 3)),
        ("The cafe turns ten this month!", "turns ten", D(2012, 3, 1), D(2012, 3, 31)),
        ("She'll be 5 years old on Friday.", "be 5 years old", D(2017, 3, 18), D(2017, 3, 18)),
    ],
)  # fmt: skip
def test_an_age_told_with_its_day_dates_the_birth(
    text: str, surface: str, start: date, end: date
) -> None:
    assert dates_of(text, MON, surface)[:2] == (start, end)


@pytest.mark.parametrize(
    "text",
    ["The score is 3 on Monday.", "We had 3 on Monday.", "She turns 500 in May."],
)
def test_a_figure_that_is_no_age_dates_nothing_back(text: str) -> None:
    found = extract_anchors(text, MON)
    assert all(a.start is None or a.start.year >= 2022 for a in found), found


def test_the_birthday_itself_stays_an_anchor() -> None:
    found = extract_anchors("Mum turns 80 next Saturday!", MON)
    assert [(a.surface, a.start) for a in found if a.surface] == [
        ("turns 80", D(1942, 3, 19)),
        ("next Saturday", D(2022, 3, 19)),
    ]


@pytest.mark.parametrize(
    ("text", "start"),
    [
        # a verbless answer, however long, takes its question's tense
        ("What happened? Another leak, a nasty one this time, at the village school on Thursday.", D(2022, 3, 10)),
        ("Will you come? Quiz night at the pub, the big charity one, on Thursday.", D(2022, 3, 17)),
        # a question with no tense of its own leaves the table's reading (the next one)
        ("Are you free? Dinner at mine, nothing fancy, on Thursday.", D(2022, 3, 17)),
    ],
)  # fmt: skip
def test_a_long_verbless_answer_takes_its_questions_tense(text: str, start: date) -> None:
    assert dates_of(text, MON, "on Thursday")[0] == start


@pytest.mark.parametrize(
    ("question", "grain", "fit"),
    [
        ("In which year did he pass his driving test?", "year", 1.0),
        ("In which year did he pass his driving test?", "day", 0.0),
        ("In which year did he pass his driving test?", "duration", 1.0),
        ("In which month did she start knitting?", "month", 1.0),
        ("In which month did she start knitting?", "year", 0.0),
        ("When did he pass his driving test?", "year", 0.0),  # no grain asked
    ],
)
def test_a_year_or_month_question_prefers_an_anchor_told_at_that_grain(
    question: str, grain: str, fit: float
) -> None:
    anchor = Anchor("D1:1", "x", 0, 1, D(2018, 1, 1), D(2018, 12, 31), grain, None)  # type: ignore[arg-type]
    assert _grain_fit(anchor, parse_question(question)) == fit
    assert "grain_fit" in FEATURES


def test_a_year_question_finds_the_year_told_in_an_answer(store: Store) -> None:
    at = datetime(2024, 3, 6, 18, 0, tzinfo=UTC)
    texts = [
        ("Mo", "We bought a car yesterday, a little red hatchback."),
        ("Jo", "Didn't you pass your driving test ages ago?"),
        ("Mo", "Six years ago, and I've hardly driven since."),
        ("Jo", "Well, enjoy it!"),
    ]
    turns = tuple(Turn(f"D1:{i + 1}", 1, i, s, t, at) for i, (s, t) in enumerate(texts))
    ingest_conversation(store, Conversation("car", ("Mo", "Jo"), (Session(1, at, turns),)))
    best = TemporalIndex(store, dense=False).when("car", "In which year did Mo pass his test?")[0]
    assert (best.turn_id, best.start, best.end) == ("D1:3", D(2018, 1, 1), D(2018, 12, 31))


@pytest.mark.parametrize(
    "text",
    ["We'll be 4 on Saturday, is that ok?", "There'll be 8 on Friday.", "They're 6 in March."],
)
def test_a_small_head_count_is_no_age(text: str) -> None:
    assert not [a for a in extract_anchors(text, MON) if a.start and a.start.year < 2022]


def test_i_turn_thirty_in_march_is_ahead() -> None:
    ref = local(2024, 5, 27, 12, 0, offset=1)
    assert dates_of("I turn 30 in March.", ref, "in March")[0] == D(2025, 3, 1)
    assert dates_of("I turn 30 in March.", ref, "turn 30")[0] == D(1995, 3, 1)
    assert dates_of("It's your turn on Monday.", ref, "on Monday")[0] == D(2024, 6, 3)
