"""The hook through which a preservation audit checks every new gist before it is stored.

The consolidation engine only knows this small protocol; the audit itself lives in a higher
layer (:class:`swcmem.audit.PreservationAuditor` implements it) and is handed in through
:attr:`swcmem.consolidate.config.ConsolidationConfig.auditor`. Entry points that consolidate
on the user's behalf (``Memory``, the CLI, ``StrategyEnv``) pass the default auditor.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from swcmem.model import Anchor, Turn


class GistAuditor(Protocol):
    """Checks one gist against its source; implementations must be thread-safe."""

    def __call__(
        self,
        turns: tuple[Turn, ...],
        anchors: tuple[Anchor, ...],
        reference: datetime | None,
        draft: str,
        reabstract: Callable[[], str],
    ) -> tuple[str, str]:
        """The text to store (the draft, a retry from ``reabstract()``, or either with a
        repair appended) and the audit result as JSON (stored with the gist)."""
        ...
