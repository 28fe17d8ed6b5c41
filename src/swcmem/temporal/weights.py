"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.28,
        "cov_turn": 0.573,
        "cov_context": 1.406,
        "cov_clause": 0.896,
        "dense_turn": 1.828,
        "dense_clause": 1.596,
        "explicit": 1.415,
        "span": -0.722,
        "speaker": 1.105,
        "tense": 0.979,
        "unseen": -0.929,
        "period": 0.025,
        "length_start": 0.605,
    },
    bias=-6.841,
    threshold=0.083,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.888,
        "cov_turn": 1.034,
        "cov_context": 1.71,
        "cov_clause": 1.52,
        "explicit": 1.546,
        "span": -0.601,
        "speaker": 1.254,
        "tense": 0.979,
        "unseen": -0.699,
        "period": 0.067,
        "length_start": 0.673,
    },
    bias=-5.882,
    threshold=0.136,
)
