"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.286,
        "cov_turn": 0.548,
        "cov_context": 1.381,
        "cov_clause": 0.918,
        "dense_turn": 1.828,
        "dense_clause": 1.589,
        "explicit": 1.427,
        "span": -0.736,
        "speaker": 1.105,
        "tense": 0.97,
        "unseen": -0.943,
        "period": 0.024,
        "length_start": 0.606,
    },
    bias=-6.825,
    threshold=0.084,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.885,
        "cov_turn": 1.037,
        "cov_context": 1.717,
        "cov_clause": 1.505,
        "explicit": 1.554,
        "span": -0.614,
        "speaker": 1.255,
        "tense": 0.97,
        "unseen": -0.697,
        "period": 0.066,
        "length_start": 0.675,
    },
    bias=-5.88,
    threshold=0.135,
)
