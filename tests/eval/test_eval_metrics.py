"""LoCoMo token F1, the prompts and verdict parsing, the question selection."""

from __future__ import annotations

import pytest
from eval_data import kite_club

from swcmem.eval.metrics import f1_score, locomo_f1
from swcmem.eval.prompts import (
    STRICT_JUDGE,
    answer_messages,
    judge_messages,
    parse_verdict,
)
from swcmem.eval.questions import NOT_MENTIONED, is_image_question, select
from swcmem.ingest.locomo import parse


def test_f1_score() -> None:
    assert f1_score("The red kite", "red kite") == 1.0
    assert f1_score("Harbour Beach on Sundays", "Harbour Beach") == pytest.approx(2 * 0.5 / 1.5)
    assert f1_score("Porto", "Lisbon") == 0.0
    assert f1_score("running", "runs") == 1.0  # stemmed like LoCoMo


def test_locomo_f1_per_category() -> None:
    # multi-hop: comma-separated parts, best match per gold part, averaged
    assert locomo_f1(1, "Felix, Omar", "Felix, Omar") == 1.0
    assert locomo_f1(1, "Felix", "Felix, Omar") == 0.5
    # open-domain: only the part before ';'
    assert locomo_f1(3, "yes", "yes; he works at a bakery") == 1.0
    # adversarial: saying the conversation does not hold it
    assert locomo_f1(5, "Not mentioned in the conversation.", NOT_MENTIONED) == 1.0
    assert locomo_f1(5, "Porto", NOT_MENTIONED) == 0.0


def test_strict_judge_is_the_papers_prompt() -> None:
    text = judge_messages("strict", "When?", "7 May 2023", "May 7")[-1].content
    assert text == (
        "Question: When?. Gold answer: 7 May 2023. Model answer: <model_answer>May 7"
        "</model_answer>. Does the model answer correctly answer the question, given the gold "
        "answer? Reply only YES or NO."
    )
    assert STRICT_JUDGE.startswith("Question: {question}. Gold answer: {gold_answer}.")
    lenient = judge_messages("lenient", "When?", "7 May 2023", "May 7")[-1].content
    assert "generous" in lenient and lenient != text


def test_answer_prompt_puts_context_first_and_question_last() -> None:
    messages = answer_messages("CONTEXT LINES", "Where is Omar?")
    assert messages[0].role == "system"
    body = messages[-1].content
    assert body.startswith("<conversation>\nCONTEXT LINES\n</conversation>")
    assert body.index("Where is Omar?") > body.index("CONTEXT LINES")
    assert body.rstrip().endswith("Short answer:")


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ("YES", 1),
        ("no.", 0),
        ("Yes, it is correct", 1),
        ("CORRECT", 1),
        ("wrong", 0),
        ("hmm", None),
    ],
)
def test_parse_verdict(reply: str, verdict: int | None) -> None:
    assert parse_verdict(reply) == verdict


def test_selection_filters_images_and_limits_round_robin() -> None:
    convs = parse(kite_club())
    assert is_image_question("What is in the photo?")
    assert not is_image_question("What did Lena photocopy?")
    full = select(convs)
    assert full.image_removed == 1
    assert len(full.items) == 7
    assert full.by_category == {"1": 1, "2": 2, "3": 1, "4": 2, "5": 1}
    adversarial = [i for i in full.items if i.category == 5]
    assert adversarial[0].gold == NOT_MENTIONED
    small = select(convs, limit=5)
    assert sorted(i.category for i in small.items) == [1, 2, 3, 4, 5]  # one per category
    only = select(convs, categories=(2,))
    assert {i.category for i in only.items} == {2}
