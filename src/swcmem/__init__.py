"""swcmem — Salience-Weighted Consolidation memory for long conversations.

The public surface is small: :class:`swcmem.model.Conversation` and friends, the
:func:`swcmem.context.build_context` entry point and (later) :class:`swcmem.memory.Memory`.
"""

from swcmem.errors import SwcmemError

__version__ = "0.1.0"
__all__ = ["SwcmemError", "__version__"]
