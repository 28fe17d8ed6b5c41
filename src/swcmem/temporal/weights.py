"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.294,
        "cov_turn": 0.603,
        "cov_context": 1.467,
        "cov_clause": 0.655,
        "dense_turn": 1.805,
        "dense_clause": 1.563,
        "explicit": 1.465,
        "span": -0.752,
        "speaker": 1.118,
        "tense": 1.058,
        "unseen": -0.928,
        "period": 0.171,
        "length_start": 0.624,
    },
    bias=-6.876,
    threshold=0.087,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.859,
        "cov_turn": 1.088,
        "cov_context": 1.741,
        "cov_clause": 1.338,
        "explicit": 1.594,
        "span": -0.643,
        "speaker": 1.276,
        "tense": 1.076,
        "unseen": -0.679,
        "period": 0.269,
        "length_start": 0.68,
    },
    bias=-5.933,
    threshold=0.14,
)
