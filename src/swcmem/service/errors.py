"""Service errors: every refusal has an HTTP status, a stable ``code``, a message and a hint,
and is sent as ``{"error": {"code", "message", "hint"}}``.

Library errors map onto them in :func:`http_error` (one table), so routes and MCP tools
raise or pass through :class:`~swcmem.errors.SwcmemError` and never pick status codes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from swcmem.errors import ConfigError, InputError, NotFoundError, StoreError, SwcmemError


class ServiceError(SwcmemError):
    """A refusal with an HTTP status and a stable machine-readable ``code``. The classes
    that mean "not found" or "bad input" also derive from the library's
    :class:`~swcmem.errors.NotFoundError` / :class:`~swcmem.errors.InputError`, so code
    written against an embedded ``Memory`` catches them from :mod:`swcmem.client` too."""

    status = 400
    code = "bad_request"

    def __init__(
        self, message: str, *, hint: str | None = None, retry_after: float | None = None
    ) -> None:
        super().__init__(message, hint=hint)
        self.retry_after = retry_after


class Unauthorized(ServiceError):
    status, code = 401, "unauthorized"


class Forbidden(ServiceError):
    status, code = 403, "forbidden"


class Missing(ServiceError, NotFoundError):
    status, code = 404, "not_found"


class Conflict(ServiceError, InputError):
    status, code = 409, "conflict"


class TooLarge(ServiceError, InputError):
    status, code = 413, "too_large"


class Invalid(ServiceError, InputError):
    status, code = 422, "invalid"


class RateLimited(ServiceError):
    status, code = 429, "rate_limited"


class Unavailable(ServiceError):
    status, code = 503, "unavailable"


class BadRequest(ServiceError, InputError):
    status, code = 400, "bad_request"


BY_STATUS: dict[int, type[ServiceError]] = {
    cls.status: cls
    for cls in (
        BadRequest,
        Unauthorized,
        Forbidden,
        Missing,
        Conflict,
        TooLarge,
        Invalid,
        RateLimited,
        Unavailable,
    )
}


@dataclass(frozen=True, slots=True)
class HttpError:
    status: int
    code: str
    message: str
    hint: str | None
    retry_after: float | None = None

    def body(self) -> dict[str, dict[str, str | None]]:
        return {"error": {"code": self.code, "message": self.message, "hint": self.hint}}

    def headers(self) -> dict[str, str]:
        out = {"WWW-Authenticate": "Bearer"} if self.status == 401 else {}
        if self.retry_after is not None:
            out["Retry-After"] = str(max(1, math.ceil(self.retry_after)))
        return out


_LIBRARY: tuple[tuple[type[SwcmemError], int, str], ...] = (
    (NotFoundError, 404, "not_found"),
    (InputError, 422, "invalid"),
    (ConfigError, 422, "invalid"),
    (StoreError, 503, "store_unavailable"),
)


def http_error(exc: SwcmemError) -> HttpError:
    """The HTTP status, code and body for any swcmem error."""
    if isinstance(exc, ServiceError):
        return HttpError(exc.status, exc.code, exc.message, exc.hint, exc.retry_after)
    for kind, status, code in _LIBRARY:
        if isinstance(exc, kind):
            retry = 1.0 if status == 503 else None
            return HttpError(status, code, exc.message, exc.hint, retry)
    return HttpError(500, "internal", exc.message, exc.hint)
