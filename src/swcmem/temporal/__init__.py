"""Temporal anchors: extraction, resolution against each message's own time, and the index."""
