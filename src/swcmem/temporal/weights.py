"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.296,
        "cov_turn": 0.62,
        "cov_context": 1.509,
        "cov_clause": 0.639,
        "dense_turn": 1.828,
        "dense_clause": 1.483,
        "explicit": 1.472,
        "span": -0.765,
        "speaker": 1.122,
        "tense": 1.051,
        "unseen": -0.928,
        "period": 0.17,
        "length_start": 0.625,
    },
    bias=-6.873,
    threshold=0.096,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.853,
        "cov_turn": 1.098,
        "cov_context": 1.748,
        "cov_clause": 1.371,
        "explicit": 1.597,
        "span": -0.666,
        "speaker": 1.281,
        "tense": 1.061,
        "unseen": -0.676,
        "period": 0.268,
        "length_start": 0.682,
    },
    bias=-5.937,
    threshold=0.137,
)
