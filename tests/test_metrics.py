from datetime import date

import pytest

from swcmem.bench.dates import intervals_match, line_intervals
from swcmem.bench.metrics import (
    Interval,
    ReaderLine,
    ScoredContext,
    answer_supported,
    content_tokens,
    date_supported,
    evidence_recall,
    reader_lines,
    split_date_annotation,
    split_evidence,
)
from swcmem.eval.stats import bootstrap, paired_delta
from swcmem.model import ContextLine
from swcmem.text import normalize_answer


def turn(text: str) -> ContextLine:
    return ContextLine("turn", text, turn_id="x")


def test_normalisation_matches_locomo() -> None:
    assert normalize_answer("The Sunflowers, and a Bean!") == "sunflowers bean"
    assert content_tokens("running the races") == {"run", "race"}


def test_support_is_line_level_and_ignores_headers() -> None:
    lines = [
        ContextLine("header", "## Session 2 — 8 May 2023"),
        turn("I went to Paris."),
        turn("It was in spring."),
    ]
    assert not answer_supported("Paris in May 2023", lines)  # 'May 2023' only in the header
    assert answer_supported("Paris", lines)
    assert not answer_supported("Paris in spring", lines)  # split across two lines
    assert answer_supported("She ran races", [turn("ran two races")])
    assert not answer_supported("", lines)


def test_support_threshold_is_eighty_percent() -> None:
    five = "alpha beta gamma delta epsilon"
    assert answer_supported(five, [turn("alpha beta gamma delta")])  # 4/5 = 0.8
    assert not answer_supported(five, [turn("alpha beta gamma")])  # 3/5


def test_evidence_recall_counts_only_existing_turns() -> None:
    known = {"D1:1", "D1:2", "D2:1"}
    assert evidence_recall(["D1:1", "D2:1"], {"D1:1"}, known) == 0.5
    assert evidence_recall(["D1:1", "D9:9"], {"D1:1"}, known) == 1.0
    assert evidence_recall(["D9:9"], set(), known) is None
    assert split_evidence(["D8:6; D9:17", "D1:1"]) == ["D8:6", "D9:17", "D1:1"]


def test_date_support_uses_line_intervals() -> None:
    gold = (date(2023, 5, 20), date(2023, 5, 20))
    lines = [ContextLine("header", "## 20 May"), turn("I ran a race last Saturday")]

    def intervals(line: ReaderLine) -> list[tuple[date, date]]:
        return [gold] if "Saturday" in line.content or "20 May" in line.content else []

    assert date_supported(gold, lines, intervals, lambda a, b: a == b)
    assert not date_supported(gold, lines[:1], intervals, lambda a, b: a == b)
    assert not date_supported(None, lines, intervals, lambda a, b: a == b)


def test_bootstrap_ci_covers_known_mean() -> None:
    values = [1.0] * 30 + [0.0] * 70
    est = bootstrap(values)
    assert est.mean == 0.3 and est.n == 100
    assert est.ci[0] < 0.3 < est.ci[1]
    assert est.ci[0] > 0.15 and est.ci[1] < 0.45
    assert bootstrap(values).ci == est.ci  # seeded: reproducible
    assert bootstrap([]).n == 0


def test_paired_delta_sign() -> None:
    better = [1.0] * 60 + [0.0] * 40
    worse = [1.0] * 30 + [0.0] * 70
    delta = paired_delta(better, worse)
    assert abs(delta.mean - 0.3) < 1e-9 and delta.ci[0] > 0
    assert paired_delta(worse, better).ci[1] < 0


# ---------------------------------------------------------------- one rule for every line

SAID = date(2023, 5, 25)  # a Thursday; "last Saturday" is 20 May 2023
FACT = "Ana: I ran the Riverside trail race last Saturday"


def renderings() -> dict[str, list[ContextLine]]:
    """The same fact as each strategy writes it: its date in a session header, a compact gist
    header, an inline prefix, an ISO prefix, a trailing said-date, or only the turn's own date."""
    return {
        "turn under a session header": [
            ContextLine("header", "## Session 4 — 25 May 2023 (Thursday), 1:14 PM", day=SAID),
            ContextLine("turn", FACT, turn_id="D4:2", day=SAID),
        ],
        "gist under a date header": [
            ContextLine("header", "## 25 May 2023", day=SAID),
            ContextLine("gist", FACT, turn_id="D4:2", day=SAID),
        ],
        "gist with an inline date": [
            ContextLine("gist", f"(25 May 2023) {FACT}", turn_id="D4:2", day=SAID),
        ],
        "summary with an ISO date": [
            ContextLine("note", "## Summary of earlier sessions"),
            ContextLine("summary", f"[2023-05-25] {FACT}", turn_id="D4:2", day=SAID),
        ],
        "index line with a said-date": [
            ContextLine("note", "## Dated events (temporal index)"),
            ContextLine("index", f"{FACT} (said 2023-05-25)", turn_id="D4:2"),
        ],
        "turn with only its own date": [ContextLine("turn", FACT, turn_id="D4:2", day=SAID)],
    }


def scores(lines: list[ContextLine], answer: str, gold: Interval | None) -> tuple[bool, bool]:
    scored = ScoredContext(lines)
    return scored.supported(answer), scored.date_supported(gold, line_intervals, intervals_match)


@pytest.mark.parametrize(
    ("answer", "gold", "expected"),
    [
        ("the Riverside trail race", None, (True, False)),
        ("trail race on 25 May 2023", None, (False, False)),  # the line's date is no content
        ("Saturday", (date(2023, 5, 20), date(2023, 5, 20)), (True, True)),  # last Saturday
        ("25 May", (SAID, SAID), (False, True)),  # the date its reader sees
        ("May 2023", (date(2023, 5, 1), date(2023, 5, 31)), (False, True)),
        ("18 May", (date(2023, 5, 18), date(2023, 5, 18)), (False, False)),
    ],
)
def test_every_rendering_of_one_fact_scores_the_same(
    answer: str, gold: Interval | None, expected: tuple[bool, bool]
) -> None:
    for name, lines in renderings().items():
        assert scores(lines, answer, gold) == expected, name


def test_reader_lines_take_the_nearest_date() -> None:
    other = date(2023, 6, 2)
    lines = [
        ContextLine("header", "## Session 1 — 25 May 2023", day=SAID),
        ContextLine("turn", "Ana: hello", day=other),  # the header's date wins over its own
        ContextLine("gist", "(2 June 2023) Ana: bye", day=SAID),  # an inline date wins
        ContextLine("header", "## Timeline (from the date index)"),  # a title without a date
        ContextLine("index", '[2023-05-20] Ana ran a race ("last Saturday", said 2023-05-25)'),
        ContextLine("turn", "Ana: undated", day=None),
    ]
    read = reader_lines(lines)
    assert [(r.content, r.day) for r in read] == [
        ("Ana: hello", SAID),
        ("Ana: bye", other),
        ('[2023-05-20] Ana ran a race ("last Saturday")', SAID),  # the bracket dates the event
        ("Ana: undated", None),
    ]
    assert all(r.kind not in ("header", "note") for r in read)


def test_split_date_annotation_forms() -> None:
    assert split_date_annotation("(25 May 2023) Ana: hi") == ("Ana: hi", SAID)
    assert split_date_annotation("[2023-05-25] Ana: hi") == ("Ana: hi", SAID)
    assert split_date_annotation("[2023-05] Ana: hi (mentioned 2023-05-25)") == (
        "[2023-05] Ana: hi",
        SAID,
    )
    assert split_date_annotation("Ana: (not a date) hi") == ("Ana: (not a date) hi", None)
