"""Stores follow the extractor: anchors written by an older extractor are noticed and rebuilt.

Every anchor row records the extractor that wrote it (``duckling+rules/2``: backend and rule
version, :data:`swcmem.temporal.index.EXTRACTOR`). A conversation is *stale* when any of its
anchors has a lower rule version than the running one (another backend at the same version is
not: it is what this installation can do). :func:`stale_notice` says so in one line;
:func:`reindex` rebuilds.

Rebuilding a conversation, in one transaction:

1. extract every turn's anchors again and replace the conversation's rows;
2. drop what was derived from the anchors of the turns whose anchors changed: the MiniLM
   vectors of their event sentences (:mod:`swcmem.temporal.vectors` makes them again on the
   next question) and every gist made from those turns, of any strategy — gists quote resolved
   dates and were audited against the anchors. Consolidation makes the missing gists again
   when a memory is next built (only those; the others, and the tiers, are kept).

A conversation whose anchors are all current is skipped, so an interrupted reindex continues
where it stopped when run again.

Thread-safe as far as the store is: each conversation is one transaction.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from swcmem.model import Anchor
from swcmem.store.anchors import (
    anchor_extractors,
    delete_anchors,
    delete_gists_of_turns,
    insert_anchors,
    load_anchors,
)
from swcmem.store.conversations import conversation_ids, load_conversation
from swcmem.store.db import Store
from swcmem.store.vectors import delete_anchor_vectors
from swcmem.temporal.index import EXTRACTOR, conversation_anchors

Progress = Callable[[int, int, str], None]  # (done, total, conversation id)
_VERSION = re.compile(r"/(\d+)$")


@dataclass(frozen=True, slots=True)
class Reindexed:
    """What :func:`reindex` did to one conversation."""

    conversation_id: str
    skipped: bool  # already current
    anchors: int = 0  # rows written
    changed_turns: int = 0  # turns whose anchors differ from the old ones
    gists_removed: int = 0
    seconds: float = 0.0


def extractor_version(name: str) -> int | None:
    """The rule version of an extractor name ("duckling+rules/2" → 2), ``None`` if unnamed."""
    m = _VERSION.search(name)
    return int(m.group(1)) if m else None


def is_stale(extractor: str, current: str = EXTRACTOR) -> bool:
    """True when ``extractor`` is an older rule version than ``current``."""
    old, new = extractor_version(extractor), extractor_version(current)
    if new is None:
        return False
    return old is None or old < new


def stale_conversations(store: Store, conversation_id: str | None = None) -> dict[str, set[str]]:
    """Conversations with anchors from an older extractor, with those extractors' names."""
    found = anchor_extractors(store, conversation_id)
    return {
        cid: {e for e in names if is_stale(e)}
        for cid, names in sorted(found.items())
        if any(is_stale(e) for e in names)
    }


def stale_notice(store: Store) -> str | None:
    """One line saying that some conversations were indexed by an older extractor and how to
    rebuild them, or ``None`` when every conversation is current."""
    stale = stale_conversations(store)
    if not stale:
        return None
    names = sorted({e for v in stale.values() for e in v})
    ids = list(stale)
    shown = ", ".join(ids[:3]) + (f" and {len(ids) - 3} more" if len(ids) > 3 else "")
    return (
        f"dates of {len(ids)} conversation{'s' if len(ids) != 1 else ''} ({shown}) were indexed"
        f" by an older extractor ({', '.join(names)}; this is {EXTRACTOR}):"
        " run 'swcmem reindex' to rebuild them"
    )


def reindex(
    store: Store,
    conversation_id: str | None = None,
    progress: Progress | None = None,
    *,
    force: bool = False,
) -> list[Reindexed]:
    """Rebuild the anchors (and what depends on them) of every stale conversation, or of one;
    ``force`` rebuilds current ones too. See the module doc."""
    if conversation_id is not None:
        load_conversation(store, conversation_id)  # raises NotFoundError when unknown
        ids = [conversation_id]
    else:
        ids = conversation_ids(store)
    stale = stale_conversations(store, conversation_id)
    out = []
    for n, cid in enumerate(ids, start=1):
        out.append(_one(store, cid) if force or cid in stale else Reindexed(cid, skipped=True))
        if progress:
            progress(n, len(ids), cid)
    return out


def _one(store: Store, conversation_id: str) -> Reindexed:
    started = time.perf_counter()
    with store.atomic():
        conv = load_conversation(store, conversation_id)
        new = conversation_anchors(conv)
        changed = changed_turns(load_anchors(store, conversation_id), new)
        delete_anchors(store, conversation_id)
        written = insert_anchors(store, conversation_id, new, EXTRACTOR) if new else 0
        delete_anchor_vectors(store, conversation_id, changed)
        removed = delete_gists_of_turns(store, conversation_id, changed)
    return Reindexed(
        conversation_id,
        skipped=False,
        anchors=written,
        changed_turns=len(changed),
        gists_removed=removed,
        seconds=time.perf_counter() - started,
    )


def changed_turns(old: Sequence[Anchor], new: Sequence[Anchor]) -> list[str]:
    """Turns whose anchors differ (in expression, dates, grain, event or kind)."""

    def by_turn(anchors: Sequence[Anchor]) -> dict[str, list[tuple[object, ...]]]:
        out: dict[str, list[tuple[object, ...]]] = {}
        for a in anchors:
            out.setdefault(a.turn_id, []).append(_signature(a))
        return out

    before, after = by_turn(old), by_turn(new)
    return sorted(t for t in before.keys() | after.keys() if before.get(t) != after.get(t))


def _signature(a: Anchor) -> tuple[object, ...]:
    return (
        a.surface,
        a.char_start,
        a.char_end,
        a.start,
        a.end,
        a.grain,
        a.event_text,
        a.implicit,
        a.generic,
        a.duration_days,
    )
