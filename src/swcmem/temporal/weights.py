"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.283,
        "cov_turn": 0.547,
        "cov_context": 1.385,
        "cov_clause": 0.919,
        "dense_turn": 1.827,
        "dense_clause": 1.594,
        "explicit": 1.426,
        "span": -0.748,
        "speaker": 1.106,
        "tense": 0.968,
        "unseen": -0.943,
        "period": 0.024,
        "length_start": 0.611,
    },
    bias=-6.824,
    threshold=0.083,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.88,
        "cov_turn": 1.037,
        "cov_context": 1.724,
        "cov_clause": 1.507,
        "explicit": 1.552,
        "span": -0.633,
        "speaker": 1.257,
        "tense": 0.966,
        "unseen": -0.696,
        "period": 0.065,
        "length_start": 0.682,
    },
    bias=-5.877,
    threshold=0.134,
)
