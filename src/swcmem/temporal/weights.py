"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.263,
        "cov_turn": 1.174,
        "cov_context": 1.127,
        "cov_clause": 1.062,
        "dense_turn": 2.068,
        "dense_clause": 1.437,
        "explicit": 1.767,
        "span": -0.392,
        "speaker": 1.065,
        "tense": 0.872,
        "unseen": -1.828,
        "period": 0.04,
        "length_start": 0.66,
        "arranged": 0.516,
    },
    bias=-7.067,
    threshold=0.073,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.425,
        "cov_turn": 1.721,
        "cov_context": 1.452,
        "cov_clause": 1.604,
        "explicit": 1.703,
        "span": -0.373,
        "speaker": 1.082,
        "tense": 0.846,
        "unseen": -1.919,
        "period": 0.043,
        "length_start": 0.645,
        "arranged": 0.628,
    },
    bias=-6.339,
    threshold=0.084,
    pool=15,
)
