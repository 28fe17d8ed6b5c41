"""Service settings at the edge: command-line flags > environment > ``[service]`` in the config
file > defaults.

The config file is the one :mod:`swcmem.llm.config` reads (``$SWCMEM_CONFIG`` or
``<user config dir>/swcmem/config.toml``); its ``[service]`` table takes the field names of
:class:`ServiceConfig`::

    [service]
    db = "/var/lib/swcmem/memory.db"     # or a postgresql:// URL (password: use the env)
    host = "127.0.0.1"
    port = 8765
    max_body_bytes = 1048576
    rate_per_s = 50                      # per API key and process; 0 turns the limit off
    burst = 100
    job_lease_s = 60                     # a dead process's running job is taken over after

Every field can also be set as ``SWCMEM_SERVICE_<NAME>`` (``SWCMEM_SERVICE_PORT=9000``);
the store is also read from ``$SWCMEM_DB``. API keys are never read from the config file.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from swcmem.errors import ConfigError
from swcmem.llm.config import config_path
from swcmem.store.db import ENV_DB

ENV_PREFIX = "SWCMEM_SERVICE_"
LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})


@dataclass(frozen=True, slots=True)
class ServiceConfig:
    """Everything ``swcmem serve`` needs (immutable; see the module doc for its sources)."""

    db: str | None = None  # SQLite path or postgresql:// URL; None: the default store
    host: str = "127.0.0.1"
    port: int = 8765
    workers: int = 1  # processes (PostgreSQL only; each has its own rate-limit buckets)
    max_body_bytes: int = 1_048_576  # larger request bodies get 413 before parsing
    rate_per_s: float = 50.0  # per API key, token bucket; 0: no limit
    burst: int = 100  # bucket size
    log_content: bool = False  # log turn text and questions (off: never)
    log_level: str = "info"
    shutdown_grace_s: float = 30.0  # in-flight requests and the running job may finish
    # idle keep-alive connections are closed after this: longer than clients keep theirs
    # (httpx 5 s, Node 4-5 s) and than a balancer's idle timeout (often 60 s), else a client
    # may send a request on a connection the server is closing and get no answer
    keep_alive_s: int = 75
    job_workers: int = 1  # consolidation jobs run at once per process
    job_lease_s: float = 60.0  # a dead process's running job is taken over after this
    job_poll_s: float = 0.5  # seconds between looks at an empty job queue
    job_keep_s: float = 86_400.0  # finished jobs are deleted this long after they finished
    threads: int = 40  # requests worked on at once per process (the rest wait their turn)
    budget: int = 4000  # default context budget (tokens)
    strategy: str = "swc-adaptive"  # default context strategy
    mcp: bool = True  # mount the MCP server at /mcp
    # long-lived objects are frozen this often so full GCs stay short (swcmem.service.heap);
    # 0: Python's own collector settings
    gc_freeze_s: float = 10.0

    def __post_init__(self) -> None:
        checks = (
            (1 <= self.port <= 65535, "port must be 1-65535"),
            (self.workers >= 1, "workers must be at least 1"),
            (self.max_body_bytes >= 1024, "max_body_bytes must be at least 1024"),
            (self.rate_per_s >= 0, "rate_per_s cannot be negative (0 turns the limit off)"),
            (self.burst >= 1, "burst must be at least 1"),
            (self.shutdown_grace_s >= 0, "shutdown_grace_s cannot be negative"),
            (self.keep_alive_s >= 1, "keep_alive_s must be at least 1 second"),
            (self.job_workers >= 1, "job_workers must be at least 1"),
            (self.job_lease_s >= 1, "job_lease_s must be at least 1 second"),
            (self.job_poll_s > 0, "job_poll_s must be positive"),
            (self.job_keep_s > 0, "job_keep_s must be positive"),
            (self.threads >= 1, "threads must be at least 1"),
            (self.budget > 0, "budget must be a positive number of tokens"),
            (self.gc_freeze_s >= 0, "gc_freeze_s cannot be negative (0 turns freezing off)"),
            (
                self.log_level in ("debug", "info", "warning", "error"),
                "log_level is one of debug, info, warning, error",
            ),
        )
        for ok, message in checks:
            if not ok:
                raise ConfigError(f"service settings: {message}")

    @property
    def loopback(self) -> bool:
        return self.host in LOOPBACK or self.host.startswith("127.")


FIELDS = {f.name: f for f in fields(ServiceConfig)}


def load_service_table(path: Path) -> dict[str, Any]:
    """The ``[service]`` table of the config file (empty when the file does not exist)."""
    if not path.is_file():
        return {}
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("service", {})
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read config file {path}: {exc}") from exc
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [service] must be a table")
    unknown = set(table) - set(FIELDS)
    if any("key" in k.lower() for k in unknown):
        raise ConfigError(
            f"{path}: API keys are not read from config files",
            hint="clients send them in the Authorization header; 'swcmem keys create' makes one",
        )
    if unknown:
        raise ConfigError(f"{path}: unknown [service] keys {sorted(unknown)}")
    return table


def resolve_config(environ: Mapping[str, str], **flags: object) -> ServiceConfig:
    """Merge ``flags`` (None: not given) over the environment over the config file."""
    table = load_service_table(config_path(environ))
    values: dict[str, Any] = {}
    for name in FIELDS:
        raw = flags.get(name)
        source = f"--{name.replace('_', '-')}"
        if raw is None:
            raw, source = _from_env(environ, name)
        if raw is None and name in table:
            raw, source = table[name], f"[service] {name}"
        if raw is not None:
            values[name] = _convert(name, raw, source)
    unknown = set(flags) - set(FIELDS)
    if unknown:
        raise ConfigError(f"unknown service settings {sorted(unknown)}")
    return ServiceConfig(**values)


def _from_env(environ: Mapping[str, str], name: str) -> tuple[str | None, str]:
    env = ENV_PREFIX + name.upper()
    if env in environ:
        return environ[env], f"${env}"
    if name == "db" and environ.get(ENV_DB):
        return environ[ENV_DB], f"${ENV_DB}"
    return None, ""


def _convert(name: str, raw: object, source: str) -> object:
    kind = str(FIELDS[name].type)
    try:
        if kind == "bool":
            return _bool(raw)
        if kind == "int":
            return int(str(raw))
        if kind == "float":
            return float(str(raw))
        return str(raw)
    except ValueError:
        raise ConfigError(f"{source}: '{raw}' is not a valid {kind}") from None


def _bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ValueError(text)
