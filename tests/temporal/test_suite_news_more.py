"""Suite: more wire-style news batches (written for this suite, each sentence against its
article date and local offset), named as TIMEX3 values — the ninth pass's batches, kept whole:
sports and courts 1993–96 at -08:00, science, health and weather 2011–14 at +01:00/+02:00
(the clock changes, a leap day), business and politics of the 1970s and 80s. A case whose
expected value is None names no date (a crowd of 93,194, "Route 66")."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import assert_value, local

FRI_1974_08_09_12 = local(1974, 8, 9, 12, offset=-4)
FRI_1994_11_25_09 = local(1994, 11, 25, 9, offset=-8)
FRI_2011_03_11_12 = local(2011, 3, 11, 12, offset=1)
MON_1979_07_16_09 = local(1979, 7, 16, 9, offset=-4)
MON_1982_03_15_09 = local(1982, 3, 15, 9, offset=-5)
MON_1995_01_30_21 = local(1995, 1, 30, 21, offset=-8)
MON_2012_03_26_00 = local(2012, 3, 26, 0, offset=2)
MON_2012_03_26_09 = local(2012, 3, 26, 9, offset=2)
SUN_2013_10_27_09 = local(2013, 10, 27, 9, offset=1)
THU_1980_11_06_09 = local(1980, 11, 6, 9, offset=-5)
THU_1993_10_14_09 = local(1993, 10, 14, 9, offset=-8)
THU_2014_01_02_09 = local(2014, 1, 2, 9, offset=1)
TUE_1978_11_07_09 = local(1978, 11, 7, 9, offset=-5)
TUE_1985_12_31_09 = local(1985, 12, 31, 9, offset=-5)
TUE_1996_03_12_09 = local(1996, 3, 12, 9, offset=-8)
TUE_2013_07_16_09 = local(2013, 7, 16, 9, offset=1)
WED_1975_04_30_09 = local(1975, 4, 30, 9, offset=-4)
WED_1987_10_21_09 = local(1987, 10, 21, 9, offset=-4)
WED_1994_06_22_09 = local(1994, 6, 22, 9, offset=-8)
WED_2012_02_29_10 = local(2012, 2, 29, 10, offset=1)

CASES = [
    # newsA1
    (
        MON_1995_01_30_21,
        "San Francisco routed San Diego 49-26 on Sunday to win its fifth Super Bowl.",
        "Sunday",
        "1995-01-29",
    ),
    (
        MON_1995_01_30_21,
        "Opening statements in the murder trial were delivered last Tuesday.",
        "last Tuesday",
        "1995-01-24",
    ),
    (
        MON_1995_01_30_21,
        "The judge said Monday that jurors would remain sequestered.",
        "Monday",
        "1995-01-30",
    ),
    (
        MON_1995_01_30_21,
        "Prosecutors expect the trial to last well into the spring.",
        "the spring",
        "1995-SP",
    ),
    (
        MON_1995_01_30_21,
        "The prosecution will call its next witness on Feb. 6.",
        "Feb. 6",
        "1995-02-06",
    ),
    (MON_1995_01_30_21, "A similar case ended in a hung jury on Dec. 19.", "Dec. 19", "1994-12-19"),
    (
        MON_1995_01_30_21,
        "The NFL's all-stars gather in Honolulu this weekend for the Pro Bowl.",
        "this weekend",
        "1995-W05-WE",
    ),
    (
        MON_1995_01_30_21,
        "The defense team is expected to file its motion on Friday.",
        "Friday",
        "1995-02-03",
    ),
    (
        WED_1994_06_22_09,
        "The United States plays Colombia at the Rose Bowl on Wednesday.",
        "Wednesday",
        "1994-06-22",
    ),
    (
        WED_1994_06_22_09,
        "The Knicks and the Rockets meet in Game 7 tonight in Houston.",
        "tonight",
        "1994-06-22",
    ),
    (
        WED_1994_06_22_09,
        "Switzerland tied the Americans 1-1 on Saturday at the Silverdome.",
        "Saturday",
        "1994-06-18",
    ),
    (
        WED_1994_06_22_09,
        "The Americans face Romania on June 26 in Pasadena.",
        "June 26",
        "1994-06-26",
    ),
    (WED_1994_06_22_09, "A crowd of 93,194 filled the stadium for the opener.", "93,194", None),
    (WED_1994_06_22_09, "The final is set for July 17 at the Rose Bowl.", "July 17", "1994-07-17"),
    (
        WED_1994_06_22_09,
        "The team lost all three of its games four years ago in Italy.",
        "four years ago",
        "1990",
    ),
    (THU_1993_10_14_09, "The World Series opens Saturday in Toronto.", "Saturday", "1993-10-16"),
    (
        THU_1993_10_14_09,
        "Philadelphia clinched the National League pennant on Wednesday night.",
        "Wednesday night",
        "1993-10-13",
    ),
    (
        THU_1993_10_14_09,
        "The Phillies last reached the World Series a decade ago.",
        "a decade ago",
        "1983",
    ),
    (
        THU_1993_10_14_09,
        "The sentencing hearing was moved to next Thursday.",
        "next Thursday",
        "1993-10-21",
    ),
    (
        THU_1993_10_14_09,
        "The jury in the beating trial began deliberating earlier this week.",
        "earlier this week",
        "1993-W41",
    ),
    (
        THU_1993_10_14_09,
        "A verdict is expected later this month, lawyers said.",
        "later this month",
        "1993-10",
    ),
    (
        THU_1993_10_14_09,
        "The riots followed the first verdict in the spring of 1992.",
        "the spring of 1992",
        "1992-SP",
    ),
    (
        THU_1993_10_14_09,
        "Michael Jordan announced his retirement on Oct. 6.",
        "Oct. 6",
        "1993-10-06",
    ),
    (THU_1993_10_14_09, "Jordan wore No. 23 for nine seasons in Chicago.", "No. 23", None),
    (
        FRI_1994_11_25_09,
        "Dallas beat Green Bay 42-31 on Thanksgiving.",
        "Thanksgiving",
        "1994-11-24",
    ),
    (FRI_1994_11_25_09, "The Sharks held on for a 3-1 win over Calgary.", "3-1", None),
    (
        FRI_1994_11_25_09,
        "Cal lost the Big Game to Stanford last Saturday.",
        "last Saturday",
        "1994-11-19",
    ),
    (FRI_1994_11_25_09, "The bowl pairings will be announced Dec. 4.", "Dec. 4", "1994-12-04"),
    (
        FRI_1994_11_25_09,
        "The baseball strike, which began Aug. 12, has no end in sight.",
        "Aug. 12",
        "1994-08-12",
    ),
    (
        FRI_1994_11_25_09,
        "Owners and players will meet again in Chicago next week.",
        "next week",
        "1994-W48",
    ),
    (
        FRI_1994_11_25_09,
        "No hockey games have been played since the lockout began on Oct. 1.",
        "Oct. 1",
        "1994-10-01",
    ),
    (
        TUE_1996_03_12_09,
        "The appeals court heard arguments in the case a year ago.",
        "a year ago",
        "1995-03",
    ),
    (
        TUE_1996_03_12_09,
        "The justices are expected to rule by the end of June.",
        "the end of June",
        "1996-06",
    ),
    (
        TUE_1996_03_12_09,
        "The defendant was arrested on June 12, 1994, and charged the next day.",
        "the next day",
        "1994-06-13",
    ),
    (TUE_1996_03_12_09, "The Dodgers open the season April 1 in Houston.", "April 1", "1996-04-01"),
    (
        TUE_1996_03_12_09,
        "The state supreme court struck down the law in 1993, and the legislature rewrote it that year.",
        "that year",
        "1993",
    ),
    (TUE_1996_03_12_09, "The trial judge dismissed the suit in January.", "January", "1996-01"),
    (
        TUE_1996_03_12_09,
        "Attendance at Candlestick Park fell in the second half of 1995.",
        "the second half of 1995",
        "1995-H2",
    ),
    (TUE_1996_03_12_09, "The team flew to Phoenix aboard a chartered 747.", "747", None),
    (
        TUE_1996_03_12_09,
        "The relay follows old Route 66 from Barstow to Needles.",
        "Route 66",
        None,
    ),
    # newsA2
    (
        WED_2012_02_29_10,
        "Researchers published the findings in Nature on Wednesday.",
        "Wednesday",
        "2012-02-29",
    ),
    (
        WED_2012_02_29_10,
        "The agency released the figures on Feb. 29, a date that comes once every four years.",
        "Feb. 29",
        "2012-02-29",
    ),
    (WED_2012_02_29_10, "The new labelling rules take effect tomorrow.", "tomorrow", "2012-03-01"),
    (
        WED_2012_02_29_10,
        "A cold snap killed hundreds of people across Europe earlier this month.",
        "earlier this month",
        "2012-02",
    ),
    (
        WED_2012_02_29_10,
        "Forecasters expect milder temperatures over the weekend.",
        "the weekend",
        "2012-W09-WE",
    ),
    (WED_2012_02_29_10, "The vaccine trial ended a year ago.", "a year ago", "2011-02"),
    (
        WED_2012_02_29_10,
        "The WHO panel will review the data on March 28.",
        "March 28",
        "2012-03-28",
    ),
    (
        MON_2012_03_26_00,
        "Clocks in most of Europe moved forward one hour on Sunday.",
        "Sunday",
        "2012-03-25",
    ),
    (MON_2012_03_26_00, "The spring equinox fell last Tuesday.", "last Tuesday", "2012-03-20"),
    (
        MON_2012_03_26_00,
        "Hospitals have reported a rise in flu cases this month.",
        "this month",
        "2012-03",
    ),
    (
        MON_2012_03_26_00,
        "The cargo ship will be launched on Friday from French Guiana.",
        "Friday",
        "2012-03-30",
    ),
    (
        MON_2012_03_26_00,
        "The heat wave in the summer of 2003 killed tens of thousands of people.",
        "the summer of 2003",
        "2003-SU",
    ),
    (
        MON_2012_03_26_00,
        "The team will present its results at a conference in Vienna next month.",
        "next month",
        "2012-04",
    ),
    (
        MON_2012_03_26_00,
        "Health officials will brief reporters later Monday.",
        "later Monday",
        "2012-03-26",
    ),
    (
        SUN_2013_10_27_09,
        "A powerful storm is forecast to hit southern England on Monday.",
        "Monday",
        "2013-10-28",
    ),
    (SUN_2013_10_27_09, "Clocks go back one hour today in much of Europe.", "today", "2013-10-27"),
    (
        SUN_2013_10_27_09,
        "The Met Office issued an amber warning on Saturday.",
        "Saturday",
        "2013-10-26",
    ),
    (
        SUN_2013_10_27_09,
        "Rainfall this autumn has been well above average.",
        "this autumn",
        "2013-FA",
    ),
    (
        SUN_2013_10_27_09,
        "The last storm of this strength struck in October 1987.",
        "October 1987",
        "1987-10",
    ),
    (
        SUN_2013_10_27_09,
        "Several ferry crossings were cancelled on Sunday.",
        "Sunday",
        "2013-10-27",
    ),
    (SUN_2013_10_27_09, "Gusts of 99 mph were recorded on the Isle of Wight.", "99 mph", None),
    (
        FRI_2011_03_11_12,
        "A magnitude 8.9 earthquake struck off Japan's northeast coast on Friday.",
        "Friday",
        "2011-03-11",
    ),
    (
        FRI_2011_03_11_12,
        "It was the strongest quake since records began in the late 19th century.",
        "the late 19th century",
        "18",
    ),
    (
        FRI_2011_03_11_12,
        "A magnitude 7.2 foreshock shook the region on Wednesday.",
        "Wednesday",
        "2011-03-09",
    ),
    (
        FRI_2011_03_11_12,
        "Engineers will inspect the reactors over the weekend.",
        "the weekend",
        "2011-W10-WE",
    ),
    (
        FRI_2011_03_11_12,
        "Seismologists said aftershocks could continue for months.",
        "months",
        None,
    ),
    (FRI_2011_03_11_12, "The Kobe earthquake killed more than 6,400 people.", "6,400", None),
    (
        THU_2014_01_02_09,
        "December was the wettest month on record in southern England.",
        "December",
        "2013-12",
    ),
    (THU_2014_01_02_09, "Storms battered the Atlantic coast on Dec. 28.", "Dec. 28", "2013-12-28"),
    (
        THU_2014_01_02_09,
        "Last year was the hottest in Australia's recorded history.",
        "Last year",
        "2013",
    ),
    (
        THU_2014_01_02_09,
        "Further flooding is expected later this week.",
        "later this week",
        "2014-W01",
    ),
    (
        THU_2014_01_02_09,
        "The full temperature report will be released in mid-January.",
        "mid-January",
        "2014-01",
    ),
    (
        THU_2014_01_02_09,
        "Scientists have tracked the glacier's retreat since the 1850s.",
        "the 1850s",
        "185",
    ),
    (
        THU_2014_01_02_09,
        "Flu admissions peaked on Christmas Day, doctors said.",
        "Christmas Day",
        "2013-12-25",
    ),
    (
        THU_2014_01_02_09,
        "The telescope is due to be switched on early next year.",
        "early next year",
        "2015",
    ),
    (
        TUE_2013_07_16_09,
        "Temperatures topped 30C for a ninth straight day on Monday.",
        "Monday",
        "2013-07-15",
    ),
    (
        TUE_2013_07_16_09,
        "The heat wave is expected to break next Tuesday.",
        "next Tuesday",
        "2013-07-23",
    ),
    (
        TUE_2013_07_16_09,
        "The discovery of the Higgs boson was announced last July.",
        "last July",
        "2012-07",
    ),
    (
        TUE_2013_07_16_09,
        "The first half of the year was unusually cold and wet.",
        "The first half of the year",
        "2013-H1",
    ),
    (
        TUE_2013_07_16_09,
        "Results from the trial will be published in the third quarter.",
        "the third quarter",
        "2013-Q3",
    ),
    # newsA3
    (
        TUE_1978_11_07_09,
        "Voters go to the polls today in 36 governors' races.",
        "today",
        "1978-11-07",
    ),
    (
        TUE_1978_11_07_09,
        "Proposition 13, approved by California voters in June, slashed property taxes.",
        "June",
        "1978-06",
    ),
    (TUE_1978_11_07_09, "The party has not lost so many House seats since '66.", "'66", "1966"),
    (TUE_1978_11_07_09, "Consumer prices have risen 15 percent since '76.", "'76", "1976"),
    (
        TUE_1978_11_07_09,
        "The president is expected to sign the energy bill on Thursday.",
        "Thursday",
        "1978-11-09",
    ),
    (
        TUE_1978_11_07_09,
        "The deficit for fiscal 1979 is now projected at $38 billion.",
        "fiscal 1979",
        "1979",
    ),
    (
        FRI_1974_08_09_12,
        "Nixon announced his resignation in a televised address Thursday night.",
        "Thursday night",
        "1974-08-08",
    ),
    (
        FRI_1974_08_09_12,
        "The Judiciary Committee approved articles of impeachment late last month.",
        "late last month",
        "1974-07",
    ),
    (
        FRI_1974_08_09_12,
        "The break-in at the Watergate complex took place two years ago.",
        "two years ago",
        "1972",
    ),
    (
        FRI_1974_08_09_12,
        "The Supreme Court ordered the tapes turned over on July 24.",
        "July 24",
        "1974-07-24",
    ),
    (
        FRI_1974_08_09_12,
        "Ford will address a joint session of Congress on Monday.",
        "Monday",
        "1974-08-12",
    ),
    (
        FRI_1974_08_09_12,
        "Nixon was first elected in 1968 and re-elected four years later.",
        "four years later",
        "1972",
    ),
    (
        WED_1987_10_21_09,
        "The Dow Jones industrial average plunged 508 points on Monday.",
        "Monday",
        "1987-10-19",
    ),
    (WED_1987_10_21_09, "The brokerage said 1,989 employees would be laid off.", "1,989", None),
    (
        WED_1987_10_21_09,
        "The market had peaked in August after a five-year rally.",
        "August",
        "1987-08",
    ),
    (WED_1987_10_21_09, "Traders compared the selloff to the crash of '29.", "'29", "1929"),
    (
        WED_1987_10_21_09,
        "Stocks rebounded on Tuesday, the same day the Fed pledged to supply cash.",
        "the same day",
        "1987-10-20",
    ),
    (
        WED_1987_10_21_09,
        "The index had already lost 10 percent the previous week.",
        "the previous week",
        "1987-W42",
    ),
    (
        WED_1987_10_21_09,
        "Congress will take up a deficit-reduction package next month.",
        "next month",
        "1987-11",
    ),
    (
        WED_1987_10_21_09,
        "The Dow fell 108 points on Oct. 16, and regulators met that week to discuss program trading.",
        "that week",
        "1987-W42",
    ),
    (WED_1975_04_30_09, "Saigon surrendered to Communist forces today.", "today", "1975-04-30"),
    (
        WED_1975_04_30_09,
        "The last Marines lifted off the embassy roof early this morning.",
        "early this morning",
        "1975-04-30",
    ),
    (
        WED_1975_04_30_09,
        "The Paris accords were signed in January 1973, and the last combat troops left two months later.",
        "two months later",
        "1973-03",
    ),
    (
        WED_1975_04_30_09,
        "Phnom Penh fell to the Khmer Rouge on April 17.",
        "April 17",
        "1975-04-17",
    ),
    (
        WED_1975_04_30_09,
        "American involvement in the war deepened sharply in the late 1960s.",
        "the late 1960s",
        "196",
    ),
    (THU_1980_11_06_09, "Reagan carried 44 states in Tuesday's election.", "Tuesday", "1980-11-04"),
    (THU_1980_11_06_09, "Reagan will be inaugurated on Jan. 20.", "Jan. 20", "1981-01-20"),
    (
        THU_1980_11_06_09,
        "Inflation averaged more than 7 percent a year during the 1970s.",
        "the 1970s",
        "197",
    ),
    (
        THU_1980_11_06_09,
        "The fall of Saigon in the spring of 1975 still shadowed the foreign policy debate.",
        "the spring of 1975",
        "1975-SP",
    ),
    (
        THU_1980_11_06_09,
        "The hostages were seized on Nov. 4, 1979, and a rescue mission failed the following April.",
        "the following April",
        "1980-04",
    ),
    (
        MON_1982_03_15_09,
        "The company's earnings for fiscal 1981 fell 12 percent.",
        "fiscal 1981",
        "1981",
    ),
    (
        MON_1982_03_15_09,
        "Unemployment rose to 8.8 percent in February from 8.5 percent the previous month.",
        "the previous month",
        "1982-01",
    ),
    (
        MON_1982_03_15_09,
        "Analysts do not expect housing starts to recover until mid-decade.",
        "mid-decade",
        "198",
    ),
    (
        MON_1982_03_15_09,
        "First-quarter earnings will be reported next month.",
        "First-quarter",
        "1982-Q1",
    ),
    (MON_1982_03_15_09, "The pension fund owns 1,980 acres of farmland in Iowa.", "1,980", None),
    (
        MON_1979_07_16_09,
        "Carter addressed the nation Sunday night on the energy crisis.",
        "Sunday night",
        "1979-07-15",
    ),
    (
        MON_1979_07_16_09,
        "Chrysler lost $205 million in 1978, although it had earned a profit two years earlier.",
        "two years earlier",
        "1976",
    ),
    (
        TUE_1985_12_31_09,
        "The budget-balancing act was signed into law on Dec. 12.",
        "Dec. 12",
        "1985-12-12",
    ),
    (
        TUE_1985_12_31_09,
        "The new withholding tables take effect on Jan. 1.",
        "Jan. 1",
        "1986-01-01",
    ),
    (
        TUE_1985_12_31_09,
        "Retailers reported brisk sales in the week before Christmas.",
        "the week before Christmas",
        "1985-W51",
    ),
    # probes: the rules the failures above called for, on sentences of their own
    (WED_1994_06_22_09, "The senator died Saturday.", "Saturday", "1994-06-18"),
    (WED_1994_06_22_09, "Brazil tied Sweden on Saturday.", "Saturday", "1994-06-18"),
    (WED_1994_06_22_09, "Shareholders sued the company on Monday.", "Monday", "1994-06-20"),
    (WED_1994_06_22_09, "He lied to investigators on Friday.", "Friday", "1994-06-17"),
    (WED_1994_06_22_09, "The Fed will cut rates on Tuesday.", "Tuesday", "1994-06-28"),
    (SUN_2013_10_27_09, "The storm will hit England on Monday.", "Monday", "2013-10-28"),
    (
        WED_1994_06_22_09,
        "OPEC ministers are expected to set quotas on Friday.",
        "Friday",
        "1994-06-24",
    ),
    (
        MON_2012_03_26_09,
        "Most analysts said on Friday that rates would stay low.",
        "Friday",
        "2012-03-23",
    ),
    (
        WED_1994_06_22_09,
        "The company said Friday it earned 50 cents per share.",
        "Friday",
        "1994-06-17",
    ),
    (WED_1994_06_22_09, "Each of the defendants pleaded guilty on Monday.", "Monday", "1994-06-20"),
    (MON_2012_03_26_09, "Shops in most of Europe closed on Sunday.", "Sunday", "2012-03-25"),
    (
        TUE_2013_07_16_09,
        "The first half of the year was cold.",
        "The first half of the year",
        "2013-H1",
    ),
    (
        TUE_2013_07_16_09,
        "The first quarter of the year was weak.",
        "The first quarter of the year",
        "2013-Q1",
    ),
    (
        MON_2012_03_26_09,
        "Officials will brief reporters later Monday.",
        "later Monday",
        "2012-03-26",
    ),
    (MON_2012_03_26_09, "The vote is expected later on Monday.", "later on Monday", "2012-03-26"),
    (MON_1982_03_15_09, "Rates should fall by mid-decade.", "mid-decade", "198"),
]


@pytest.mark.parametrize(("ref", "text", "surface", "expected"), CASES)
def test_values(ref: datetime, text: str, surface: str, expected: str | None) -> None:
    assert_value(ref, text, surface, expected)
