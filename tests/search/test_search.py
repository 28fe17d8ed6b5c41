"""Per-conversation BM25 and the turn ranker, on conversations we wrote."""

from __future__ import annotations

import math
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from swcmem.model import Conversation, Session, Turn
from swcmem.search import RankConfig, TurnRanker, TurnSearch
from swcmem.store import Store
from swcmem.store.conversations import load_conversation, rebuild_search_index
from swcmem.store.search import search_stats
from swcmem.temporal.ingest import ingest_conversation
from swcmem.text import search_terms

T0 = datetime(2024, 4, 2, 9, 0, tzinfo=UTC)


def _conv(cid: str, sessions: list[list[tuple[str, str]]]) -> Conversation:
    out = []
    for i, lines in enumerate(sessions, start=1):
        at = T0 + timedelta(days=7 * i)
        turns = tuple(
            Turn(f"D{i}:{j + 1}", i, j, spk, text, at) for j, (spk, text) in enumerate(lines)
        )
        out.append(Session(i, at, turns))
    return Conversation(cid, ("Lena", "Omar"), tuple(out))


BAKERY = _conv(
    "bakery",
    [
        [
            ("Lena", "I started a sourdough starter on the windowsill."),
            ("Omar", "Does the starter smell sour yet?"),
            ("Lena", "Very. I feed it flour and water every morning."),
        ],
        [
            ("Omar", "My cousin Felix lent me his bread oven."),
            ("Lena", "Felix bakes rye bread, right?"),
            ("Omar", "Yes, dark rye with caraway seeds."),
            ("Lena", "Bring some to the market on Saturday."),
        ],
        [
            ("Omar", "The market was packed with people."),
            ("Lena", "We sold forty loaves of sourdough bread."),
        ],
    ],
)
NOISE = _conv(
    "noise",
    [[("Lena", "bread bread bread bread"), ("Omar", "rye rye rye sourdough bread")] * 5],
)


def _reference_bm25(conv: Conversation, query: str) -> dict[int, float]:
    """Textbook BM25 (k1=1.2, b=0.75) over every turn, computed here independently."""
    bags = [Counter(search_terms(t.full_text)) for t in conv.turns]
    n, avg = len(bags), sum(sum(b.values()) for b in bags) / len(bags)
    out: dict[int, float] = {}
    for term in dict.fromkeys(search_terms(query)):
        df = sum(1 for b in bags if term in b)
        if not df:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for i, bag in enumerate(bags):
            if term in bag:
                norm = 1.2 * (1 - 0.75 + 0.75 * sum(bag.values()) / avg)
                out[i] = out.get(i, 0.0) + idf * bag[term] * 2.2 / (bag[term] + norm)
    return out


def test_bm25_matches_the_textbook_formula(store: Store) -> None:
    ingest_conversation(store, BAKERY)
    for query in ("sourdough bread", "Felix rye oven", "market Saturday"):
        assert TurnSearch(store).scores("bakery", search_terms(query)) == pytest.approx(
            _reference_bm25(BAKERY, query)
        )


def test_statistics_never_mix_conversations(store: Store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ingest_conversation(store, BAKERY)
    alone = TurnSearch(store).scores("bakery", search_terms("rye sourdough bread"))
    with Store(tmp_path / "other.db") as crowded:
        ingest_conversation(crowded, NOISE)
        ingest_conversation(crowded, BAKERY)
        assert TurnSearch(crowded).scores("bakery", search_terms("rye sourdough bread")) == alone


def test_search_returns_turns_best_first(store: Store) -> None:
    ingest_conversation(store, BAKERY)
    hits = TurnSearch(store).search("bakery", "Who has a bread oven?")
    assert hits[0].turn.id == "D2:1"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_ranker_neighbours_speakers_and_sessions(store: Store) -> None:
    ingest_conversation(store, BAKERY)
    plain = RankConfig(speaker_boost=0, neighbour_weight=0, session_weight=0)
    scores, _ = TurnRanker(store, plain).scores("bakery", "caraway seeds")
    assert set(scores) >= {5} and scores.get(4, 0.0) == 0.0  # D2:3 matches, D2:2 does not
    nb = RankConfig(speaker_boost=0, neighbour_weight=0.5, session_weight=0)
    scores, _ = TurnRanker(store, nb).scores("bakery", "caraway seeds")
    assert 0 < scores[4] < scores[5] and scores[6] > 0  # both neighbours inherit a share
    prior = RankConfig(speaker_boost=0.3, neighbour_weight=0, session_weight=0)
    before, _ = TurnRanker(store, plain).scores(
        "bakery", "What bread does Omar bake?", ("Lena", "Omar")
    )
    after, _ = TurnRanker(store, prior).scores(
        "bakery", "What bread does Omar bake?", ("Lena", "Omar")
    )
    assert after[3] == pytest.approx(1.3 * before[3]) and before[3] > 0  # Omar's turn
    assert after[4] == before[4] > 0  # Lena's turn: no prior
    local = RankConfig(speaker_boost=0, neighbour_weight=0, session_weight=0.3)
    scores, _ = TurnRanker(store, local).scores("bakery", "caraway seeds")
    assert scores[3] > 0 and scores.get(0, 0.0) == 0.0  # same session as the hit / another


def test_rank_lists_every_turn_once(store: Store) -> None:
    ingest_conversation(store, BAKERY)
    order = [t.seq for t in TurnRanker(store).rank("bakery", "caraway", ("Lena", "Omar"))]
    assert sorted(order) == list(range(len(BAKERY.turns)))
    assert order[0] == 5


def test_index_follows_appended_turns_and_rebuilds(store: Store) -> None:
    first = Conversation(BAKERY.id, BAKERY.speakers, BAKERY.sessions[:2])
    ingest_conversation(store, first)
    ingest_conversation(store, BAKERY)
    grown = TurnSearch(store).scores("bakery", search_terms("sourdough loaves"))
    stats = search_stats(store, "bakery")
    assert stats is not None and stats.docs == len(BAKERY.turns)
    rebuild_search_index(store, "bakery")
    assert TurnSearch(store).scores("bakery", search_terms("sourdough loaves")) == grown
    assert grown == pytest.approx(
        _reference_bm25(load_conversation(store, "bakery"), "sourdough loaves")
    )


def _long_conversation() -> Conversation:
    """Many sessions, repeated words (ties), hits next to session boundaries."""
    topics = [
        ("Lena", "The sourdough starter bubbled over the jar."),
        ("Omar", "Felix says rye bread needs a long proof."),
        ("Lena", "We sold bread at the market again."),
        ("Omar", "Caraway seeds are hard to find lately."),
        ("Lena", "My oven runs hot, the crust burned."),
    ]
    sessions = [[topics[(i + j) % len(topics)] for j in range(3 + i % 4)] for i in range(12)]
    return _conv("long", sessions)


def _eager(store: Store, ranker: TurnRanker, question: str, boost: dict[int, float]) -> list[int]:
    """The ranking as defined: every candidate scored, positives best first, then the rest."""
    scores, _ = ranker.scores("long", question, ("Lena", "Omar"), boost)
    ranked = sorted((s for s in scores if scores[s] > 0), key=lambda s: (-scores[s], s))
    total = len(load_conversation(store, "long").turns)
    return ranked + [s for s in range(total) if s not in set(ranked)]


@pytest.mark.parametrize("sessions", [1, 2, 5, 64])
def test_lazy_ranking_equals_scoring_every_candidate(store: Store, sessions: int) -> None:
    ingest_conversation(store, _long_conversation())
    ranker = TurnRanker(store, RankConfig(sessions=sessions))
    for question in ("sourdough bread", "What did Omar say about rye?", "oven crust market"):
        for boost in ({}, {7: 1.0, 20: 0.5}):
            lazy = [t.seq for t in ranker.rank("long", question, ("Lena", "Omar"), boost)]
            assert lazy == _eager(store, ranker, question, boost)


def test_ranking_reads_only_the_rows_it_yields(store: Store) -> None:
    ingest_conversation(store, _long_conversation())
    ranker = TurnRanker(store, RankConfig(sessions=64))
    rows_read: list[int] = []
    execute = store.execute

    def spy(sql: str, params: tuple[object, ...] = ()) -> object:
        result = execute(sql, params)
        if "FROM turns" in sql and " text" in sql.split("FROM")[0]:
            rows_read.append(len(result))
        return result

    store.execute = spy  # type: ignore[method-assign,assignment]
    order = list(ranker.order("long", "caraway seeds", ("Lena", "Omar")))
    assert rows_read == []  # the order reads no turn text
    first = [next(ranker.rank("long", "caraway seeds", ("Lena", "Omar"))) for _ in range(1)]
    store.execute = execute  # type: ignore[method-assign]
    assert first[0].seq == order[0] and sum(rows_read) <= 64
