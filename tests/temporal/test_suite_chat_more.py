"""Suite: chat sentences (written for this suite, each against the moment it was said) and
the interval each date expression names. Found in batches while mending the extractor;
every case here passes."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from swcmem.temporal import duck
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import anchors_at, at, local

D = date
FRI_2023_09_08 = at(2023, 9, 8)
WED_2024_04_17 = at(2024, 4, 17)
MON_2023_08_14 = at(2023, 8, 14)
MON_2023_12_18 = at(2023, 12, 18)
MON_2024_01_08 = at(2024, 1, 8)
TUE_2024_01_09 = at(2024, 1, 9)
WED_2024_01_31 = at(2024, 1, 31)
SAT_2024_02_10 = at(2024, 2, 10)
MON_2024_03_04 = at(2024, 3, 4)
MON_2024_05_06 = at(2024, 5, 6)
SAT_2023_06_10 = at(2023, 6, 10)
THU_2024_02_29 = at(2024, 2, 29)
WED_2023_09_20 = at(2023, 9, 20)
WED_2024_10_16 = at(2024, 10, 16)
FRI_2025_02_07 = at(2025, 2, 7, hour=18)
WED_2024_05_22 = at(2024, 5, 22, hour=18)
WED_2023_08_09 = at(2023, 8, 9, hour=18)
MON_2023_03_27 = local(2023, 3, 27, 16, offset=1)
WED_2024_03_13 = at(2024, 3, 13)
THU_2025_06_19 = local(2025, 6, 19, 20, offset=2)
SUN_2024_11_03 = local(2024, 11, 3, 9, offset=-5)  # the morning US clocks fell back
SUN_2025_03_09 = local(2025, 3, 9, 23, offset=-7)  # the night after US clocks sprang ahead
WED_2024_02_28 = local(2024, 2, 28, 21, offset=10)  # the eve of a leap day, at +10:00
WED_2024_02_28_US = local(2024, 2, 28, 21, offset=-5)  # the same evening in New York
THU_2025_05_01 = local(2025, 5, 1, 23, offset=1)  # late evening, British Summer Time
MON_2024_09_16 = local(2024, 9, 16, 8, offset=-4)
WED_2024_06_12 = local(2024, 6, 12, 15, offset=-7)
WED_2024_03_20 = local(2024, 3, 20, 12)
WED_2024_10_02 = local(2024, 10, 2, 20, offset=2)
FRI_2025_02_14 = local(2025, 2, 14, 18, offset=-3)
WED_2025_07_23 = local(2025, 7, 23, 10, offset=9)
WED_2023_11_08 = local(2023, 11, 8, 21, offset=-8)
SAT_2024_08_17 = local(2024, 8, 17, 11, offset=3)

CASES = [
    (
        WED_2024_04_17,
        "omg I finally finished my thesis last nite",
        "last nite",
        D(2024, 4, 16),
        D(2024, 4, 16),
    ),
    (
        WED_2024_04_17,
        "we're flying out the 3rd of next month",
        "the 3rd of next month",
        D(2024, 5, 3),
        D(2024, 5, 3),
    ),
    (WED_2024_04_17, "my bday was on the 12th", "the 12th", D(2024, 4, 12), D(2024, 4, 12)),
    (
        WED_2024_04_17,
        "I have a dentist appt on the 25th",
        "the 25th",
        D(2024, 4, 25),
        D(2024, 4, 25),
    ),
    (WED_2024_04_17, "Sat morning we went hiking", "Sat morning", D(2024, 4, 13), D(2024, 4, 13)),
    (
        WED_2024_04_17,
        "this coming Friday is our anniversary",
        "this coming Friday",
        D(2024, 4, 19),
        D(2024, 4, 19),
    ),
    (WED_2024_04_17, "we adopted him 3 months ago", "3 months ago", D(2024, 1, 1), D(2024, 1, 31)),
    (WED_2024_04_17, "I started running in Jan", "Jan", D(2024, 1, 1), D(2024, 1, 31)),
    (WED_2024_04_17, "back in 2019 I lived in Lisbon", "2019", D(2019, 1, 1), D(2019, 12, 31)),
    (WED_2024_04_17, "we got married on 6/15/2019", "6/15/2019", D(2019, 6, 15), D(2019, 6, 15)),
    (WED_2024_04_17, "my exam is in two days", "in two days", D(2024, 4, 19), D(2024, 4, 19)),
    (
        WED_2024_04_17,
        "I quit my job a fortnight ago",
        "a fortnight ago",
        D(2024, 4, 3),
        D(2024, 4, 3),
    ),
    (
        WED_2024_04_17,
        "Since mid-March I've been training daily",
        "mid-March",
        D(2024, 3, 11),
        D(2024, 3, 20),
    ),
    (
        WED_2024_04_17,
        "the wedding is on the last Saturday of June",
        "the last Saturday of June",
        D(2024, 6, 29),
        D(2024, 6, 29),
    ),
    (
        WED_2024_04_17,
        "I saw her at the concert on the first Friday of the month",
        "the first Friday of the month",
        D(2024, 4, 5),
        D(2024, 4, 5),
    ),
    (
        WED_2024_04_17,
        "We met up earlier today for coffee",
        "earlier today",
        D(2024, 4, 17),
        D(2024, 4, 17),
    ),
    (
        WED_2024_04_17,
        "Tomorrow night we're going to a gig",
        "Tomorrow night",
        D(2024, 4, 18),
        D(2024, 4, 18),
    ),
    (
        WED_2024_04_17,
        "The kids start school on Monday the 22nd",
        "Monday the 22nd",
        D(2024, 4, 22),
        D(2024, 4, 22),
    ),
    (
        WED_2024_04_17,
        "I've been volunteering since last summer",
        "last summer",
        D(2023, 6, 1),
        D(2023, 8, 31),
    ),
    (
        WED_2024_04_17,
        "our trip is 2 weeks from today",
        "2 weeks from today",
        D(2024, 5, 1),
        D(2024, 5, 1),
    ),
    (
        WED_2024_04_17,
        "I got promoted the week before last",
        "the week before last",
        D(2024, 4, 1),
        D(2024, 4, 7),
    ),
    (
        WED_2024_04_17,
        "we closed on the house on April 2nd",
        "April 2nd",
        D(2024, 4, 2),
        D(2024, 4, 2),
    ),
    (WED_2024_04_17, "my sister visits in early June", "early June", D(2024, 6, 1), D(2024, 6, 10)),
    (
        WED_2024_04_17,
        "I'll be in Berlin from the 10th to the 14th of May",
        "the 10th to the 14th of May",
        D(2024, 5, 10),
        D(2024, 5, 14),
    ),
    (
        WED_2024_04_17,
        "I ran my first marathon 2 yrs ago",
        "2 yrs ago",
        D(2022, 1, 1),
        D(2022, 12, 31),
    ),
    (WED_2024_04_17, "We watched the eclipse on the 8th", "the 8th", D(2024, 4, 8), D(2024, 4, 8)),
    (
        FRI_2023_09_08,
        "I signed up for a pottery class that starts in October",
        "in October",
        D(2023, 10, 1),
        D(2023, 10, 31),
    ),
    (FRI_2023_09_08, "We went to the lake in July", "in July", D(2023, 7, 1), D(2023, 7, 31)),
    (
        FRI_2023_09_08,
        "My cousin is getting married in May",
        "in May",
        D(2024, 5, 1),
        D(2024, 5, 31),
    ),
    (
        FRI_2023_09_08,
        "I've been learning guitar since March",
        "March",
        D(2023, 3, 1),
        D(2023, 3, 31),
    ),
    (FRI_2023_09_08, "Last Friday I went to a gig", "Last Friday", D(2023, 9, 1), D(2023, 9, 1)),
    (FRI_2023_09_08, "I went to a workshop on Friday", "on Friday", D(2023, 9, 8), D(2023, 9, 8)),
    (
        FRI_2023_09_08,
        "Monday was my first day at the new job",
        "Monday",
        D(2023, 9, 4),
        D(2023, 9, 4),
    ),
    (FRI_2023_09_08, "I have an interview on Monday", "on Monday", D(2023, 9, 11), D(2023, 9, 11)),
    (
        FRI_2023_09_08,
        "We're hosting a BBQ this weekend",
        "this weekend",
        D(2023, 9, 9),
        D(2023, 9, 10),
    ),
    (
        FRI_2023_09_08,
        "I finished the painting a couple of days ago",
        "a couple of days ago",
        D(2023, 9, 6),
        D(2023, 9, 6),
    ),
    (FRI_2023_09_08, "My birthday's on the 21st", "the 21st", D(2023, 9, 21), D(2023, 9, 21)),
    (
        FRI_2023_09_08,
        "I'll be away from the 12th until the 20th",
        "the 12th until the 20th",
        D(2023, 9, 12),
        D(2023, 9, 20),
    ),
    (
        FRI_2023_09_08,
        "I started my blog about six months ago",
        "about six months ago",
        D(2023, 3, 1),
        D(2023, 3, 31),
    ),
    (
        FRI_2023_09_08,
        "I took the kids to the museum last week",
        "last week",
        D(2023, 8, 28),
        D(2023, 9, 3),
    ),
    (
        FRI_2023_09_08,
        "It was my mom's birthday yesterday",
        "yesterday",
        D(2023, 9, 7),
        D(2023, 9, 7),
    ),
    (FRI_2023_09_08, "I'm running a 10K next month", "next month", D(2023, 10, 1), D(2023, 10, 31)),
    (
        FRI_2023_09_08,
        "We moved here in the spring of 2021",
        "the spring of 2021",
        D(2021, 3, 1),
        D(2021, 5, 31),
    ),
    (
        FRI_2023_09_08,
        "I've been married for 5 years",
        "for 5 years",
        D(2018, 1, 1),
        D(2018, 12, 31),
    ),
    (
        FRI_2023_09_08,
        "Our trip to Japan is in two weeks",
        "in two weeks",
        D(2023, 9, 22),
        D(2023, 9, 22),
    ),
    (
        FRI_2023_09_08,
        "Went camping this past weekend",
        "this past weekend",
        D(2023, 9, 2),
        D(2023, 9, 3),
    ),
    (FRI_2023_09_08, "The concert was on the 2nd", "the 2nd", D(2023, 9, 2), D(2023, 9, 2)),
    (FRI_2023_09_08, "My exam is on the 2nd", "the 2nd", D(2023, 10, 2), D(2023, 10, 2)),
    (
        FRI_2023_09_08,
        "I visited my grandma over the summer",
        "the summer",
        D(2023, 6, 1),
        D(2023, 8, 31),
    ),
    (FRI_2023_09_08, "We met in college back in 2015", "2015", D(2015, 1, 1), D(2015, 12, 31)),
    (
        FRI_2023_09_08,
        "I'll start the course in the fall",
        "the fall",
        D(2023, 9, 1),
        D(2023, 11, 30),
    ),
    (
        FRI_2023_09_08,
        "Tuesday night I couldn't sleep",
        "Tuesday night",
        D(2023, 9, 5),
        D(2023, 9, 5),
    ),
    # a fourth batch: ordinal days a month lacks, "and a half", "after next", "the new year"
    (
        WED_2024_04_17,
        "the day before yesterday I saw her at the gym",
        "the day before yesterday",
        D(2024, 4, 15),
        D(2024, 4, 15),
    ),
    (
        WED_2024_04_17,
        "earlier this week I had a job interview",
        "earlier this week",
        D(2024, 4, 15),
        D(2024, 4, 16),
    ),
    (
        WED_2024_04_17,
        "later this month I'm starting pottery classes",
        "later this month",
        D(2024, 4, 18),
        D(2024, 4, 30),
    ),
    (
        WED_2024_04_17,
        "I moved at the end of last month",
        "the end of last month",
        D(2024, 3, 21),
        D(2024, 3, 31),
    ),
    (WED_2024_04_17, "we're going camping in mid-May", "mid-May", D(2024, 5, 11), D(2024, 5, 20)),
    (
        WED_2024_04_17,
        "the weekend after next is my sister's wedding",
        "the weekend after next",
        D(2024, 4, 27),
        D(2024, 4, 28),
    ),
    (
        WED_2024_04_17,
        "in a couple of weeks I'll know the results",
        "in a couple of weeks",
        D(2024, 5, 1),
        D(2024, 5, 1),
    ),
    (
        WED_2024_04_17,
        "last Friday night we went dancing",
        "last Friday night",
        D(2024, 4, 12),
        D(2024, 4, 12),
    ),
    (
        WED_2024_04_17,
        "two Saturdays ago I ran my first 10k",
        "two Saturdays ago",
        D(2024, 4, 6),
        D(2024, 4, 6),
    ),
    (
        WED_2024_04_17,
        "3 weeks from now I'll be in Peru",
        "3 weeks from now",
        D(2024, 5, 8),
        D(2024, 5, 8),
    ),
    (
        WED_2024_04_17,
        "over the summer I volunteered at a shelter",
        "the summer",
        D(2023, 6, 1),
        D(2023, 8, 31),
    ),
    (WED_2024_04_17, "last winter was brutal", "last winter", D(2023, 12, 1), D(2024, 2, 29)),
    (
        WED_2024_04_17,
        "the last week of May we'll be in Rome",
        "the last week of May",
        D(2024, 5, 25),
        D(2024, 5, 31),
    ),
    (
        WED_2024_04_17,
        "we watched fireworks on the 4th of July",
        "the 4th of July",
        D(2023, 7, 4),
        D(2023, 7, 4),
    ),
    (
        WED_2024_04_17,
        "we went to the lake over Memorial Day weekend",
        "Memorial Day weekend",
        D(2023, 5, 27),
        D(2023, 5, 29),
    ),
    (
        WED_2024_04_17,
        "late last year I adopted a cat",
        "late last year",
        D(2023, 9, 1),
        D(2023, 12, 31),
    ),
    (
        WED_2024_04_17,
        "on Mother's Day we had brunch",
        "Mother's Day",
        D(2023, 5, 14),
        D(2023, 5, 14),
    ),
    (MON_2024_03_04, "on the 31st I had a party", "the 31st", D(2024, 1, 31), D(2024, 1, 31)),
    (MON_2024_03_04, "on the 25th I had a party", "the 25th", D(2024, 2, 25), D(2024, 2, 25)),
    (SAT_2024_02_10, "on the 30th we'll celebrate", "the 30th", D(2024, 3, 30), D(2024, 3, 30)),
    (WED_2024_01_31, "on the 30th we'll go skating", "the 30th", D(2024, 3, 30), D(2024, 3, 30)),
    (
        MON_2023_08_14,
        "Monday after next I have surgery",
        "Monday after next",
        D(2023, 8, 28),
        D(2023, 8, 28),
    ),
    (MON_2023_08_14, "week after next we fly", "week after next", D(2023, 8, 28), D(2023, 9, 3)),
    (
        MON_2023_08_14,
        "the month after next is busy",
        "the month after next",
        D(2023, 10, 1),
        D(2023, 10, 31),
    ),
    (
        MON_2023_08_14,
        "half a year ago I quit smoking",
        "half a year ago",
        D(2023, 2, 1),
        D(2023, 2, 28),
    ),
    (
        MON_2023_08_14,
        "a year and a half ago I quit smoking",
        "a year and a half ago",
        D(2022, 2, 1),
        D(2022, 2, 28),
    ),
    (
        MON_2023_08_14,
        "two and a half years ago I moved here",
        "two and a half years ago",
        D(2021, 2, 1),
        D(2021, 2, 28),
    ),
    (
        MON_2023_08_14,
        "a month and a half ago I started",
        "a month and a half ago",
        D(2023, 6, 26),
        D(2023, 7, 2),
    ),
    (
        MON_2023_08_14,
        "in half a year I'll be done",
        "in half a year",
        D(2024, 2, 1),
        D(2024, 2, 29),
    ),
    (
        MON_2023_08_14,
        "half a decade ago I lived in Oslo",
        "half a decade ago",
        D(2018, 1, 1),
        D(2018, 12, 31),
    ),
    (
        MON_2023_08_14,
        "I've worked there for two and a half years",
        "for two and a half years",
        D(2021, 2, 1),
        D(2021, 2, 28),
    ),
    (
        MON_2023_12_18,
        "I'll visit you in the new year",
        "the new year",
        D(2024, 1, 1),
        D(2024, 12, 31),
    ),
    (
        TUE_2024_01_09,
        "so far in the new year I've read 3 books",
        "the new year",
        D(2024, 1, 1),
        D(2024, 12, 31),
    ),
    (MON_2023_12_18, "in January I'm starting a new job", "January", D(2024, 1, 1), D(2024, 1, 31)),
    (MON_2024_01_08, "in December we went skiing", "December", D(2023, 12, 1), D(2023, 12, 31)),
    (MON_2024_05_06, "on Sunday we went to church", "Sunday", D(2024, 5, 5), D(2024, 5, 5)),
    (MON_2023_08_14, "my flight is on the 2nd", "the 2nd", D(2023, 9, 2), D(2023, 9, 2)),
    (MON_2023_08_14, "my flight was on the 2nd", "the 2nd", D(2023, 8, 2), D(2023, 8, 2)),
    (
        MON_2023_08_14,
        "a week from tomorrow is the concert",
        "a week from tomorrow",
        D(2023, 8, 22),
        D(2023, 8, 22),
    ),
    (
        MON_2023_08_14,
        "the week before last I painted the shed",
        "the week before last",
        D(2023, 7, 31),
        D(2023, 8, 6),
    ),
    # a fifth batch: the first or last days of a month, "a year from today"
    (
        SAT_2023_06_10,
        "the last few days of December were cold",
        "the last few days of December",
        D(2022, 12, 28),
        D(2022, 12, 31),
    ),
    (
        SAT_2023_06_10,
        "the first two days of May I was sick",
        "the first two days of May",
        D(2023, 5, 1),
        D(2023, 5, 2),
    ),
    (
        SAT_2023_06_10,
        "in the last 3 days of July we'll move",
        "the last 3 days of July",
        D(2023, 7, 29),
        D(2023, 7, 31),
    ),
    (
        THU_2024_02_29,
        "a year from today I'll be 40",
        "a year from today",
        D(2025, 2, 28),
        D(2025, 2, 28),
    ),
    (
        SAT_2023_06_10,
        "a month from Friday we leave",
        "a month from Friday",
        D(2023, 7, 16),
        D(2023, 7, 16),
    ),
    (
        SAT_2023_06_10,
        "between March and May I was training",
        "between March and May",
        D(2023, 3, 1),
        D(2023, 5, 31),
    ),
    (
        SAT_2023_06_10,
        "in the first half of 2022 I was unemployed",
        "the first half of 2022",
        D(2022, 1, 1),
        D(2022, 6, 30),
    ),
    (
        SAT_2023_06_10,
        "the weekend of the 24th we'll camp",
        "the weekend of the 24th",
        D(2023, 6, 24),
        D(2023, 6, 25),
    ),
    (
        SAT_2023_06_10,
        "early last week I got sick",
        "early last week",
        D(2023, 5, 29),
        D(2023, 5, 30),
    ),
    # a sixth batch: holidays counted back or ahead, "N years ago this June"
    (
        WED_2023_09_20,
        "the Christmas before last was hard",
        "the Christmas before last",
        D(2021, 12, 25),
        D(2021, 12, 25),
    ),
    (
        WED_2023_09_20,
        "two Christmases ago I broke my leg",
        "two Christmases ago",
        D(2021, 12, 25),
        D(2021, 12, 25),
    ),
    (
        WED_2023_09_20,
        "three Thanksgivings ago we hosted",
        "three Thanksgivings ago",
        D(2020, 11, 26),
        D(2020, 11, 26),
    ),
    (
        WED_2023_09_20,
        "the Easter after next",
        "the Easter after next",
        D(2025, 4, 20),
        D(2025, 4, 20),
    ),
    (
        WED_2023_09_20,
        "We got married 5 years ago this June",
        "5 years ago this June",
        D(2018, 6, 1),
        D(2018, 6, 30),
    ),
    (
        WED_2023_09_20,
        "four years ago this month we met",
        "four years ago this month",
        D(2019, 9, 1),
        D(2019, 9, 30),
    ),
    (
        WED_2023_09_20,
        "two years ago last March I moved",
        "two years ago last March",
        D(2021, 3, 1),
        D(2021, 3, 31),
    ),
    (
        WED_2023_09_20,
        "this past Christmas we stayed home",
        "this past Christmas",
        D(2022, 12, 25),
        D(2022, 12, 25),
    ),
    (
        WED_2023_09_20,
        "next Easter we'll visit my parents",
        "next Easter",
        D(2024, 3, 31),
        D(2024, 3, 31),
    ),
    (
        WED_2023_09_20,
        "I'm flying out on the 28th and coming back October 3rd",
        "October 3rd",
        D(2023, 10, 3),
        D(2023, 10, 3),
    ),
    # a count from a named day ("a week ago yesterday"; British "a week on Friday")
    (
        WED_2024_10_16,
        "We got back from Spain a week ago yesterday.",
        "a week ago yesterday",
        D(2024, 10, 8),
        D(2024, 10, 8),
    ),
    (
        WED_2024_10_16,
        "It was two weeks ago today that we moved.",
        "two weeks ago today",
        D(2024, 10, 2),
        D(2024, 10, 2),
    ),
    (
        WED_2024_10_16,
        "A year ago today I was in Rome.",
        "A year ago today",
        D(2023, 10, 16),
        D(2023, 10, 16),
    ),
    (
        WED_2024_10_16,
        "I got the job a month ago yesterday.",
        "a month ago yesterday",
        D(2024, 9, 15),
        D(2024, 9, 15),
    ),
    (
        WED_2024_10_16,
        "She arrives a week tomorrow.",
        "a week tomorrow",
        D(2024, 10, 24),
        D(2024, 10, 24),
    ),
    (WED_2024_10_16, "The exam is a week today.", "a week today", D(2024, 10, 23), D(2024, 10, 23)),
    (
        WED_2024_10_16,
        "The party is a week on Friday.",
        "a week on Friday",
        D(2024, 10, 25),
        D(2024, 10, 25),
    ),
    (
        WED_2024_10_16,
        "Two weeks on Saturday we fly out.",
        "Two weeks on Saturday",
        D(2024, 11, 2),
        D(2024, 11, 2),
    ),
    (
        WED_2024_10_16,
        "We met a week last Friday.",
        "a week last Friday",
        D(2024, 10, 4),
        D(2024, 10, 4),
    ),
    # texting: short weekdays and holidays, "a year ago this week", a season before its year
    (FRI_2025_02_07, "went to the dentist tues, all good", "tues", D(2025, 2, 4), D(2025, 2, 4)),
    (FRI_2025_02_07, "see you thurs!", "thurs", D(2025, 2, 13), D(2025, 2, 13)),
    (FRI_2025_02_07, "the party is weds", "weds", D(2025, 2, 12), D(2025, 2, 12)),
    (FRI_2025_02_07, "was at my moms over xmas", "xmas", D(2024, 12, 25), D(2024, 12, 25)),
    (FRI_2025_02_07, "xmas eve dinner was great", "xmas eve", D(2024, 12, 24), D(2024, 12, 24)),
    (FRI_2025_02_07, "nye was wild", "nye", D(2024, 12, 31), D(2024, 12, 31)),
    (FRI_2025_02_07, "we got engaged on V-Day 2019", "V-Day 2019", D(2019, 2, 14), D(2019, 2, 14)),
    (
        FRI_2025_02_07,
        "we adopted luna a year ago this week",
        "a year ago this week",
        D(2024, 2, 5),
        D(2024, 2, 11),
    ),
    (
        FRI_2025_02_07,
        "we're moving in the summer hopefully",
        "in the summer",
        D(2025, 6, 1),
        D(2025, 8, 31),
    ),
    (
        FRI_2025_02_07,
        "we went to summer camp in 2019",
        "summer camp",
        D(2019, 6, 1),
        D(2019, 8, 31),
    ),
    (
        FRI_2025_02_07,
        "our winter trip to Oslo in 2020 was cold",
        "winter trip",
        D(2020, 12, 1),
        D(2021, 2, 28),
    ),
    (FRI_2025_02_07, "I went in March, back in 2018.", "in March", D(2018, 3, 1), D(2018, 3, 31)),
    # a narration batch: "that weekend" and a bare "the day after" count from the date before
    (
        WED_2024_05_22,
        "My grandma turned 90 on the 12th and we threw her a party that weekend.",
        "that weekend",
        D(2024, 5, 11),
        D(2024, 5, 12),
    ),
    (
        WED_2024_05_22,
        "We met on Wednesday and went hiking that weekend.",
        "that weekend",
        D(2024, 5, 25),
        D(2024, 5, 26),
    ),
    (
        WED_2024_05_22,
        "The kids finish school on June 28, so we leave for the coast the day after.",
        "the day after",
        D(2024, 6, 29),
        D(2024, 6, 29),
    ),
    (
        WED_2024_05_22,
        "I got there on Friday. The day after, we hiked.",
        "The day after",
        D(2024, 5, 18),
        D(2024, 5, 18),
    ),
    # "'ve got" is "have", not a past tense: the appointment is ahead
    (
        WED_2023_08_09,
        "I've got a dentist appointment Friday.",
        "Friday",
        D(2023, 8, 11),
        D(2023, 8, 11),
    ),
    (WED_2023_08_09, "She's got a test on Monday.", "on Monday", D(2023, 8, 14), D(2023, 8, 14)),
    (WED_2023_08_09, "I got a new phone on Monday.", "on Monday", D(2023, 8, 7), D(2023, 8, 7)),
    # a last chat batch (30 sentences, none failed when written), kept whole
    (
        MON_2023_03_27,
        "Hey! Since we last talked, I adopted a kitten last Tuesday.",
        "last Tuesday",
        D(2023, 3, 21),
        D(2023, 3, 21),
    ),
    (
        MON_2023_03_27,
        "I signed up for a pottery workshop next month.",
        "next month",
        D(2023, 4, 1),
        D(2023, 4, 30),
    ),
    (
        MON_2023_03_27,
        "We had a barbecue at my place on Saturday, it was a blast.",
        "on Saturday",
        D(2023, 3, 25),
        D(2023, 3, 25),
    ),
    (
        MON_2023_03_27,
        "I finished my first painting two weeks ago!",
        "two weeks ago",
        D(2023, 3, 13),
        D(2023, 3, 13),
    ),
    (
        MON_2023_03_27,
        "My son's graduation is this coming June.",
        "this coming June",
        D(2023, 6, 1),
        D(2023, 6, 30),
    ),
    (
        MON_2023_03_27,
        "I went to a support group meeting yesterday evening.",
        "yesterday evening",
        D(2023, 3, 26),
        D(2023, 3, 26),
    ),
    (
        MON_2023_03_27,
        "Last Friday I gave a talk at the school about my journey.",
        "Last Friday",
        D(2023, 3, 24),
        D(2023, 3, 24),
    ),
    (
        MON_2023_03_27,
        "I've been volunteering at the shelter for three years now.",
        "for three years",
        D(2020, 1, 1),
        D(2020, 12, 31),
    ),
    (
        MON_2023_03_27,
        "We're going camping the first weekend of May.",
        "the first weekend of May",
        D(2023, 5, 6),
        D(2023, 5, 7),
    ),
    (
        MON_2023_03_27,
        "My mom visited us over the weekend.",
        "weekend",
        D(2023, 3, 25),
        D(2023, 3, 26),
    ),
    (
        MON_2023_03_27,
        "I started a new job at the start of the year.",
        "at the start of the year",
        D(2023, 1, 1),
        D(2023, 4, 30),
    ),
    (
        MON_2023_03_27,
        "We took the kids to the beach last summer, they loved it.",
        "last summer",
        D(2022, 6, 1),
        D(2022, 8, 31),
    ),
    (
        MON_2023_03_27,
        "I'm running a charity 5k this Sunday.",
        "this Sunday",
        D(2023, 4, 2),
        D(2023, 4, 2),
    ),
    (
        MON_2023_03_27,
        "A few days ago I found my old diary.",
        "A few days ago",
        D(2023, 3, 23),
        D(2023, 3, 25),
    ),
    (
        MON_2023_03_27,
        "I got a promotion in early February!",
        "early February",
        D(2023, 2, 1),
        D(2023, 2, 10),
    ),
    (
        MON_2023_03_27,
        "The art show is on the 15th of next month.",
        "the 15th of next month",
        D(2023, 4, 15),
        D(2023, 4, 15),
    ),
    (
        MON_2023_03_27,
        "We adopted our second dog around Christmas.",
        "Christmas",
        D(2022, 12, 25),
        D(2022, 12, 25),
    ),
    (
        MON_2023_03_27,
        "Last month I went to a LGBTQ conference.",
        "Last month",
        D(2023, 2, 1),
        D(2023, 2, 28),
    ),
    (
        MON_2023_03_27,
        "We're renovating the kitchen in a couple of months.",
        "in a couple of months",
        D(2023, 5, 1),
        D(2023, 5, 31),
    ),
    (
        MON_2023_03_27,
        "I met my best friend ten years ago at a concert.",
        "ten years ago",
        D(2013, 1, 1),
        D(2013, 12, 31),
    ),
    (
        MON_2023_03_27,
        "My daughter turned five on the 20th.",
        "on the 20th",
        D(2023, 3, 20),
        D(2023, 3, 20),
    ),
    (
        MON_2023_03_27,
        "I'm flying to see my parents the week after next.",
        "the week after next",
        D(2023, 4, 10),
        D(2023, 4, 16),
    ),
    (
        MON_2023_03_27,
        "Tonight I'm making lasagna for the family.",
        "Tonight",
        D(2023, 3, 27),
        D(2023, 3, 27),
    ),
    (
        MON_2023_03_27,
        "We went hiking on the Sunday before last.",
        "the Sunday before last",
        D(2023, 3, 19),
        D(2023, 3, 19),
    ),
    (
        MON_2023_03_27,
        "I started journaling at the beginning of last year.",
        "at the beginning of last year",
        D(2022, 1, 1),
        D(2022, 4, 30),
    ),
    (
        MON_2023_03_27,
        "The fundraiser was a huge success last weekend.",
        "last weekend",
        D(2023, 3, 25),
        D(2023, 3, 26),
    ),
    (
        MON_2023_03_27,
        "In two weeks I'll be starting my internship.",
        "In two weeks",
        D(2023, 4, 10),
        D(2023, 4, 10),
    ),
    # a seventh-pass batch (40 sentences; "a fortnight ago" after "moved in", "late last
    # summer" and "this time last year" failed when written)
    (
        WED_2024_03_13,
        "I bumped into her the other day.",
        "the other day",
        D(2024, 3, 7),
        D(2024, 3, 11),
    ),
    (
        WED_2024_03_13,
        "We got back from Lisbon a couple of weeks back.",
        "a couple of weeks back",
        D(2024, 2, 28),
        D(2024, 2, 28),
    ),
    (
        WED_2024_03_13,
        "The night before last I couldn't sleep.",
        "The night before last",
        D(2024, 3, 11),
        D(2024, 3, 11),
    ),
    (
        WED_2024_03_13,
        "I'll call you first thing tomorrow.",
        "tomorrow",
        D(2024, 3, 14),
        D(2024, 3, 14),
    ),
    (
        WED_2024_03_13,
        "The report is due at the end of next month.",
        "the end of next month",
        D(2024, 4, 21),
        D(2024, 4, 30),
    ),
    (
        WED_2024_03_13,
        "I'll be back in a fortnight.",
        "in a fortnight",
        D(2024, 3, 27),
        D(2024, 3, 27),
    ),
    (
        WED_2024_03_13,
        "We moved in a fortnight ago.",
        "a fortnight ago",
        D(2024, 2, 28),
        D(2024, 2, 28),
    ),
    (WED_2024_03_13, "Come Friday I'll be on holiday.", "Friday", D(2024, 3, 15), D(2024, 3, 15)),
    (WED_2024_03_13, "I need it by Friday.", "Friday", D(2024, 3, 15), D(2024, 3, 15)),
    (WED_2024_03_13, "The shop is closed until Sunday.", "Sunday", D(2024, 3, 17), D(2024, 3, 17)),
    (WED_2024_03_13, "My appointment is on the 20th.", "the 20th", D(2024, 3, 20), D(2024, 3, 20)),
    (
        WED_2024_03_13,
        "Last Tuesday night we watched a film.",
        "Last Tuesday night",
        D(2024, 3, 12),
        D(2024, 3, 12),
    ),
    (
        WED_2024_03_13,
        "This time last year I was in Peru.",
        "This time last year",
        D(2023, 3, 13),
        D(2023, 3, 13),
    ),
    (
        WED_2024_03_13,
        "We should do this again around this time next year.",
        "this time next year",
        D(2025, 3, 13),
        D(2025, 3, 13),
    ),
    (
        WED_2024_03_13,
        "Sometime next month we'll paint the kitchen.",
        "next month",
        D(2024, 4, 1),
        D(2024, 4, 30),
    ),
    (
        WED_2024_03_13,
        "We planted tulips in early spring.",
        "early spring",
        D(2024, 3, 1),
        D(2024, 3, 31),
    ),
    (
        WED_2024_03_13,
        "Late last summer we went to Crete.",
        "Late last summer",
        D(2023, 8, 1),
        D(2023, 8, 31),
    ),
    (WED_2024_03_13, "We visited my parents over Easter.", "Easter", D(2023, 4, 9), D(2023, 4, 9)),
    (
        WED_2024_03_13,
        "I'll know in a couple of days.",
        "in a couple of days",
        D(2024, 3, 15),
        D(2024, 3, 15),
    ),
    (
        WED_2024_03_13,
        "I started a new book a few days back.",
        "a few days back",
        D(2024, 3, 9),
        D(2024, 3, 11),
    ),
    (WED_2024_03_13, "I joined the gym back in January.", "January", D(2024, 1, 1), D(2024, 1, 31)),
    (WED_2024_03_13, "We adopted Milo in December.", "December", D(2023, 12, 1), D(2023, 12, 31)),
    (WED_2024_03_13, "We're flying to Oslo in May.", "May", D(2024, 5, 1), D(2024, 5, 31)),
    (WED_2024_03_13, "I ran my first 10k on Sunday.", "Sunday", D(2024, 3, 10), D(2024, 3, 10)),
    (WED_2024_03_13, "My sister arrives on Sunday.", "Sunday", D(2024, 3, 17), D(2024, 3, 17)),
    (
        WED_2024_03_13,
        "Over the weekend I fixed the bike.",
        "the weekend",
        D(2024, 3, 9),
        D(2024, 3, 10),
    ),
    (
        WED_2024_03_13,
        "This weekend we're going camping.",
        "This weekend",
        D(2024, 3, 16),
        D(2024, 3, 17),
    ),
    (
        WED_2024_03_13,
        "Two Fridays ago I got promoted.",
        "Two Fridays ago",
        D(2024, 3, 1),
        D(2024, 3, 1),
    ),
    (WED_2024_03_13, "The new cafe opened last week.", "last week", D(2024, 3, 4), D(2024, 3, 10)),
    (WED_2024_03_13, "I turned 40 last month.", "last month", D(2024, 2, 1), D(2024, 2, 29)),
    (WED_2024_03_13, "We got married in 2015.", "2015", D(2015, 1, 1), D(2015, 12, 31)),
    (WED_2024_03_13, "I've lived here since 2019.", "2019", D(2019, 1, 1), D(2019, 12, 31)),
    (
        WED_2024_03_13,
        "My daughter was born on 3 June 2020.",
        "3 June 2020",
        D(2020, 6, 3),
        D(2020, 6, 3),
    ),
    (
        WED_2024_03_13,
        "Tomorrow evening we're seeing a play.",
        "Tomorrow evening",
        D(2024, 3, 14),
        D(2024, 3, 14),
    ),
    (
        WED_2024_03_13,
        "Yesterday morning I had a job interview.",
        "Yesterday morning",
        D(2024, 3, 12),
        D(2024, 3, 12),
    ),
    (WED_2024_03_13, "On the 1st I start my new role.", "the 1st", D(2024, 4, 1), D(2024, 4, 1)),
    (WED_2024_03_13, "We met up on the 5th.", "the 5th", D(2024, 3, 5), D(2024, 3, 5)),
    # a last seventh-pass batch (texting at 20:00 +02:00; 40 sentences, none failed)
    (
        THU_2025_06_19,
        "Just got back from the dentist this morning.",
        "this morning",
        D(2025, 6, 19),
        D(2025, 6, 19),
    ),
    (THU_2025_06_19, "Tonight we're grilling.", "Tonight", D(2025, 6, 19), D(2025, 6, 19)),
    (
        THU_2025_06_19,
        "Last night's show was amazing!",
        "Last night",
        D(2025, 6, 18),
        D(2025, 6, 18),
    ),
    (THU_2025_06_19, "Tmrw I start at 9.", "Tmrw", D(2025, 6, 20), D(2025, 6, 20)),
    (THU_2025_06_19, "Gonna visit grandma this wknd.", "this wknd", D(2025, 6, 21), D(2025, 6, 22)),
    (
        THU_2025_06_19,
        "We got engaged on Valentine's Day!",
        "Valentine's Day",
        D(2025, 2, 14),
        D(2025, 2, 14),
    ),
    (
        THU_2025_06_19,
        "We're going to Portugal on the 4th of July.",
        "the 4th of July",
        D(2025, 7, 4),
        D(2025, 7, 4),
    ),
    (THU_2025_06_19, "My birthday's on the 28th.", "the 28th", D(2025, 6, 28), D(2025, 6, 28)),
    (THU_2025_06_19, "The exam was on the 2nd.", "the 2nd", D(2025, 6, 2), D(2025, 6, 2)),
    (THU_2025_06_19, "I quit my job in the spring.", "the spring", D(2025, 3, 1), D(2025, 5, 31)),
    (
        THU_2025_06_19,
        "We'll paint the house in the fall.",
        "the fall",
        D(2025, 9, 1),
        D(2025, 11, 30),
    ),
    (
        THU_2025_06_19,
        "I finished the course two months ago.",
        "two months ago",
        D(2025, 4, 1),
        D(2025, 4, 30),
    ),
    (
        THU_2025_06_19,
        "I've been learning guitar since March.",
        "March",
        D(2025, 3, 1),
        D(2025, 3, 31),
    ),
    (
        THU_2025_06_19,
        "Next Thursday is my sister's graduation.",
        "Next Thursday",
        D(2025, 6, 26),
        D(2025, 6, 26),
    ),
    (THU_2025_06_19, "On Tuesday I had a flat tire.", "Tuesday", D(2025, 6, 17), D(2025, 6, 17)),
    (
        THU_2025_06_19,
        "This Saturday I'm running a 5k.",
        "This Saturday",
        D(2025, 6, 21),
        D(2025, 6, 21),
    ),
    (
        THU_2025_06_19,
        "I saw that movie last weekend.",
        "last weekend",
        D(2025, 6, 14),
        D(2025, 6, 15),
    ),
    (
        THU_2025_06_19,
        "We went to Japan in 2022 and again last year.",
        "last year",
        D(2024, 1, 1),
        D(2024, 12, 31),
    ),
    (THU_2025_06_19, "I got my license back in '09.", "'09", D(2009, 1, 1), D(2009, 12, 31)),
    (
        THU_2025_06_19,
        "Summer of 2018 was the best.",
        "Summer of 2018",
        D(2018, 6, 1),
        D(2018, 8, 31),
    ),
    (
        THU_2025_06_19,
        "The wedding is in three weeks.",
        "in three weeks",
        D(2025, 7, 10),
        D(2025, 7, 10),
    ),
    (THU_2025_06_19, "The baby is due in October.", "October", D(2025, 10, 1), D(2025, 10, 31)),
    (THU_2025_06_19, "I was laid off in January.", "January", D(2025, 1, 1), D(2025, 1, 31)),
    (
        THU_2025_06_19,
        "Two years ago today I met you.",
        "Two years ago today",
        D(2023, 6, 19),
        D(2023, 6, 19),
    ),
    (
        THU_2025_06_19,
        "The day before yesterday was my first day.",
        "The day before yesterday",
        D(2025, 6, 17),
        D(2025, 6, 17),
    ),
    (
        THU_2025_06_19,
        "I went camping earlier this month.",
        "earlier this month",
        D(2025, 6, 1),
        D(2025, 6, 18),
    ),
    (
        THU_2025_06_19,
        "Early next week I'll send it.",
        "Early next week",
        D(2025, 6, 23),
        D(2025, 6, 24),
    ),
    (
        THU_2025_06_19,
        "By the end of the month I'll have moved.",
        "the end of the month",
        D(2025, 6, 21),
        D(2025, 6, 30),
    ),
    (THU_2025_06_19, "Mid-August we fly to Rome.", "Mid-August", D(2025, 8, 11), D(2025, 8, 20)),
    (THU_2025_06_19, "I adopted Luna on June 1st.", "June 1st", D(2025, 6, 1), D(2025, 6, 1)),
    (
        THU_2025_06_19,
        "I'm off work from Monday to Wednesday next week.",
        "Monday to Wednesday next week",
        D(2025, 6, 23),
        D(2025, 6, 25),
    ),
    (
        THU_2025_06_19,
        "A couple of days ago I found a stray kitten.",
        "A couple of days ago",
        D(2025, 6, 17),
        D(2025, 6, 17),
    ),
    (
        THU_2025_06_19,
        "Last Christmas we were in Vienna.",
        "Last Christmas",
        D(2024, 12, 25),
        D(2024, 12, 25),
    ),
    (
        THU_2025_06_19,
        "Over the summer I'll intern at a lab.",
        "the summer",
        D(2025, 6, 1),
        D(2025, 8, 31),
    ),
    (
        THU_2025_06_19,
        "The lease started on the first of May.",
        "the first of May",
        D(2025, 5, 1),
        D(2025, 5, 1),
    ),
    (THU_2025_06_19, "I haven't seen him since Easter.", "Easter", D(2025, 4, 20), D(2025, 4, 20)),
    (
        THU_2025_06_19,
        "We're hosting Thanksgiving this year.",
        "Thanksgiving",
        D(2025, 11, 27),
        D(2025, 11, 27),
    ),
    (
        THU_2025_06_19,
        "In a week or so the results come out.",
        "In a week or so",
        D(2025, 6, 23),
        D(2025, 6, 29),
    ),
    # a batch of plans, holidays and present-tense dates, said on a Sunday in November
    (
        SUN_2024_11_03,
        "Finals are in December, ugh.",
        "in December",
        D(2024, 12, 1),
        D(2024, 12, 31),
    ),
    (SUN_2024_11_03, "Her birthday is on the 12th.", "the 12th", D(2024, 11, 12), D(2024, 11, 12)),
    (
        SUN_2024_11_03,
        "My lease is up at the end of January.",
        "the end of January",
        D(2025, 1, 21),
        D(2025, 1, 31),
    ),
    (SUN_2024_11_03, "The marathon is in April.", "in April", D(2025, 4, 1), D(2025, 4, 30)),
    (SUN_2024_11_03, "Our trip to Lisbon is on May 2.", "May 2", D(2025, 5, 2), D(2025, 5, 2)),
    (SUN_2024_11_03, "The photos are from August.", "from August", D(2024, 8, 1), D(2024, 8, 31)),
    (SUN_2024_11_03, "Halloween was a blast!", "Halloween", D(2024, 10, 31), D(2024, 10, 31)),
    (
        SUN_2024_11_03,
        "Are you shopping on Black Friday?",
        "Black Friday",
        D(2024, 11, 29),
        D(2024, 11, 29),
    ),
    (
        SUN_2024_11_03,
        "Don't forget to vote on Election Day.",
        "Election Day",
        D(2024, 11, 5),
        D(2024, 11, 5),
    ),
    (
        SUN_2024_11_03,
        "We're closed on Veterans Day.",
        "Veterans Day",
        D(2024, 11, 11),
        D(2024, 11, 11),
    ),
    (SUN_2024_11_03, "See you next Tuesday!", "next Tuesday", D(2024, 11, 5), D(2024, 11, 5)),
    (
        SUN_2024_11_03,
        "This coming Friday works for me.",
        "This coming Friday",
        D(2024, 11, 8),
        D(2024, 11, 8),
    ),
    (
        SUN_2024_11_03,
        "A month from now I'll be in Tokyo.",
        "A month from now",
        D(2024, 12, 1),
        D(2024, 12, 31),
    ),
    (SUN_2024_11_03, "I'm off mid-December.", "mid-December", D(2024, 12, 11), D(2024, 12, 20)),
    (
        SUN_2024_11_03,
        "The first week of December is packed.",
        "The first week of December",
        D(2024, 12, 1),
        D(2024, 12, 7),
    ),
    (
        SUN_2024_11_03,
        "We'll decide by the end of the year.",
        "the end of the year",
        D(2024, 9, 1),
        D(2024, 12, 31),
    ),
    (
        SUN_2024_11_03,
        "We went camping over Labor Day weekend.",
        "Labor Day weekend",
        D(2024, 8, 31),
        D(2024, 9, 2),
    ),
    (
        SUN_2024_11_03,
        "I fly home the day before Thanksgiving.",
        "the day before Thanksgiving",
        D(2024, 11, 27),
        D(2024, 11, 27),
    ),
    (
        SUN_2024_11_03,
        "We hiked Mt. Tam two Saturdays ago.",
        "two Saturdays ago",
        D(2024, 10, 26),
        D(2024, 10, 26),
    ),
    (
        SUN_2024_11_03,
        "Last Christmas we were in Ohio.",
        "Last Christmas",
        D(2023, 12, 25),
        D(2023, 12, 25),
    ),
    (SUN_2024_11_03, "We're moving in the spring.", "in the spring", D(2025, 3, 1), D(2025, 5, 31)),
    (
        SUN_2024_11_03,
        "I started this job back in March.",
        "back in March",
        D(2024, 3, 1),
        D(2024, 3, 31),
    ),
    (
        SUN_2024_11_03,
        "Earlier this fall I ran a 10k.",
        "Earlier this fall",
        D(2024, 9, 1),
        D(2024, 11, 2),
    ),
    (
        SUN_2024_11_03,
        "The leaves peaked in late October.",
        "late October",
        D(2024, 10, 21),
        D(2024, 10, 31),
    ),
    (
        SUN_2024_11_03,
        "We carved pumpkins the last weekend of October.",
        "the last weekend of October",
        D(2024, 10, 26),
        D(2024, 10, 27),
    ),
    (
        SUN_2024_11_03,
        "The clocks went back last night.",
        "last night",
        D(2024, 11, 2),
        D(2024, 11, 2),
    ),
    (
        SUN_2024_11_03,
        "I'll have the draft done by Thanksgiving.",
        "Thanksgiving",
        D(2024, 11, 28),
        D(2024, 11, 28),
    ),
    (
        SUN_2024_11_03,
        "My parents visit over New Year's.",
        "New Year's",
        D(2025, 1, 1),
        D(2025, 1, 1),
    ),
    (
        SUN_2024_11_03,
        "The kitchen remodel took all of September.",
        "September",
        D(2024, 9, 1),
        D(2024, 9, 30),
    ),
    (
        SUN_2024_11_03,
        "We've lived here since the summer of 2019.",
        "the summer of 2019",
        D(2019, 6, 1),
        D(2019, 8, 31),
    ),
    (
        SUN_2024_11_03,
        "The recital is this Saturday.",
        "this Saturday",
        D(2024, 11, 9),
        D(2024, 11, 9),
    ),
    (
        SUN_2024_11_03,
        "Yesterday was my last day at the cafe.",
        "Yesterday",
        D(2024, 11, 2),
        D(2024, 11, 2),
    ),
    (
        SUN_2024_11_03,
        "I'm seeing the doctor on the 20th.",
        "the 20th",
        D(2024, 11, 20),
        D(2024, 11, 20),
    ),
    (SUN_2024_11_03, "My sister's wedding is in June.", "in June", D(2025, 6, 1), D(2025, 6, 30)),
    (SUN_2024_11_03, "The semester ends on Dec. 13.", "Dec. 13", D(2024, 12, 13), D(2024, 12, 13)),
    (
        SUN_2024_11_03,
        "Our anniversary is October 12.",
        "October 12",
        D(2025, 10, 12),
        D(2025, 10, 12),
    ),
    (SUN_2024_11_03, "The lake was frozen in February.", "February", D(2024, 2, 1), D(2024, 2, 29)),
    (
        SUN_2024_11_03,
        "I've been sober since October 5.",
        "October 5",
        D(2024, 10, 5),
        D(2024, 10, 5),
    ),
    (
        SUN_2024_11_03,
        "Two weeks from tomorrow is the deadline.",
        "Two weeks from tomorrow",
        D(2024, 11, 18),
        D(2024, 11, 18),
    ),
    # a batch of narration, plans and counts, late on a Sunday in March
    (
        SUN_2025_03_09,
        "We landed in Denver on Friday and drove to Vail the next day.",
        "the next day",
        D(2025, 3, 8),
        D(2025, 3, 8),
    ),
    (
        SUN_2025_03_09,
        "My flight got cancelled last Tuesday, so I flew out two days later.",
        "two days later",
        D(2025, 3, 6),
        D(2025, 3, 6),
    ),
    (
        SUN_2025_03_09,
        "I lost an hour of sleep last night thanks to DST.",
        "last night",
        D(2025, 3, 8),
        D(2025, 3, 8),
    ),
    (SUN_2025_03_09, "Tonight I'm meal prepping.", "Tonight", D(2025, 3, 9), D(2025, 3, 9)),
    (
        SUN_2025_03_09,
        "This morning the clocks jumped ahead.",
        "This morning",
        D(2025, 3, 9),
        D(2025, 3, 9),
    ),
    (SUN_2025_03_09, "My mom's birthday was on the 2nd.", "the 2nd", D(2025, 3, 2), D(2025, 3, 2)),
    (
        SUN_2025_03_09,
        "We signed the lease on Feb 28 and moved in the following weekend.",
        "the following weekend",
        D(2025, 3, 1),
        D(2025, 3, 2),
    ),
    (
        SUN_2025_03_09,
        "The vet appointment is Thursday at 4.",
        "Thursday",
        D(2025, 3, 13),
        D(2025, 3, 13),
    ),
    (
        SUN_2025_03_09,
        "We're doing spring break the week of the 17th.",
        "the week of the 17th",
        D(2025, 3, 17),
        D(2025, 3, 23),
    ),
    (
        SUN_2025_03_09,
        "Back in January I started running.",
        "Back in January",
        D(2025, 1, 1),
        D(2025, 1, 31),
    ),
    (
        SUN_2025_03_09,
        "I've been on this diet since New Year's.",
        "New Year's",
        D(2025, 1, 1),
        D(2025, 1, 1),
    ),
    (
        SUN_2025_03_09,
        "We went skiing over Presidents' Day weekend.",
        "Presidents' Day weekend",
        D(2025, 2, 15),
        D(2025, 2, 17),
    ),
    (
        SUN_2025_03_09,
        "My last day at work is the 28th.",
        "the 28th",
        D(2025, 3, 28),
        D(2025, 3, 28),
    ),
    (
        SUN_2025_03_09,
        "We got the keys three weeks ago today.",
        "three weeks ago today",
        D(2025, 2, 16),
        D(2025, 2, 16),
    ),
    (
        SUN_2025_03_09,
        "I'm flying to Austin on the 20th and back on the 24th.",
        "the 24th",
        D(2025, 3, 24),
        D(2025, 3, 24),
    ),
    (
        SUN_2025_03_09,
        "Last St. Patrick's Day we were in Dublin.",
        "Last St. Patrick's Day",
        D(2024, 3, 17),
        D(2024, 3, 17),
    ),
    (SUN_2025_03_09, "Our baby is due in mid-July.", "mid-July", D(2025, 7, 11), D(2025, 7, 20)),
    (
        SUN_2025_03_09,
        "She started daycare the Monday before last.",
        "the Monday before last",
        D(2025, 2, 24),
        D(2025, 2, 24),
    ),
    (
        SUN_2025_03_09,
        "The heater broke on Wednesday night.",
        "Wednesday night",
        D(2025, 3, 5),
        D(2025, 3, 5),
    ),
    (
        SUN_2025_03_09,
        "I submitted my taxes a couple of days ago.",
        "a couple of days ago",
        D(2025, 3, 7),
        D(2025, 3, 7),
    ),
    (
        SUN_2025_03_09,
        "We adopted Mochi in the fall of 2021.",
        "the fall of 2021",
        D(2021, 9, 1),
        D(2021, 11, 30),
    ),
    (SUN_2025_03_09, "By Easter I want to run a half.", "Easter", D(2025, 4, 20), D(2025, 4, 20)),
    (
        SUN_2025_03_09,
        "Mardi Gras was a blast this year.",
        "Mardi Gras",
        D(2025, 3, 4),
        D(2025, 3, 4),
    ),
    (
        SUN_2025_03_09,
        "The kids are off the whole week after next.",
        "the whole week after next",
        D(2025, 3, 17),
        D(2025, 3, 23),
    ),
    (
        SUN_2025_03_09,
        "My contract ends at the end of next month.",
        "the end of next month",
        D(2025, 4, 21),
        D(2025, 4, 30),
    ),
    (SUN_2025_03_09, "We had a snow day on the 4th.", "the 4th", D(2025, 3, 4), D(2025, 3, 4)),
    (SUN_2025_03_09, "Grandpa turned 90 on Feb. 3.", "Feb. 3", D(2025, 2, 3), D(2025, 2, 3)),
    (
        SUN_2025_03_09,
        "My passport expires in October.",
        "in October",
        D(2025, 10, 1),
        D(2025, 10, 31),
    ),
    (
        SUN_2025_03_09,
        "The reunion is the first weekend of June.",
        "the first weekend of June",
        D(2025, 6, 7),
        D(2025, 6, 8),
    ),
    (
        SUN_2025_03_09,
        "I haven't had coffee since Tuesday.",
        "since Tuesday",
        D(2025, 3, 4),
        D(2025, 3, 4),
    ),
    (
        SUN_2025_03_09,
        "Two Fridays ago we saw the northern lights.",
        "Two Fridays ago",
        D(2025, 2, 28),
        D(2025, 2, 28),
    ),
    (
        SUN_2025_03_09,
        "I'm off work from the 14th to the 16th.",
        "the 14th to the 16th",
        D(2025, 3, 14),
        D(2025, 3, 16),
    ),
    (SUN_2025_03_09, "We moved here in '19.", "'19", D(2019, 1, 1), D(2019, 12, 31)),
    (
        SUN_2025_03_09,
        "She graduates in May of next year.",
        "May of next year",
        D(2026, 5, 1),
        D(2026, 5, 31),
    ),
    (
        SUN_2025_03_09,
        "We met at a party New Year's Eve 2019.",
        "New Year's Eve 2019",
        D(2019, 12, 31),
        D(2019, 12, 31),
    ),
    (
        SUN_2025_03_09,
        "Yesterday morning I finally fixed the bike.",
        "Yesterday morning",
        D(2025, 3, 8),
        D(2025, 3, 8),
    ),
    (
        SUN_2025_03_09,
        "The recital got moved to next Saturday.",
        "next Saturday",
        D(2025, 3, 15),
        D(2025, 3, 15),
    ),
    (
        SUN_2025_03_09,
        "My sister's visiting the weekend of the 22nd.",
        "the weekend of the 22nd",
        D(2025, 3, 22),
        D(2025, 3, 23),
    ),
    (
        SUN_2025_03_09,
        "Exactly a month ago I quit smoking.",
        "a month ago",
        D(2025, 2, 9),
        D(2025, 2, 9),
    ),
    (
        SUN_2025_03_09,
        "The garden show is at the end of April.",
        "the end of April",
        D(2025, 4, 21),
        D(2025, 4, 30),
    ),
    # a texting batch: abbreviations, numeric dates, ranges, the eve of a leap day
    (WED_2024_02_28, "the appt is 3/15 at 2", "3/15", D(2024, 3, 15), D(2024, 3, 15)),
    (WED_2024_02_28, "b-day party on jan 3rd was wild", "jan 3rd", D(2024, 1, 3), D(2024, 1, 3)),
    (WED_2024_02_28, "we got married 2019-06-22", "2019-06-22", D(2019, 6, 22), D(2019, 6, 22)),
    (WED_2024_02_28, "moved here Mar. '23", "Mar. '23", D(2023, 3, 1), D(2023, 3, 31)),
    (WED_2024_02_28, "posted it 9 days ago", "9 days ago", D(2024, 2, 19), D(2024, 2, 19)),
    (WED_2024_02_28, "landed 48 hrs ago lol", "48 hrs ago", D(2024, 2, 26), D(2024, 2, 26)),
    (WED_2024_02_28, "back in 2 wks", "in 2 wks", D(2024, 3, 13), D(2024, 3, 13)),
    (WED_2024_02_28, "saw it last thurs", "last thurs", D(2024, 2, 22), D(2024, 2, 22)),
    (WED_2024_02_28, "u free nxt fri?", "nxt fri", D(2024, 3, 1), D(2024, 3, 1)),
    (WED_2024_02_28, "movie tmrw nite?", "tmrw nite", D(2024, 2, 29), D(2024, 2, 29)),
    (WED_2024_02_28, "sat night was insane", "sat night", D(2024, 2, 24), D(2024, 2, 24)),
    (
        WED_2024_02_28,
        "the day b4 yesterday i slept 12 hrs",
        "the day b4 yesterday",
        D(2024, 2, 26),
        D(2024, 2, 26),
    ),
    (WED_2024_02_28, "tomorrow is leap day!!", "tomorrow", D(2024, 2, 29), D(2024, 2, 29)),
    (
        WED_2024_02_28,
        "born on feb 29 so i only age every 4 yrs",
        "feb 29",
        D(2024, 2, 29),
        D(2024, 2, 29),
    ),
    (WED_2024_02_28, "need it by EOD friday", "friday", D(2024, 3, 1), D(2024, 3, 1)),
    (
        WED_2024_02_28,
        "the 1st weekend in may we're camping",
        "the 1st weekend in may",
        D(2024, 5, 4),
        D(2024, 5, 5),
    ),
    (WED_2024_02_28, "5 days from now im free", "5 days from now", D(2024, 3, 4), D(2024, 3, 4)),
    (WED_2024_02_28, "see u this sat", "this sat", D(2024, 3, 2), D(2024, 3, 2)),
    (WED_2024_02_28, "sun morning brunch?", "sun morning", D(2024, 3, 3), D(2024, 3, 3)),
    (WED_2024_02_28, "we broke up on valentines", "valentines", D(2024, 2, 14), D(2024, 2, 14)),
    (WED_2024_02_28, "started the new job on the 5th", "the 5th", D(2024, 2, 5), D(2024, 2, 5)),
    (WED_2024_02_28, "rent's due the 1st", "the 1st", D(2024, 3, 1), D(2024, 3, 1)),
    (WED_2024_02_28, "quit my job in dec", "in dec", D(2023, 12, 1), D(2023, 12, 31)),
    (WED_2024_02_28, "going to bali in june!!", "in june", D(2024, 6, 1), D(2024, 6, 30)),
    (WED_2024_02_28, "bday is aug 12 btw", "aug 12", D(2024, 8, 12), D(2024, 8, 12)),
    (
        WED_2024_02_28,
        "last summer in greece was the best",
        "last summer",
        D(2023, 6, 1),
        D(2023, 8, 31),
    ),
    (
        WED_2024_02_28,
        "this time next week ill be in paris",
        "this time next week",
        D(2024, 3, 6),
        D(2024, 3, 6),
    ),
    (WED_2024_02_28, "got my license 2 yrs ago", "2 yrs ago", D(2022, 1, 1), D(2022, 12, 31)),
    (
        WED_2024_02_28,
        "the concert was sick on the 17th",
        "the 17th",
        D(2024, 2, 17),
        D(2024, 2, 17),
    ),
    (WED_2024_02_28, "i've been here since mon", "since mon", D(2024, 2, 26), D(2024, 2, 26)),
    (WED_2024_02_28, "we leave the 2nd of march", "the 2nd of march", D(2024, 3, 2), D(2024, 3, 2)),
    (WED_2024_02_28, "mid-march we move", "mid-march", D(2024, 3, 11), D(2024, 3, 20)),
    (WED_2024_02_28, "my exam's in 3 days", "in 3 days", D(2024, 3, 2), D(2024, 3, 2)),
    (WED_2024_02_28, "the wedding's on sat the 9th", "sat the 9th", D(2024, 3, 9), D(2024, 3, 9)),
    (WED_2024_02_28, "i was sick all last week", "last week", D(2024, 2, 19), D(2024, 2, 25)),
    (WED_2024_02_28, "christmas eve we fought", "christmas eve", D(2023, 12, 24), D(2023, 12, 24)),
    (WED_2024_02_28, "NYE plans?", "NYE", D(2024, 12, 31), D(2024, 12, 31)),
    (WED_2024_02_28, "early next month i start", "early next month", D(2024, 3, 1), D(2024, 3, 10)),
    (
        WED_2024_02_28,
        "it was like 2 or 3 weeks ago",
        "2 or 3 weeks ago",
        D(2024, 2, 5),
        D(2024, 2, 18),
    ),
    (WED_2024_02_28, "the 29th is a thursday this yr", "the 29th", D(2024, 2, 29), D(2024, 2, 29)),
    # a British batch: 'Monday week', 'Saturday fortnight', bank holidays, day-first dates
    (
        THU_2025_05_01,
        "We're off to Cornwall on the 24th of May.",
        "the 24th of May",
        D(2025, 5, 24),
        D(2025, 5, 24),
    ),
    (THU_2025_05_01, "Mum's coming up Monday week.", "Monday week", D(2025, 5, 12), D(2025, 5, 12)),
    (
        THU_2025_05_01,
        "Bank holiday Monday we're having a barbecue.",
        "Bank holiday Monday",
        D(2025, 5, 5),
        D(2025, 5, 5),
    ),
    (
        THU_2025_05_01,
        "The kids are off for half term at the end of May.",
        "the end of May",
        D(2025, 5, 21),
        D(2025, 5, 31),
    ),
    (THU_2025_05_01, "I started at the firm on 3 March.", "3 March", D(2025, 3, 3), D(2025, 3, 3)),
    (
        THU_2025_05_01,
        "The flat viewing was on Tuesday just gone.",
        "Tuesday",
        D(2025, 4, 29),
        D(2025, 4, 29),
    ),
    (
        THU_2025_05_01,
        "We'll sort it after Easter Monday.",
        "Easter Monday",
        D(2026, 4, 6),
        D(2026, 4, 6),
    ),
    (THU_2025_05_01, "Boxing Day sales were mad.", "Boxing Day", D(2024, 12, 26), D(2024, 12, 26)),
    (
        THU_2025_05_01,
        "I passed my driving test a fortnight ago.",
        "a fortnight ago",
        D(2025, 4, 17),
        D(2025, 4, 17),
    ),
    (
        THU_2025_05_01,
        "The match is Saturday fortnight.",
        "Saturday fortnight",
        D(2025, 5, 17),
        D(2025, 5, 17),
    ),
    (
        THU_2025_05_01,
        "It's been pouring since Sunday.",
        "since Sunday",
        D(2025, 4, 27),
        D(2025, 4, 27),
    ),
    (
        THU_2025_05_01,
        "We got the keys on 28/02/2025.",
        "28/02/2025",
        D(2025, 2, 28),
        D(2025, 2, 28),
    ),
    (THU_2025_05_01, "Uni finishes in mid-June.", "mid-June", D(2025, 6, 11), D(2025, 6, 20)),
    (THU_2025_05_01, "Pancake Day was a laugh.", "Pancake Day", D(2025, 3, 4), D(2025, 3, 4)),
    (THU_2025_05_01, "Tonight's the night!", "Tonight", D(2025, 5, 1), D(2025, 5, 1)),
    (
        THU_2025_05_01,
        "I'll ring you first thing tomorrow.",
        "tomorrow",
        D(2025, 5, 2),
        D(2025, 5, 2),
    ),
    (
        THU_2025_05_01,
        "We moved house the weekend before last.",
        "the weekend before last",
        D(2025, 4, 19),
        D(2025, 4, 20),
    ),
    (
        THU_2025_05_01,
        "The wedding was the first Saturday in April.",
        "the first Saturday in April",
        D(2025, 4, 5),
        D(2025, 4, 5),
    ),
    (
        THU_2025_05_01,
        "I've got a job interview on Wednesday 7th May.",
        "Wednesday 7th May",
        D(2025, 5, 7),
        D(2025, 5, 7),
    ),
    (
        THU_2025_05_01,
        "Christmas Eve we're at my nan's.",
        "Christmas Eve",
        D(2025, 12, 24),
        D(2025, 12, 24),
    ),
    (
        THU_2025_05_01,
        "We met in the summer of '09.",
        "the summer of '09",
        D(2009, 6, 1),
        D(2009, 8, 31),
    ),
    (
        THU_2025_05_01,
        "I've not been to the gym since January.",
        "since January",
        D(2025, 1, 1),
        D(2025, 1, 31),
    ),
    (
        THU_2025_05_01,
        "He retired at the end of last year.",
        "the end of last year",
        D(2024, 9, 1),
        D(2024, 12, 31),
    ),
    (
        THU_2025_05_01,
        "The exam results come out on 14 August.",
        "14 August",
        D(2025, 8, 14),
        D(2025, 8, 14),
    ),
    (
        THU_2025_05_01,
        "We went to Paris over the Easter weekend.",
        "the Easter weekend",
        D(2025, 4, 19),
        D(2025, 4, 20),
    ),
    (
        THU_2025_05_01,
        "Last Thursday was a nightmare at work.",
        "Last Thursday",
        D(2025, 4, 24),
        D(2025, 4, 24),
    ),
    (
        THU_2025_05_01,
        "The builders start a week on Monday.",
        "a week on Monday",
        D(2025, 5, 12),
        D(2025, 5, 12),
    ),
    (THU_2025_05_01, "Her birthday's on the 30th.", "the 30th", D(2025, 5, 30), D(2025, 5, 30)),
    (
        THU_2025_05_01,
        "I'll be away from the 10th to the 17th.",
        "the 10th to the 17th",
        D(2025, 5, 10),
        D(2025, 5, 17),
    ),
    (
        THU_2025_05_01,
        "We had a heatwave in early April.",
        "early April",
        D(2025, 4, 1),
        D(2025, 4, 10),
    ),
    (
        THU_2025_05_01,
        "The council meeting's on Tuesday evening.",
        "Tuesday evening",
        D(2025, 5, 6),
        D(2025, 5, 6),
    ),
    (
        THU_2025_05_01,
        "We booked the holiday back in January.",
        "back in January",
        D(2025, 1, 1),
        D(2025, 1, 31),
    ),
    (
        THU_2025_05_01,
        "The boiler packed in yesterday.",
        "yesterday",
        D(2025, 4, 30),
        D(2025, 4, 30),
    ),
    (THU_2025_05_01, "It's May Day today.", "May Day", D(2025, 5, 1), D(2025, 5, 1)),
    (
        THU_2025_05_01,
        "I've been at this job three years this June.",
        "this June",
        D(2025, 6, 1),
        D(2025, 6, 30),
    ),
    (
        THU_2025_05_01,
        "The clocks went forward at the end of March.",
        "the end of March",
        D(2025, 3, 21),
        D(2025, 3, 31),
    ),
    (
        THU_2025_05_01,
        "We're going on holiday the week after next.",
        "the week after next",
        D(2025, 5, 12),
        D(2025, 5, 18),
    ),
    (THU_2025_05_01, "Our anniversary was on Sunday.", "on Sunday", D(2025, 4, 27), D(2025, 4, 27)),
    (
        THU_2025_05_01,
        "In a month's time I'll be in Spain.",
        "In a month's time",
        D(2025, 6, 1),
        D(2025, 6, 30),
    ),
    # a batch of seasons, holidays and counts back, said on a Monday morning in September
    (
        MON_2024_09_16,
        "Two summers ago we drove to Maine.",
        "Two summers ago",
        D(2023, 6, 1),
        D(2023, 8, 31),
    ),
    (
        MON_2024_09_16,
        "The winter before last was brutal.",
        "The winter before last",
        D(2022, 12, 1),
        D(2023, 2, 28),
    ),
    (
        MON_2024_09_16,
        "The Fourth of July fireworks were amazing.",
        "The Fourth of July",
        D(2024, 7, 4),
        D(2024, 7, 4),
    ),
    (
        MON_2024_09_16,
        "We camped over Father's Day weekend.",
        "Father's Day weekend",
        D(2024, 6, 15),
        D(2024, 6, 16),
    ),
    (MON_2024_09_16, "I turned 30 last Tuesday.", "last Tuesday", D(2024, 9, 10), D(2024, 9, 10)),
    (
        MON_2024_09_16,
        "We got engaged the day after Labor Day.",
        "the day after Labor Day",
        D(2024, 9, 3),
        D(2024, 9, 3),
    ),
    (
        MON_2024_09_16,
        "I ran my first marathon three Octobers ago.",
        "three Octobers ago",
        D(2021, 10, 1),
        D(2021, 10, 31),
    ),
    (
        MON_2024_09_16,
        "The baby was born on the 2nd of this month.",
        "the 2nd of this month",
        D(2024, 9, 2),
        D(2024, 9, 2),
    ),
    (
        MON_2024_09_16,
        "Classes start the first Monday of October.",
        "the first Monday of October",
        D(2024, 10, 7),
        D(2024, 10, 7),
    ),
    (
        MON_2024_09_16,
        "We close on the house at the end of the month.",
        "the end of the month",
        D(2024, 9, 21),
        D(2024, 9, 30),
    ),
    (
        MON_2024_09_16,
        "My parents visited the weekend of the 7th.",
        "the weekend of the 7th",
        D(2024, 9, 7),
        D(2024, 9, 8),
    ),
    (
        MON_2024_09_16,
        "I've been sober for 100 days today.",
        "for 100 days",
        D(2024, 6, 8),
        D(2024, 6, 8),
    ),
    (
        MON_2024_09_16,
        "We got Luna a year ago next week.",
        "a year ago next week",
        D(2023, 9, 18),
        D(2023, 9, 24),
    ),
    (
        MON_2024_09_16,
        "I was at the conference from Tuesday through Thursday last week.",
        "from Tuesday through Thursday last week",
        D(2024, 9, 10),
        D(2024, 9, 12),
    ),
    (
        MON_2024_09_16,
        "We're hosting brunch Sunday after next.",
        "Sunday after next",
        D(2024, 9, 29),
        D(2024, 9, 29),
    ),
    (
        MON_2024_09_16,
        "My cousin's wedding was the Saturday before Labor Day.",
        "the Saturday before Labor Day",
        D(2024, 8, 31),
        D(2024, 8, 31),
    ),
    (
        MON_2024_09_16,
        "I quit caffeine on the first of the month.",
        "the first of the month",
        D(2024, 9, 1),
        D(2024, 9, 1),
    ),
    (
        MON_2024_09_16,
        "Our lease started back in the spring.",
        "in the spring",
        D(2024, 3, 1),
        D(2024, 5, 31),
    ),
    (
        MON_2024_09_16,
        "The heat wave lasted the whole of August.",
        "August",
        D(2024, 8, 1),
        D(2024, 8, 31),
    ),
    (
        MON_2024_09_16,
        "We're taking a road trip in a couple of weeks.",
        "in a couple of weeks",
        D(2024, 9, 30),
        D(2024, 9, 30),
    ),
    (
        MON_2024_09_16,
        "I got my braces off earlier this month.",
        "earlier this month",
        D(2024, 9, 1),
        D(2024, 9, 15),
    ),
    (
        MON_2024_09_16,
        "Later this week I'm seeing the dentist.",
        "Later this week",
        D(2024, 9, 17),
        D(2024, 9, 22),
    ),
    (
        MON_2024_09_16,
        "We met in the fall of 2015.",
        "the fall of 2015",
        D(2015, 9, 1),
        D(2015, 11, 30),
    ),
    (
        MON_2024_09_16,
        "Grandma passed away in the early hours of Sunday.",
        "Sunday",
        D(2024, 9, 15),
        D(2024, 9, 15),
    ),
    (
        MON_2024_09_16,
        "The storm knocked our power out on Labor Day.",
        "Labor Day",
        D(2024, 9, 2),
        D(2024, 9, 2),
    ),
    (
        MON_2024_09_16,
        "My son starts kindergarten next fall.",
        "next fall",
        D(2025, 9, 1),
        D(2025, 11, 30),
    ),
    (
        MON_2024_09_16,
        "It snowed on Halloween last year.",
        "Halloween last year",
        D(2023, 10, 31),
        D(2023, 10, 31),
    ),
    (MON_2024_09_16, "We closed on the house on 8/30.", "8/30", D(2024, 8, 30), D(2024, 8, 30)),
    (
        MON_2024_09_16,
        "I had COVID the week after the wedding in June.",
        "June",
        D(2024, 6, 1),
        D(2024, 6, 30),
    ),
    (MON_2024_09_16, "I was born in '92.", "'92", D(1992, 1, 1), D(1992, 12, 31)),
    (
        MON_2024_09_16,
        "Mid-August we finally got the keys.",
        "Mid-August",
        D(2024, 8, 11),
        D(2024, 8, 20),
    ),
    (
        MON_2024_09_16,
        "The new job starts October 1st.",
        "October 1st",
        D(2024, 10, 1),
        D(2024, 10, 1),
    ),
    (
        MON_2024_09_16,
        "This past Saturday we went apple picking.",
        "This past Saturday",
        D(2024, 9, 14),
        D(2024, 9, 14),
    ),
    (
        MON_2024_09_16,
        "Over Memorial Day weekend we painted the deck.",
        "Memorial Day weekend",
        D(2024, 5, 25),
        D(2024, 5, 27),
    ),
    (MON_2024_09_16, "We adopted the cat on Sept. 3rd.", "Sept. 3rd", D(2024, 9, 3), D(2024, 9, 3)),
    (
        MON_2024_09_16,
        "By next summer I'll have paid off the car.",
        "next summer",
        D(2025, 6, 1),
        D(2025, 8, 31),
    ),
    # a batch of vague and everyday forms, on a Wednesday afternoon in June
    (
        WED_2024_06_12,
        "I saw her at the market the other day.",
        "the other day",
        D(2024, 6, 6),
        D(2024, 6, 10),
    ),
    (
        WED_2024_06_12,
        "This coming weekend we're camping.",
        "This coming weekend",
        D(2024, 6, 15),
        D(2024, 6, 16),
    ),
    (
        WED_2024_06_12,
        "The weekend after next is free.",
        "The weekend after next",
        D(2024, 6, 22),
        D(2024, 6, 23),
    ),
    (
        WED_2024_06_12,
        "I got back a couple weeks back.",
        "a couple weeks back",
        D(2024, 5, 29),
        D(2024, 5, 29),
    ),
    (
        WED_2024_06_12,
        "The night before last I couldn't sleep.",
        "The night before last",
        D(2024, 6, 10),
        D(2024, 6, 10),
    ),
    (
        WED_2024_06_12,
        "The other night we watched Dune.",
        "The other night",
        D(2024, 6, 6),
        D(2024, 6, 10),
    ),
    (
        WED_2024_06_12,
        "Earlier today I called the bank.",
        "Earlier today",
        D(2024, 6, 12),
        D(2024, 6, 12),
    ),
    (WED_2024_06_12, "Later tonight we're grilling.", "tonight", D(2024, 6, 12), D(2024, 6, 12)),
    (WED_2024_06_12, "First thing Monday I'll send it.", "Monday", D(2024, 6, 17), D(2024, 6, 17)),
    (
        WED_2024_06_12,
        "I need it by Monday at the latest.",
        "Monday",
        D(2024, 6, 17),
        D(2024, 6, 17),
    ),
    (WED_2024_06_12, "We met in college back in 2010.", "2010", D(2010, 1, 1), D(2010, 12, 31)),
    (WED_2024_06_12, "Summer 2021 was wild.", "Summer 2021", D(2021, 6, 1), D(2021, 8, 31)),
    (WED_2024_06_12, "I'll call you in an hour.", "in an hour", D(2024, 6, 12), D(2024, 6, 12)),
    (
        WED_2024_06_12,
        "Two Tuesdays from now is the recital.",
        "Two Tuesdays from now",
        D(2024, 6, 25),
        D(2024, 6, 25),
    ),
    (
        WED_2024_06_12,
        "Next Wednesday is my last day.",
        "Next Wednesday",
        D(2024, 6, 19),
        D(2024, 6, 19),
    ),
    (WED_2024_06_12, "My trip got pushed to the 28th.", "the 28th", D(2024, 6, 28), D(2024, 6, 28)),
    (WED_2024_06_12, "We're closing on June 30th.", "June 30th", D(2024, 6, 30), D(2024, 6, 30)),
    (WED_2024_06_12, "It rained all weekend.", "all weekend", D(2024, 6, 8), D(2024, 6, 9)),
    (WED_2024_06_12, "I worked through the weekend.", "the weekend", D(2024, 6, 8), D(2024, 6, 9)),
    (
        WED_2024_06_12,
        "We're back in the office on the 1st.",
        "the 1st",
        D(2024, 7, 1),
        D(2024, 7, 1),
    ),
    (
        WED_2024_06_12,
        "I haven't slept well since the 4th.",
        "the 4th",
        D(2024, 6, 4),
        D(2024, 6, 4),
    ),
    # a batch of written dates, ranges and offsets from holidays
    (WED_2024_03_20, "Flight's on 15.04.2024.", "15.04.2024", D(2024, 4, 15), D(2024, 4, 15)),
    (WED_2024_03_20, "Invoice dated 2024/03/15.", "2024/03/15", D(2024, 3, 15), D(2024, 3, 15)),
    (
        WED_2024_03_20,
        "We married on March 15th, 2014.",
        "March 15th, 2014",
        D(2014, 3, 15),
        D(2014, 3, 15),
    ),
    (
        WED_2024_03_20,
        "The deadline is 15th April 2024.",
        "15th April 2024",
        D(2024, 4, 15),
        D(2024, 4, 15),
    ),
    (
        WED_2024_03_20,
        "Ticket for 15-Apr-2024 booked.",
        "15-Apr-2024",
        D(2024, 4, 15),
        D(2024, 4, 15),
    ),
    (WED_2024_03_20, "Lease signed 03/15/24.", "03/15/24", D(2024, 3, 15), D(2024, 3, 15)),
    (
        WED_2024_03_20,
        "We fly out the day after Easter.",
        "the day after Easter",
        D(2024, 4, 1),
        D(2024, 4, 1),
    ),
    (
        WED_2024_03_20,
        "Two days before Christmas we leave.",
        "Two days before Christmas",
        D(2024, 12, 23),
        D(2024, 12, 23),
    ),
    (
        WED_2024_03_20,
        "The weekend after Valentine's Day we skied.",
        "The weekend after Valentine's Day",
        D(2024, 2, 17),
        D(2024, 2, 18),
    ),
    (
        WED_2024_03_20,
        "My birthday is the 2nd of May.",
        "the 2nd of May",
        D(2024, 5, 2),
        D(2024, 5, 2),
    ),
    (WED_2024_03_20, "We met on Jan 1 2020.", "Jan 1 2020", D(2020, 1, 1), D(2020, 1, 1)),
    (WED_2024_03_20, "It's due Apr. 1.", "Apr. 1", D(2024, 4, 1), D(2024, 4, 1)),
    (WED_2024_03_20, "She was born 4 July 1990.", "4 July 1990", D(1990, 7, 4), D(1990, 7, 4)),
    (WED_2024_03_20, "We visited in Sept 2019.", "Sept 2019", D(2019, 9, 1), D(2019, 9, 30)),
    (
        WED_2024_03_20,
        "I started on the 1st of Feb.",
        "the 1st of Feb",
        D(2024, 2, 1),
        D(2024, 2, 1),
    ),
    (WED_2024_03_20, "Party's on Sat 23rd.", "Sat 23rd", D(2024, 3, 23), D(2024, 3, 23)),
    (
        WED_2024_03_20,
        "We close Friday 22 March.",
        "Friday 22 March",
        D(2024, 3, 22),
        D(2024, 3, 22),
    ),
    (WED_2024_03_20, "Moving day is Mon., April 1.", "Mon., April 1", D(2024, 4, 1), D(2024, 4, 1)),
    (WED_2024_03_20, "The course runs 4–8 March.", "4–8 March", D(2024, 3, 4), D(2024, 3, 8)),
    (WED_2024_03_20, "I'm away March 25-29.", "March 25-29", D(2024, 3, 25), D(2024, 3, 29)),
    (
        WED_2024_03_20,
        "We were there from the 2nd till the 6th.",
        "from the 2nd till the 6th",
        D(2024, 3, 2),
        D(2024, 3, 6),
    ),
    (
        WED_2024_03_20,
        "Between Christmas and New Year's we rested.",
        "Between Christmas and New Year's",
        D(2023, 12, 25),
        D(2024, 1, 1),
    ),
    (WED_2024_03_20, "The expo is 10th-12th May.", "10th-12th May", D(2024, 5, 10), D(2024, 5, 12)),
    (
        WED_2024_03_20,
        "Back on the 2nd of next month.",
        "the 2nd of next month",
        D(2024, 4, 2),
        D(2024, 4, 2),
    ),
    (WED_2024_03_20, "Spring equinox was yesterday.", "yesterday", D(2024, 3, 19), D(2024, 3, 19)),
    (WED_2024_03_20, "In 2 weeks' time we move.", "In 2 weeks' time", D(2024, 4, 3), D(2024, 4, 3)),
    (
        WED_2024_03_20,
        "The 3rd week of April is busy.",
        "The 3rd week of April",
        D(2024, 4, 15),
        D(2024, 4, 21),
    ),
    (
        WED_2024_03_20,
        "The last weekend in March we travel.",
        "The last weekend in March",
        D(2024, 3, 30),
        D(2024, 3, 31),
    ),
    # a narration batch: dates counted from the date told before
    (
        WED_2024_10_02,
        "We flew to Rome on Friday and came back three days later.",
        "three days later",
        D(2024, 9, 30),
        D(2024, 9, 30),
    ),
    (
        WED_2024_10_02,
        "I interviewed on Monday and they called me the next morning.",
        "the next morning",
        D(2024, 10, 1),
        D(2024, 10, 1),
    ),
    (
        WED_2024_10_02,
        "We arrived on the 14th; the following day it rained.",
        "the following day",
        D(2024, 9, 15),
        D(2024, 9, 15),
    ),
    (
        WED_2024_10_02,
        "In 2019 we moved to Lyon, and the year after we got married.",
        "the year after",
        D(2020, 1, 1),
        D(2020, 12, 31),
    ),
    (
        WED_2024_10_02,
        "We met in March 2015 and married that December.",
        "that December",
        D(2015, 12, 1),
        D(2015, 12, 31),
    ),
    (
        WED_2024_10_02,
        "I started on June 3, and by the end of that week I was exhausted.",
        "the end of that week",
        D(2024, 6, 7),
        D(2024, 6, 9),
    ),
    (
        WED_2024_10_02,
        "Last Saturday was the party; that night I barely slept.",
        "that night",
        D(2024, 9, 28),
        D(2024, 9, 28),
    ),
    (
        WED_2024_10_02,
        "We signed on Aug 1. A month later the roof leaked.",
        "A month later",
        D(2024, 9, 1),
        D(2024, 9, 1),
    ),
    (
        WED_2024_10_02,
        "She left on the 20th and came back the Tuesday after.",
        "the Tuesday after",
        D(2024, 9, 24),
        D(2024, 9, 24),
    ),
    (
        WED_2024_10_02,
        "We adopted Milo in 2021; the summer after, we got Pip.",
        "the summer after",
        D(2022, 6, 1),
        D(2022, 8, 31),
    ),
    (
        WED_2024_10_02,
        "My exam is on the 15th and the results come out a week after.",
        "a week after",
        D(2024, 10, 22),
        D(2024, 10, 22),
    ),
    (
        WED_2024_10_02,
        "I was born in 1990 and my brother two years later.",
        "two years later",
        D(1992, 1, 1),
        D(1992, 12, 31),
    ),
    (
        WED_2024_10_02,
        "On Sept 5 I quit; the week after, I started freelancing.",
        "the week after",
        D(2024, 9, 9),
        D(2024, 9, 15),
    ),
    (
        WED_2024_10_02,
        "We got engaged at Christmas and married the following June.",
        "the following June",
        D(2024, 6, 1),
        D(2024, 6, 30),
    ),
    (
        WED_2024_10_02,
        "He called on Sunday. That same day the car broke down.",
        "That same day",
        D(2024, 9, 29),
        D(2024, 9, 29),
    ),
    (
        WED_2024_10_02,
        "We visited in April 2022, then again that fall.",
        "that fall",
        D(2022, 9, 1),
        D(2022, 11, 30),
    ),
    (
        WED_2024_10_02,
        "The lease ended on the 31st of August and I moved the next day.",
        "the next day",
        D(2024, 9, 1),
        D(2024, 9, 1),
    ),
    (
        WED_2024_10_02,
        "I got the job in January; three months in, I was promoted.",
        "January",
        D(2024, 1, 1),
        D(2024, 1, 31),
    ),
    # a second narration batch
    (
        FRI_2025_02_14,
        "We landed on Monday. The day after that, we drove north.",
        "The day after that",
        D(2025, 2, 11),
        D(2025, 2, 11),
    ),
    (
        FRI_2025_02_14,
        "I proposed on New Year's Eve; two days later we told our parents.",
        "two days later",
        D(2025, 1, 2),
        D(2025, 1, 2),
    ),
    (
        FRI_2025_02_14,
        "On Saturday we hiked, and on Sunday we rested.",
        "on Sunday",
        D(2025, 2, 9),
        D(2025, 2, 9),
    ),
    (
        FRI_2025_02_14,
        "We bought the house in 2018 and sold it five years later.",
        "five years later",
        D(2023, 1, 1),
        D(2023, 12, 31),
    ),
    (
        FRI_2025_02_14,
        "Her first day was Feb 3; by the following Friday she'd quit.",
        "the following Friday",
        D(2025, 2, 7),
        D(2025, 2, 7),
    ),
    (
        FRI_2025_02_14,
        "We met on the 1st and went out again the next weekend.",
        "the next weekend",
        D(2025, 2, 8),
        D(2025, 2, 9),
    ),
    (
        FRI_2025_02_14,
        "I started the diet on Monday. By Wednesday I'd caved.",
        "By Wednesday",
        D(2025, 2, 12),
        D(2025, 2, 12),
    ),
    (
        FRI_2025_02_14,
        "He got sick on the 5th and was better within the week.",
        "the 5th",
        D(2025, 2, 5),
        D(2025, 2, 5),
    ),
    (
        FRI_2025_02_14,
        "We left Lisbon on 3 January and reached Seville the same evening.",
        "the same evening",
        D(2025, 1, 3),
        D(2025, 1, 3),
    ),
    (
        FRI_2025_02_14,
        "The storm hit on Tuesday night; by morning the roads were closed.",
        "Tuesday night",
        D(2025, 2, 11),
        D(2025, 2, 11),
    ),
    (
        FRI_2025_02_14,
        "I graduated in 2016. The following spring I moved to Oslo.",
        "The following spring",
        D(2017, 3, 1),
        D(2017, 5, 31),
    ),
    (
        FRI_2025_02_14,
        "My dad retired in 2020, and that same year my mom did too.",
        "that same year",
        D(2020, 1, 1),
        D(2020, 12, 31),
    ),
    (
        FRI_2025_02_14,
        "We got Max as a puppy in 2012; he passed twelve years later.",
        "twelve years later",
        D(2024, 1, 1),
        D(2024, 12, 31),
    ),
    (
        FRI_2025_02_14,
        "She moved in on the 10th; a few days later we argued.",
        "a few days later",
        D(2025, 2, 12),
        D(2025, 2, 14),
    ),
    (
        FRI_2025_02_14,
        "The wedding was on June 14, 2019, and the honeymoon started the day after.",
        "the day after",
        D(2019, 6, 15),
        D(2019, 6, 15),
    ),
    (
        FRI_2025_02_14,
        "I flew out on Jan 20 and came home ten days later.",
        "ten days later",
        D(2025, 1, 30),
        D(2025, 1, 30),
    ),
    (
        FRI_2025_02_14,
        "We closed on the house on Dec 2; the next month we moved in.",
        "the next month",
        D(2025, 1, 1),
        D(2025, 1, 31),
    ),
    (
        FRI_2025_02_14,
        "On Valentine's Day last year he proposed.",
        "Valentine's Day last year",
        D(2024, 2, 14),
        D(2024, 2, 14),
    ),
    (
        FRI_2025_02_14,
        "Two years ago this spring, we opened the shop.",
        "Two years ago this spring",
        D(2023, 3, 1),
        D(2023, 5, 31),
    ),
    # a plans batch at +09:00
    (
        WED_2025_07_23,
        "I'm going to Osaka on the 2nd and coming back on the 9th.",
        "the 9th",
        D(2025, 8, 9),
        D(2025, 8, 9),
    ),
    (
        WED_2025_07_23,
        "The festival runs from Friday to Sunday.",
        "from Friday to Sunday",
        D(2025, 7, 25),
        D(2025, 7, 27),
    ),
    (
        WED_2025_07_23,
        "My visa expires at the end of next month.",
        "the end of next month",
        D(2025, 8, 21),
        D(2025, 8, 31),
    ),
    (
        WED_2025_07_23,
        "We're planning to visit in the autumn.",
        "in the autumn",
        D(2025, 9, 1),
        D(2025, 11, 30),
    ),
    (WED_2025_07_23, "Can we meet sometime next week?", "next week", D(2025, 7, 28), D(2025, 8, 3)),
    (
        WED_2025_07_23,
        "The concert got moved to August 30th.",
        "August 30th",
        D(2025, 8, 30),
        D(2025, 8, 30),
    ),
    (WED_2025_07_23, "I'll be 40 in December.", "in December", D(2025, 12, 1), D(2025, 12, 31)),
    (
        WED_2025_07_23,
        "School starts again on the first Monday of September.",
        "the first Monday of September",
        D(2025, 9, 1),
        D(2025, 9, 1),
    ),
    (
        WED_2025_07_23,
        "We hope to move by the end of the year.",
        "the end of the year",
        D(2025, 9, 1),
        D(2025, 12, 31),
    ),
    (
        WED_2025_07_23,
        "The baby's due around Christmas.",
        "Christmas",
        D(2025, 12, 25),
        D(2025, 12, 25),
    ),
    (
        WED_2025_07_23,
        "Let's do dinner on Friday night.",
        "Friday night",
        D(2025, 7, 25),
        D(2025, 7, 25),
    ),
    (
        WED_2025_07_23,
        "I have a dentist appointment on the 29th.",
        "the 29th",
        D(2025, 7, 29),
        D(2025, 7, 29),
    ),
    (
        WED_2025_07_23,
        "Our flight leaves at 6am tomorrow.",
        "tomorrow",
        D(2025, 7, 24),
        D(2025, 7, 24),
    ),
    (
        WED_2025_07_23,
        "Next summer we want to hike the Alps.",
        "Next summer",
        D(2026, 6, 1),
        D(2026, 8, 31),
    ),
    (WED_2025_07_23, "I'm off work until the 4th.", "the 4th", D(2025, 8, 4), D(2025, 8, 4)),
    (WED_2025_07_23, "The sale ends this Sunday.", "this Sunday", D(2025, 7, 27), D(2025, 7, 27)),
    (
        WED_2025_07_23,
        "We're booked for the last week of August.",
        "the last week of August",
        D(2025, 8, 25),
        D(2025, 8, 31),
    ),
    (
        WED_2025_07_23,
        "In two years I'll finish my PhD.",
        "In two years",
        D(2027, 1, 1),
        D(2027, 12, 31),
    ),
    (WED_2025_07_23, "By 2030 we want to retire.", "2030", D(2030, 1, 1), D(2030, 12, 31)),
    # a third narration batch
    (
        WED_2023_11_08,
        "Last Friday I got the offer, and on Monday I signed.",
        "on Monday",
        D(2023, 11, 6),
        D(2023, 11, 6),
    ),
    (
        WED_2023_11_08,
        "I ran the Chicago marathon on Oct 8; a week before that I was sick.",
        "a week before that",
        D(2023, 10, 1),
        D(2023, 10, 1),
    ),
    (
        WED_2023_11_08,
        "We broke up in August. By September I was dating again.",
        "By September",
        D(2023, 9, 1),
        D(2023, 9, 30),
    ),
    (
        WED_2023_11_08,
        "In 2020 we got married, and in 2021 our son was born.",
        "in 2021",
        D(2021, 1, 1),
        D(2021, 12, 31),
    ),
    (
        WED_2023_11_08,
        "On Halloween we trick-or-treated; the day after, everyone was sick.",
        "the day after",
        D(2023, 11, 1),
        D(2023, 11, 1),
    ),
    (
        WED_2023_11_08,
        "We drove up on Saturday morning and back that evening.",
        "that evening",
        D(2023, 11, 4),
        D(2023, 11, 4),
    ),
    (
        WED_2023_11_08,
        "I joined the gym on the 1st. Two days in, I was sore.",
        "the 1st",
        D(2023, 11, 1),
        D(2023, 11, 1),
    ),
    (
        WED_2023_11_08,
        "On the 3rd my sister arrived, and she left the following Tuesday.",
        "the following Tuesday",
        D(2023, 11, 7),
        D(2023, 11, 7),
    ),
    (
        WED_2023_11_08,
        "Back in 2015 I lived in Denver; the next year I moved to Austin.",
        "the next year",
        D(2016, 1, 1),
        D(2016, 12, 31),
    ),
    (
        WED_2023_11_08,
        "I met Sam on a Tuesday in June, and by July we were inseparable.",
        "by July",
        D(2023, 7, 1),
        D(2023, 7, 31),
    ),
    (
        WED_2023_11_08,
        "The power went out Sunday night and came back Monday afternoon.",
        "Monday afternoon",
        D(2023, 11, 6),
        D(2023, 11, 6),
    ),
    (
        WED_2023_11_08,
        "I turned in my thesis in May, and defended it that June.",
        "that June",
        D(2023, 6, 1),
        D(2023, 6, 30),
    ),
    (
        WED_2023_11_08,
        "Labor Day weekend we camped; the weekend after, we painted.",
        "the weekend after",
        D(2023, 9, 9),
        D(2023, 9, 10),
    ),
    (
        WED_2023_11_08,
        "She was born in 1988, the same year as me.",
        "the same year",
        D(1988, 1, 1),
        D(1988, 12, 31),
    ),
    (
        WED_2023_11_08,
        "We arrived in Lima on the 20th of October and left a week later.",
        "a week later",
        D(2023, 10, 27),
        D(2023, 10, 27),
    ),
    (
        WED_2023_11_08,
        "On New Year's Day we hiked; three weeks later I broke my ankle.",
        "three weeks later",
        D(2023, 1, 22),
        D(2023, 1, 22),
    ),
    (
        WED_2023_11_08,
        "I quit on Friday, the 27th of October.",
        "the 27th of October",
        D(2023, 10, 27),
        D(2023, 10, 27),
    ),
    (
        WED_2023_11_08,
        "A year ago this month I started therapy.",
        "A year ago this month",
        D(2022, 11, 1),
        D(2022, 11, 30),
    ),
    # a weekend batch: said on a Saturday morning
    (
        SAT_2024_08_17,
        "This weekend we're at the lake.",
        "This weekend",
        D(2024, 8, 17),
        D(2024, 8, 18),
    ),
    (
        SAT_2024_08_17,
        "Next weekend is my sister's wedding.",
        "Next weekend",
        D(2024, 8, 24),
        D(2024, 8, 25),
    ),
    (
        SAT_2024_08_17,
        "Last weekend we painted the fence.",
        "Last weekend",
        D(2024, 8, 10),
        D(2024, 8, 11),
    ),
    (SAT_2024_08_17, "Tomorrow we drive back.", "Tomorrow", D(2024, 8, 18), D(2024, 8, 18)),
    (SAT_2024_08_17, "On Monday I start the new job.", "On Monday", D(2024, 8, 19), D(2024, 8, 19)),
    (SAT_2024_08_17, "Yesterday was payday.", "Yesterday", D(2024, 8, 16), D(2024, 8, 16)),
    (
        SAT_2024_08_17,
        "I went to the farmers market this morning.",
        "this morning",
        D(2024, 8, 17),
        D(2024, 8, 17),
    ),
    (
        SAT_2024_08_17,
        "This Saturday has been lovely.",
        "This Saturday",
        D(2024, 8, 17),
        D(2024, 8, 17),
    ),
    (
        SAT_2024_08_17,
        "Next Saturday we're hosting.",
        "Next Saturday",
        D(2024, 8, 24),
        D(2024, 8, 24),
    ),
    (SAT_2024_08_17, "Last Saturday I ran 10k.", "Last Saturday", D(2024, 8, 10), D(2024, 8, 10)),
    (SAT_2024_08_17, "On Sunday we'll grill.", "On Sunday", D(2024, 8, 18), D(2024, 8, 18)),
    (SAT_2024_08_17, "Friday night was wild.", "Friday night", D(2024, 8, 16), D(2024, 8, 16)),
    (
        SAT_2024_08_17,
        "The kids go back to school on the 26th.",
        "the 26th",
        D(2024, 8, 26),
        D(2024, 8, 26),
    ),
    (
        SAT_2024_08_17,
        "We got back from Greece on the 10th.",
        "the 10th",
        D(2024, 8, 10),
        D(2024, 8, 10),
    ),
    (
        SAT_2024_08_17,
        "Later this month we're moving.",
        "Later this month",
        D(2024, 8, 18),
        D(2024, 8, 31),
    ),
    (
        SAT_2024_08_17,
        "Early next week I'll call the bank.",
        "Early next week",
        D(2024, 8, 19),
        D(2024, 8, 20),
    ),
    (SAT_2024_08_17, "We've had rain all week.", "all week", D(2024, 8, 12), D(2024, 8, 18)),
    (SAT_2024_08_17, "This week flew by.", "This week", D(2024, 8, 12), D(2024, 8, 18)),
    (
        SAT_2024_08_17,
        "We'll see them at the end of the summer.",
        "the end of the summer",
        D(2024, 8, 1),
        D(2024, 8, 31),
    ),
]


def _intervals_at(
    text: str, ref: datetime, surface: str, *, use_duckling: bool = True
) -> list[tuple[date | None, date | None]]:
    """(start, end) of each anchor of ``text`` overlapping ``surface``."""
    return [(a.start, a.end) for a in anchors_at(text, ref, surface, use_duckling=use_duckling)]


@pytest.mark.parametrize(("ref", "text", "surface", "start", "end"), CASES)
def test_chat_intervals(ref: datetime, text: str, surface: str, start: date, end: date) -> None:
    found = _intervals_at(text, ref, surface)
    assert (start, end) in found, found


@pytest.mark.parametrize(
    "text", ["I have been sick for a week today.", "It has been a week today since she left."]
)
def test_a_length_up_to_today_is_not_a_day_a_week_away(text: str) -> None:
    days = {(a.start, a.end) for a in extract_anchors(text, WED_2024_10_16)}
    assert (D(2024, 10, 23), D(2024, 10, 23)) not in days
    assert (D(2024, 10, 16), D(2024, 10, 16)) in days


@pytest.mark.parametrize(
    "text", ["Bill Nye is great", "a xmas tree", "I was in France in June and in Spain in 2019."]
)
def test_no_holiday_or_year_is_read_into_these(text: str) -> None:
    """A surname, a kind of thing, and a month told apart from the year ("and" between)."""
    days = [(a.surface, a.start) for a in extract_anchors(text, FRI_2025_02_07) if not a.implicit]
    assert all(surface in ("2019", "in June") for surface, _ in days), days
    assert all(start is None or start.year in (2019, 2024) for _, start in days), days


@pytest.mark.skipif(not duck.AVAILABLE, reason="clock times are read by Duckling")
@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("I woke up at 6am.", D(2025, 2, 7)),  # said at 18:00: this morning, not tomorrow's
        ("She texted me at 11pm.", D(2025, 2, 6)),
        ("The train leaves at 4:12.", D(2025, 2, 8)),
        ("We ran it in 2:59 flat.", None),  # a length, not a clock
    ],
)
def test_a_clock_time_told_in_the_past_is_the_last_one(text: str, day: date | None) -> None:
    found = [a.start for a in extract_anchors(text, FRI_2025_02_07) if not a.implicit]
    assert found == ([day] if day else []), found


@pytest.mark.skipif(not duck.AVAILABLE, reason="clock times are read by Duckling")
@pytest.mark.parametrize("text", ["I arrived Wednesday at 6am.", "I woke up at 6am on Wednesday."])
def test_a_clock_on_a_named_day_keeps_the_day(text: str) -> None:
    """Only a bare clock steps back a day at a time; one on a named day keeps that day."""
    spans = duck.duckling_spans(text, FRI_2025_02_07)
    assert [s.interval for s in spans] == [(D(2025, 2, 5), D(2025, 2, 5))], spans
    found = [a.start for a in extract_anchors(text, FRI_2025_02_07) if not a.implicit]
    assert found == [D(2025, 2, 5)], found


@pytest.mark.parametrize(
    ("text", "surface", "day"),
    [
        (
            "my sister got engaged on new year's eve!! at midnight lol",
            "new year's eve",
            D(2024, 12, 31),
        ),
        ("She texted me at like 2am last night", "last night", D(2025, 2, 6)),
    ],
)
def test_a_clock_beside_a_day_leaves_the_date_to_the_day(
    text: str, surface: str, day: date
) -> None:
    """The clock's own reading (the last or next such time) could only contradict the day."""
    found = [(a.surface, a.start) for a in extract_anchors(text, FRI_2025_02_07) if not a.implicit]
    assert found == [(surface, day)], found


def test_an_offset_from_a_numbered_birthday_is_not_a_date() -> None:
    """ "my 30th birthday" is an event the text does not date: the offset stays unresolved
    (it was read as a bare "the weekend", last weekend)."""
    text = "I ran my first marathon the weekend after my 30th birthday."
    found = [(a.surface, a.start) for a in extract_anchors(text, WED_2024_05_22) if not a.implicit]
    assert found == [("the weekend after my 30th birthday", None)], found


LENGTHS = [
    (MON_2023_08_14, "for a year and a half I worked there", "for a year and a half", 547.875),
    (MON_2023_08_14, "we dated for two and a half years", "for two and a half years", 913.125),
    (MON_2023_08_14, "it's been a week and a half", "been a week and a half", 10.5),
]


@pytest.mark.parametrize(("ref", "text", "surface", "days"), LENGTHS)
def test_lengths_and_a_half(ref: datetime, text: str, surface: str, days: float) -> None:
    found = [a for a in extract_anchors(text, ref) if a.surface == surface]
    assert found and found[0].grain == "duration", extract_anchors(text, ref)
    assert found[0].duration_days == days


WITHIN = [  # "earlier/later in the <unit>": within the unit of the date before it, else now's
    ("I hiked last Saturday. Later in the day we grilled.", "Later in the day", (5, 5)),
    ("He phoned later in the day.", "later in the day", (9, 9)),
    ("On Monday we met, and later in the week we talked.", "later in the week", (7, 13)),
    ("It rained earlier in the week.", "earlier in the week", (7, 8)),
]


@pytest.mark.parametrize(("text", "surface", "days"), WITHIN)
def test_earlier_or_later_in_the_day_or_week(
    text: str, surface: str, days: tuple[int, int]
) -> None:
    found = {a.surface: (a.start, a.end) for a in extract_anchors(text, WED_2023_08_09)}
    assert found[surface] == (D(2023, 8, days[0]), D(2023, 8, days[1])), found


def test_later_in_the_year_or_month_of_a_date_told_before() -> None:
    text = "In 2019 we moved to Leeds. Later in the year we got married."
    found = {a.surface: (a.start, a.end) for a in extract_anchors(text, WED_2023_08_09)}
    assert found["Later in the year"] == (D(2019, 1, 1), D(2019, 12, 31))
    text = "On March 3 we signed the lease. Later in the month we moved in."
    found = {a.surface: (a.start, a.end) for a in extract_anchors(text, WED_2023_08_09)}
    assert found["Later in the month"] == (D(2023, 3, 1), D(2023, 3, 31))


def test_a_year_named_in_the_same_sentence_is_not_the_year_meant() -> None:
    """An aside ("founded in 1923") is no frame for "earlier in the year": the reference's."""
    text = "The bakery, founded in 1923, said earlier in the year that it would expand."
    found = {a.surface: (a.start, a.end) for a in extract_anchors(text, WED_2023_08_09)}
    assert found["earlier in the year"] == (D(2023, 1, 1), D(2023, 8, 8))


@pytest.mark.parametrize("text", ["We left the week after.", "They split up the month after."])
def test_a_bare_unit_after_with_no_date_before_dates_nothing(text: str) -> None:
    """It counts from a date the text does not give: not from the day it was said."""
    assert [a.start for a in extract_anchors(text, WED_2023_08_09)] == []


@pytest.mark.parametrize(
    "text",
    [
        "It was his last week at the firm.",
        "My last day at work was the 3rd.",
        "The last night of the trip was the best.",
        "Our last year in Leeds flew by.",
    ],
)
def test_a_final_day_or_week_is_no_date(text: str) -> None:
    """ "my last day at work" is the final one, not yesterday."""
    found = [a.surface for a in extract_anchors(text, SUN_2025_03_09) if not a.implicit]
    assert not any("last" in s.lower() for s in found), found


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        ("I saw her last week.", "last week", D(2025, 2, 24), D(2025, 3, 2)),  # "her": an object
        ("The last week has been rough.", "last week", D(2025, 2, 24), D(2025, 3, 2)),
        ("Exactly a decade ago we married.", "a decade ago", D(2015, 3, 9), D(2015, 3, 9)),
        ("I'm free the next weekend.", "the next weekend", D(2025, 3, 15), D(2025, 3, 16)),
        ("The rules take effect March 1.", "March 1", D(2026, 3, 1), D(2026, 3, 1)),
    ],
)
def test_what_stays_a_date_beside_them(text: str, surface: str, start: date, end: date) -> None:
    found = _intervals_at(text, SUN_2025_03_09, surface)
    assert (start, end) in found, found


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [
        # a count can be a range: from the nearer end to the farther
        ("we met 5-10 years ago", "5-10 years ago", D(2014, 1, 1), D(2019, 12, 31)),
        ("we left 3 to 4 days ago", "3 to 4 days ago", D(2024, 2, 24), D(2024, 2, 25)),
        ("see you in a day or two", "in a day or two", D(2024, 2, 29), D(2024, 3, 1)),
        ("a month or two ago we moved", "a month or two ago", D(2023, 12, 1), D(2024, 1, 31)),
        ("in 2-3 days", "in 2-3 days", D(2024, 3, 1), D(2024, 3, 2)),
        # hours back are a day back
        ("72 hours ago it started", "72 hours ago", D(2024, 2, 25), D(2024, 2, 25)),
        ("a few hours ago I ate", "a few hours ago", D(2024, 2, 28), D(2024, 2, 28)),
        # a weekday with its day of the month is one date
        ("we met on Friday the 13th", "Friday the 13th", D(2023, 10, 13), D(2023, 10, 13)),
        ("I'll see you Monday the 4th.", "Monday the 4th", D(2024, 3, 4), D(2024, 3, 4)),
        # a bare hour after a date is no clock we can read: the date stays
        ("the meeting is March 4 at 10", "March 4", D(2024, 3, 4), D(2024, 3, 4)),
    ],
)
def test_ranges_hours_and_weekday_dates(text: str, surface: str, start: date, end: date) -> None:
    found = _intervals_at(text, WED_2024_02_28, surface)
    assert (start, end) in found, found


@pytest.mark.parametrize(
    "text",
    ["I got 3 valentines this year", "the 3rd time was the charm", "I was the 3rd in line"],
)
def test_valentines_and_ordinals_that_are_no_day(text: str) -> None:
    found = [a for a in extract_anchors(text, WED_2024_02_28) if a.grain == "day"]
    assert found == [], found


RULES_ALONE = [  # read by Duckling too; where its wheel is missing our rules must read them
    (SUN_2025_03_09, "We're doing spring break the week of the 17th.", "the week of the 17th",
     D(2025, 3, 17), D(2025, 3, 23)),
    (SUN_2025_03_09, "I've been on this diet since New Year's.", "New Year's",
     D(2025, 1, 1), D(2025, 1, 1)),
    (SUN_2025_03_09, "I haven't seen him since Easter.", "Easter", D(2024, 3, 31), D(2024, 3, 31)),
    (SUN_2025_03_09, "quit my job in dec", "in dec", D(2024, 12, 1), D(2024, 12, 31)),
    (SUN_2025_03_09, "mid-march we move", "mid-march", D(2025, 3, 11), D(2025, 3, 20)),
    (SUN_2025_03_09, "I started running in Jan", "in Jan", D(2025, 1, 1), D(2025, 1, 31)),
    (SUN_2025_03_09, "The accord was signed on 10/12/95.", "10/12/95",
     D(1995, 10, 12), D(1995, 10, 12)),
    (WED_2024_02_28_US, "rent is due 4/1", "4/1", D(2024, 4, 1), D(2024, 4, 1)),
    (WED_2024_02_28_US, "we met on 9/11 in class", "9/11", D(2023, 9, 11), D(2023, 9, 11)),
]  # fmt: skip


@pytest.mark.parametrize(("ref", "text", "surface", "start", "end"), RULES_ALONE)
def test_rules_alone_read_these(
    ref: datetime, text: str, surface: str, start: date, end: date
) -> None:
    found = _intervals_at(text, ref, surface, use_duckling=False)
    assert (start, end) in found, found


@pytest.mark.parametrize(
    "text",
    [
        "add 1/2 cup of flour",
        "rent is 1/3 of my pay",
        "open 24/7",
        "I talked to Jan",
        "We've been friends since 7th grade.",
        "She lives on the 3rd floor.",
    ],
)
@pytest.mark.parametrize("duckling", [True, False])
def test_fractions_and_names_are_no_dates(text: str, duckling: bool) -> None:
    found = [a for a in extract_anchors(text, WED_2024_02_28, use_duckling=duckling)]
    assert [a.surface for a in found if not a.implicit and a.grain != "present_ref"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Last semester I took four classes.",
        "We went home over the holidays.",
        "It's been a month since the surgery.",
        "I've got physio every other Wednesday.",
    ],
)
def test_what_names_no_one_date(text: str) -> None:
    """A semester, "the holidays", a length since an undated event, a habit: no date."""
    found = extract_anchors(text, MON_2024_09_16)
    assert [a.surface for a in found if a.start and not a.implicit and a.grain != "duration"] == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("I'll pay on the 15th of the month.", D(2024, 10, 15)),  # gone this month: the next
        ("I paid on the 20th of the month.", D(2024, 8, 20)),  # not come yet: the last
        ("We left on the last of the month.", D(2024, 8, 31)),  # August's last, not its 30th
        ("Rent is due on the first of the month.", D(2024, 10, 1)),
    ],
)
def test_a_day_of_the_month_follows_the_tense(text: str, day: date) -> None:
    found = [(a.start, a.end) for a in extract_anchors(text, MON_2024_09_16) if not a.implicit]
    assert found == [(day, day)]


WED_2024_04_10 = local(2024, 4, 10, 19, offset=-6)
LENGTH_STARTS = [  # (text, surface, the start's interval or None: no start, length in days)
    (
        "I've been vegetarian for six years now.",
        "for six years",
        (D(2018, 1, 1), D(2018, 12, 31)),
        2191.5,
    ),
    ("I was vegetarian for six years.", "for six years", None, 2191.5),
    ("We've lived here since 2015.", "2015", (D(2015, 1, 1), D(2015, 12, 31)), None),
    ("I worked at the bakery for ten years.", "for ten years", None, 3652.5),
    (
        "For the past three months I've been training.",
        "the past three months",
        (D(2024, 1, 1), D(2024, 1, 31)),
        None,
    ),
    ("It's been two weeks since the move.", "two weeks", (D(2024, 3, 25), D(2024, 3, 31)), 14),
    (
        "We've been dating for a year and a half.",
        "a year and a half",
        (D(2022, 10, 1), D(2022, 10, 31)),
        None,
    ),
    ("My knee has hurt for a few days.", "for a few days", (D(2024, 4, 6), D(2024, 4, 8)), None),
    ("I'll be in Tokyo for two weeks.", "for two weeks", None, 14),
    ("The course lasts 12 weeks.", "12 weeks", None, 84),
    ("I've had this car for 8 years.", "for 8 years", (D(2016, 1, 1), D(2016, 12, 31)), None),
    ("She's been sober 100 days.", "100 days", (D(2024, 1, 1), D(2024, 1, 1)), None),
    ("We spent three days in Rome.", "three days", None, 3),
    (
        "The kids have been off school since Friday.",
        "since Friday",
        (D(2024, 4, 5), D(2024, 4, 5)),
        None,
    ),
    ("I've known her since we were five.", "since we were five", None, None),
    (
        "I've been learning guitar for about a month.",
        "for about a month",
        (D(2024, 3, 1), D(2024, 3, 31)),
        None,
    ),
    ("He was in the army for two years in the 90s.", "for two years", None, 730.5),
    ("I've worked here going on five years.", "five years", (D(2019, 1, 1), D(2019, 12, 31)), None),
    ("It took me two hours to get home.", "two hours", None, None),
]


@pytest.mark.parametrize(("text", "surface", "start", "days"), LENGTH_STARTS)
def test_a_length_has_a_start_only_when_it_runs_up_to_now(
    text: str, surface: str, start: tuple[date, date] | None, days: float | None
) -> None:
    """ "I've had this car for 8 years" starts in 2016; "I worked there for ten years" has
    no start; "she's been sober 100 days" and "my knee has hurt for a few days" run up to
    now."""
    hits = [a for a in anchors_at(text, WED_2024_04_10, surface) if not a.implicit]
    if start is None:
        assert all(a.start is None for a in hits), hits
    else:
        assert any((a.start, a.end) == start for a in hits), hits
    if days is not None:
        assert any(a.duration_days and abs(a.duration_days - days) < 1 for a in hits), hits


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("We stopped talking a while back.", "a while back", "PAST_REF"),
        ("I quit smoking ages ago.", "ages ago", "PAST_REF"),
        ("In my twenties I lived in Berlin.", "twenties", "none"),
        ("When I was small we had a cat.", "When I was small", "none"),
        ("The baby could come any day now.", "any day now", "FUTURE_REF"),
        ("I visit my dad every other weekend.", "every other weekend", "generic"),
        ("Most weekends I hike.", "Most weekends", "generic"),
        ("On weekends I sleep in.", "weekends", "generic"),
        ("Mondays are the worst.", "Mondays", "generic"),
        ("Fourteen parents in three hours.", "in three hours", "none"),  # how long it took
    ],
)
def test_vague_generic_and_undated_forms(text: str, surface: str, expected: str) -> None:
    """ "a while back" is PAST_REF, "any day now" FUTURE_REF, "most weekends" generic, "in
    my twenties" (an age) and "when I was small" no date."""
    hits = [a for a in anchors_at(text, WED_2024_06_12, surface) if not a.implicit]
    if expected == "none":
        assert not any(a.start for a in hits), hits
    elif expected == "generic":
        assert any(a.generic for a in hits) and not any(a.start for a in hits), hits
    else:
        values = [timex_value(a.start, a.end, a.grain, a.duration_days) for a in hits]
        assert expected in values, hits


@pytest.mark.parametrize(
    "text",
    [
        "Every year on March 20 we celebrate.",
        "Each year on the twenty-first of June we hike.",
        "We usually go away on May 5.",
        "The lease renews every January.",
        "Each March we visit Kyoto.",
    ],
)
def test_a_yearly_date_names_no_year(text: str) -> None:
    """A month and day told as a yearly habit is generic: which year's is not said."""
    found = [a for a in extract_anchors(text, WED_2024_03_20) if not a.implicit]
    assert found and not any(a.start for a in found), found


@pytest.mark.parametrize(
    "text",
    [
        "I'm counting down to the day we finally move abroad.",
        "Hoping for the day my sister and I can share a flat again.",
        "Let's take the kids to the beach for the day.",
        "On the day of the race it rained.",
    ],
)
def test_the_day_of_a_wish_or_an_outing_is_no_date(text: str) -> None:
    """ "for the day" is the reference's day in a market report ("rose 50 cents for the
    day") or after "done"; not a day hoped for, nor the length of an outing."""
    found = [a for a in extract_anchors(text, WED_2024_03_20) if not a.implicit]
    assert not any(a.start for a in found), found


@pytest.mark.parametrize(
    ("text", "surface", "start", "end"),
    [  # alone, with no date before them, they keep their reading against the reference
        ("I'm free the next Friday.", "the next Friday", D(2025, 2, 21), D(2025, 2, 21)),
        (
            "The following spring will be busy.",
            "The following spring",
            D(2025, 3, 1),
            D(2025, 5, 31),
        ),
    ],
)
def test_a_next_weekday_or_season_alone_counts_from_now(
    text: str, surface: str, start: date, end: date
) -> None:
    assert (start, end) in _intervals_at(text, FRI_2025_02_14, surface)
