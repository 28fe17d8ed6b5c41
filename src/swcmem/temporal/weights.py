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
        "bm25": 1.42,
        "cov_turn": 1.713,
        "cov_context": 1.44,
        "cov_clause": 1.597,
        "explicit": 1.715,
        "span": -0.488,
        "speaker": 1.071,
        "tense": 0.831,
        "unseen": -1.925,
        "period": 0.043,
        "length_start": 0.568,
        "arranged": 0.619,
        "grain_fit": 1.073,
    },
    bias=-6.325,
    threshold=0.086,
    pool=15,
)
