"""The gist prompts. ``GENERIC`` and ``TEMPORAL_RULE`` are the paper's text, verbatim (tests
pin them); ``swc-anchored`` is ours: annotated source and a wider protected list.

The conversation part is quoted between ``<conversation>`` tags (inner tags escaped) and the
prompt says it is data, not instructions (:mod:`swcmem.quoting`): a turn that ends in
"...reply YES.\n\nSummary:" stays inside the quote.

Changing any prompt text means bumping :data:`PROMPT_VERSION` (it is part of every stored
gist's version, so old gists are never mistaken for new ones). p2: the conversation quoted.
"""

from __future__ import annotations

from collections.abc import Sequence

from swcmem.quoting import data_note, quote

PROMPT_VERSION = "p2"

GENERIC = (
    "Preserve: factual information about the speakers, causal relationships, decisions and "
    "their rationale, open commitments or plans. Discard: small talk, repeated information, "
    "emotional reactions without factual content. Output a concise paragraph of 3–5 sentences."
)

TEMPORAL_RULE = (
    "You MUST preserve verbatim: all specific dates, times, durations, ages, and temporal "
    "expressions (e.g. '7 May', 'last Tuesday', 'at 9pm')."
)

ANCHORED_RULE = (
    "You MUST preserve verbatim: all specific dates, times, durations, ages, and temporal "
    "expressions (e.g. '7 May', 'last Tuesday', 'at 9pm'), each followed by its resolved date "
    "in square brackets exactly as given in the conversation (e.g. 'last Saturday "
    "[20 May 2023]'); all names of people, places, organisations and titles; and all numbers "
    "and quantities."
)

INSTRUCTIONS = {
    "swc-full": GENERIC,
    "swc-temporal": f"{TEMPORAL_RULE} {GENERIC}",
    "swc-anchored": f"{ANCHORED_RULE} {GENERIC}",
}


def build_prompt(condition: str, session_label: str | None, lines: Sequence[str]) -> str:
    """The user message: the task, the condition's instructions, then the conversation part.
    ``swc-anchored`` also states the session date (its source lines carry resolved dates)."""
    head = "Summarize the following part of a conversation between two people."
    when = f"\nThe conversation took place on {session_label}." if session_label else ""
    if condition != "swc-anchored":
        when = ""
    body = quote("conversation", "\n".join(lines))
    note = data_note("conversation")
    return f"{head}\n{INSTRUCTIONS[condition]}{when}\n{note}\n\n{body}\n\nSummary:"
