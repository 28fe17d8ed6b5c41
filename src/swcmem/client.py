"""A Python client of ``swcmem serve``: the methods of :class:`~swcmem.memory.Memory`, over HTTP.

Moving from an embedded memory to a served one is one line::

    mem = Memory("chat-42", "memory.db")                              # embedded
    mem = Client("http://127.0.0.1:8765", KEY).memory("chat-42")      # served

``add``, ``context``, ``tiers``, ``consolidate``, ``when``, ``anchors`` and ``forget`` return
the same model objects as the library (:class:`~swcmem.model.Turn`, ``Context``,
``WhenAnswer``, ``Anchor``, ``TierRow``); refusals raise the same error classes
(``NotFoundError``, ``InputError``, …, as subclasses carrying the HTTP status).

Retries are safe: every turn is sent with a message id (its ``id``/``message_id``/``dia_id``,
or a random one made once before the first try), so a request retried after a lost answer
adds nothing twice. Connection errors, 429 (after ``Retry-After``) and 502/503/504 are
retried with backoff, up to ``retries`` tries.

:class:`Client` is thread-safe (one ``httpx.Client``); :class:`AsyncClient` is its asyncio
twin (``await mem.add(...)``). Needs only httpx — not the service's own dependencies.
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Generic, TypeVar

import httpx

from swcmem.errors import InputError, SwcmemError
from swcmem.memory import TierRow
from swcmem.model import Anchor, Context, Turn
from swcmem.service import wire
from swcmem.service.errors import BY_STATUS, ServiceError
from swcmem.temporal.index import WhenAnswer

T = TypeVar("T")
TurnInput = Turn | Mapping[str, Any]
RETRY_STATUS = frozenset({429, 502, 503, 504})
ID_KEYS = ("message_id", "id", "dia_id")


@dataclass(frozen=True)
class Call(Generic[T]):
    """One request and how to read its answer (shared by the sync and async clients)."""

    method: str
    path: str
    parse: Callable[[Any], T]
    params: dict[str, Any] | None = None
    body: dict[str, Any] | None = None


# -- requests of one conversation --------------------------------------------------------------
class _Calls:
    def __init__(self, conversation_id: str) -> None:
        self.base = f"/v1/conversations/{conversation_id}"
        self.name = conversation_id

    def add(self, turns: Iterable[TurnInput], new_session: bool | None) -> Call[list[Turn]]:
        rows = [_turn_json(t) for t in turns]
        body: dict[str, Any] = {"turns": rows}
        if new_session is not None:
            body["new_session"] = new_session

        def parse(data: Any) -> list[Turn]:
            return [
                Turn(
                    out["turn_id"],
                    int(out["session"]),
                    int(out["position"]),
                    row["speaker"],
                    row["text"],
                    datetime.fromisoformat(row["timestamp"]),
                    row.get("caption"),
                )
                for row, out in zip(rows, data["turns"], strict=True)
            ]

        return Call("POST", f"{self.base}/turns", parse, body=body)

    def context(
        self, question: str | None, strategy: str | None, budget: int | None
    ) -> Call[Context]:
        params = _params(question=question, strategy=strategy, budget=budget)
        return Call("GET", f"{self.base}/context", wire.context_from_json, params)

    def when(self, question: str, k: int) -> Call[list[WhenAnswer]]:
        return Call(
            "GET",
            f"{self.base}/when",
            lambda d: [wire.when_from_json(a) for a in d["answers"]],
            {"question": question, "k": k},
        )

    def anchors(self, start: date | None, end: date | None) -> Call[list[Anchor]]:
        params = _params(**{"from": start, "to": end})
        return Call(
            "GET",
            f"{self.base}/anchors",
            lambda d: [wire.anchor_from_json(a) for a in d["anchors"]],
            params,
        )

    def search(self, query: str, k: int) -> Call[list[dict[str, Any]]]:
        return Call("GET", f"{self.base}/search", lambda d: d["hits"], {"query": query, "k": k})

    def tiers(self, budget: int | None) -> Call[list[TierRow]]:
        return Call(
            "GET",
            f"{self.base}/tiers",
            lambda d: [wire.tier_from_json(r) for r in d["tiers"]],
            _params(budget=budget),
        )

    def audit(self) -> Call[list[dict[str, Any]]]:
        return Call("GET", f"{self.base}/audit", lambda d: d["gists"])

    def consolidate(self) -> Call[dict[str, Any]]:
        return Call("POST", f"{self.base}/consolidate", dict)

    def forget(self) -> Call[int]:
        return Call("DELETE", self.base, lambda d: int(d["turns_removed"]))


def job_call(job_id: str) -> Call[dict[str, Any]]:
    return Call("GET", f"/v1/jobs/{job_id}", dict)


def _params(**values: object) -> dict[str, Any]:
    return {
        k: v.isoformat() if isinstance(v, date) else v for k, v in values.items() if v is not None
    }


def _turn_json(item: TurnInput) -> dict[str, Any]:
    """A turn as the API takes it, with a message id (the caller's, or a new random one)."""
    if isinstance(item, Turn):
        speaker, text, at, caption, mid = item.speaker, item.text, item.at, item.caption, None
        mid = item.id or None
    else:
        speaker = str(item.get("speaker") or item.get("role") or "")
        text = item.get("text", item.get("content"))
        at, caption = item.get("timestamp"), item.get("caption")
        mid = next((str(item[k]) for k in ID_KEYS if item.get(k)), None)
    if not speaker or not isinstance(text, str):
        raise InputError("each turn needs a 'speaker' (or 'role') and a 'text' (or 'content')")
    stamp = at if isinstance(at, datetime) else _parse_time(at)
    if stamp.tzinfo is None:
        raise InputError(
            f"timestamp '{at}' has no UTC offset",
            hint="give the speaker's offset, e.g. 2023-05-25T13:14:00+02:00 or ...Z",
        )
    row: dict[str, Any] = {
        "speaker": speaker,
        "text": text,
        "timestamp": stamp.isoformat(),
        "message_id": mid or uuid.uuid4().hex,
    }
    if caption is not None:
        row["caption"] = str(caption)
    return row


def _parse_time(value: object) -> datetime:
    if value is None:
        raise InputError("each turn needs a 'timestamp' (ISO-8601 with a UTC offset)")
    try:
        return datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        raise InputError(f"timestamp '{value}' is not ISO-8601") from None


# -- responses and retries ----------------------------------------------------------------------
def _error(response: httpx.Response) -> SwcmemError:
    try:
        body = response.json()["error"]
        message, hint = str(body["message"]), body.get("hint")
    except (ValueError, KeyError, TypeError):
        message, hint = f"HTTP {response.status_code}: {response.text[:200]}", None
    cls = BY_STATUS.get(response.status_code, ServiceError)
    error = cls(message, hint=hint, retry_after=_retry_after(response))
    error.status = response.status_code
    return error


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after")
    try:
        return float(value) if value else None
    except ValueError:
        return None


def _delay(attempt: int, response: httpx.Response | None) -> float:
    """Seconds to wait before try ``attempt + 1``: the server's Retry-After, else backoff."""
    advised = _retry_after(response) if response is not None else None
    backoff = min(5.0, 0.2 * 2**attempt) * (0.5 + random.random())
    return advised if advised is not None else backoff


def _read(call: Call[T], response: httpx.Response) -> T:
    if response.status_code >= 400:
        raise _error(response)
    return call.parse(response.json())


def _options(base_url: str, key: str, timeout: float) -> dict[str, Any]:
    """What the sync and async httpx clients are made with."""
    headers = {"Authorization": f"Bearer {key}", "User-Agent": "swcmem-client"}
    return {"base_url": base_url.rstrip("/"), "headers": headers, "timeout": timeout}


class Client:
    """A served swcmem (see the module doc). Thread-safe."""

    def __init__(
        self,
        base_url: str,
        key: str,
        *,
        timeout: float = 60.0,
        retries: int = 4,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.retries = max(1, retries)
        self._http = httpx.Client(**_options(base_url, key, timeout), transport=transport)

    def memory(self, conversation_id: str) -> RemoteMemory:
        """The memory of one conversation (the embedded ``Memory(conversation_id, ...)``)."""
        return RemoteMemory(self, conversation_id)

    def conversations(self) -> list[str]:
        """Names of the caller's conversations."""
        call = Call("GET", "/v1/conversations", lambda d: [c["name"] for c in d["conversations"]])
        return self.run(call)

    def job(self, job_id: str) -> dict[str, Any]:
        return self.run(job_call(job_id))

    def run(self, call: Call[T]) -> T:
        """Send ``call`` (retrying what is safe to retry) and parse its answer."""
        for attempt in range(self.retries):
            last = attempt == self.retries - 1
            try:
                response = self._http.request(
                    call.method, call.path, params=call.params, json=call.body
                )
            except httpx.TransportError:
                if last:
                    raise
                time.sleep(_delay(attempt, None))
                continue
            if response.status_code in RETRY_STATUS and not last:
                time.sleep(_delay(attempt, response))
                continue
            return _read(call, response)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class RemoteMemory:
    """``Memory``'s methods for one served conversation (created on the first ``add``)."""

    def __init__(self, client: Client, conversation_id: str) -> None:
        self.client = client
        self.conversation_id = conversation_id
        self._calls = _Calls(conversation_id)

    def add(self, turns: Iterable[TurnInput], *, new_session: bool | None = None) -> list[Turn]:
        """Store turns (dicts with speaker, text, ISO ``timestamp`` with offset, optional
        ``caption`` and message id; or ``Turn`` objects); returns them with their ids."""
        return self.client.run(self._calls.add(turns, new_session))

    def context(
        self, question: str | None = None, strategy: str | None = None, budget: int | None = None
    ) -> Context:
        return self.client.run(self._calls.context(question, strategy, budget))

    def when(self, question: str, k: int = 3) -> list[WhenAnswer]:
        return self.client.run(self._calls.when(question, k))

    def anchors(self, start: date | None = None, end: date | None = None) -> list[Anchor]:
        return self.client.run(self._calls.anchors(start, end))

    def search(self, query: str, k: int = 10) -> list[dict[str, Any]]:
        return self.client.run(self._calls.search(query, k))

    def tiers(self, budget: int | None = None) -> list[TierRow]:
        return self.client.run(self._calls.tiers(budget))

    def audit(self) -> list[dict[str, Any]]:
        return self.client.run(self._calls.audit())

    def consolidate(self, *, wait: bool = True, timeout: float = 300.0) -> dict[str, Any]:
        """Queue a consolidation; with ``wait`` (default, like ``Memory.consolidate``) poll
        until the job is done. Returns the job."""
        job = self.client.run(self._calls.consolidate())
        deadline = time.monotonic() + timeout
        while wait and job["state"] in ("queued", "running") and time.monotonic() < deadline:
            time.sleep(0.1)
            job = self.client.job(job["id"])
        return job

    def forget(self) -> int:
        """Delete the conversation and everything derived from it; returns turns removed."""
        return self.client.run(self._calls.forget())

    def wait(self, timeout: float | None = None) -> bool:
        """Nothing to wait for here: the server consolidates on its own."""
        return True

    def close(self) -> None:
        """The connection belongs to the :class:`Client`; close that."""

    def __enter__(self) -> RemoteMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncClient:
    """The asyncio twin of :class:`Client`."""

    def __init__(
        self,
        base_url: str,
        key: str,
        *,
        timeout: float = 60.0,
        retries: int = 4,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.retries = max(1, retries)
        self._http = httpx.AsyncClient(**_options(base_url, key, timeout), transport=transport)

    def memory(self, conversation_id: str) -> AsyncRemoteMemory:
        return AsyncRemoteMemory(self, conversation_id)

    async def job(self, job_id: str) -> dict[str, Any]:
        return await self.run(job_call(job_id))

    async def run(self, call: Call[T]) -> T:
        for attempt in range(self.retries):
            last = attempt == self.retries - 1
            try:
                response = await self._http.request(
                    call.method, call.path, params=call.params, json=call.body
                )
            except httpx.TransportError:
                if last:
                    raise
                await asyncio.sleep(_delay(attempt, None))
                continue
            if response.status_code in RETRY_STATUS and not last:
                await asyncio.sleep(_delay(attempt, response))
                continue
            return _read(call, response)
        raise AssertionError("unreachable")

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class AsyncRemoteMemory:
    """``Memory``'s methods for one served conversation, awaitable."""

    def __init__(self, client: AsyncClient, conversation_id: str) -> None:
        self.client = client
        self.conversation_id = conversation_id
        self._calls = _Calls(conversation_id)

    async def add(
        self, turns: Iterable[TurnInput], *, new_session: bool | None = None
    ) -> list[Turn]:
        return await self.client.run(self._calls.add(turns, new_session))

    async def context(
        self, question: str | None = None, strategy: str | None = None, budget: int | None = None
    ) -> Context:
        return await self.client.run(self._calls.context(question, strategy, budget))

    async def when(self, question: str, k: int = 3) -> list[WhenAnswer]:
        return await self.client.run(self._calls.when(question, k))

    async def anchors(self, start: date | None = None, end: date | None = None) -> list[Anchor]:
        return await self.client.run(self._calls.anchors(start, end))

    async def search(self, query: str, k: int = 10) -> list[dict[str, Any]]:
        return await self.client.run(self._calls.search(query, k))

    async def tiers(self, budget: int | None = None) -> list[TierRow]:
        return await self.client.run(self._calls.tiers(budget))

    async def audit(self) -> list[dict[str, Any]]:
        return await self.client.run(self._calls.audit())

    async def consolidate(self, *, wait: bool = True, timeout: float = 300.0) -> dict[str, Any]:
        job = await self.client.run(self._calls.consolidate())
        deadline = time.monotonic() + timeout
        while wait and job["state"] in ("queued", "running") and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
            job = await self.client.job(job["id"])
        return job

    async def forget(self) -> int:
        return await self.client.run(self._calls.forget())
