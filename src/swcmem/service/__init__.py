"""The memory service: ``swcmem serve`` (REST under ``/v1`` + MCP over streamable HTTP) and
``swcmem mcp`` (MCP over stdio), with tenants, API keys and per-key rate limits.

Modules: ``config`` (flags / env / ``[service]`` in config.toml), ``keys`` (key generation,
hashing, authentication), ``memories`` (the adapter over the store and the library: one
place that calls ``Memory``, the temporal index and search), ``jobs`` (consolidation jobs on the store's queue),
``ratelimit``, ``limits`` (body size), ``errors``, ``models`` (pydantic wire models),
``wire`` (JSON ↔ model objects, shared with :mod:`swcmem.client`), ``routes``,
``mcp_tools``, ``logs``, ``metrics``, ``app`` (the FastAPI application) and ``run`` (uvicorn).

Importing this package imports nothing heavy; FastAPI and the MCP SDK are only needed by
``app``, ``routes`` and ``mcp_tools`` (the ``service`` extra).
"""
