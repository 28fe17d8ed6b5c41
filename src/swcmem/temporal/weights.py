"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.259,
        "cov_turn": 1.172,
        "cov_context": 1.126,
        "cov_clause": 1.067,
        "dense_turn": 2.062,
        "dense_clause": 1.442,
        "explicit": 1.76,
        "span": -0.387,
        "speaker": 1.067,
        "tense": 0.878,
        "unseen": -1.823,
        "period": 0.042,
        "length_start": 0.665,
        "arranged": 0.449,
    },
    bias=-7.065,
    threshold=0.078,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.371,
        "cov_turn": 1.699,
        "cov_context": 1.447,
        "cov_clause": 1.564,
        "explicit": 1.696,
        "span": -0.337,
        "speaker": 1.078,
        "tense": 0.875,
        "unseen": -1.891,
        "period": -0.014,
        "length_start": 0.618,
        "arranged": 0.575,
    },
    bias=-6.263,
    threshold=0.087,
)
