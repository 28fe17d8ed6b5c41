"""Request bodies over ``max_bytes`` are refused with 413 before anything parses them.

A pure ASGI middleware (it sees every route, the MCP endpoint included): a declared
``Content-Length`` over the limit is answered at once, without reading the body; a body sent
without one (chunked) is counted as it streams in, and the request fails with 413 as soon as
the count passes the limit — the application never sees the extra bytes.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from swcmem.service.errors import TooLarge, http_error


class BodyTooLarge(HTTPException):
    """Raised from ``receive`` when a streamed body passes the limit (FastAPI re-raises an
    ``HTTPException`` from body reading as it is; the middleware answers it)."""

    def __init__(self) -> None:
        super().__init__(413)


class BodyLimit:
    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._refuse(send)
            return
        seen = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise BodyTooLarge()
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except BodyTooLarge:
            if started:
                raise
            await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        error = http_error(
            TooLarge(
                f"request body is larger than {self.max_bytes} bytes",
                hint="send fewer turns per request (or raise --max-body-bytes)",
            )
        )
        await send_json(send, error.status, error.body(), error.headers())


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def send_json(send: Send, status: int, body: Any, headers: dict[str, str]) -> None:
    """A complete JSON response, written straight to the ASGI ``send``."""
    payload = json.dumps(body).encode()
    raw = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(payload)).encode()),
        (b"connection", b"close"),
        *((k.lower().encode(), v.encode()) for k, v in headers.items()),
    ]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": payload})
