"""SWC consolidation: tiers by salience, budget policies, gists with provenance, scheduling."""

from swcmem.consolidate.config import ConsolidationConfig
from swcmem.consolidate.engine import ConsolidationReport, consolidate
from swcmem.consolidate.service import current_memory, memory_view

__all__ = [
    "ConsolidationConfig",
    "ConsolidationReport",
    "consolidate",
    "current_memory",
    "memory_view",
]
