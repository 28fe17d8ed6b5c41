"""The gisters: extractive conditions, ranked units, the paper prompts verbatim."""

from __future__ import annotations

from collections.abc import Sequence

from swcmem.consolidate.anchors import turn_anchors
from swcmem.consolidate.gist import GistRequest, get_gister
from swcmem.consolidate.gist.extractive import idf_table
from swcmem.consolidate.gist.llm import LLMGister
from swcmem.consolidate.gist.prompts import GENERIC, INSTRUCTIONS, TEMPORAL_RULE
from swcmem.consolidate.gist.render import render_units, top_units
from swcmem.consolidate.gist.units import clean, vocatives
from swcmem.llm.base import Completion, CompletionParams, Message
from swcmem.model import Conversation
from swcmem.salience.chunks import make_chunks
from swcmem.store.gists import GistUnit


def request(conv: Conversation, session: int) -> GistRequest:
    chunk = make_chunks(conv)[session - 1]
    return GistRequest(
        conversation_id=conv.id,
        chunk=chunk,
        anchors=tuple(turn_anchors(None, conv.id, chunk.turns)),
        idf=idf_table([t.full_text for t in conv.turns]),
        speakers=conv.speakers,
    )


def test_paper_prompts_verbatim() -> None:
    assert GENERIC == (
        "Preserve: factual information about the speakers, causal relationships, decisions "
        "and their rationale, open commitments or plans. Discard: small talk, repeated "
        "information, emotional reactions without factual content. Output a concise "
        "paragraph of 3–5 sentences."
    )
    assert TEMPORAL_RULE == (
        "You MUST preserve verbatim: all specific dates, times, durations, ages, and temporal "
        "expressions (e.g. '7 May', 'last Tuesday', 'at 9pm')."
    )
    assert INSTRUCTIONS["swc-full"] == GENERIC
    assert INSTRUCTIONS["swc-temporal"] == f"{TEMPORAL_RULE} {GENERIC}"
    assert INSTRUCTIONS["swc-anchored"].endswith(GENERIC)
    assert "names" in INSTRUCTIONS["swc-anchored"] and "numbers" in INSTRUCTIONS["swc-anchored"]


def test_filler_and_addressee_are_cleaned() -> None:
    names = vocatives(["Marisol", "Ingrid"])
    assert "mari" in names
    assert clean("Wow, thanks Mari! I ran a race", names) == "I ran a race"
    assert clean("That race sounds great, Ingrid!", names) == "That race sounds great!"
    assert clean("Hey Ingrid, since we last chatted, I moved", names).startswith("since")


def test_swc_full_is_not_handicapped_on_time_expressions(conv: Conversation) -> None:
    # the generic condition compresses exactly like the protected ones; it only lacks the
    # protection (ranking first, inline dates), so a kept clause keeps its time phrase
    draft = get_gister("extractive", "swc-full").gist(request(conv, 2))
    assert "trail race for the Lisbon food bank last Saturday" in draft.text
    assert "[" not in draft.text


def test_swc_temporal_keeps_them_verbatim(conv: Conversation) -> None:
    draft = get_gister("extractive", "swc-temporal").gist(request(conv, 2))
    assert "trail race for the Lisbon food bank last Saturday" in draft.text
    assert "[" not in draft.text


def test_swc_anchored_writes_resolved_dates_inline(conv: Conversation) -> None:
    draft = get_gister("extractive", "swc-anchored").gist(request(conv, 2))
    # session 2 is on Sunday 14 May 2023: "last Saturday" is 13 May 2023
    assert "last Saturday [13 May 2023]" in draft.text
    top = min(draft.units, key=lambda u: u.rank)
    assert "[13 May 2023]" in top.text  # temporal clauses are ranked first


def test_units_keep_their_source_turns_and_speakers(conv: Conversation) -> None:
    req = request(conv, 3)
    draft = get_gister("extractive", "swc-anchored").gist(req)
    ids = set(req.chunk.turn_ids)
    assert draft.units and all(set(u.turn_ids) <= ids for u in draft.units)
    assert sorted(u.rank for u in draft.units) == sorted({u.rank for u in draft.units})
    assert all(u.text.split(":")[0] in ("Ana", "Ben") for u in draft.units)
    assert "next month [June 2023]" in draft.text


def test_filler_turns_do_not_make_it_into_a_gist(conv: Conversation) -> None:
    text = get_gister("extractive", "swc-full").gist(request(conv, 1)).text
    assert "Talk soon" not in text and "Haha" not in text
    assert "Biscuit" in text


def test_top_units_is_a_ranked_prefix_in_chronological_order() -> None:
    units = [
        GistUnit("Ana: First fact about pottery.", ("D1:1",), 2),
        GistUnit("Ana: Second fact about Lisbon and the race.", ("D1:2",), 0),
        GistUnit("Ben: Third fact.", ("D1:3",), 1),
        GistUnit("Dates: 20 May 2023 race", ("D1:1",), -1),
    ]
    picked = top_units(units, 30)
    assert picked[-1].rank == -1 and units[0] not in picked
    assert render_units(picked[:2]).startswith("Ana: Second fact")
    assert render_units([units[0], units[1]]) == (
        "Ana: First fact about pottery. Second fact about Lisbon and the race."
    )
    assert len(top_units(units, 1)) == 1


class Recorder:
    spec = "recorder:test"

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def complete(
        self,
        messages: Sequence[Message],
        params: CompletionParams = CompletionParams(),
        *,
        purpose: str = "other",
    ) -> Completion:
        self.prompts.append(messages[-1].content)
        return Completion("Ben ran a race. He ran 10 km.", "m", 1, 1, 0.0)


def test_llm_prompts_per_condition(conv: Conversation) -> None:
    rec = Recorder()
    req = request(conv, 2)
    for condition in ("swc-full", "swc-temporal", "swc-anchored"):
        LLMGister(rec, condition).gist(req)
    full, temporal, anchored = rec.prompts
    assert GENERIC in full and TEMPORAL_RULE not in full
    assert f"{TEMPORAL_RULE} {GENERIC}" in temporal
    assert "last Saturday\n" not in full and "last Saturday [13 May 2023]" in anchored
    assert "14 May 2023" in anchored and "14 May 2023" not in temporal
    draft = LLMGister(rec, "swc-full").gist(req)
    assert [u.text for u in draft.units] == ["Ben ran a race.", "He ran 10 km."]
    assert draft.units[0].turn_ids == req.chunk.turn_ids
