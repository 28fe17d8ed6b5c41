"""Derived data made ahead, off the request path: the MiniLM vectors ``when`` matches a
question against (:meth:`~swcmem.service.memories.Memories.prepare_when`).

A consolidation job asks for them after it ran (:mod:`swcmem.service.jobs`); one thread of
the process makes them, a conversation at a time, each asked-for conversation once however
often it was asked for meanwhile. Without them the first ``when`` after a bulk add would
embed every new turn inside the request: seconds for a long conversation (MiniLM reads
every 254 tokens of a turn). Shutdown does not wait for them (they are derived: the next
``when`` or job makes what is missing).

Thread-safe: one condition guards the set of conversations waiting.
"""

from __future__ import annotations

import logging
import threading

from swcmem.service.memories import Memories

log = logging.getLogger("swcmem.service.warm")


class Warmer:
    """Makes the ``when`` vectors of the conversations it is asked for (see the module doc)."""

    def __init__(self, memories: Memories) -> None:
        self.memories = memories
        self._waiting: dict[str, None] = {}  # stored ids, in the order asked
        self._cond = threading.Condition()
        self._stopping = False
        self._thread: threading.Thread | None = None

    def want(self, cid: str) -> None:
        """Ask for the vectors of a stored conversation (returns at once)."""
        with self._cond:
            self._waiting[cid] = None
            self._cond.notify()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._loop, name="swcmem-warm", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Make nothing more; a conversation being embedded now is left to finish or fail."""
        with self._cond:
            self._stopping = True
            self._waiting.clear()
            self._cond.notify_all()

    def _next(self) -> str | None:
        with self._cond:
            while not self._waiting and not self._stopping:
                self._cond.wait()
            if self._stopping:
                return None
            cid = next(iter(self._waiting))
            del self._waiting[cid]
            return cid

    def _loop(self) -> None:
        while (cid := self._next()) is not None:
            try:
                self.memories.prepare_when(cid)
            except Exception:
                if not self._stopping:  # a closed store at shutdown is no news
                    log.warning(
                        "could not make the when() vectors of a conversation", exc_info=True
                    )
