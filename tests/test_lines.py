"""Fitting lines into a budget and finding turns by id give what the simple walks give."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from swcmem.lines import fit_lines, headed_lines, with_headers
from swcmem.model import ContextLine, Conversation, Session, Turn
from swcmem.tokens import count_tokens

WORDS = [
    "the",
    "race",
    "was",
    "on",
    "a",
    "Saturday",
    "and",
    "Ana",
    "ran",
    "ten",
    "kilometres",
    "for",
    "the",
    "food",
    "bank",
    "in",
    "Lisbon",
]


def drop_one_at_a_time(lines: list[ContextLine], budget: int) -> list[ContextLine]:
    """The definition: drop the longest non-header line (else the last line) and recount."""
    kept = list(lines)
    while kept and count_tokens("\n".join(x.text for x in kept)) > budget:
        body = [i for i, x in enumerate(kept) if x.kind != "header"] or [len(kept) - 1]
        kept.pop(max(body, key=lambda i: len(kept[i].text)))
    return kept


def _lines(rng: random.Random, n: int) -> list[ContextLine]:
    out = []
    for k in range(n):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 40)))
        kind = "header" if k % 7 == 0 else rng.choice(["turn", "gist", "index"])
        out.append(ContextLine(kind, f"## {text}" if kind == "header" else text))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize("seed", range(12))
def test_fit_lines_equals_dropping_one_line_at_a_time(seed: int) -> None:
    rng = random.Random(seed)
    lines = _lines(rng, rng.randint(1, 120))
    total = count_tokens("\n".join(x.text for x in lines))
    for budget in (1, 5, total // 3, total // 2, total - 1, total, total + 10):
        if budget > 0:
            assert fit_lines(lines, budget) == drop_one_at_a_time(lines, budget)


def _conversation() -> Conversation:
    t0 = datetime(2024, 1, 5, 10, 0, tzinfo=UTC)
    sessions = []
    for s in range(1, 6):
        at = t0 + timedelta(days=s)
        turns = tuple(
            Turn(f"D{s}:{p + 1}", s, p, "Ana" if p % 2 else "Ben", f"Line {p} of session {s}.", at)
            for p in range(4)
        )
        sessions.append(Session(s, at, turns))
    return Conversation("c", ("Ana", "Ben"), tuple(sessions))


def test_headed_lines_equals_with_headers() -> None:
    conv = _conversation()
    for keep in (set(), {"D1:1"}, {"D5:4", "D2:2", "D2:1", "D4:3"}, {t.id for t in conv.turns}):
        assert headed_lines(conv, keep) == with_headers(conv.sessions, keep)
    assert headed_lines(conv, {"nope", "D3:2"}) == with_headers(conv.sessions, {"D3:2"})
