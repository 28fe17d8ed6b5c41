"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 0.272,
        "cov_turn": 0.214,
        "cov_event": 0.609,
        "cov_context": 1.04,
        "cov_clause": 0.497,
        "dense_turn": 0.98,
        "dense_event": 1.29,
        "answer_turn": -0.114,
        "asked_when": 0.517,
        "explicit": 1.315,
        "sole": 0.269,
        "duration": 0.406,
        "duration_start": 0.39,
        "span": -0.729,
        "speaker": 0.763,
        "tense": 0.906,
        "period_fit": 0.459,
        "period_miss": -0.501,
        "dense_only": -0.731,
        "bm25_rank": 0.303,
        "dense_rank": 0.853,
        "crowd": -0.411,
        "unseen": -1.027,
        "someone_else": -0.444,
    },
    bias=-5.458,
    threshold=0.072,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.064,
        "cov_turn": 0.79,
        "cov_event": 0.958,
        "cov_context": 1.218,
        "cov_clause": 0.772,
        "answer_turn": -0.172,
        "asked_when": 0.439,
        "explicit": 1.277,
        "sole": 0.383,
        "duration": 0.289,
        "duration_start": 0.434,
        "span": -0.563,
        "speaker": 1.017,
        "tense": 0.926,
        "period_fit": 0.558,
        "period_miss": -0.43,
        "bm25_rank": 0.783,
        "crowd": -0.474,
        "unseen": -0.866,
        "someone_else": -0.475,
    },
    bias=-5.055,
    threshold=0.108,
)
