"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 0.419,
        "cov_turn": 0.269,
        "cov_event": 0.577,
        "cov_context": 0.954,
        "cov_clause": 0.536,
        "dense_turn": 0.934,
        "dense_event": 1.324,
        "answer_turn": -0.117,
        "asked_when": 0.58,
        "explicit": 1.27,
        "sole": 0.196,
        "duration": 0.316,
        "duration_start": 0.597,
        "span": -0.82,
        "speaker": 0.7,
        "tense": 0.753,
        "period_fit": 0.501,
        "period_miss": -0.513,
        "dense_only": -0.769,
        "bm25_rank": 0.423,
        "dense_rank": 0.944,
        "crowd": -0.521,
        "unseen": -1.034,
        "someone_else": -0.419,
    },
    bias=-5.531,
    threshold=0.064,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.256,
        "cov_turn": 0.89,
        "cov_event": 0.986,
        "cov_context": 1.167,
        "cov_clause": 0.798,
        "answer_turn": -0.143,
        "asked_when": 0.476,
        "explicit": 1.062,
        "sole": 0.43,
        "duration": 0.233,
        "duration_start": 0.672,
        "span": -0.66,
        "speaker": 0.948,
        "tense": 0.75,
        "period_fit": 0.61,
        "period_miss": -0.432,
        "bm25_rank": 0.817,
        "crowd": -0.767,
        "unseen": -0.947,
        "someone_else": -0.577,
    },
    bias=-4.983,
    threshold=0.099,
)
