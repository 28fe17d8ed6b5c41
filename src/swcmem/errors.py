"""One exception root for the whole package.

Every error carries a message that says what went wrong and, where we know it, a ``hint``
that says how to fix it. The CLI prints ``error: <message>`` (plus the hint) and exits 2 for
any :class:`SwcmemError`; anything else is a bug and gets a traceback.
"""

from __future__ import annotations


class SwcmemError(Exception):
    """Root of every error swcmem raises on purpose."""

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if not self.hint else f"{self.message} ({self.hint})"


class InputError(SwcmemError):
    """Bad input data: missing file, malformed JSON, unknown layout, missing timestamps."""


class ConflictError(InputError):
    """Input that contradicts what is stored: a message id sent again with other content, a
    conversation that would be rewritten. Stored data is never changed to match it."""


class NotFoundError(SwcmemError):
    """Something named by the user does not exist (conversation id, strategy, run)."""


class ConfigError(SwcmemError):
    """Bad configuration: unknown backend spec, invalid option values, missing API key."""


class MissingExtraError(ConfigError):
    """An optional dependency is needed; the message names the extra to install."""

    def __init__(self, package: str, extra: str, purpose: str) -> None:
        super().__init__(
            f"{purpose} needs the optional package '{package}'",
            hint=f"install it with: pip install 'swcmem[{extra}]'",
        )
        self.package = package
        self.extra = extra


class StoreError(SwcmemError):
    """The SQLite store cannot be opened, migrated or written."""


class LLMError(SwcmemError):
    """An LLM call failed after all retries, or returned unusable output."""


class LLMRateLimited(LLMError):
    """The backend answered 429 on every try."""


class LLMTimeout(LLMError):
    """The backend did not answer within the per-call timeout on every try."""


class LLMBadResponse(LLMError):
    """The backend answered, but the body is malformed or the completion is empty."""
