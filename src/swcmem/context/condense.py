"""Condensers turn overflowing turns into a short summary for the ``sliding`` strategy.

The offline default is extractive: it keeps the highest-information sentences, each prefixed
with its date and speaker so times stay anchored. An LLM condenser plugs in through the same
:class:`Condenser` protocol (see ``swcmem.consolidate.gist``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from swcmem.model import ContextLine, Turn
from swcmem.text import info_score, sentences
from swcmem.tokens import count_tokens


class Condenser(Protocol):
    def condense(self, turns: Sequence[Turn], budget: int) -> list[ContextLine]:
        """Summary lines for ``turns`` costing at most ``budget`` tokens in all."""
        ...


def _date(turn: Turn) -> str:
    return turn.at.date().isoformat() if turn.at else "undated"


class ExtractiveCondenser:
    """Picks the most informative sentences (ties: later first), then prints them in order."""

    def condense(self, turns: Sequence[Turn], budget: int) -> list[ContextLine]:
        candidates = []
        for order, turn in enumerate(turns):
            for k, sent in enumerate(sentences(turn.full_text)):
                text = f"[{_date(turn)}] {turn.speaker}: {sent}"
                candidates.append((info_score(sent), order, k, turn, text))
        chosen = []
        left = budget
        for score, order, k, turn, text in sorted(candidates, key=lambda c: (-c[0], -c[1])):
            cost = count_tokens(text) + 1
            if score <= 0 or cost > left:
                continue
            left -= cost
            chosen.append((order, k, turn, text))
        chosen.sort(key=lambda c: (c[0], c[1]))
        return [
            ContextLine("summary", text, turn_id=turn.id, day=turn.at.date() if turn.at else None)
            for _, _, turn, text in chosen
        ]
