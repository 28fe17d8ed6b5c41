"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.267,
        "cov_turn": 0.564,
        "cov_context": 1.385,
        "cov_clause": 0.924,
        "dense_turn": 1.854,
        "dense_clause": 1.636,
        "explicit": 1.443,
        "span": -0.739,
        "speaker": 1.128,
        "tense": 0.963,
        "unseen": -0.935,
        "period": 0.163,
        "length_start": 0.604,
    },
    bias=-6.866,
    threshold=0.083,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.857,
        "cov_turn": 1.067,
        "cov_context": 1.728,
        "cov_clause": 1.532,
        "explicit": 1.573,
        "span": -0.627,
        "speaker": 1.285,
        "tense": 0.957,
        "unseen": -0.672,
        "period": 0.264,
        "length_start": 0.675,
    },
    bias=-5.91,
    threshold=0.135,
)
