from datetime import date

from swcmem.bench.metrics import (
    answer_supported,
    content_tokens,
    date_supported,
    evidence_recall,
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

    def intervals(line: ContextLine) -> list[tuple[date, date]]:
        return [gold] if "Saturday" in line.text or "20 May" in line.text else []

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
