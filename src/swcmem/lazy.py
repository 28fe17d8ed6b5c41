"""Names a package exports but imports on first use (``swcmem``, ``swcmem.llm``): importing
the package stays fast, and the module behind a name loads only when the name is read."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def lazy_exports(
    package: str, sources: Mapping[str, str], public: Iterable[str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A package's module-level ``__getattr__`` and ``__dir__``: ``sources`` maps each lazy
    name to the module that defines it; a name read once is kept in the package's globals.
    Thread-safe (imports take Python's import lock; a name set twice is the same object)."""
    namespace = sys.modules[package].__dict__
    names = set(public)

    def __getattr__(name: str) -> Any:
        module = sources.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | names)

    return __getattr__, __dir__
