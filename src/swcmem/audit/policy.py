"""The audit policy run after every gist: measure, re-abstract once, then append the dates.

1. Measure the draft gist against its source turns (:mod:`swcmem.audit.rates`).
2. If its normalised temporal preservation is below the threshold (default 0.60), call
   ``reabstract()`` once — the caller's protected variant of the same chunk (the protected LLM
   prompt, or the protected extractive variant) — and keep whichever of draft and retry keeps
   more dates (the retry on a tie).
3. If still below, append a compact ``Dates:`` line with every anchor the gist lost, each with
   its interval resolved by the temporal index (:func:`swcmem.audit.dates.dates_line`).

Every outcome is an :class:`AuditResult` (rates before and after, action, attempts), stored as
JSON with the gist. The policy is a pure function: it writes nothing and calls no model except
through ``reabstract``. A chunk without temporal mentions always passes.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Literal

from swcmem.audit.dates import dates_line
from swcmem.audit.nlp import Analyzer, get_analyzer
from swcmem.audit.rates import (
    Measurement,
    Preservation,
    SourceMentions,
    gist_view,
    measure,
    source_mentions,
)
from swcmem.errors import ConfigError, SwcmemError
from swcmem.model import Anchor, Turn
from swcmem.store.db import Store

AUDIT_VERSION = "audit-1"
DATES_SEPARATOR = "\n"
Action = Literal["none", "retried", "appended", "retried+appended"]


@dataclass(frozen=True, slots=True)
class AuditConfig:
    """How the audit judges and repairs a gist."""

    threshold: float = 0.60
    extractor: str = "heuristic"  # entity/event backend: heuristic | spacy | auto
    retry: bool = True  # call ``reabstract`` when below the threshold
    append_dates: bool = True  # append the "Dates:" line when still below
    event_words: int = 6  # words of event context per item of the "Dates:" line

    def __post_init__(self) -> None:
        if not 0.0 <= self.threshold <= 1.0:
            raise ConfigError(f"audit threshold must be within [0, 1], got {self.threshold}")
        if self.event_words < 0:
            raise ConfigError(f"event_words must be >= 0, got {self.event_words}")


@dataclass(frozen=True, slots=True)
class AuditSource:
    """The source of one gist: its turns, their temporal anchors, and the gist's reference
    time (its session date) against which relative dates in the gist are resolved."""

    turns: tuple[Turn, ...]
    anchors: tuple[Anchor, ...]
    reference: datetime | None = None

    @classmethod
    def for_turns(
        cls,
        store: Store | None,
        conversation_id: str,
        turns: Sequence[Turn],
        reference: datetime | None = None,
    ) -> AuditSource:
        """Anchors from the temporal index when it holds them, else extracted now."""
        anchors = _indexed_anchors(store, conversation_id, turns) if store else []
        if not anchors:
            anchors = _extract_anchors(turns)
        ref = reference or next((t.at for t in turns if t.at), None)
        return cls(tuple(turns), tuple(anchors), ref)


def _indexed_anchors(store: Store, conversation_id: str, turns: Sequence[Turn]) -> list[Anchor]:
    from swcmem.temporal.index import TemporalIndex

    return list(TemporalIndex(store).anchors(conversation_id, [t.id for t in turns]))


def _extract_anchors(turns: Sequence[Turn]) -> list[Anchor]:
    from swcmem.temporal.extract import extract_anchors

    out: list[Anchor] = []
    for t in turns:
        out.extend(extract_anchors(t.text, t.at, turn_id=t.id, speaker=t.speaker))
    return out


@dataclass(frozen=True, slots=True)
class AuditResult:
    """What the audit measured and did for one gist (stored as ``gists.audit_json``)."""

    threshold: float
    rates: Preservation  # of the final text
    draft_rates: Preservation
    action: Action = "none"
    attempts: int = 1  # gist texts produced: 1 (draft) or 2 (draft + one re-abstraction)
    chosen: Literal["draft", "retry"] = "draft"
    retry_rates: Preservation | None = None
    appended: str = ""  # the "Dates:" line, "" when none
    lost_dates: tuple[str, ...] = ()  # temporal expressions the chosen text lacked
    retry_error: str | None = None
    extractor: str = "heuristic"
    version: str = AUDIT_VERSION
    seconds: float = field(default=0.0, compare=False)

    @property
    def temporal_rate(self) -> float | None:
        """Normalised temporal preservation of the final text (None: no dates to keep)."""
        return self.rates.temporal.normalised_rate

    @property
    def passed(self) -> bool:
        rate = self.temporal_rate
        return rate is None or rate >= self.threshold

    @property
    def retried(self) -> bool:
        return self.attempts > 1

    def as_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "threshold": self.threshold,
            "extractor": self.extractor,
            "action": self.action,
            "attempts": self.attempts,
            "chosen": self.chosen,
            "passed": self.passed,
            "rates": self.rates.as_dict(),
            "draft_rates": self.draft_rates.as_dict(),
            "retry_rates": None if self.retry_rates is None else self.retry_rates.as_dict(),
            "appended": self.appended,
            "lost_dates": list(self.lost_dates),
            "retry_error": self.retry_error,
            "seconds": round(self.seconds, 6),
        }

    def to_json(self) -> str:
        return json.dumps(self.as_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> AuditResult:
        data = json.loads(text)
        retry = data.get("retry_rates")
        return cls(
            threshold=float(data["threshold"]),
            rates=Preservation.from_dict(data["rates"]),
            draft_rates=Preservation.from_dict(data["draft_rates"]),
            action=data["action"],
            attempts=int(data["attempts"]),
            chosen=data["chosen"],
            retry_rates=None if retry is None else Preservation.from_dict(retry),
            appended=data.get("appended", ""),
            lost_dates=tuple(data.get("lost_dates", ())),
            retry_error=data.get("retry_error"),
            extractor=data.get("extractor", "heuristic"),
            version=data.get("version", AUDIT_VERSION),
            seconds=float(data.get("seconds", 0.0)),
        )


def _below(m: Measurement, threshold: float) -> bool:
    rate = m.rates.temporal.normalised_rate
    return rate is not None and rate < threshold


def _lost_anchors(source: AuditSource, lost: SourceMentions) -> list[Anchor]:
    spans = {(m.turn_id, m.char_start, m.char_end) for m in lost.temporal}
    return [a for a in source.anchors if (a.turn_id, a.char_start, a.char_end) in spans]


@dataclass(frozen=True, slots=True)
class _Step:
    """The state of the audit after one stage."""

    text: str
    measured: Measurement
    attempts: int = 1
    chosen: Literal["draft", "retry"] = "draft"
    retry_rates: Preservation | None = None
    retry_error: str | None = None


def _retry(
    step: _Step,
    reabstract: Callable[[], str] | None,
    check: Callable[[str], Measurement],
    config: AuditConfig,
) -> _Step:
    """Re-abstract once; keep whichever text keeps more dates (the retry on a tie)."""
    if reabstract is None or not config.retry:
        return step
    try:
        text = reabstract()
    except SwcmemError as exc:  # e.g. the LLM failed: the appended line still repairs it
        return replace(step, retry_error=exc.message)
    second = check(text)
    better = second.rates.temporal.normalised >= step.measured.rates.temporal.normalised
    kept = replace(step, text=text, measured=second, chosen="retry") if better else step
    return replace(kept, attempts=2, retry_rates=second.rates)


def _action(retried: bool, appended: bool) -> Action:
    if retried:
        return "retried+appended" if appended else "retried"
    return "appended" if appended else "none"


def audit_gist(
    source: AuditSource,
    draft: str,
    reabstract: Callable[[], str] | None = None,
    config: AuditConfig = AuditConfig(),
    *,
    analyzer: Analyzer | None = None,
) -> tuple[str, AuditResult]:
    """Audit one gist; returns the text to store and the audit result (see module doc)."""
    started = time.perf_counter()
    nlp = analyzer or get_analyzer(config.extractor)
    mentions = source_mentions(source.turns, source.anchors, nlp)

    def check(text: str) -> Measurement:
        return measure(mentions, gist_view(text, source.reference, nlp))

    step = first = _Step(draft, check(draft))
    if _below(first.measured, config.threshold):
        step = _retry(first, reabstract, check, config)
    lost = step.measured.lost
    appended = ""
    if _below(step.measured, config.threshold) and config.append_dates:
        appended = dates_line(_lost_anchors(source, lost), event_words=config.event_words)
        if appended:
            text = step.text.rstrip() + DATES_SEPARATOR + appended
            step = replace(step, text=text, measured=check(text))
    result = AuditResult(
        threshold=config.threshold,
        rates=step.measured.rates,
        draft_rates=first.measured.rates,
        action=_action(step.attempts > 1, bool(appended)),
        attempts=step.attempts,
        chosen=step.chosen,
        retry_rates=step.retry_rates,
        appended=appended,
        lost_dates=tuple(m.surface for m in lost.temporal),
        retry_error=step.retry_error,
        extractor=nlp.name,
        seconds=time.perf_counter() - started,
    )
    return step.text, result
