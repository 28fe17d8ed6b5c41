"""`swcmem eval` end to end against the real local llama.cpp server (SmolLM2-135M).

The answers and verdicts of a 135M model are poor; what is tested is the plumbing: a run
killed midway resumes without redoing stored work, the finished run reruns with zero new
LLM calls, and the report, CIs and plots come out.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from eval_data import kite_club

CONDITIONS = ("truncation", "retrieval")
LIMIT = 4


def _stored_answers(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as conn:
            row = conn.execute("SELECT count(*) FROM eval_answers WHERE answer IS NOT NULL")
            return int(row.fetchone()[0])
    except sqlite3.OperationalError:  # schema not there yet / busy
        return 0


def _eval(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "swcmem", "eval", *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _finish(proc: subprocess.Popen[bytes]) -> None:
    _, err = proc.communicate(timeout=900)
    assert proc.returncode == 0, err.decode()[-2000:]


@pytest.mark.llm
def test_eval_resumes_after_a_kill_and_reruns_free(llama_server: Any, tmp_path: Path) -> None:
    data = tmp_path / "kite.json"
    data.write_text(json.dumps(kite_club()))
    db, out = tmp_path / "eval.db", tmp_path / "out"
    env = {**os.environ, "SWCMEM_CACHE": str(tmp_path / "llm.sqlite"), "SWCMEM_DB": str(db)}
    spec = llama_server.spec
    args = [
        "--data", str(data), "--conditions", ",".join(CONDITIONS),
        "--answer-llm", spec, "--judge-llm", spec, "--budget", "300",
        "--limit", str(LIMIT), "--concurrency", "1", "--out", str(out),
    ]  # fmt: skip
    total = LIMIT * len(CONDITIONS)

    # 1. kill the first run as soon as something is stored
    proc = _eval(args, env)
    deadline = time.monotonic() + 600
    while _stored_answers(db) < 1 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    kept = _stored_answers(db)
    assert 1 <= kept < total, "the run should have been killed midway"
    assert not (out / "results.json").exists()

    # 2. resume: stored answers are reused, the rest is answered, everything is judged
    _finish(_eval(args, env))
    results = json.loads((out / "results.json").read_text())
    counts = results["cost"]["counts"]
    assert counts["reused"] == kept
    assert counts["answered"] + counts["reused"] == total
    assert results["matched_n"] == LIMIT
    for name in CONDITIONS:
        block = results["conditions"][name]
        for metric in ("judge_strict", "judge_lenient", "f1"):
            est = block[metric]["all"]
            assert est["n"] == LIMIT
            assert est["ci"][0] <= est["mean"] <= est["ci"][1]
        assert 0 < block["tokens_per_question"] <= 300
    assert results["paired"] and results["excluded"]["image_questions"] == 1
    assert (out / "report.md").read_text().startswith("# QA evaluation")
    assert len(list(out.glob("*.png"))) == 4

    # 3. rerun: nothing new reaches the model
    _finish(_eval(args, env))
    again = json.loads((out / "results.json").read_text())
    assert again["cost"]["new_model_calls"] == 0
    assert again["cost"]["counts"]["reused"] == total
    assert again["cost"]["counts"]["judged_reused"] == 2 * total
    assert again["conditions"] == results["conditions"]
