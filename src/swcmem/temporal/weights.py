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
        "dense_turn": 2.063,
        "dense_clause": 1.441,
        "explicit": 1.764,
        "span": -0.389,
        "speaker": 1.067,
        "tense": 0.88,
        "unseen": -1.826,
        "period": 0.04,
        "length_start": 0.661,
        "arranged": 0.507,
    },
    bias=-7.065,
    threshold=0.073,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.416,
        "cov_turn": 1.717,
        "cov_context": 1.449,
        "cov_clause": 1.612,
        "explicit": 1.7,
        "span": -0.368,
        "speaker": 1.083,
        "tense": 0.854,
        "unseen": -1.916,
        "period": 0.043,
        "length_start": 0.648,
        "arranged": 0.621,
    },
    bias=-6.333,
    threshold=0.085,
    pool=15,
)
