"""Rules for a month named as what figures are about, or as what a contract delivers:

* "the March jobs report", "next Tuesday's report on May consumer prices", "August factory
  orders", "the September trade figures", "December results could be weak" (said in
  November): the month nearest the reference (data of a month are told around it, so the
  tense, which is the report's, does not decide);
* "crude for February delivery", "the December contract", "March futures": a delivery month
  lies ahead, the next one from the reference's month on.

A year told with it ("May 1987 consumer prices") is that year's. Every rule needs the
reference date; without one the month is kept, unresolved.
"""

from __future__ import annotations

import re
from datetime import date

from swcmem.temporal.calendar import month_interval, month_number
from swcmem.temporal.cues import Tense
from swcmem.temporal.patterns import MONTH, YEAR_ANY, compile_rx, word_set
from swcmem.temporal.picks import pick_month
from swcmem.temporal.span import UNRESOLVED, Hit, Rule

# what a month of data is called ("consumer prices", "jobs report", "factory orders")
_DATA = (
    r"(?:consumer|producer|retail|wholesale|import|export|jobs?|employment|non-?farm|payrolls?"
    r"|trade|housing|home|factory|industrial|manufacturing|inflation|cpi|ppi|unemployment"
    r"|jobless|durable|durable-goods|construction|personal|auto|car|vehicle|money-supply"
    r"|money\s+supply|budget|current-account|sales|spending|income|results|earnings|traffic)"
    r"(?:[\s-]+(?:goods|price|prices|sales|orders|starts|output|production|figures|data|report"
    r"|numbers|statistics|index|rate|income|spending|payrolls|deficit|surplus|balance)){0,2}"
)
_DELIVERY = (
    r"(?:delivery|contracts?|futures|options|expiry|expiration|crude|oil|gold|silver|copper"
    r"|wheat|corn|soybeans?|cotton|coffee|cocoa|sugar|cattle|hogs|gasoline|heating\s+oil"
    r"|natural\s+gas)"
)  # and what futures deliver: "September crude settled at $23.31"


def _data_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    if m["y"]:
        return Hit(month_interval(int(m["y"]), month), "month", 0.85)
    if ref is None:
        return UNRESOLVED
    options = [month_interval(ref.year + k, month) for k in (-1, 0, 1)]
    if tense == "past":  # "the January sales figures were weak": one begun
        return Hit(pick_month(ref, month, "past"), "month", 0.8)
    nearest = min(options, key=lambda o: (abs((o[1] - ref).days), o[0] > ref))
    return Hit(nearest, "month", 0.8)  # by its end: the data of a month come after it


def _delivery_month(m: re.Match[str], ref: date | None, tense: Tense) -> Hit | None:
    month = month_number(m["mon"])
    if month is None:
        return None
    if not _MARKET.search(m.string):
        return None  # "the June delivery of our sofa": no contract month
    if ref is None:
        return UNRESOLVED
    return Hit(pick_month(ref, month, "future"), "month", 0.8)


# a futures market told in the sentence
_MARKET = re.compile(
    r"\$|\b(?:settled|settle|traded|trading|futures|barrel|ounce|bushel|exchange|nymex|comex"
    r"|cents|prices?|dealers?|traders?|crude|contracts?\s+(?:rose|fell|gained|lost|closed))\b",
    re.IGNORECASE,
)


RULES: tuple[Rule, ...] = (
    Rule(
        "data_month",
        compile_rx(
            rf"(?P<core>(?P<mon>(?=(?-i:[A-Z])){MONTH})(?:\s+(?P<y>{YEAR_ANY}))?)\s+{_DATA}\b"
        ),
        _data_month,
        word_set(
            "consumer producer retail wholesale import export job jobs employment nonfarm"
            " payroll payrolls trade housing home factory industrial manufacturing inflation cpi"
            " ppi unemployment jobless durable construction personal auto car vehicle money"
            " budget current sales spending income results earnings traffic"
        ),
    ),
    Rule(
        "delivery_month",
        compile_rx(rf"(?P<mon>(?=(?-i:[A-Z])){MONTH})\s+{_DELIVERY}"),
        _delivery_month,
        word_set(
            "delivery contract contracts futures options expiry expiration crude oil gold silver"
            " copper wheat corn soybean soybeans cotton coffee cocoa sugar cattle hogs gasoline"
            " heating natural"
        ),
    ),
)
