"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.283,
        "cov_turn": 0.692,
        "cov_context": 1.466,
        "cov_clause": 0.59,
        "dense_turn": 1.795,
        "dense_clause": 1.526,
        "explicit": 1.508,
        "span": -0.735,
        "speaker": 1.068,
        "tense": 1.057,
        "unseen": -0.946,
    },
    bias=-6.891,
    threshold=0.086,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.866,
        "cov_turn": 1.17,
        "cov_context": 1.726,
        "cov_clause": 1.279,
        "explicit": 1.643,
        "span": -0.621,
        "speaker": 1.216,
        "tense": 1.06,
        "unseen": -0.716,
    },
    bias=-5.95,
    threshold=0.161,
)
