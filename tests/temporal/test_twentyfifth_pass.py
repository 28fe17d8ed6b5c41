"""Readings added in the twenty-fifth pass (extractor version 33), with the readings each must
leave alone: a thing shown or announced with no date takes the date of the answer to the
other speaker's question about it (:mod:`swcmem.temporal.shown`). Our own sentences."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from swcmem import Memory
from swcmem.model import Anchor, Conversation, Session, Turn
from swcmem.store.anchors import insert_anchors, load_anchors
from swcmem.store.db import Store
from swcmem.temporal.carried import is_carried
from swcmem.temporal.extract import extract_anchors, turn_anchors
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.offsets import ToldDays
from swcmem.temporal.render import describe, render_line
from swcmem.temporal.shown import shown_and_asked

from .conftest import local

THU = local(2024, 2, 8, 19, 0, offset=0)  # Thursday 8 February 2024, 19:00


def _talk(turns: tuple[str, ...], speakers: str = "ABA") -> list[Anchor]:
    """Every anchor of one session's turns, read in order as the index reads them."""
    told = ToldDays()
    made = [Turn(f"D1:{i + 1}", 1, i, speakers[i], t, THU) for i, t in enumerate(turns)]
    out: list[Anchor] = []
    for i, turn in enumerate(made):
        found = turn_anchors(turn, made[i - 1] if i else None, told, made[i - 2] if i > 1 else None)
        told.add(found)
        out.extend(found)
    return out


def _shown_dates(found: list[Anchor]) -> list[tuple[date | None, date | None]]:
    """The carried anchors of the first turn."""
    return [(a.start, a.end) for a in found if a.turn_id == "D1:1" and is_carried(a)]


@pytest.mark.parametrize(
    ("turns", "span"),
    [
        (("[shares a photo: a red canoe on a trailer]", "When did you get it?", "Picked it up on Saturday from a man in Hexham."), (date(2024, 2, 3), date(2024, 2, 3))),
        (("[shares a photo: a green tandem in a shed]", "Is she yours??", "Bought her yesterday! She needs new tyres"), (date(2024, 2, 7), date(2024, 2, 7))),
        (("Take a look at this.", "Is this your own quilt?", "Yes, I finished that quilt last year! It took ages."), (date(2023, 1, 1), date(2023, 12, 31))),
        (("Morning! Guess what", "What?", "Ran the half on Sunday. 1:52. Knees fine!!"), (date(2024, 2, 4), date(2024, 2, 4))),
        (("I've got news too", "??", "Dev and I got engaged at the weekend"), (date(2024, 2, 3), date(2024, 2, 4))),
        (("Big news: the shop is open! [shares a photo: a shop front with a blue door]", "When did that happen?", "Last week, in the end. Nobody came for an hour."), (date(2024, 1, 29), date(2024, 2, 4))),
        (("Ugh [shares a photo: a plaster cast on a wrist]", "What happened?", "fell off the ladder on Tuesday. clean break"), (date(2024, 2, 6), date(2024, 2, 6))),
    ],
)  # fmt: skip
def test_the_shown_turn_takes_the_answers_date(
    turns: tuple[str, ...], span: tuple[date, date]
) -> None:
    found = _talk(turns)
    assert _shown_dates(found) == [span]
    answer = [a for a in found if a.turn_id == "D1:3" and not a.implicit]
    assert (answer[0].start, answer[0].end) == span  # the answer keeps its own date


@pytest.mark.parametrize(
    "turns",
    [
        # the question is about something else
        ("[shares a photo: a book cover with a red sky]", "Who did the cover?", "The same woman who did my last one in May."),
        ("Take a look at this park near me.", "What about you?", "Last Friday I went climbing with Jo."),
        ("[shares a photo: a narrowboat in dry dock]", "Is it still raining there?", "It hasn't stopped since about April."),
        ("I've got news too. I bought a van!", "What van?", "A white one, 2019, one owner."),
        # the first turn dates its own event
        ("[shares a photo: the lake on Sunday]", "When was that?", "Sunday morning, before the rain."),
        # the answer's date is not in its first sentence, is ahead, is a length, or is one of two
        ("[shares a photo: a kitten in a box]", "When did you get her?", "She's ours! We picked her up on Monday."),
        ("[shares a photo: a kitten in a box]", "When do you get her?", "We pick her up next Saturday."),
        ("[shares a photo: a kitten in a box]", "When?!", "On Monday or Tuesday, I forget which day it was."),
        ("[shares a photo: a kitten in a box]", "When did you get her?", "Wait, did I not tell you on Monday?"),
        # the answer is not the first speaker's
        ("[shares a photo: a kitten in a box]", "When did you get her?", "Picked her up on Monday."),
    ],
)  # fmt: skip
def test_other_exchanges_date_nothing_back(turns: tuple[str, ...]) -> None:
    speakers = "ABB" if turns[2] == "Picked her up on Monday." else "ABA"
    assert _shown_dates(_talk(turns, speakers)) == []


def test_a_prompt_is_a_few_words_of_asking() -> None:
    shown = "[shares a photo: a kitten in a box]"
    assert shown_and_asked(shown, "What happened?")
    assert shown_and_asked(shown, "When??")
    assert not shown_and_asked(shown, "How is the flat hunting going?")
    assert not shown_and_asked("We went to the beach.", "When?")  # nothing shown


T0 = datetime(2024, 5, 14, 9, 0, tzinfo=UTC)  # a Tuesday


def _messages(texts: list[tuple[str, str]], first: int) -> list[dict[str, object]]:
    return [
        {
            "id": f"m{first + i}",
            "speaker": s,
            "text": t,
            "timestamp": T0 + timedelta(minutes=first + i),
        }
        for i, (s, t) in enumerate(texts)
    ]


EXCHANGE = [
    ("Ana", "[shares a photo: a blue rowing boat on a trailer]"),
    ("Ben", "Whoa. When did you get that?"),
    ("Ana", "Picked it up on Saturday, from a farm near the estuary."),
]
SATURDAY = date(2024, 5, 11)


def _carried_back(mem: Memory) -> list[tuple[str, date | None]]:
    return [(a.turn_id, a.start) for a in mem.anchors(include_implicit=True) if is_carried(a)]


def test_an_answer_added_later_dates_the_stored_photo(store_location: str) -> None:
    """On either store: the photo's own anchor is stored by the first add, and the carried
    one written by the second is numbered after it (not refused as a duplicate)."""
    with Memory("boat", store_location, background=False) as mem:
        mem.add(_messages(EXCHANGE[:1], 0))
        assert mem.when("When did Ana get the rowing boat?")  # the photo's own day, kept
        mem.add(_messages(EXCHANGE[1:], 1))
        photo = mem.add(_messages(EXCHANGE[:1], 0))[0].id  # stored already: returned
        assert _carried_back(mem) == [(photo, SATURDAY)]
        assert not mem.reindex(force=True).skipped
        assert _carried_back(mem) == [(photo, SATURDAY)]
        best = mem.when("When did Ana get the rowing boat?")
        assert best[0].start == SATURDAY


def test_anchors_added_to_a_stored_turn_follow_its_own(tmp_path: Path) -> None:
    turn = Turn("t1", 1, 0, "Ana", "[shares a photo: a blue rowing boat]", T0)
    day = Anchor(
        turn_id="t1", surface="on Saturday", char_start=0, char_end=0, start=SATURDAY,
        end=SATURDAY, grain="day", reference_at=T0, event_text="boat", speaker="Ana",
        confidence=0.5, implicit=True,
    )  # fmt: skip
    with Store(tmp_path / "s.db") as store:
        ingest_conversation(store, Conversation("c", ("Ana", "Ben"), (Session(1, T0, (turn,)),)))
        before = load_anchors(store, "c")
        assert insert_anchors(store, "c", [day, day], "test/1") == 2
        after = load_anchors(store, "c")
    assert after[: len(before)] == before
    assert [a.surface for a in after[len(before) :]] == ["on Saturday", "on Saturday"]


# --- direction, lengths and days read from the twenty-fourth blind round (extractor 33) ---


def _span(
    text: str, surface: str, asked: str = "", at: datetime = THU
) -> list[tuple[date | None, date | None]]:
    return [
        (a.start, a.end) for a in extract_anchors(text, at, asked=asked) if a.surface == surface
    ]


def _day(d: date) -> list[tuple[date | None, date | None]]:
    return [(d, d)]


@pytest.mark.parametrize(
    ("text", "surface", "asked", "expected"),
    [
        # a day something is still felt from is behind
        ("I'm still buzzing from Sunday!", "from Sunday", "", _day(date(2024, 2, 4))),
        ("Still aching about Tuesday's hill session", "Tuesday", "", _day(date(2024, 2, 6))),
        ("I'll still be off from Monday", "from Monday", "", _day(date(2024, 2, 12))),
        ("Still on nights from Monday", "from Monday", "", _day(date(2024, 2, 12))),
        # early or late in a month is its part (not a week late in it)
        ("We're off early in May, a week in Crete", "early in May", "", [(date(2024, 5, 1), date(2024, 5, 10))]),
        ("The rains came two weeks late in June last year.", "late in June", "", []),
        # "we'd" before its object is "we had"
        ("We'd a brilliant day on Saturday", "on Saturday", "", _day(date(2024, 2, 3))),
        ("We'd love to come on Saturday", "on Saturday", "", _day(date(2024, 2, 10))),
        # a date fixed, then the date in a sentence of its own: ahead
        ("DATE IS SET. October 20th, the town hall.", "October 20th", "", _day(date(2024, 10, 20))),
        ("We booked the hall! The big one on Mill Lane, January 18", "January 18", "", _day(date(2025, 1, 18))),
        ("I went there in the end. January 18 was wet", "January 18", "", _day(date(2024, 1, 18))),
        ("They've given her a date for the operation, the 2nd of February", "the 2nd of February", "", _day(date(2025, 2, 2))),
        # what a day will always be is said of it, not ahead
        ("The 3rd of February will forever be my finest hour", "The 3rd of February", "", _day(date(2024, 2, 3))),
        # "as planned" tells no plan ahead
        ("Tuesday, as planned. In at eight, home by two.", "Tuesday", "How did it go?", _day(date(2024, 2, 6))),
        ("We'll go Tuesday as planned", "Tuesday", "", _day(date(2024, 2, 13))),
        # a verbless sentence ending in its day, after past news
        ("We did it! First sale ever, on Wednesday.", "on Wednesday", "", _day(date(2024, 2, 7))),
        # a month told alone, then its days
        ("June. The 14th to the 16th.", "The 14th to the 16th", "", [(date(2024, 6, 14), date(2024, 6, 16))]),
        # a day of the month and its weekday pick the month
        ("yes, coming on the 21st. the Thursday.", "on the 21st", "", _day(date(2024, 3, 21))),
        ("We moved on the 20th, the Saturday.", "on the 20th", "", _day(date(2024, 1, 20))),
        # a day of the month with a hedge after it
        ("Still the 29th as far as I know.", "the 29th", "", _day(date(2024, 2, 29))),
        # a race time told alone is no clock
        ("1:52! Way under two hours.", "1:52", "", []),
        ("Meet you at 7:45", "at 7:45", "", _day(date(2024, 2, 8))),
        # "Dec" alone is a name
        ("DEC. You'll never guess", "DEC.", "", []),
    ],
)  # fmt: skip
def test_readings_of_the_twentyfifth_pass(
    text: str, surface: str, asked: str, expected: list[tuple[date | None, date | None]]
) -> None:
    assert _span(text, surface, asked) == expected


@pytest.mark.parametrize(
    ("text", "surface", "asked", "expected"),
    [
        # a count up to a day dates the start, months too
        ("It's four months today since we moved in", "four months", "", _day(date(2023, 10, 8))),
        ("Our rent goes up £300 a month from June", "a month", "", []),
        ("Consumer prices rose 3% in the 12 months through March.", "the 12 months", "", [(date(2022, 4, 1), date(2023, 3, 31))]),
        # an anniversary ahead, asked how long: not read in the question's tense
        ("Seven years in June.", "Seven years", "How long have you been at the mill?", [(date(2017, 6, 1), date(2017, 6, 30))]),
        ("Three years at Acme Foods this month", "Three years", "", [(date(2021, 2, 1), date(2021, 2, 28))]),
        ("Five years in March.", "Five years", "You've been together what, five years?", [(date(2019, 3, 1), date(2019, 3, 31))]),
        # ages with their day
        ("I turned forty on the Saturday and went to work as usual", "turned forty", "", _day(date(1984, 2, 3))),
        ("yep, 31 on Friday! drinks at the Crown", "31", "Anything on for your birthday? It's Friday right?", _day(date(1993, 2, 9))),
        ("Yes, 4 on Saturday, all confirmed", "4", "How many are coming to the birthday?", []),
    ],
)  # fmt: skip
def test_counts_and_ages_of_the_twentyfifth_pass(
    text: str, surface: str, asked: str, expected: list[tuple[date | None, date | None]]
) -> None:
    assert _span(text, surface, asked) == expected


@pytest.mark.parametrize(
    ("turns", "day"),
    [
        # a wrong guess put right, then the news
        (("Guess what happened on Tuesday", "you got a puppy", "Nope! Passed my driving test first go"), date(2024, 2, 6)),
        (("You'll never guess what I did on Monday", "Dyed your hair", "Better. Booked Lisbon! A week in May"), date(2024, 2, 5)),
        # guess where or who, of a past day in its own sentence
        (("Guess where I went yesterday.", "Go on?", "The zoo! Saw the new penguins."), date(2024, 2, 7)),
        # a day asked about by its name
        (("Party was mad", "How was Saturday?", "Brilliant. We danced till two."), date(2024, 2, 3)),
        # a hedge tells no tense
        (("x", "How did it go last Wednesday?", "Fine I think. They asked me about teamwork for ages"), date(2024, 2, 7)),
    ],
)  # fmt: skip
def test_replies_carry_the_day_asked_or_teased(turns: tuple[str, ...], day: date) -> None:
    reply = [a for a in _talk(turns) if a.turn_id == "D1:3" and is_carried(a)]
    assert [a.start for a in reply] == [day]


@pytest.mark.parametrize(
    "turns",
    [
        ("Guess what happened on Tuesday", "you got a puppy", "No"),
        ("Guess who's cooking tonight?", "You?", "Yes, and I'm terrified"),
        ("It was booked ages ago, last May. Guess who's doing the cake?", "Not you!", "Ha, no. My aunt Rita"),
    ],
)  # fmt: skip
def test_other_guesses_carry_nothing(turns: tuple[str, ...]) -> None:
    assert [a for a in _talk(turns) if a.turn_id == "D1:3" and is_carried(a)] == []


def test_a_shown_turn_renders_its_date_as_told_beside_it() -> None:
    turns = ("[shares a photo: a red canoe]", "When did you get it?", "Picked it up on Saturday.")
    (shown,) = [a for a in _talk(turns) if a.turn_id == "D1:1" and is_carried(a)]
    assert "told in another turn of its exchange" in describe(shown)
    assert render_line(shown).startswith("[2024-02-03] A: [shares a photo: a red canoe]")
