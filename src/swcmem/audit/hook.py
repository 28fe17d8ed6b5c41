"""The audit as the consolidation engine calls it (:class:`PreservationAuditor`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from swcmem.audit.policy import AuditConfig, AuditSource, audit_gist
from swcmem.model import Anchor, Turn


@dataclass(frozen=True)
class PreservationAuditor:
    """Implements :class:`swcmem.consolidate.auditor.GistAuditor` with :func:`audit_gist`:
    measure the draft, re-abstract once, then append the lost dates. Thread-safe (it holds
    only its frozen config)."""

    config: AuditConfig = field(default_factory=AuditConfig)

    def __call__(
        self,
        turns: tuple[Turn, ...],
        anchors: tuple[Anchor, ...],
        reference: datetime | None,
        draft: str,
        reabstract: Callable[[], str],
    ) -> tuple[str, str]:
        source = AuditSource(turns, anchors, reference)
        text, result = audit_gist(source, draft, reabstract, self.config)
        return text, result.to_json()
