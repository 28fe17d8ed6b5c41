"""Load and fault test of ``swcmem serve`` on loopback (bounded; stops by itself).

    python benchmarks/service/load.py [--clients 32] [--seconds 60] [--think 0.5:1.5]
        [--kill] [--backend sqlite|postgres] [--pg URL] [--servers K] [--workers N]
        [--data ../shared/data/locomo8.json] [--out results.json]

Setup (not measured): a fresh store — an SQLite file in a temporary folder, or a fresh
database on PostgreSQL (``--pg URL``, else a throwaway durable cluster, fsync on, started for
the run) —, one API key, and the server (``python -m swcmem serve``) on a free port: or
``--servers K`` separate servers on one PostgreSQL store, each client picking one of them
per request as a balancer would; each server may run ``--workers N`` processes under
uvicorn's supervisor (PostgreSQL only). Every client gets its
own conversation: client *i* holds a copy of LoCoMo conversation *i mod 8* (all of its turns,
added through ``POST …/turns`` in batches), and each conversation is consolidated once before
the clock starts, and the jobs the adds queued (consolidation, the ``when`` vectors) are
run, as on a server that has been running.

Client model: closed loop. Each client repeats: pick an operation (60 % ``context`` with one
of its conversation's benchmark questions, 20 % ``add`` of two new turns — a user message
and a reply, with message ids —, 20 % ``when`` with one of its temporal questions), wait for
the answer, then think for a random time drawn from ``--think LOW:HIGH`` seconds (an agent's
LLM call between memory calls; ``0`` means no think time: every client fires again at once).
Latency is measured by the client (loopback, same machine: the load generator shares the
CPUs with the server).

``--kill``: the fault test. Halfway through, one server process is killed with SIGKILL: the
(first) server, started again at once on the same store; or, with ``--workers N``, one of its
worker processes, which uvicorn's supervisor replaces while the others keep serving. Clients
keep going (requests without an answer are counted apart). Afterwards every turn whose
``add`` was acknowledged (2xx) must be in the store, and every job must end (a job the killed
process was running is taken over once its lease, ``--job-lease`` s, runs out).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import random
import sys
import tempfile
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
from servers import ServerProcess, cpu_seconds

from swcmem.ingest.files import load_dataset
from swcmem.model import Conversation
from swcmem.search.embed import minilm_available
from swcmem.service.keys import create_key
from swcmem.store import Store
from swcmem.store import jobs as queue
from swcmem.store.vectors import vector_coverage
from swcmem.temporal.vectors import minilm_vectors

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "store"))
from common import fresh_database, pg_server  # noqa: E402  (the store benchmarks' PostgreSQL)

DATA = REPO.parent / "shared" / "data" / "locomo8.json"
MIX = (("context", 0.6), ("add", 0.2), ("when", 0.2))
BATCH = 400
# Our own lines for the turns clients add (dated expressions exercise the temporal index).
SAID = (
    "I finally fixed the bike last weekend, it rides great now.",
    "We are planning a trip to the coast next month.",
    "Yesterday I started reading a new book about gardens.",
    "My sister visits us in two weeks, I am cleaning the spare room.",
    "I signed up for a cooking class that starts on Monday.",
    "Two days ago the power went out for the whole evening.",
)
REPLY = (
    "That sounds great, tell me how it goes!",
    "Oh nice, I would love to hear more about it.",
    "Good luck with that, you deserve a break.",
)


@dataclass
class Corpus:
    """One client's conversation: its name, speakers, questions and the clock of new turns."""

    name: str
    speakers: tuple[str, ...]
    questions: list[str]
    temporal: list[str]
    next_at: Any
    acked: list[str] = field(default_factory=list)  # message ids of acknowledged adds


@dataclass
class Sample:
    route: str
    status: int  # 0: no answer (connection refused or reset)
    ms: float
    at: float
    error: str = ""  # the transport error's class when there was no answer


def turn_rows(conv: Conversation) -> list[dict[str, Any]]:
    rows = []
    for t in conv.turns:
        assert t.at is not None
        row = {"speaker": t.speaker, "text": t.text, "timestamp": t.at.isoformat()}
        row["message_id"] = t.id
        if t.caption:
            row["caption"] = t.caption
        rows.append(row)
    return rows


def load(url: str, key: str, data: Path, clients: int) -> list[Corpus]:
    """Every client's conversation, added through the API, then consolidated once."""
    dataset = load_dataset(data)
    convs = dataset.conversations
    corpora = []
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=600) as h:
        for i in range(clients):
            conv = convs[i % len(convs)]
            name = f"{conv.id}-c{i}"
            rows = turn_rows(conv)
            for start in range(0, len(rows), BATCH):
                r = h.post(
                    f"/v1/conversations/{name}/turns", json={"turns": rows[start : start + BATCH]}
                )
                r.raise_for_status()
            h.get(f"/v1/conversations/{name}/context").raise_for_status()
            qa = dataset.questions(conv.id)
            last = conv.turns[-1].at
            assert last is not None
            corpora.append(
                Corpus(
                    name,
                    conv.speakers,
                    [q.question for q in qa if q.category in (1, 2, 3, 4)],
                    [q.question for q in qa if q.category == 2],
                    last + timedelta(days=1),
                )
            )
    return corpora


def pick(rng: random.Random) -> str:
    x, total = rng.random(), 0.0
    for route, share in MIX:
        total += share
        if x < total:
            return route
    return MIX[-1][0]


def add_body(corpus: Corpus, rng: random.Random) -> tuple[dict[str, Any], list[str]]:
    ids = [uuid.uuid4().hex, uuid.uuid4().hex]
    user, agent = corpus.speakers[0], corpus.speakers[-1]
    turns = []
    for mid, speaker, text in (
        (ids[0], user, rng.choice(SAID)),
        (ids[1], agent, rng.choice(REPLY)),
    ):
        corpus.next_at += timedelta(minutes=1)
        turns.append(
            {
                "speaker": speaker,
                "text": text,
                "timestamp": corpus.next_at.isoformat(),
                "message_id": mid,
            }
        )
    return {"turns": turns}, ids


async def client_loop(
    pools: list[httpx.AsyncClient],
    corpus: Corpus,
    rng: random.Random,
    until: float,
    think: tuple[float, float],
    samples: list[Sample],
    t0: float,
) -> None:
    base = f"/v1/conversations/{corpus.name}"
    if think[1] > 0:  # agents arrive over a think interval, not all in the same millisecond
        await asyncio.sleep(rng.uniform(0, think[1]))
    while time.monotonic() < until:
        route = pick(rng)
        http = pools[0] if len(pools) == 1 else rng.choice(pools)  # a balancer's pick
        ids: list[str] = []
        started = time.monotonic()
        try:
            if route == "context":
                r = await http.get(
                    f"{base}/context", params={"question": rng.choice(corpus.questions)}
                )
            elif route == "when":
                r = await http.get(f"{base}/when", params={"question": rng.choice(corpus.temporal)})
            else:
                body, ids = add_body(corpus, rng)
                r = await http.post(f"{base}/turns", json=body)
            status, error = r.status_code, ""
        except httpx.TransportError as exc:
            status, error = 0, type(exc).__name__
            await asyncio.sleep(0.05)  # the server is down: do not spin
        ms = (time.monotonic() - started) * 1000
        samples.append(Sample(route, status, ms, started - t0, error))
        if route == "add" and 200 <= status < 300:
            corpus.acked.extend(ids)
        if think[1] > 0:
            await asyncio.sleep(rng.uniform(*think))


async def drive(
    urls: list[str],
    key: str,
    corpora: list[Corpus],
    seconds: float,
    think: tuple[float, float],
    seed: int,
    on_half: Any,
) -> tuple[list[Sample], float]:
    samples: list[Sample] = []
    limits = httpx.Limits(
        max_connections=len(corpora) + 4, max_keepalive_connections=len(corpora) + 4
    )
    headers = {"Authorization": f"Bearer {key}"}
    pools = [
        httpx.AsyncClient(base_url=url, headers=headers, timeout=120, limits=limits) for url in urls
    ]
    try:
        t0 = time.monotonic()
        until = t0 + seconds
        tasks = [
            asyncio.create_task(
                client_loop(pools, c, random.Random(seed + i), until, think, samples, t0)
            )
            for i, c in enumerate(corpora)
        ]
        if on_half is not None:
            await asyncio.sleep(seconds / 2)
            await asyncio.to_thread(on_half)
        await asyncio.gather(*tasks)
        wall = time.monotonic() - t0
    finally:
        for pool in pools:
            await pool.aclose()
    return samples, wall


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return (
        round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 1) if ordered else 0.0
    )


def summarize(samples: list[Sample], wall: float) -> dict[str, Any]:
    by_route: dict[str, list[Sample]] = defaultdict(list)
    for s in samples:
        by_route[s.route].append(s)
    routes = {}
    for route, rows in sorted(by_route.items()):
        ok = [s.ms for s in rows if 200 <= s.status < 300]
        routes[route] = {
            "requests": len(rows),
            "ok": len(ok),
            "p50_ms": pct(ok, 0.50),
            "p95_ms": pct(ok, 0.95),
            "p99_ms": pct(ok, 0.99),
            "max_ms": round(max(ok), 1) if ok else 0.0,
            "status_5xx": sum(1 for s in rows if s.status >= 500),
            "status_4xx": sum(1 for s in rows if 400 <= s.status < 500),
            "no_answer": sum(1 for s in rows if s.status == 0),
        }
    answered = [s for s in samples if s.status]
    return {
        "requests": len(samples),
        "wall_s": round(wall, 2),
        "req_per_s": round(len(answered) / wall, 1),
        "status_5xx": sum(1 for s in samples if s.status >= 500),
        "errors": sum(1 for s in samples if not 200 <= s.status < 300),
        "no_answer_by_error": dict(Counter(s.error for s in samples if s.error)),
        "routes": routes,
    }


def check_acked(db: str, corpora: list[Corpus]) -> dict[str, Any]:
    """Every acknowledged message id is a stored turn (read straight from the store)."""
    acked = {(f"bench/{c.name}", m) for c in corpora for m in c.acked}
    with Store(db, read_only=True) as store:
        rows = store.execute(
            "SELECT m.conversation_id, m.message_id FROM message_ids m JOIN turns t"
            " ON t.conversation_id=m.conversation_id AND t.id=m.turn_id"
        )
        stored = {(r[0], r[1]) for r in rows}
        integrity = (
            store.execute("PRAGMA integrity_check").fetchone()[0]
            if store.dialect == "sqlite"
            else None  # PostgreSQL: crash recovery is the server's (WAL, fsync on)
        )
    added = {(c, m) for c, m in stored if len(m) == 32}  # ids of the load (uuid hex)
    return {
        "acknowledged_turns": len(acked),
        "acknowledged_missing": len(acked - stored),
        "stored_but_not_acknowledged": len(added - acked),
        "integrity_check": integrity,
    }


def settle_jobs(db: str, timeout: float) -> dict[str, Any]:
    """Wait (while the server runs) until no job is queued or running, up to ``timeout``
    seconds; then the jobs by state, and how many took more than one attempt (taken over
    after a lease ran out, or retried)."""
    started = time.monotonic()
    with Store(db) as store:
        while queue.pending(store) and time.monotonic() - started < timeout:
            time.sleep(0.5)
        jobs = queue.list_jobs(store)
    return {
        "settle_s": round(time.monotonic() - started, 1),
        "by_state": dict(Counter(j.state for j in jobs)),
        "more_than_one_attempt": sum(1 for j in jobs if j.attempts > 1),
        "errors": sorted({(j.error or "")[:120] for j in jobs if j.error}),
    }


def server_errors(log: Path, limit: int = 20) -> list[str]:
    """The server's error lines (JSON), up to ``limit``, long ones cut in the middle."""
    lines = log.read_text(errors="replace").splitlines() if log.exists() else []
    errors = [line for line in lines if '"level": "error"' in line][:limit]
    return [e if len(e) < 2000 else f"{e[:300]} ... {e[-1500:]}" for e in errors]


def settle_vectors(db: str, corpora: list[Corpus], timeout: float) -> float:
    """Wait until the server made the ``when`` vectors of every conversation (its jobs ask
    for them; none without MiniLM); returns the seconds waited."""
    started = time.monotonic()
    if not minilm_available():
        return 0.0
    model = minilm_vectors()
    with Store(db) as store:
        for c in corpora:
            while time.monotonic() - started < timeout:
                wanted, made = vector_coverage(store, f"bench/{c.name}", model)
                if made >= wanted:
                    break
                time.sleep(0.5)
    return round(time.monotonic() - started, 1)


def loadavg() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


@contextmanager
def fresh_store(backend: str, pg: str | None, tmp: Path) -> Iterator[str]:
    """Where the run's store lives: an SQLite file, or a fresh PostgreSQL database."""
    if backend == "sqlite":
        yield str(tmp / "load.db")
        return
    with pg_server(pg) as server:
        yield fresh_database(server, "swcmem_load")


def options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", default="0.5:1.5", help="LOW:HIGH seconds, or 0")
    parser.add_argument("--kill", action="store_true", help="kill -9 a server process halfway")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--pg", help="PostgreSQL server URL (default: a throwaway cluster)")
    parser.add_argument(
        "--servers", type=int, default=1, help="separate serve processes (PostgreSQL)"
    )
    parser.add_argument("--workers", type=int, default=1, help="--workers of each serve")
    parser.add_argument("--job-lease", type=float, default=10.0, help="the server's job lease, s")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, help="write the result JSON here")
    parser.add_argument(
        "--samples", type=Path, help="also write every request (route, status, ms, start s)"
    )
    parser.add_argument("--serve-args", default="", help="extra 'swcmem serve' options")
    parser.add_argument("--url", help="drive this running server (with --key) instead")
    parser.add_argument("--key", help="API key for --url")
    return parser.parse_args()


def main() -> None:
    args = options()
    low, _, high = args.think.partition(":")
    think = (float(low), float(high or low))
    if args.url:
        corpora = load(args.url, args.key, args.data, args.clients)
        print("phase: load", file=sys.stderr, flush=True)
        samples, wall = asyncio.run(
            drive([args.url], args.key, corpora, args.seconds, think, args.seed, None)
        )
        print("phase: done", file=sys.stderr, flush=True)
        print(json.dumps(summarize(samples, wall), indent=2))
        return
    with (
        tempfile.TemporaryDirectory(prefix="swcmem-load-") as tmp,
        fresh_store(args.backend, args.pg, Path(tmp)) as db,
    ):
        emit(run(args, db, Path(tmp), think), args.out)


def run(args: argparse.Namespace, db: str, tmp: Path, think: tuple[float, float]) -> dict[str, Any]:
    with Store(db) as store:
        key = create_key(store, "bench").secret
    env = {"SWCMEM_SERVICE_JOB_LEASE_S": str(args.job_lease)}
    extra = args.serve_args.split()
    servers = [
        ServerProcess(db, tmp / f"serve-{n}.log", extra, args.workers, env)
        for n in range(args.servers)
    ]
    for server in servers:
        server.start()
    killed: list[int] = []
    held: dict[str, int] = {}

    def halfway() -> None:
        for server in servers:
            held.update(server.connections())
        if args.kill:
            victim = servers[0]
            killed.append(victim.kill9())
            if args.workers == 1:
                victim.start()  # a supervisor's job; with --workers N uvicorn's own does it

    def processes() -> list[int]:
        return [pid for server in servers for pid in server.children()]

    try:
        started = time.perf_counter()
        corpora = load(servers[0].url, key, args.data, args.clients)
        settle_jobs(db, 1800)  # the jobs the load queued (consolidation)
        settle_vectors(db, corpora, 1800)  # and the when() vectors they asked for
        setup_s = time.perf_counter() - started
        before = loadavg()
        cpu = {pid: cpu_seconds(pid) for pid in processes()}
        urls = [server.url for server in servers]
        samples, wall = asyncio.run(
            drive(urls, key, corpora, args.seconds, think, args.seed, halfway)
        )
        if args.samples:
            args.samples.write_text(json.dumps([dataclasses.astuple(x) for x in samples]))
        after = loadavg()
        cpu_s = {str(p): round(cpu_seconds(p) - cpu.get(p, 0.0), 1) for p in processes()}
        result = {
            "clients": args.clients,
            "seconds": args.seconds,
            "think_s": list(think),
            "mix": dict(MIX),
            "kill": args.kill,
            "backend": args.backend,
            "servers": args.servers,
            "workers": args.workers,
            "serve_args": args.serve_args,
            "setup_s": round(setup_s, 1),
            "loadavg_before": before,
            "loadavg_after": after,
            "cpus": os.cpu_count(),
            "server_cpu_s": cpu_s,  # per live server process, during the measured run
            "connections_halfway": held,  # client connections per server process
            "killed_pids": killed,
            **summarize(samples, wall),
            "jobs": settle_jobs(db, args.job_lease + 120),
        }
    finally:
        for server in servers:
            server.stop()
    result["server_errors"] = [
        e for n in range(args.servers) for e in server_errors(tmp / f"serve-{n}.log")
    ]
    if args.kill:
        result["durability"] = check_acked(db, corpora)
    return result


def emit(result: dict[str, Any], out: Path | None) -> None:
    """Print the result as JSON, and write it to ``out`` when given."""
    text = json.dumps(result, indent=2)
    print(text)
    if out:
        out.write_text(text + "\n")


if __name__ == "__main__":
    main()
