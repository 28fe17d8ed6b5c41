"""``docs/ARCHITECTURE.md`` stays true to the code: every table any migration creates, every
migration file and every top-level package and module of ``src/swcmem`` is named in it.

A migration that adds a table, or a new package, fails here until the document describes it.
"""

from __future__ import annotations

import re
from pathlib import Path

from test_layers import LAYERS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
SRC = ROOT / "src" / "swcmem"
MIGRATIONS = SRC / "store" / "migrations"

_CREATE_TABLE = re.compile(
    r'\bCREATE\s+(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`\[]?(\w+)', re.IGNORECASE
)
_COMMENT = re.compile(r"--[^\n]*")


def created_tables(sql: str) -> set[str]:
    """Names of the tables a script creates (comments ignored; virtual tables included)."""
    return {m.group(1).lower() for m in _CREATE_TABLE.finditer(_COMMENT.sub("", sql))}


def migration_files() -> list[Path]:
    return sorted(MIGRATIONS.glob("*/sqlite/*.sql"))


def doc() -> str:
    return DOC.read_text("utf-8")


def test_the_parser_sees_every_form_of_create_table() -> None:
    sql = (
        "-- CREATE TABLE commented_out (x);\n"
        "CREATE TABLE plain (x);\ncreate table if not exists guarded (x);\n"
        'CREATE VIRTUAL TABLE "virt" USING fts5 (x);\nCREATE INDEX not_a_table ON plain (x);\n'
    )
    assert created_tables(sql) == {"plain", "guarded", "virt"}


def test_the_migrations_are_found() -> None:
    files = migration_files()
    assert any(f.parent.parent.name == "store" for f in files)
    assert any(f.parent.parent.name == "cache" for f in files)
    tables = set().union(*(created_tables(f.read_text("utf-8")) for f in files))
    assert {"turns", "anchors", "responses"} <= tables


def test_every_table_is_documented() -> None:
    text = doc()
    missing = {
        f"{f.relative_to(MIGRATIONS)}: {table}"
        for f in migration_files()
        for table in created_tables(f.read_text("utf-8"))
        if f"`{table}`" not in text
    }
    # The migrations table itself is created by the code, not by a migration file.
    code = (SRC / "store" / "migrations.py").read_text("utf-8")
    missing |= {f"migrations.py: {t}" for t in created_tables(code) if f"`{t}`" not in text}
    assert not missing, f"describe these tables in docs/ARCHITECTURE.md: {sorted(missing)}"


def test_every_migration_is_listed() -> None:
    text = doc()
    names = {f.stem for f in migration_files()}
    assert not {n for n in names if f"`{n}`" not in text}, "list each migration by file name"


def test_every_package_and_module_is_mentioned() -> None:
    text = doc()
    packages = [p.name for p in SRC.iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    modules = [p.name for p in SRC.glob("*.py")]
    assert "store" in packages and "memory.py" in modules
    missing = [f"{p}/" for p in packages if f"`{p}/`" not in text]
    missing += [m for m in modules if f"`{m}`" not in text]
    assert not missing, f"say what these own in docs/ARCHITECTURE.md: {sorted(missing)}"


def test_the_documented_layers_match_the_enforced_ones() -> None:
    block = re.search(r"```\n(model .*?)```", doc(), re.DOTALL)
    assert block is not None, "the layer order block starts with 'model'"
    documented = [
        tuple(re.sub(r"\(.*?\)", "", line).replace("→", "").split())
        for line in block.group(1).splitlines()
        if line.strip()
    ]
    assert documented == list(LAYERS)
