"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.258,
        "cov_turn": 1.171,
        "cov_context": 1.118,
        "cov_clause": 1.061,
        "dense_turn": 2.068,
        "dense_clause": 1.419,
        "explicit": 1.774,
        "span": -0.507,
        "speaker": 1.054,
        "tense": 0.857,
        "unseen": -1.834,
        "period": 0.04,
        "length_start": 0.571,
        "arranged": 0.509,
        "grain_fit": 1.105,
    },
    bias=-7.047,
    threshold=0.073,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.438,
        "cov_turn": 1.993,
        "cov_context": 1.676,
        "cov_clause": 1.556,
        "explicit": 1.813,
        "span": -0.507,
        "speaker": 1.036,
        "tense": 1.071,
        "unseen": -1.897,
        "period": 0.204,
        "length_start": 0.545,
        "arranged": 0.284,
        "grain_fit": 0.993,
    },
    bias=-6.57,
    threshold=0.068,
    pool=15,
)
