"""Conversations of our own, in the LoCoMo layout with QA items, for the retention benchmark tests:
long enough (eight sessions) that the SWC strategies gist and drop within small budgets."""

from __future__ import annotations

from typing import Any

CANARY = "ZQXCANARY"

_CHOIR_SESSIONS: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "9:00 am on 6 January, 2024",
        [
            ("Rosa", "Happy new year Ilya! I joined the harbour choir last Thursday."),
            ("Ilya", "Wonderful. Which voice do you sing?"),
            ("Rosa", "Alto. The conductor, Marguerite, says my range is unusual."),
            ("Ilya", "I am restoring an old sailing dinghy in my garage this winter."),
            ("Rosa", "A dinghy! What is her name?"),
            ("Ilya", "She is called Petrel, built in 1968, mahogany planks."),
        ],
    ),
    (
        "7:30 pm on 20 January, 2024",
        [
            ("Ilya", "How was the first rehearsal?"),
            ("Rosa", "Exhausting but fun. We start learning a Fauré requiem next week."),
            ("Ilya", "I sanded the whole hull of Petrel yesterday."),
            ("Rosa", "Your arms must hurt. Do you varnish it next?"),
            ("Ilya", "Yes, seven coats of marine varnish, one per weekend."),
            ("Rosa", "Patience of a saint."),
        ],
    ),
    (
        "6:00 pm on 11 February, 2024",
        [
            ("Rosa", "Marguerite picked me for a solo in the spring concert!"),
            ("Ilya", "Congratulations! When is the concert?"),
            ("Rosa", "On 23 March at the old customs hall."),
            ("Ilya", "I will be there. Petrel has four coats of varnish now."),
            ("Rosa", "Bring a photo of her to the concert."),
            ("Ilya", "Deal. My cousin Tobias may come too, he plays the cello."),
        ],
    ),
    (
        "8:15 pm on 2 March, 2024",
        [
            ("Ilya", "Bad news, I sprained my wrist on Tuesday lifting the mast."),
            ("Rosa", "Oh no! Is it serious?"),
            ("Ilya", "Two weeks in a brace, the doctor said. No varnishing."),
            ("Rosa", "Rest it. I practise the solo every evening now."),
            ("Ilya", "Which piece is the solo?"),
            ("Rosa", "The Pie Jesu, it is short but exposed."),
        ],
    ),
    (
        "10:00 am on 25 March, 2024",
        [
            ("Rosa", "The concert was the day before yesterday and I did not miss a note."),
            ("Ilya", "You were brilliant. Tobias cried during the Pie Jesu."),
            ("Rosa", "Marguerite asked me to join the chamber group afterwards."),
            ("Ilya", "My wrist is healed, I finished the last coat on Sunday."),
            ("Rosa", "So Petrel is ready for the water?"),
            ("Ilya", "Almost, the sails arrive in April."),
        ],
    ),
    (
        "5:45 pm on 14 April, 2024",
        [
            ("Ilya", "The new sails came on Friday, cream coloured canvas."),
            ("Rosa", "Beautiful. When is the launch?"),
            ("Ilya", "We launch Petrel on 4 May at the north slipway."),
            ("Rosa", "The chamber group sings at a wedding that weekend, sadly."),
            ("Ilya", "Then come sailing in June instead."),
            ("Rosa", "Gladly, I have never sailed a dinghy."),
        ],
    ),
    (
        "9:20 am on 8 May, 2024",
        [
            ("Rosa", "How did the launch go?"),
            ("Ilya", "Petrel floated perfectly last Saturday, not a drop inside."),
            ("Rosa", "Hooray! The wedding went well too, we sang three motets."),
            ("Ilya", "Tobias filmed the launch from the pier."),
            ("Rosa", "Send me the film please."),
            ("Ilya", "Tonight, promise."),
        ],
    ),
    (
        "4:00 pm on 16 June, 2024",
        [
            ("Rosa", "I still feel the sun from our sail on Thursday."),
            ("Ilya", "You steered like a natural. We reached the lighthouse in an hour."),
            ("Rosa", "Marguerite is retiring in August, the choir is sad."),
            ("Ilya", "Who will conduct after her?"),
            ("Rosa", "Probably Henri, the organist."),
            ("Ilya", "Let us sail again before the summer ends."),
        ],
    ),
]

_CHOIR_QA: list[tuple[str, str, list[str], int]] = [
    ("When did Rosa join the harbour choir?", "4 January 2024", ["D1:1"], 2),
    ("When did Ilya sand the hull of his dinghy?", "19 January 2024", ["D2:3"], 2),
    ("When was the spring concert?", "23 March 2024", ["D3:3", "D5:1"], 2),
    ("When did Ilya sprain his wrist?", "27 February 2024", ["D4:1"], 2),
    ("When did Petrel first float?", "4 May 2024", ["D7:2"], 2),
    ("What is the name of Ilya's dinghy?", "Petrel", ["D1:6"], 4),
    ("Which voice does Rosa sing?", "Alto", ["D1:3"], 4),
    ("What piece was Rosa's solo?", "the Pie Jesu", ["D4:6"], 4),
    ("How many coats of varnish did Ilya plan?", "seven coats", ["D2:5"], 4),
    ("What instrument does Tobias play?", "the cello", ["D3:6"], 4),
    ("Who conducts the harbour choir and who may follow?", "Marguerite, then Henri", [], 1),
    ("What did Tobias do at the concert and the launch?", "cried and filmed", ["D5:2", "D7:4"], 1),
    ("Would Rosa enjoy a sailing holiday?", "probably yes, she liked steering", ["D8:2"], 3),
    ("  what is the NAME of Ilya's dinghy? ", "Petrel", ["D1:6"], 4),  # a repeat
    ("Who is retiring from the choir?", "Marguerite", ["D8:3"], 4),
    ("What colour are the new sails?", "cream", ["D6:1", "D99:9"], 4),
]

_WORKSHOP_SESSIONS: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "11:00 am on 3 February, 2024",
        [
            ("Noor", "I rented a pottery wheel at the community workshop yesterday."),
            ("Kai", "Nice, I am building a birdhouse for the allotment."),
            ("Noor", "My first bowl collapsed twice, the clay was too wet."),
            ("Kai", "Try drier clay and slower speed."),
        ],
    ),
    (
        "3:30 pm on 24 February, 2024",
        [
            ("Kai", "The birdhouse is finished, a robin moved in last Sunday."),
            ("Noor", "Lovely. I glazed six mugs in cobalt blue."),
            ("Kai", "Will you sell them at the market?"),
            ("Noor", "At the spring market on 16 March, stall 12."),
        ],
    ),
    (
        "1:00 pm on 18 March, 2024",
        [
            ("Noor", "I sold every mug at the market on Saturday!"),
            ("Kai", "Brilliant. The robin laid four eggs this week."),
            ("Noor", "Our workshop is hosting a raku firing in April."),
            ("Kai", "Count me in, I will bring the firewood."),
        ],
    ),
]


def _sessions(
    spec: list[tuple[str, list[tuple[str, str]]]],
) -> dict[str, Any]:
    conv: dict[str, Any] = {}
    speakers: list[str] = []
    for n, (when, turns) in enumerate(spec, start=1):
        conv[f"session_{n}_date_time"] = when
        conv[f"session_{n}"] = [
            {"speaker": who, "dia_id": f"D{n}:{i}", "text": text}
            for i, (who, text) in enumerate(turns, start=1)
        ]
        speakers.extend(w for w, _ in turns if w not in speakers)
    conv["speaker_a"], conv["speaker_b"] = speakers[:2]
    return conv


def choir(sample_id: str = "choir-1", canary: bool = False) -> dict[str, Any]:
    """Rosa and Ilya, eight sessions, 16 QA items (one a repeat of another; one evidence id
    names no turn). With ``canary`` every gold answer and evidence id carries :data:`CANARY`."""
    qa = [
        {
            "question": q,
            "answer": f"{a} {CANARY}" if canary else a,
            "evidence": [f"{e}{CANARY}" if canary else e for e in ev or ["D0:0"]],
            "category": cat,
        }
        for q, a, ev, cat in _CHOIR_QA
    ]
    return {"sample_id": sample_id, "conversation": _sessions(_CHOIR_SESSIONS), "qa": qa}


def workshop(sample_id: str = "workshop-1") -> dict[str, Any]:
    """Noor and Kai, three sessions, other words and dates; two QA items."""
    qa = [
        {"question": "When did Noor sell her mugs?", "answer": "16 March 2024", "category": 2},
        {"question": "What colour were the mugs?", "answer": "cobalt blue", "category": 4},
    ]
    for item in qa:
        item["evidence"] = ["D3:1"]
    return {"sample_id": sample_id, "conversation": _sessions(_WORKSHOP_SESSIONS), "qa": qa}


CHOIR_QUESTIONS = [q for q, *_ in _CHOIR_QA]
