"""Structured logs: one JSON object per line on stderr.

Every request is one ``request`` line (method, route template, conversation name, status,
milliseconds, tenant and the key's public id). Never logged: API keys (any ``swcm_…`` secret
in a message is masked, whatever its source), database passwords (URLs are redacted), and
turn text or questions unless ``--log-content`` is on. uvicorn's own loggers are routed
through the same formatter; its access log is replaced by the ``request`` lines.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from datetime import UTC, datetime
from typing import IO, Any

from swcmem.secrets import redact, redact_url, url_secrets

log = logging.getLogger("swcmem.service")
_KEY = re.compile(r"swcm_([0-9a-f]{12})_[A-Za-z0-9_-]+")
_URL = re.compile(r"[a-z][a-z0-9+.-]*://\S+")
_RESERVED = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message",
    "asctime",
    "color_message",  # uvicorn's copy of the message with terminal colours
}


def scrub(text: str, secrets: tuple[str, ...] = ()) -> str:
    """``text`` with API key secrets, URL credentials and ``secrets`` (with every piece of
    them, see :func:`swcmem.secrets.redact`) masked."""
    text = _KEY.sub(lambda m: f"swcm_{m.group(1)}_***", text)
    text = _URL.sub(lambda m: redact_url(m.group(0)), text)
    return redact(text, secrets) if secrets else text


class JsonFormatter(logging.Formatter):
    """A log record as one JSON line: time, level, logger, message and the extra fields.
    ``secrets`` (e.g. the database URL's password) are masked wherever they appear."""

    def __init__(self, secrets: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.secrets = secrets

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": scrub(record.getMessage(), self.secrets),
        }
        for key, value in vars(record).items():
            if key not in _RESERVED and not key.startswith("_"):
                out[key] = scrub(value, self.secrets) if isinstance(value, str) else value
        if record.exc_info and record.exc_info[0] is not None:
            out["error"] = scrub(self.formatException(record.exc_info), self.secrets)
        return json.dumps(out, default=str)


def setup_logging(
    level: str = "info", stream: IO[str] | None = None, db: str | None = None
) -> None:
    """Send swcmem's and uvicorn's logs to ``stream`` (stderr) as JSON lines; the
    credentials of the ``db`` URL are masked in every line."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter(tuple(url_secrets(db)) if db else ()))
    for name in ("swcmem", "uvicorn", "uvicorn.error", "mcp"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.propagate = False
        logger.setLevel(level.upper() if name.startswith("swcmem") else "WARNING")
    logging.getLogger("uvicorn.error").setLevel(level.upper())
    access = logging.getLogger("uvicorn.access")
    access.handlers = []
    access.propagate = False
    access.disabled = True


def log_request(fields: dict[str, Any]) -> None:
    status = int(fields.get("status", 0))
    level = logging.ERROR if status >= 500 else logging.INFO
    log.log(level, "request", extra=fields)
