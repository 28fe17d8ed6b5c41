"""LoCoMo's ``locomo10.json`` layout.

A list of samples, each ``{"sample_id", "conversation": {"speaker_a", "speaker_b",
"session_N": [turns], "session_N_date_time": "1:56 pm on 8 May, 2023"}, "qa": [...]}``.
Turns are ``{"speaker", "dia_id", "text"}`` plus, for shared photos, ``blip_caption``.
LoCoMo gives one time per session, as local wall-clock time; every turn of a session carries
the session's time (read in the given time zone, default UTC). QA items are returned apart.
Values of the wrong type or range are refused with one clear error
(:mod:`swcmem.ingest.validate`): a ``text`` that is not a string, two turns with one
``dia_id``, ``session_01`` beside ``session_1``, a QA ``category`` that is not 1–5...
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, tzinfo
from typing import Any

from swcmem.errors import InputError
from swcmem.ingest import validate as check
from swcmem.model import Conversation, Dataset, QAItem, Session, Turn, localize

_SESSION_KEY = re.compile(r"^session_([0-9]+)$")
_DATE_FORMATS = ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%I:%M %p on %B %d, %Y")


def looks_like(data: Any) -> bool:
    return (
        isinstance(data, list)
        and bool(data)
        and all(isinstance(s, dict) and isinstance(s.get("conversation"), dict) for s in data)
    )


def parse_session_date(text: str, zone: tzinfo | None = None) -> datetime:
    """``"1:56 pm on 8 May, 2023"`` → 2023-05-08T13:56 wall-clock time in ``zone`` (UTC)."""
    cleaned = " ".join(str(text).replace("pm", "PM").replace("am", "AM").split())
    for fmt in _DATE_FORMATS:
        try:
            return localize(datetime.strptime(cleaned, fmt), zone or UTC)
        except ValueError:
            continue
    raise ValueError(text)


def parse(
    data: list[dict[str, Any]], *, allow_undated: bool = False, zone: tzinfo | None = None
) -> Dataset:
    """Every sample as a conversation, with its QA items apart (see
    :mod:`swcmem.ingest.validate` for what is refused)."""
    seen: set[str] = set()
    convs = []
    qa: dict[str, tuple[QAItem, ...]] = {}
    for i, sample in enumerate(data):
        raw_id = sample.get("sample_id")
        cid = check.identifier(raw_id, f"sample {i + 1}", "sample_id") if raw_id else f"sample-{i}"
        if cid in seen:
            raise InputError(f"LoCoMo file has two samples with sample_id {check.show(cid)}")
        seen.add(cid)
        convs.append(_conversation(cid, sample, allow_undated, zone))
        qa[cid] = _qa_items(cid, sample.get("qa"))
    return Dataset(tuple(convs), qa)


def _conversation(
    cid: str, sample: dict[str, Any], allow_undated: bool, zone: tzinfo | None
) -> Conversation:
    conv = sample["conversation"]
    speakers = [check.name(conv[k], cid, k) for k in ("speaker_a", "speaker_b") if conv.get(k)]
    sessions = []
    for n, key in _session_keys(cid, conv):
        turns_raw = conv[key]
        if not isinstance(turns_raw, list):
            raise InputError(f"{cid}: {key} is not a list of turns")
        label = check.optional_text(conv.get(f"{key}_date_time"), cid, f"{key}_date_time")
        started = _session_time(cid, key, label, allow_undated, zone)
        turns = tuple(_turn(cid, key, n, pos, raw, started) for pos, raw in enumerate(turns_raw))
        for t in turns:
            if t.speaker not in speakers:
                speakers.append(t.speaker)
        sessions.append(Session(idx=n, started_at=started, turns=turns, label=label))
    if not sessions:
        raise InputError(f"{cid}: no sessions found (expected keys session_1, session_2, ...)")
    check.unique_turn_ids(
        cid, ((t.id, f"session_{s.idx} turn {t.position + 1}") for s in sessions for t in s.turns)
    )
    return Conversation(id=cid, speakers=tuple(speakers), sessions=tuple(sessions))


def _session_keys(cid: str, conv: dict[str, Any]) -> list[tuple[int, str]]:
    """(session number, key) in number order; two keys for one number are refused."""
    found: dict[int, str] = {}
    for key in conv:
        match = _SESSION_KEY.match(key)
        if match is None:
            continue
        n = check.session_number(match.group(1), cid)
        if n in found:
            raise InputError(
                f"{cid}: {found[n]} and {key} both name session {n}",
                hint="rename or merge one of them",
            )
        found[n] = key
    return sorted(found.items())


def _session_time(
    cid: str, key: str, label: str | None, allow_undated: bool, zone: tzinfo | None
) -> datetime | None:
    if label:
        try:
            started = parse_session_date(label, zone)
        except (ValueError, OverflowError):
            raise InputError(
                f"{cid}: {key}_date_time {check.show(label)} is not a date like "
                "'1:56 pm on 8 May, 2023'"
            ) from None
        return check.instant(started, f"{cid}: {key}_date_time", label)
    if allow_undated:
        return None
    raise InputError(
        f"{cid}: {key} has no {key}_date_time (missing timestamps)",
        hint="pass --allow-undated to ingest it anyway; its dates then stay unresolved",
    )


def _turn(cid: str, key: str, n: int, pos: int, raw: Any, at: datetime | None) -> Turn:
    where = f"{cid}: {key} turn {pos + 1}"
    if not isinstance(raw, dict) or "text" not in raw:
        raise InputError(f"{where} has no 'text'")
    if not raw.get("speaker"):
        raise InputError(f"{where} has no 'speaker'")
    dia_id = raw.get("dia_id")
    return Turn(
        id=check.identifier(dia_id, where, "dia_id") if dia_id else f"D{n}:{pos + 1}",
        session_idx=n,
        position=pos,
        speaker=check.name(raw["speaker"], where, "speaker"),
        text=check.text(raw["text"], where, "text"),
        at=at,
        caption=check.optional_text(raw.get("blip_caption"), where, "blip_caption") or None,
    )


def _qa_items(cid: str, raw: Any) -> tuple[QAItem, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise InputError(f"{cid}: 'qa' must be a list of QA items, not {check.show(raw)}")
    return tuple(_qa(cid, i, q) for i, q in enumerate(raw))


def _qa(cid: str, i: int, q: Any) -> QAItem:
    where = f"{cid}: QA item {i + 1}"
    if not isinstance(q, dict) or "question" not in q or "category" not in q:
        raise InputError(f"{where} lacks 'question' or 'category'")
    adversarial = q.get("adversarial_answer")
    if adversarial is not None:
        adversarial = check.answer(adversarial, where, "adversarial_answer")
    answer = check.answer(q["answer"], where, "answer") if "answer" in q else adversarial or ""
    return QAItem(
        question=check.text(q["question"], where, "question"),
        answer=answer,
        category=check.category(q["category"], where),
        evidence=check.evidence(q.get("evidence"), where),
        adversarial_answer=adversarial,
    )
