"""A small LoCoMo-layout conversation of our own for the evaluation tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from swcmem.model import Conversation
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_path


def _turns(session: int, lines: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [
        {"speaker": who, "dia_id": f"D{session}:{i}", "text": text}
        for i, (who, text) in enumerate(lines, start=1)
    ]


def kite_club(sample_id: str = "kite-1") -> list[dict[str, Any]]:
    conv: dict[str, Any] = {
        "speaker_a": "Lena",
        "speaker_b": "Omar",
        "session_1_date_time": "10:00 am on 4 March, 2024",
        "session_1": _turns(
            1,
            [
                ("Lena", "Hi Omar! I built my first kite yesterday, a red diamond one."),
                ("Omar", "Nice! I bought a stunt kite in Lisbon last summer."),
                ("Lena", "My brother Felix helped me glue the spars."),
                ("Omar", "I fly mine at Harbour Beach every Sunday."),
            ],
        ),
        "session_2_date_time": "6:30 pm on 20 March, 2024",
        "session_2": _turns(
            2,
            [
                ("Lena", "The kite festival was last Saturday and my kite won a ribbon!"),
                ("Omar", "Congratulations! I started a pottery class on Monday."),
                ("Lena", "Felix wants to build a box kite next."),
            ],
        ),
        "session_3_date_time": "9:15 am on 2 April, 2024",
        "session_3": _turns(
            3,
            [
                ("Omar", "I moved to Porto last week for my new job at a bakery."),
                ("Lena", "Wow, good luck! I will visit you in May with my kite."),
            ],
        ),
    }
    qa = [
        {
            "question": "When did Lena build her first kite?",
            "answer": "3 March 2024",
            "evidence": ["D1:1"],
            "category": 2,
        },
        {
            "question": "When was the kite festival?",
            "answer": "16 March 2024",
            "evidence": ["D2:1"],
            "category": 2,
        },
        {
            "question": "What colour is Lena's first kite?",
            "answer": "red",
            "evidence": ["D1:1"],
            "category": 4,
        },
        {
            "question": "Where does Omar fly his kite?",
            "answer": "Harbour Beach",
            "evidence": ["D1:4"],
            "category": 4,
        },
        {
            "question": "Who helped Lena with her kites?",
            "answer": "her brother Felix",
            "evidence": ["D1:3", "D2:3"],
            "category": 1,
        },
        {
            "question": "Would Omar likely enjoy baking bread?",
            "answer": "Yes, he works at a bakery",
            "evidence": ["D3:1"],
            "category": 3,
        },
        {
            "question": "What did Lena's kite look like in the photo?",
            "answer": "red diamond",
            "evidence": ["D1:1"],
            "category": 4,
        },
        {
            "question": "Where did Lena move for her job?",
            "adversarial_answer": "Porto",
            "evidence": ["D3:1"],
            "category": 5,
        },
    ]
    return [{"sample_id": sample_id, "conversation": conv, "qa": qa}]


def ingest_kite(store: Store, folder: Path) -> Conversation:
    """:func:`kite_club` written under ``folder``, ingested into ``store`` and loaded back."""
    path = folder / "kite.json"
    path.write_text(json.dumps(kite_club()))
    ingest_path(store, path)
    return load_conversation(store, "kite-1")
