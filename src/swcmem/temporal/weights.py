"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.277,
        "cov_turn": 1.144,
        "cov_context": 1.107,
        "cov_clause": 1.098,
        "dense_turn": 2.009,
        "dense_clause": 1.405,
        "explicit": 1.766,
        "span": -0.408,
        "speaker": 1.101,
        "tense": 0.847,
        "unseen": -1.833,
        "period": 0.041,
        "length_start": 0.651,
    },
    bias=-7.047,
    threshold=0.067,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.367,
        "cov_turn": 1.668,
        "cov_context": 1.415,
        "cov_clause": 1.591,
        "explicit": 1.704,
        "span": -0.338,
        "speaker": 1.099,
        "tense": 0.858,
        "unseen": -1.866,
        "period": -0.014,
        "length_start": 0.606,
    },
    bias=-6.275,
    threshold=0.087,
)
