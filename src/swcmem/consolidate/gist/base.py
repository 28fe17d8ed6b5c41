"""The gister interface: one chunk in, one gist (ranked units) out.

Conditions (the same names for both gisters):

- ``swc-full``: the paper's generic gist (no protection);
- ``swc-temporal``: the paper's temporal-protected gist (temporal expressions kept verbatim);
- ``swc-anchored``: ours — temporal expressions kept *and* written with their resolved date
  inline ("last Saturday [20 May 2023]"), names and numbers protected too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from swcmem.errors import ConfigError
from swcmem.model import Anchor
from swcmem.salience.chunks import Chunk
from swcmem.store.gists import GistUnit

CONDITIONS = ("swc-full", "swc-temporal", "swc-anchored")
GISTERS = ("extractive", "llm")
PROTECTED: dict[str, str] = {
    "swc-full": "swc-temporal",
    "swc-temporal": "swc-temporal",
    "swc-anchored": "swc-anchored",
}


def check_condition(name: str) -> str:
    if name not in CONDITIONS:
        raise ConfigError(
            f"unknown SWC condition '{name}' (choose one of: {', '.join(CONDITIONS)})"
        )
    return name


@dataclass(frozen=True)
class GistRequest:
    """What a gister gets for one chunk."""

    conversation_id: str
    chunk: Chunk
    anchors: tuple[Anchor, ...] = ()  # explicit anchors of the chunk's turns (temporal index)
    idf: Mapping[str, float] = field(default_factory=dict)  # stem → idf in the conversation
    speakers: tuple[str, ...] = ()
    max_ratio: float = 0.5  # the stored gist holds at most this share of the chunk's tokens


@dataclass(frozen=True, slots=True)
class GistDraft:
    text: str  # the whole gist, as one text (what the audit reads)
    units: tuple[GistUnit, ...]  # the same content in ranked pieces (rank 0 first)


class Gister(Protocol):
    @property
    def kind(self) -> str:
        """extractive | llm"""
        ...

    @property
    def condition(self) -> str:
        """swc-full | swc-temporal | swc-anchored"""
        ...

    @property
    def version(self) -> str:
        """Gister + prompt version, stored with every gist."""
        ...

    @property
    def llm_spec(self) -> str | None: ...

    def gist(self, request: GistRequest) -> GistDraft: ...

    def protected(self) -> Gister:
        """The temporal-protected variant of this gister (for the audit's re-abstraction)."""
        ...
