"""Readings a review of the fourteenth pass's rules found wrong, each kept right (sentences
written by the review): the new rules must not reach past what they were made for."""

from __future__ import annotations

from datetime import datetime

import pytest

from swcmem.temporal.extract import extract_anchors

T96 = datetime.fromisoformat("1996-11-05T19:00:00-05:00")  # a Tuesday evening
M24 = datetime.fromisoformat("2024-06-10T20:00:00+00:00")  # a Monday evening


def starts(text: str, surface: str, ref: datetime) -> list[str]:
    return [
        str(a.start)
        for a in extract_anchors(text, ref)
        if surface.lower() in a.surface.lower() and a.start is not None and not a.generic
    ]


@pytest.mark.parametrize(
    ("text", "surface", "ref", "start"),
    [
        ("Can they upset the champs on Sunday?", "on Sunday", M24, "2024-06-16"),
        ("Rain could easily upset the picnic on Saturday.", "on Saturday", M24, "2024-06-15"),
        ("The forecast calls for July highs in the 90s.", "July", M24, "2024-07-01"),
        ("See you at the Saturday blast!", "Saturday", M24, "2024-06-15"),
        ("I'm taking the July crash course.", "July", M24, "2024-07-01"),
        ("The March high tide will flood the street.", "March", M24, "2025-03-01"),
        ("I bought tickets for the new film at the big cinema downtown near the mall for the late showing on Saturday night", "on Saturday night", M24, "2024-06-15"),
        ("She invited all of her friends from the swim team at school to her birthday party at the trampoline park on Sunday", "on Sunday", M24, "2024-06-16"),
        ("Italy, beaten last month, go on to face Wales on Saturday.", "on Saturday", T96, "1996-11-09"),
        ("Press reports in March suggested the minister would resign.", "in March", M24, "2024-03-01"),
        ("The plan calls for a vote in March.", "in March", M24, "2025-03-01"),
        ("In case of emergency we evacuated the building on Friday.", "on Friday", M24, "2024-06-07"),
        ("They hand-picked the team on Sunday.", "on Sunday", M24, "2024-06-09"),
        ("We deep-cleaned the house on Saturday", "on Saturday", M24, "2024-06-08"),
        ("i'm so jet-lagged after friday", "friday", M24, "2024-06-07"),
        ("really badly sunburned on saturday lol", "on saturday", M24, "2024-06-08"),
        ("She arrives a day before June 20.", "a day before June 20", M24, "2024-06-19"),
        ("Trading resumes a day after Veterans Day.", "a day after Veterans Day", T96, "1996-11-12"),
        ("Either in December or January 2025.", "in December", M24, "2024-12-01"),
        ("I'll be busy in July, and August 2020 was worse.", "in July", M24, "2024-07-01"),
        ("Output fell in December and January 1991.", "in December", T96, "1990-12-01"),
        ("Orbis, whose fiscal year ends June 30, said GDP in the second quarter rose 2%.", "the second quarter", T96, "1996-04-01"),
        ("The fund, which returned 4.2, 3.1 and 5.0 percent on Monday, will close on Friday.", "on Monday", T96, "1996-11-04"),
        ("The judge decided to suppress evidence gathered from Oct. 1 onward.", "Oct. 1", T96, "1996-10-01"),
        ("Sales in the week ended Oct. 26 rose from a few weeks earlier.", "a few weeks earlier", T96, "1996-09-23"),
        ("i quit smoking 3 days ago tonight im going out to celebrate", "tonight", M24, "2024-06-10"),
        ("The bond matures after 10 years on June 1.", "after 10 years", M24, "2034-01-01"),
        ("The loan comes due after 5 years at 4%.", "after 5 years", M24, "2029-01-01"),
        ("Orbis, whose fiscal year ends Sept. 30, said sales in the first half rose.", "the first half", T96, "1995-10-01"),
    ],
)  # fmt: skip
def test_readings_the_review_found(text: str, surface: str, ref: datetime, start: str) -> None:
    assert start in starts(text, surface, ref)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("I spent the first half of the movie at the snack bar, a dollar for popcorn.", "the first half"),
        ("We drove through May Street yesterday.", "May"),
        ("Half a century ago this summer men walked on the moon.", "century"),
    ],
)  # fmt: skip
def test_no_date_the_review_found(text: str, surface: str) -> None:
    assert not starts(text, surface, M24)
