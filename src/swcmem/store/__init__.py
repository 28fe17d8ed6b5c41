"""The lossless store: an SQLite file (the default) or a PostgreSQL database behind one
interface (:class:`Store`). All SQL of the package lives below this folder."""

from swcmem.secrets import redact_url
from swcmem.store.db import Store, default_db_path

__all__ = ["Store", "default_db_path", "redact_url"]
