"""The ``swcmem`` command line."""
