"""A reply to "How did it go?" dated by the turn it follows up (:mod:`swcmem.temporal.carried`),
with the exchanges it must leave on the reply's own date. Our own sentences."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.model import Anchor, Conversation, Session, Turn
from swcmem.store import Store
from swcmem.temporal.carried import how_it_went, is_carried, told_in_past
from swcmem.temporal.extract import turn_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.render import describe, render_line

from .conftest import local

WED = local(2024, 5, 15, 19, 0, offset=2)  # Wednesday 15 May 2024, 19:00 +02:00


def _exchange(first: str, question: str, reply: str, *, asker: str = "Ben") -> list[Turn]:
    speakers = ("Ada", asker, "Ada")
    return [
        Turn(f"D1:{i + 1}", 1, i, s, t, WED)
        for i, (s, t) in enumerate(zip(speakers, (first, question, reply), strict=True))
    ]


def _reply_anchor(first: str, question: str, reply: str, *, asker: str = "Ben") -> Anchor:
    turns = _exchange(first, question, reply, asker=asker)
    found = turn_anchors(turns[2], turns[1], None, turns[0])
    implicit = [a for a in found if a.implicit]
    assert len(implicit) == 1, found
    return implicit[0]


@pytest.mark.parametrize(
    ("first", "question", "reply", "start", "end"),
    [
        (
            "I ran the quiz night at the library last Friday.",
            "Oh nice, how did it go?",
            "Packed! We ran out of chairs by eight.",
            date(2024, 5, 10),
            date(2024, 5, 10),
        ),
        (
            "Big news: I had my first driving lesson yesterday.",
            "How was it? Were you nervous?",
            "Terrifying at first, then fine. I stalled twice on the hill.",
            date(2024, 5, 14),
            date(2024, 5, 14),
        ),
        (
            "We drove up to the lakes last weekend with the dog.",
            "What was it like?",
            "Wet. The dog loved every puddle though.",
            date(2024, 5, 11),
            date(2024, 5, 12),
        ),
        (
            "My sister and I finally did the charity swim last month, two miles in the sea.",
            "Wow. How did the swim go?",
            "Thanks! It went better than we hoped, we finished in under an hour.",
            date(2024, 4, 1),
            date(2024, 4, 30),
        ),
        (
            "Work is mad. Oh, and I had the interview at the museum on Monday.",
            "How'd the interview go?",
            "They asked about my thesis for forty minutes, which I loved.",
            date(2024, 5, 13),
            date(2024, 5, 13),
        ),
    ],
)
def test_a_reply_to_how_it_went_takes_the_date_it_follows_up(
    first: str, question: str, reply: str, start: date, end: date
) -> None:
    a = _reply_anchor(first, question, reply)
    assert is_carried(a)
    assert (a.start, a.end) == (start, end)
    assert a.event_text.startswith(reply[:20])


@pytest.mark.parametrize(
    ("first", "question", "reply"),
    [
        # the date told is ahead: nothing has gone yet
        ("I have the interview at the museum next Monday.", "How do you feel?", "Nervous."),
        ("The quiz night is on Friday.", "How was it planned?", "It'll be fine, I think."),
        # the question names a thing the dated sentence does not
        (
            "We moved into the flat last year. The kitchen is tiny.",
            "How was your day?",
            "Long, I had four meetings back to back.",
        ),
        # two events with different dates: which one "it" is, is not told
        (
            "I sat my exam on Monday and we went to the coast on Saturday.",
            "How was it?",
            "Brilliant, honestly.",
        ),
        # the reply looks ahead or asks back
        ("I finished the mural yesterday.", "How did it go?", "I'll send you a photo of it."),
        ("I finished the mural yesterday.", "How did it go?", "Why do you ask? It was fine."),
        # no question of how it went
        ("I finished the mural yesterday.", "Which wall is it on?", "The one by the bakery."),
        # a generic mention and a length carry no date
        ("We go to the market every Saturday.", "How was it?", "Busy, it was busy."),
        ("I worked at the archive for ten years.", "What was it like?", "Quiet, it was quiet."),
    ],
)
def test_the_reply_keeps_its_own_date_otherwise(first: str, question: str, reply: str) -> None:
    a = _reply_anchor(first, question, reply)
    assert not is_carried(a)
    assert (a.start, a.end, a.surface) == (WED.date(), WED.date(), "")


def test_the_same_speaker_asking_carries_nothing() -> None:
    a = _reply_anchor("I baked bread on Sunday.", "How was it?", "It was dense.", asker="Ada")
    assert not is_carried(a)


def test_a_reply_with_its_own_date_keeps_it() -> None:
    turns = _exchange(
        "I baked bread on Sunday.", "How was it?", "It was dense, I tried again today."
    )
    found = turn_anchors(turns[2], turns[1], None, turns[0])
    assert not any(is_carried(a) for a in found)
    assert [a.surface for a in found if not a.implicit] == ["today"]


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("How was it?", ""),
        ("Congrats! How did it go? Are you excited?", ""),
        ("How did the interview go?", "interview"),
        ("How was your trip to the coast?", "trip"),
        ("what was that like", None),  # no question mark: not asked
        ("How are you?", None),
        ("How long was it?", None),
    ],
)
def test_how_it_went(question: str, thing: str | None) -> None:
    assert how_it_went(question) == thing


@pytest.mark.parametrize(
    ("reply", "past"),
    [
        ("Thanks! It went alright.", True),
        ("Great fun, we stayed until midnight.", True),
        ("It's going to be great.", False),
        ("Did I tell you? It was great.", False),
        ("Lovely.", False),
    ],
)
def test_told_in_past(reply: str, past: bool) -> None:
    assert told_in_past(reply) is past


def test_a_carried_date_renders_as_told_in_its_exchange() -> None:
    a = _reply_anchor(
        "I ran the quiz night last Friday.", "How did it go?", "Packed, it was packed."
    )
    assert "told in another turn of its exchange" in describe(a)
    line = render_line(a)
    assert line.startswith("[2024-05-10]") and '"last Friday" in another turn of its' in line


def test_when_answers_with_a_carried_date(store: Store) -> None:
    """Stored through ingest like any anchor, and found by when() from the reply's words."""
    turns = _exchange(
        "I ran the quiz night at the library last Friday.",
        "How did it go?",
        "Packed! Someone's grandmother won the picture round.",
    )
    ingest_conversation(store, Conversation("c", ("Ada", "Ben"), (Session(1, WED, tuple(turns)),)))
    carried = [a for a in TemporalIndex(store).anchors("c", ["D1:3"]) if is_carried(a)]
    assert [(a.start, a.surface) for a in carried] == [(date(2024, 5, 10), "last Friday")]
    found = TemporalIndex(store, dense=False).ask(
        "c", "When did the grandmother win the picture round?"
    )
    best = found.evidence[0]  # the ranking's best, answered or not (lexical, a 3-turn chat)
    assert (best.turn_id, best.start, best.surface) == ("D1:3", date(2024, 5, 10), "last Friday")
