"""Statistics for honest reports: bootstrap confidence intervals, paired deltas and ratios,
per item and by cluster.

Percentile bootstrap, 2,000 resamples and seed 42 by default (the paper's protocol), with
numpy's PCG64 generator so results are reproducible across machines.

Two kinds of interval, to be reported side by side and labelled:

- **per item** (:func:`bootstrap`, :func:`paired_delta`, :func:`paired_ratio`): questions are
  resampled as if independent;
- **cluster** (``cluster=`` labels on the same functions): whole clusters (conversations) are
  resampled with all their items, so the interval also carries how much a result varies from
  one conversation to the next. Questions about one conversation are not independent (they share
  its length, its speakers, its habits of speech), so with few conversations this interval is the
  wider and more honest one. The point estimate is the same item mean in both.

All functions are pure and thread-safe.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

RESAMPLES = 2000
SEED = 42

Array = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean with its CI and sample size (``n`` items; ``clusters`` resampled units when the
    CI came from a cluster bootstrap, else 0)."""

    mean: float
    ci: tuple[float, float]
    n: int
    clusters: int = 0

    def as_dict(self) -> dict[str, object]:
        return {"mean": self.mean, "ci": [self.ci[0], self.ci[1]], "n": self.n}


def _nan_estimate(n: int = 0) -> Estimate:
    return Estimate(float("nan"), (float("nan"), float("nan")), n)


def _interval(samples: Array, level: float) -> tuple[float, float]:
    alpha = (1 - level) / 2
    finite = samples[np.isfinite(samples)]
    if finite.size == 0:
        return (float("nan"), float("nan"))
    lo, hi = np.quantile(finite, [alpha, 1 - alpha])
    return (float(lo), float(hi))


def bootstrap(
    values: Sequence[float],
    *,
    resamples: int = RESAMPLES,
    seed: int = SEED,
    level: float = 0.95,
    cluster: Sequence[Hashable] | None = None,
) -> Estimate:
    """Mean of ``values`` with a percentile-bootstrap CI (empty input: NaN mean, n=0).
    With ``cluster`` (one label per value), whole clusters are resampled (see the module doc)."""
    arr = np.asarray(values, dtype=float)
    if arr.size == 0:
        return _nan_estimate()
    if cluster is None:
        rng = np.random.default_rng(seed)
        idx = rng.integers(0, arr.size, size=(resamples, arr.size))
        return Estimate(float(arr.mean()), _interval(arr[idx].mean(axis=1), level), int(arr.size))
    sums, counts = _cluster_sums(arr[None, :], cluster)
    weights = _cluster_weights(counts.size, resamples, seed)
    means = (weights @ sums[0]) / (weights @ counts)
    return Estimate(float(arr.mean()), _interval(means, level), int(arr.size), int(counts.size))


def paired_delta(
    a: Sequence[float],
    b: Sequence[float],
    *,
    resamples: int = RESAMPLES,
    seed: int = SEED,
    cluster: Sequence[Hashable] | None = None,
) -> Estimate:
    """Mean of ``a - b`` over paired items with a bootstrap CI (per item, or by ``cluster``);
    the CI excluding 0 is the usual reading of a significant difference."""
    _check_pairs(a, b, cluster)
    diff = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    return bootstrap(diff.tolist(), resamples=resamples, seed=seed, cluster=cluster)


def paired_ratio(
    a: Sequence[float],
    b: Sequence[float],
    *,
    resamples: int = RESAMPLES,
    seed: int = SEED,
    level: float = 0.95,
    cluster: Sequence[Hashable] | None = None,
) -> Estimate:
    """``mean(a) / mean(b)`` over paired items, with a CI from resampling the pairs together
    (per item, or by ``cluster``). Resamples where ``mean(b)`` is 0 are left out of the CI; a
    ratio with ``mean(b)`` = 0 is NaN."""
    _check_pairs(a, b, cluster)
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    if x.size == 0:
        return _nan_estimate()
    point = float(x.mean() / y.mean()) if y.mean() else float("nan")
    if cluster is None:
        idx = np.random.default_rng(seed).integers(0, x.size, size=(resamples, x.size))
        num, den = x[idx].mean(axis=1), y[idx].mean(axis=1)
        clusters = 0
    else:
        sums, _ = _cluster_sums(np.vstack([x, y]), cluster)
        weights = _cluster_weights(sums.shape[1], resamples, seed)
        num, den = weights @ sums[0], weights @ sums[1]
        clusters = sums.shape[1]
    with np.errstate(divide="ignore", invalid="ignore"):
        ratios = np.where(den != 0, num / np.where(den != 0, den, 1.0), np.nan)
    return Estimate(point, _interval(ratios, level), int(x.size), clusters)


def _check_pairs(
    a: Sequence[float], b: Sequence[float], cluster: Sequence[Hashable] | None
) -> None:
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} vs {len(b)}")
    if cluster is not None and len(cluster) != len(a):
        raise ValueError(f"{len(cluster)} cluster labels for {len(a)} items")


def _cluster_sums(rows: Array, cluster: Sequence[Hashable]) -> tuple[Array, Array]:
    """Per-cluster sums of each row of ``rows`` and the item count of each cluster."""
    if len(cluster) != rows.shape[1]:
        raise ValueError(f"{len(cluster)} cluster labels for {rows.shape[1]} items")
    labels = {c: i for i, c in enumerate(dict.fromkeys(cluster))}
    codes = np.fromiter((labels[c] for c in cluster), dtype=np.int64, count=len(cluster))
    sums = np.stack([np.bincount(codes, weights=row, minlength=len(labels)) for row in rows])
    counts: Array = np.bincount(codes, minlength=len(labels)).astype(np.float64)
    return sums.astype(np.float64), counts


def _cluster_weights(clusters: int, resamples: int, seed: int) -> Array:
    """How often each cluster is drawn in each resample (``resamples`` × ``clusters``)."""
    idx = np.random.default_rng(seed).integers(0, clusters, size=(resamples, clusters))
    weights = np.zeros((resamples, clusters))
    np.add.at(weights, (np.arange(resamples)[:, None], idx), 1.0)
    return weights
