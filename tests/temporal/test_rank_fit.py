"""What the question says beyond its event: the period it names, that it asks when something
began, and an event told in the sentence before its date. Our own conversation: two camping
trips, a hobby counted in years, a photo described before its date."""

from __future__ import annotations

from datetime import date

import pytest

from swcmem.model import Conversation
from swcmem.search.embed import minilm_available
from swcmem.store import Store
from swcmem.temporal.clauses import event_texts
from swcmem.temporal.index import TemporalIndex
from swcmem.temporal.ingest import ingest_conversation
from swcmem.temporal.question import parse_question, question_period
from swcmem.temporal.rank import FEATURES, candidates
from swcmem.temporal.weights import DENSE, LEXICAL

from .conftest import at, conversation_of

SPEAKERS = ("Hedda", "Joost")
needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")


def _conversation() -> Conversation:
    s1, s2, s3 = at(2023, 6, 14), at(2023, 7, 18), at(2023, 8, 2)  # Wed, Tue, Wed
    lines = [
        (1, s1, "Hedda", "We went camping by the lake last weekend, the kids loved it."),
        (1, s1, "Joost", "Lovely. I finally fixed the fence in the back garden yesterday."),
        (1, s1, "Hedda", "My sister says hi. She is moving to Utrecht soon."),
        (2, s2, "Hedda", "Camping again! We pitched the tent in the dunes two weekends ago."),
        (2, s2, "Joost", "I've been keeping bees for four years now and they still surprise me."),
        (2, s2, "Hedda", "Bees! We had honey from a farm stand yesterday."),
        (3, s3, "Joost", "Here is my brother and his boat. We sailed around the bay on Sunday."),
        (
            3,
            s3,
            "Hedda",
            "Last week my beehive question was answered by a beekeeper at the market.",
        ),
        (3, s3, "Joost", "The bees swarmed on Monday, what a mess."),
    ]
    return conversation_of("hedda-joost", SPEAKERS, lines)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    s = Store(tmp_path_factory.mktemp("fit") / "fit.db")
    ingest_conversation(s, _conversation())
    return s


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("When did Hedda go camping in June?", date(2023, 6, 10)),
        ("When did Hedda go camping in July?", date(2023, 7, 8)),
    ],
)
@pytest.mark.parametrize("dense", [True, False])
def test_the_period_a_question_names_picks_the_event_inside_it(
    store: Store, question: str, day: date, dense: bool
) -> None:
    """Two camping trips told alike: "in June" / "in July" decide, whatever the words say."""
    index = TemporalIndex(store, dense=dense)
    result = index.ask("hedda-joost", question)
    assert result.evidence[0].start == day
    dated = [a for a in result.evidence if a.start and a.end and (a.end - a.start).days < 92]
    assert all(a.start is not None and a.start.month == day.month for a in dated)


def test_a_question_outside_every_date_keeps_its_candidates(store: Store) -> None:
    """No camping trip in December: the period cannot drop every candidate (the ranking
    still shows its evidence)."""
    q = parse_question("When did Hedda go camping in December?", SPEAKERS)
    found = candidates(store, "hedda-joost", q, LEXICAL, SPEAKERS)
    assert found
    period = FEATURES.index("period")
    assert all(
        c.features[period] == (-1.0 if c.anchor.duration_days is None else 0.0) for c in found
    )


@pytest.mark.parametrize("dense", [True, False])
def test_a_start_question_is_answered_by_the_start_of_a_length(store: Store, dense: bool) -> None:
    """ "I've been keeping bees for four years now" (said July 2023) answers "which year did
    he start", at year grain: 2019, not the later dated bee mentions."""
    index = TemporalIndex(store, dense=dense)
    best = index.ask("hedda-joost", "Which year did Joost start keeping bees?").evidence[0]
    assert (best.turn_id, best.start, best.end) == ("D2:2", date(2019, 1, 1), date(2019, 12, 31))


def test_the_start_feature_marks_lengths_for_start_questions_only(store: Store) -> None:
    column = FEATURES.index("length_start")
    for question, sign in (
        ("When did Joost start keeping bees?", 1.0),
        ("When did Joost's bees swarm?", -1.0),
    ):
        q = parse_question(question, SPEAKERS)
        found = candidates(store, "hedda-joost", q, DENSE, SPEAKERS)
        lengths = [c for c in found if c.anchor.duration_days is not None]
        assert lengths and all(c.features[column] == sign for c in lengths)
        others = [c for c in found if c.anchor.duration_days is None]
        assert others and not any(c.features[column] for c in others)


@pytest.mark.parametrize("dense", [True, False])
def test_an_event_told_in_the_sentence_before_its_date(store: Store, dense: bool) -> None:
    """ "Here is my brother and his boat. We sailed around the bay on Sunday.": the brother
    and the boat are in the sentence before the date."""
    index = TemporalIndex(store, dense=dense)
    best = index.ask("hedda-joost", "When did Joost go out on the boat with his brother?")
    assert (best.evidence[0].turn_id, best.evidence[0].start) == ("D3:1", date(2023, 7, 30))


def test_the_context_spans_the_sentence_before_and_after() -> None:
    text = "Here is my brother. We sailed on Sunday. It was windy. The end."
    start = text.index("on Sunday")
    texts = event_texts(text, start, start + 9, "on Sunday", text)
    assert texts.context == "Here is my brother. We sailed on Sunday. It was windy."
    assert texts.clause.strip(" .") == "We sailed on Sunday"


@pytest.mark.parametrize(
    ("question", "months"),
    [
        ("When did Hedda fall off her bike?", None),  # a verb, not autumn
        ("When did they march in the parade?", None),
        ("When did Joost sail in the fall?", {9, 10, 11}),
        ("When did Joost sail in fall 2022?", {9, 10, 11}),
        ("When did Hedda camp in March?", {3}),
    ],
)
def test_season_and_month_words_that_are_verbs_name_no_period(
    question: str, months: set[int] | None
) -> None:
    period = question_period(question)
    assert (period.months if period else None) == (frozenset(months) if months else None)


def test_take_up_and_resume_ask_for_a_start() -> None:
    assert parse_question("When did Joost take up beekeeping?", SPEAKERS).start
    assert parse_question("When did Hedda resume her piano lessons?", SPEAKERS).start
    assert not parse_question("When did Hedda pick her sister up?", SPEAKERS).start


def test_a_before_question_pairs_events_in_that_order() -> None:
    """ "How long did Hedda train before the marathon?" when the only marathon was run before
    the training began: the two are in the wrong order, so no length is given (by words
    alone; without the order it was 37 days)."""
    s = Store(":memory:")
    lines = [
        (1, at(2023, 3, 1), "Hedda", "I ran the city marathon last Sunday, my legs are gone."),
        (1, at(2023, 3, 1), "Joost", "Respect. I only walk the dog."),
        (2, at(2023, 4, 5), "Hedda", "I started training for a triathlon yesterday."),
        (2, at(2023, 4, 5), "Joost", "Good luck with the early mornings."),
    ]
    ingest_conversation(s, conversation_of("runs", SPEAKERS, lines))
    q = parse_question("How long did Hedda train before the marathon?", SPEAKERS)
    assert q.kind == "between" and q.ordered
    assert not parse_question("How many days passed between the two marathons?", SPEAKERS).ordered
    result = TemporalIndex(s, dense=False).ask("runs", q.text)
    assert not result.answers
    assert all(a.duration_days != 37.0 for a in result.evidence)
    after = parse_question("How long after the marathon did Hedda start training?", SPEAKERS)
    assert after.ordered and after.parts is not None
    assert [p.terms for p in after.parts] == [("marathon",), ("start", "training")]
    found = TemporalIndex(s, dense=False).ask("runs", after.text)
    assert [round(a.duration_days or 0) for a in found.evidence[:1]] == [37]


@pytest.mark.parametrize(
    ("text", "expression", "clause"),
    [
        (
            "Hi! Guess what I did this week? I signed up for a pottery course!",
            "this week",
            "Guess what I did this week? I signed up for a pottery course!",
        ),
        (
            "Something wild happened yesterday. A man fainted on the tram.",
            "yesterday",
            "Something wild happened yesterday. A man fainted on the tram.",
        ),
        ("I went to the zoo yesterday. It was fun.", "yesterday", "I went to the zoo yesterday."),
        ("Guess what happened yesterday?", "yesterday", "Guess what happened yesterday?"),
    ],
)
def test_a_teaser_clause_takes_the_sentence_that_tells_the_event(
    text: str, expression: str, clause: str
) -> None:
    """ "Guess what I did this week?" announces an event the next sentence tells: that is what
    the date is matched by (a clause of its own words otherwise, and alone at a turn's end)."""
    start = text.index(expression)
    texts = event_texts(text, start, start + len(expression), expression, text)
    assert texts.clause.strip() == clause


@needs_minilm
def test_a_teaser_is_matched_by_the_same_speakers_next_turn() -> None:
    """ "Something awful happened yesterday..." — "Oh no, what happened?" — "My bike was
    stolen at the station.": the date is in the teaser, the event in the same speaker's turn
    after the question. The teaser's clause features are those of that turn's words and
    MiniLM vector; a teaser the other speaker answers, or one not ending its turn, has none.
    (MiniLM makes every turn of so short a conversation a candidate; by words alone a teaser
    is one only when its own turn is found.)"""
    s = Store(":memory:")
    t1, t2 = at(2023, 9, 1), at(2023, 9, 20)
    lines = [
        (1, t1, "Hedda", "Guess what happened yesterday! Our bikes were painted red."),
        (1, t1, "Joost", "Something wild happened on Monday..."),
        (1, t1, "Hedda", "Tell me!"),
        (1, t1, "Hedda", "No wait, my bike was painted too."),
        (2, t2, "Hedda", "Hi Joost. Something awful happened yesterday..."),
        (2, t2, "Joost", "Oh no, what happened?"),
        (2, t2, "Hedda", "My bike was stolen at the station, lock and all."),
        (2, t2, "Joost", "That's terrible, did you call the police?"),
    ]
    ingest_conversation(s, conversation_of("bikes", SPEAKERS, lines))
    model = TemporalIndex(s).vectors
    assert model is not None
    q = parse_question("When was Hedda's bike stolen?", SPEAKERS)
    vectors = model.conversation("bikes")
    found = candidates(s, "bikes", q, DENSE, SPEAKERS, vectors, lambda: model.encode(q.event))
    explicit = {c.anchor.turn_id: c.features for c in found if not c.anchor.implicit}
    clause = FEATURES.index("cov_clause")
    assert explicit["D2:1"][clause] == 1.0  # "bike stolen": the told turn's words
    assert "D1:2" not in explicit or explicit["D1:2"][clause] == 0.0  # the next is Hedda's
    told = FEATURES.index("dense_clause")
    implicit = {c.anchor.turn_id: c.features for c in found if c.anchor.implicit}
    assert explicit["D2:1"][told] == pytest.approx(implicit["D2:3"][told])


def _asked_about(reply: str) -> Conversation:
    t1, t2 = at(2023, 10, 4), at(2023, 10, 20)  # Wed, Fri
    lines = [
        (1, t1, "Joost", "I spent last weekend in town at a community event."),
        (1, t1, "Hedda", reply),
        (1, t1, "Joost", "A charity bike ride along the river, forty of us."),
        (2, t2, "Joost", "We repainted the shed on Tuesday, finally."),
        (2, t2, "Hedda", "Good. My neighbour did his bike ride on Sunday."),
    ]
    return conversation_of("event", SPEAKERS, lines)


@pytest.mark.parametrize(
    ("reply", "told"), [("Sounds fun! What was the event?", True), ("Sounds fun.", False)]
)
@pytest.mark.parametrize("dense", [True, False])
def test_an_event_the_other_speaker_asks_about_is_told_next(
    reply: str, told: bool, dense: bool
) -> None:
    """ "I spent last weekend at a community event." — "What was the event?" — "A charity bike
    ride along the river.": the date is in the first turn, the event in the same speaker's
    answer to the question. Without the question the next turn tells nothing of that date.
    (By words alone the date's own turn is found by "town".)"""
    s = Store(":memory:")
    ingest_conversation(s, _asked_about(reply))
    q = parse_question("When was Joost's charity bike ride in town?", SPEAKERS)
    found = candidates(s, "event", q, LEXICAL, SPEAKERS)
    weekend = next(c for c in found if c.anchor.turn_id == "D1:1" and not c.anchor.implicit)
    words = weekend.features[FEATURES.index("cov_clause")]
    assert words == 1.0 if told else 0.0 < words < 0.5  # "town" alone without the answer
    if told:
        best = TemporalIndex(s, dense=dense).ask("event", q.text).evidence[0]
        assert (best.turn_id, best.start, best.end) == (
            "D1:1",
            date(2023, 9, 30),
            date(2023, 10, 1),
        )
