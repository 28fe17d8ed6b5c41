"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.268,
        "cov_turn": 1.145,
        "cov_context": 1.094,
        "cov_clause": 1.105,
        "dense_turn": 2.017,
        "dense_clause": 1.397,
        "explicit": 1.779,
        "span": -0.403,
        "speaker": 1.095,
        "tense": 0.853,
        "unseen": -1.838,
        "period": 0.041,
        "length_start": 0.665,
    },
    bias=-7.05,
    threshold=0.075,
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
