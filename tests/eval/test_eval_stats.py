"""Bootstrap CIs and paired deltas on hand-made data."""

from __future__ import annotations

import math

import numpy as np
import pytest

from swcmem.eval.stats import bootstrap, paired_delta


def test_bootstrap_ci_covers_the_known_mean() -> None:
    rng = np.random.default_rng(7)
    values = (rng.random(400) < 0.3).astype(float).tolist()  # Bernoulli(0.3)
    est = bootstrap(values)
    assert est.n == 400
    assert est.ci[0] < 0.3 < est.ci[1]
    assert est.ci[0] <= est.mean <= est.ci[1]
    assert est.ci[1] - est.ci[0] < 0.12  # ~ 2 * 1.96 * sqrt(.21/400) = 0.09


def test_bootstrap_is_reproducible_and_degenerate_cases() -> None:
    values = [0.0, 1.0, 1.0, 0.0, 1.0]
    assert bootstrap(values) == bootstrap(values)
    assert bootstrap([0.5] * 10).ci == (0.5, 0.5)
    empty = bootstrap([])
    assert empty.n == 0 and math.isnan(empty.mean)


def test_paired_delta_sign() -> None:
    b = [0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0] * 10
    a = [1.0 if i % 3 else x for i, x in enumerate(b)]  # a is b with extra successes
    up = paired_delta(a, b)
    assert up.mean > 0 and up.ci[0] > 0
    down = paired_delta(b, a)
    assert down.mean == pytest.approx(-up.mean) and down.ci[1] < 0
    same = paired_delta(b, b)
    assert same.mean == 0 and same.ci == (0.0, 0.0)


def test_paired_delta_needs_pairs() -> None:
    with pytest.raises(ValueError):
        paired_delta([1.0], [1.0, 0.0])
