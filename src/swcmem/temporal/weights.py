"""The fitted weights of the "when" scorer (:mod:`swcmem.temporal.rank`): one set with
MiniLM features, one without. Written by ``benchmarks/temporal/fit_when.py`` (see
``benchmarks/temporal/README.md`` for the data and the split); refit, do not edit."""

from swcmem.temporal.rank import Weights

DENSE = Weights.named(
    {
        "bm25": 0.279,
        "cov_turn": 0.207,
        "cov_event": 0.605,
        "cov_context": 1.03,
        "cov_clause": 0.502,
        "dense_turn": 0.98,
        "dense_event": 1.299,
        "answer_turn": -0.112,
        "asked_when": 0.527,
        "explicit": 1.309,
        "sole": 0.278,
        "duration": 0.41,
        "duration_start": 0.387,
        "span": -0.741,
        "speaker": 0.769,
        "tense": 0.882,
        "period_fit": 0.461,
        "period_miss": -0.499,
        "dense_only": -0.732,
        "bm25_rank": 0.309,
        "dense_rank": 0.846,
        "crowd": -0.41,
        "unseen": -1.017,
        "someone_else": -0.441,
    },
    bias=-5.47,
    threshold=0.071,
)
LEXICAL = Weights.named(
    {
        "bm25": 0.071,
        "cov_turn": 0.781,
        "cov_event": 0.957,
        "cov_context": 1.206,
        "cov_clause": 0.774,
        "answer_turn": -0.172,
        "asked_when": 0.458,
        "explicit": 1.276,
        "sole": 0.4,
        "duration": 0.298,
        "duration_start": 0.435,
        "span": -0.58,
        "speaker": 1.026,
        "tense": 0.879,
        "period_fit": 0.56,
        "period_miss": -0.427,
        "bm25_rank": 0.788,
        "crowd": -0.464,
        "unseen": -0.858,
        "someone_else": -0.471,
    },
    bias=-5.076,
    threshold=0.106,
)
