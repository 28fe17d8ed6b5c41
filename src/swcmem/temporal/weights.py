"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.294,
        "cov_turn": 0.604,
        "cov_context": 1.469,
        "cov_clause": 0.664,
        "dense_turn": 1.815,
        "dense_clause": 1.524,
        "explicit": 1.464,
        "span": -0.759,
        "speaker": 1.119,
        "tense": 1.06,
        "unseen": -0.928,
        "period": 0.172,
        "length_start": 0.627,
    },
    bias=-6.869,
    threshold=0.096,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.853,
        "cov_turn": 1.086,
        "cov_context": 1.731,
        "cov_clause": 1.365,
        "explicit": 1.593,
        "span": -0.656,
        "speaker": 1.277,
        "tense": 1.076,
        "unseen": -0.677,
        "period": 0.269,
        "length_start": 0.681,
    },
    bias=-5.929,
    threshold=0.139,
)
