"""Bootstrap CIs and paired deltas on hand-made data."""

from __future__ import annotations

import math

import numpy as np
import pytest

from swcmem.eval.stats import bootstrap, paired_delta, paired_ratio


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


def test_cluster_bootstrap_carries_between_cluster_spread() -> None:
    # four conversations of 100 questions each, very different from one another
    values = [0.0] * 100 + ([1.0] * 20 + [0.0] * 80) + ([1.0] * 80 + [0.0] * 20) + [1.0] * 100
    labels = [c for c in "abcd" for _ in range(100)]
    item = bootstrap(values)
    cluster = bootstrap(values, cluster=labels)
    assert cluster.mean == item.mean == 0.5
    assert cluster.n == item.n == 400 and cluster.clusters == 4 and item.clusters == 0
    assert cluster.ci[1] - cluster.ci[0] > 3 * (item.ci[1] - item.ci[0])
    assert bootstrap(values, cluster=labels) == cluster  # seeded


def test_cluster_bootstrap_of_alike_clusters_has_no_spread() -> None:
    # every conversation has the same share of successes: resampling them changes nothing
    one = [1.0] * 3 + [0.0] * 7
    values = one * 5
    labels = [c for c in "abcde" for _ in range(10)]
    est = bootstrap(values, cluster=labels)
    assert est.ci == pytest.approx((0.3, 0.3))
    assert bootstrap(values).ci[0] < 0.3 < bootstrap(values).ci[1]
    single = bootstrap([0.0, 1.0, 1.0], cluster=["x", "x", "x"])
    assert single.ci == pytest.approx((single.mean, single.mean))


def test_cluster_bootstrap_weights_clusters_by_their_items() -> None:
    # a resample's mean is over items, not a mean of cluster means
    values = [1.0] * 90 + [0.0] * 10
    labels = ["big"] * 90 + ["small"] * 10
    est = bootstrap(values, cluster=labels)
    assert est.mean == 0.9
    assert 0.0 <= est.ci[0] <= est.ci[1] <= 1.0
    assert est.ci[1] == 1.0  # some resample draws "big" twice


def test_paired_ratio_per_item_and_by_cluster() -> None:
    a = [1.0, 1.0, 0.0, 1.0] * 25
    b = [1.0, 0.0, 0.0, 1.0] * 25
    est = paired_ratio(a, b)
    assert est.mean == pytest.approx(1.5) and est.n == 100
    assert est.ci[0] > 1.0
    labels = [i // 20 for i in range(100)]  # five alike clusters
    assert paired_ratio(a, b, cluster=labels).ci == pytest.approx((1.5, 1.5))
    assert math.isnan(paired_ratio([1.0], [0.0]).mean)
    assert paired_ratio([], []).n == 0


def test_paired_delta_by_cluster_and_label_checks() -> None:
    a = [1.0] * 50 + [0.0] * 50
    b = [0.0] * 100
    labels = ["p"] * 50 + ["q"] * 50
    est = paired_delta(a, b, cluster=labels)
    assert est.mean == 0.5 and est.clusters == 2
    assert est.ci[0] == 0.0 and est.ci[1] == 1.0  # only two clusters: anything from 0 to 1
    with pytest.raises(ValueError):
        paired_delta(a, b, cluster=labels[:10])
    with pytest.raises(ValueError):
        bootstrap(a, cluster=labels[:10])
