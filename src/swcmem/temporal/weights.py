"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.284,
        "cov_turn": 1.131,
        "cov_context": 1.113,
        "cov_clause": 1.088,
        "dense_turn": 2.031,
        "dense_clause": 1.431,
        "explicit": 1.777,
        "span": -0.395,
        "speaker": 1.071,
        "tense": 0.866,
        "unseen": -1.828,
        "period": 0.042,
        "length_start": 0.657,
        "arranged": 0.407,
    },
    bias=-7.052,
    threshold=0.07,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.372,
        "cov_turn": 1.651,
        "cov_context": 1.436,
        "cov_clause": 1.593,
        "explicit": 1.712,
        "span": -0.345,
        "speaker": 1.083,
        "tense": 0.861,
        "unseen": -1.889,
        "period": -0.015,
        "length_start": 0.6,
        "arranged": 0.518,
    },
    bias=-6.245,
    threshold=0.088,
)
