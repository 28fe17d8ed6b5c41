"""Audit results of the gists already in the store (what ``swcmem audit`` shows).

A gist consolidated with the audit on carries its :class:`AuditResult` in ``gists.audit_json``.
A gist made with the audit off has none; for it we *measure* the rates now (same definitions,
no repair), so every stored gist can be inspected the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from swcmem.audit.nlp import Analyzer, get_analyzer
from swcmem.audit.policy import AuditResult, AuditSource
from swcmem.audit.rates import (
    Preservation,
    SourceMentions,
    gist_view,
    measure,
    source_mentions,
    total,
)
from swcmem.model import Conversation
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.store.gists import StoredGist, list_gists, load_chunks

MentionCache = dict[tuple[str, tuple[str, ...]], SourceMentions]


@dataclass(frozen=True, slots=True)
class GistAudit:
    """One stored gist with its audit (``audited`` False: rates measured now, no action)."""

    gist: StoredGist
    rates: Preservation
    result: AuditResult | None

    @property
    def audited(self) -> bool:
        return self.result is not None

    def as_dict(self) -> dict[str, Any]:
        g = self.gist
        return {
            "gist_id": g.id,
            "chunk_id": g.chunk_id,
            "session": g.session_idx,
            "strategy": g.strategy,
            "gister": g.gister,
            "version": g.version,
            "tokens": g.tokens,
            "source_turns": len(g.source_turns),
            "audited": self.audited,
            "rates": self.rates.as_dict(),
            "audit": None if self.result is None else self.result.as_dict(),
        }


def chunk_turn_ids(store: Store, conversation_id: str) -> dict[str, tuple[str, ...]]:
    """chunk id → the turn ids it covers (what a gist of that chunk compressed)."""
    return {c.id: c.turn_ids for c in load_chunks(store, conversation_id)}


def source_of_gist(
    store: Store,
    conv: Conversation,
    gist: StoredGist,
    chunks: dict[str, tuple[str, ...]] | None = None,
) -> AuditSource:
    """The source of a stored gist: every turn of its chunk (a gist's own ``source_turns``
    name only the turns it drew from), their anchors and its session date."""
    by_id = conv.turn_map()
    chunks = chunk_turn_ids(store, conv.id) if chunks is None else chunks
    ids = chunks.get(gist.chunk_id) or gist.source_turns
    turns = [by_id[t] for t in ids if t in by_id]
    try:
        reference = conv.session(gist.session_idx).started_at
    except KeyError:
        reference = None
    return AuditSource.for_turns(store, conv.id, turns, reference)


def measure_gist(
    store: Store,
    conv: Conversation,
    gist: StoredGist,
    analyzer: Analyzer,
    chunks: dict[str, tuple[str, ...]] | None = None,
    cache: MentionCache | None = None,
) -> Preservation:
    """Preservation rates of one stored gist's text against its source turns (``cache``
    keeps the source mentions of chunks already analysed, e.g. across strategies)."""
    source = source_of_gist(store, conv, gist, chunks)
    key = (conv.id, tuple(t.id for t in source.turns))
    mentions = None if cache is None else cache.get(key)
    if mentions is None:
        mentions = source_mentions(source.turns, source.anchors, analyzer)
        if cache is not None:
            cache[key] = mentions
    return measure(mentions, gist_view(gist.text, source.reference, analyzer)).rates


def stored_audits(
    store: Store,
    conversation_id: str,
    *,
    strategy: str | None = None,
    gister: str | None = None,
    extractor: str = "heuristic",
) -> list[GistAudit]:
    """Every stored gist of a conversation with its audit (measured now when it has none)."""
    conv = load_conversation(store, conversation_id)
    analyzer = get_analyzer(extractor)
    chunks = chunk_turn_ids(store, conversation_id)
    out = []
    for gist in list_gists(store, conversation_id, strategy=strategy, gister=gister):
        if gist.audit_json:
            result = AuditResult.from_json(gist.audit_json)
            out.append(GistAudit(gist, result.rates, result))
        else:
            out.append(GistAudit(gist, measure_gist(store, conv, gist, analyzer, chunks), None))
    return out


@dataclass(frozen=True, slots=True)
class AuditCounts:
    """How many audited gists needed a retry or the appended line, and how many still fail."""

    gists: int = 0
    audited: int = 0
    retried: int = 0
    appended: int = 0
    below_threshold_after: int = 0

    def as_dict(self) -> dict[str, int]:
        return {
            "gists": self.gists,
            "audited": self.audited,
            "retried": self.retried,
            "appended": self.appended,
            "below_threshold_after": self.below_threshold_after,
        }


def count_audits(results: Sequence[AuditResult | None]) -> AuditCounts:
    done = [r for r in results if r is not None]
    return AuditCounts(
        gists=len(results),
        audited=len(done),
        retried=sum(1 for r in done if r.retried),
        appended=sum(1 for r in done if r.appended),
        below_threshold_after=sum(1 for r in done if not r.passed),
    )


def summed(rows: Sequence[GistAudit]) -> Preservation:
    return total(r.rates for r in rows)
