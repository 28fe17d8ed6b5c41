"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 1.292,
        "cov_turn": 0.602,
        "cov_context": 1.462,
        "cov_clause": 0.664,
        "dense_turn": 1.804,
        "dense_clause": 1.57,
        "explicit": 1.464,
        "span": -0.759,
        "speaker": 1.118,
        "tense": 1.059,
        "unseen": -0.928,
        "period": 0.171,
        "length_start": 0.627,
    },
    bias=-6.876,
    threshold=0.087,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.859,
        "cov_turn": 1.087,
        "cov_context": 1.736,
        "cov_clause": 1.35,
        "explicit": 1.593,
        "span": -0.653,
        "speaker": 1.277,
        "tense": 1.076,
        "unseen": -0.68,
        "period": 0.269,
        "length_start": 0.681,
    },
    bias=-5.933,
    threshold=0.139,
)
