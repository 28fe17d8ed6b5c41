"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.259,
        "cov_turn": 1.173,
        "cov_context": 1.128,
        "cov_clause": 1.063,
        "dense_turn": 2.068,
        "dense_clause": 1.438,
        "explicit": 1.765,
        "span": -0.385,
        "speaker": 1.063,
        "tense": 0.875,
        "unseen": -1.827,
        "period": 0.04,
        "length_start": 0.668,
        "arranged": 0.517,
    },
    bias=-7.063,
    threshold=0.073,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.417,
        "cov_turn": 1.72,
        "cov_context": 1.453,
        "cov_clause": 1.605,
        "explicit": 1.703,
        "span": -0.369,
        "speaker": 1.08,
        "tense": 0.849,
        "unseen": -1.916,
        "period": 0.043,
        "length_start": 0.657,
        "arranged": 0.629,
    },
    bias=-6.333,
    threshold=0.085,
    pool=15,
)
