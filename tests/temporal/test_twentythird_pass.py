"""Readings added in the twenty-third pass (extractor version 31), with the readings each must
leave alone. Our own sentences."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.model import Turn
from swcmem.temporal.extract import extract_anchors, turn_anchors

from .conftest import dates_of, local

THU = local(2024, 2, 8, 19, 0, offset=0)  # Thursday 8 February 2024, 19:00


def _reply(
    turns: tuple[str, ...], speakers: tuple[str, ...] = ("Ada", "Ben", "Ada"), at: datetime = THU
) -> list[date | None]:
    """Starts of the last turn's implicit anchors after the turns before it."""
    made = [
        Turn(f"D1:{i + 1}", 1, i, s, t, at)
        for i, (s, t) in enumerate(zip(speakers, turns, strict=True))
    ]
    earlier = made[-3] if len(made) >= 3 else None
    found = turn_anchors(made[-1], made[-2], None, earlier)
    return [a.start for a in found if a.implicit]


def _intervals(text: str, asked: str, surface: str) -> list[tuple[date | None, date | None]]:
    """(start, end) of each anchor of ``text`` (asked after ``asked``) named ``surface``."""
    found = extract_anchors(text, THU, asked=asked)
    return [(a.start, a.end) for a in found if a.surface == surface]


@pytest.mark.parametrize(
    ("question", "reply", "day"),
    [
        # the date is in the question itself: how it went, or whether the one asked did it
        ("So... the exam! How did it go on Monday??", "Honestly no idea. The second paper was brutal", date(2024, 2, 5)),
        ("did you go to the parade on sunday?", "I did. Freezing, and half the town was there", date(2024, 2, 4)),
        ("How was the wedding last weekend?", "Lovely. The band were brilliant.", date(2024, 2, 3)),
    ],
)  # fmt: skip
def test_a_reply_takes_the_past_date_its_question_names(
    question: str, reply: str, day: date
) -> None:
    assert _reply((question, reply), ("Ben", "Ada")) == [day]


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("did you go to the parade on sunday?", "No, it was too cold"),  # not done
        ("did you go to the parade on sunday?", "Oh no, I forgot all about it"),
        ("How did it go on Monday??", "It's going to be fine, I think."),  # not told as past
        ("How's the training going? Race on Sunday?", "Yes! Can't wait."),  # a date ahead
    ],
)  # fmt: skip
def test_a_reply_that_does_not_tell_the_asked_thing_keeps_its_own_day(
    question: str, reply: str
) -> None:
    assert _reply((question, reply), ("Ben", "Ada")) == [THU.date()]


def test_news_told_first_after_a_teaser_takes_the_teasers_day() -> None:
    turns = (
        "Guess what happened on Tuesday!",
        "What? Don't keep me waiting",
        "I sang the solo at the carol service. My knees were shaking. And the vicar rang this morning...",
    )
    assert _reply(turns) == [date(2024, 2, 6)]


@pytest.mark.parametrize(
    "prompt",
    ["Yay!! Finally", "Oh good! Finally.", "Get in!! Told you"],
)
def test_a_prompt_that_only_cheers_carries_no_teased_day(prompt: str) -> None:
    turns = ("Big news: the bank said yes on Monday!", prompt, "The refit starts in April.")
    assert date(2024, 2, 5) not in _reply(turns)


@pytest.mark.parametrize(
    ("text", "asked", "surface", "start", "end"),
    [
        # days told after the month they are said of
        ("It's in June — the weekend of the 8th. Whitby, I'm told.", "", "the weekend of the 8th", date(2024, 6, 8), date(2024, 6, 9)),
        ("We've booked the cottage for the March school holidays, the 11th to the 15th.", "", "the 11th to the 15th", date(2024, 3, 11), date(2024, 3, 15)),
        # a bare day of the month alone after past news: past
        ("Congrats!! My news: the proofs arrived. On the 5th", "", "On the 5th", date(2024, 2, 5), date(2024, 2, 5)),
        # "her last day" is the final one, no past: the holiday ahead
        ("The last day of term, Maundy Thursday.", "When's her last day?", "Maundy Thursday", date(2024, 3, 28), date(2024, 3, 28)),
        # a count back from tomorrow
        ("We moved in a fortnight ago tomorrow.", "", "a fortnight ago tomorrow", date(2024, 1, 26), date(2024, 1, 26)),
        # a season of a named year, and a month in it
        ("We're thinking summer next year for the party. Probably July, when it's warm", "", "July", date(2025, 7, 1), date(2025, 7, 31)),
        ("spring last year was grim", "", "spring last year", date(2023, 3, 1), date(2023, 5, 31)),
    ],
)  # fmt: skip
def test_days_months_and_seasons_told_with_what_frames_them(
    text: str, asked: str, surface: str, start: date, end: date
) -> None:
    assert _intervals(text, asked, surface) == [(start, end)]


def test_a_month_after_a_season_keeps_its_own_direction() -> None:
    text = "We went in the summer of 2019. In August I'm moving again"
    assert dates_of(text, THU, "In August")[:2] == (date(2024, 8, 1), date(2024, 8, 31))


@pytest.mark.parametrize(
    ("text", "asked", "surface", "start", "end"),
    [
        ("He is, he's 10 next month, can you believe it.", "", "he's 10", date(2014, 3, 1), date(2014, 3, 31)),
        ("44 in May, thanks for asking", "can I ask how old you are?", "44", date(1980, 5, 1), date(1980, 5, 31)),
        ("Don't remind me. Fifty on Saturday. Mum's booked a table for my birthday", "", "Fifty", date(1974, 2, 10), date(1974, 2, 10)),
    ],
)  # fmt: skip
def test_an_age_told_with_its_day_dates_the_birth(
    text: str, asked: str, surface: str, start: date, end: date
) -> None:
    assert _intervals(text, asked, surface) == [(start, end)]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Twenty on Saturday. Should be a good night", "How many are coming?"),
        ("Fifty on Saturday, the rest on Sunday", ""),
    ],
)
def test_a_number_with_a_day_outside_a_talk_of_ages_is_no_age(text: str, asked: str) -> None:
    assert all(
        a.start is None or a.start.year == 2024 for a in extract_anchors(text, THU, asked=asked)
    )


@pytest.mark.parametrize(
    ("text", "ref", "day"),
    [
        ("Bank holiday Monday, six hours on the M6.", local(2024, 5, 30, 20), date(2024, 5, 27)),
        ("the bank holiday Monday was lovely", local(2024, 4, 3, 20), date(2024, 4, 1)),  # Easter Monday
        ("We're off next bank holiday Monday", local(2024, 5, 30, 20), date(2024, 8, 26)),
        # a past Thanksgiving between Canada's and the United States': Canada's
        ("How was Thanksgiving?", local(2009, 10, 20, 10), date(2009, 10, 12)),
        ("Thanksgiving is coming up", local(2001, 10, 16, 10), date(2001, 11, 22)),
        ("How was Thanksgiving?", local(2009, 12, 1, 10), date(2009, 11, 26)),
    ],
)  # fmt: skip
def test_bank_holiday_mondays_and_thanksgivings(text: str, ref: datetime, day: date) -> None:
    found = [a for a in extract_anchors(text, ref) if a.start is not None]
    assert [a.start for a in found] == [day]


@pytest.mark.parametrize(
    ("name", "day"),
    [
        ("New Years", date(2024, 1, 1)),
        ("New Years Eve", date(2023, 12, 31)),
        ("Mothers Day", date(2023, 5, 14)),
        ("Fathers Day", date(2023, 6, 18)),
        ("St Patricks Day", date(2023, 3, 17)),
        ("St Pattys Day", date(2023, 3, 17)),
        ("St Stephens Day", date(2023, 12, 26)),
        ("Martin Luther King, Jr. Day", date(2024, 1, 15)),
    ],
)
def test_a_holiday_written_without_its_apostrophe_is_read_not_a_crash(name: str, day: date) -> None:
    found = [a for a in extract_anchors(f"We had a quiet {name} at home.", THU) if a.start]
    assert [a.start for a in found] == [day]
    extract_anchors(f"{name.lower()}!! {name.upper()} last year", THU)  # no error either way


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        # "the Tuesday" after a day fixed by its number: the first Tuesday after it, chained
        ("We leave on Saturday the 2nd of March, reach York by the Tuesday, and get home on the Wednesday", "Tuesday", date(2024, 3, 5)),
        ("We leave on Saturday the 2nd of March, reach York by the Tuesday, and get home on the Wednesday", "Wednesday", date(2024, 3, 6)),
        ("It was meant to be on the 14th but they moved it to the Monday", "Monday", date(2024, 2, 19)),
        # not after a weekday read by its own tense, nor across a sentence
        ("Rain was forecast for Sunday and Monday so we came back on the Saturday evening", "Saturday evening", date(2024, 2, 3)),
        ("We fly on the 20th. The Tuesday after that is free", "The Tuesday after that", date(2024, 2, 27)),
    ],
)  # fmt: skip
def test_the_weekday_after_a_fixed_day_is_the_next_one_after_it(
    text: str, surface: str, day: date
) -> None:
    found = [a for a in extract_anchors(text, THU) if a.surface == surface]
    assert [a.start for a in found] == [day]
