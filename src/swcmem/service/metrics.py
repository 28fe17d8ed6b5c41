"""Prometheus metrics of one service process (``GET /metrics``, text format).

- ``swcmem_requests_total{route,method,status}`` and ``swcmem_request_seconds{route,method}``
  (histogram) per route template (``/v1/conversations/{name}/context``, never a raw path);
- ``swcmem_requests_in_progress``;
- ``swcmem_jobs{state}``: jobs in the store's queue by state — shared by every process on
  the store, so every process reports the same numbers (take one, do not add them up);
- ``swcmem_job_seconds{state}``: run time of the jobs this process ran ("failed" counts
  failed attempts, also those retried later);
- ``swcmem_store_bytes``: the SQLite file with its WAL (PostgreSQL: the database size).

Each application has its own registry (several apps in one process, as in tests, never mix).
With ``--workers N`` every process reports its own numbers (requests, latencies, its jobs'
run times); the job counts and the store size are the store's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from swcmem.store.db import Store
from swcmem.store.tenants import database_bytes

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class _Live(Collector):
    """Values read at scrape time: the queue's job counts and the store size."""

    def __init__(self, jobs: Callable[[], dict[str, int]], store: Store) -> None:
        self._jobs = jobs
        self._store = store

    def collect(self) -> Iterator[Metric]:
        family = GaugeMetricFamily(
            "swcmem_jobs", "Jobs in the store's queue (all processes)", labels=["state"]
        )
        for state, count in self._jobs().items():
            family.add_metric([state], count)
        yield family
        size = store_bytes(self._store)
        if size is not None:
            yield GaugeMetricFamily("swcmem_store_bytes", "Size of the store", value=size)


def store_bytes(store: Store) -> int | None:
    """Bytes the store takes (SQLite file + WAL, or the PostgreSQL database); None if unknown."""
    if store.dialect == "postgres":
        return database_bytes(store)
    if not isinstance(store.location, Path):
        return None
    files = (store.location, store.location.with_name(store.location.name + "-wal"))
    return sum(f.stat().st_size for f in files if f.exists())


class Metrics:
    """The registry and instruments of one application."""

    def __init__(self, jobs: Callable[[], dict[str, int]], store: Store) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "swcmem_requests",
            "Requests answered",
            ["route", "method", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "swcmem_request_seconds",
            "Request latency",
            ["route", "method"],
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.in_progress = Gauge(
            "swcmem_requests_in_progress", "Requests being answered", registry=self.registry
        )
        self.job_seconds = Histogram(
            "swcmem_job_seconds",
            "Consolidation job run time",
            ["state"],
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.registry.register(_Live(jobs, store))

    def observe(self, route: str, method: str, status: int, seconds: float) -> None:
        self.requests.labels(route, method, str(status)).inc()
        self.latency.labels(route, method).observe(seconds)

    def job_finished(self, state: str, seconds: float) -> None:
        self.job_seconds.labels(state).observe(seconds)

    def render(self) -> bytes:
        return generate_latest(self.registry)
