"""Integrations with agent frameworks (each behind an optional extra):
:mod:`swcmem.integrations.openai_agents` (``SWCSession`` for the OpenAI Agents SDK)."""
