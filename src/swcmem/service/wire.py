"""The JSON the service speaks, in one place: model objects → JSON (the server) and JSON →
the same model objects (:mod:`swcmem.client`), so a served memory returns what an embedded
one does. Plain dicts and the standard library only (the client needs neither FastAPI nor
pydantic); the pydantic models in :mod:`swcmem.service.models` describe the same shapes for
OpenAPI.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any, cast

from swcmem.memory import TierRow
from swcmem.model import Anchor, Context, ContextLine, Grain, LineKind
from swcmem.route import Route
from swcmem.temporal.index import WhenAnswer
from swcmem.temporal.render import describe
from swcmem.temporal.timex import timex_value

Json = dict[str, Any]


def _day(value: object) -> date | None:
    return date.fromisoformat(str(value)) if value else None


def _time(value: object) -> datetime | None:
    return datetime.fromisoformat(str(value)) if value else None


def _iso(value: date | datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


# -- context -----------------------------------------------------------------------------------
def route_json(route: Route | None) -> Json | None:
    if route is None:
        return None
    return {
        "type": route.type,
        "reasons": list(route.reasons),
        "possibly_unanswerable": route.possibly_unanswerable,
    }


def context_json(conversation: str, ctx: Context, route: Route | None) -> Json:
    return {
        "conversation": conversation,
        "strategy": ctx.strategy,
        "text": ctx.text,
        "tokens": ctx.tokens,
        "budget": ctx.budget,
        "route": route_json(route),
        "turn_ids": sorted(ctx.turn_ids),
        "lines": [
            {"kind": ln.kind, "text": ln.text, "turn_id": ln.turn_id, "day": _iso(ln.day)}
            for ln in ctx.lines
        ],
    }


def context_from_json(data: Mapping[str, Any]) -> Context:
    lines = tuple(
        ContextLine(
            cast(LineKind, ln["kind"]), str(ln["text"]), ln.get("turn_id"), _day(ln.get("day"))
        )
        for ln in data["lines"]
    )
    return Context(
        strategy=str(data["strategy"]),
        lines=lines,
        tokens=int(data["tokens"]),
        budget=data.get("budget"),
        turn_ids=frozenset(data.get("turn_ids", ())),
    )


# -- temporal ----------------------------------------------------------------------------------
def when_json(answer: WhenAnswer) -> Json:
    return answer.to_dict()


def when_from_json(data: Mapping[str, Any]) -> WhenAnswer:
    return WhenAnswer(
        start=_day(data.get("start")),
        end=_day(data.get("end")),
        grain=cast(Grain, data["grain"]),
        text=str(data["text"]),
        turn_id=str(data["turn_id"]),
        quote=str(data["quote"]),
        score=float(data["score"]),
        surface=str(data.get("surface") or ""),
        said_on=_day(data.get("said_on")),
        implicit=bool(data.get("implicit", False)),
    )


def anchor_json(a: Anchor) -> Json:
    return {
        "turn_id": a.turn_id,
        "surface": a.surface,
        "char_start": a.char_start,
        "char_end": a.char_end,
        "start": _iso(a.start),
        "end": _iso(a.end),
        "grain": a.grain,
        "said_at": _iso(a.reference_at),
        "event_text": a.event_text,
        "speaker": a.speaker,
        "confidence": a.confidence,
        "implicit": a.implicit,
        "duration_days": a.duration_days,
        "generic": a.generic,
        "value": timex_value(a.start, a.end, a.grain, a.duration_days, surface=a.surface),
        "text": describe(a),
    }


def anchor_from_json(data: Mapping[str, Any]) -> Anchor:
    return Anchor(
        turn_id=str(data["turn_id"]),
        surface=str(data["surface"]),
        char_start=int(data["char_start"]),
        char_end=int(data["char_end"]),
        start=_day(data.get("start")),
        end=_day(data.get("end")),
        grain=cast(Grain, data["grain"]),
        reference_at=_time(data.get("said_at")),
        event_text=str(data.get("event_text", "")),
        speaker=str(data.get("speaker", "")),
        confidence=float(data.get("confidence", 1.0)),
        implicit=bool(data.get("implicit", False)),
        duration_days=data.get("duration_days"),
        generic=bool(data.get("generic", False)),
    )


# -- tiers -------------------------------------------------------------------------------------
def tier_json(row: TierRow) -> Json:
    return {
        "chunk_id": row.chunk_id,
        "session": row.session_idx,
        "salience": round(row.salience, 4),
        "tier": row.tier,
        "form": row.form,
        "tokens": row.tokens,
        "protected": row.protected,
        "reasons": list(row.reasons),
    }


def tier_from_json(data: Mapping[str, Any]) -> TierRow:
    return TierRow(
        chunk_id=str(data["chunk_id"]),
        session_idx=int(data["session"]),
        salience=float(data["salience"]),
        tier=str(data["tier"]),
        form=str(data["form"]),
        tokens=int(data["tokens"]),
        protected=bool(data["protected"]),
        reasons=tuple(data.get("reasons", ())),
    )
