"""Tests of the PostgreSQL backend, the job queue and store copies (both backends)."""
