"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.283,
        "cov_turn": 0.548,
        "cov_context": 1.38,
        "cov_clause": 0.925,
        "dense_turn": 1.823,
        "dense_clause": 1.587,
        "explicit": 1.422,
        "span": -0.712,
        "speaker": 1.105,
        "tense": 0.978,
        "unseen": -0.941,
        "period": 0.025,
        "length_start": 0.602,
    },
    bias=-6.823,
    threshold=0.083,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.884,
        "cov_turn": 1.037,
        "cov_context": 1.715,
        "cov_clause": 1.515,
        "explicit": 1.543,
        "span": -0.584,
        "speaker": 1.252,
        "tense": 0.981,
        "unseen": -0.696,
        "period": 0.067,
        "length_start": 0.669,
    },
    bias=-5.878,
    threshold=0.137,
)
