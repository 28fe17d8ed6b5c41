"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.294,
        "cov_turn": 0.589,
        "cov_context": 1.407,
        "cov_clause": 0.882,
        "dense_turn": 1.816,
        "dense_clause": 1.59,
        "explicit": 1.412,
        "span": -0.766,
        "speaker": 1.107,
        "tense": 0.966,
        "unseen": -0.922,
        "period": 0.024,
        "length_start": 0.443,
    },
    bias=-6.853,
    threshold=0.098,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.066,
        "cov_turn": 1.012,
        "cov_context": 1.706,
        "cov_clause": 1.477,
        "explicit": 1.504,
        "span": -0.69,
        "speaker": 1.215,
        "tense": 0.946,
        "unseen": -0.763,
        "period": 0.07,
        "length_start": 0.306,
    },
    bias=-5.936,
    threshold=0.146,
)
