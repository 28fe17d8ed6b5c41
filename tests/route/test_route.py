"""The rule-based question router, on questions we wrote ourselves."""

from __future__ import annotations

import pytest

from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.route import LLMClassifier, classify, mentions_date, parse_label, unanswerable_check


@pytest.mark.parametrize(
    "question",
    [
        "When did Priya get her garden plot?",
        "Since when has Tom grown herbs on his balcony?",
        "What year did Ben adopt Biscuit?",
        "In which month is Maya's birthday?",
        "How long has Ana been doing pottery?",
        "How many weeks passed between the race and the move?",
        "After how many days did Tom reply?",
        "Which did Ana do first, the pottery class or the trip?",
        "How many pets did Ben have as of June 2023?",
        "Where was Ben in the last week of May 2023?",
    ],
)
def test_temporal_questions(question: str) -> None:
    route = classify(question)
    assert route.type == "temporal", route
    assert route.reasons


@pytest.mark.parametrize(
    "question",
    [
        "Would Ana likely enjoy a ceramics museum?",
        "What might Ben's job be?",
        "Is Tom married?",
        "Based on her plans, what does Priya value most?",
        "Was the spring a good season for Priya? Answer yes or no.",
    ],
)
def test_open_domain_questions(question: str) -> None:
    assert classify(question).type == "open-domain"


@pytest.mark.parametrize(
    "question",
    [
        "How many times has Ana visited Lisbon?",
        "What books has Tom read?",
        "Which towns has Priya lived in?",
        "What hobbies do Ana and Ben both have?",
        "What vegetables did Priya plant other than tomatoes?",
        "What are the names of Ana's cousins?",
    ],
)
def test_multi_hop_questions(question: str) -> None:
    assert classify(question).type == "multi-hop"


@pytest.mark.parametrize(
    "question",
    [
        "What is the name of Ana's bakery?",
        "Where is Ana moving?",
        "Why did Priya sign up for the garden?",
        "What did Ana make in her first pottery class?",
        "Which time management technique does Tom use?",
        "How old is Maya?",
        "How long does Tom usually walk his dog?",
        "What did Priya plant on 3 May 2024?",
    ],
)
def test_single_hop_questions(question: str) -> None:
    assert classify(question).type == "single-hop", classify(question)


def test_mentions_date() -> None:
    assert mentions_date("What did Ana bake in May 2023?")
    assert mentions_date("What did Tom do last weekend?")
    assert not mentions_date("What is the name of Ana's bakery?")


def test_unanswerable_when_someone_else_said_it() -> None:
    said = {
        "Ana": ["I love the river walk every morning with my friends."],
        "Ben": ["I adopted a dog named Biscuit last week, a beagle."],
    }
    flag, why = unanswerable_check("What breed is Ana's adopted dog?", ["Ana", "Ben"], said)
    assert flag and "Ben" in why
    flag, _ = unanswerable_check("What breed is Ben's adopted dog?", ["Ana", "Ben"], said)
    assert not flag
    # no single named speaker: no opinion
    assert not unanswerable_check("What breed is the dog?", ["Ana", "Ben"], said)[0]


def test_route_label_reports_unanswerable() -> None:
    route = classify("What is Ana's dog called?")
    assert route.label == "single-hop"


def test_parse_label() -> None:
    assert parse_label("Temporal.") == "temporal"
    assert parse_label("the label is multi hop") == "multi-hop"
    assert parse_label("single-hop, not temporal") == "single-hop"
    assert parse_label("I cannot tell") is None


class _Scripted:
    spec = "scripted:test"

    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.prompts: list[str] = []

    def complete(
        self,
        messages: list[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        self.prompts.append(messages[-1].content)
        return Completion(self.reply, "scripted", 1, 1, 0.0)


def test_llm_classifier_uses_reply_and_falls_back() -> None:
    good = LLMClassifier(_Scripted("open-domain"))
    route = good.classify("When did Ana move?")
    assert route.type == "open-domain" and route.source.startswith("llm:")
    assert "When did Ana move?" in good.llm.prompts[0]  # type: ignore[attr-defined]
    bad = LLMClassifier(_Scripted("banana"))
    route = bad.classify("When did Ana move?")
    assert route.type == "temporal" and "unusable" in route.source
