"""Chat spellings and arrangement phrases: lower-case weekdays and months, days written out,
"was the 2nd", "since wednesday", and dates that are the target of an arrangement ("moved it
to the 7th", "booked for October") pointing ahead whatever the verb's tense. Our sentences."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.holidays import easter
from swcmem.temporal.rules import rule_spans


def at(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 14, tzinfo=UTC)


CASES = [
    # (text, said at, surface, start, end)
    ("the painting is back on the wall since wednesday", at(2025, 3, 16), "since wednesday",
     date(2025, 3, 12), date(2025, 3, 12)),
    ("It starts on the first of October", at(2022, 9, 2), "the first of October",
     date(2022, 10, 1), date(2022, 10, 1)),
    ("We married on the twenty-third of May 2019", at(2022, 9, 2),
     "the twenty-third of May 2019", date(2019, 5, 23), date(2019, 5, 23)),
    ("the thirty-first of December was loud", at(2023, 1, 4), "the thirty-first of December",
     date(2022, 12, 31), date(2022, 12, 31)),
    ("second shop opened saturday!!!", at(2025, 6, 30), "saturday",
     date(2025, 6, 28), date(2025, 6, 28)),
    ("first day was the 2nd", at(2025, 6, 5), "the 2nd", date(2025, 6, 2), date(2025, 6, 2)),
    ("the party is the 14th, come!", at(2022, 7, 3), "the 14th",
     date(2022, 7, 14), date(2022, 7, 14)),
    ("they moved it to the 7th", at(2022, 7, 3), "the 7th", date(2022, 7, 7), date(2022, 7, 7)),
    ("got moved to october", at(2025, 9, 10), "to october",
     date(2025, 10, 1), date(2025, 10, 31)),
    ("we booked the cabin for October", at(2025, 9, 10), "for October",
     date(2025, 10, 1), date(2025, 10, 31)),
    ("we booked a table for Friday", at(2024, 5, 8), "Friday",
     date(2024, 5, 10), date(2024, 5, 10)),
    ("the race was postponed until next Saturday", at(2025, 9, 10), "next Saturday",
     date(2025, 9, 13), date(2025, 9, 13)),
    # the preposition belongs to a noun: the verb's tense decides
    ("We signed the lease for the workshop on Monday!", at(2024, 2, 2), "on Monday",
     date(2024, 1, 29), date(2024, 1, 29)),
    ("I went to Lisbon in October", at(2024, 5, 3), "in October",
     date(2023, 10, 1), date(2023, 10, 31)),
    # a month followed by its day is the day's rule, whatever stands before it
    ("The vote is set for March 3.", at(1990, 2, 1), "March 3", date(1990, 3, 3), date(1990, 3, 3)),
    ("we are away from May 3 to May 9", at(2025, 4, 10), "from May 3 to May 9",
     date(2025, 5, 3), date(2025, 5, 9)),
    # numeric dates: a number over 12 is the day; otherwise month first (en_US)
    ("She was born on 3/5/2021.", at(2024, 3, 14), "3/5/2021", date(2021, 3, 5), date(2021, 3, 5)),
    ("On 25/12/2023 we flew home.", at(2024, 3, 14), "25/12/2023",
     date(2023, 12, 25), date(2023, 12, 25)),
    ("the lease ends 12-31-2026", at(2024, 3, 14), "12-31-2026",
     date(2026, 12, 31), date(2026, 12, 31)),
    ("Signed on 07.08.2022, finally", at(2024, 3, 14), "07.08.2022",  # dots: day first
     date(2022, 8, 7), date(2022, 8, 7)),
    # a day range without its month, a fortnight
    ("I was in Paris from the 2nd to the 9th.", at(2024, 3, 14), "from the 2nd to the 9th",
     date(2024, 3, 2), date(2024, 3, 9)),
    ("we'll be at the lake from the 28th to the 3rd", at(2024, 3, 14),
     "from the 28th to the 3rd", date(2024, 3, 28), date(2024, 4, 3)),
    ("A fortnight ago I adopted a cat.", at(2024, 3, 14), "A fortnight ago",
     date(2024, 2, 29), date(2024, 2, 29)),
    ("the results come in a fortnight", at(2024, 3, 14), "in a fortnight",
     date(2024, 3, 28), date(2024, 3, 28)),
    # N weekdays / seasons ago
    ("Two Saturdays ago we had a picnic.", at(2023, 6, 14), "Two Saturdays ago",
     date(2023, 6, 3), date(2023, 6, 3)),
    ("We did a road trip two summers ago.", at(2023, 6, 14), "two summers ago",
     date(2021, 6, 1), date(2021, 8, 31)),
    ("two winters ago it snowed a lot", at(2024, 3, 1), "two winters ago",
     date(2022, 12, 1), date(2023, 2, 28)),
    # holidays Duckling leaves out (US dates), by the direction rule, with a year, a weekend
    ("On Memorial Day we had a barbecue.", at(2023, 6, 14), "Memorial Day",
     date(2023, 5, 29), date(2023, 5, 29)),
    ("For Mother's Day I took mom to brunch.", at(2023, 6, 14), "Mother's Day",
     date(2023, 5, 14), date(2023, 5, 14)),
    ("Labor Day weekend we're going camping.", at(2023, 6, 14), "Labor Day weekend",
     date(2023, 9, 2), date(2023, 9, 4)),
    ("Labor Day 2019 was rainy.", at(2023, 6, 14), "Labor Day 2019",
     date(2019, 9, 2), date(2019, 9, 2)),
    ("We will host on Independence Day.", at(2023, 7, 10), "Independence Day",
     date(2024, 7, 4), date(2024, 7, 4)),
    ("Memorial Day barbecue at the lake", at(2023, 6, 1), "Memorial Day",
     date(2023, 5, 29), date(2023, 5, 29)),
    ("last memorial day was cold", at(2023, 5, 20), "last memorial day",
     date(2022, 5, 30), date(2022, 5, 30)),
    # holidays Duckling reads, by our rules: after "before", Easter's own Sunday, Good Friday
    ("We got engaged right before Christmas.", at(2024, 2, 3), "Christmas",
     date(2023, 12, 25), date(2023, 12, 25)),
    ("The fair opens on Easter Sunday.", at(2024, 3, 13), "Easter Sunday",
     date(2024, 3, 31), date(2024, 3, 31)),
    ("We were in Rome at Easter.", at(2025, 6, 1), "Easter", date(2025, 4, 20),
     date(2025, 4, 20)),
    ("Good Friday was quiet at work.", at(2023, 5, 2), "Good Friday", date(2023, 4, 7),
     date(2023, 4, 7)),
    ("Next Thanksgiving we host.", at(2023, 12, 1), "Next Thanksgiving", date(2024, 11, 28),
     date(2024, 11, 28)),
    ("We danced till dawn on New Year's Eve.", at(2024, 1, 3), "New Year's Eve",
     date(2023, 12, 31), date(2023, 12, 31)),
    # a day of a month named by its order or its number (said on Wednesday 17 April 2024)
    ("we're flying out the 3rd of next month", at(2024, 4, 17), "the 3rd of next month",
     date(2024, 5, 3), date(2024, 5, 3)),
    ("the wedding is on the last Saturday of June", at(2024, 4, 17),
     "the last Saturday of June", date(2024, 6, 29), date(2024, 6, 29)),
    ("I saw her on the first Friday of the month", at(2024, 4, 17),
     "the first Friday of the month", date(2024, 4, 5), date(2024, 4, 5)),
    ("the first Friday of June 2020 was hot", at(2024, 4, 17), "the first Friday of June 2020",
     date(2020, 6, 5), date(2020, 6, 5)),
    ("Sat morning we went hiking", at(2024, 4, 17), "Sat morning", date(2024, 4, 13),
     date(2024, 4, 13)),
    ("finally finished my thesis last nite", at(2024, 4, 17), "last nite", date(2024, 4, 16),
     date(2024, 4, 16)),
    # texting spellings (said on Wednesday 14 June 2023)
    ("see u tmrw!", at(2023, 6, 14), "tmrw", date(2023, 6, 15), date(2023, 6, 15)),
    ("going 2moro", at(2023, 6, 14), "2moro", date(2023, 6, 15), date(2023, 6, 15)),
    ("yday was rough", at(2023, 6, 14), "yday", date(2023, 6, 13), date(2023, 6, 13)),
    ("last wknd was fun", at(2023, 6, 14), "last wknd", date(2023, 6, 10), date(2023, 6, 11)),
    ("nxt week im off", at(2023, 6, 14), "nxt week", date(2023, 6, 19), date(2023, 6, 25)),
    ("got my license last yr", at(2023, 6, 14), "last yr", date(2022, 1, 1), date(2022, 12, 31)),
    ("in 3 wks we move", at(2023, 6, 14), "in 3 wks", date(2023, 7, 5), date(2023, 7, 5)),
    ("on fri we went bowling", at(2023, 6, 14), "on fri", date(2023, 6, 9), date(2023, 6, 9)),
    ("the night before last i couldnt sleep", at(2023, 6, 14), "the night before last",
     date(2023, 6, 12), date(2023, 6, 12)),
    ("I ran into her the other day", at(2023, 6, 14), "the other day",
     date(2023, 6, 8), date(2023, 6, 12)),
    ("on the first of October we start", at(2023, 3, 10), "the first of October",
     date(2023, 10, 1), date(2023, 10, 1)),
    # ranges and weekends around a bare day, seasons two away
    ("We were in Rome June 2nd through the 6th", at(2023, 6, 14), "June 2nd through the 6th",
     date(2023, 6, 2), date(2023, 6, 6)),
    ("I'll be there on the weekend of the 24th", at(2023, 6, 14), "the weekend of the 24th",
     date(2023, 6, 24), date(2023, 6, 25)),
    ("the summer before last i was in Spain", at(2023, 10, 1), "the summer before last",
     date(2022, 6, 1), date(2022, 8, 31)),
    ("the winter after next we move", at(2023, 6, 14), "the winter after next",
     date(2024, 12, 1), date(2025, 2, 28)),
    # a month after a booked event is the event's ("one signs up ahead"); a rescheduled date
    # told in a past sentence is behind
    ("I signed up for the half marathon in October.", at(2024, 5, 3), "in October",
     date(2024, 10, 1), date(2024, 10, 31)),
    ("We registered for the coding bootcamp in March, so excited", at(2023, 5, 10),
     "in March", date(2024, 3, 1), date(2024, 3, 31)),
    ("I signed up in March and loved it.", at(2023, 5, 10), "in March",
     date(2023, 3, 1), date(2023, 3, 31)),
    ("The surgery went smoothly, though they moved it to the 7th.", at(2022, 7, 14),
     "the 7th", date(2022, 7, 7), date(2022, 7, 7)),
    ("the dentist appointment got moved to october", at(2025, 9, 10), "to october",
     date(2025, 10, 1), date(2025, 10, 31)),
    # what someone was asked to do comes after the asking, unless told as done
    ("Also, the school asked me to be head of the history department from September.",
     at(2021, 8, 7), "from September", date(2021, 9, 1), date(2021, 9, 30)),
    ("They invited us to play at the festival in March.", at(2023, 5, 10), "in March",
     date(2024, 3, 1), date(2024, 3, 31)),
    ("She asked me to come over on Friday, and I did.", at(2023, 5, 10), "on Friday",
     date(2023, 5, 5), date(2023, 5, 5)),
    ("We wanted to go in March but it rained.", at(2023, 5, 10), "in March",
     date(2023, 3, 1), date(2023, 3, 31)),
    # "later" counted from the moment of speaking (not in a past narration), "a week from X"
    ("I'm throwing a board game night two weekends later", at(2022, 6, 3),
     "two weekends later", date(2022, 6, 11), date(2022, 6, 12)),
    ("we fly out three days later", at(2022, 6, 3), "three days later",
     date(2022, 6, 6), date(2022, 6, 6)),
    ("the recital is a week from Saturday", at(2022, 6, 3), "a week from Saturday",
     date(2022, 6, 11), date(2022, 6, 11)),
    ("two days from tomorrow I start the new job", at(2022, 6, 3), "two days from tomorrow",
     date(2022, 6, 6), date(2022, 6, 6)),
    ("the lease ends a month from today", at(2022, 1, 31), "a month from today",
     date(2022, 2, 28), date(2022, 2, 28)),
]  # fmt: skip


@pytest.mark.parametrize(("text", "said", "surface", "start", "end"), CASES)
def test_chat_forms(text: str, said: datetime, surface: str, start: date, end: date) -> None:
    found = [(a.surface, a.start, a.end) for a in extract_anchors(text, said)]
    assert (surface, start, end) in found, found


@pytest.mark.parametrize(
    "text",
    [
        "he was the 2nd in line",
        "it was the 3rd time she called",
        "we went to the 4th floor",
        "the score was 3-5, then 2-1",
    ],
)
def test_ordinals_that_are_not_dates(text: str) -> None:
    assert extract_anchors(text, at(2022, 7, 3)) == []


def test_later_in_a_past_narration_counts_from_an_earlier_event() -> None:
    """ "We moved two weeks later": later than something told before, not than now: a length,
    never a date."""
    found = extract_anchors("We moved two weeks later.", at(2022, 6, 3))
    assert found and all(a.start is None for a in found)
    assert [a.duration_days for a in found] == [14.0]


def test_a_month_with_its_year_stays_whole_after_any_preposition() -> None:
    for text in ("around August 2022", "before August 2022", "for August, 2022"):
        found = [(a.start, a.end, a.grain) for a in extract_anchors(text, at(2024, 1, 5))]
        assert found == [(date(2022, 8, 1), date(2022, 8, 31), "month")], text


def test_a_habitual_holiday_is_generic() -> None:
    (found,) = extract_anchors("Every Memorial Day we visit grandpa.", at(2023, 6, 1))
    assert found.generic and found.start is None
    (found,) = extract_anchors("Every Easter we paint eggs.", at(2023, 6, 1))
    assert found.generic and found.start is None


def test_a_holiday_naming_a_place_dates_nothing() -> None:
    """ "Easter Island", "Christmas Island": kept as generic, never dated (Duckling read them
    as the holiday)."""
    for text in ("We flew to Easter Island last year.", "Christmas Island is remote."):
        holiday = [a for a in extract_anchors(text, at(2023, 9, 8)) if "Island" not in a.surface]
        assert [a.start for a in holiday if a.surface in ("Easter", "Christmas")] == [None]


def test_a_holiday_naming_a_kind_of_thing_is_not_read_by_our_rules() -> None:
    """ "a Christmas tree": our rule reads no date (what Duckling reads stands)."""
    assert not rule_spans("We bought a Christmas tree.", date(2023, 6, 1))
    assert rule_spans("We met before Christmas.", date(2023, 6, 1))


@pytest.mark.parametrize(
    ("year", "day"),
    [(1818, date(1818, 3, 22)), (1990, date(1990, 4, 15)), (2000, date(2000, 4, 23)),
     (2024, date(2024, 3, 31)), (2038, date(2038, 4, 25)), (2285, date(2285, 3, 22))],
)  # fmt: skip
def test_easter_dates(year: int, day: date) -> None:
    assert easter(year) == day


def test_and_between_a_date_and_a_bare_day_is_no_range() -> None:
    found = [
        (a.surface, a.start, a.end)
        for a in extract_anchors("We met May 5 and the 9th", at(2023, 6, 1))
    ]
    assert ("May 5", date(2023, 5, 5), date(2023, 5, 5)) in found


@pytest.mark.parametrize(
    "text",
    [
        "the sun was out all day",
        "I sat on the bench",
        "we wed in a barn",
        "plans for this day",
        "I sat morning and night by the window",
    ],
)
def test_short_weekdays_need_a_preposition(text: str) -> None:
    assert [
        a for a in extract_anchors(text, at(2023, 6, 14)) if a.grain == "day" and not a.implicit
    ] == []


@pytest.mark.parametrize(
    ("name", "day"),
    [
        ("Veterans Day", date(2025, 11, 11)), ("Remembrance Day", date(2025, 11, 11)),
        ("Election Day", date(2025, 11, 4)), ("Black Friday", date(2025, 11, 28)),
        ("Cyber Monday", date(2025, 12, 1)), ("MLK Day", date(2025, 1, 20)),
        ("Martin Luther King Jr. Day", date(2025, 1, 20)), ("Presidents' Day", date(2025, 2, 17)),
        ("Columbus Day", date(2025, 10, 13)), ("Indigenous Peoples' Day", date(2025, 10, 13)),
        ("St. Patrick's Day", date(2025, 3, 17)), ("Juneteenth", date(2025, 6, 19)),
        ("Boxing Day", date(2025, 12, 26)), ("April Fools' Day", date(2025, 4, 1)),
        ("Earth Day", date(2025, 4, 22)), ("Cinco de Mayo", date(2025, 5, 5)),
        ("Canada Day", date(2025, 7, 1)), ("Australia Day", date(2025, 1, 26)),
        ("Bastille Day", date(2025, 7, 14)), ("Bonfire Night", date(2025, 11, 5)),
        ("Mardi Gras", date(2025, 3, 4)), ("Shrove Tuesday", date(2025, 3, 4)),
        ("Ash Wednesday", date(2025, 3, 5)), ("Palm Sunday", date(2025, 4, 13)),
        ("Maundy Thursday", date(2025, 4, 17)), ("Pentecost", date(2025, 6, 8)),
    ],
)  # fmt: skip
def test_more_holidays_with_a_year(name: str, day: date) -> None:
    text = f"We remember {name} 2025 well."
    found = [(a.start, a.end) for a in extract_anchors(text, at(2023, 6, 14)) if not a.implicit]
    assert found == [(day, day)]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Black Friday sales start early.", date(2024, 11, 29)),  # not the next Friday
        ("Cyber Monday deals are nuts.", date(2024, 12, 2)),
        ("We pranked him on April Fools' Day.", date(2024, 4, 1)),  # not all of April
        ("We went to church on Palm Sunday.", date(2024, 3, 24)),
        ("Next Canada Day we go camping.", date(2025, 7, 1)),
    ],
)
def test_a_holiday_named_by_a_weekday_or_month_is_the_holiday(text: str, day: date) -> None:
    found = [(a.start, a.end) for a in extract_anchors(text, at(2024, 11, 3)) if not a.implicit]
    assert found == [(day, day)]
