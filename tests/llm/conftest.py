"""Fixtures for the LLM tests."""

from llm_mock_server import mock_server

__all__ = ["mock_server"]
