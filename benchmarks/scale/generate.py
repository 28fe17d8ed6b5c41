"""A synthetic but realistic long chat for the scale benchmark, from our own templates.

Two friends talk over months: each session picks a few topics (with drift: a topic stays for
a while, then gives way), mixes small talk, dated events said with relative or absolute time
expressions ("last Saturday", "on the 14th", "back in 2019", "two weeks ago"), plans
("next month"), habits ("every Monday"), durations ("for three years"), numbers, places and
questions with their answers. Deterministic for a seed.

Size: ``factor`` × LoCoMo length (one LoCoMo conversation ≈ 400 messages): 400·factor
messages in round(20·√factor) sessions — 1× = 400 in 20, 16× = 6,400 in 80, 64× = 25,600
in 160, 256× = 102,400 in 320 (long sessions, as an agent's day of chat).

    python benchmarks/scale/generate.py --factor 16 --out /tmp/chat16.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

SPEAKERS = ("Ilse", "Tomas")
MESSAGES_PER_FACTOR = 400
START = datetime(2021, 3, 1, 18, 30, tzinfo=UTC)
PLACES = (
    "Ghent", "Porto", "the Ardennes", "Lyon", "Bergen", "Kraków", "the lake house",
    "the riverside market", "Valencia", "the old quarry", "Tallinn", "the botanical garden",
)  # fmt: skip
PEOPLE = ("Noor", "Bram", "Lotte", "Kasper", "Yara", "Wout", "Femke", "Sander", "Mirte")
PAST = (
    "yesterday", "last Saturday", "last weekend", "two weeks ago", "on Tuesday",
    "a few days ago", "last month", "this morning", "the weekend before last", "in March",
)  # fmt: skip
FUTURE = (
    "tomorrow", "next Friday", "next month", "in two weeks", "this coming weekend",
    "on the 14th", "in the summer", "next year",
)  # fmt: skip

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    # topic: (dated past events, plans, small talk / facts)
    "running": (
        ("I ran the {n}k trail race {past} and finished in {m} minutes.",
         "{past} I did a long run along the canal with {person}."),
        ("I'm running the half marathon in {place} {future}.",),
        ("My knee feels fine again.", "I've been running for {k} years now.",
         "Every Monday I do intervals at the track."),
    ),
    "garden": (
        ("I planted {n} tomato seedlings {past}.", "{past} the frost killed my basil."),
        ("We're building a second raised bed {future}.",),
        ("The courgettes are taking over the whole garden.",
         "In spring the garden is always a mess.", "I water everything after work."),
    ),
    "work": (
        ("I presented the archive project to the board {past}.",
         "My manager {person} left the company {past}."),
        ("The new catalogue launches {future}.",),
        ("I used to work at the city archive for ten years.",
         "The office moved to the fourth floor.", "Meetings eat my whole morning."),
    ),
    "pottery": (
        ("I fired my first {n} bowls in the kiln {past}.",),
        ("The pottery fair in {place} is {future}.",),
        ("Glazing is harder than throwing.", "My teacher {person} is patient with me."),
    ),
    "travel": (
        ("We got back from {place} {past}.", "{past} our train to {place} was cancelled."),
        ("I'm flying to {place} {future} for {k} days.",),
        ("I always lose my charger when I travel.", "Winters in {place} are long."),
    ),
    "family": (
        ("My sister {person} got engaged {past}.", "{past} my niece turned {k}."),
        ("The wedding is {future} in {place}.",),
        ("My parents visit every other Sunday.", "{person} is learning the violin."),
    ),
    "cooking": (
        ("I baked sourdough for {n} people {past}.", "{past} I tried a new curry recipe."),
        ("I'm hosting a dinner for {person} {future}.",),
        ("I've been baking bread for {k} years.", "Fresh coriander makes everything better."),
    ),
    "moving": (
        ("We signed the lease on the new flat {past}.", "{past} we painted the hallway blue."),
        ("The movers come {future}.",),
        ("The new flat has {k} rooms and a tiny balcony.", "Boxes everywhere, still."),
    ),
    "cycling": (
        ("I cycled {n} km to {place} {past}.", "{past} I fixed the chain on my old bike."),
        ("We plan a cycling trip through {place} {future}.",),
        ("Back in 2019 I lived in Porto and cycled everywhere.", "Headwind is the worst."),
    ),
    "books": (
        ("I finished the novel {person} lent me {past}.",),
        ("Our book club meets {future}.",),
        ("I read on the train every morning.", "I prefer paper books to screens."),
    ),
}  # fmt: skip
SMALL = (
    "Ha, that sounds like you.", "How are you doing?", "Not much news here.",
    "That's wonderful!", "Oh no, I'm sorry to hear that.", "Tell me more!",
    "I know what you mean.", "Same here, honestly.", "Good luck with that!",
)  # fmt: skip
QUESTIONS = ("How did it go?", "When was that?", "Who went with you?", "What's next?")


@dataclass(frozen=True)
class Shape:
    messages: int
    sessions: int


def shape(factor: float) -> Shape:
    """Messages and sessions for ``factor`` × LoCoMo length (see the module doc)."""
    return Shape(round(MESSAGES_PER_FACTOR * factor), max(1, round(20 * math.sqrt(factor))))


def _fill(template: str, rng: random.Random) -> str:
    return template.format(
        n=rng.randint(2, 40),
        m=rng.randint(25, 120),
        k=rng.randint(2, 12),
        past=rng.choice(PAST),
        future=rng.choice(FUTURE),
        place=rng.choice(PLACES),
        person=rng.choice(PEOPLE),
    )


def _line(topic: str, rng: random.Random) -> str:
    events, plans, facts = TOPICS[topic]
    roll = rng.random()
    if roll < 0.30:
        text = _fill(rng.choice(events), rng)
    elif roll < 0.42:
        text = _fill(rng.choice(plans), rng)
    elif roll < 0.62:
        text = _fill(rng.choice(facts), rng)
    elif roll < 0.80:
        text = rng.choice(SMALL)
    else:
        text = rng.choice(QUESTIONS)
    return text[0].upper() + text[1:]


def messages(factor: float, seed: int = 7) -> Iterator[dict[str, Any]]:
    """The chat log: dicts with id, session, speaker, text, timestamp (ISO, with offset)."""
    rng = random.Random(seed)
    size = shape(factor)
    per_session = [size.messages // size.sessions] * size.sessions
    for i in range(size.messages % size.sessions):
        per_session[i] += 1
    topics = list(TOPICS)
    current = rng.sample(topics, 3)
    at = START
    for s, count in enumerate(per_session, start=1):
        at += timedelta(days=rng.randint(1, 6), minutes=rng.randint(-90, 90))
        if rng.random() < 0.4:  # drift: one topic gives way to another
            current[rng.randrange(3)] = rng.choice(topics)
        for k in range(count):
            stamp = at + timedelta(minutes=2 * k)
            yield {
                "id": f"s{s}m{k + 1}",
                "session": s,
                "speaker": SPEAKERS[k % 2],
                "text": _line(rng.choice(current), rng),
                "timestamp": stamp.isoformat(),
            }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--factor", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    with args.out.open("w", encoding="utf-8") as fh:
        for m in messages(args.factor, args.seed):
            fh.write(json.dumps(m) + "\n")


if __name__ == "__main__":
    main()
