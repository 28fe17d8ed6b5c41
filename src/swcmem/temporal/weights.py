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
        "bm25": 1.417,
        "cov_turn": 1.717,
        "cov_context": 1.449,
        "cov_clause": 1.612,
        "explicit": 1.7,
        "span": -0.37,
        "speaker": 1.084,
        "tense": 0.854,
        "unseen": -1.915,
        "period": 0.043,
        "length_start": 0.649,
        "arranged": 0.621,
    },
    bias=-6.334,
    threshold=0.085,
    pool=15,
)
