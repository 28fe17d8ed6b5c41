"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.284,
        "cov_turn": 0.547,
        "cov_context": 1.377,
        "cov_clause": 0.917,
        "dense_turn": 1.82,
        "dense_clause": 1.606,
        "explicit": 1.421,
        "span": -0.709,
        "speaker": 1.103,
        "tense": 0.981,
        "unseen": -0.941,
        "period": 0.025,
        "length_start": 0.602,
    },
    bias=-6.828,
    threshold=0.084,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.884,
        "cov_turn": 1.036,
        "cov_context": 1.715,
        "cov_clause": 1.516,
        "explicit": 1.543,
        "span": -0.585,
        "speaker": 1.251,
        "tense": 0.981,
        "unseen": -0.696,
        "period": 0.067,
        "length_start": 0.669,
    },
    bias=-5.878,
    threshold=0.137,
)
