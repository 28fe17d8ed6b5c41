"""Suite: wire-style news sentences (written for this suite, each against its article
date) named as TIMEX3 values: what an external check compares with gold DATE values. A case
whose expected value is None names no date (a bond's "30-year", "may" the verb, "2,000
workers"). Found in batches while mending the extractor; every case here passes."""

from __future__ import annotations

from datetime import datetime

import pytest

from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.timex import timex_value

from .conftest import local

WED_1989_11_01 = local(1989, 11, 1, 9, offset=-5)
THU_1989_11_02 = local(1989, 11, 2, 9, offset=-5)
MON_1989_11_06 = local(1989, 11, 6, 9, offset=-5)
FRI_1991_01_11 = local(1991, 1, 11, 9, offset=-5)
SAT_1998_01_31 = local(1998, 1, 31, 9, offset=-5)
TUE_1998_02_10 = local(1998, 2, 10, 9, offset=-5)
WED_1998_03_04 = local(1998, 3, 4, 9, offset=-5)

CASES = [
    (
        WED_1998_03_04,
        "The ministers met on March 1 to discuss the crisis.",
        "March 1",
        "1998-03-01",
    ),
    (WED_1998_03_04, "Officials said the talks would resume March 10.", "March 10", "1998-03-10"),
    (WED_1998_03_04, "The hearing was postponed until next Tuesday.", "next Tuesday", "1998-03-10"),
    (WED_1998_03_04, "Stocks slumped last Friday.", "last Friday", "1998-02-27"),
    (WED_1998_03_04, "The vote is set for this Friday.", "this Friday", "1998-03-06"),
    (WED_1998_03_04, "The company posted a loss for 1997.", "1997", "1997"),
    (
        WED_1998_03_04,
        "Analysts expect growth in the first quarter of 1998.",
        "the first quarter of 1998",
        "1998-Q1",
    ),
    (WED_1998_03_04, "The index closed at a record on Feb. 27.", "Feb. 27", "1998-02-27"),
    (WED_1998_03_04, "Sales in January rose 4 percent.", "January", "1998-01"),
    (WED_1998_03_04, "The ruling is expected in June.", "June", "1998-06"),
    (WED_1998_03_04, "He was elected in November 1996.", "November 1996", "1996-11"),
    (WED_1998_03_04, "The embargo was imposed in August 1990.", "August 1990", "1990-08"),
    (WED_1998_03_04, "Prices have doubled since 1995.", "1995", "1995"),
    (WED_1998_03_04, "The team arrived on Monday night.", "Monday night", "1998-03-02"),
    (
        WED_1998_03_04,
        "The agency said earlier this week that it would act.",
        "earlier this week",
        "1998-W10",
    ),
    (
        WED_1998_03_04,
        "The report, released late last month, showed gains.",
        "late last month",
        "1998-02",
    ),
    (WED_1998_03_04, "In the late 1980s, the bank expanded.", "the late 1980s", "198"),
    (WED_1998_03_04, "The treaty was signed in 1648.", "1648", "1648"),
    (
        WED_1998_03_04,
        "Exports fell in the fourth quarter of last year.",
        "the fourth quarter of last year",
        "1997-Q4",
    ),
    (WED_1998_03_04, "The new rules take effect on April 1.", "April 1", "1998-04-01"),
    (WED_1998_03_04, "The strike ended on Feb. 2 after three weeks.", "Feb. 2", "1998-02-02"),
    (WED_1998_03_04, "The meeting will be held next month in Geneva.", "next month", "1998-04"),
    (WED_1998_03_04, "Two days ago, rebels seized the town.", "Two days ago", "1998-03-02"),
    (WED_1998_03_04, "The war began eight years ago.", "eight years ago", "1990"),
    (WED_1998_03_04, "The company was founded in 1919 by two brothers.", "1919", "1919"),
    (FRI_1991_01_11, "The deadline set by the U.N. expires Tuesday.", "Tuesday", "1991-01-15"),
    (FRI_1991_01_11, "Baker met Aziz in Geneva on Wednesday.", "Wednesday", "1991-01-09"),
    (FRI_1991_01_11, "Congress voted Saturday on the resolution.", "Saturday", "1991-01-05"),
    (FRI_1991_01_11, "The troops will be deployed by Jan. 15.", "Jan. 15", "1991-01-15"),
    (FRI_1991_01_11, "Iraq invaded Kuwait on Aug. 2.", "Aug. 2", "1990-08-02"),
    (FRI_1991_01_11, "Oil prices soared in the fall.", "the fall", "1990-FA"),
    (FRI_1991_01_11, "Oil prices have risen since August.", "August", "1990-08"),
    (FRI_1991_01_11, "The session opens next week.", "next week", "1991-W03"),
    (FRI_1991_01_11, "The summit, held in December, failed.", "December", "1990-12"),
    (FRI_1991_01_11, "Unemployment rose last quarter.", "last quarter", "1990-Q4"),
    (FRI_1991_01_11, "The president spoke this morning.", "this morning", "1991-01-11"),
    (FRI_1991_01_11, "The bill passed the House on Jan. 3.", "Jan. 3", "1991-01-03"),
    (FRI_1991_01_11, "Profits in 1990 fell sharply.", "1990", "1990"),
    (FRI_1991_01_11, "The stock hit a high in mid-1989.", "mid-1989", "1989"),
    (
        FRI_1991_01_11,
        "The plan, announced in the spring of 1990, stalled.",
        "the spring of 1990",
        "1990-SP",
    ),
    (FRI_1991_01_11, "The inquiry will end in March.", "March", "1991-03"),
    (FRI_1991_01_11, "Sales dropped in December, the company said.", "December", "1990-12"),
    (
        FRI_1991_01_11,
        "The company said sales would improve by the end of the year.",
        "the end of the year",
        "1991",
    ),
    (FRI_1991_01_11, "Talks collapsed on New Year's Eve.", "New Year's Eve", "1990-12-31"),
    (FRI_1991_01_11, "The vote is scheduled for Jan. 24.", "Jan. 24", "1991-01-24"),
    (FRI_1991_01_11, "Production in the year ended June 30 rose.", "June 30", "1990-06-30"),
    (FRI_1991_01_11, "The fiscal year ends Sept. 30.", "Sept. 30", "1991-09-30"),
    (FRI_1991_01_11, "The current fiscal year ends in September.", "September", "1991-09"),
    (FRI_1991_01_11, "The stock has fallen 20% this year.", "this year", "1991"),
    (FRI_1991_01_11, "On Thursday, the Senate began debate.", "Thursday", "1991-01-10"),
    (FRI_1991_01_11, "The Senate will begin debate Thursday.", "Thursday", "1991-01-17"),
    (TUE_1998_02_10, "The inspectors left Baghdad on Sunday.", "Sunday", "1998-02-08"),
    (
        TUE_1998_02_10,
        "Annan is expected to travel to Baghdad later this month.",
        "later this month",
        "1998-02",
    ),
    (TUE_1998_02_10, "The Security Council meets again on Thursday.", "Thursday", "1998-02-12"),
    (TUE_1998_02_10, "In January, Iraq blocked the inspections.", "January", "1998-01"),
    (TUE_1998_02_10, "The crisis began in late October.", "late October", "1997-10"),
    (TUE_1998_02_10, "The sanctions were imposed in 1990.", "1990", "1990"),
    (TUE_1998_02_10, "A similar standoff occurred in November.", "November", "1997-11"),
    (TUE_1998_02_10, "The president will address the nation tonight.", "tonight", "1998-02-10"),
    (TUE_1998_02_10, "The envoy arrived here Monday.", "Monday", "1998-02-09"),
    (TUE_1998_02_10, "Talks are to resume next Monday.", "next Monday", "1998-02-16"),
    (TUE_1998_02_10, "The strike, which began Jan. 28, continues.", "Jan. 28", "1998-01-28"),
    (TUE_1998_02_10, "The Olympics open Saturday in Nagano.", "Saturday", "1998-02-14"),
    (TUE_1998_02_10, "Figures released Friday showed growth.", "Friday", "1998-02-06"),
    (TUE_1998_02_10, "The report is due out Wednesday.", "Wednesday", "1998-02-11"),
    (
        TUE_1998_02_10,
        "The agreement was reached in the early hours of Monday.",
        "Monday",
        "1998-02-09",
    ),
    (
        TUE_1998_02_10,
        "By the end of this week, the ships will be in place.",
        "the end of this week",
        "1998-W07",
    ),
    (
        TUE_1998_02_10,
        "The index rose 2 percent in 1997 and is up 5 percent so far this year.",
        "this year",
        "1998",
    ),
    (TUE_1998_02_10, "The law was passed in the 1960s.", "the 1960s", "196"),
    (TUE_1998_02_10, "The talks, first held in the spring, stalled.", "the spring", "1997-SP"),
    (TUE_1998_02_10, "The economy grew 3.8 percent last year.", "last year", "1997"),
    (TUE_1998_02_10, "The central bank cut rates twice in December.", "December", "1997-12"),
    (TUE_1998_02_10, "Next month the parliament will vote.", "Next month", "1998-03"),
    (TUE_1998_02_10, "The plant closed three months ago.", "three months ago", "1997-11"),
    (TUE_1998_02_10, "The new fleet will be delivered in 2001.", "2001", "2001"),
    (TUE_1998_02_10, "The results for the year to March will be out in May.", "May", "1998-05"),
    (
        TUE_1998_02_10,
        "The company has been losing money since the mid-1990s.",
        "the mid-1990s",
        "199",
    ),
    (
        TUE_1998_02_10,
        "The trial opened Feb. 2 and is expected to last a month.",
        "Feb. 2",
        "1998-02-02",
    ),
    (TUE_1998_02_10, "Voting begins Feb. 28.", "Feb. 28", "1998-02-28"),
    (TUE_1998_02_10, "The meeting was held on the 5th.", "the 5th", "1998-02-05"),
    (THU_1989_11_02, "The stock closed at $48 yesterday.", "yesterday", "1989-11-01"),
    (THU_1989_11_02, "The plan was approved by shareholders Tuesday.", "Tuesday", "1989-10-31"),
    (THU_1989_11_02, "Separately, the company said October sales rose 8%.", "October", "1989-10"),
    (THU_1989_11_02, "The company will redeem the notes on Dec. 1.", "Dec. 1", "1989-12-01"),
    (
        THU_1989_11_02,
        "The acquisition is expected to be completed by year end.",
        "year end",
        "1989",
    ),
    (THU_1989_11_02, "The earthquake struck on Oct. 17.", "Oct. 17", "1989-10-17"),
    (
        THU_1989_11_02,
        "The dollar fell against the yen in late trading Wednesday.",
        "Wednesday",
        "1989-11-01",
    ),
    (THU_1989_11_02, "In the nine months, profit fell 5%.", "the nine months", "P9M"),
    (
        THU_1989_11_02,
        "The company said its third-quarter results would be released next week.",
        "next week",
        "1989-W45",
    ),
    (THU_1989_11_02, "Last Friday's market drop unnerved investors.", "Last Friday", "1989-10-27"),
    (THU_1989_11_02, "The October 1987 crash is still remembered.", "October 1987", "1987-10"),
    (THU_1989_11_02, "Ford's 1990 models went on sale in September.", "September", "1989-09"),
    (THU_1989_11_02, "The government will release the data Friday.", "Friday", "1989-11-03"),
    (THU_1989_11_02, "He retired at the end of 1988.", "the end of 1988", "1988"),
    (
        THU_1989_11_02,
        "In the year-earlier quarter, it earned $1 a share.",
        "the year-earlier quarter",
        "1988-Q3",
    ),
    (THU_1989_11_02, "The firm was founded 50 years ago.", "50 years ago", "1939"),
    (THU_1989_11_02, "The merger took effect Nov. 1.", "Nov. 1", "1989-11-01"),
    (
        THU_1989_11_02,
        "Revenue for the fiscal year ended June 30 rose 12%.",
        "June 30",
        "1989-06-30",
    ),
    (MON_1989_11_06, "The 30-year bond yielded 7.9%.", "30-year", None),
    (MON_1989_11_06, "Traders said prices may fall further.", "may", None),
    (MON_1989_11_06, "Some 2,000 workers walked out.", "2,000", None),
    (MON_1989_11_06, "Output returned to 1987 levels.", "1987", "1987"),
    (MON_1989_11_06, "Protesters plan to march on the capital.", "march", None),
    (MON_1989_11_06, "The company had 1,500 employees in 1988.", "1988", "1988"),
    (MON_1989_11_06, "The 10-year notes were priced at par.", "10-year", None),
    (MON_1989_11_06, "He said he would decide within days.", "within days", None),
    (MON_1989_11_06, "The offer, made Oct. 30, was rejected.", "Oct. 30", "1989-10-30"),
    (
        MON_1989_11_06,
        "The deal was announced Friday and is expected to close in January.",
        "Friday",
        "1989-11-03",
    ),
    (
        MON_1989_11_06,
        "The deal was announced Friday and is expected to close in January.",
        "January",
        "1990-01",
    ),
    (
        MON_1989_11_06,
        "The company, which reported a loss for the third quarter, said Monday it would cut jobs.",
        "Monday",
        "1989-11-06",
    ),
    (MON_1989_11_06, "Last Tuesday's decision surprised analysts.", "Last Tuesday", "1989-10-31"),
    (
        MON_1989_11_06,
        "Earlier this month, the bank raised its rate.",
        "Earlier this month",
        "1989-11",
    ),
    (MON_1989_11_06, "The vote came a day after the strike ended.", "a day after", None),
    (MON_1989_11_06, "Trading resumes on Nov. 13 after the holiday.", "Nov. 13", "1989-11-13"),
    (MON_1989_11_06, "The firm's fiscal 1990 began Oct. 1.", "Oct. 1", "1989-10-01"),
    (
        MON_1989_11_06,
        "The Dow Jones Industrial Average fell 190.58 points on Oct. 13.",
        "Oct. 13",
        "1989-10-13",
    ),
    (MON_1989_11_06, "In 1986, the company earned $3 million.", "1986", "1986"),
    (MON_1989_11_06, "Sales for the nine months ended Sept. 30 rose.", "Sept. 30", "1989-09-30"),
    (MON_1989_11_06, "The chairman, 64, will retire in May.", "May", "1990-05"),
    (
        MON_1989_11_06,
        "Revenue was $2 billion in the latest quarter.",
        "the latest quarter",
        "1989-Q3",
    ),
    (MON_1989_11_06, "The airline will begin service in the spring.", "the spring", "1990-SP"),
    (
        MON_1989_11_06,
        "The agreement expires at the end of the month.",
        "the end of the month",
        "1989-11",
    ),
    (MON_1989_11_06, "The stock has tripled in the past year.", "the past year", None),
    (MON_1989_11_06, "The bill was signed into law in August.", "August", "1989-08"),
    (MON_1989_11_06, "The economy is expected to slow in 1990.", "1990", "1990"),
    (MON_1989_11_06, "Japanese investors bought heavily during the 1980s.", "the 1980s", "198"),
    (MON_1989_11_06, "The government reported Friday that payrolls rose.", "Friday", "1989-11-03"),
    (MON_1989_11_06, "A hearing is scheduled for Dec. 12.", "Dec. 12", "1989-12-12"),
    (
        SAT_1998_01_31,
        "Clinton spoke on Tuesday night in the State of the Union address.",
        "Tuesday night",
        "1998-01-27",
    ),
    (SAT_1998_01_31, "The pope visited Cuba last week.", "last week", "1998-W04"),
    (SAT_1998_01_31, "The pope arrived in Havana on Jan. 21.", "Jan. 21", "1998-01-21"),
    (SAT_1998_01_31, "The Super Bowl is Sunday.", "Sunday", "1998-02-01"),
    (SAT_1998_01_31, "Markets were closed Friday.", "Friday", "1998-01-30"),
    (SAT_1998_01_31, "The hearing resumes Monday.", "Monday", "1998-02-02"),
    (SAT_1998_01_31, "The Asian crisis began last summer.", "last summer", "1997-SU"),
    (SAT_1998_01_31, "The currency collapsed in July 1997.", "July 1997", "1997-07"),
    (SAT_1998_01_31, "Officials met today in Geneva.", "today", "1998-01-31"),
    (SAT_1998_01_31, "The IMF approved the loan in December.", "December", "1997-12"),
    (SAT_1998_01_31, "Elections are set for May.", "May", "1998-05"),
    (SAT_1998_01_31, "Growth slowed to 2 percent in 1997 from 3 percent in 1996.", "1996", "1996"),
    (SAT_1998_01_31, "The embassy will reopen in the coming weeks.", "the coming weeks", None),
    (SAT_1998_01_31, "The treaty took effect in 1994.", "1994", "1994"),
    (SAT_1998_01_31, "The company plans to list its shares next year.", "next year", "1999"),
    (SAT_1998_01_31, "The court will rule on Feb. 5.", "Feb. 5", "1998-02-05"),
    (SAT_1998_01_31, "The court ruled on Jan. 5.", "Jan. 5", "1998-01-05"),
    (
        SAT_1998_01_31,
        "The report was issued Thursday, a day before the deadline.",
        "Thursday",
        "1998-01-29",
    ),
    (SAT_1998_01_31, "In the week ended Jan. 24, claims rose.", "Jan. 24", "1998-01-24"),
    (SAT_1998_01_31, "The talks will continue this weekend.", "this weekend", "1998-W05-WE"),
    (WED_1989_11_01, "Profit will fall in the current quarter.", "the current quarter", "1989-Q4"),
    (WED_1989_11_01, "Friday's close was $30.", "Friday", "1989-10-27"),
    (WED_1989_11_01, "Monday's session was volatile.", "Monday", "1989-10-30"),
    (WED_1989_11_01, "Sales were weak last fall.", "last fall", "1988-FA"),
    (WED_1989_11_01, "The 1987 crash hurt brokers.", "1987", "1987"),
    (WED_1989_11_01, "Prices peaked in late 1987.", "late 1987", "1987"),
    (WED_1989_11_01, "At the start of 1990, rates will rise.", "the start of 1990", "1990"),
    (
        WED_1989_11_01,
        "The project begins at the beginning of next year.",
        "the beginning of next year",
        "1990",
    ),
    (
        WED_1989_11_01,
        "The decision is due in the middle of next month.",
        "the middle of next month",
        "1989-12",
    ),
    (WED_1989_11_01, "The firm will decide in two weeks.", "in two weeks", "1989-W46"),
    (WED_1989_11_01, "Earlier in the year, sales slumped.", "Earlier in the year", "1989"),
    (WED_1989_11_01, "A decade ago, the market was smaller.", "A decade ago", "1979"),
    (WED_1989_11_01, "Growth was strong in the mid-'80s.", "the mid-'80s", "198"),
    (WED_1989_11_01, "The notes mature Sept. 30, 1990.", "Sept. 30, 1990", "1990-09-30"),
    (WED_1989_11_01, "The vote took place Tuesday afternoon.", "Tuesday afternoon", "1989-10-31"),
    (WED_1989_11_01, "The index rose this afternoon.", "this afternoon", "1989-11-01"),
    (
        WED_1989_11_01,
        "The report is due at the end of next week.",
        "the end of next week",
        "1989-W45",
    ),
    (
        WED_1989_11_01,
        "Results for the year ended Dec. 31, 1988, were restated.",
        "Dec. 31, 1988",
        "1988-12-31",
    ),
    (
        WED_1989_11_01,
        "The company said yesterday that it had agreed to the deal.",
        "yesterday",
        "1989-10-31",
    ),
    (WED_1989_11_01, "On Oct. 19, 1987, the market crashed.", "Oct. 19, 1987", "1987-10-19"),
    (WED_1989_11_01, "The stock split 2-for-1 in May.", "May", "1989-05"),
    (WED_1989_11_01, "Sales in fiscal 1988 rose 10%.", "fiscal 1988", "1988"),
    (WED_1989_11_01, "The case will be heard in the spring.", "the spring", "1990-SP"),
    (
        WED_1989_11_01,
        "The talks, which began in the summer, ended Tuesday.",
        "the summer",
        "1989-SU",
    ),
    (WED_1989_11_01, "Last night the board voted.", "Last night", "1989-10-31"),
    (WED_1989_11_01, "The company expects earnings to rise in 1990 and 1991.", "1991", "1991"),
    (WED_1989_11_01, "The holiday season begins in late November.", "late November", "1989-11"),
    (WED_1989_11_01, "The chairman will step down Jan. 1.", "Jan. 1", "1990-01-01"),
    (WED_1989_11_01, "The measure was approved by voters on Nov. 7.", "Nov. 7", "1988-11-07"),
    (WED_1989_11_01, "A meeting is set for Nov. 7.", "Nov. 7", "1989-11-07"),
    (WED_1989_11_01, "Shares have fallen since Oct. 13.", "Oct. 13", "1989-10-13"),
    (WED_1989_11_01, "Sales in September and October rose.", "October", "1989-10"),
    (WED_1989_11_01, "Sales in September and October rose.", "September", "1989-09"),
    (WED_1989_11_01, "The company was incorporated in Delaware in 1968.", "1968", "1968"),
    (WED_1989_11_01, "The rate was 9% in the week ended Oct. 27.", "Oct. 27", "1989-10-27"),
]


def _values(ref: datetime, text: str, surface: str) -> list[str]:
    """The TIMEX3 values of the anchors overlapping ``surface`` (generic ones: "generic")."""
    i = text.index(surface)
    return [
        "generic" if a.generic else timex_value(a.start, a.end, a.grain, a.duration_days)
        for a in extract_anchors(text, ref)
        if a.char_start < i + len(surface) and i < a.char_end
    ]


@pytest.mark.parametrize(("ref", "text", "surface", "expected"), CASES)
def test_wire_values(ref: datetime, text: str, surface: str, expected: str | None) -> None:
    values = _values(ref, text, surface)
    if expected is None:
        assert all(v in ("", "generic") or v.startswith("P") for v in values), values
    else:
        assert expected in values, values
