"""Scoring stored answers: matched sets, category 5 apart, unparseable verdicts, reports."""

from __future__ import annotations

import json
from pathlib import Path

from swcmem.eval import plots, report
from swcmem.eval.harness import rerender
from swcmem.eval.questions import EvalItem
from swcmem.eval.results import score, summarize
from swcmem.eval.runner import EvalConfig, Runner, answer_setting, llm_identity
from swcmem.eval.schema import EvalResults, Excluded, FailedAnswers, RunConfig
from swcmem.store import Store, evals

ITEMS = [
    EvalItem("c1", 0, 2, "When did Lena build her kite?", "3 March 2024"),
    EvalItem("c1", 1, 4, "What colour is the kite?", "red"),
    EvalItem("c1", 2, 5, "Where did Lena move?", "Not mentioned in the conversation"),
    EvalItem("c2", 0, 2, "When was the festival?", "16 March 2024"),
]


def _answer(cond: str, item: EvalItem, text: str | None) -> evals.AnswerRow:
    return evals.AnswerRow(
        "s",
        cond,
        item.conversation_id,
        item.qa_idx,
        item.category,
        item.question,
        item.gold,
        context_tokens=100 if cond == "a" else 50,
        answer=text,
    )


def _verdicts(cond: str, item: EvalItem, text: str, strict: int | None) -> list[evals.VerdictRow]:
    h = evals.text_hash(text)
    return [
        evals.VerdictRow(
            "s", cond, item.conversation_id, item.qa_idx, "strict", "j", h, strict, "x"
        ),
        evals.VerdictRow("s", cond, item.conversation_id, item.qa_idx, "lenient", "j", h, 1, "YES"),
    ]


def _data() -> tuple[list[evals.AnswerRow], list[evals.VerdictRow]]:
    answers, verdicts = [], []
    texts = {
        "a": ["3 March 2024", "red", "Not mentioned", "16 March 2024"],
        "b": ["March 2024", "blue", "Porto", None],
    }
    strict = {"a": [1, 1, 1, 1], "b": [0, None, 0, 0]}
    for cond in ("a", "b"):
        for item, text, v in zip(ITEMS, texts[cond], strict[cond], strict=True):
            answers.append(_answer(cond, item, text))
            if text is not None:
                verdicts += _verdicts(cond, item, text, v)
    return answers, verdicts


def test_matched_set_and_category_5_apart() -> None:
    answers, verdicts = _data()
    scored, left_out = score(ITEMS, ["a", "b"], answers, verdicts)
    # c2/0 failed under "b": left out of every condition
    assert set(scored["a"]) == set(scored["b"]) == {("c1", 0), ("c1", 1), ("c1", 2)}
    assert left_out.unmatched_questions == 1
    assert left_out.unparseable_verdicts["b"]["strict"] == 1
    assert left_out.failed_answers == {"b": FailedAnswers(1, None)}
    out = summarize(scored, ["a", "b"], reference="b")
    a, b = out.conditions["a"], out.conditions["b"]
    assert a.estimate("judge_strict", "all").n == 2  # categories 1–4 only
    assert a.estimate("judge_strict", "5").n == 1
    assert a.estimate("judge_strict", "all").mean == 1.0
    assert b.estimate("judge_strict", "all").mean == 0.0  # unparseable scored NO
    assert a.estimate("f1", "5").mean == 1.0 and b.estimate("f1", "5").mean == 0.0
    assert a.tokens_per_question == 100 and b.tokens_per_question == 50
    delta = next(p for p in out.paired if (p.metric, p.category) == ("judge_strict", "all"))
    assert (delta.a, delta.b) == ("a", "b") and delta.delta.mean == 1.0
    assert out.category2_deltas["c1"]["a"]["judge_strict"].mean == 1.0


def test_a_changed_answer_is_not_matched_with_an_old_verdict() -> None:
    answers, verdicts = _data()
    answers = [
        a
        if (a.condition, a.qa_idx, a.conversation_id) != ("a", 1, "c1")
        else _answer("a", ITEMS[1], "crimson")
        for a in answers
    ]
    scored, _ = score(ITEMS, ["a", "b"], answers, verdicts)
    assert ("c1", 1) not in scored["a"]


def test_without_a_judge_only_f1() -> None:
    answers, _ = _data()
    scored, _ = score(ITEMS, ["a", "b"], answers, None)
    out = summarize(scored, ["a", "b"])
    assert out.metrics == ("f1",)


def test_store_round_trip_and_retry_replaces(store: Store) -> None:
    row = _answer("a", ITEMS[0], None)
    evals.save_answer(store, row)
    assert evals.load_answers(store, "s", ["a"])[0].answer is None
    evals.save_answer(store, _answer("a", ITEMS[0], "3 March 2024"))
    rows = evals.load_answers(store, "s", ["a"])
    assert len(rows) == 1 and rows[0].answer == "3 March 2024"
    for v in _verdicts("a", ITEMS[0], "3 March 2024", 1):
        evals.save_verdict(store, v)
    assert {v.judge for v in evals.load_verdicts(store, "s", "j")} == {"strict", "lenient"}
    assert evals.load_verdicts(store, "s", "other") == []


def test_report_and_plots(tmp_path: Path) -> None:
    answers, verdicts = _data()
    scored, left_out = score(ITEMS, ["a", "b"], answers, verdicts)
    results = EvalResults(
        RunConfig(data="x.json", conversations=("c1", "c2"), budget=4000),
        summarize(scored, ["a", "b"], reference="b"),
        Excluded(image_questions=3, image_keywords=("photo",), left_out=left_out),
    )
    text = report.render(results)
    assert "## Aggregate (categories 1–4)" in text
    assert "| a | 1.000 [1.000, 1.000]" in text
    assert "image questions removed: 3" in text
    as_json = json.loads(json.dumps(results.to_dict()))
    assert EvalResults.from_dict(as_json).to_dict() == as_json  # results.json round-trips
    assert as_json["conditions"]["a"]["judge_strict"]["all"]["n"] == 2  # the old layout
    (tmp_path / "results.json").write_text(json.dumps(as_json))
    written = rerender(tmp_path)
    assert (tmp_path / "report.md").read_text() == text
    pngs = [p for p in written if p.suffix == ".png"]
    assert len(pngs) == 4 and all(p.stat().st_size > 1000 for p in pngs)
    assert plots.draw_all(results, tmp_path / "again")


def test_results_are_keyed_by_the_model_identity_not_the_address() -> None:
    class Backend:
        identity = "openai-compatible:smollm2"

    class Client:
        spec = "openai-compatible:http://127.0.0.1:1234/v1#smollm2"
        backend = Backend()

    class Bare:
        spec = "scripted:x"

    assert llm_identity(Client()) == "openai-compatible:smollm2"  # type: ignore[arg-type]
    assert llm_identity(Bare()) == "scripted:x"  # type: ignore[arg-type]
    config = EvalConfig(conditions=("truncation",))
    assert answer_setting(config, "a") != answer_setting(EvalConfig(("truncation",), budget=1), "a")


def test_a_restarted_gist_server_on_another_port_keeps_the_stored_answers(tmp_path: Path) -> None:
    class Backend:
        identity = "openai-compatible:smollm2"

    class Client:
        backend = Backend()

        def __init__(self, port: int) -> None:
            self.spec = f"openai-compatible:http://127.0.0.1:{port}/v1#smollm2"

    def setting(port: int) -> str:
        gist = Client(port)
        config = EvalConfig(("truncation",), strategy_options={"gister": "llm"}, gist_llm=gist.spec)
        with Store(tmp_path / "e.db") as store:
            return Runner(store, config, Client(1), gist_llm=gist).setting  # type: ignore[arg-type]

    assert setting(8080) == setting(9090)
