"""The lossless SQLite store. All SQL of the package lives below this folder."""

from swcmem.store.db import Store, default_db_path, redact_url

__all__ = ["Store", "default_db_path", "redact_url"]
