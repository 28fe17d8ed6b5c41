"""Search over a conversation's turns: one BM25 with per-conversation statistics
(:class:`TurnSearch`) and the turn ranker built on it (:class:`TurnRanker`), used by the
retrieval baseline, ``swc-adaptive`` and ``when()`` alike. A layer between the store and the
temporal index."""

from swcmem.search.bm25 import SearchConfig, TurnSearch
from swcmem.search.rank import RankConfig, TurnRanker

__all__ = ["RankConfig", "SearchConfig", "TurnRanker", "TurnSearch"]
