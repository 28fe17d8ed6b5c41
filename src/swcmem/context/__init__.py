"""Context strategies: from a stored conversation to a budgeted context for the answerer."""

from swcmem.context.base import (
    StrategyEnv,
    available_strategies,
    build_context,
    get_strategy,
    register,
    register_strategy,
)

__all__ = [
    "StrategyEnv",
    "available_strategies",
    "build_context",
    "get_strategy",
    "register",
    "register_strategy",
]
