"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.299,
        "cov_turn": 0.581,
        "cov_context": 1.414,
        "cov_clause": 0.888,
        "dense_turn": 1.825,
        "dense_clause": 1.597,
        "explicit": 1.409,
        "span": -0.733,
        "speaker": 1.113,
        "tense": 0.969,
        "unseen": -0.923,
        "period": 0.024,
        "length_start": 0.525,
    },
    bias=-6.867,
    threshold=0.098,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.063,
        "cov_turn": 1.01,
        "cov_context": 1.714,
        "cov_clause": 1.484,
        "explicit": 1.499,
        "span": -0.651,
        "speaker": 1.223,
        "tense": 0.951,
        "unseen": -0.762,
        "period": 0.069,
        "length_start": 0.39,
    },
    bias=-5.942,
    threshold=0.122,
)
