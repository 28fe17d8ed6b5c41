"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.379,
        "cov_turn": 0.931,
        "cov_context": 1.233,
        "cov_clause": 0.798,
        "dense_turn": 1.862,
        "dense_clause": 1.215,
        "explicit": 1.608,
        "span": -0.426,
        "speaker": 1.168,
        "tense": 0.905,
        "unseen": -1.704,
        "period": -0.008,
        "length_start": 0.502,
    },
    bias=-6.9,
    threshold=0.105,
)
LEXICAL = Weights.named(
    {
        "bm25": 1.357,
        "cov_turn": 1.422,
        "cov_context": 1.471,
        "cov_clause": 1.238,
        "explicit": 1.605,
        "span": -0.334,
        "speaker": 1.216,
        "tense": 0.894,
        "unseen": -1.675,
        "period": -0.112,
        "length_start": 0.391,
    },
    bias=-6.192,
    threshold=0.086,
)
