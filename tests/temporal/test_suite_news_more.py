"""Suite: more wire-style news batches (written for this suite, each sentence against its
article date and local offset), named as TIMEX3 values — the ninth pass's batches, kept whole:
sports and courts 1993–96 at -08:00; science, health and weather 2011–14 at +01:00/+02:00
(the clock changes, a leap day); business and politics of the 1970s and 80s; markets and
central banks 2015–20 in London and Hong Kong; obituaries and history features; courts,
elections and government 2000–08. After each batch, the probes of the rules its failures
called for. A case whose expected value is None names no date (a crowd of 93,194, "Route
66", "Docket No. 03-2217"). Left out, as conventions differ: "the 2018-19 fiscal year" (a
year-long period over two calendar years: we give both years); "the week ending Friday" is
read as that Friday, as in the older suite ("the week ended Oct. 14")."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import assert_value, local

FRI_1974_08_09_12 = local(1974, 8, 9, 12, offset=-4)
FRI_1994_11_25_09 = local(1994, 11, 25, 9, offset=-8)
FRI_2006_12_01_09 = local(2006, 12, 1, 9, offset=-6)
FRI_2011_03_11_12 = local(2011, 3, 11, 12, offset=1)
FRI_2018_04_27_10 = local(2018, 4, 27, 10, offset=1)
MON_1979_07_16_09 = local(1979, 7, 16, 9, offset=-4)
MON_1982_03_15_09 = local(1982, 3, 15, 9, offset=-5)
MON_1995_01_30_21 = local(1995, 1, 30, 21, offset=-8)
MON_2005_01_17_09 = local(2005, 1, 17, 9, offset=-5)
MON_2010_11_15_09 = local(2010, 11, 15, 9, offset=-5)
MON_2011_01_10_09 = local(2011, 1, 10, 9, offset=-5)
MON_2012_03_26_00 = local(2012, 3, 26, 0, offset=2)
MON_2012_03_26_09 = local(2012, 3, 26, 9, offset=2)
MON_2019_02_11_18 = local(2019, 2, 11, 18, offset=8)
SUN_2013_10_27_09 = local(2013, 10, 27, 9, offset=1)
THU_1980_11_06_09 = local(1980, 11, 6, 9, offset=-5)
THU_1993_10_14_09 = local(1993, 10, 14, 9, offset=-8)
THU_2004_10_28_09 = local(2004, 10, 28, 9, offset=-5)
THU_2010_12_02_09 = local(2010, 12, 2, 9, offset=-5)
THU_2014_01_02_09 = local(2014, 1, 2, 9, offset=1)
THU_2017_05_04_09 = local(2017, 5, 4, 9, offset=8)
THU_2019_08_01_13 = local(2019, 8, 1, 13, offset=1)
TUE_1978_11_07_09 = local(1978, 11, 7, 9, offset=-5)
TUE_1985_12_31_09 = local(1985, 12, 31, 9, offset=-5)
TUE_1996_03_12_09 = local(1996, 3, 12, 9, offset=-8)
TUE_2007_01_09_09 = local(2007, 1, 9, 9, offset=-6)
TUE_2012_02_07_09 = local(2012, 2, 7, 9, offset=-5)
TUE_2013_07_16_09 = local(2013, 7, 16, 9, offset=1)
TUE_2020_03_03_08 = local(2020, 3, 3, 8, offset=0)
WED_1975_04_30_09 = local(1975, 4, 30, 9, offset=-4)
WED_1987_10_21_09 = local(1987, 10, 21, 9, offset=-4)
WED_1994_06_22_09 = local(1994, 6, 22, 9, offset=-8)
WED_2000_11_08_09 = local(2000, 11, 8, 9, offset=-5)
WED_2008_03_05_09 = local(2008, 3, 5, 9, offset=-5)
WED_2012_02_29_10 = local(2012, 2, 29, 10, offset=1)
WED_2015_10_07_20 = local(2015, 10, 7, 20, offset=8)
WED_2016_01_13_17 = local(2016, 1, 13, 17, offset=0)

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
    # newsC1
    (
        TUE_2020_03_03_08,
        "The Bank of England will announce its next rate decision on 26 March.",
        "26 March",
        "2020-03-26",
    ),
    (
        TUE_2020_03_03_08,
        "Sterling slid to a four-month low against the euro on the 27th of February.",
        "the 27th of February",
        "2020-02-27",
    ),
    (
        TUE_2020_03_03_08,
        "The Chancellor is due to deliver his first Budget on Wednesday 11 March.",
        "Wednesday 11 March",
        "2020-03-11",
    ),
    (
        TUE_2020_03_03_08,
        "Blue chips suffered their steepest fall since 2008 in the week ending Friday.",
        "Friday",
        "2020-02-28",
    ),
    (
        TUE_2020_03_03_08,
        "The Federal Reserve cut rates by half a point on Tuesday in an unscheduled move.",
        "Tuesday",
        "2020-03-03",
    ),
    (
        TUE_2020_03_03_08,
        "Traders now expect the ECB to act at its 12 March meeting.",
        "12 March",
        "2020-03-12",
    ),
    (
        TUE_2020_03_03_08,
        "Gilt yields have dropped in every session since February 21st.",
        "February 21st",
        "2020-02-21",
    ),
    (
        THU_2019_08_01_13,
        "Britain's economy may have shrunk in the three months to June, officials warned.",
        "June",
        "2019-06",
    ),
    (
        THU_2019_08_01_13,
        "The Monetary Policy Committee voted 9-0 on Thursday to keep Bank Rate at 0.75%.",
        "Thursday",
        "2019-08-01",
    ),
    (
        THU_2019_08_01_13,
        "Pre-tax profit for the year to March climbed 8% at the housebuilder.",
        "the year to March",
        "2019-03",
    ),
    (
        THU_2019_08_01_13,
        "Fund managers are expected to buy gilts heavily at month-end.",
        "month-end",
        "2019-08",
    ),
    (
        THU_2019_08_01_13,
        "The pound has lost roughly 6% against the dollar over the past 12 months.",
        "the past 12 months",
        None,
    ),
    (
        THU_2019_08_01_13,
        "Net mortgage lending was 4% higher than a year earlier, the Bank said.",
        "a year earlier",
        "2018",
    ),
    (
        THU_2019_08_01_13,
        "The lender posted a 1H19 pre-tax profit of £2.9bn, below forecasts.",
        "1H19",
        "2019-H1",
    ),
    (
        THU_2019_08_01_13,
        "The insurer said operating costs in H1 fell 2% as it shed branches.",
        "H1",
        "2019-H1",
    ),
    (
        THU_2019_08_01_13,
        "Half-year revenue rose 5% compared with the same period last year.",
        "the same period last year",
        "2018",
    ),
    (
        THU_2019_08_01_13,
        "Governor Carney said inflation should dip below target by year-end.",
        "year-end",
        "2019",
    ),
    (
        THU_2019_08_01_13,
        "Economists now pencil in a contraction for Q3 2019 as well.",
        "Q3 2019",
        "2019-Q3",
    ),
    (
        WED_2016_01_13_17,
        "The miner's shares have halved since the first trading day of the year.",
        "the first trading day of the year",
        "2016-01-04",
    ),
    (
        WED_2016_01_13_17,
        "The FTSE 100 closed below 5,900 on Tuesday for the first time in three years.",
        "Tuesday",
        "2016-01-12",
    ),
    (
        WED_2016_01_13_17,
        "Mark Carney will set out his thinking in a speech on Tuesday 19 January.",
        "Tuesday 19 January",
        "2016-01-19",
    ),
    (
        WED_2016_01_13_17,
        "Trading volumes thinned sharply at year-end as dealers left for the holidays.",
        "year-end",
        "2015",
    ),
    (
        WED_2016_01_13_17,
        "The Fed raised rates on December 16th for the first time in nearly a decade.",
        "December 16th",
        "2015-12-16",
    ),
    (
        WED_2016_01_13_17,
        "Brent crude has fallen by more than 70% since mid-2014.",
        "mid-2014",
        "2014",
    ),
    (
        FRI_2018_04_27_10,
        "Output grew just 0.1% in the first quarter, the ONS said.",
        "the first quarter",
        "2018-Q1",
    ),
    (
        FRI_2018_04_27_10,
        "The airline will publish its results for FY2018 on 21 May.",
        "FY2018",
        "2018",
    ),
    (
        FRI_2018_04_27_10,
        "Under the new allowance, which took effect on 6 April, savers keep more interest.",
        "6 April",
        "2018-04-06",
    ),
    (FRI_2018_04_27_10, "Carney's comments have cast doubt on a May rate rise.", "May", "2018-05"),
    (
        FRI_2018_04_27_10,
        "House prices in London fell 1.6% in the year to March.",
        "March",
        "2018-03",
    ),
    (
        FRI_2018_04_27_10,
        "The Bank's next Inflation Report is due on May 10th.",
        "May 10th",
        "2018-05-10",
    ),
    (
        FRI_2018_04_27_10,
        "Unemployment fell to 4.2% in the three months to February.",
        "February",
        "2018-02",
    ),
    (
        MON_2019_02_11_18,
        "Hong Kong shares fell on the first trading day after the Lunar New Year holiday.",
        "the Lunar New Year",
        "2019-02-05",
    ),
    (
        MON_2019_02_11_18,
        "Mainland markets reopened on Monday after a week-long break.",
        "Monday",
        "2019-02-11",
    ),
    (
        MON_2019_02_11_18,
        "The Hang Seng Index gained 0.5% on Friday in thin trade.",
        "Friday",
        "2019-02-08",
    ),
    (
        MON_2019_02_11_18,
        "China's exports dropped 4.4% in December from a year earlier.",
        "December",
        "2018-12",
    ),
    (
        THU_2017_05_04_09,
        "Tokyo's stock exchange is closed for Golden Week until Monday.",
        "Monday",
        "2017-05-08",
    ),
    (
        THU_2017_05_04_09,
        "Hong Kong markets were shut on Wednesday for the Buddha's Birthday holiday.",
        "Wednesday",
        "2017-05-03",
    ),
    (
        WED_2015_10_07_20,
        "Mainland bourses reopen on Thursday after the National Day Golden Week break.",
        "Thursday",
        "2015-10-08",
    ),
    (
        WED_2015_10_07_20,
        "The 10-year Treasury yield rose to 2.06%, while HK$2,015 million of bills were sold.",
        "HK$2,015",
        None,
    ),
    # newsC2
    (
        MON_2011_01_10_09,
        "Harold Finch, who opened the city's first integrated jazz club, died on Saturday at his home in Queens.",
        "Saturday",
        "2011-01-08",
    ),
    (
        MON_2011_01_10_09,
        "Mr. Finch was born in 1921 in Newark, the son of a railroad porter.",
        "1921",
        "1921",
    ),
    (
        MON_2011_01_10_09,
        "In his twenties he played trumpet in dance halls up and down the Jersey Shore.",
        "his twenties",
        None,
    ),
    (
        MON_2011_01_10_09,
        "He enlisted in the Army in 1942 and served as a bugler in North Africa.",
        "1942",
        "1942",
    ),
    (
        MON_2011_01_10_09,
        "After the war, he pooled his savings and rented a basement on Bleecker Street.",
        "After the war",
        None,
    ),
    (
        MON_2011_01_10_09,
        "Police raided the club in 1944 and again in 1951 for operating without a cabaret license.",
        "1951",
        "1951",
    ),
    (
        MON_2011_01_10_09,
        "The club moved uptown in 1958, and a decade later it was booking Coltrane and Monk.",
        "a decade later",
        "1968",
    ),
    (
        MON_2011_01_10_09,
        "A fire gutted the building in 1961, and he reopened it the following spring.",
        "the following spring",
        "1962-SP",
    ),
    (
        MON_2011_01_10_09,
        "He sold the club in 1975, and that same year he published a memoir.",
        "that same year",
        "1975",
    ),
    (
        MON_2011_01_10_09,
        "He sold the club in 1975 and moved to Sarasota two years after that.",
        "two years after that",
        "1977",
    ),
    (MON_2011_01_10_09, "His wife, the former Ruth Abrams, died in 2003.", "2003", "2003"),
    (
        MON_2011_01_10_09,
        "By the late 1950s his club was drawing crowds from across the city.",
        "the late 1950s",
        "195",
    ),
    (
        THU_2010_12_02_09,
        "Margaret Ellery, a Navy nurse who tended the wounded off Normandy, died Tuesday in Boston.",
        "Tuesday",
        "2010-11-30",
    ),
    (
        THU_2010_12_02_09,
        "She grew up on a dairy farm in Iowa during the Depression.",
        "the Depression",
        None,
    ),
    (
        THU_2010_12_02_09,
        "On D-Day, her hospital ship lay a mile off Omaha Beach.",
        "D-Day",
        "1944-06-06",
    ),
    (
        THU_2010_12_02_09,
        "Her great-grandparents had homesteaded in Iowa in the 1800s.",
        "the 1800s",
        "18",
    ),
    (
        THU_2010_12_02_09,
        "Her parents left Bohemia at the turn of the century and settled near Cedar Rapids in 1902.",
        "the turn of the century",
        "1900",
    ),
    (
        THU_2010_12_02_09,
        "She earned her nursing diploma in 1931 and joined the Navy Nurse Corps a decade later.",
        "a decade later",
        "1941",
    ),
    (
        THU_2010_12_02_09,
        "In the spring of 1945 she was transferred to a hospital in Hawaii.",
        "the spring of 1945",
        "1945-SP",
    ),
    (
        THU_2010_12_02_09,
        "She was discharged in 1946 and married a high school teacher the following spring.",
        "the following spring",
        "1947-SP",
    ),
    (
        THU_2010_12_02_09,
        "She directed the hospital's nursing school from 1960 until she retired in 1973.",
        "1973",
        "1973",
    ),
    (
        THU_2010_12_02_09,
        "She was 102 and had lived in the same house since the 1950s.",
        "the 1950s",
        "195",
    ),
    (
        THU_2010_12_02_09,
        "Her husband died in 1988; a son died two years after that.",
        "two years after that",
        "1990",
    ),
    (
        TUE_2012_02_07_09,
        "The mill, which opened in 1887, once employed half the town.",
        "1887",
        "1887",
    ),
    (TUE_2012_02_07_09, "By the 1920s, its 900 looms ran around the clock.", "the 1920s", "192"),
    (
        TUE_2012_02_07_09,
        "Orders collapsed during the Depression, and the owners cut wages twice.",
        "the Depression",
        None,
    ),
    (TUE_2012_02_07_09, "The mill closed for good in the late 1950s.", "the late 1950s", "195"),
    (
        TUE_2012_02_07_09,
        "Fifty years ago this month, the last shift walked out of the weave room.",
        "Fifty years ago this month",
        "1962-02",
    ),
    (
        TUE_2012_02_07_09,
        "The building sat empty until 1999, when a developer bought it for $1.",
        "1999",
        "1999",
    ),
    (
        TUE_2012_02_07_09,
        "Workers began gutting the interior last spring.",
        "last spring",
        "2011-SP",
    ),
    (
        TUE_2012_02_07_09,
        "The first tenants are expected to move in this summer.",
        "this summer",
        "2012-SU",
    ),
    (
        TUE_2012_02_07_09,
        "A bronze plaque honoring the mill's workers was unveiled on Saturday.",
        "Saturday",
        "2012-02-04",
    ),
    (
        TUE_2012_02_07_09,
        "The historical society will open an exhibit on the mill on Friday.",
        "Friday",
        "2012-02-10",
    ),
    (
        TUE_2012_02_07_09,
        "The town's population peaked in 1920 and has fallen in every census since.",
        "1920",
        "1920",
    ),
    (
        MON_2010_11_15_09,
        "Veterans gathered at the memorial on Thursday to mark Veterans Day.",
        "Thursday",
        "2010-11-11",
    ),
    (
        MON_2010_11_15_09,
        "The memorial was dedicated in 1921, three years after the armistice.",
        "1921",
        "1921",
    ),
    (
        MON_2010_11_15_09,
        "Private Cole was wounded at the Argonne in 1918 and came home the following year.",
        "the following year",
        "1919",
    ),
    (MON_2010_11_15_09, "The granite wall lists 1,944 names.", "1,944", None),
    (
        MON_2010_11_15_09,
        "His unit landed in France on D-Day and reached the Rhine that winter.",
        "that winter",
        "1944-WI",
    ),
    (
        MON_2010_11_15_09,
        "The post was founded after World War I, in 1919, and has met every month since.",
        "1919",
        "1919",
    ),
    # newsC3
    (
        WED_2000_11_08_09,
        "Voters on Election Day also approved a $300 million school-bond measure.",
        "Election Day",
        "2000-11-07",
    ),
    (
        WED_2000_11_08_09,
        "The results of the Nov. 7 election may not be certified for weeks.",
        "Nov. 7",
        "2000-11-07",
    ),
    (
        WED_2000_11_08_09,
        "Florida officials said Wednesday that a machine recount would begin at once.",
        "Wednesday",
        "2000-11-08",
    ),
    (
        WED_2000_11_08_09,
        "Whoever prevails will take the oath of office on Inauguration Day.",
        "Inauguration Day",
        "2001-01-20",
    ),
    (
        WED_2000_11_08_09,
        "Both campaigns expect an answer by the end of next week.",
        "the end of next week",
        "2000-W46",
    ),
    (
        WED_2000_11_08_09,
        "Officials in one county set aside 1,999 ballots with unclear punches.",
        "1,999",
        None,
    ),
    (
        THU_2004_10_28_09,
        "The 2004 campaign is the most expensive in the nation's history.",
        "2004",
        "2004",
    ),
    (
        THU_2004_10_28_09,
        "The fall campaign has been dominated by Iraq and jobs.",
        "fall",
        "2004-FA",
    ),
    (
        THU_2004_10_28_09,
        "Both candidates plan to campaign in Ohio on Saturday.",
        "Saturday",
        "2004-10-30",
    ),
    (
        THU_2004_10_28_09,
        "The senator told supporters in Des Moines on Tuesday that help was on the way.",
        "Tuesday",
        "2004-10-26",
    ),
    (THU_2004_10_28_09, "Polls in Illinois close at 7 p.m. Tuesday.", "Tuesday", "2004-11-02"),
    (
        THU_2004_10_28_09,
        "Early voting ends on the eve of Election Day.",
        "Election Day",
        "2004-11-02",
    ),
    (
        THU_2004_10_28_09,
        "One campaign reported spending $2,004 on lawn signs in a single precinct.",
        "$2,004",
        None,
    ),
    (THU_2004_10_28_09, "Turnout is expected to surpass that of the 2000 race.", "2000", "2000"),
    (
        MON_2005_01_17_09,
        "Crews are building reviewing stands for Thursday's inaugural parade.",
        "Thursday",
        "2005-01-20",
    ),
    (
        MON_2005_01_17_09,
        "Friday's ruling by the appeals court cleared the way for the execution.",
        "Friday",
        "2005-01-14",
    ),
    (
        MON_2005_01_17_09,
        "The justices split in a 5-4 ruling on the sentencing guidelines.",
        "5-4",
        None,
    ),
    (
        MON_2005_01_17_09,
        "The court issued its sentencing decision last week.",
        "last week",
        "2005-W02",
    ),
    (
        MON_2005_01_17_09,
        "Senate leaders plan to take up the nomination in the coming weeks.",
        "the coming weeks",
        "FUTURE_REF",
    ),
    (
        MON_2005_01_17_09,
        "Inmates may sue prison officials under Section 1983 of the civil rights law.",
        "1983",
        None,
    ),
    (MON_2005_01_17_09, "The appeal, Case No. 04-1234, was argued in November.", "04-1234", None),
    (
        MON_2005_01_17_09,
        "The appeal, Case No. 04-1234, was argued in November.",
        "November",
        "2004-11",
    ),
    (
        MON_2005_01_17_09,
        "The judge gave the agency until within 30 days of the ruling to respond.",
        "within 30 days",
        None,
    ),
    (
        FRI_2006_12_01_09,
        "Budget hearings resumed the week after Thanksgiving, as scheduled.",
        "the week after Thanksgiving",
        "2006-W48",
    ),
    (
        FRI_2006_12_01_09,
        "The court is expected to rule on the redistricting challenge later this year.",
        "later this year",
        "2006",
    ),
    (
        FRI_2006_12_01_09,
        "Lawmakers will take up the school-finance bill in the next legislative session.",
        "the next legislative session",
        None,
    ),
    (FRI_2006_12_01_09, "The panel's 2-1 vote reversed the conviction.", "2-1", None),
    (
        FRI_2006_12_01_09,
        "At Thursday's hearing, the judge questioned both lawyers sharply.",
        "Thursday",
        "2006-11-30",
    ),
    (FRI_2006_12_01_09, "The judge scheduled sentencing for Monday.", "Monday", "2006-12-04"),
    (FRI_2006_12_01_09, "The governor vetoed a similar bill last session.", "last session", None),
    (
        WED_2008_03_05_09,
        "Tuesday's primary drew record turnout in Cuyahoga County.",
        "Tuesday",
        "2008-03-04",
    ),
    (
        WED_2008_03_05_09,
        "The next big contest, in Pennsylvania, is April 22.",
        "April 22",
        "2008-04-22",
    ),
    (
        WED_2008_03_05_09,
        "Neither candidate emerged from the Feb. 5 contests with a decisive lead.",
        "Feb. 5",
        "2008-02-05",
    ),
    (
        WED_2008_03_05_09,
        "The candidate rested in Columbus on Wednesday before flying to Texas.",
        "Wednesday",
        "2008-03-05",
    ),
    (
        WED_2008_03_05_09,
        "Party officials met earlier this month to discuss the Florida delegation.",
        "earlier this month",
        "2008-03",
    ),
    (
        WED_2008_03_05_09,
        "The Democratic convention opens in Denver in late August.",
        "late August",
        "2008-08",
    ),
    (
        TUE_2007_01_09_09,
        "The General Assembly convenes Wednesday for its spring session.",
        "Wednesday",
        "2007-01-10",
    ),
    (
        TUE_2007_01_09_09,
        "The Senate adjourned last Tuesday without a vote on the gambling bill.",
        "last Tuesday",
        "2007-01-02",
    ),
    (
        TUE_2007_01_09_09,
        "The governor will be sworn in for a second term next Monday.",
        "next Monday",
        "2007-01-15",
    ),
    (
        TUE_2007_01_09_09,
        "The Supreme Court has already struck down two state laws this term.",
        "this term",
        None,
    ),
    # probes: the rules the failures above called for, on sentences of their own
    (THU_2019_08_01_13, "The deal should close by month end.", "month end", "2019-08"),
    (THU_2019_08_01_13, "Profit in 1H 2019 fell.", "1H 2019", "2019-H1"),
    (THU_2019_08_01_13, "Profit in 2H18 fell.", "2H18", "2018-H2"),
    (THU_2019_08_01_13, "Sales in 3Q19 rose.", "3Q19", "2019-Q3"),
    (THU_2019_08_01_13, "FY18 results disappointed.", "FY18", "2018"),
    (
        THU_2019_08_01_13,
        "Stocks fell on the last trading day of June.",
        "the last trading day of June",
        "2019-06-28",
    ),
    (
        THU_2019_08_01_13,
        "Payment is due on the last business day of the month.",
        "the last business day of the month",
        "2019-08-30",
    ),
    (THU_2019_08_01_13, "Room 2H12 is free.", "2H12", None),
    (THU_2010_12_02_09, "V-E Day brought parades.", "V-E Day", "1945-05-08"),
    (
        THU_2010_12_02_09,
        "The family left at the turn of the century, in 1902.",
        "the turn of the century",
        "1900",
    ),
    (
        THU_2010_12_02_09,
        "He sold it in 1975 and moved a year after that.",
        "a year after that",
        "1976",
    ),
    (MON_2005_01_17_09, "Docket No. 03-2217 was dismissed.", "03-2217", None),
    (FRI_2006_12_01_09, "The court will rule later this year.", "later this year", "2006"),
    (FRI_2018_04_27_10, "Comments cast doubt on the May meeting.", "May", "2018-05"),
    (FRI_2018_04_27_10, "Shares posted their steepest fall since 2008.", "fall", None),
    (FRI_2018_04_27_10, "The fall of the old regime came fast.", "fall", None),
]


@pytest.mark.parametrize(("ref", "text", "surface", "expected"), CASES)
def test_values(ref: datetime, text: str, surface: str, expected: str | None) -> None:
    assert_value(ref, text, surface, expected)
