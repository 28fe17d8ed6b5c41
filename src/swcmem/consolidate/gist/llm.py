"""The LLM gister: the paper's prompts (``swc-full``, ``swc-temporal``) and ours
(``swc-anchored``: the source carries the session date and resolved dates inline).

Temperature 0 and a fixed seed, so with the LLM cache a re-run is free; the engine also
reuses stored gists and never calls the model for a chunk whose gist is already stored.
The gist's sentences become its ranked units in their written order (the model is asked for
a short paragraph; its first sentences are kept first when the budget is tight).
"""

from __future__ import annotations

from dataclasses import dataclass

from swcmem.consolidate.gist.base import PROTECTED, GistDraft, GistRequest, check_condition
from swcmem.consolidate.gist.prompts import PROMPT_VERSION, build_prompt
from swcmem.consolidate.gist.units import annotate
from swcmem.errors import LLMBadResponse
from swcmem.llm.base import LLM, CompletionParams, Message
from swcmem.store.gists import GistUnit
from swcmem.text import sentences

MAX_GIST_TOKENS = 300


@dataclass(frozen=True)
class LLMGister:
    llm: LLM
    condition: str = "swc-anchored"
    max_tokens: int = MAX_GIST_TOKENS
    kind: str = "llm"

    def __post_init__(self) -> None:
        check_condition(self.condition)

    @property
    def version(self) -> str:
        return f"llm-{PROMPT_VERSION}"

    @property
    def llm_spec(self) -> str | None:
        return self.llm.spec

    def protected(self) -> LLMGister:
        return LLMGister(self.llm, PROTECTED[self.condition], self.max_tokens)

    def prompt(self, request: GistRequest) -> str:
        chunk = request.chunk
        label = None
        if chunk.started_at is not None:
            dt = chunk.started_at
            label = f"{dt.day} {dt:%B %Y} ({dt:%A})"
        return build_prompt(self.condition, label, self._lines(request))

    def _lines(self, request: GistRequest) -> list[str]:
        lines = []
        for t in request.chunk.turns:
            text = t.text
            if self.condition == "swc-anchored":
                text = annotate(text, t.text, [a for a in request.anchors if a.turn_id == t.id])
            if t.caption:
                text = f"{text} [shares a photo: {t.caption}]"
            lines.append(f"{t.speaker}: {text}")
        return lines

    def gist(self, request: GistRequest) -> GistDraft:
        params = CompletionParams(temperature=0.0, max_tokens=self.max_tokens, seed=0)
        reply = self.llm.complete([Message("user", self.prompt(request))], params, purpose="gist")
        text = " ".join(reply.text.split())
        if not text:
            raise LLMBadResponse(f"{self.llm.spec} returned an empty gist")
        ids = request.chunk.turn_ids
        units = tuple(GistUnit(s, ids, k) for k, s in enumerate(sentences(text)))
        return GistDraft(text, units or (GistUnit(text, ids, 0),))
