"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.289,
        "cov_turn": 0.608,
        "cov_context": 1.51,
        "cov_clause": 0.639,
        "dense_turn": 1.874,
        "dense_clause": 1.548,
        "explicit": 1.487,
        "span": -0.722,
        "speaker": 1.138,
        "tense": 1.002,
        "unseen": -0.959,
        "period": 0.163,
        "length_start": 0.61,
    },
    bias=-6.87,
    threshold=0.087,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.856,
        "cov_turn": 1.101,
        "cov_context": 1.791,
        "cov_clause": 1.326,
        "explicit": 1.62,
        "span": -0.615,
        "speaker": 1.301,
        "tense": 1.0,
        "unseen": -0.708,
        "period": 0.262,
        "length_start": 0.666,
    },
    bias=-5.921,
    threshold=0.142,
)
