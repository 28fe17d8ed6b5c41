"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.273,
        "cov_turn": 0.56,
        "cov_context": 1.379,
        "cov_clause": 0.921,
        "dense_turn": 1.853,
        "dense_clause": 1.637,
        "explicit": 1.443,
        "span": -0.74,
        "speaker": 1.124,
        "tense": 0.985,
        "unseen": -0.929,
        "period": 0.162,
        "length_start": 0.603,
    },
    bias=-6.868,
    threshold=0.085,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.871,
        "cov_turn": 1.062,
        "cov_context": 1.722,
        "cov_clause": 1.531,
        "explicit": 1.571,
        "span": -0.628,
        "speaker": 1.282,
        "tense": 0.983,
        "unseen": -0.666,
        "period": 0.263,
        "length_start": 0.673,
    },
    bias=-5.918,
    threshold=0.137,
)
