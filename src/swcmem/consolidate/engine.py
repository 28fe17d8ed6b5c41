"""Consolidation: score chunks, assign tiers, write the gists the memory needs — incrementally.

One run for (conversation, condition, gister, version):

1. chunks and their salience/tier are (re)computed when the conversation changed since the
   stored ones (new sessions shift recency and downstream similarity for every chunk);
2. every unprotected chunk that the policy may show as a gist gets one — unless a gist of the
   same chunk state is already stored, which is reused (no model call, no duplicate row);
3. each gist is written in its own transaction as soon as it exists, so a crashed run resumes
   where it stopped: the next run finds those gists and makes only the missing ones.

An optional preservation audit checks every new gist before it is stored: the engine calls
the :class:`~swcmem.consolidate.auditor.GistAuditor` of the config (the audit is a higher layer).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from swcmem.consolidate.anchors import turn_anchors
from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.gist import GistDraft, Gister, GistRequest, get_gister
from swcmem.consolidate.gist.extractive import idf_table
from swcmem.consolidate.tiers import TierDecision, assign_tiers
from swcmem.llm.base import LLM
from swcmem.model import Conversation
from swcmem.salience.chunks import Chunk, make_chunks
from swcmem.salience.embed import get_embedder
from swcmem.salience.score import score_chunks
from swcmem.store import gists as gist_store
from swcmem.store.conversations import load_conversation
from swcmem.store.db import Store
from swcmem.store.gists import GistUnit, NewGist, StoredChunk, StoredGist

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ConsolidationReport:
    conversation_id: str
    key: str
    decisions: tuple[TierDecision, ...]
    gists: tuple[StoredGist, ...]
    created: int
    reused: int
    rescored: bool
    resumed: bool
    seconds: float


def state_signature(conv: Conversation) -> str:
    """Identifies the conversation's content (turns are append-only): sessions and turns."""
    return f"{len(conv.sessions)}s/{sum(len(s.turns) for s in conv.sessions)}t"


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
    conv = load_conversation(store, conversation) if isinstance(conversation, str) else conversation
    gister = get_gister(config.gister, config.strategy, llm)
    config.require_auditor()  # refuse before any work, not at the first gist
    key = run_key(config, gister)
    previous = gist_store.get_state(store, conv.id, key)
    resumed = previous is not None and previous["status"] == "running"
    chunks = make_chunks(conv, config.max_chunk_tokens)
    decisions, rescored = ensure_tiers(store, conv, chunks, config)
    gist_store.mark_running(
        store, conv.id, key, state_signature(conv), len(conv.sessions), len(conv.turns)
    )
    made, reused = _ensure_gists(store, conv, chunks, decisions, config, gister, progress)
    gist_store.mark_done(store, conv.id, key)
    version = config.gist_version(gister.version)
    stored = gist_store.list_gists(
        store, conv.id, strategy=config.strategy, gister=gister.kind, version=version
    )
    wanted = {c.id for c in chunks}
    return ConsolidationReport(
        conversation_id=conv.id,
        key=key,
        decisions=tuple(decisions),
        gists=tuple(g for g in stored if g.chunk_id in wanted),
        created=made,
        reused=reused,
        rescored=rescored,
        resumed=resumed,
        seconds=time.perf_counter() - started,
    )


def ensure_tiers(
    store: Store, conv: Conversation, chunks: list[Chunk], config: ConsolidationConfig
) -> tuple[list[TierDecision], bool]:
    """Tier decisions for ``chunks``: the stored ones when they describe this very state of
    the conversation with these settings, else freshly scored (and stored)."""
    signature = f"{state_signature(conv)}|{config.salience_signature()}"
    stored = {c.id: c for c in gist_store.load_chunks(store, conv.id)}
    if all(
        c.id in stored
        and stored[c.id].computed_with == signature
        and stored[c.id].fingerprint == c.fingerprint
        for c in chunks
    ) and len(stored) == len(chunks):
        return [stored_decision(stored[c.id]) for c in chunks], False
    scores = score_chunks(chunks, get_embedder(config.embedder), config.weights, config.density)
    decisions = assign_tiers(scores, config.tiers)
    rows = [
        StoredChunk(
            conversation_id=conv.id,
            id=c.id,
            session_idx=c.session_idx,
            turn_ids=c.turn_ids,
            tokens=c.tokens,
            fingerprint=c.fingerprint,
            salience=s.salience,
            features=s.features(),
            tier=d.tier,
            reasons=d.reasons,
            computed_with=signature,
        )
        for c, s, d in zip(chunks, scores, decisions, strict=True)
    ]
    gist_store.delete_stale_chunks(store, conv.id, [c.id for c in chunks])
    gist_store.save_chunks(store, rows)
    return decisions, True


def stored_decision(row: StoredChunk) -> TierDecision:
    """The tier decision a stored chunk row records."""
    protected = any(r.startswith("protected") for r in row.reasons)
    tier = row.tier if row.tier in ("high", "mid", "low") else "mid"
    return TierDecision(row.id, row.session_idx, row.salience or 0.0, tier, protected, row.reasons)  # type: ignore[arg-type]


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
    have = {
        g.chunk_id: g.chunk_fingerprint
        for g in gist_store.list_gists(
            store, conv.id, strategy=config.strategy, gister=gister.kind, version=version
        )
    }
    todo = [
        c
        for c, d in zip(chunks, decisions, strict=True)
        if needs_gist(d, config.policy) and have.get(c.id) != c.fingerprint
    ]
    reused = sum(
        1 for c, d in zip(chunks, decisions, strict=True) if needs_gist(d, config.policy)
    ) - len(todo)
    if not todo:
        return 0, reused
    idf = idf_table([t.full_text for t in conv.turns]) if gister.kind == "extractive" else {}
    for n, chunk in enumerate(todo, start=1):
        request = GistRequest(
            conversation_id=conv.id,
            chunk=chunk,
            anchors=tuple(turn_anchors(store, conv.id, chunk.turns)),
            idf=idf,
            speakers=conv.speakers,
            max_ratio=config.max_ratio,
        )
        draft, audit_json = _gist_with_audit(request, gister, config)
        gist_store.save_gist(store, _new_gist(request, draft, gister, version, audit_json))
        if progress:
            progress(n, len(todo))
    return len(todo), reused


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
