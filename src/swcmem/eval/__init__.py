"""Evaluation: metrics, statistics and reports."""
