"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.273,
        "cov_turn": 0.561,
        "cov_context": 1.38,
        "cov_clause": 0.92,
        "dense_turn": 1.856,
        "dense_clause": 1.638,
        "explicit": 1.441,
        "span": -0.737,
        "speaker": 1.125,
        "tense": 0.984,
        "unseen": -0.928,
        "period": 0.162,
        "length_start": 0.603,
    },
    bias=-6.871,
    threshold=0.085,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.878,
        "cov_turn": 1.065,
        "cov_context": 1.725,
        "cov_clause": 1.528,
        "explicit": 1.566,
        "span": -0.622,
        "speaker": 1.284,
        "tense": 0.982,
        "unseen": -0.665,
        "period": 0.264,
        "length_start": 0.672,
    },
    bias=-5.926,
    threshold=0.137,
)
