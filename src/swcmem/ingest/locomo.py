"""LoCoMo's ``locomo10.json`` layout.

A list of samples, each ``{"sample_id", "conversation": {"speaker_a", "speaker_b",
"session_N": [turns], "session_N_date_time": "1:56 pm on 8 May, 2023"}, "qa": [...]}``.
Turns are ``{"speaker", "dia_id", "text"}`` plus, for shared photos, ``blip_caption``.
LoCoMo gives one time per session, as local wall-clock time; every turn of a session carries
the session's time (read in the given time zone, default UTC). QA items are returned apart.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, tzinfo
from typing import Any

from swcmem.errors import InputError
from swcmem.model import Conversation, Dataset, QAItem, Session, Turn, localize

_SESSION_KEY = re.compile(r"^session_(\d+)$")
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
    seen: set[str] = set()
    convs = []
    qa: dict[str, tuple[QAItem, ...]] = {}
    for i, sample in enumerate(data):
        cid = str(sample.get("sample_id") or f"sample-{i}")
        if cid in seen:
            raise InputError(f"LoCoMo file has two samples with sample_id '{cid}'")
        seen.add(cid)
        convs.append(_conversation(cid, sample, allow_undated, zone))
        qa[cid] = tuple(_qa(cid, q) for q in sample.get("qa") or [])
    return Dataset(tuple(convs), qa)


def _conversation(
    cid: str, sample: dict[str, Any], allow_undated: bool, zone: tzinfo | None
) -> Conversation:
    conv = sample["conversation"]
    speakers = [str(conv[k]) for k in ("speaker_a", "speaker_b") if conv.get(k)]
    numbers = sorted(int(m.group(1)) for k in conv if (m := _SESSION_KEY.match(k)))
    sessions = []
    for n in numbers:
        turns_raw = conv[f"session_{n}"]
        if not isinstance(turns_raw, list):
            raise InputError(f"{cid}: session_{n} is not a list of turns")
        label = conv.get(f"session_{n}_date_time")
        started = _session_time(cid, n, label, allow_undated, zone)
        turns = tuple(_turn(cid, n, pos, raw, started) for pos, raw in enumerate(turns_raw))
        for t in turns:
            if t.speaker not in speakers:
                speakers.append(t.speaker)
        sessions.append(Session(idx=n, started_at=started, turns=turns, label=label))
    if not sessions:
        raise InputError(f"{cid}: no sessions found (expected keys session_1, session_2, ...)")
    return Conversation(id=cid, speakers=tuple(speakers), sessions=tuple(sessions))


def _session_time(
    cid: str, n: int, label: Any, allow_undated: bool, zone: tzinfo | None
) -> datetime | None:
    if label:
        try:
            return parse_session_date(str(label), zone)
        except ValueError:
            raise InputError(
                f"{cid}: session_{n}_date_time '{label}' is not a date like "
                "'1:56 pm on 8 May, 2023'"
            ) from None
    if allow_undated:
        return None
    raise InputError(
        f"{cid}: session_{n} has no session_{n}_date_time (missing timestamps)",
        hint="pass --allow-undated to ingest it anyway; its dates then stay unresolved",
    )


def _turn(cid: str, n: int, pos: int, raw: Any, at: datetime | None) -> Turn:
    if not isinstance(raw, dict) or "text" not in raw:
        raise InputError(f"{cid}: session_{n} turn {pos + 1} has no 'text'")
    speaker = str(raw.get("speaker") or "").strip()
    if not speaker:
        raise InputError(f"{cid}: session_{n} turn {pos + 1} has no 'speaker'")
    caption = raw.get("blip_caption")
    return Turn(
        id=str(raw.get("dia_id") or f"D{n}:{pos + 1}"),
        session_idx=n,
        position=pos,
        speaker=speaker,
        text=str(raw["text"]),
        at=at,
        caption=str(caption) if caption else None,
    )


def _qa(cid: str, q: Any) -> QAItem:
    if not isinstance(q, dict) or "question" not in q or "category" not in q:
        raise InputError(f"{cid}: a QA item lacks 'question' or 'category'")
    answer = q.get("answer", q.get("adversarial_answer", ""))
    return QAItem(
        question=str(q["question"]),
        answer=str(answer),
        category=int(q["category"]),
        evidence=tuple(str(e) for e in q.get("evidence") or ()),
        adversarial_answer=q.get("adversarial_answer"),
    )
