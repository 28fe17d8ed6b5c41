"""LLM settings for the CLI edge: ``--llm`` > ``$SWCMEM_LLM`` > config file.

The config file is TOML at ``$SWCMEM_CONFIG`` or ``<user config dir>/swcmem/config.toml``::

    [llm]
    spec = "openai-compatible:http://127.0.0.1:8080/v1#smollm2"
    cache = "~/.cache/swcmem/llm_cache.sqlite"   # or $SWCMEM_CACHE
    timeout_s = 120
    max_tries = 4
    concurrency = 4

API keys are refused there: they come only from the environment.
Library code never calls this module; it takes explicit arguments.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from swcmem.errors import ConfigError
from swcmem.llm.cache import ENV_CACHE, default_cache_path
from swcmem.llm.transport import TransportOptions

ENV_LLM = "SWCMEM_LLM"
ENV_CONFIG = "SWCMEM_CONFIG"
ALLOWED = {"spec", "cache", "timeout_s", "max_tries", "concurrency"}


@dataclass(frozen=True, slots=True)
class LLMSettings:
    spec: str | None
    cache_path: Path
    use_cache: bool
    options: TransportOptions


def config_path(environ: Mapping[str, str]) -> Path:
    env = environ.get(ENV_CONFIG)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_config_dir("swcmem")) / "config.toml"


def load_llm_config(path: Path) -> dict[str, Any]:
    """The ``[llm]`` table of the config file (empty when the file does not exist)."""
    if not path.is_file():
        return {}
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("llm", {})
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read config file {path}: {exc}") from exc
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    unknown = set(table) - ALLOWED
    if any("key" in k.lower() for k in unknown):
        raise ConfigError(
            f"{path}: API keys are not read from config files",
            hint="export OPENAI_API_KEY / ANTHROPIC_API_KEY / SWCMEM_LLM_API_KEY instead",
        )
    if unknown:
        raise ConfigError(
            f"{path}: unknown [llm] keys {sorted(unknown)} (known: {sorted(ALLOWED)})"
        )
    return table


def resolve_settings(
    environ: Mapping[str, str],
    *,
    spec: str | None = None,
    no_cache: bool = False,
    timeout_s: float | None = None,
    max_tries: int | None = None,
    concurrency: int | None = None,
) -> LLMSettings:
    """Merge CLI values (given here) over environment over config file over defaults."""
    cfg = load_llm_config(config_path(environ))
    defaults = TransportOptions()
    cache = environ.get(ENV_CACHE) or cfg.get("cache")
    options = TransportOptions(
        timeout_s=float(timeout_s or cfg.get("timeout_s", defaults.timeout_s)),
        max_tries=int(max_tries or cfg.get("max_tries", defaults.max_tries)),
        concurrency=int(concurrency or cfg.get("concurrency", defaults.concurrency)),
    )
    if options.max_tries < 1 or options.concurrency < 1 or options.timeout_s <= 0:
        raise ConfigError("max_tries and concurrency must be ≥ 1 and timeout_s > 0")
    return LLMSettings(
        spec=spec or environ.get(ENV_LLM) or cfg.get("spec"),
        cache_path=Path(cache).expanduser() if cache else default_cache_path(),
        use_cache=not no_cache,
        options=options,
    )
