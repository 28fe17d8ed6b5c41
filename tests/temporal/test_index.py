"""The temporal index in the store: built at ingest, incremental, lossless, queried."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from fixtures.stores import refusal
from swcmem.errors import InputError, NotFoundError
from swcmem.model import REFERENCE_GRAINS, Anchor, Conversation, Session, Turn
from swcmem.search.embed import Embedder, Matrix, minilm_available
from swcmem.store import Store
from swcmem.store.anchors import anchor_count
from swcmem.temporal.index import TemporalIndex, index_conversation, render
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.render import event_phrase
from swcmem.temporal.weights import LEXICAL

from .conftest import at, make_conversation


@pytest.fixture
def index(store: Store, conversation: Conversation) -> TemporalIndex:
    ingest_conversation(store, conversation)
    return TemporalIndex(store)


def test_ingest_builds_the_index_with_implicit_anchors(store: Store, index: TemporalIndex) -> None:
    anchors = index.anchors("club")
    assert {a.turn_id for a in anchors} == {t.id for t in make_conversation().turns}
    counts = anchor_count(store, "club")
    assert counts["explicit"] >= 7 and counts["implicit"] == 2  # D1:3 and D3:3 say no date
    choir = index.anchors("club", ["D1:1"])
    assert [(a.surface, a.start) for a in choir] == [("yesterday", date(2023, 5, 7))]


def test_when_ranks_the_event_with_its_resolved_date(index: TemporalIndex) -> None:
    best = index.when("club", "When did Malik run the charity marathon?")[0]
    assert (best.start, best.end, best.grain) == (date(2023, 5, 20), date(2023, 5, 20), "day")
    assert best.turn_id == "D2:1"
    assert best.text == "20 May 2023 (the Saturday before 25 May 2023)"
    assert "charity marathon" in best.quote
    kayak = index.when("club", "When is Rosa going kayaking?")[0]
    assert (kayak.start, kayak.end, kayak.grain) == (date(2023, 6, 1), date(2023, 6, 30), "month")
    talk = index.when("club", "When did Rosa give a talk at the library?")[0]
    assert talk.start == date(2023, 5, 29) and talk.grain == "week"
    assert "the week before 9 June 2023" in talk.text


def test_when_falls_back_to_the_date_a_thing_was_mentioned(index: TemporalIndex) -> None:
    answers = index.when("club", "When did Rosa mention her niece Lena?", k=2)
    assert answers[0].turn_id == "D3:3" and answers[0].implicit
    assert answers[0].start == date(2023, 6, 9)


def test_when_answers_are_distinct_and_bounded(index: TemporalIndex) -> None:
    answers = index.when("club", "When did Malik paint or bake or run?", k=3)
    assert 1 <= len(answers) <= 3
    assert len({(a.start, a.end) for a in answers}) == len(answers)
    assert answers == sorted(answers, key=lambda a: -a.score)
    assert index.when("club", "when?") == []
    d = answers[0].to_dict()
    assert isinstance(d["start"], str) and {"end", "grain", "text", "turn_id", "quote"} <= set(d)


def test_between_returns_overlapping_explicit_anchors(index: TemporalIndex) -> None:
    may = index.between("club", date(2023, 5, 1), date(2023, 5, 31))
    assert [a.surface for a in may] == [
        "yesterday",
        "Two weekends ago",
        "last Saturday",
        "last week",
    ]
    assert all(not a.implicit for a in may)
    with pytest.raises(InputError):
        index.between("club", date(2023, 6, 1), date(2023, 5, 1))


def test_render_lines(index: TemporalIndex) -> None:
    lines = render(index.anchors("club", ["D2:1", "D1:3", "D2:2"]))
    assert lines[0] == "[2023-05-08] Rosa: The conductor is strict but kind. (mentioned 2023-05-08)"
    assert lines[1] == (
        '[2023-05-20] Malik ran a charity marathon for the hospital. ("last Saturday", said 2023-05-25)'
    )
    assert lines[2].startswith("[2023-06] ") and '"next month"' in lines[2]


def test_render_keeps_a_speaker_name_with_a_backslash_literal() -> None:
    anchor = Anchor(
        turn_id="D1:1",
        surface="yesterday",
        char_start=0,
        char_end=9,
        start=date(2023, 5, 7),
        end=date(2023, 5, 7),
        grain="day",
        reference_at=None,
        event_text="I ran my first race yesterday.",
        speaker=r"ops\bot",
    )
    assert event_phrase(anchor) == r"ops\bot ran ops\bot's first race."


def test_question_punctuation_is_never_read_as_query_syntax(
    store: Store, index: TemporalIndex
) -> None:
    answers = index.when("club", 'When was the marathon" OR (trail run?')
    assert answers and answers[0].turn_id == "D2:1"


def test_unknown_conversation_is_a_clear_error(index: TemporalIndex) -> None:
    with pytest.raises(NotFoundError, match="unknown conversation id 'nope'"):
        index.when("nope", "When?")
    with pytest.raises(InputError):
        index.when("club", "When did Rosa join?", k=0)


def test_index_is_incremental_and_never_rewritten(store: Store, index: TemporalIndex) -> None:
    before = index.anchors("club")
    extended = make_conversation(extra_session=True)
    ingest_conversation(store, extended)
    after = index.anchors("club")
    assert after[: len(before)] == before
    fishing = index.anchors("club", ["D4:1"])
    assert [(a.surface, a.start) for a in fishing] == [("on Friday", date(2023, 6, 30))]
    assert index_conversation(store, extended) == 0  # nothing left to index
    with pytest.raises(refusal(store), match="never rewritten"):
        store.execute("UPDATE anchors SET start='2000-01-01'")


def test_undated_turns_get_unresolved_anchors(store: Store) -> None:
    turns = (
        Turn("T1", 1, 1, "Ann", "I moved here last year.", at=None),
        Turn("T2", 1, 2, "Bo", "Nice place.", at=None),
    )
    conv = Conversation("undated", ("Ann", "Bo"), (Session(1, None, turns),))
    ingest_conversation(store, conv)
    index = TemporalIndex(store)
    anchors = index.anchors("undated")
    assert [(a.surface, a.grain, a.start) for a in anchors] == [
        ("last year", "unresolved", None),
        ("", "unresolved", None),
    ]
    assert index.when("undated", "When did Ann move here?") == []
    assert render(anchors)[0].startswith('[?] Ann moved here. ("last year", said undated)')


def test_the_answer_to_a_when_question_is_the_next_turn(store: Store) -> None:
    t = at(2024, 3, 2)
    turns = (
        Turn("D1:1", 1, 0, "Priya", "I finally got a plot at the community garden!", at=t),
        Turn("D1:2", 1, 1, "Tom", "Great news! When did you hear back from them?", at=t),
        Turn("D1:3", 1, 2, "Priya", "Yesterday evening.", at=t),
        Turn("D1:4", 1, 3, "Tom", "We came back from the garden fair on Friday.", at=t),
    )
    conv = Conversation("garden", ("Priya", "Tom"), (Session(1, t, turns),))
    ingest_conversation(store, conv)
    best = TemporalIndex(store).when("garden", "When did Priya hear back from the garden?")[0]
    assert (best.turn_id, best.start) == ("D1:3", date(2024, 3, 1))
    # a bare answer keeps the question it answers as its event
    assert best.quote == "Tom: When did you hear back from them? Priya: Yesterday evening."
    assert render(TemporalIndex(store).anchors("garden", ["D1:3"])) == [
        "[2024-03-01] Tom: When did you hear back from them? Priya: Yesterday evening."
        ' ("Yesterday evening", said 2024-03-02)'
    ]


def _issue13_conversation() -> Conversation:
    """Ines and Oskar, in New York winter time: the acceptance cases of issue 13."""
    evening = datetime(2024, 3, 14, 22, 0, tzinfo=timezone(timedelta(hours=-5)))
    lines = [
        "I went to the dentist yesterday.",
        "My grandparents met in April 1949.",
        "I used to work at the city archive for ten years.",
        "The botanical garden is lovely in spring.",
    ]
    turns = tuple(
        Turn(f"D1:{i}", 1, i, "Ines" if i % 2 else "Oskar", text, at=evening)
        for i, text in enumerate(lines, start=1)
    )
    return Conversation("issue13", ("Ines", "Oskar"), (Session(1, evening, turns),))


def test_issue13_acceptance_through_the_index(store: Store) -> None:
    ingest_conversation(store, _issue13_conversation())
    index = TemporalIndex(store)
    dentist = index.anchors("issue13", ["D1:1"])
    assert [(a.surface, a.start) for a in dentist] == [("yesterday", date(2024, 3, 13))]
    met = index.anchors("issue13", ["D1:2"])
    assert [(a.start, a.end) for a in met] == [(date(1949, 4, 1), date(1949, 4, 30))]
    archive = [a for a in index.anchors("issue13", ["D1:3"]) if not a.implicit]
    assert [(a.grain, a.start) for a in archive] == [("duration", None)]
    lines = render(index.anchors("issue13", ["D1:3"]))
    assert lines[0].startswith("[for 10 years] ") and "since" not in lines[0]


def test_a_generic_spring_is_never_a_when_answer(store: Store) -> None:
    ingest_conversation(store, _issue13_conversation())
    answers = TemporalIndex(store).when("issue13", "When is the botanical garden lovely?", k=5)
    assert all(a.surface != "in spring" for a in answers)
    assert all(a.implicit or a.turn_id != "D1:4" for a in answers)


# --------------------------------------------------------------- issue 13: when() that abstains


def test_when_answers_at_the_grain_the_question_asks(own: Store) -> None:
    index = TemporalIndex(own)
    year = index.ask("femi-hana", "Which year did Hana join the startup?")
    assert year.answers, year.reason
    best = year.answers[0]
    assert (best.start, best.end, best.grain) == (date(2019, 1, 1), date(2019, 12, 31), "year")
    assert best.text == "2019" and best.turn_id == "D1:4"
    month = index.ask("ines-karl", "In which month did Karl buy a house?").answers[0]
    assert (month.start, month.end, month.grain) == (date(2024, 5, 1), date(2024, 5, 31), "month")
    # a finer anchor is widened; without a grain the anchor keeps its own
    table = index.ask("ines-karl", "Which month did Karl finish the table for his sister?")
    assert (table.answers[0].start, table.answers[0].grain) == (date(2024, 2, 1), "month")
    day = index.ask("ines-karl", "When did Karl finish the table for his sister?").answers[0]
    assert (day.start, day.end, day.grain) == (date(2024, 2, 21), date(2024, 2, 21), "day")


def test_how_long_ago_counts_to_the_conversations_latest_day(own: Store) -> None:
    result = TemporalIndex(own).ask("femi-hana", "How long ago did Hana start at the startup?")
    assert result.kind == "ago" and result.answers, result.reason
    best = result.answers[0]
    assert best.start == date(2019, 1, 1) and best.duration_days is not None
    # counted to 25 November 2023, the conversation's latest day, from the middle of 2019
    assert 4 * 365 < best.duration_days < 5 * 365
    assert best.text.startswith("about 4 years ago (2019)")
    assert "25 November 2023" in best.text


def test_a_length_between_two_events_comes_with_both_as_evidence(own: Store) -> None:
    question = "How many months passed between Karl selling his first bookshelf and moving house?"
    result = TemporalIndex(own).ask("ines-karl", question)
    assert result.kind == "between" and result.answers, result.reason
    best = result.answers[0]
    assert best.grain == "duration" and best.duration_days is not None
    assert 120 <= best.duration_days <= 135  # 3 May 2024 to the weekend of 7-8 September
    assert [e.turn_id for e in best.evidence] == ["D6:1", "D8:1"]
    assert (best.start, best.end) == (date(2024, 5, 3), date(2024, 9, 8))
    assert "about 4 months" in best.text
    shape = best.to_dict()
    assert {"start", "end", "grain", "text", "turn_id", "quote", "score"} <= set(shape)
    assert [e["turn_id"] for e in shape["evidence"]] == ["D6:1", "D8:1"]  # type: ignore[index]
    assert shape["duration_days"] == best.duration_days


class _Recording:
    """An embedder that records the texts of each run and passes them on."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name = inner, inner.name
        self.runs: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> Matrix:
        self.runs.append(list(texts))
        return self.inner.embed(texts)


def test_both_events_of_a_length_question_are_encoded_in_one_run(own: Store) -> None:
    if not minilm_available():
        pytest.skip("the onnx extra is missing")
    index = TemporalIndex(own)
    index.prepare("ines-karl")
    assert index.vectors is not None
    recording = _Recording(index.vectors.embedder)
    index.vectors.embedder = recording
    question = "How many months passed between Karl selling his first bookshelf and moving house?"
    result = index.ask("ines-karl", question)
    assert len(recording.runs) == 1 and len(recording.runs[0]) == 2, recording.runs
    assert any("bookshelf" in t for t in recording.runs[0])
    assert any("moving" in t for t in recording.runs[0])
    assert [e.turn_id for e in result.answers[0].evidence] == ["D6:1", "D8:1"]
    index.ask("ines-karl", "When did Karl sign the lease for the workshop?")
    assert len(recording.runs) == 2 and len(recording.runs[1]) == 1


def test_a_length_it_cannot_count_gives_evidence_but_no_answer(own: Store) -> None:
    result = TemporalIndex(own).ask("ines-karl", "How long did the bike ride along the coast take?")
    assert result.kind == "length" and result.abstained
    assert result.evidence and "cannot count" in result.reason


def test_abstaining_keeps_the_best_evidence(own: Store) -> None:
    index = TemporalIndex(own)
    result = index.ask("ines-karl", "When did Ines win the lottery in Tokyo?")
    assert result.abstained and result.answers == () and result.reason
    assert index.when("ines-karl", "When did Ines win the lottery in Tokyo?") == []
    answered = index.ask("ines-karl", "When did Karl sign the lease for the workshop?")
    assert not answered.abstained
    assert answered.answers[0].start == date(2024, 1, 29)
    assert answered.evidence == answered.answers
    assert 0 < answered.answers[0].score <= 1


def test_minilm_vectors_are_made_once_and_stored(tmp_path: Path) -> None:
    if not minilm_available():
        pytest.skip("the onnx extra is missing")
    path = tmp_path / "v.db"
    with Store(path) as store:
        ingest_conversation(store, make_conversation())
        index = TemporalIndex(store)
        first = index.ask("club", "When did Malik run the charity marathon?")
        dated = [a for a in index.anchors("club") if a.grain not in REFERENCE_GRAINS]
        expected = sum(1 for _ in make_conversation().turns) + sum(
            1 for a in dated if not a.implicit
        )
        count = store.execute("SELECT count(*) FROM event_vectors").fetchone()[0]
        assert count == expected
        assert TemporalIndex(store).prepare("club") == 0  # nothing left to embed
    with Store(path, read_only=True) as store:
        again = TemporalIndex(store).ask("club", "When did Malik run the charity marathon?")
    assert again.answers == first.answers
    with Store(path) as store:
        ingest_conversation(store, make_conversation(extra_session=True))
        assert TemporalIndex(store).prepare("club") == 2  # the new turn and its "on Friday"


def test_without_minilm_the_lexical_scorer_answers(index: TemporalIndex) -> None:
    lexical = TemporalIndex(index.store, dense=False)
    assert lexical.vectors is None and lexical.weights is LEXICAL
    best = lexical.when("club", "When did Malik run the charity marathon?")[0]
    assert (best.turn_id, best.start) == ("D2:1", date(2023, 5, 20))


def test_when_command_says_no_dated_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from swcmem.cli.main import run

    db = str(tmp_path / "c.db")
    with Store(db) as store:
        ingest_conversation(store, make_conversation())
    absent = ["--db", db, "when", "-c", "club", "When did Rosa win the lottery in Tokyo?"]
    assert run(absent) == 0
    out = capsys.readouterr().out
    assert out.startswith("no dated answer (")
    assert run([*absent, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert run(["--db", db, "when", "-c", "club", "When did Malik run the charity marathon?"]) == 0
    assert "no dated answer" not in capsys.readouterr().out
