"""Views of the consolidated memory kept per memory state: built once, rebuilt when the
conversation or its memory changes, and equal to what a fresh build gives."""

from __future__ import annotations

from swc.swc_data import make_conversation
from swcmem.audit import PreservationAuditor
from swcmem.consolidate import ConsolidationConfig
from swcmem.consolidate.cache import forget
from swcmem.consolidate.service import current_memory, memory_lines
from swcmem.consolidate.stored import gist_terms, gists_by_overlap
from swcmem.consolidate.timeline import with_timeline
from swcmem.consolidate.view import build_view
from swcmem.context import StrategyEnv, build_context
from swcmem.store import Store, live
from swcmem.temporal.ingest import ingest_conversation
from swcmem.text import search_terms
from test_lines import drop_one_at_a_time

CONFIG = ConsolidationConfig(strategy="swc-anchored", auditor=PreservationAuditor())


def _naive(chunks, gists, terms):  # type: ignore[no-untyped-def]
    """The definition: every gist scored by its overlap, best first, up to the first zero."""
    scored = [
        (len(terms & gist_terms(gists[c.id])), -c.session_idx, c) for c in chunks if c.id in gists
    ]
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    out = []
    for overlap, _, chunk in scored:
        if overlap == 0 and out:
            break
        out.append((overlap, chunk.id))
    return out


def test_gists_by_overlap_equals_scoring_every_gist(store: Store) -> None:
    ingest_conversation(store, make_conversation("c", sessions=6))
    conv = live.conversation(store, "c")
    chunks, _, gists = current_memory(store, conv, CONFIG)
    for question in ("Where did Ben run the race?", "Porto studio job", "nothing matches zzz"):
        terms = set(search_terms(question))
        fast = [(n, c.id) for n, c, _ in gists_by_overlap(chunks, gists, terms)]
        assert fast == _naive(chunks, gists, terms)[: len(fast)]
        assert fast and (fast[0][0] > 0 or len(fast) == 1)


def test_memory_lines_are_reused_until_the_conversation_grows(store: Store) -> None:
    ingest_conversation(store, make_conversation("c", sessions=5))
    conv = live.conversation(store, "c")
    first = memory_lines(store, conv, CONFIG, budget=300, timeline=True)
    assert memory_lines(store, conv, CONFIG, budget=300, timeline=True) == first
    ingest_conversation(store, make_conversation("c", sessions=6))
    grown = live.conversation(store, "c")
    after = memory_lines(store, grown, CONFIG, budget=300, timeline=True)
    forget(store.key, "c")  # a build from nothing in this process gives the same lines
    assert memory_lines(store, grown, CONFIG, budget=300, timeline=True) == after != first


def test_a_memory_over_budget_is_cut_as_dropping_line_by_line_would(store: Store) -> None:
    ingest_conversation(store, make_conversation("c", sessions=6))
    conv = live.conversation(store, "c")
    chunks, decisions, gists = current_memory(store, conv, CONFIG)
    for budget in (40, 90, 200):
        view = build_view(conv, chunks, decisions, gists, CONFIG, budget)
        raw = with_timeline(
            store, conv, list(view.lines), chunks, decisions, view.placements, budget
        )
        lines = memory_lines(store, conv, CONFIG, budget=budget, timeline=True)
        assert lines == drop_one_at_a_time(raw, budget)
        ctx = build_context(conv, budget, strategy="swc-anchored", env=StrategyEnv(store))
        assert ctx.tokens <= budget
