"""The MCP server (official ``mcp`` SDK): five tools over a tenant's conversations.

The same tools serve ``swcmem mcp`` (stdio, one tenant, for desktop clients) and ``/mcp`` on
``swcmem serve`` (streamable HTTP, the tenant of the caller's API key). Tool descriptions are
written for the model that calls them: what each returns and when to use it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from swcmem.errors import SwcmemError
from swcmem.service.errors import Forbidden, Unauthorized
from swcmem.service.jobs import Job, JobService
from swcmem.service.keys import Principal
from swcmem.service.memories import Memories, NewTurn
from swcmem.service.models import TurnIn

PrincipalOf = Callable[[Context], Principal]
T = TypeVar("T")
CONSOLIDATE_WAIT_S = 120.0

INSTRUCTIONS = (
    "Long-term memory of conversations. Store every new message with `remember` (with its "
    "timestamp and a message_id), call `recall` with the user's question before answering "
    "anything that depends on earlier conversation, and `when` for questions about dates. "
    "Conversations are named by you (e.g. the chat or user id) and created on first use."
)

REMEMBER = (
    "Store new messages of a conversation in long-term memory, losslessly: nothing is "
    "summarised away, and dates such as 'last Saturday' are resolved against each message's "
    "own timestamp. Call it after each exchange with the new messages only (the user's and "
    "yours). Each turn needs `speaker`, `text` and `timestamp` (ISO-8601 with the speaker's "
    "UTC offset, e.g. 2024-03-14T22:00:00-05:00). Give every turn a `message_id` (e.g. the "
    "chat message id): a turn whose message_id is already stored is skipped, so retrying is "
    "always safe. The conversation is created on first use. Returns the stored turn ids."
)
RECALL = (
    "Get what memory holds that is relevant to a question, as ready-to-read context that fits "
    "in `budget` tokens (default 4000): dated events from the temporal index, consolidated "
    "summaries of older sessions, and the most relevant earlier messages verbatim under their "
    "session dates. Call it before answering anything that depends on earlier conversation, "
    "passing the user's question as `question`; without a question you get a general "
    "overview. Dates in the context are calendar dates, already resolved."
)
WHEN = (
    "Answer 'when did X happen?' from the temporal index. Returns up to `k` dated answers, best "
    "first, each with the resolved calendar date (e.g. 'last Saturday' said on Thu 25 May "
    "2023 → Sat 20 May 2023), the message it comes from and the day it was said. Use it for "
    "questions about dates, order or how long ago, rather than working dates out yourself."
)
SEARCH = (
    "Find the messages of a conversation that best match some words (keyword search, BM25, "
    "over this conversation only). Returns message ids, speakers and texts, best first. Use "
    "it to look up exact names, numbers or wording; use `recall` for a question."
)
CONSOLIDATE = (
    "Consolidate the conversation's memory now (salience of each session, tiers, summaries) "
    "and wait for it. Rarely needed: memory is brought up to date when recalled. Useful after "
    "storing a long history at once, so that the next recall is fast. Returns what was made."
)


def http_principal(ctx: Context) -> Principal:
    """The caller of an MCP request on ``/mcp`` (set by the gate that checked its key)."""
    request: Any = ctx.request_context.request
    principal = getattr(request, "scope", {}).get("state", {}).get("principal")
    if not isinstance(principal, Principal):
        raise Unauthorized("this MCP request carries no API key", hint="send Bearer KEY")
    return principal


def fixed_principal(tenant: str) -> PrincipalOf:
    """Every request is ``tenant``'s (``swcmem mcp`` over stdio: the local user)."""
    principal = Principal(tenant, "local", "write")
    return lambda _ctx: principal


def build_mcp(memories: Memories, jobs: JobService, principal_of: PrincipalOf) -> MCPServer:
    """The MCP server with the five tools."""
    server: MCPServer = MCPServer("swcmem", instructions=INSTRUCTIONS)

    def writer(ctx: Context) -> Principal:
        who = principal_of(ctx)
        if not who.can_write:
            raise Forbidden("this API key may only read")
        return who

    @server.tool(description=REMEMBER)
    def remember(
        conversation: Annotated[str, Field(description="Your name for the conversation.")],
        turns: Annotated[list[TurnIn], Field(min_length=1, max_length=5000)],
        ctx: Context,
    ) -> str:
        new = [NewTurn(t.speaker, t.text, t.timestamp, t.caption, t.message_id) for t in turns]
        who = _call(lambda: writer(ctx))
        result = _call(lambda: memories.add(who.tenant, conversation, new))  # queues a job
        ids = ", ".join(t.turn_id for t in result.turns)
        skipped = len(result.turns) - result.added
        return f"stored {result.added} turn(s), skipped {skipped} already stored: {ids}"

    @server.tool(description=RECALL)
    def recall(
        conversation: str,
        ctx: Context,
        question: str | None = None,
        budget: Annotated[int, Field(ge=50, le=200_000)] = 4000,
    ) -> str:
        tenant = _call(lambda: principal_of(ctx).tenant)
        found = _call(lambda: memories.context(tenant, conversation, question, None, budget))
        return found.context.text or "(memory holds nothing for this conversation yet)"

    @server.tool(description=WHEN)
    def when(
        conversation: str, question: str, ctx: Context, k: Annotated[int, Field(ge=1, le=10)] = 3
    ) -> str:
        tenant = _call(lambda: principal_of(ctx).tenant)
        answers = _call(lambda: memories.when(tenant, conversation, question, k))
        if not answers:
            return "no dated answer found (no message shares words with the question)"
        lines = []
        for n, a in enumerate(answers, start=1):
            said = f", said {a.said_on.isoformat()}" if a.said_on else ""
            lines.append(f"{n}. {a.text} — message {a.turn_id}{said}: {a.quote}")
        return "\n".join(lines)

    @server.tool(description=SEARCH)
    def search(
        conversation: str, query: str, ctx: Context, k: Annotated[int, Field(ge=1, le=50)] = 10
    ) -> str:
        tenant = _call(lambda: principal_of(ctx).tenant)
        hits = _call(lambda: memories.search(tenant, conversation, query, k))
        if not hits:
            return "no message matches these words"
        return "\n".join(f"{h.turn.id} {h.turn.speaker}: {h.turn.text}" for h in hits)

    @server.tool(description=CONSOLIDATE)
    def consolidate(conversation: str, ctx: Context) -> str:
        who = _call(lambda: writer(ctx))
        stored = _call(lambda: memories.resolve(who.tenant, conversation))
        job = _wait(jobs, _call(lambda: jobs.submit(who.tenant, conversation, stored)), who.tenant)
        if job.state == "done":
            return (
                f"consolidated: {job.gists_created} summaries made, {job.gists_reused} reused "
                f"({job.seconds} s)"
            )
        return f"consolidation job {job.id} is {job.state}" + (
            f": {job.error}" if job.error else ""
        )

    return server


def _call(action: Callable[[], T]) -> T:
    """``action()``; a swcmem error reaches the model as the tool's error text (message and
    hint), anything else stays a crash whose text the SDK keeps on the server."""
    try:
        return action()
    except SwcmemError as exc:
        raise ToolError(str(exc)) from exc


def _wait(jobs: JobService, job: Job, tenant: str) -> Job:
    deadline = time.monotonic() + CONSOLIDATE_WAIT_S
    while job.state in ("queued", "running") and time.monotonic() < deadline:
        time.sleep(0.05)
        job = jobs.get(tenant, job.id)
    return job
