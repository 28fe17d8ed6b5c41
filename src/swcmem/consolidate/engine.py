"""Consolidation: score chunks, assign tiers, write the gists the memory needs — incrementally.

One run for (conversation, condition, gister, version):

1. chunks and their salience/tier are brought up to date (:mod:`swcmem.consolidate.scoring`):
   only sessions that gained turns are cut and read again; every chunk is re-scored by
   arithmetic on stored features when the conversation changed (a new session shifts recency
   and downstream similarity for every chunk);
2. every unprotected chunk that the policy may show as a gist gets one — unless a gist of the
   same chunk state is already stored, which is reused (no model call, no duplicate row): only
   new or grown chunks are gisted;
3. each gist is written in its own transaction as soon as it exists, so a crashed run resumes
   where it stopped: the next run finds those gists and makes only the missing ones.

The report says what the run did (chunks re-scored, read, re-tiered; gists made, reused).
The extractive gister's IDF comes from stored document frequencies of its stems, counted
once per turn (:mod:`swcmem.store.gist_terms`), so no run reads every turn.

An optional preservation audit checks every new gist before it is stored: the engine calls
the :class:`~swcmem.consolidate.auditor.GistAuditor` of the config (the audit is a higher layer).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from swcmem.consolidate.anchors import turn_anchors
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.gist import GistDraft, Gister, GistRequest, get_gister
from swcmem.consolidate.scoring import current_chunks, ensure_tiers, state_signature
from swcmem.consolidate.stored import gist_set
from swcmem.consolidate.tiers import TierDecision
from swcmem.llm.base import LLM
from swcmem.model import Conversation
from swcmem.salience.chunks import Chunk
from swcmem.salience.embed import content_stems
from swcmem.store import gist_terms, live
from swcmem.store import gists as gist_store
from swcmem.store.db import Store
from swcmem.store.gists import GistUnit, NewGist, StoredGist

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ConsolidationReport:
    """What one run did. ``rescored`` says whether salience was computed again; ``chunks``
    counts every chunk, ``chunks_rescored`` those re-scored, ``chunks_read`` those whose text
    was read and analysed (new or grown), ``tier_changes`` those whose tier moved;
    ``created`` gists were made (re-gisted), ``reused`` found already stored."""

    conversation_id: str
    key: str
    decisions: tuple[TierDecision, ...]
    gists: tuple[StoredGist, ...]
    created: int
    reused: int
    rescored: bool
    resumed: bool
    seconds: float
    chunks: int = 0
    chunks_rescored: int = 0
    chunks_read: int = 0
    tier_changes: int = 0


def run_key(config: ConsolidationConfig, gister: Gister) -> str:
    return f"{config.strategy}/{gister.kind}/{config.gist_version(gister.version)}"


def consolidate(
    store: Store,
    conversation: str | Conversation,
    config: ConsolidationConfig = ConsolidationConfig(),
    llm: LLM | None = None,
    *,
    progress: Progress | None = None,
) -> ConsolidationReport:
    """Bring the stored memory of one conversation up to date (see the module doc)."""
    started = time.perf_counter()
    conv = live.conversation(store, conversation) if isinstance(conversation, str) else conversation
    gister = get_gister(config.gister, config.strategy, llm)
    config.require_auditor()  # refuse before any work, not at the first gist
    key = run_key(config, gister)
    previous = gist_store.get_state(store, conv.id, key)
    resumed = previous is not None and previous["status"] == "running"
    chunks = current_chunks(store, conv, config)
    work = ensure_tiers(store, conv, chunks, config)
    gist_store.mark_running(
        store, conv.id, key, state_signature(conv), len(conv.sessions), len(conv.turns)
    )
    made, reused = _ensure_gists(store, conv, chunks, work.decisions, config, gister, progress)
    gist_store.mark_done(store, conv.id, key)
    version = config.gist_version(gister.version)
    stored = gist_set(store, conv.id, config.strategy, gister.kind, version)
    return ConsolidationReport(
        conversation_id=conv.id,
        key=key,
        decisions=tuple(work.decisions),
        gists=tuple(stored[c.id] for c in chunks if c.id in stored),
        created=made,
        reused=reused,
        rescored=work.rescored > 0,
        resumed=resumed,
        seconds=time.perf_counter() - started,
        chunks=len(chunks),
        chunks_rescored=work.rescored,
        chunks_read=work.read,
        tier_changes=work.tier_changes,
    )


def needs_gist(decision: TierDecision, policy: str) -> bool:
    """Chunks the policy may show as a gist: every unprotected one under ``staged`` (any can
    be demoted), the mid tier under ``paper`` (which drops instead of demoting)."""
    if decision.protected:
        return False
    return decision.tier == "mid" if policy == "paper" else True


def _ensure_gists(
    store: Store,
    conv: Conversation,
    chunks: list[Chunk],
    decisions: list[TierDecision],
    config: ConsolidationConfig,
    gister: Gister,
    progress: Progress | None,
) -> tuple[int, int]:
    version = config.gist_version(gister.version)
    have = gist_store.gist_fingerprints(store, conv.id, config.strategy, gister.kind, version)
    wanted = [c for c, d in zip(chunks, decisions, strict=True) if needs_gist(d, config.policy)]
    todo = [c for c in wanted if have.get(c.id) != c.fingerprint]
    reused = len(wanted) - len(todo)
    if todo and gister.kind == "extractive":
        count_gist_terms(store, conv)
    for n, chunk in enumerate(todo, start=1):
        request = GistRequest(
            conversation_id=conv.id,
            chunk=chunk,
            anchors=tuple(turn_anchors(store, conv.id, chunk.turns)),
            idf=chunk_idf(store, conv.id, chunk) if gister.kind == "extractive" else {},
            speakers=conv.speakers,
            max_ratio=config.max_ratio,
        )
        draft, audit_json = _gist_with_audit(request, gister, config)
        gist_store.save_gist(store, _new_gist(request, draft, gister, version, audit_json))
        if progress:
            progress(n, len(todo))
    return len(todo), reused


def chunk_idf(store: Store, conversation_id: str, chunk: Chunk) -> dict[str, float]:
    """IDF within the conversation of the content stems of ``chunk``'s turns, as
    :func:`~swcmem.consolidate.gist.extractive.idf_table` computes it over every turn
    (``log((N + 1) / (df + 0.5))``, never below 0), from the stored frequencies (see
    :func:`count_gist_terms`; read for these stems only)."""
    stems = {s for t in chunk.turns for s in content_stems(t.full_text)}
    n = gist_terms.counted(store, conversation_id)
    df = gist_terms.frequencies(store, conversation_id, stems)
    return {w: max(0.0, math.log((n + 1) / (d + 0.5))) for w, d in df.items()}


def count_gist_terms(store: Store, conv: Conversation) -> int:
    """Count the gister's stems of the turns not counted yet (only new turns are read)."""
    return gist_terms.count_turns(store, conv.id, conv.turns, lambda t: content_stems(t.full_text))


def _new_gist(
    request: GistRequest, draft: GistDraft, gister: Gister, version: str, audit_json: str | None
) -> NewGist:
    from swcmem.tokens import count_tokens

    chunk = request.chunk
    sources = sorted({tid for u in draft.units for tid in u.turn_ids}, key=chunk.turn_ids.index)
    return NewGist(
        conversation_id=request.conversation_id,
        chunk_id=chunk.id,
        session_idx=chunk.session_idx,
        strategy=gister.condition,
        gister=gister.kind,
        version=version,
        chunk_fingerprint=chunk.fingerprint,
        text=draft.text,
        tokens=count_tokens(draft.text),
        units=draft.units,
        source_turns=tuple(sources) or chunk.turn_ids,
        llm_spec=gister.llm_spec,
        audit_json=audit_json,
    )


def _gist_with_audit(
    request: GistRequest, gister: Gister, config: ConsolidationConfig
) -> tuple[GistDraft, str | None]:
    draft = gister.gist(request)
    auditor = config.require_auditor()
    if auditor is None:
        return draft, None
    chunk = request.chunk
    retries: list[GistDraft] = []

    def reabstract() -> str:
        retries.append(gister.protected().gist(request))
        return retries[-1].text

    # the anchors the gister got (index, extracted for unindexed turns): no second lookup
    text, result_json = auditor(
        chunk.turns, request.anchors, chunk.started_at, draft.text, reabstract
    )
    return _with_repair(text, [draft, *retries], chunk.turn_ids), result_json


def _with_repair(text: str, drafts: list[GistDraft], turn_ids: tuple[str, ...]) -> GistDraft:
    """The audited text as ranked units: the draft or retry it starts with, plus whatever the
    audit appended as an always-kept unit (rank -1)."""
    for d in drafts:
        if text == d.text:
            return d
    for d in drafts:
        if text.startswith(d.text):
            extra = text[len(d.text) :].strip()
            return GistDraft(text, (*d.units, GistUnit(extra, turn_ids, -1)))
    return GistDraft(text, (GistUnit(text, turn_ids, 0),))


def describe(report: ConsolidationReport) -> dict[str, object]:
    """A JSON-ready summary (for the CLI's --json)."""
    return {
        "conversation": report.conversation_id,
        "key": report.key,
        "created": report.created,
        "reused": report.reused,
        "rescored": report.rescored,
        "resumed": report.resumed,
        "seconds": round(report.seconds, 3),
        "work": {
            "chunks": report.chunks,
            "rescored": report.chunks_rescored,
            "read": report.chunks_read,
            "tier_changes": report.tier_changes,
            "gisted": report.created,
            "reused": report.reused,
        },
        "chunks": [
            {
                "chunk": d.chunk_id,
                "session": d.session_idx,
                "salience": round(d.salience, 4),
                "tier": d.tier,
                "protected": d.protected,
                "reasons": list(d.reasons),
            }
            for d in report.decisions
        ],
        "gists": [
            json.loads(json.dumps({"chunk": g.chunk_id, "tokens": g.tokens})) for g in report.gists
        ],
    }
