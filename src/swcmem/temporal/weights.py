"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.282,
        "cov_turn": 0.572,
        "cov_context": 1.407,
        "cov_clause": 0.898,
        "dense_turn": 1.828,
        "dense_clause": 1.595,
        "explicit": 1.415,
        "span": -0.722,
        "speaker": 1.106,
        "tense": 0.975,
        "unseen": -0.929,
        "period": 0.023,
        "length_start": 0.605,
    },
    bias=-6.842,
    threshold=0.082,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.888,
        "cov_turn": 1.033,
        "cov_context": 1.711,
        "cov_clause": 1.521,
        "explicit": 1.545,
        "span": -0.601,
        "speaker": 1.253,
        "tense": 0.978,
        "unseen": -0.699,
        "period": 0.064,
        "length_start": 0.673,
    },
    bias=-5.881,
    threshold=0.136,
)
