"""The layers go one way: a lower layer never imports a higher one, not even inside a function,
and no module imports another module's private (``_name``) objects.

Every ``import`` and ``from ... import`` of every module under ``src/swcmem`` is read with
the AST (so imports inside functions and under ``TYPE_CHECKING`` count too).
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "swcmem"

# Lowest first; names in one group may import each other.
LAYERS: tuple[tuple[str, ...], ...] = (
    (
        "model",
        "errors",
        "text",
        "lexicon",
        "tokens",
        "lines",
        "tables",
        "secrets",
        "quoting",
        "lazy",
        "lru",
        "childproc",
        "data",
    ),
    ("ingest", "messages"),
    ("store",),
    ("llm",),  # not in the architecture's list: sits just above store (it caches there)
    ("search",),
    ("temporal",),
    ("salience",),
    ("consolidate",),
    ("audit",),
    ("route",),
    ("context",),
    ("bench", "eval"),
    ("ask", "memory"),  # the facade over everything below
    ("integrations", "service", "client", "cli", "__init__", "__main__"),
)
RANK = {name: i for i, group in enumerate(LAYERS) for name in group}


def _unit(module: str) -> str:
    """The layer unit of a dotted module name: swcmem.store.db → store; swcmem → __init__."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _module_name(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, me: str) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, imported module, names) for every import of swcmem in the file of module
    ``me``."""
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name, ()) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = tuple(a.name for a in node.names)
            if base == "swcmem":  # from swcmem import store → the module swcmem.store
                found += [(node.lineno, f"swcmem.{n}", ()) for n in names]
            else:
                found.append((node.lineno, base, names))
    return [f for f in found if f[1] == "swcmem" or f[1].startswith("swcmem.")]


MODULES = sorted(SRC.rglob("*.py"))


def test_every_package_has_a_layer() -> None:
    units = {_unit(_module_name(p)) for p in MODULES}
    assert units <= set(RANK), f"give these a layer in LAYERS: {sorted(units - set(RANK))}"


def _upward(path: Path, me: str) -> list[str]:
    mine = _unit(me)
    return [
        f"line {line}: {module}"
        for line, module, _ in _imports(path, me)
        if RANK.get(_unit(module), -1) > RANK[mine]
    ]


def test_no_import_goes_up_a_layer() -> None:
    upward = {
        f"{me} ({_unit(me)})": found
        for me, found in ((_module_name(p), _upward(p, _module_name(p))) for p in MODULES)
        if found
    }
    assert not upward, f"lower layers import higher ones: {upward}"


def _private(path: Path) -> list[str]:
    imports = _imports(path, _module_name(path))
    private = [
        f"line {line}: {module}.{name}"
        for line, module, names in imports
        for name in names
        if name.startswith("_") and not name.startswith("__")
    ]
    private += [
        f"line {line}: {module}"
        for line, module, _ in imports
        if any(p.startswith("_") and not p.startswith("__") for p in module.split("."))
    ]
    return private


def test_no_private_imports() -> None:
    private = {_module_name(p): found for p in MODULES if (found := _private(p))}
    assert not private, f"modules import private names of others: {private}"


def test_the_walk_sees_imports_inside_functions(tmp_path: Path) -> None:
    """The check itself: imports hidden in a function body or made relative are found."""
    probe = tmp_path / "engine.py"
    probe.write_text(
        "def f():\n    from swcmem.audit import audit_gist\n"
        "def g():\n    from ..context import base\n"
        "from swcmem import store\n"
    )
    found = _upward(probe, "swcmem.consolidate.engine")
    assert found == ["line 2: swcmem.audit", "line 4: swcmem.context"]
