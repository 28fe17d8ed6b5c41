"""Data shipped with the package: the bundled example conversation."""

from importlib import resources
from pathlib import Path


def example_path() -> Path:
    """Path of the bundled example chat log (Priya and Tom, spring and summer 2024)."""
    return Path(str(resources.files("swcmem.data").joinpath("garden_club.json")))
