"""Gisters: offline extractive (default) and LLM, each under the three SWC conditions."""

from __future__ import annotations

from swcmem.consolidate.gist.base import (
    CONDITIONS,
    GISTERS,
    GistDraft,
    Gister,
    GistRequest,
    check_condition,
)
from swcmem.errors import ConfigError
from swcmem.llm.base import LLM


def get_gister(kind: str, condition: str, llm: LLM | None = None) -> Gister:
    """``extractive`` (offline) or ``llm`` (needs ``llm``) for one condition."""
    check_condition(condition)
    if kind == "extractive":
        from swcmem.consolidate.gist.extractive import ExtractiveGister

        return ExtractiveGister(condition)
    if kind == "llm":
        if llm is None:
            raise ConfigError(
                "the LLM gister needs a model",
                hint="pass --llm SPEC (e.g. openai-compatible:http://127.0.0.1:8080/v1#model)"
                " or use --gister extractive",
            )
        from swcmem.consolidate.gist.llm import LLMGister

        return LLMGister(llm, condition)
    raise ConfigError(f"unknown gister '{kind}' (choose one of: {', '.join(GISTERS)})")


__all__ = ["CONDITIONS", "GISTERS", "GistDraft", "GistRequest", "Gister", "get_gister"]
