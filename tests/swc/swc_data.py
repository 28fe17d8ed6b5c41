"""A multi-session conversation we wrote ourselves (never LoCoMo text) for the SWC tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from swcmem.model import Conversation, Session, Turn

START = datetime(2023, 5, 8, 13, 0, tzinfo=UTC)

# (speaker, text) per session; dates are START + 6 days per session.
SESSIONS: list[list[tuple[str, str]]] = [
    [
        ("Ana", "Hi Ben! I joined a pottery class yesterday – it was so much fun."),
        ("Ben", "Wow, that's great, Ana! I adopted a beagle named Biscuit last week."),
        ("Ana", "Thanks! My teacher Lucia says my first bowl is lopsided."),
        ("Ben", "Haha, that sounds lovely. Talk soon!"),
    ],
    [
        ("Ben", "Hey Ana! I ran a trail race for the Lisbon food bank last Saturday."),
        ("Ana", "That's awesome, Ben! How far did you run?"),
        ("Ben", "Ten kilometres in 52 minutes. My sister Marta cheered the whole way."),
        ("Ana", "Amazing. I'm so proud of you!"),
    ],
    [
        ("Ana", "Guess what? I'm moving to Porto next month for a job at a design studio."),
        ("Ben", "Congrats! Which studio?"),
        ("Ana", "Atelier Norte. I start on 3 July and I'm nervous but excited."),
        ("Ben", "You'll be brilliant. Biscuit sends his love."),
    ],
    [
        ("Ben", "Biscuit ate my left shoe two days ago, the rascal."),
        ("Ana", "Oh no! Did you get new ones?"),
        ("Ben", "Yes, I bought hiking boots because we're hiking the Gerês trail in August."),
        ("Ana", "That trail is gorgeous. Take lots of photos!"),
    ],
    [
        ("Ana", "I finished my first week at Atelier Norte. My boss Rui is very kind."),
        ("Ben", "So glad to hear it! What are you working on?"),
        ("Ana", "A poster series for the Porto jazz festival in September."),
        ("Ben", "That's so cool. I bought tickets for the festival yesterday."),
    ],
    [
        ("Ben", "We did the Gerês hike last weekend – 18 kilometres with Biscuit!"),
        ("Ana", "Wow, was he tired afterwards?"),
        ("Ben", "He slept for 14 hours straight. I'm sore but happy."),
        ("Ana", "Haha, poor pup. See you at the festival!"),
    ],
]


def make_conversation(cid: str = "swc-test", sessions: int = len(SESSIONS)) -> Conversation:
    out = []
    for idx in range(1, sessions + 1):
        lines = SESSIONS[(idx - 1) % len(SESSIONS)]
        day = START + timedelta(days=6 * (idx - 1))
        turns = tuple(
            Turn(f"D{idx}:{k + 1}", idx, k, spk, text, day + timedelta(minutes=k))
            for k, (spk, text) in enumerate(lines)
        )
        out.append(Session(idx, day, turns))
    return Conversation(cid, ("Ana", "Ben"), tuple(out))
