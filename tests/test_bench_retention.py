"""The retention benchmark on conversations of our own: one n, typed report and its JSON, the
Markdown rendered from it, and rows that do not depend on what else is in the store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench_data import CHOIR_QUESTIONS, choir, workshop
from swcmem.bench.retention import RetentionConfig, RunResult, question_key, run, unique_questions
from swcmem.bench.retention_file import benchmark
from swcmem.bench.retention_report import METRICS, RetentionReport
from swcmem.bench.retention_tables import (
    README_END,
    README_START,
    readme_block,
    readme_block_in,
    replace_readme_block,
    results_markdown,
)
from swcmem.context import StrategyEnv, available_strategies, get_strategy
from swcmem.errors import InputError
from swcmem.ingest import load_dataset
from swcmem.model import Dataset, QAItem
from swcmem.store import Store
from swcmem.store.conversations import load_conversation
from swcmem.temporal.ingest import ingest_dataset, ingest_path

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "garden_club.json"
BUDGET = 300
SOME = (
    "full",
    "full-dated",
    "truncation",
    "retrieval",
    "swc-anchored",
    "swc-anchored-no-timeline",
    "swc-adaptive",
    "swc-adaptive-no-ranker",
)


def write(tmp_path: Path, name: str, samples: list[dict[str, object]]) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(samples))
    return path


@pytest.fixture(scope="module")
def measured(tmp_path_factory: pytest.TempPathFactory) -> tuple[RunResult, RetentionReport]:
    tmp = tmp_path_factory.mktemp("retention")
    data = write(tmp, "choir.json", [choir(), workshop()])
    config = RetentionConfig(budget=BUDGET, strategies=SOME)
    done = benchmark(data, config)
    return done.run, done.report


def test_duplicates_are_counted_once() -> None:
    items = [
        QAItem("When did Ana move?", "May", 2),
        QAItem("  when did ANA  move? ", "June", 2),  # the same question
        QAItem("When did Ana move", "May", 2),  # not the same (no question mark)
        QAItem("Who is Ana?", "a friend", 5),  # not a category asked for
    ]
    kept, repeats = unique_questions(items, (1, 2, 3, 4))
    assert [q.answer for q in kept] == ["May", "May"] and repeats == 1
    assert question_key(" A  b? ") == question_key("a B?")


def test_one_n_everywhere(measured: tuple[RunResult, RetentionReport]) -> None:
    result, report = measured
    unique = len(CHOIR_QUESTIONS) - 1 + 2  # one repeat; the workshop's two questions
    assert report.n_questions == unique and report.duplicates == 1
    assert report.conversations == {"choir-1": len(CHOIR_QUESTIONS) - 1, "workshop-1": 2}
    assert len(result.items) == unique * len(SOME)
    for s in report.strategies.values():
        assert s.metrics["answer_support"]["all"].n == unique
        assert s.metrics["answer_support_dated"]["all"].n == unique
        recall_n = unique - report.evidence.questions_without_evidence
        assert s.metrics["evidence_turn_recall"]["all"].n == recall_n
    assert report.evidence.questions_without_evidence == 1
    assert report.evidence.evidence_missing == 2  # "D0:0" and "D99:9"
    payload = report.as_json()
    assert payload["n_questions"] == unique
    assert sum(payload["questions_per_conversation"].values()) == unique


def test_report_json_shape_and_round_trip(measured: tuple[RunResult, RetentionReport]) -> None:
    _, report = measured
    payload = json.loads(json.dumps(report.as_json()))
    assert list(payload["strategies"]) == list(SOME)  # full first, then in the order asked
    for s in payload["strategies"].values():
        for metric in METRICS:
            for key in ("all", "1", "2", "3", "4"):
                cell = s[metric][key]
                assert set(cell) == {"mean", "ci", "ci_cluster", "n"}
                assert cell["ci"][0] <= cell["mean"] <= cell["ci"][1]
                assert cell["ci_cluster"][0] <= cell["mean"] <= cell["ci_cluster"][1]
            spread = s["per_conversation"][metric]
            assert set(spread["values"]) <= {"choir-1", "workshop-1"}
            assert spread["min"] <= s[metric]["all"]["mean"] <= spread["max"]
        assert set(s["tokens"]) == {"mean", "max"}
    assert payload["strategies"]["full"]["evidence_turn_recall"]["all"]["mean"] == 1.0
    for name in SOME[2:]:
        assert payload["strategies"][name]["tokens"]["max"] <= BUDGET
    assert RetentionReport.from_json(payload) == report


def test_comparisons_are_paired_with_both_cis(measured: tuple[RunResult, RetentionReport]) -> None:
    _, report = measured
    done = {(c.spec.a, c.spec.b, c.spec.metric, c.spec.categories) for c in report.comparisons}
    assert ("swc-anchored", "truncation", "answer_support", (1, 2, 3, 4)) in done
    assert ("swc-adaptive", "full", "answer_support", (1, 2, 3, 4)) in done
    assert not any("swc-full" in key for key in done)  # not measured here: left out
    for c in report.comparisons:
        assert c.n > 0
        if c.spec.kind == "delta":
            assert c.value == pytest.approx(c.a_mean - c.b_mean)
        elif c.b_mean:
            assert c.value == pytest.approx(c.a_mean / c.b_mean)


def test_markdown_is_rendered_from_the_report(measured: tuple[RunResult, RetentionReport]) -> None:
    _, report = measured
    block = readme_block(report)
    assert f"n = {report.n_questions} unique questions" in block
    for name in SOME:
        assert f"| {name} |" in block
    readme = f"# Title\n\ntext\n{README_START}\nold table\n{README_END}\nmore\n"
    updated = replace_readme_block(readme, report)
    assert readme_block_in(updated) == block
    assert updated.startswith("# Title\n\ntext\n") and updated.endswith(f"{README_END}\nmore\n")
    page = results_markdown(report)
    assert "## answer support (dated)" in page and "## Paired comparisons" in page
    with pytest.raises(InputError, match="markers"):
        readme_block_in("no markers here")


def test_committed_readme_table_equals_the_committed_json() -> None:
    results = REPO / "benchmarks" / "retention" / "results.json"
    report = RetentionReport.from_json(json.loads(results.read_text()))
    readme = (REPO / "README.md").read_text()
    assert readme_block_in(readme) == readme_block(report)
    page = (REPO / "benchmarks" / "retention" / "results.md").read_text()
    assert page == results_markdown(report)


QUESTIONS = [
    "When was the spring concert?",
    "What is the name of Ilya's dinghy?",
    "Who conducts the harbour choir?",
    "Would Rosa enjoy a sailing holiday?",
]


def _contexts(store: Store, conv_id: str) -> dict[tuple[str, str], tuple[str, int]]:
    conv = load_conversation(store, conv_id)
    env = StrategyEnv(store)
    out: dict[tuple[str, str], tuple[str, int]] = {}
    for name in available_strategies():
        strategy = get_strategy(name, env)
        for q in QUESTIONS:
            ctx = strategy.build(conv, None if name.startswith("full") else BUDGET, q)
            out[(name, q)] = (ctx.text, ctx.tokens)
    return out


def test_rows_do_not_depend_on_what_else_is_stored(tmp_path: Path) -> None:
    data = load_dataset(write(tmp_path, "choir.json", [choir()]))
    others = write(tmp_path, "others.json", [workshop(), choir("choir-copy")])
    alone, crowded = Store(tmp_path / "alone.db"), Store(tmp_path / "crowded.db")
    with alone, crowded:
        ingest_dataset(alone, data)
        ingest_path(crowded, others)  # before ...
        ingest_dataset(crowded, data)
        ingest_path(crowded, EXAMPLE)  # ... and after
        assert _contexts(alone, "choir-1") == _contexts(crowded, "choir-1")
        config = RetentionConfig(budget=BUDGET)
        rows = []
        for store in (alone, crowded):
            dataset = Dataset((load_conversation(store, "choir-1"),), data.qa)
            rows.append(run(store, dataset, config).items)
        assert rows[0] == rows[1]
        assert {r.strategy for r in rows[0]} == set(available_strategies())


@pytest.mark.locomo
def test_locomo_rows_do_not_depend_on_what_else_is_stored(
    locomo_path: Path, tmp_path: Path
) -> None:
    data = load_dataset(locomo_path)
    target, other = data.conversations[1].id, data.conversations[0].id
    questions = {target: data.questions(target)[:40]}
    rows = []
    for name, before, after in (("alone", set(), set()), ("crowded", {other}, {"garden"})):
        with Store(tmp_path / f"{name}.db") as store:
            if before:
                ingest_dataset(store, data, only=before)
            ingest_dataset(store, data, only={target})
            if after:
                ingest_path(store, EXAMPLE)
            dataset = Dataset((load_conversation(store, target),), questions)
            rows.append(run(store, dataset, RetentionConfig(budget=4000)).items)
    assert rows[0] == rows[1]
    assert len(rows[0]) >= 20 * len(available_strategies())
