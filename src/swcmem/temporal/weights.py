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
        "dense_turn": 1.855,
        "dense_clause": 1.638,
        "explicit": 1.442,
        "span": -0.738,
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
        "cov_turn": 1.064,
        "cov_context": 1.724,
        "cov_clause": 1.527,
        "explicit": 1.567,
        "span": -0.624,
        "speaker": 1.284,
        "tense": 0.982,
        "unseen": -0.665,
        "period": 0.264,
        "length_start": 0.673,
    },
    bias=-5.927,
    threshold=0.137,
)
