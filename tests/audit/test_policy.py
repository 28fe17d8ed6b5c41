"""The audit policy: it triggers below the threshold, retries once, then appends the dates."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from swcmem.audit import AuditConfig, AuditResult, AuditSource, audit_gist
from swcmem.errors import ConfigError, LLMTimeout

SourceOf = Callable[..., AuditSource]

TURNS = (
    "Last Saturday I ran a trail race for the food bank.",
    "Wow! I went to a choir rehearsal yesterday, it was so powerful.",
    "I painted that harbour at dawn last year. We adopted 2 cats on 3 May.",
)
LOSSY = "Marisol ran a trail race; Ingrid went to a choir rehearsal. Marisol paints."
PROTECTED = (
    "Marisol ran a trail race on 20 May 2023; Ingrid went to a choir rehearsal on 24 May. "
    "Marisol painted a harbour at dawn in 2022 and adopted two cats on 3 May."
)


class Calls:
    def __init__(self, text: str | Exception) -> None:
        self.text = text
        self.n = 0

    def __call__(self) -> str:
        self.n += 1
        if isinstance(self.text, Exception):
            raise self.text
        return self.text


def test_a_faithful_gist_passes_without_a_retry(source_of: SourceOf) -> None:
    retry = Calls(PROTECTED)
    text, result = audit_gist(source_of(*TURNS), PROTECTED, retry)
    assert retry.n == 0
    assert text == PROTECTED
    assert (result.action, result.attempts, result.passed) == ("none", 1, True)
    assert result.rates.temporal.normalised == result.rates.temporal.found == 4


def test_a_lossy_gist_triggers_one_protected_retry(source_of: SourceOf) -> None:
    retry = Calls(PROTECTED)
    text, result = audit_gist(source_of(*TURNS), LOSSY, retry)
    assert retry.n == 1
    assert text == PROTECTED
    assert result.draft_rates.temporal.normalised_rate == 0.0
    assert (result.action, result.attempts, result.chosen) == ("retried", 2, "retry")
    assert result.temporal_rate == 1.0 and result.passed


def test_still_lossy_after_the_retry_appends_a_dates_line(source_of: SourceOf) -> None:
    retry = Calls("Marisol ran a race and adopted cats on 3 May.")
    text, result = audit_gist(source_of(*TURNS), LOSSY, retry)
    assert retry.n == 1
    assert result.action == "retried+appended" and result.attempts == 2
    assert text.endswith(result.appended)
    assert result.appended.startswith("Dates: Last Saturday = 2023-05-20 (Marisol: ran a trail")
    assert "3 May" not in result.appended  # the retry already kept it
    assert result.retry_rates is not None and result.retry_rates.temporal.normalised == 1
    assert result.temporal_rate == 1.0 and result.passed


def test_without_a_retry_the_dates_line_is_appended_directly(source_of: SourceOf) -> None:
    text, result = audit_gist(source_of(*TURNS), LOSSY, None)
    assert result.action == "appended" and result.attempts == 1
    assert text.startswith(LOSSY) and "yesterday = 2023-05-24" in text
    assert set(result.lost_dates) == {"Last Saturday", "yesterday", "last year", "3 May"}


def test_a_worse_retry_is_not_taken(source_of: SourceOf) -> None:
    draft = "Marisol ran a trail race on 20 May 2023 and adopted cats on 3 May."
    _, result = audit_gist(source_of(*TURNS), draft, Calls("They talked."))
    assert result.chosen == "draft" and result.action == "retried+appended"
    assert result.passed


def test_a_failing_retry_still_ends_with_the_dates(source_of: SourceOf) -> None:
    text, result = audit_gist(source_of(*TURNS), LOSSY, Calls(LLMTimeout("no answer")))
    assert result.retry_error == "no answer"
    assert result.action == "appended" and result.passed
    assert "Dates:" in text


def test_threshold_and_switches(source_of: SourceOf) -> None:
    src = source_of(*TURNS)
    half = "Marisol ran a trail race on 20 May and went to a group on 24 May."
    _, result = audit_gist(src, half, Calls(PROTECTED), AuditConfig(threshold=0.5))
    assert result.action == "none"  # 2 of 4 kept = 0.5, not below 0.5
    _, result = audit_gist(src, LOSSY, Calls(PROTECTED), AuditConfig(retry=False))
    assert result.action == "appended"
    _, result = audit_gist(src, LOSSY, None, AuditConfig(append_dates=False))
    assert result.action == "none" and not result.passed
    with pytest.raises(ConfigError):
        AuditConfig(threshold=1.5)


def test_a_chunk_without_dates_always_passes(source_of: SourceOf) -> None:
    retry = Calls(PROTECTED)
    _, result = audit_gist(source_of("I love painting.", "Me too!"), "They paint.", retry)
    assert retry.n == 0 and result.passed and result.temporal_rate is None


def test_result_round_trips_through_json(source_of: SourceOf) -> None:
    _, result = audit_gist(source_of(*TURNS), LOSSY, Calls("Marisol ran on 3 May."))
    back = AuditResult.from_json(result.to_json())
    assert back == result
    assert back.as_dict()["rates"]["temporal"]["normalised"] == 1.0
