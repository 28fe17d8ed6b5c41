"""The consolidation settings (one frozen object, passed everywhere)."""

from __future__ import annotations

from dataclasses import dataclass, field

from swcmem.consolidate.auditor import GistAuditor
from swcmem.consolidate.gist.base import GISTERS, check_condition
from swcmem.consolidate.policy import check_policy
from swcmem.consolidate.tiers import TierConfig
from swcmem.errors import ConfigError
from swcmem.salience.chunks import DEFAULT_MAX_CHUNK_TOKENS
from swcmem.salience.embed import EMBEDDERS
from swcmem.salience.score import SalienceWeights

DEFAULT_BUDGET = 4000
PAPER_RATIO = 0.25


@dataclass(frozen=True)
class ConsolidationConfig:
    """How to consolidate. ``strategy`` is the SWC condition (swc-full | swc-temporal |
    swc-anchored); ``gist_ratio=None`` lets the staged policy size gists to fill the budget
    (the paper policy then uses a fixed 0.25); ``audit=None`` audits swc-anchored only.
    ``auditor`` runs the audit (e.g. :class:`swcmem.audit.PreservationAuditor`); an audited
    consolidation without one is refused (it is not part of equality or signatures)."""

    strategy: str = "swc-anchored"
    gister: str = "extractive"
    policy: str = "staged"
    budget: int = DEFAULT_BUDGET
    embedder: str = "lexical"
    weights: SalienceWeights = field(default_factory=SalienceWeights)
    tiers: TierConfig = field(default_factory=TierConfig)
    density: str = "heuristic"
    max_chunk_tokens: int = DEFAULT_MAX_CHUNK_TOKENS
    gist_ratio: float | None = None
    max_ratio: float = 0.5
    min_ratio: float = 0.03
    abstract_tokens: int = 40
    audit: bool | None = None
    auditor: GistAuditor | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        check_condition(self.strategy)
        check_policy(self.policy)
        if self.gister not in GISTERS:
            raise ConfigError(
                f"unknown gister '{self.gister}' (choose one of: {', '.join(GISTERS)})"
            )
        if self.embedder not in EMBEDDERS:
            raise ConfigError(
                f"unknown embedder '{self.embedder}' (choose: {', '.join(EMBEDDERS)})"
            )
        if self.budget <= 0:
            raise ConfigError(f"budget must be a positive number of tokens, got {self.budget}")
        if self.gist_ratio is not None and not 0 < self.gist_ratio <= 1:
            raise ConfigError(f"gist_ratio must be within (0, 1], got {self.gist_ratio}")
        if not 0 < self.min_ratio <= self.max_ratio <= 1:
            raise ConfigError("need 0 < min_ratio ≤ max_ratio ≤ 1")

    @property
    def inline_dates(self) -> bool:
        """Ours writes dates inside the memory lines; the paper conditions show a gist under a
        date header, as every baseline shows its turns."""
        return self.strategy == "swc-anchored"

    @property
    def audited(self) -> bool:
        return self.strategy == "swc-anchored" if self.audit is None else self.audit

    def require_auditor(self) -> GistAuditor | None:
        """The auditor when the audit is on (raises when it is on and none was given)."""
        if not self.audited:
            return None
        if self.auditor is None:
            raise ConfigError(
                f"the preservation audit is on for {self.strategy} but no auditor was given",
                hint="pass auditor=swcmem.audit.PreservationAuditor(), or audit=False",
            )
        return self.auditor

    def gist_version(self, gister_version: str) -> str:
        return f"{gister_version}+audit" if self.audited else gister_version

    def salience_signature(self) -> str:
        t = self.tiers
        return (
            f"{self.embedder}|{self.weights.label}|{self.density}|{self.max_chunk_tokens}"
            f"|{t.low:g}-{t.high:g}|{t.protect_first}+{t.protect_last}"
        )

    def fixed_ratio(self) -> float | None:
        if self.gist_ratio is not None:
            return self.gist_ratio
        return PAPER_RATIO if self.policy == "paper" else None
