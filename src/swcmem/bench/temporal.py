"""The temporal benchmark (issues 3 and 13): extraction recall on oracle evidence, when()
accuracy with its abstentions, lengths, what is not machine-checkable and why, extraction
throughput and query latency.

Gold answers of LoCoMo category-2 questions are read by :func:`swcmem.bench.gold.
gold_interval` against the date of the latest evidence turn, and compared with
:func:`~swcmem.bench.gold.intervals_match`; answers no rule reads are listed by id
(:func:`unparsed_gold`). Nothing of the data's text is written to the result (counts and ids
only).

``when()`` may abstain (no answer when none is likely enough). ``when_top1``/``when_top3``
count an abstention as a miss; ``when_coverage`` is the share of checkable questions answered
and ``when_answered_accuracy`` the top-1 accuracy on those; ``ranked_top1``/``ranked_top3``
score the ranking alone (the best candidates, answered or not). Length questions ("How many
weeks passed between ...", gold "two weeks") are checked apart (``lengths``): an answer is
right within max(3 days, 25 %) of the gold length. Adversarial "when" questions (category 5:
the event belongs to someone else or never happened) should be abstained on
(``unanswerable``).

Oracle extraction recall reads the anchors of a question's evidence turns only. A miss whose
gold date some turn next to the evidence (two either side, same session) gives is counted in
``oracle_misses_gold_in_adjacent_turn``: the event was told over several turns and dated in
another one, or the evidence label is a turn off. A diagnostic, never added to the recall.
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

from swcmem.bench.gold import intervals_match, unparsed_answers
from swcmem.bench.when import Checkable, Outcome, check, checkable_questions, reference, summary
from swcmem.model import Anchor, Conversation, Dataset, QAItem
from swcmem.search.embed import shared_minilm
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
    """One checkable date question's extraction outcome."""

    conversation: str
    index: int
    gold: Interval
    oracle: bool
    oracle_explicit: bool
    duckling_raw: bool | None
    adjacent: bool = False  # missed, but a turn next to the evidence gives the gold


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
    other processes are out of the way), and the process's CPU time on the second ask (every
    thread: the question is encoded on a worker thread)."""

    cold: list[float] = field(default_factory=list)
    warm: list[float] = field(default_factory=list)
    best: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def measure(self, index: TemporalIndex, conversation_id: str, question: str, k: int) -> None:
        times = []
        for i in range(4):
            start, cpu = time.perf_counter(), time.process_time()
            index.ask(conversation_id, question, k=k)
            times.append((time.perf_counter() - start) * 1000)
            if i == 1:
                self.cpu.append((time.process_time() - cpu) * 1000)
        self.cold.append(times[0])
        self.warm.append(times[1])
        self.best.append(min(times[1:]))


def evaluate(
    store: Store,
    dataset: Dataset,
    k: int = 3,
    progress: Progress | None = None,
    dense: bool = True,
) -> tuple[list[Checked], list[Outcome], Counter[str], Latency]:
    """Check every category-2 question (and category-5 "when" questions); returns extraction
    outcomes, when() outcomes, non-checkable reasons and query times."""
    index = TemporalIndex(store, dense=dense)
    items, reasons = checkable_questions(dataset)
    convs = {c.id: c for c in dataset.conversations}
    checked: list[Checked] = []
    outcomes: list[Outcome] = []
    latency = Latency()
    for item in items:
        if progress:
            progress(1)
        latency.measure(index, item.conversation, item.question, k)
        outcomes.append(check(index, item, k))
        if item.gold is not None:
            checked.append(_extraction(index, convs[item.conversation], dataset, item))
    if progress:
        progress(sum(reasons.values()))
    return checked, outcomes, reasons, latency


def _extraction(
    index: TemporalIndex, conv: Conversation, dataset: Dataset, item: Checkable
) -> Checked:
    assert item.gold is not None
    qa = dataset.questions(conv.id)[item.index]
    evidence = index.anchors(conv.id, qa.evidence)
    oracle = _matches(item.gold, evidence)
    return Checked(
        conversation=conv.id,
        index=item.index,
        gold=item.gold,
        oracle=oracle,
        oracle_explicit=_matches(item.gold, [a for a in evidence if not a.implicit]),
        duckling_raw=_duckling_raw(conv, qa, item.gold),
        adjacent=not oracle
        and _matches(item.gold, index.anchors(conv.id, adjacent_turns(conv, qa.evidence))),
    )


def adjacent_turns(conv: Conversation, evidence: Sequence[str], reach: int = 2) -> list[str]:
    """The turns up to ``reach`` before or after an evidence turn in its session, not evidence
    themselves: where the date of an event told over several turns often is ("We went
    sailing last Saturday." … "It was so windy!"), and where an evidence label one turn off
    points."""
    turns = conv.turns
    at = {t.id: i for i, t in enumerate(turns)}
    near: dict[str, None] = {}
    for e in evidence:
        i = at.get(e)
        if i is None:
            continue
        for t in turns[max(0, i - reach) : i + reach + 1]:
            if t.session_idx == turns[i].session_idx and t.id not in evidence:
                near[t.id] = None
    return list(near)


def unparsed_gold(dataset: Dataset) -> list[tuple[str, str]]:
    """(question id, gold answer) of each category-2 answer the gold matcher cannot read."""
    return [
        (f"{conv.id}#{i}", qa.answer)
        for conv in dataset.conversations
        for i, qa in enumerate(dataset.questions(conv.id))
        if qa.category == 2 and unparsed_answers([(qa.answer, reference(conv, qa))])
    ]


def _kernels() -> str | None:
    """Which kernels the process's MiniLM ran on ("int8" or "float")."""
    model = shared_minilm()
    return None if model is None else model.kernels


def _share(values: Sequence[bool]) -> float:
    return round(sum(values) / len(values), 4) if values else 0.0


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


def run(
    dataset: Dataset, *, k: int = 3, progress: Progress | None = None, dense: bool = True
) -> dict[str, Any]:
    """The whole benchmark over ``dataset`` (ingested into a throwaway store). ``dense``
    False measures the scorer without MiniLM (as where the onnx extra is missing)."""
    convs = dataset.conversations
    speed = throughput(convs)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.db")
        start = time.perf_counter()
        for conv in convs:
            ingest_conversation(store, conv)
        ingest_s = time.perf_counter() - start
        embed_s, embedded = prepare(store, convs, dense)
        checked, outcomes, reasons, latency = evaluate(store, dataset, k, progress, dense)
        store.close()
    raw = [c.duckling_raw for c in checked if c.duckling_raw is not None]
    when = summary(outcomes)
    misses = when.pop("misses")
    assert isinstance(misses, dict)
    return {
        "backend": extract.BACKEND,
        "scorer": "minilm" if dense and embedded is not None else "lexical",
        "minilm_kernels": _kernels() if dense and embedded is not None else None,
        "measured_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "conversations": [c.id for c in convs],
        "questions_category_2": len(checked) + sum(reasons.values()) + when_lengths(when),
        "checkable": len(checked),
        "not_checkable": dict(sorted(reasons.items())),
        "oracle_extraction_recall": _share([c.oracle for c in checked]),
        "oracle_extraction_recall_explicit_only": _share([c.oracle_explicit for c in checked]),
        "oracle_extraction_recall_duckling_raw": _share(raw) if raw else None,
        "oracle_misses_gold_in_adjacent_turn": sum(c.adjacent for c in checked),
        **when,
        "k": k,
        "turns_per_second": speed["turns_per_second"],
        "extraction": speed,
        "ingest_seconds": round(ingest_s, 3),
        "embed_seconds": round(embed_s, 3),
        "embedded_texts": embedded,
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
            "oracle_gold_in_adjacent_turn": [
                f"{c.conversation}#{c.index}" for c in checked if c.adjacent
            ],
            **misses,
        },
    }


def when_lengths(when: dict[str, Any]) -> int:
    lengths = when["lengths"]
    return int(lengths["questions"]) if isinstance(lengths, dict) else 0


def prepare(store: Store, convs: Sequence[Conversation], dense: bool) -> tuple[float, int | None]:
    """Embed every conversation's texts before timing queries (an ingest-side cost, reported
    apart); ``None`` texts when the scorer runs without MiniLM."""
    index = TemporalIndex(store, dense=dense)
    if index.vectors is None:
        return 0.0, None
    start = time.perf_counter()
    embedded = sum(index.prepare(c.id) for c in convs)
    return time.perf_counter() - start, embedded
