"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.26,
        "cov_turn": 1.171,
        "cov_context": 1.125,
        "cov_clause": 1.069,
        "dense_turn": 2.061,
        "dense_clause": 1.442,
        "explicit": 1.764,
        "span": -0.39,
        "speaker": 1.067,
        "tense": 0.88,
        "unseen": -1.826,
        "period": 0.04,
        "length_start": 0.662,
        "arranged": 0.507,
    },
    bias=-7.065,
    threshold=0.078,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.364,
        "cov_turn": 1.697,
        "cov_context": 1.443,
        "cov_clause": 1.569,
        "explicit": 1.698,
        "span": -0.347,
        "speaker": 1.073,
        "tense": 0.877,
        "unseen": -1.894,
        "period": -0.009,
        "length_start": 0.612,
        "arranged": 0.616,
    },
    bias=-6.251,
    threshold=0.087,
)
