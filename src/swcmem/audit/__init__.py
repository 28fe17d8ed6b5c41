"""Preservation audit: what share of a gist's source dates, entities, numbers and events it
kept (verbatim and normalised), and the repair policy run after every gist.

Entry points: :class:`PreservationAuditor` (the consolidation hook), :func:`audit_gist`, :class:`AuditSource`,
:class:`AuditConfig`, :class:`AuditResult`; :func:`source_mentions`, :func:`gist_view` and
:func:`measure` for the dataset-level analysis (``swcmem bench preservation``).
"""

from swcmem.audit.hook import PreservationAuditor
from swcmem.audit.mentions import KINDS, Mention, MentionKind
from swcmem.audit.nlp import Analyzer, get_analyzer, spacy_available
from swcmem.audit.policy import AUDIT_VERSION, AuditConfig, AuditResult, AuditSource, audit_gist
from swcmem.audit.rates import (
    GistView,
    Measurement,
    Preservation,
    SourceMentions,
    TypeRate,
    gist_view,
    measure,
    source_mentions,
    total,
)

__all__ = [
    "AUDIT_VERSION",
    "KINDS",
    "Analyzer",
    "AuditConfig",
    "AuditResult",
    "AuditSource",
    "GistView",
    "Measurement",
    "Mention",
    "MentionKind",
    "Preservation",
    "PreservationAuditor",
    "SourceMentions",
    "TypeRate",
    "audit_gist",
    "get_analyzer",
    "gist_view",
    "measure",
    "source_mentions",
    "spacy_available",
    "total",
]
