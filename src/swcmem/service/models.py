"""Pydantic models of the REST API: request validation and the OpenAPI schema.

The JSON of the responses is built by :mod:`swcmem.service.wire` (shared with the client);
these models declare the same shapes so ``/openapi.json`` and ``/docs`` describe them.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, field_validator

MESSAGE_ID = (
    "Your id for this message (any string up to 200 characters). Sending a turn again with "
    "the same id is a no-op, so a request can always be retried; the same id with different "
    "content is refused (409)."
)


MAX_RUN = 4000
_RUN = re.compile(rf"\S{{{MAX_RUN + 1},}}")


def check_run(text: str) -> str:
    """Refuse a run of more than :data:`MAX_RUN` characters without a space: counting the
    tokens of a long repetitive run is quadratic (30,000 repeated letters take a minute), and
    one such turn would hold the store's write lock that long."""
    if _RUN.search(text):
        raise ValueError(
            f"holds a run of more than {MAX_RUN} characters without a space; split it up"
        )
    return text


class TurnIn(BaseModel):
    """One turn to add (REST body and the MCP ``remember`` tool)."""

    model_config = ConfigDict(extra="forbid")

    speaker: str = Field(min_length=1, max_length=200, examples=["Ana"])
    text: str = Field(max_length=100_000, examples=["I ran a trail race last Saturday!"])
    timestamp: AwareDatetime = Field(
        description="When it was said, ISO-8601 with its UTC offset (the speaker's own: "
        "'last Saturday' is counted from this local date).",
        examples=["2023-05-25T13:14:00+02:00"],
    )
    caption: str | None = Field(None, max_length=10_000, description="Caption of a shared image.")
    message_id: str | None = Field(None, min_length=1, max_length=200, description=MESSAGE_ID)

    @field_validator("text", "caption")
    @classmethod
    def _no_long_runs(cls, value: str | None) -> str | None:
        return None if value is None else check_run(value)


class AddTurnsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turns: list[TurnIn] = Field(min_length=1, max_length=5000)
    new_session: bool | None = Field(
        None,
        description="true: start a new session; false: continue the last one; omitted: a new "
        "session starts after a 4-hour gap.",
    )


class AddedTurnOut(BaseModel):
    turn_id: str
    session: int
    position: int
    message_id: str | None
    duplicate: bool = Field(description="The message id was stored before: nothing was added.")


class AddTurnsOut(BaseModel):
    conversation: str
    created: bool
    added: int
    duplicates: int
    turns: list[AddedTurnOut]


class RouteOut(BaseModel):
    type: Literal["temporal", "multi-hop", "single-hop", "open-domain"]
    reasons: list[str]
    possibly_unanswerable: bool


class LineOut(BaseModel):
    kind: str
    text: str
    turn_id: str | None
    day: date | None


class ContextOut(BaseModel):
    conversation: str
    strategy: str
    text: str
    tokens: int
    budget: int | None
    route: RouteOut | None = Field(description="The question's type (null without a question).")
    turn_ids: list[str] = Field(description="Turns present verbatim.")
    lines: list[LineOut]


class WhenAnswerOut(BaseModel):
    start: date | None
    end: date | None
    grain: str
    text: str
    turn_id: str
    quote: str
    score: float
    surface: str
    said_on: date | None
    implicit: bool


class WhenOut(BaseModel):
    conversation: str
    question: str
    answers: list[WhenAnswerOut]


class AnchorOut(BaseModel):
    turn_id: str
    surface: str
    char_start: int
    char_end: int
    start: date | None
    end: date | None
    grain: str
    said_at: datetime | None
    event_text: str
    speaker: str
    confidence: float
    implicit: bool
    duration_days: float | None
    generic: bool
    value: str  # TIMEX3: "2023-05-20", "2023-W21", "P3Y", "PAST_REF"; "" when unresolved
    text: str


class AnchorsOut(BaseModel):
    conversation: str
    anchors: list[AnchorOut]


class TierOut(BaseModel):
    chunk_id: str
    session: int
    salience: float
    tier: str
    form: str
    tokens: int
    protected: bool
    reasons: list[str]


class TiersOut(BaseModel):
    conversation: str
    budget: int
    tiers: list[TierOut]


class AuditOut(BaseModel):
    conversation: str
    gists: list[dict[str, Any]] = Field(description="One entry per stored gist, as 'swcmem audit'.")


class SearchHitOut(BaseModel):
    turn_id: str
    session: int
    speaker: str
    text: str
    score: float


class SearchOut(BaseModel):
    conversation: str
    query: str
    hits: list[SearchHitOut]


class JobOut(BaseModel):
    id: str = Field(description="The job's id (an opaque string to clients).")
    kind: str
    conversation: str
    state: Literal["queued", "running", "done", "failed"] = Field(
        description="queued (also again after a failure that may pass, or when a stopping "
        "server gave it back), running, done or failed"
    )
    attempts: int = Field(description="Runs started (a job is tried up to 3 times).")
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    error: str | None = Field(description="The last failure, if any.")
    gists_created: int | None
    gists_reused: int | None
    seconds: float | None = Field(description="Run time of the run that finished it.")


class DeletedOut(BaseModel):
    conversation: str
    deleted: bool
    turns_removed: int


class ConversationOut(BaseModel):
    name: str
    stored_id: str


class ConversationsOut(BaseModel):
    conversations: list[ConversationOut]


class HealthOut(BaseModel):
    status: Literal["ok"]
    version: str
    store: Literal["sqlite", "postgres"]


class ErrorBody(BaseModel):
    code: str
    message: str
    hint: str | None


class ErrorOut(BaseModel):
    error: ErrorBody
