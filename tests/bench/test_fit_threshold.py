"""The abstention threshold fitted by benchmarks/temporal/fit_when.py keeps what it promises:
at least ``keep`` of the fitting data's right first answers stay answered."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "temporal" / "fit_when.py"


def _fit_when() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_when_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    "probabilities",
    [
        [0.0838, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95],  # 0.0838 would round up to 0.084
        [0.1356] + [0.5] * 60,
        [0.9999, 0.99995],
    ],
)
def test_the_threshold_keeps_the_answer_it_is_drawn_from(probabilities: list[float]) -> None:
    fit = _fit_when()
    results = [fit.Outcome(True, True, p, True) for p in probabilities]
    results.append(fit.Outcome(False, False, 0.01, True))  # a wrong answer does not count
    threshold = fit.threshold_for(results, keep=0.98)
    chosen = sorted(probabilities)[int(0.02 * len(probabilities))]
    assert threshold <= chosen < threshold + 0.001  # three decimals, rounded down
    assert all(p >= threshold for p in probabilities if p >= chosen)
