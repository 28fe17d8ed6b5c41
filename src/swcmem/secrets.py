"""Keeping secrets out of text: API keys and URL credentials (low level: imports no swcmem).

* :func:`redact` removes each secret *and every piece of it* of :data:`MIN_PIECE` or more
  characters from a text, so a server that echoes a header back (``Bearer sk-...``), cut or
  re-wrapped, never puts a usable fragment of the key in an error message. Redact the whole
  text first, truncate after: a cut can otherwise split a key so that no whole copy is left
  to find.
* :func:`redact_url` hides a URL's user info (``user:pass@``) and the values of query
  parameters whose names look secret (``api_key``, ``token``, ``sig``, ``password``...).
* :func:`url_secrets` lists the secret values a URL carries, for :func:`redact`.

Thread-safe: pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import quote, unquote

MASK = "***"
MIN_PIECE = 6  # no piece of a secret this long (or longer) survives redaction
MIN_WHOLE = 4  # secrets shorter than MIN_PIECE are removed whole from this length on

SECRET_PARAMS = frozenset(
    {
        "access_token", "api_key", "apikey", "auth", "authorization", "client_secret",
        "code", "credential", "credentials", "key", "pass", "passwd", "password", "pwd",
        "secret", "session", "sig", "signature", "sslpassword", "token",
    }
)  # fmt: skip
_SECRET_SUFFIXES = ("_key", "_token", "_secret", "_password", "_signature", "_credential")


def redact(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every secret, and every piece of one that is at least
    :data:`MIN_PIECE` characters long, replaced by ``***`` (secrets shorter than that are
    removed whole from :data:`MIN_WHOLE` characters on; shorter ones are left alone).
    URL-encoded copies of a secret are removed too."""
    covered = bytearray(len(text))
    for secret in _variants(secrets):
        for piece in _pieces(secret):
            start = text.find(piece)
            while start != -1:
                covered[start : start + len(piece)] = b"\x01" * len(piece)
                start = text.find(piece, start + 1)
    if not any(covered):
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        if covered[i]:
            while i < len(text) and covered[i]:
                i += 1
            out.append(MASK)
        else:
            j = covered.find(1, i)
            j = len(text) if j == -1 else j
            out.append(text[i:j])
            i = j
    return "".join(out)


def _variants(secrets: Iterable[str]) -> set[str]:
    found = set()
    for secret in secrets:
        if secret and len(secret) >= MIN_WHOLE:
            found.add(secret)
            found.add(quote(secret, safe=""))
    return found


def _pieces(secret: str) -> set[str]:
    if len(secret) < MIN_PIECE:
        return {secret}
    return {secret[i : i + MIN_PIECE] for i in range(len(secret) - MIN_PIECE + 1)}


def is_secret_param(name: str) -> bool:
    """True for query parameter names that carry credentials (``api_key``, ``X-Amz-Signature``)."""
    norm = unquote(name).strip().lower().replace("-", "_")
    return norm in SECRET_PARAMS or norm.endswith(_SECRET_SUFFIXES) or "password" in norm


_URL = re.compile(
    r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<authority>[^/?#]*)(?P<rest>.*)$", re.S
)


def split_url(url: str) -> tuple[str, str | None, str, str]:
    """``(scheme://, userinfo or None, host[:port], path?query#fragment)``; a text that is not
    an absolute URL comes back whole as the last item."""
    match = _URL.match(url)
    if match is None:
        return "", None, "", url
    authority = match.group("authority")
    userinfo, at, host = authority.rpartition("@")
    return match.group("scheme"), (userinfo if at else None), host, match.group("rest")


def redact_url(url: str) -> str:
    """``url`` with its user info replaced by ``***`` and the values of secret-looking query
    parameters replaced by ``***`` (everything else kept as written)."""
    scheme, userinfo, host, rest = split_url(url)
    if not scheme:
        return url
    authority = f"{MASK}@{host}" if userinfo is not None else host
    return f"{scheme}{authority}{_redact_query(rest)}"


def _redact_query(rest: str) -> str:
    before, q, query = rest.partition("?")
    if not q:
        return rest
    query, hash_, fragment = query.partition("#")
    parts = []
    for item in query.split("&"):
        name, eq, _value = item.partition("=")
        parts.append(f"{name}={MASK}" if eq and is_secret_param(name) else item)
    return f"{before}?{'&'.join(parts)}{hash_}{fragment}"


def url_secrets(url: str) -> list[str]:
    """The secret values in ``url``: the user info (whole, and its password) and the values
    of secret-looking query parameters, as written and URL-decoded."""
    _, userinfo, _, rest = split_url(url)
    found: list[str] = []
    if userinfo:
        user, _, password = userinfo.partition(":")
        found += [userinfo, password, unquote(password)] if password else [userinfo, user]
    query = rest.partition("?")[2].partition("#")[0]
    for item in query.split("&") if query else ():
        name, eq, value = item.partition("=")
        if eq and value and is_secret_param(name):
            found += [value, unquote(value)]
    return [s for s in dict.fromkeys(found) if s]
