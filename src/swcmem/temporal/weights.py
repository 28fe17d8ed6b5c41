"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.291,
        "cov_turn": 0.613,
        "cov_context": 1.504,
        "cov_clause": 0.624,
        "dense_turn": 1.844,
        "dense_clause": 1.517,
        "explicit": 1.481,
        "span": -0.747,
        "speaker": 1.131,
        "tense": 1.035,
        "unseen": -0.969,
        "period": 0.168,
        "length_start": 0.619,
    },
    bias=-6.855,
    threshold=0.086,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.852,
        "cov_turn": 1.098,
        "cov_context": 1.78,
        "cov_clause": 1.296,
        "explicit": 1.614,
        "span": -0.641,
        "speaker": 1.291,
        "tense": 1.046,
        "unseen": -0.719,
        "period": 0.266,
        "length_start": 0.674,
    },
    bias=-5.914,
    threshold=0.141,
)
