"""The router benchmark: confusion matrix and per-type scores, on hand-made and LoCoMo data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fixtures.data import mini_locomo
from swcmem.bench.router import LABELS, Prediction, confusion, markdown, per_type, run
from swcmem.cli.main import run as cli


def _p(gold: str, predicted: str) -> Prediction:
    return Prediction("c", "q", 0, gold, predicted, ())


def test_per_type_scores_from_a_hand_made_matrix() -> None:
    preds = [_p("temporal", "temporal")] * 3 + [_p("temporal", "single-hop")]
    preds += [_p("single-hop", "temporal"), _p("single-hop", "single-hop")]
    matrix = confusion(preds)
    assert matrix["temporal"]["temporal"] == 3 and matrix["single-hop"]["temporal"] == 1
    assert set(matrix) == set(LABELS)
    scores = per_type(matrix)
    assert scores["temporal"]["precision"] == 0.75
    assert scores["temporal"]["recall"] == 0.75
    assert scores["single-hop"]["f1"] == pytest.approx(0.5)
    assert scores["open-domain"]["f1"] == 0.0 and scores["open-domain"]["support"] == 0


def test_cli_writes_json_and_markdown(tmp_path: Path) -> None:
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(mini_locomo()))
    out, md = tmp_path / "r.json", tmp_path / "r.md"
    assert (
        cli(["bench", "router", "--data", str(data), "--json", str(out), "--markdown", str(md)])
        == 0
    )
    result = json.loads(out.read_text())
    assert result["n"] == 3
    assert result["confusion"]["temporal"]["temporal"] == 1  # "When did Ben run ...?"
    assert result["per_type"]["temporal"]["f1"] == 1.0
    assert "| temporal |" in md.read_text()
    assert markdown(result).startswith("# Router benchmark")


@pytest.mark.locomo
def test_temporal_f1_on_locomo(locomo_path: Path) -> None:
    result = run(locomo_path)
    assert result["per_type_categories_1_4"]["temporal"]["f1"] >= 0.90
    assert result["per_type"]["temporal"]["f1"] >= 0.85
    total = sum(sum(row.values()) for row in result["confusion"].values())
    assert total == result["n"]


def test_cli_llm_classifier_uses_the_configured_cache_and_tries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--llm goes through the CLI settings ($SWCMEM_CACHE, the config file), like `eval`."""
    from swcmem.llm.local import free_port

    config, cache = tmp_path / "config.toml", tmp_path / "llm.sqlite"
    config.write_text("[llm]\nmax_tries = 1\ntimeout_s = 5\n")
    monkeypatch.setenv("SWCMEM_CONFIG", str(config))
    monkeypatch.setenv("SWCMEM_CACHE", str(cache))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))  # where it went before
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(mini_locomo()))
    down = f"openai-compatible:http://127.0.0.1:{free_port()}/v1#m"  # nothing listens there
    assert cli(["bench", "router", "--data", str(data), "--llm", down]) == 2
    assert cache.is_file()  # the failed call was logged in the configured cache
