"""The temporal benchmark (issue 3): extraction recall on oracle evidence, when() accuracy,
what is not machine-checkable and why, extraction throughput and query latency.

Gold answers of LoCoMo category-2 questions are read by :func:`swcmem.bench.gold.
gold_interval` against the date of the latest evidence turn, and compared with
:func:`~swcmem.bench.gold.intervals_match`; answers no rule reads are listed by id
(:func:`unparsed_gold`). Nothing of the data's text is written to the result (counts and ids
only).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from swcmem.bench.gold import classify_gold, gold_interval, intervals_match, unparsed_answers
from swcmem.model import Anchor, Conversation, Dataset, QAItem
from swcmem.store.db import Store
from swcmem.temporal import duck, extract
from swcmem.temporal.calendar import Interval
from swcmem.temporal.cues import has_cue
from swcmem.temporal.extract import extract_anchors
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class Checked:
    """One checkable question's outcome."""

    conversation: str
    index: int
    gold: Interval
    oracle: bool
    oracle_explicit: bool
    top1: bool
    top3: bool
    duckling_raw: bool | None


def _reference(conv: Conversation, qa: QAItem) -> datetime | None:
    turns = conv.turn_map()
    times = [t.at for e in qa.evidence if (t := turns.get(e)) is not None and t.at is not None]
    return max(times) if times else None


def _matches(gold: Interval, anchors: Sequence[Anchor]) -> bool:
    return any(
        a.start is not None and a.end is not None and intervals_match(gold, (a.start, a.end))
        for a in anchors
    )


def _duckling_raw(conv: Conversation, qa: QAItem, gold: Interval) -> bool | None:
    """Duckling alone (no rules, no corrections) on the evidence turns."""
    if not duck.AVAILABLE:
        return None
    turns = conv.turn_map()
    for e in qa.evidence:
        t = turns.get(e)
        if t is None or t.at is None:
            continue
        for entity in duck._parse(t.text, t.at):
            if entity.get("dim") != "time":
                continue
            resolved = duck._time_interval(entity.get("value") or {})
            if resolved and intervals_match(gold, resolved[0]):
                return True
    return False


def throughput(convs: Sequence[Conversation]) -> dict[str, Any]:
    """Extraction over every turn (cue prefilter on): turns/s and counts."""
    turns = [t for c in convs for t in c.turns]
    extract_anchors("warm-up: Duckling's time zones load once, last Friday", None)
    start, cpu = time.perf_counter(), time.thread_time()
    anchors = sum(len(extract_anchors(t.text, t.at)) for t in turns)
    elapsed, cpu_s = time.perf_counter() - start, time.thread_time() - cpu
    cued = sum(1 for t in turns if has_cue(t.text))
    return {
        "turns": len(turns),
        "turns_with_cue": cued,
        "explicit_anchors": anchors,
        "seconds": round(elapsed, 3),
        "turns_per_second": round(len(turns) / elapsed, 1) if elapsed else None,
        "cpu_seconds": round(cpu_s, 3),
        "turns_per_cpu_second": round(len(turns) / cpu_s, 1) if cpu_s else None,
    }


@dataclass
class Latency:
    """Query times in ms per question: wall clock of the first (cold) ask, of the second ask
    (warm, single shot), the best of three warm asks (what the query costs once the machine's
    other processes are out of the way), and the thread's CPU time on the second ask."""

    cold: list[float] = field(default_factory=list)
    warm: list[float] = field(default_factory=list)
    best: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def measure(self, index: TemporalIndex, conversation_id: str, question: str, k: int) -> None:
        times = []
        for i in range(4):
            start, cpu = time.perf_counter(), time.thread_time()
            index.when(conversation_id, question, k=k)
            times.append((time.perf_counter() - start) * 1000)
            if i == 1:
                self.cpu.append((time.thread_time() - cpu) * 1000)
        self.cold.append(times[0])
        self.warm.append(times[1])
        self.best.append(min(times[1:]))


def evaluate(
    store: Store, dataset: Dataset, k: int = 3, progress: Progress | None = None
) -> tuple[list[Checked], Counter[str], Latency]:
    """Check every category-2 question; returns outcomes, non-checkable reasons, query ms."""
    index = TemporalIndex(store)
    checked: list[Checked] = []
    reasons: Counter[str] = Counter()
    latency = Latency()
    for conv in dataset.conversations:
        for i, qa in enumerate(dataset.questions(conv.id)):
            if qa.category != 2:
                continue
            if progress:
                progress(1)
            ref = _reference(conv, qa)
            reason = classify_gold(qa.answer, ref)
            gold = gold_interval(qa.answer, ref)
            if gold is None:
                reasons[reason] += 1
                continue
            latency.measure(index, conv.id, qa.question, k)
            answers = index.when(conv.id, qa.question, k=k)
            spans = [(a.start, a.end) for a in answers if a.start and a.end]
            hits = [intervals_match(gold, s) for s in spans]
            evidence = index.anchors(conv.id, qa.evidence)
            checked.append(
                Checked(
                    conversation=conv.id,
                    index=i,
                    gold=gold,
                    oracle=_matches(gold, evidence),
                    oracle_explicit=_matches(gold, [a for a in evidence if not a.implicit]),
                    top1=bool(hits[:1] and hits[0]),
                    top3=any(hits[:3]),
                    duckling_raw=_duckling_raw(conv, qa, gold),
                )
            )
    return checked, reasons, latency


def unparsed_gold(dataset: Dataset) -> list[tuple[str, str]]:
    """(question id, gold answer) of each category-2 answer the gold matcher cannot read."""
    return [
        (f"{conv.id}#{i}", qa.answer)
        for conv in dataset.conversations
        for i, qa in enumerate(dataset.questions(conv.id))
        if qa.category == 2 and unparsed_answers([(qa.answer, _reference(conv, qa))])
    ]


def _share(values: Sequence[bool]) -> float:
    return round(sum(values) / len(values), 4) if values else 0.0


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


def run(dataset: Dataset, *, k: int = 3, progress: Progress | None = None) -> dict[str, Any]:
    """The whole benchmark over ``dataset`` (ingested into a throwaway store)."""
    convs = dataset.conversations
    speed = throughput(convs)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.db")
        start = time.perf_counter()
        for conv in convs:
            ingest_conversation(store, conv)
        ingest_s = time.perf_counter() - start
        checked, reasons, latency = evaluate(store, dataset, k, progress)
        store.close()
    raw = [c.duckling_raw for c in checked if c.duckling_raw is not None]
    return {
        "backend": extract.BACKEND,
        "measured_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "conversations": [c.id for c in convs],
        "questions_category_2": len(checked) + sum(reasons.values()),
        "checkable": len(checked),
        "not_checkable": dict(sorted(reasons.items())),
        "oracle_extraction_recall": _share([c.oracle for c in checked]),
        "oracle_extraction_recall_explicit_only": _share([c.oracle_explicit for c in checked]),
        "oracle_extraction_recall_duckling_raw": _share(raw) if raw else None,
        "when_top1": _share([c.top1 for c in checked]),
        "when_top3": _share([c.top3 for c in checked]),
        "k": k,
        "turns_per_second": speed["turns_per_second"],
        "extraction": speed,
        "ingest_seconds": round(ingest_s, 3),
        "query_ms_p50": _percentile(latency.best, 0.5),
        "query_ms_p95": _percentile(latency.best, 0.95),
        "query_ms_mean": round(statistics.fmean(latency.best), 3) if latency.best else 0.0,
        "query_ms_single_p50": _percentile(latency.warm, 0.5),
        "query_ms_single_p95": _percentile(latency.warm, 0.95),
        "query_ms_cold_p50": _percentile(latency.cold, 0.5),
        "query_ms_cold_p95": _percentile(latency.cold, 0.95),
        "query_cpu_ms_p50": _percentile(latency.cpu, 0.5),
        "query_cpu_ms_p95": _percentile(latency.cpu, 0.95),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "cpu_count": os.cpu_count(),
        "unparsed_gold": [qid for qid, _ in unparsed_gold(dataset)],
        "misses": {
            "oracle": [f"{c.conversation}#{c.index}" for c in checked if not c.oracle],
            "when_top3": [f"{c.conversation}#{c.index}" for c in checked if not c.top3],
        },
    }
